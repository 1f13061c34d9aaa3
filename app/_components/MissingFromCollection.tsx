'use client';

import Link from 'next/link';
import { useId } from 'react';
import { missingPieces } from '@/lib/collection/fleet-needs';
import type { Fleet } from '@/lib/fleet/fleet';
import type { CardLookup } from '@/lib/cards/lookup';
import { useCollection } from '@/app/_lib/collection-store';

/** Every card the fleet names, repeats counted (two generic Oarsmen need two). */
function fleetPieces(fleet: Fleet): string[] {
  return [...fleet.ships.flatMap((s) => [s.cardId, ...s.crew]), ...fleet.crew, ...fleet.forts, ...fleet.treasure];
}

/**
 * The pieces of a fleet (yours, a shared one, a simulation's) that the collection in this browser lacks. Printings are
 * compared per game piece as far as the fleet's own cards tell (lib/collection/fleet-needs.ts).
 */
export function MissingFromCollection({ fleet, lookup, onlyIfKept = false }: { fleet: Fleet; lookup: CardLookup; onlyIfKept?: boolean }) {
  const { collection, ready } = useCollection();
  const headingId = useId();
  if (!ready) return null;
  // Beside a simulation's or a match's fleets it speaks only to a player who keeps a collection here: to anyone else
  // every piece would be "missing".
  if (onlyIfKept && !Object.values(collection).some((c) => c.owned > 0)) return null;
  const pieceOf = (id: string) => lookup(id)?.pieceKey;
  const missing = missingPieces(fleetPieces(fleet), collection, pieceOf);
  if (fleetPieces(fleet).length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-ink/20 bg-white p-3 text-sm print:hidden" data-testid="missing-from-collection">
      <h2 id={headingId} className="font-semibold">
        Missing from <Link href="/collection" className="text-sea underline">my collection</Link>
      </h2>
      {missing.length === 0 ? (
        <p>You own every piece of this fleet.</p>
      ) : (
        <ul className="mt-1 list-disc pl-5">
          {missing.map((m) => (
            <li key={m.id}>
              {m.missing}× {lookup(m.id)?.name ?? m.id} <span className="font-mono text-xs text-ink/60">{m.id}</span>
              {m.owned > 0 && ` (you own ${m.owned} of ${m.needed})`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
