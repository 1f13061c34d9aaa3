import { ignoredSentences } from '@/lib/engine/abilities/coverage';
import type { Ship } from '@/lib/engine/state/state';
import type { ShownTreasure } from '@/lib/pirates/view';

/** A crew entry is read as the card it is: a crew's text, or a piece of equipment's (whose own breaking and one-shot text counts only there). */
export const pieceType = (c: Ship['crew'][number]) => (c.equipment ? 'equipment' : 'crew');
export const partlyModelled = (s: Ship) => ignoredSentences({ ability: s.text, type: 'ship' }).length > 0 || s.crew.some((c) => ignoredSentences({ ability: c.ability, type: pieceType(c) }).length > 0);

export const isUnique = (t: ShownTreasure): boolean => !('hidden' in t) && t.unique;

/** A unique treasure's text is shown when the engine plays it, so a player knows what the ship carrying it can do. */
export function describeCoin(t: ShownTreasure): string {
  if ('hidden' in t) return 'a face-down coin';
  if (!t.unique) return `${t.value} gold`;
  const name = t.name ?? 'a unique treasure';
  const down = t.faceDown ? ', face down: only you know it' : '';
  return t.text ? `${name}${down} (“${t.text}”)` : `${name} (its text is not played)`;
}

/** A ship's cargo in the fleet list: her coins, and her unique treasure apart from them. */
export function cargoLine(cargo: readonly ShownTreasure[]): string {
  const unique = cargo.filter(isUnique).length;
  const coins = cargo.length - unique;
  const line = `${coins} coin${coins === 1 ? '' : 's'}`;
  return unique ? `${line} · ${unique} unique treasure${unique === 1 ? '' : 's'}` : line;
}
