import { z } from 'zod';

/**
 * A table to play on, as the simulate API, the match API and the engine's set-up all read it (DESIGN.md "Lengths and
 * positions": every length in S). It lives with the engine, which is what plays on it.
 */

/** A game still running after this many rounds is a draw, at most. */
export const MAX_TURNS_CAP = 500;

export const EDGES = ['wall', 'flat', 'round'] as const;
export const Edge = z.enum(EDGES);
export type Edge = z.infer<typeof Edge>;

export const TERRAIN_TYPES = ['fog-bank', 'reef', 'sargasso-sea', 'whirlpool', 'iceberg'] as const;
export const TerrainType = z.enum(TERRAIN_TYPES);
export type TerrainType = z.infer<typeof TerrainType>;

const Length = z.number().finite().positive().max(200);
const Coordinate = z.number().finite().min(0).max(200);
export const Point = z.object({ x: Coordinate, y: Coordinate });
export type Point = z.infer<typeof Point>;

/**
 * Every length in S (DESIGN.md "Lengths and positions"). Anything left out takes the ruleset's default, the area
 * included: a client that only wants another turn cap need not know the ruleset's table.
 */
export const Scenario = z
  .object({
    area: z.object({ width: Length, height: Length }).optional(),
    /** Island centres; the first are the home islands, one per fleet in order, the rest are wild. */
    islands: z.array(Point).min(3).max(30).optional(),
    /** Gold each player brings, as coins of the real values (001 "Placing Treasure"). */
    treasurePerPlayer: z.int().min(1).max(200).optional(),
    /** A game still running after this many rounds is a draw. */
    maxTurns: z.int().min(1).max(MAX_TURNS_CAP).optional(),
    edge: Edge.optional(),
    terrain: z.array(z.object({ type: TerrainType, x: Coordinate, y: Coordinate })).max(12).optional(),
    /**
     * 001 "Winning the Game" offers two endings once fleets are out: "Only one player is able to give any future move
     * actions" (`one-can-move`, the default) "OR half or more players have no possibility" (`half-cannot-move`). The
     * same ending with two players.
     */
    ending: z.enum(['one-can-move', 'half-cannot-move']).optional(),
  })
  .strict();
export type Scenario = z.infer<typeof Scenario>;
