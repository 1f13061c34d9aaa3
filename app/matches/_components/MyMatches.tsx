'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { forgetSeat, listSeats, type StoredSeat } from '../_lib/seat-store';

type Row = { matchId: string; seat: StoredSeat; status: string };

/** What each match is waiting for, from the seat's own view: whose turn, or how it ended. */
function statusOf(game: string | undefined, seat: string, view: Record<string, unknown> | null): string {
  if (!view) return 'Could not be loaded (it may have been removed).';
  if (game === 'pirates') {
    if (view.phase === 'waiting') return 'Waiting for the second fleet';
    if (view.over) return view.winner ? (view.winner === seat ? 'Over: you won' : `Over: ${view.winner} won`) : 'Over: a draw';
    return view.toAct === seat ? 'Your turn' : `Waiting for ${view.toAct}`;
  }
  if (view.winner) return `Over: ${view.winner} won`;
  return typeof view.phase === 'string' ? `${view.phase}${Array.isArray(view.submitted) && view.submitted.includes(seat) ? ' · orders in' : ' · your orders are due'}` : '';
}

export function MyMatches() {
  const [rows, setRows] = useState<Row[] | null>(null);
  useEffect(() => {
    const seats = listSeats();
    setRows(seats.map((s) => ({ ...s, status: 'Loading…' })));
    for (const { matchId, seat } of seats) {
      fetch(`/api/matches/${encodeURIComponent(matchId)}/state`, { headers: { Authorization: `Bearer ${seat.token}` }, cache: 'no-store' })
        .then(async (res) => (res.ok ? ((await res.json()) as { game?: string; view: Record<string, unknown> }) : null))
        .catch(() => null)
        .then((body) =>
          setRows((rs) => rs?.map((r) => (r.matchId === matchId ? { ...r, seat: { ...r.seat, game: body?.game ?? r.seat.game }, status: statusOf(body?.game ?? seat.game, seat.seat, body?.view ?? null) } : r)) ?? null),
        );
    }
  }, []);
  if (rows === null) return null;
  if (rows.length === 0) return <p data-testid="no-matches">You have no matches in this browser yet.</p>;
  return (
    <ul className="divide-y divide-ink/10 rounded border border-ink/15 bg-white" data-testid="my-matches">
      {rows.map((r) => (
        <li key={r.matchId} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
          <div className="min-w-0">
            <Link href={`/matches/${r.matchId}`} className="font-semibold text-sea underline">
              {r.seat.game === 'pirates' ? 'Pirates' : 'Pirates! Diplomacy'}: {r.seat.title ?? r.matchId}
            </Link>
            <div className="text-ink/70">
              You are {r.seat.seat} · <span data-testid="match-status-line">{r.status}</span>
            </div>
          </div>
          <button
            type="button"
            onClick={() => {
              forgetSeat(r.matchId);
              setRows((rs) => rs?.filter((x) => x.matchId !== r.matchId) ?? null);
            }}
            className="rounded border border-ink/30 px-2 py-1 text-xs"
            aria-label={`Forget the match ${r.seat.title ?? r.matchId} in this browser`}
          >
            Forget
          </button>
        </li>
      ))}
    </ul>
  );
}
