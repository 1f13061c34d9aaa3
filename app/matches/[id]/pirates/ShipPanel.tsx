'use client';

import { PIRATES_SEATS } from '@/lib/pirates/schema';
import { ignoredSentences } from '@/lib/engine/abilities/coverage';
import type { MovePreview } from '@/lib/engine/preview';
import type { Ship } from '@/lib/engine/state/state';
import type { PiratesAction } from '@/lib/pirates/schema';
import { crewName } from '@/lib/pirates/describe';
import { type PiratesView, tableAsState } from '@/lib/pirates/view';
import { actionLabel } from './labels';
import { describeCoin, isUnique, pieceType } from './ship-text';
import { type ShipStatus, statusLine } from './ship-status';
import { tokensAboard } from './economy-view';
import { freeCargo } from '@/lib/engine/state/state';
import { BarterPicker } from './BarterPicker';

type Move = Extract<PiratesAction, { type: 'move' }>;

/**
 * The ship selected: her card as she stands, what she has done and may still do this turn, her actions other than
 * shooting (the shoot buttons, her attacks on towns among them, are in the action bar, with the other controls of the
 * moment), trading at a port in one picker, and her quick moves.
 * A quick move is shown on the table before it is sent: on hover with a mouse, and with a finger by a first tap, a
 * second tap sending it.
 */
export function ShipPanel({
  ship,
  view,
  state,
  actions,
  quickMoves,
  status,
  busy,
  send,
  planning,
  canMove,
  onPlan,
  coarse,
  previewed,
  onPreview,
  previewText,
}: {
  ship: Ship;
  view: PiratesView;
  state: ReturnType<typeof tableAsState>;
  /** Her actions other than moves and shots. */
  actions: PiratesAction[];
  quickMoves: { action: Move; preview: MovePreview; label: string }[];
  status: ShipStatus | null;
  busy: boolean;
  send: (a: PiratesAction) => void;
  planning: boolean;
  canMove: boolean;
  onPlan: () => void;
  coarse: boolean;
  /** The quick move shown on the table now, by its index in `quickMoves`. */
  previewed: number | null;
  onPreview: (i: number | null) => void;
  /** The quick move pointed at, in words with the enemies in reach from where she would end (with a mouse). */
  previewText: string | null;
}) {
  const game = view.game!;
  const ignored = [
    ...ignoredSentences({ ability: ship.text, type: 'ship' }).map((t) => ({ who: ship.name, t })),
    ...ship.crew.flatMap((c) => ignoredSentences({ ability: c.ability, type: pieceType(c) }).map((t) => ({ who: crewName(c) ?? c.cardId, t }))),
  ];
  const owner = PIRATES_SEATS[ship.owner];
  const coins = ship.treasure.map((id) => game.treasures[id]);
  return (
    <section className="space-y-2 rounded-lg border border-ink/20 bg-white p-3" data-testid="ship-panel">
      <h2 className="font-display text-lg font-bold">
        {ship.name} <span className="text-sm font-normal text-ink/70">({owner}&apos;s)</span>
      </h2>
      <p className="text-sm">
        {ship.seaCreature ? 'Sea creature' : `${ship.masts} of ${ship.cannons.length} masts`} · cannons {ship.cannons.map((c) => `${c.rank}${c.range}`).join(' ')} · move{' '}
        {ship.legs.join('+')} · cargo {ship.cargo}
        {ship.abilities.secondaryHulls > 0 && ` · secondary hulls ${ship.hulls} of ${ship.abilities.secondaryHulls}`}
        {ship.crew.some((c) => !c.equipment) && ` · crew ${ship.crew.filter((c) => !c.equipment).map((c) => (c.faceDown ? `${crewName(c)} (face down)` : crewName(c))).join(', ')}`}
        {ship.crew.some((c) => c.equipment) && ` · equipment ${ship.crew.filter((c) => c.equipment).map((c) => crewName(c)).join(', ')}`}
      </p>
      {status && (
        <p className="text-sm" data-testid="ship-panel-status">
          <span className="font-semibold">This turn:</span> {statusLine(status)}
        </p>
      )}
      {coins.length > 0 && (
        <div className="text-sm" data-testid="ship-treasure">
          {/* Coins on one line; each unique treasure on its own, with its text. */}
          {coins.some((t) => !isUnique(t)) && <p>Treasure: {coins.filter((t) => !isUnique(t)).map(describeCoin).join(', ')}</p>}
          {coins.some(isUnique) && (
            <ul className="list-disc pl-5">
              {coins.filter(isUnique).map((t) => (
                <li key={t.id}>{describeCoin(t)}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {game.economy && (
        <p className="text-sm" data-testid="ship-goods">
          <span className="font-semibold">Tokens aboard:</span> {tokensAboard(ship) ?? 'none'} ({freeCargo(state, ship)} cargo space{freeCargo(state, ship) === 1 ? '' : 's'} free)
        </p>
      )}
      {ignored.length > 0 && (
        <details className="text-sm" data-testid="partly-modelled">
          <summary className="cursor-pointer">The engine applies this ship&apos;s text only in part</summary>
          <ul className="list-disc pl-5">
            {ignored.map((x, i) => (
              <li key={i}>
                {x.who}: “{x.t}”
              </li>
            ))}
          </ul>
        </details>
      )}
      {canMove && (
        <button type="button" onClick={onPlan} aria-pressed={planning} className="min-h-11 rounded border border-ink/40 px-3 py-1 text-sm font-semibold" data-testid="plan-move">
          {planning ? 'Cancel the planned move' : 'Plan a move on the table'}
        </button>
      )}
      <BarterPicker ship={ship} state={state} actions={actions} busy={busy} send={send} />
      {actions.some((a) => a.type !== 'barter') && (
        <div className="space-y-1">
          {actions.filter((a) => a.type !== 'barter').map((a, i) => (
            <button key={i} type="button" disabled={busy} onClick={() => send(a)} className="block min-h-11 w-full rounded border border-ink/30 px-2 py-1 text-left text-sm hover:bg-ink/5" data-testid={`action-${a.type}`}>
              {actionLabel(state, a)}
            </button>
          ))}
        </div>
      )}
      {quickMoves.length > 0 && !planning && (
        <details className="text-sm" open>
          <summary className="cursor-pointer font-semibold">Quick moves</summary>
          <p className="text-xs text-ink/70">{coarse ? 'Tap one to see it on the table, then sail it from the bar at the foot of the screen.' : 'Point at one to see it on the table.'}</p>
          <div className="mt-1 space-y-1" onMouseLeave={() => (coarse ? null : onPreview(null))}>
            {quickMoves.map((m, i) => (
              <button
                key={i}
                type="button"
                disabled={busy}
                aria-pressed={previewed === i}
                onMouseEnter={() => (coarse ? null : onPreview(i))}
                onFocus={() => (coarse ? null : onPreview(i))}
                onClick={() => {
                  if (coarse && previewed !== i) onPreview(i);
                  else send(m.action);
                }}
                className={`block min-h-11 w-full rounded border px-2 py-1 text-left ${previewed === i ? 'border-brass bg-brass/15' : 'border-ink/30 hover:bg-ink/5'}`}
                data-testid="quick-move"
              >
                {coarse && previewed === i ? `Tap again to sail: ${m.label}` : m.label}
              </button>
            ))}
          </div>
          {previewText && (
            <p className="mt-1 rounded bg-parchment p-2" data-testid="quick-preview">
              {previewText}
            </p>
          )}
        </details>
      )}
    </section>
  );
}
