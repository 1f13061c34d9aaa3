'use client';

import type { ReactNode } from 'react';
import type { MovePreview } from '@/lib/engine/preview';
import type { Ship } from '@/lib/engine/state/state';
import type { PiratesAction } from '@/lib/pirates/schema';
import type { tableAsState } from '@/lib/pirates/view';
import { actionLabel } from './labels';
import type { InReach } from './plan-view';
import type { TableGame } from './types';

/**
 * The controls of the moment, kept at the foot of the screen (sticky) so that on a phone the table stays in view above
 * them and nothing needs scrolling to: a decision's choices, or the move being planned with Sail, or the selected
 * ship's shots and End turn. Every button is at least 44 px high, a finger's width.
 */
export function ActionBar({ children }: { children: ReactNode }) {
  return (
    <div
      className="sticky bottom-0 z-20 -mx-4 max-h-[50vh] space-y-2 overflow-y-auto border-t-2 border-brass bg-parchment/95 px-4 py-2 shadow-[0_-4px_12px_rgba(0,0,0,0.15)] backdrop-blur sm:mx-0 sm:rounded-t-lg"
      data-testid="action-bar"
    >
      {children}
    </div>
  );
}

export function MovePlan({
  ship,
  game,
  segments,
  preview,
  reach,
  boardIfRam,
  setBoardIfRam,
  busy,
  coarse,
  undo,
  commit,
  thenShoot,
  cancel,
}: {
  ship: Ship;
  game: TableGame;
  segments: { heading: number; distance: number }[];
  preview: MovePreview | null;
  reach: InReach[];
  boardIfRam: boolean;
  setBoardIfRam: (b: boolean) => void;
  busy: boolean;
  coarse: boolean;
  undo: () => void;
  commit: () => void;
  /** The move with a shot at each enemy in reach from where she ends, for a ship that may do both with one action. */
  thenShoot: { label: string; send: () => void }[];
  cancel: () => void;
}) {
  const island = (i: number) => (game.islands[i].home === -1 ? `island ${i + 1}` : 'a home island');
  return (
    <section className="space-y-1 text-sm" data-testid="move-plan">
      <p>
        {coarse ? 'Tap' : 'Click'} the table where each leg of {ship.name}&apos;s move should head ({ship.legs.join('+')}).
      </p>
      {preview && (
        <p data-testid="move-preview">
          {preview.refusal
            ? `Not allowed: ${preview.refusal}`
            : [
                `${segments.length} leg${segments.length === 1 ? '' : 's'}, ${segments.reduce((d, g) => d + g.distance, 0).toFixed(2)} S.`,
                preview.docks >= 0 ? `She docks at ${island(preview.docks)}.` : '',
                preview.rams >= 0 ? `She rams ${game.ships[preview.rams].name}.` : '',
                preview.stoppedShort ? `She stops short: ${preview.reason ?? 'something is in her way'}.` : '',
                preview.hazard ? `She runs into the ${preview.hazard.replace(/-/g, ' ')}.` : '',
                preview.diceDecide ? 'A die decides what happens next.' : '',
              ]
                .filter(Boolean)
                .join(' ')}
        </p>
      )}
      {preview && !preview.refusal && (
        <p data-testid="move-reach">
          {reach.length === 0
            ? 'From there no enemy is in reach of her cannons.'
            : `From there in reach: ${reach.map((r) => `${r.target.name} (${r.guns} gun${r.guns === 1 ? '' : 's'}, ${Math.round(r.chance * 100)}% to hit, ${r.expected.toFixed(1)} hits expected)`).join('; ')}.`}
        </p>
      )}
      {preview && preview.rams >= 0 && (
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" className="h-5 w-5" checked={boardIfRam} onChange={(e) => setBoardIfRam(e.target.checked)} /> Board her after ramming
        </label>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={undo} disabled={segments.length === 0} className="min-h-11 rounded border border-ink/30 bg-white px-3 py-1 disabled:opacity-50">
          Undo leg
        </button>
        <button type="button" onClick={cancel} className="min-h-11 rounded border border-ink/30 bg-white px-3 py-1">
          Cancel
        </button>
        <button type="button" disabled={busy || !preview || preview.refusal !== null} onClick={commit} className="min-h-11 flex-1 rounded bg-sea px-4 py-1 font-semibold text-white disabled:opacity-50" data-testid="commit-move">
          Sail
        </button>
      </div>
      {thenShoot.map((t, i) => (
        <button key={i} type="button" disabled={busy} onClick={t.send} className="block min-h-11 w-full rounded bg-sea px-3 py-1 text-left font-semibold text-white disabled:opacity-50" data-testid="move-then-shoot">
          {t.label}
        </button>
      ))}
    </section>
  );
}

/** The selected ship's shots, with the odds; pointing at one draws its line of fire on the table. */
export function Shots({ shots, state, busy, send, setHoverShot }: { shots: PiratesAction[]; state: ReturnType<typeof tableAsState>; busy: boolean; send: (a: PiratesAction) => void; setHoverShot: (id: number | null) => void }) {
  if (shots.length === 0) return null;
  return (
    <div className="space-y-1" data-testid="shots">
      {shots.map((a, i) => (
        <button
          key={i}
          type="button"
          disabled={busy}
          onClick={() => send(a)}
          onMouseEnter={() => setHoverShot(a.type === 'shoot' ? a.target : null)}
          onMouseLeave={() => setHoverShot(null)}
          onFocus={() => setHoverShot(a.type === 'shoot' ? a.target : null)}
          className="block min-h-11 w-full rounded border border-sea/50 bg-white px-2 py-1 text-left text-sm font-semibold hover:bg-sea/10"
          data-testid={`action-${a.type}`}
        >
          {actionLabel(state, a)}
        </button>
      ))}
    </div>
  );
}
