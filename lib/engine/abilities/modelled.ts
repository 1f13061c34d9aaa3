import type { EffectKind } from '@/lib/cards/abilities/effects';
import { MODELLED_KEYWORDS } from './abilities';
import { EFFECT_KINDS } from './effect-kinds';

/**
 * The effects the game applies, by effect kind (keywords as `keyword:<id>`), read from the one record each kind has
 * (./effect-kinds.ts): every kind wired there is applied in play, by the fleet validator, or as the reminder that
 * completes another kind, and a test shows it changing a game or a fleet's legality (./replay.test.ts checks that
 * each play kind is named by an ./abilities-*.test.ts test). The generic `keyword` kind is not itself an effect: a
 * keyword counts when the engine applies that keyword (./abilities.ts `MODELLED_KEYWORDS`).
 *
 * A reminder sentence with no effect around it ("roll a d6" alone) changes nothing, but the card's other sentences
 * then keep it from counting as modelled.
 */
export const MODELLED_EFFECTS: ReadonlySet<string> = new Set([
  ...(Object.keys(EFFECT_KINDS) as EffectKind[]).filter((k) => k !== 'keyword' && !EFFECT_KINDS[k].treasureText && !EFFECT_KINDS[k].equipmentText),
  ...MODELLED_KEYWORDS.map((k) => `keyword:${k}`),
]);

/** The effects a fort's own printed text may carry and the game still apply (../combat/forts.ts), read from the same records. */
export const FORT_EFFECTS: ReadonlySet<string> = new Set((Object.keys(EFFECT_KINDS) as EffectKind[]).filter((k) => EFFECT_KINDS[k].forts));

/**
 * The effects a unique treasure's text may carry and the game still apply: those that act in play, compiled into the
 * abilities of the ship carrying it, and its one-time text as it is revealed (../treasure/treasure-text.ts); a fleet-building effect
 * means nothing once the treasure lies on an island.
 */
export const TREASURE_EFFECTS: ReadonlySet<string> = new Set([
  ...(Object.keys(EFFECT_KINDS) as EffectKind[]).filter((k) => k !== 'keyword' && EFFECT_KINDS[k].status !== 'build' && !EFFECT_KINDS[k].equipmentText && !EFFECT_KINDS[k].crewText),
  ...MODELLED_KEYWORDS.map((k) => `keyword:${k}`),
]);

/**
 * The effects a piece of equipment's text may carry and the game still apply: a ship's and a crew's, compiled into
 * the ship carrying it as a crew's text is, and the equipment's own (breaking, or good for one shot), read from it.
 */
export const EQUIPMENT_EFFECTS: ReadonlySet<string> = new Set([
  ...MODELLED_EFFECTS,
  ...(Object.keys(EFFECT_KINDS) as EffectKind[]).filter((k) => EFFECT_KINDS[k].equipmentText),
]);
