import type { Card } from '@/lib/cards/card';
import { CARD_TYPES } from '@/lib/cards/card';
import { SETS } from '@/lib/cards/sets';
import { KEYWORDS } from '@/lib/cards/keywords';

/** The choices each filter control offers: only values that some card actually has. */
export interface Facets {
  types: readonly string[];
  factions: string[];
  sets: { code: string; name: string }[];
  rarities: string[];
  keywords: { id: string; name: string }[];
  /** Base move codes as printed, shortest first (`S`, `L`, `S+S`, …), then the two special codes. */
  moves: string[];
}

/** Fewer legs first, S before L within a length: the order a player reads speeds in. */
function byMove(a: string, b: string): number {
  const legs = (m: string) => (/^[SL](\+[SL])*$/.test(m) ? m.split('+').length : 99);
  return legs(a) - legs(b) || a.localeCompare(b);
}

export function facetsOf(cards: readonly Card[]): Facets {
  const factions = new Set<string>();
  const rarities = new Set<string>();
  const sets = new Set<string>();
  const keywords = new Set<string>();
  const types = new Set<string>();
  const moves = new Set<string>();
  for (const card of cards) {
    if (card.move) moves.add(card.move);
    if (card.faction) factions.add(card.faction);
    if (card.rarity) rarities.add(card.rarity);
    sets.add(card.set);
    types.add(card.type);
    for (const k of card.keywords) keywords.add(k);
  }
  const byName = (a: string, b: string) => a.localeCompare(b);
  return {
    types: CARD_TYPES.filter((t) => types.has(t)),
    factions: [...factions].sort(byName),
    sets: SETS.filter((s) => sets.has(s.code)).map(({ code, name }) => ({ code, name })),
    rarities: [...rarities].sort(byName),
    keywords: KEYWORDS.filter((k) => keywords.has(k.id))
      .map(({ id, name }) => ({ id, name }))
      .sort((a, b) => byName(a.name, b.name)),
    moves: [...moves].sort(byMove),
  };
}
