import { z } from 'zod';
import { SET_CODES } from './sets';

/**
 * The card model: the one shape a game piece has everywhere (database rows are
 * mapped to it, the API returns it, search and rules read it).
 */

export const CARD_TYPES = ['ship', 'crew', 'treasure', 'fort', 'event', 'equipment', 'island', 'terrain', 'story', 'bust'] as const;
export const CardType = z.enum(CARD_TYPES);
export type CardType = z.infer<typeof CardType>;

export const SetCode = z.enum(SET_CODES);

export const Range = z.enum(['S', 'L']);
export type Range = z.infer<typeof Range>;

/** One cannon, as printed on a mast: rank (the die roll it needs, 1-6) and range. */
export const Cannon = z.object({
  rank: z.number().int().min(1).max(6),
  range: Range,
});
export type Cannon = z.infer<typeof Cannon>;

/** Structured build-time modifiers, from the WizKids XML where it has them, else derived from ability text. */
export const Modifiers = z.object({
  /** The Limit keyword: the card may only be used with a ship of its own nationality / one per fleet as the text says. */
  limit: z.boolean(),
  /** Extra build points this card grants ("build your fleet using 5 more points"). */
  buildBonus: z.number().int(),
  /** Points by which this card lowers the cost of crew. */
  crewCostReduction: z.number().int(),
  /** Extra cargo spaces this card grants its ship. */
  cargoBonus: z.number().int(),
  /** True when the text says this crew/equipment takes up no cargo space. */
  noCargoSpace: z.boolean(),
});
export type Modifiers = z.infer<typeof Modifiers>;

export const Card = z.object({
  /** `SET-NUMBER`, see lib/cards/ids.ts. Stable across imports. */
  id: z.string().min(3),
  set: SetCode,
  /** Collector number as printed (normalised: upper-case, no spaces). */
  number: z.string(),
  name: z.string().min(1),
  type: CardType,
  /** Generic crew (`Crew/T`): exempt from the no-duplicates rule. */
  generic: z.boolean(),
  /** Sea creatures are ships for fleet building but not for every rule. */
  seaCreature: z.boolean(),
  /** Faction / nationality as the spreadsheet gives it, null for unaligned cards. */
  faction: z.string().nullable(),
  rarity: z.string().nullable(),
  /** Build points; for forts, the gold cost. */
  points: z.number().nullable(),
  /** Forts are bought with gold: true when `points` is a gold cost. */
  pointsAreGold: z.boolean(),
  masts: z.number().int().nullable(),
  cargo: z.number().int().nullable(),
  /** Base move as printed (`S+L`, `L`), null for non-moving cards. */
  move: z.string().nullable(),
  cannons: z.array(Cannon),
  ability: z.string(),
  flavor: z.string(),
  treasureValues: z.string().nullable(),
  /** The spreadsheet's `Link` column: names of the cards this one is linked to. */
  link: z.string().nullable(),
  /** Ids of linked cards, resolved at import. */
  linkIds: z.array(z.string()),
  /** Keyword ids (see data/keywords.json), extracted from the ability text. */
  keywords: z.array(z.string()),
  /** Image file name in the card images folder, or null when none exists. */
  image: z.string().nullable(),
  modifiers: Modifiers,
  /** Same value for every printing of one game piece (see lib/cards/identity.ts). */
  pieceKey: z.string(),
  /** For unreleased cards: the set the card was meant for, as the spreadsheet says. */
  intendedSet: z.string().nullable(),
});
export type Card = z.infer<typeof Card>;
