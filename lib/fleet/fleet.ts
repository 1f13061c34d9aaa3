import { z } from 'zod';
import { isNation, NATIONS } from '@/lib/cards/nations';
import { RulesetId } from '@/lib/ruleset-ids';


/*
 * Bounds keep a posted fleet from being arbitrarily large; no real fleet comes
 * near them (a 40-point fleet has about a dozen cards).
 */
export const MAX_CARDS_PER_LIST = 200;
export const CardId = z.string().trim().min(1).max(64);

export const FleetShip = z.object({
  cardId: CardId,
  /** Crew assigned aboard; equipment carried aboard goes here too, because the rules treat both alike (cargo, cost cap). */
  crew: z.array(CardId).max(MAX_CARDS_PER_LIST).default([]),
});
export type FleetShip = z.infer<typeof FleetShip>;

/** DESIGN.md "Fleet JSON": the one fleet shape everywhere. */
export const Fleet = z.object({
  name: z.string().max(120).optional(),
  ruleset: RulesetId,
  buildTotal: z.int().positive(),
  /** A nation of the game ("English", or the country "England"); anything else is a mistake worth reporting, not a flag. */
  nationality: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .refine(isNation, { message: `Nationality must be a nation of the game: ${NATIONS.join(', ')}.` })
    .optional(),
  ships: z.array(FleetShip).max(MAX_CARDS_PER_LIST).default([]),
  crew: z.array(CardId).max(MAX_CARDS_PER_LIST).default([]),
  forts: z.array(CardId).max(MAX_CARDS_PER_LIST).default([]),
  treasure: z.array(CardId).max(MAX_CARDS_PER_LIST).default([]),
});
export type Fleet = z.infer<typeof Fleet>;
/** What callers may send: lists can be left out. */
export type FleetInput = z.input<typeof Fleet>;
