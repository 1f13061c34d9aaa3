'use client';

import Link from 'next/link';
import { useState } from 'react';
import { score } from '@/lib/engine/game';
import { goldAboard } from '@/lib/engine/state/state';
import { PIRATES_SEATS } from '@/lib/pirates/schema';
import { seatColour } from '@/app/matches/_lib/seat-colours';
import { type PiratesView, tableAsState } from '@/lib/pirates/view';
import { matchError } from '@/app/matches/_lib/api';
import { saveSeat, type StoredSeat } from '@/app/matches/_lib/seat-store';
import { endingWords } from '@/lib/pirates/log';

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The end of a match: who won and why, every seat ranked with the figures that placed it (the score, then 001's
 * tiebreakers), a rematch for the seat that made the match, and the way to its replay and battle report.
 */
export function GameOver({ matchId, view, seat, onRematch }: { matchId: string; view: PiratesView; seat: StoredSeat | null; onRematch: (id: string) => void }) {
  const game = view.game!;
  const [message, setMessage] = useState<string | null>(null);
  // Once the game is over every coin is face up, so the engine's own scoring reads the view (Daniel's +1 included).
  const state = tableAsState(game);
  // In the engine's ranking (best first, ties sharing a place), read from the view; the scores are the engine's own.
  const ranked = view.ranking.length ? view.ranking : game.players.map((_, p) => ({ seat: PIRATES_SEATS[p], place: 0, score: score(state, p) }));
  const rows = ranked.map((r) => {
    const p = PIRATES_SEATS.indexOf(r.seat);
    // The tiebreakers as the engine's ranking reads them (001): gold aboard her remaining ships, then masts standing.
    const afloat = state.ships.filter((s) => s.owner === p && !s.sunk && s.inPlay);
    return {
      seat: r.seat,
      place: r.place,
      gold: r.score,
      aboard: afloat.reduce((g, s) => g + (s.wrecked || s.lost ? 0 : goldAboard(state, s)), 0),
      masts: afloat.reduce((m, s) => m + s.masts, 0),
      lost: game.ships.filter((s) => s.builtBy === p && s.sunk).length,
    };
  });
  const tied = new Set(rows.map((r) => r.gold)).size < rows.length;
  async function rematch() {
    if (!seat?.rematch) return;
    const res = await fetch('/api/matches', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(seat.rematch) });
    if (!res.ok) {
      setMessage((await matchError(res)).message);
      return;
    }
    const created = (await res.json()) as { matchId: string; seat: string; token: string; inviteUrl: string; invites: { seat: string; inviteUrl: string }[]; spectateUrl: string };
    saveSeat(created.matchId, { ...seat, seat: created.seat, token: created.token, inviteUrl: created.inviteUrl, invites: created.invites, spectateUrl: created.spectateUrl, at: Date.now() });
    onRematch(created.matchId);
  }
  return (
    <section className="space-y-2 rounded-lg border-2 border-brass bg-white p-3" data-testid="game-over">
      <h2 className="font-display text-xl font-bold">{view.winner ? `${view.winner} wins` : 'A draw'}</h2>
      <p className="text-sm text-ink/70" data-testid="end-reason">
        {capital(endingWords(view.endReason, game.economy !== null && game.economy !== undefined))}
      </p>
      {/* Six seats and the standings run wider than a phone: the table scrolls in its box rather than past it. */}
      <div className="overflow-x-auto">
        <table className="text-sm">
          <caption className="sr-only">Summary</caption>
          <thead>
            <tr>
              <th className="pr-2 sm:pr-4 text-left">Place</th>
              <th className="pr-2 sm:pr-4 text-left">Player</th>
              <th className="pr-2 sm:pr-4 text-right">{game.economy ? 'Gold' : 'Score'}</th>
              <th className="pr-2 sm:pr-4 text-right">Gold aboard</th>
              <th className="pr-2 sm:pr-4 text-right">Masts standing</th>
              <th className="text-right">Ships lost</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.seat}>
                <td className="pr-2 sm:pr-4">{r.place || ''}</td>
                <td className="pr-2 sm:pr-4 font-semibold" style={{ color: seatColour(r.seat) }}>
                  {r.seat}
                  {view.you === r.seat ? ' (you)' : ''}
                </td>
                <td className="pr-2 sm:pr-4 text-right">{r.gold}</td>
                <td className="pr-2 sm:pr-4 text-right">{r.aboard}</td>
                <td className="pr-2 sm:pr-4 text-right">{r.masts}</td>
                <td className="text-right">{r.lost}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {tied && (
        <p className="text-sm text-ink/70" data-testid="tiebreak">
          Equal scores are placed by gold aboard the ships still afloat, then masts standing, then points in play (001).
        </p>
      )}
      {seat?.rematch && (
        <button type="button" onClick={() => void rematch()} className="rounded bg-sea px-3 py-1 font-semibold text-white" data-testid="rematch">
          Rematch
        </button>
      )}
      {message && <p role="alert">{message}</p>}
      <p className="flex flex-wrap gap-x-4 text-sm">
        <Link href={`/matches/${matchId}/replay`} className="inline-flex min-h-11 items-center text-sea underline" data-testid="watch-replay">
          Watch it again
        </Link>
        <Link href={`/matches/${matchId}/report`} className="inline-flex min-h-11 items-center text-sea underline" data-testid="battle-report">
          Battle report
        </Link>
        <Link href="/matches" className="inline-flex min-h-11 items-center text-sea underline">
          My matches
        </Link>
      </p>
    </section>
  );
}
