import { z } from 'zod';

/**
 * What the game page reads from a Diplomacy match's view (`GET /api/matches/{id}/state` → `view`). The view is the
 * game's (lib/diplomacy's DiplomacyView); this schema names only the fields the page draws, so a view that carries
 * more still parses, and a view missing a field the page needs fails here with a clear message instead of drawing
 * a wrong map.
 */
const orderSchema = z.object({
  unit: z.string(),
  type: z.enum(['hold', 'move', 'support', 'retreat', 'disband', 'build', 'transform']),
  to: z.string().optional(),
  from: z.string().optional(),
  as: z.enum(['clipper', 'frigate']).optional(),
});

const unitSchema = z.object({ power: z.string(), type: z.enum(['clipper', 'frigate']), at: z.string() });

const resultSchema = z.object({ unit: z.string(), success: z.boolean(), reason: z.string().optional() });

export const diplomacyViewSchema = z.object({
  /** e.g. "spring 1667 moves"; the page shows it as given. */
  phase: z.string(),
  deadline: z.number().nullable().optional(),
  units: z.array(unitSchema),
  /** Supply centre owners by territory. */
  owners: z.record(z.string(), z.string()),
  hurricane: z.string().nullable().optional(),
  /** Units dislodged in the last moves, waiting to retreat (`from` is where they were). */
  dislodged: z.array(unitSchema.extend({ from: z.string() })).default([]),
  /** Powers that have submitted orders this phase: who, never what. */
  submitted: z.array(z.string()),
  /** Powers with something to order this phase. */
  ordering: z.array(z.string()).optional(),
  /** Powers whose seats bots play. */
  bots: z.array(z.string()).optional(),
  /** The seat that created the match, who may advance the phase. */
  creator: z.string().nullable().optional(),
  /** This seat's own orders for the current phase (absent for spectators). */
  orders: z.array(orderSchema).optional(),
  /** This seat's legal orders for the current phase (absent for spectators). */
  legalOrders: z.array(orderSchema).optional(),
  /** Winter: units this seat may build (positive) or must disband (negative). */
  adjustment: z.number().optional(),
  history: z
    .array(
      z.object({
        phase: z.string(),
        orders: z.array(orderSchema.extend({ power: z.string().optional() })),
        results: z.array(resultSchema),
        /** The board the phase's orders were given on (absent in games recorded before it was kept). */
        units: z.array(unitSchema).optional(),
        dislodged: z.array(unitSchema.extend({ from: z.string() })).optional(),
        owners: z.record(z.string(), z.string()).optional(),
        hurricane: z.string().nullable().optional(),
      }),
    )
    .default([]),
  winner: z.string().nullable().optional(),
});

export type DiplomacyPageView = z.infer<typeof diplomacyViewSchema>;

export const diplomacyMapSchema = z.object({
  powers: z.array(z.object({ name: z.string() })),
  /** `label`: the right spelling where the map data misspells the name (data/place-names.json); `name` is the id. */
  territories: z.array(z.object({ name: z.string(), label: z.string().optional(), x: z.number(), y: z.number(), supplyCenter: z.boolean(), treasure: z.boolean().default(false) })),
});

export type DiplomacyPageMap = z.infer<typeof diplomacyMapSchema>;

/** `GET /api/diplomacy/coast`: the land drawn under the map and each territory's kind (lib/diplomacy/coast.ts). */
export const coastSchema = z.object({
  land: z.string(),
  kinds: z.record(z.string(), z.enum(['land', 'sea'])),
});

export type DiplomacyCoast = z.infer<typeof coastSchema>;
