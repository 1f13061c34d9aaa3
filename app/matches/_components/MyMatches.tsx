'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { getRuleset } from '@/lib/rules';
import { forgetSeat, listSeats, type StoredSeat } from '../_lib/seat-store';

type View = Record<string, unknown>;
type Row = { matchId: string; seat: StoredSeat; loaded: boolean; seq: number | null; view: View | null; startedAt?: string; lastMoveAt?: string };

type Seats = Record<string, { filled: boolean; computer: boolean; fleetName: string | null }>;

const when = (ms: number) => new Date(ms).toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** Who the seat plays against, from the view's seats: the computer or the other seat, with the fleet they brought. */
function opponentOf(seat: string, view: View): string {
  const seats = view.seats as Seats | undefined;
  const others = Object.entries(seats ?? {}).filter(([s]) => s !== seat);
  if (others.length === 0) return '';
  const named = others.map(([s, o]) => (!o.filled ? `${s} (invited, not joined yet)` : `${o.computer ? 'the computer' : s}${o.fleetName ? ` (${o.fleetName})` : ''}`));
  return `against ${named.join(' and ')}`;
}

/** Whose turn it is, or how the match ended, from the seat's own view. */
function statusOf(game: string | undefined, seat: string, view: View | null): string {
  if (!view) return 'Could not be loaded (it may have been removed).';
  if (game === 'pirates') {
    if (view.phase === 'waiting') return 'Waiting for the second fleet';
    const reason = typeof view.endReason === 'string' && view.endReason ? ` (${view.endReason.replace(/-/g, ' ')})` : '';
    if (view.over) return view.winner ? (view.winner === seat ? `Over: you won${reason}` : `Over: ${view.winner} won${reason}`) : `Over: a draw${reason}`;
    const seats = view.seats as Seats | undefined;
    const computer = typeof view.toAct === 'string' && seats?.[view.toAct]?.computer;
    return view.toAct === seat ? 'Your turn' : `${view.toAct}'s turn${computer ? ' (the computer)' : ''}`;
  }
  if (view.winner) return `Over: ${view.winner} won`;
  return typeof view.phase === 'string' ? `${view.phase}${Array.isArray(view.submitted) && view.submitted.includes(seat) ? ' · orders in' : ' · your orders are due'}` : '';
}

/**
 * When the match began and last moved, as the server wrote its events, and whether this browser has shown the latest
 * of them (`seen`).
 */
function times(row: Row): string {
  const started = row.startedAt ? `started ${when(Date.parse(row.startedAt))}` : row.seat.at ? `started ${when(row.seat.at)}` : '';
  const turn = typeof row.view?.turn === 'number' && row.view.turn > 0 ? ` in turn ${row.view.turn}` : '';
  const last = row.lastMoveAt && row.lastMoveAt !== row.startedAt ? `last move ${when(Date.parse(row.lastMoveAt))}${turn}` : '';
  const seen = row.seat.seen;
  const news = row.seq !== null && (!seen || row.seq > seen.seq) && last ? 'new moves since you last looked' : '';
  return [started, last, news].filter(Boolean).join(' · ');
}

export function MyMatches() {
  const [rows, setRows] = useState<Row[] | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  useEffect(() => {
    const seats = listSeats();
    setRows(seats.map((s) => ({ ...s, loaded: false, seq: null, view: null })));
    for (const { matchId, seat } of seats) {
      fetch(`/api/matches/${encodeURIComponent(matchId)}/state`, { headers: { Authorization: `Bearer ${seat.token}` }, cache: 'no-store' })
        .then(async (res) => (res.ok ? ((await res.json()) as { game?: string; seq: number; view: View; startedAt?: string; lastMoveAt?: string }) : null))
        .catch(() => null)
        .then((body) =>
          setRows((rs) => rs?.map((r) => (r.matchId === matchId ? { ...r, loaded: true, seq: body?.seq ?? null, seat: { ...r.seat, game: body?.game ?? r.seat.game }, view: body?.view ?? null, startedAt: body?.startedAt, lastMoveAt: body?.lastMoveAt } : r)) ?? null),
        );
    }
  }, []);
  if (rows === null) return null;
  if (rows.length === 0) return <p data-testid="no-matches">You have no matches in this browser yet.</p>;
  return (
    <ul className="divide-y divide-ink/10 rounded border border-ink/15 bg-white" data-testid="my-matches">
      {rows.map((r) => {
        const name = r.seat.title ?? r.matchId;
        const pirates = r.seat.game === 'pirates';
        const ruleset = pirates && typeof r.view?.ruleset === 'string' ? (getRuleset(r.view.ruleset as never)?.name ?? r.view.ruleset) : null;
        return (
          <li key={r.matchId} className="space-y-1 px-3 py-2 text-sm" data-testid="my-match">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <Link href={`/matches/${r.matchId}`} className="font-semibold text-sea underline">
                  {pirates ? 'Pirates' : 'Pirates! Diplomacy'}: {name}
                </Link>
                <div className="text-ink/80" data-testid="match-opponent">
                  You are {r.seat.seat}
                  {pirates && r.view ? ` ${opponentOf(r.seat.seat, r.view)}` : ''}
                  {ruleset ? ` · ${ruleset}` : ''}
                </div>
                <div className="font-semibold" data-testid="match-status-line">
                  {r.loaded ? statusOf(r.seat.game, r.seat.seat, r.view) : 'Loading…'}
                </div>
                <div className="text-ink/70" data-testid="match-times">
                  {times(r)}
                </div>
                {pirates && r.view?.over === true && (
                  <div className="flex gap-3">
                    <Link href={`/matches/${r.matchId}/replay`} className="text-sea underline" data-testid="match-replay">
                      Replay
                    </Link>
                    <Link href={`/matches/${r.matchId}/report`} className="text-sea underline" data-testid="match-report">
                      Battle report
                    </Link>
                  </div>
                )}
              </div>
              {asking !== r.matchId && (
                <button
                  type="button"
                  onClick={() => setAsking(r.matchId)}
                  className="min-h-11 rounded border border-ink/30 px-3 text-xs"
                  aria-label={`Remove the match ${name} from this list`}
                  data-testid="remove-match"
                >
                  Remove
                </button>
              )}
            </div>
            {asking === r.matchId && (
              <div role="alertdialog" aria-label="Remove this match?" className="space-y-2 rounded border border-red-800/40 bg-red-50 p-2" data-testid="confirm-remove">
                <p>
                  Remove this match from this browser? Your seat&apos;s token is forgotten here; the match itself goes on, and you can only come back to it with its link
                  and the seat token.
                </p>
                <div className="flex gap-2">
                  <button
                    type="button"
                    onClick={() => {
                      forgetSeat(r.matchId);
                      setAsking(null);
                      setRows((rs) => rs?.filter((x) => x.matchId !== r.matchId) ?? null);
                    }}
                    className="min-h-11 rounded bg-red-800 px-3 font-semibold text-white"
                    data-testid="confirm-remove-yes"
                  >
                    Remove it
                  </button>
                  <button type="button" onClick={() => setAsking(null)} className="min-h-11 rounded border border-ink/30 px-3" data-testid="confirm-remove-no">
                    Keep it
                  </button>
                </div>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
