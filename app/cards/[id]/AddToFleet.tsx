'use client';

import Link from 'next/link';
import { useState } from 'react';
import type { Card } from '@/lib/cards/card';
import { addCard, fleetCardIds } from '@/lib/fleet/edit';
import { carriedAboard } from '@/lib/fleet/composition';
import { plural } from '@/app/_lib/plural';
import { draftKey, EMPTY_FLEET, readDraft, writeDraft } from '@/app/fleets/_lib/draft';

/**
 * Adds the card to the fleet being built in this browser (the draft /fleets/new opens), so a player reading cards
 * collects a fleet without copying ids. Crew and equipment go in unassigned: which ship they ride is the builder's
 * choice, where the ships are shown.
 */
export function AddToFleet({ card }: { card: Pick<Card, 'id' | 'type' | 'name'> }) {
  const [added, setAdded] = useState<{ count: number; times: number } | null>(null);

  function add() {
    const key = draftKey(null);
    const next = addCard(readDraft(window.localStorage, key) ?? EMPTY_FLEET, card);
    writeDraft(window.localStorage, key, next);
    setAdded((prev) => ({ count: fleetCardIds(next).length, times: (prev?.times ?? 0) + 1 }));
  }

  const name = card.name.trim();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 print:hidden" data-testid="add-to-fleet">
      <button type="button" onClick={add} className="tap rounded bg-sea px-4 py-2 font-semibold text-white hover:bg-ink">
        Add to fleet
      </button>
      <p aria-live="polite" className="text-sm">
        {added && (
          <>
            {added.times > 1 ? `Added ${name} again` : `Added ${name}`}
            {carriedAboard(card.type) ? ' (unassigned: put it aboard a ship in the builder)' : ''}. Your fleet draft holds{' '}
            {plural(added.count, 'card')}.{' '}
            <Link href="/fleets/new" className="font-semibold text-sea underline">
              Open the builder
            </Link>
          </>
        )}
      </p>
    </div>
  );
}
