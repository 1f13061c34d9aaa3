import { z } from 'zod';
import { Fleet } from '@/lib/fleet/fleet';
import { RulesetId } from '@/lib/ruleset-ids';
import { Scenario } from '@/lib/engine/core/scenario';
import { SPECIAL_SHOTS } from '@/lib/engine/core/actions';
import { UPGRADES } from '@/lib/engine/core/upgrades';
import { PolicyId } from '@/lib/simulate/schema';

/**
 * The bodies a Pirates match reads (DESIGN.md "Matches"): the create body's game part, the join body, and the action
 * body, as zod schemas with their types inferred. Engine actions are the engine's own vocabulary (lib/engine/game.ts
 * `Action`), bounded here because they arrive from strangers.
 */

/** A fleet as a player names it: the Fleet itself, a saved fleet's slug, or a share code. */
export const FleetRef = z.union([
  z.object({ slug: z.string().min(1).max(64) }).strict(),
  z.object({ code: z.string().min(1).max(4096) }).strict(),
  Fleet,
]);
export type FleetRef = z.infer<typeof FleetRef>;

/**
 * The rulesets played on the table: every one with play rules in the engine (Economy Edition's market, resources,
 * upkeep and towns are in lib/engine/economy/). Caribbean Diplomacy is a game of its own on the match service.
 */
export const TABLE_RULESETS: readonly string[] = ['official', 'crimson-coast', 'daniel-house', 'economy'];

/** A table's seats in order: A is the creator's, then B, C, … (DESIGN.md "Matches"), six at most (001's largest table). */
export const PIRATES_SEATS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type PiratesSeat = (typeof PIRATES_SEATS)[number];

/**
 * One of the other seats of a match (B, C, …): a computer player with its fleet (a copy of the creator's when left
 * out) and its policy (the strongest when left out), or a seat a friend claims by invite with a fleet of their own.
 */
export const SeatSpec = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('computer'), fleet: FleetRef.optional(), policy: PolicyId.optional() }).strict(),
  z.object({ kind: z.literal('invite') }).strict(),
]);
export type SeatSpec = z.infer<typeof SeatSpec>;

/** The other seats once prepared: a computer's fleet resolved and its policy chosen. */
export type PreparedSeat = { kind: 'computer'; fleet: Fleet; policy: PolicyId } | { kind: 'invite' };

/**
 * More than this many other seats is refused by the schema as a malformed body; within it, the ruleset's own limit
 * (`play.maxPlayers`) answers 422 naming it, so a client learns the table's size rather than a bound of the parser.
 */
const MAX_OTHER_SEATS = 11;

export const PiratesSetup = z
  .object({
    fleet: FleetRef,
    ruleset: RulesetId,
    opponent: z.enum(['invite', 'computer']).default('invite'),
    /** The computer's fleet; a mirror of the creator's when left out. Ignored against a friend, who brings their own. */
    opponentFleet: FleetRef.optional(),
    scenario: Scenario.optional(),
    /**
     * `standard` (the default when left out): the ruleset's default table as the simulator plays it, islands, homes and
     * treasure dealt and each fleet placed round its home, so the first action is a ship's. `by-hand`: 001's set-up
     * steps, the players placing the islands, choosing homes and placing their ships. A scenario that fixes the islands
     * is always played on them at once.
     */
    setup: z.enum(['standard', 'by-hand']).optional(),
    /** How the computer plays; by default the strongest policy (lib/ai/difficulty `TABLE_POLICY`). */
    policy: PolicyId.optional(),
    /** The other seats in order B, C, …; replaces `opponent`, `opponentFleet` and `policy` when present. */
    seats: z.array(SeatSpec).min(1, 'A match has at least two seats: name at least one other seat.').max(MAX_OTHER_SEATS).optional(),
  })
  .strict();
export type PiratesSetup = z.infer<typeof PiratesSetup>;

/**
 * A setup once prepared for storage: fleets resolved to Fleet objects, so the stored match never depends on a slug,
 * and the other seats always listed in `seats` (a match stored before seats were listed has `opponent` instead: read
 * it through ./state.ts `otherSeats`).
 */
export type PreparedSetup = Omit<PiratesSetup, 'fleet' | 'opponentFleet' | 'seats'> & { fleet: Fleet; opponentFleet?: Fleet; seats?: PreparedSeat[] };

export const PiratesJoin = z.object({ fleet: FleetRef }).strict();
export type PiratesJoin = z.infer<typeof PiratesJoin>;

const ShipId = z.int().min(0).max(999);
const Heading = z.number().finite().min(-360).max(720);
const Segment = z.object({ heading: Heading, distance: z.number().finite().min(0).max(10) }).strict();
const Segments = z.array(Segment).max(6);

export const PiratesAction = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('move'),
      ship: ShipId,
      segments: Segments,
      board: ShipId.optional(),
      tow: ShipId.optional(),
      shoot: ShipId.optional(),
      ghostly: z.boolean().optional(),
      pivot: Heading.optional(),
      fog: z.int().min(0).max(99).optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal('shoot'),
      ship: ShipId,
      target: ShipId,
      broadside: z.boolean().optional(),
      doubleRange: z.boolean().optional(),
      then: Segments.optional(),
      special: z.object({ kind: z.enum(SPECIAL_SHOTS), cannon: z.int().min(0).max(20) }).strict().optional(),
    })
    .strict(),
  /** A shoot action whose cannon `cannon` places a smokepot's fog bank at (x, y); her other cannons may fire at `target`. */
  z
    .object({ type: z.literal('smokepot'), ship: ShipId, cannon: z.int().min(0).max(20), x: z.number().finite().min(0).max(200), y: z.number().finite().min(0).max(200), target: ShipId.optional() })
    .strict(),
  z.object({ type: z.literal('sacrifice-crew'), ship: ShipId, crew: z.int().min(0).max(50) }).strict(),
  z.object({ type: z.literal('mark-explored'), ship: ShipId, island: z.int().min(0).max(99) }).strict(),
  z.object({ type: z.literal('trade-treasure'), ship: ShipId, target: ShipId }).strict(),
  z.object({ type: z.literal('fetch'), ship: ShipId, island: z.int().min(0).max(99), treasure: z.int().min(0).max(9999), to: ShipId }).strict(),
  z.object({ type: z.literal('pilfer'), ship: ShipId, from: ShipId }).strict(),
  z.object({ type: z.literal('brew'), ship: ShipId, x: z.number().finite(), y: z.number().finite() }).strict(),
  z.object({ type: z.literal('look'), ship: ShipId, treasure: z.int().min(0).max(9999) }).strict(),
  z
    .object({ type: z.literal('reveal'), ship: ShipId, treasure: z.int().min(0).max(9999), target: ShipId.optional(), iceberg: z.int().min(0).max(99).optional(), heading: z.number().min(0).max(360).optional(), unique: z.int().min(0).max(9999).optional() })
    .strict(),
  z.object({ type: z.literal('free-move'), ship: ShipId, segments: Segments }).strict(),
  z.object({ type: z.literal('delegate'), ship: ShipId, to: ShipId }).strict(),
  z.object({ type: z.literal('explore'), ship: ShipId }).strict(),
  z.object({ type: z.literal('repair'), ship: ShipId }).strict(),
  z.object({ type: z.literal('come-about'), ship: ShipId }).strict(),
  z.object({ type: z.literal('submerge'), ship: ShipId, submerged: z.boolean() }).strict(),
  z.object({ type: z.literal('untangle'), ship: ShipId }).strict(),
  z.object({ type: z.literal('push'), ship: ShipId, target: ShipId, heading: Heading }).strict(),
  z.object({ type: z.literal('crew-ashore'), ship: ShipId, crew: z.int().min(0).max(50) }).strict(),
  z.object({ type: z.literal('crew-aboard'), ship: ShipId, crew: z.int().min(0).max(50) }).strict(),
  z.object({ type: z.literal('navigate'), ship: ShipId, x: z.number().finite().min(0).max(200), y: z.number().finite().min(0).max(200) }).strict(),
  z.object({ type: z.literal('possess'), ship: ShipId, target: ShipId, crew: z.int().min(0).max(50) }).strict(),
  z.object({ type: z.literal('bellow'), ship: ShipId, target: ShipId }).strict(),
  z.object({ type: z.literal('fort-look'), ship: ShipId }).strict(),
  z.object({ type: z.literal('forge'), ship: ShipId, treasure: z.int().min(0).max(9999) }).strict(),
  z.object({ type: z.literal('scuttle'), ship: ShipId }).strict(),
  z.object({ type: z.literal('scavenge'), ship: ShipId }).strict(),
  z.object({ type: z.literal('buy'), ship: ShipId }).strict(),
  z.object({ type: z.literal('drop-tow'), ship: ShipId }).strict(),
  z
    .object({ type: z.literal('transfer'), ship: ShipId, from: ShipId, crew: z.array(z.int().min(0).max(50)).max(50), treasure: z.array(z.int().min(0).max(9999)).max(50) })
    .strict(),
  z.object({ type: z.literal('hire'), crew: z.int().min(0).max(50), ship: ShipId }).strict(),
  z.object({ type: z.literal('build-fort'), fort: z.int().min(0).max(99), ship: ShipId }).strict(),
  z.object({ type: z.literal('fort-shoot'), fort: z.int().min(0).max(99), target: ShipId }).strict(),
  z.object({ type: z.literal('shoot-fort'), ship: ShipId, fort: z.int().min(0).max(99) }).strict(),
  /** Economy Edition's town actions (lib/engine/core/actions.ts); resources are numbered 1 (lumber) to 6 (luxuries). */
  z.object({ type: z.literal('shoot-town'), ship: ShipId, island: z.int().min(0).max(99) }).strict(),
  z.object({ type: z.literal('board-town'), ship: ShipId }).strict(),
  z.object({ type: z.literal('barter'), ship: ShipId, give: z.tuple([z.int().min(1).max(6), z.int().min(1).max(6)]), get: z.int().min(1).max(6), fee: z.int().min(1).max(6).optional() }).strict(),
  z.object({ type: z.literal('blockade'), ship: ShipId }).strict(),
  z.object({ type: z.literal('port-shoot'), island: z.int().min(0).max(99), target: ShipId }).strict(),
  z.object({ type: z.literal('buy-crew'), ship: ShipId, crew: z.int().min(0).max(50) }).strict(),
  z.object({ type: z.literal('end-turn') }).strict(),
  /** Economy Edition (003): resources at home sold at the market's price; an island upgrade's token bought at home; one unloaded on an island. */
  z.object({ type: z.literal('sell'), resource: z.int().min(1).max(6), count: z.int().min(1).max(999) }).strict(),
  z.object({ type: z.literal('buy-upgrade'), ship: ShipId, upgrade: z.enum(UPGRADES) }).strict(),
  z.object({ type: z.literal('found'), ship: ShipId, upgrade: z.enum(UPGRADES) }).strict(),
  /**
   * Sent by any seat at any time, in turn or not (DESIGN.md "Matches"): resigning (with two seats the other wins; with
   * more, her ships leave play and her gold at home still ranks), offering a draw, and accepting the offers standing
   * (a draw when every seat still playing has agreed).
   */
  z.object({ type: z.literal('resign') }).strict(),
  z.object({ type: z.literal('offer-draw') }).strict(),
  z.object({ type: z.literal('accept-draw') }).strict(),
  /** Set-up: the next island, its centre in S; and a home island chosen among those placed. */
  z.object({ type: z.literal('place-island'), x: z.number().finite().min(0).max(200), y: z.number().finite().min(0).max(200) }).strict(),
  z.object({ type: z.literal('choose-home'), island: z.int().min(0).max(99) }).strict(),
  /** Set-up: a ship set at her home island on a bearing (degrees from north, seen from the island); `ready` when done. */
  z.object({ type: z.literal('deploy'), ship: ShipId, bearing: z.number().finite().min(-360).max(720) }).strict(),
  z.object({ type: z.literal('ready') }).strict(),
  /** Set-up: a crew moved from one of your ships to another before play, the fleet still legal. */
  z.object({ type: z.literal('assign-crew'), ship: ShipId, crew: z.int().min(0).max(50), to: ShipId }).strict(),
  /** The answer to the decision this seat owes (`pending` in its view): one option (-1 where it means "none"), or a list for loot and explore. */
  z.object({ type: z.literal('choose'), answer: z.union([z.int().min(-1).max(9999), z.array(z.int().min(0).max(9999)).max(50)]) }).strict(),
]);
export type PiratesAction = z.infer<typeof PiratesAction>;
