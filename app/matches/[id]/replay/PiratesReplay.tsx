'use client';

import { PIRATES_SEATS } from '@/lib/pirates/schema';
import Link from 'next/link';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PiratesEvent } from '@/lib/pirates/game';
import type { PiratesView } from '@/lib/pirates/view';
import { Lru } from '@/lib/table/replay-steps';
import { matchError } from '@/app/matches/_lib/api';
import { loadSeat } from '@/app/matches/_lib/seat-store';
import { useMatchStream } from '@/app/matches/_lib/use-match-stream';
import { type ReplayMoment, ReplayView } from './ReplayView';

/** Views kept in this page: a step back over the last few dozen moments needs no request, and memory stays bounded. */
const VIEWS_KEPT = 64;

/**
 * A Pirates match's replay, as this browser's seat (or a spectator) saw it.
 *
 * Per-moment views fetched and cached, rather than the log folded here: a viewer's events are redacted for her (a
 * face-down coin is `{ id, hidden: true }`), so the engine cannot fold them into a table that scores and moves
 * correctly, and only the server may decide what she knew at each moment (`GET …/state?at=SEQ`). The log itself is
 * read once, from the match's event stream (which stays open, so a match still being played grows its slider), for
 * the log's lines and the turns' boundaries; each step then costs one small request, none for a moment already seen
 * (an LRU of `VIEWS_KEPT` views), and the server folds it from the nearest of a bounded number of snapshots.
 */
export function PiratesReplay({ matchId, spectate, initialAt }: { matchId: string; spectate: boolean; initialAt: number | null }) {
  const [token, setToken] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const [last, setLast] = useState<number | null>(null);
  const [at, setAt] = useState<number | null>(null);
  const [moment, setMoment] = useState<{ at: number; view: PiratesView } | null>(null);
  const [latest, setLatest] = useState<PiratesView | null>(null);
  const [events, setEvents] = useState<{ seq: number; event: PiratesEvent }[]>([]);
  const [error, setError] = useState<string | null>(null);
  const views = useRef(new Lru<string, PiratesView>(VIEWS_KEPT));
  const wanted = useRef<number | null>(null);
  const inFlight = useRef(new Map<string, Promise<PiratesView | null>>());

  useEffect(() => {
    setToken(spectate ? null : (loadSeat(matchId)?.token ?? null));
    setReady(true);
  }, [matchId, spectate]);

  const headers = useCallback((): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {}), [token]);

  const refresh = useCallback(async () => {
    const res = await fetch(`/api/matches/${encodeURIComponent(matchId)}/state`, { headers: headers(), cache: 'no-store' });
    if (!res.ok) {
      setError((await matchError(res)).message);
      return;
    }
    const body = (await res.json()) as { seq: number; view: PiratesView };
    setLast(body.seq);
    setLatest(body.view);
    views.current.set(`${token}:${body.seq}`, body.view);
    setAt((a) => a ?? Math.min(initialAt ?? body.seq, body.seq));
  }, [matchId, headers, token, initialAt]);

  useMatchStream(matchId, token, ready, refresh, (seq, event) => {
    setEvents((l) => (l.length && l[l.length - 1].seq >= seq ? l : [...l, { seq, event: event as PiratesEvent }]));
    setLast((n) => Math.max(n ?? 0, seq));
  });

  useEffect(() => {
    if (at === null) return;
    wanted.current = at;
    const key = `${token}:${at}`;
    const kept = views.current.get(key);
    if (kept) {
      setMoment({ at, view: kept });
      return;
    }
    // A moment already on its way (stepped away from and back to before it came) is awaited, not asked for again.
    let asked = inFlight.current.get(key);
    if (!asked) {
      asked = (async () => {
        try {
          const res = await fetch(`/api/matches/${encodeURIComponent(matchId)}/state?at=${at}`, { headers: headers(), cache: 'no-store' });
          if (!res.ok) {
            setError((await matchError(res)).message);
            return null;
          }
          const body = (await res.json()) as { seq: number; view: PiratesView };
          views.current.set(key, body.view);
          return body.view;
        } finally {
          inFlight.current.delete(key);
        }
      })();
      inFlight.current.set(key, asked);
    }
    void asked.then((view) => {
      // A slider dragged fast asks for many moments: only the one still wanted is shown.
      if (view && wanted.current === at) setMoment({ at, view });
    });
  }, [at, matchId, token, headers]);

  // The address names the moment shown, replaced rather than pushed, so Back leaves the replay instead of stepping it.
  useEffect(() => {
    if (at === null) return;
    const url = new URL(window.location.href);
    url.searchParams.set('at', String(at));
    window.history.replaceState(window.history.state, '', url);
  }, [at]);

  const onAt = useCallback((n: number) => setAt(n), []);

  if (error && moment === null) return <p role="alert" className="text-red-800">{error}</p>;
  if (at === null || last === null) return <p>Loading the replay…</p>;
  const view = moment?.view ?? null;
  const shown: ReplayMoment | null = view && { game: view.game, turn: view.turn, over: view.over, winner: view.winner, endReason: view.endReason };
  const youIndex = latest?.you ? PIRATES_SEATS.indexOf(latest.you) : null;

  return (
    <div className="space-y-3">
      <ReplayView
        at={at}
        last={last}
        onAt={onAt}
        moment={shown}
        events={events}
        describeWith={latest?.game ?? null}
        you={youIndex}
        heading={
          <div>
            <h1 className="font-display text-2xl font-bold">Replay of a Pirates match</h1>
            <p className="text-sm text-ink/70">
              {latest ? Object.entries(latest.seats).map(([letter, s]) => s?.fleetName ?? letter).join(' against ') : 'A against B'} · {latest?.you ? `as seat ${latest.you} saw it` : 'as a spectator saw it'}
              {latest?.over ? ' · the game is over, so every coin is shown' : ''}
            </p>
          </div>
        }
      />
      {error && <p role="alert" className="text-sm text-red-800">{error}</p>}
      <p className="flex flex-wrap gap-3 text-sm">
        <Link href={`/matches/${matchId}${spectate ? '?spectate=1' : ''}`} className="underline">
          Back to the match
        </Link>
        {latest?.over && (
          <Link href={`/matches/${matchId}/report`} className="underline" data-testid="report-link">
            Battle report
          </Link>
        )}
      </p>
    </div>
  );
}
