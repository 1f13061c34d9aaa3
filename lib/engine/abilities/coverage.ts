import type { Card } from '@/lib/cards/card';
import type { Effect } from '@/lib/cards/abilities/effects';
import { parseAbility } from '@/lib/cards/abilities/parse';
import { EQUIPMENT_EFFECTS, FORT_EFFECTS, MODELLED_EFFECTS, TREASURE_EFFECTS } from './modelled';

/**
 * How much of a card's text the game applies. A sentence is modelled when the one ability parser understood all of
 * it and every effect it yielded is one the engine (or, for build-time effects, the fleet validator) applies; the
 * list of those lives in ./modelled.ts beside the tests that show each one changing a game. A roll table is modelled
 * when every one of its rows is.
 */
export function isSentenceModelled(effects: readonly Effect[], understood: boolean, type = 'ship'): boolean {
  if (!understood || effects.length === 0) return false;
  if (type === 'fort') return effects.every((e) => FORT_EFFECTS.has(e.kind));
  const kinds = type === 'treasure' ? TREASURE_EFFECTS : type === 'equipment' ? EQUIPMENT_EFFECTS : MODELLED_EFFECTS;
  return effects.every((e) => isModelled(e, kinds));
}

function isModelled(e: Effect, kinds: ReadonlySet<string>): boolean {
  if (e.kind === 'keyword') return kinds.has(`keyword:${e.keyword}`);
  if (e.kind === 'roll-table') return kinds.has(e.kind) && e.rows.every((r) => r.effects.every((x) => kinds.has(x.kind)));
  return kinds.has(e.kind);
}

/**
 * Card types whose own text the engine applies: a ship's, her crew's and equipment's, and the unique treasure's she
 * carries, compiled into the ship's abilities (./abilities.ts), and a fort's, compiled by the same records but applied
 * only where a fort acts (`FORT_EFFECTS`, ./modelled.ts). A unique treasure's text is applied only when all of it is
 * (../setup/setup.ts), so a treasure counts in full or not at all. Events and islands are played where the engine plays them
 * without their printed text, so none of their sentences counts, however well it parses.
 */
const TEXT_APPLIED: ReadonlySet<string> = new Set(['ship', 'crew', 'equipment', 'fort', 'treasure']);

/** The sentences of a card's ability text the game ignores, in printed order; empty when it applies all of them. */
export function ignoredSentences(card: Pick<Card, 'ability' | 'type'>): string[] {
  const sentences = parseAbility(card.ability);
  if (!TEXT_APPLIED.has(card.type)) return sentences.map((s) => s.text);
  return sentences.filter((s) => !isSentenceModelled(s.effects, s.understood, card.type)).map((s) => s.text);
}

export interface CoverageRow {
  set: string;
  withText: number;
  modelled: number;
}

export interface CoverageReport {
  sets: CoverageRow[];
  total: CoverageRow;
  /** Unmodelled sentences, numbers abstracted to N, most common first. */
  unmodelled: { sentence: string; cards: number }[];
}

/** Per set, the cards whose every sentence is modelled, and the sentences most worth modelling next. */
export function coverageReport(cards: readonly Pick<Card, 'set' | 'ability' | 'type'>[]): CoverageReport {
  const rows = new Map<string, CoverageRow>();
  const unmodelled = new Map<string, number>();
  for (const card of cards) {
    if (card.ability.trim() === '') continue;
    const row = rows.get(card.set) ?? { set: card.set, withText: 0, modelled: 0 };
    rows.set(card.set, row);
    row.withText++;
    const ignored = ignoredSentences(card);
    if (ignored.length === 0) row.modelled++;
    for (const sentence of new Set(ignored.map((s) => s.replace(/\b\d+\b/g, 'N')))) unmodelled.set(sentence, (unmodelled.get(sentence) ?? 0) + 1);
  }
  const sets = [...rows.values()];
  return {
    sets,
    total: sets.reduce((t, r) => ({ set: 'all', withText: t.withText + r.withText, modelled: t.modelled + r.modelled }), { set: 'all', withText: 0, modelled: 0 }),
    unmodelled: [...unmodelled].map(([sentence, n]) => ({ sentence, cards: n })).sort((a, b) => b.cards - a.cards || a.sentence.localeCompare(b.sentence)),
  };
}
