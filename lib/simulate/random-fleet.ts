import type { Card } from '@/lib/cards/card';
import type { CardLookup } from '@/lib/cards/lookup';
import { canonicalNation, PIRATE } from '@/lib/cards/nations';
import type { Dice } from '@/lib/engine/core/dice';
import type { Fleet } from '@/lib/fleet/fleet';
import { DANIEL_BASIC_CREW, danielBasicCrew, LOWEST_SHIP_LIMIT } from '@/lib/rules/daniel-house';
import { rulesetOf } from '@/lib/rules/registry';
import { resolveFleet } from '@/lib/rules/resolve';
import { summariseShip } from '@/lib/rules/ship-summary';
import { normaliseName } from '@/lib/cards/identity';
import { lookupOf } from './run';

/**
 * Legal fleets of real cards drawn at random, for checks that must hold on any fleet rather than on the few someone
 * tuned for (`npm run sim:sanity`, head-to-head runs over random fleet pairs). Every draw comes from the dice given,
 * so a seed names its fleets, and every fleet is checked by its ruleset's own validator, piece by piece as it is
 * built and once whole.
 *
 * What a draw holds, and why:
 * - One nation per fleet, chosen among those with at least `MIN_SHIPS` ships (Daniel's: the fleet's flag, its ships
 *   of that nation or Pirate, as 000 "Creating A Fleet" allows), from every set: a mixed fleet's crew would mostly be
 *   of another nation than their ship and so without ability (001 "Placing Crew").
 * - Ships first, in random order, each taken while her points fit what is left after a crew share drawn between 0
 *   and 30% of the total; then crew of the nation, generic and named, in random order, each on a random ship whose
 *   cargo and cost cap still take her and who keeps a hold space for treasure, until nothing more fits. A ship whose
 *   hold is all crew fetches no gold, and a player racing for treasure does not build one: the first draws filled
 *   holds with cheap named crew, and one more crew then took a ship's last space for treasure (001 "Placing Crew":
 *   "Each crew/equipment takes up one cargo space on a ship"). Daniel's crew wait in the shipyard (000 "Placing
 *   Crew"), so they go in the fleet's crew list, one of each type; his cheapest ship under 10 points comes first.
 * - No sea creatures, forts, equipment or unique treasure: a fleet must fetch gold, and the checks these fleets serve
 *   ask about ships and crew.
 * - Economy Edition keeps gold back for upkeep (003 "Errata": "The construction of a fleet must take this cost into
 *   consideration"): `ECONOMY_RESERVE` to `ECONOMY_RESERVE` + `ECONOMY_RESERVE_SPREAD` gold, never less than a gold
 *   a ship (the validator's upkeep warning), is left unspent, and it is the fleet's starting gold.
 */

export type DrawnRuleset = 'official' | 'crimson-coast' | 'daniel-house' | 'economy';

/** Each ruleset's build total as its text recommends: 001's 40, 004's 30, 000's 50, 003's 40. */
export const DRAW_TOTALS: Record<DrawnRuleset, number> = { official: 40, 'crimson-coast': 30, 'daniel-house': 50, economy: 40 };

/**
 * Gold an Economy fleet leaves unspent, at least: a few turns of upkeep for every ship, the way to the nearest island
 * and back, before the first sale pays for more.
 */
export const ECONOMY_RESERVE = 6;
const ECONOMY_RESERVE_SPREAD = 6;

/** A nation needs this many ships to be drawn from, so its fleets are not always the same few. */
export const MIN_SHIPS = 6;

/** At most this share of the build total is set aside for crew before the ships are chosen. */
const MOST_CREW_SHARE = 0.3;

interface Pool {
  shipsByNation: Map<string, Card[]>;
  crewByNation: Map<string, Card[]>;
  /** The basic crew types (Captain, Helmsman, …) by nation: the "generic crew of her nation" a check adds. */
  basicByNation: Map<string, Card[]>;
  lookup: CardLookup;
}

const pools = new WeakMap<readonly Card[], Pool>();

const BASIC_NAMES = new Set(DANIEL_BASIC_CREW.map((c) => normaliseName(c.name)));

function poolOf(cards: readonly Card[]): Pool {
  let pool = pools.get(cards);
  if (pool) return pool;
  const add = (map: Map<string, Card[]>, c: Card) => {
    const nation = canonicalNation(c.faction);
    if (nation) map.set(nation, [...(map.get(nation) ?? []), c]);
  };
  pool = { shipsByNation: new Map(), crewByNation: new Map(), basicByNation: new Map(), lookup: lookupOf(cards) };
  for (const c of cards) {
    if (c.type === 'ship' && !c.seaCreature && (c.points ?? 0) > 0 && (c.masts ?? 0) > 0) add(pool.shipsByNation, c);
    if (c.type === 'crew' && c.points !== null) add(pool.crewByNation, c);
    if (c.type === 'crew' && c.generic && BASIC_NAMES.has(normaliseName(c.name))) add(pool.basicByNation, c);
  }
  pools.set(cards, pool);
  return pool;
}

function shuffled<T>(items: readonly T[], dice: Dice): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = dice.below(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const legal = (fleet: Fleet, lookup: CardLookup) => rulesetOf(fleet.ruleset).validate(fleet, lookup).legal;

/** The hold spaces ship `index` has left for treasure once her crew are aboard (no limit where crew take none). */
export function holdLeft(fleet: Fleet, index: number, lookup: CardLookup): number {
  const policy = rulesetOf(fleet.ruleset).policy;
  if (!policy?.crewTakeCargo) return Infinity;
  const ship = resolveFleet(fleet, lookup, policy.cargoTypes).ships[index];
  const cargo = summariseShip(ship, policy, lookup).cargo;
  return cargo ? cargo.capacity - cargo.used : Infinity;
}

/** The fleet with crew `crewId` added aboard ship `index` (a copy; the fleet is not changed). */
const aboard = (fleet: Fleet, index: number, crewId: string): Fleet => ({
  ...fleet,
  ships: fleet.ships.map((s, i) => (i === index ? { ...s, crew: [...s.crew, crewId] } : s)),
});

/** The nations a fleet of `ruleset` may be drawn for. */
export function drawableNations(cards: readonly Card[], ruleset: DrawnRuleset): string[] {
  const pool = poolOf(cards);
  return [...pool.shipsByNation.entries()]
    .filter(([nation, ships]) => ships.length >= MIN_SHIPS && (ruleset !== 'daniel-house' || (nation !== PIRATE && ships.some((s) => (s.points ?? 0) < LOWEST_SHIP_LIMIT))))
    .map(([nation]) => nation)
    .sort();
}

/**
 * A legal fleet of `ruleset` at its recommended total (`DRAW_TOTALS`) drawn from `cards` by `dice`: the same dice
 * state draws the same fleet. `nation` fixes the nation instead of drawing it.
 */
export function randomFleet(cards: readonly Card[], ruleset: DrawnRuleset, dice: Dice, nation?: string): Fleet {
  const pool = poolOf(cards);
  const { lookup } = pool;
  const nations = drawableNations(cards, ruleset);
  const flag = nation ?? nations[dice.below(nations.length)];
  const total = DRAW_TOTALS[ruleset];
  const daniel = ruleset === 'daniel-house';
  const fleet: Fleet = { ruleset, buildTotal: total, ...(daniel ? { nationality: flag } : {}), ships: [], crew: [], forts: [], treasure: [] };
  const crewShare = dice.below(Math.floor(total * MOST_CREW_SHARE) + 1);
  // Drawn only for Economy, so every other ruleset's seeds draw the fleets they always drew.
  const reserve = ruleset === 'economy' ? ECONOMY_RESERVE + dice.below(ECONOMY_RESERVE_SPREAD + 1) : 0;
  const spend = total - reserve;
  const shipBudget = spend - crewShare;
  const ships = shuffled([...(pool.shipsByNation.get(flag) ?? []), ...(daniel ? (pool.shipsByNation.get(PIRATE) ?? []) : [])], dice);
  if (daniel) {
    // 000: "the lowest-cost ship must cost less than 10": one such ship goes in first.
    const starter = ships.findIndex((s) => (s.points ?? 0) < LOWEST_SHIP_LIMIT);
    if (starter > 0) ships.unshift(...ships.splice(starter, 1));
  }
  const pieces = new Set<string>();
  let used = 0;
  for (const s of ships) {
    if (pieces.has(s.pieceKey) || used + (s.points ?? 0) > shipBudget) continue;
    // A gold a ship for one turn of upkeep (003 "Errata"), whatever the reserve drawn.
    if (reserve && total - used - (s.points ?? 0) < fleet.ships.length + 1) continue;
    const candidate: Fleet = { ...fleet, ships: [...fleet.ships, { cardId: s.id, crew: [] }] };
    if (!legal(candidate, lookup)) continue;
    fleet.ships = candidate.ships;
    pieces.add(s.pieceKey);
    used += s.points ?? 0;
  }
  const crew = shuffled([...(pool.crewByNation.get(flag) ?? []), ...(daniel ? (pool.crewByNation.get(PIRATE) ?? []) : [])], dice);
  const crewNames = new Set<string>();
  for (const c of crew) {
    const cost = daniel ? (danielBasicCrew(c)?.points ?? c.points ?? 0) : (c.points ?? 0);
    if (used + cost > spend || (!c.generic && pieces.has(c.pieceKey))) continue;
    // 000: "Only one of each type of Crew may be chosen per fleet", a type being the crew's name.
    if (daniel && crewNames.has(normaliseName(c.name))) continue;
    const ship = dice.below(fleet.ships.length);
    const candidate = daniel ? { ...fleet, crew: [...fleet.crew, c.id] } : aboard(fleet, ship, c.id);
    if (!legal(candidate, lookup) || (!daniel && holdLeft(candidate, ship, lookup) < 1)) continue;
    Object.assign(fleet, candidate);
    if (!c.generic) pieces.add(c.pieceKey);
    crewNames.add(normaliseName(c.name));
    used += cost;
  }
  if (!legal(fleet, lookup)) throw new Error(`randomFleet drew an illegal ${ruleset} fleet: ${JSON.stringify(fleet)}`);
  return fleet;
}

/**
 * The fleet with one more basic generic crew (a Captain, Helmsman, Cannoneer, Musketeer, Oarsman, Shipwright or
 * Explorer) of a ship's own nation, in free cargo: aboard a ship with cost cap for her and a hold space to spare, one
 * still left for treasure once she is aboard (Daniel's: in the shipyard, of a type the fleet lacks), its build total
 * raised by her cost so the fleet stays legal; or null when no such crew fits.
 * Type, printing and ship are drawn by `dice`.
 */
export function withOneMoreCrew(cards: readonly Card[], fleet: Fleet, dice: Dice): { fleet: Fleet; added: Card; ship?: Card } | null {
  const pool = poolOf(cards);
  const { lookup } = pool;
  const daniel = fleet.ruleset === 'daniel-house';
  const has = new Set([...fleet.ships.flatMap((s) => s.crew), ...fleet.crew].map((id) => normaliseName(lookup(id)?.name ?? '')));
  const byType = (nation: string) => {
    const types = new Map<string, Card[]>();
    for (const c of pool.basicByNation.get(nation) ?? []) types.set(normaliseName(c.name), [...(types.get(normaliseName(c.name)) ?? []), c]);
    return shuffled([...types.entries()], dice);
  };
  for (const index of shuffled(fleet.ships.map((_, i) => i), dice)) {
    const ship = lookup(fleet.ships[index].cardId);
    const nation = daniel ? fleet.nationality : canonicalNation(ship?.faction);
    if (!ship || !nation) continue;
    for (const [type, printings] of byType(nation)) {
      if (daniel && has.has(type)) continue;
      const c = printings[dice.below(printings.length)];
      const cost = daniel ? (danielBasicCrew(c)?.points ?? 0) : (c.points ?? 0);
      const base: Fleet = { ...fleet, buildTotal: fleet.buildTotal + cost };
      const candidate = daniel
        ? { ...base, crew: [...fleet.crew, c.id] }
        : aboard(base, index, c.id);
      if (legal(candidate, lookup) && (daniel || holdLeft(candidate, index, lookup) >= 1)) return { fleet: candidate, added: c, ...(daniel ? {} : { ship }) };
    }
    if (daniel) break;
  }
  return null;
}

/**
 * The fleet with one more ship of its nation, not a piece it has, its build total raised by her cost so the fleet stays
 * legal (Daniel's: dearer than his starting ship, so the fleet starts as before); or null when none fits.
 */
export function withOneMoreShip(cards: readonly Card[], fleet: Fleet, dice: Dice): { fleet: Fleet; added: Card } | null {
  const pool = poolOf(cards);
  const { lookup } = pool;
  const owned = fleet.ships.map((s) => lookup(s.cardId)).filter((c): c is Card => c !== undefined);
  const nations = fleet.nationality ? [fleet.nationality] : [...new Set(owned.map((c) => canonicalNation(c.faction)).filter((n): n is string => n !== null))];
  const cheapest = Math.min(...owned.map((c) => c.points ?? 0));
  const pieces = new Set(owned.map((c) => c.pieceKey));
  const candidates = shuffled(nations.flatMap((n) => pool.shipsByNation.get(n) ?? []), dice);
  for (const s of candidates) {
    if (pieces.has(s.pieceKey) || (fleet.ruleset === 'daniel-house' && (s.points ?? 0) <= cheapest)) continue;
    const candidate: Fleet = { ...fleet, buildTotal: fleet.buildTotal + (s.points ?? 0), ships: [...fleet.ships, { cardId: s.id, crew: [] }] };
    if (legal(candidate, lookup)) return { fleet: candidate, added: s };
  }
  return null;
}

/** A fleet in a line: each ship with her crew, then crew not aboard. */
export function describeFleet(fleet: Fleet, lookup: CardLookup): string {
  const name = (id: string) => `${lookup(id)?.name ?? id} (${id})`;
  const ships = fleet.ships.map((s) => `${name(s.cardId)}${s.crew.length ? ` + ${s.crew.map(name).join(', ')}` : ''}`);
  const yard = fleet.crew.length ? [`crew ashore: ${fleet.crew.map(name).join(', ')}`] : [];
  return [...ships, ...yard].join('; ');
}
