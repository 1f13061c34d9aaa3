'use client';

import { PIRATES_SEATS } from '@/lib/pirates/schema';
import type { PlayerIndex } from '@/lib/engine/state/state';
import type { Recent } from './recent';

/**
 * The turn last begun, in words: each sailing and each shot with its dice, the same ones drawn on the table (wakes
 * and lines of fire), which the player may hide once seen.
 */
export function RecentTurn({ recent, you, shownOnTable, onToggle }: { recent: Recent; you: PlayerIndex | null; shownOnTable: boolean; onToggle: () => void }) {
  const seat = recent.player === null ? '' : PIRATES_SEATS[recent.player];
  const who = recent.player === null ? 'This turn' : `${recent.player === you ? 'Your' : `${seat}'s`}${recent.over ? ' last' : ''} turn`;
  return (
    <section className="space-y-1 rounded-lg border border-ink/20 bg-white p-3 text-sm" data-testid="recent-turn">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-display text-lg font-bold">{who}</h2>
        <button type="button" onClick={onToggle} aria-pressed={shownOnTable} className="min-h-11 rounded border border-ink/30 px-2 text-xs">
          {shownOnTable ? 'Hide on the table' : 'Show on the table'}
        </button>
      </div>
      <ol className="space-y-0.5">
        {recent.lines.map((l) => (
          <li key={l.seq}>{l.text}</li>
        ))}
      </ol>
    </section>
  );
}
