import type { Card } from '@/lib/cards/card';
import type { EffectKind } from '@/lib/cards/abilities/effects';
import { parseAbility } from '@/lib/cards/abilities/parse';
import { MODELLED_EFFECTS } from './modelled';

/**
 * How much of a card's text the game applies. A sentence is modelled when the one ability parser understood all of
 * it and every effect it yielded is one the engine (or, for build-time effects, the fleet validator) applies; the
 * list of those lives in ./modelled.ts beside the tests that show each one changing a game.
 */
export function isSentenceModelled(effects: readonly { kind: EffectKind; keyword?: string }[], understood: boolean): boolean {
  return understood && effects.length > 0 && effects.every((e) => MODELLED_EFFECTS.has(e.kind === 'keyword' ? `keyword:${e.keyword}` : e.kind));
}

/** The sentences of a card's ability text the game ignores, in printed order; empty when it applies all of them. */
export function ignoredSentences(card: Pick<Card, 'ability'>): string[] {
  return parseAbility(card.ability)
    .filter((s) => !isSentenceModelled(s.effects as { kind: EffectKind; keyword?: string }[], s.understood))
    .map((s) => s.text);
}
