'use client';

import Link from 'next/link';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { DiplomacyMap } from '@/app/diplomacy/_components/DiplomacyMap';
import { historyBoard } from '@/app/diplomacy/_lib/history';
import { orderArrows } from '@/app/diplomacy/_lib/order-entry';
import type { DiplomacyPageView } from '@/app/diplomacy/_lib/view';
import { loadSeat } from '@/app/matches/_lib/seat-store';
import { useMatchStream } from '@/app/matches/_lib/use-match-stream';
import { powerDisplayName } from '@/lib/diplomacy/map';
import { relabeller } from '@/lib/diplomacy/place-names';
import { fetchDiplomacyState, useDiplomacyMap } from '@/app/diplomacy/_lib/diplomacy-match';
import { PhaseOrders } from '@/app/diplomacy/_components/PhaseOrders';
import { stopFor } from '@/lib/table/replay-steps';

/**
 * A Diplomacy match's replay: the same slider, over its phases. Each resolved phase is public once it resolves (every
 * power's orders and their results, and the board they were given on, in the view's `history`), so the stops are the
 * phases, each at the seq its resolution was logged (read once from the event stream), then the board as it stands;
 * `?at=SEQ` opens the phase that seq falls in and follows the stop shown (replaceState, so Back leaves the replay).
 */
export function DiplomacyReplay({ matchId, spectate, initialAt }: { matchId: string; spectate: boolean; initialAt: number | null }) {
  const [token, setToken] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const { map, coast, error: mapError } = useDiplomacyMap();
  const [view, setView] = useState<DiplomacyPageView | null>(null);
  const [last, setLast] = useState(0);
  const [resolved, setResolved] = useState<number[]>([]);
  const [stop, setStop] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setToken(spectate ? null : (loadSeat(matchId)?.token ?? null));
    setReady(true);
  }, [matchId, spectate]);

  // The map's error, if any, is the page's until something newer replaces it.
  useEffect(() => {
    if (mapError) setError(mapError);
  }, [mapError]);

  const refresh = useCallback(async () => {
    const state = await fetchDiplomacyState(matchId, token);
    if (!state.ok) {
      setError(state.message);
      return;
    }
    setView(state.view);
    setLast(state.seq);
  }, [matchId, token]);

  useMatchStream(matchId, token, ready, refresh, (seq, event) => {
    if ((event as { type?: string }).type === 'phase-resolved') setResolved((r) => (r.includes(seq) ? r : [...r, seq].sort((a, b) => a - b)));
    setLast((n) => Math.max(n, seq));
  });

  const history = useMemo(() => view?.history ?? [], [view]);
  // A stream not yet caught up names fewer phases than the view holds: those are placed at the last seq until it is.
  const stops = useMemo(() => [...history.map((_, i) => resolved[i] ?? last), last], [history, resolved, last]);
  useEffect(() => {
    if (stop === null && view && resolved.length >= history.length) setStop(initialAt === null ? stops.length - 1 : stopFor(initialAt, stops));
  }, [stop, view, resolved.length, history.length, initialAt, stops]);

  useEffect(() => {
    if (stop === null) return;
    const url = new URL(window.location.href);
    url.searchParams.set('at', String(stops[stop]));
    window.history.replaceState(window.history.state, '', url);
  }, [stop, stops]);

  const show = useMemo(() => relabeller(map?.territories ?? []), [map]);
  if (error && !view) return <p role="alert" className="text-red-800">{error}</p>;
  if (!view || !map || stop === null) return <p>Loading the replay…</p>;
  const record = stop < history.length ? history[stop] : null;
  const board = record ? historyBoard(view, stop) : null;
  const powers = map.powers.map((p) => p.name);
  const dislodged = (board ? board.dislodged : view.dislodged).map((d) => ({ power: d.power, type: d.type, at: d.from, dislodged: true }));
  const button = 'min-h-11 min-w-11 rounded border border-ink/30 bg-white px-2 py-1 text-sm disabled:opacity-40';

  return (
    <div className="space-y-3" data-testid="replay" data-at={stops[stop]} data-last={last}>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="font-display text-2xl font-bold">Replay of a Pirates! Diplomacy match</h1>
        <p className="text-sm text-ink/70" data-testid="replay-where">
          {record ? `${record.phase}: orders and results` : `${view.phase}: the board now`} · phase {stop + 1} of {stops.length}
          {view.winner ? ` · ${powerDisplayName(view.winner)} won` : ''}
        </p>
      </header>
      <div className="space-y-2 rounded-lg border border-ink/20 bg-white p-2">
        <input
          type="range"
          min={0}
          max={stops.length - 1}
          value={stop}
          onChange={(e) => setStop(Number(e.target.value))}
          className="h-11 w-full"
          aria-label="Phase of the game"
          aria-valuetext={record ? record.phase : view.phase}
          data-testid="replay-slider"
        />
        <div className="flex gap-1">
          <button type="button" className={button} onClick={() => setStop(Math.max(0, stop - 1))} disabled={stop === 0} data-testid="replay-back">
            ◀ Phase
          </button>
          <button type="button" className={button} onClick={() => setStop(Math.min(stops.length - 1, stop + 1))} disabled={stop === stops.length - 1} data-testid="replay-forward">
            Phase ▶
          </button>
        </div>
      </div>
      <DiplomacyMap
        territories={map.territories}
        coast={coast}
        powers={powers}
        units={[...(board ? board.units : view.units), ...dislodged]}
        owners={board ? board.owners : view.owners}
        hurricane={board ? board.hurricane : view.hurricane}
        arrows={record ? orderArrows(record.orders, record.results) : []}
        mine={null}
      />
      {record && (
        <section data-testid="replay-orders">
          <h2 className="font-display text-lg font-semibold">Orders of {record.phase}</h2>
          {record.orders.length === 0 && <p className="text-sm">No orders were given: every unit held.</p>}
          <PhaseOrders record={record} powers={powers} show={show} />
        </section>
      )}
      <Link href={`/matches/${matchId}${spectate ? '?spectate=1' : ''}`} className="text-sm underline">
        Back to the match
      </Link>
    </div>
  );
}
