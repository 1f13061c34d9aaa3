'use client';

import { useState } from 'react';
import type { PiratesAction } from '@/lib/pirates/schema';
import type { PiratesView } from '@/lib/pirates/view';

/**
 * Resign, offer a draw, accept one: open to a seat at any time once the table is set, in turn or not (DESIGN.md
 * "Matches"). Resigning asks once more, as a tap cannot be taken back. With more than two seats a resignation takes
 * this seat's ships out of play (its gold at home still ranks), and a draw needs every seat still playing.
 */
export function Endings({ view, busy, send }: { view: PiratesView; busy: boolean; send: (action: PiratesAction) => Promise<void> | void }) {
  const [confirming, setConfirming] = useState(false);
  if (!view.you || view.over || view.seats[view.you]?.left || (view.phase !== 'playing' && view.phase !== 'deploy')) return null;
  const offers = view.drawOffers ?? [];
  const theirOffers = offers.filter((s) => s !== view.you);
  const many = Object.keys(view.seats).length > 2;
  const waitingOn = Object.entries(view.seats).filter(([s, seat]) => !seat?.left && !offers.includes(s as never)).map(([s]) => s);
  const button = 'min-h-11 rounded border px-3 py-2 text-sm font-semibold disabled:opacity-50';
  return (
    <section className="flex flex-wrap items-center gap-2 rounded-lg border border-ink/20 bg-white p-2" aria-label="End the game" data-testid="endings">
      {offers.includes(view.you) ? (
        <span className="text-sm" data-testid="draw-pending">
          {many ? `You agreed to a draw; waiting for ${waitingOn.join(', ')}. ` : 'You offered a draw; '}it stands until you next end a turn.
        </span>
      ) : theirOffers.length > 0 ? (
        <>
          <span className="text-sm" data-testid="draw-offered">
            {theirOffers.join(' and ')} {theirOffers.length === 1 ? 'offers' : 'offer'} a draw.
          </span>
          <button type="button" disabled={busy} onClick={() => void send({ type: 'accept-draw' })} className={`${button} border-sea bg-sea text-white`} data-testid="accept-draw">
            Accept the draw
          </button>
        </>
      ) : (
        <button type="button" disabled={busy} onClick={() => void send({ type: 'offer-draw' })} className={`${button} border-ink/30`} data-testid="offer-draw">
          Offer a draw
        </button>
      )}
      {confirming ? (
        <>
          <span className="text-sm">{many ? 'Resign? Your ships leave play; your gold at home still counts.' : 'Resign and give the game to your opponent?'}</span>
          <button type="button" disabled={busy} onClick={() => void send({ type: 'resign' })} className={`${button} border-red-800 bg-red-800 text-white`} data-testid="confirm-resign">
            Yes, resign
          </button>
          <button type="button" onClick={() => setConfirming(false)} className={`${button} border-ink/30`}>
            No
          </button>
        </>
      ) : (
        <button type="button" onClick={() => setConfirming(true)} className={`${button} border-red-800/50 text-red-900`} data-testid="resign">
          Resign
        </button>
      )}
    </section>
  );
}
