'use client';

import { useState } from 'react';
import type { PiratesAction } from '@/lib/pirates/schema';
import type { PiratesView } from '@/lib/pirates/view';

/**
 * Resign, offer a draw, accept one: open to a seat at any time once the table is set, in turn or not (DESIGN.md
 * "Matches"). Resigning asks once more, as a tap cannot be taken back.
 */
export function Endings({ view, busy, send }: { view: PiratesView; busy: boolean; send: (action: PiratesAction) => Promise<void> | void }) {
  const [confirming, setConfirming] = useState(false);
  if (!view.you || view.over || (view.phase !== 'playing' && view.phase !== 'deploy')) return null;
  const offers = view.drawOffers ?? [];
  const theirOffer = offers.find((s) => s !== view.you);
  const button = 'min-h-11 rounded border px-3 py-2 text-sm font-semibold disabled:opacity-50';
  return (
    <section className="flex flex-wrap items-center gap-2 rounded-lg border border-ink/20 bg-white p-2" aria-label="End the game" data-testid="endings">
      {theirOffer ? (
        <>
          <span className="text-sm" data-testid="draw-offered">
            {theirOffer} offers a draw.
          </span>
          <button type="button" disabled={busy} onClick={() => void send({ type: 'accept-draw' })} className={`${button} border-sea bg-sea text-white`} data-testid="accept-draw">
            Accept the draw
          </button>
        </>
      ) : offers.includes(view.you) ? (
        <span className="text-sm" data-testid="draw-pending">
          You offered a draw; it stands until you next end a turn.
        </span>
      ) : (
        <button type="button" disabled={busy} onClick={() => void send({ type: 'offer-draw' })} className={`${button} border-ink/30`} data-testid="offer-draw">
          Offer a draw
        </button>
      )}
      {confirming ? (
        <>
          <span className="text-sm">Resign and give the game to your opponent?</span>
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
