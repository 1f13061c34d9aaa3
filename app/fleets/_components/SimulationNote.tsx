import type { CardLookup } from '@/lib/cards/lookup';
import { ignoredSentences } from '@/lib/engine/abilities/coverage';
import type { Fleet } from '@/lib/fleet/fleet';
import { encodeFleet } from '@/lib/fleet/share-code';
import { TABLE_RULESETS } from '@/lib/pirates/schema';

/**
 * "Play…" (a legal fleet of a ruleset the table plays) and "Simulate against..." (once there is a ship to play), and
 * which cards of the fleet the engine plays only in part (the sentences it ignores).
 */
export function SimulationNote({ fleet, lookup, savedSlug, legal }: { fleet: Fleet; lookup: CardLookup; savedSlug: string | null; legal: boolean }) {
  // Every card of the fleet whose text the game could apply, as the simulator lists them (lib/simulate/prepare.ts).
  const ids = [...new Set([...fleet.ships.flatMap((s) => [s.cardId, ...s.crew]), ...fleet.crew, ...fleet.forts, ...fleet.treasure])];
  const partial = ids
    .map(lookup)
    .flatMap((card) => (card ? [{ card, ignored: ignoredSentences(card) }] : []))
    .filter((p) => p.ignored.length > 0);
  const source = savedSlug ? `slug:${savedSlug}` : `code:${encodeFleet(fleet)}`;
  return (
    <div className="space-y-1 text-sm print:hidden">
      {fleet.ships.length > 0 && legal && TABLE_RULESETS.includes(fleet.ruleset) && (
        <a href={`/play?fleet=${encodeURIComponent(source)}`} className="tap mr-2 inline-flex items-center rounded bg-sea px-3 py-2 font-semibold text-white" data-testid="play-link">
          Play…
        </a>
      )}
      {fleet.ships.length > 0 && (
        <a href={`/simulate?a=${encodeURIComponent(source)}`} className="tap inline-flex items-center rounded border border-ink/30 px-3 py-2" data-testid="simulate-link">
          Simulate against…
        </a>
      )}
      {partial.length > 0 && (
        <details data-testid="partly-simulated">
          <summary className="cursor-pointer">
            {partial.length} card{partial.length === 1 ? ' is' : 's are'} only partly simulated
          </summary>
          <ul className="mt-1 list-disc pl-5">
            {partial.map(({ card, ignored }) => (
              <li key={card.id}>
                <strong>{card.name}</strong>: {ignored.length} sentence{ignored.length === 1 ? '' : 's'} ignored (“{ignored.join('”, “')}”)
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
