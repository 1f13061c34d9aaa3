import type { Cannon, Card } from '@/lib/cards/card';
import type { CardLookup } from '@/lib/cards/lookup';
import { effectsOfKind } from '@/lib/cards/abilities/parse';
import { parseMove } from '@/lib/cards/move';
import { canonicalNation } from '@/lib/cards/nations';
import type { Fleet } from '@/lib/fleet/fleet';
import type { BuildPolicy } from '@/lib/rules/policy';
import { resolveFleet } from '@/lib/rules/resolve';
import { abilityWorksAboard, crewCostFree, fleetCargo, summariseShip } from '@/lib/rules/ship-summary';
import type { Scenario } from '../core/scenario';
import { type Abilities, compileAbilities, currentAbilities } from '../abilities/abilities';
import { dealCoins } from './coins';
import { ignoredSentences } from '../abilities/coverage';
import type { Dice } from '../core/dice';
import { headingTo } from '../core/geometry';
import { overlapsAny, touching } from '../hull/hull';
import { type Pose, standing } from '../hull/turning';
import { CREATURE_RADIUS, hullLength, hullRadius, ISLAND_RADIUS, TERRAIN_RADIUS } from '../core/pieces';
import type { PlayRules, ScenarioDefaults } from '../core/play-rules';
import { counted, mapped } from '../core/packed';
import type { Crew, Fort, GameState, Island, PlayerIndex, Ship, Terrain, Treasure } from '../state/state';
import { noGoods } from '../state/economy';

/** A scenario with every default filled in, as the simulate result echoes it. */
export type ResolvedScenario = Required<Omit<Scenario, 'terrain' | 'ending'>> & Pick<Scenario, 'ending'> & { terrain: NonNullable<Scenario['terrain']> };

/**
 * Default island layouts, from each text's placement rule: the islands stand on a ring around the table's centre
 * (Daniel's seed island at the centre itself), the home islands spread evenly round it with the wild islands between
 * them, so that every distance the text asks for holds, edge to edge as ../core/placement.ts measures it (see each
 * ruleset's `ringRadius`; a test holds each default to its text). The first islands are the homes, one per player in
 * seat order. A fixed layout rather than one drawn per game keeps games comparable and lets the result echo exactly
 * where islands were.
 */
export function defaultIslands(d: ScenarioDefaults, players = 2): { x: number; y: number }[] {
  const cx = d.area.width / 2;
  const cy = d.area.height / 2;
  const at = (turn: number, radius: number) => {
    const rad = ((180 + 360 * turn) * Math.PI) / 180;
    return { x: Math.round((cx + Math.sin(rad) * radius) * 100) / 100, y: Math.round((cy - Math.cos(rad) * radius) * 100) / 100 };
  };
  if (d.homeRadius !== undefined) {
    // Homes evenly round the outer ring; the wild islands on the inner ring, turned half a step so that each home
    // looks out between two of them.
    const wild = d.islands - players;
    return [...Array.from({ length: players }, (_, p) => at(p / players, d.homeRadius!)), ...Array.from({ length: wild }, (_, k) => at((k + 0.5) / wild, d.ringRadius))];
  }
  const ring = d.islands - (d.seedIslandGold > 0 ? 1 : 0);
  const homes = Array.from({ length: players }, (_, p) => Math.floor((ring * p) / players));
  const islands = homes.map((k) => at(k / ring, d.ringRadius));
  if (d.seedIslandGold > 0) islands.push({ x: cx, y: cy });
  for (let k = 1; k < ring; k++) if (!homes.includes(k)) islands.push(at(k / ring, d.ringRadius));
  return islands;
}

/**
 * A ruleset's two-player table grown for `players`: 001's "three islands per player (ex: six islands for two players,
 * nine islands for three players, etc.)", on a ring wide enough that neighbours stand as far apart as on the
 * two-player ring, on a table grown by as much, so every island keeps the text's distances to its neighbours.
 */
export function defaultsFor(d: ScenarioDefaults, players: number): ScenarioDefaults {
  if (players === 2) return d;
  // The islands that stand on the ring: every one but Daniel's seed, or (homes on a ring of their own) the wild ones.
  const ringOf = (islands: number, seats: number) => islands - (d.seedIslandGold > 0 ? 1 : 0) - (d.homeRadius !== undefined ? seats : 0);
  const islands = (d.islands / 2) * players;
  const chord = 2 * d.ringRadius * Math.sin(Math.PI / ringOf(d.islands, 2));
  const ringRadius = Math.round((chord / (2 * Math.sin(Math.PI / ringOf(islands, players)))) * 100) / 100;
  const grow = Math.ceil(2 * (ringRadius - d.ringRadius));
  const homeRadius = d.homeRadius === undefined ? {} : { homeRadius: d.homeRadius + (ringRadius - d.ringRadius) };
  return { ...d, islands, ringRadius, ...homeRadius, area: { width: d.area.width + grow, height: d.area.height + grow } };
}

export function resolveScenario(scenario: Scenario | undefined, two: ScenarioDefaults, edge: ResolvedScenario['edge'] = 'wall', players = 2): ResolvedScenario {
  const d = defaultsFor(two, players);
  const area = scenario?.area ?? d.area;
  return {
    area,
    islands: scenario?.islands ?? defaultIslands({ ...d, area }, players),
    treasurePerPlayer: scenario?.treasurePerPlayer ?? d.treasurePerPlayer,
    maxTurns: scenario?.maxTurns ?? d.maxTurns,
    edge: scenario?.edge ?? edge,
    terrain: scenario?.terrain ?? [],
    ...(scenario?.ending ? { ending: scenario.ending } : {}),
  };
}

export interface SetupInput {
  /** One per seat, two to six. */
  fleets: Fleet[];
  lookup: CardLookup;
  rules: PlayRules;
  policy: BuildPolicy;
  scenario: ResolvedScenario;
  seedIslandGold: number;
  /** Coins each player's gold comes in (0: as many as it takes; see ./coins.ts). */
  coinsPerPlayer: number;
  dice: Dice;
  /**
   * The fleets' pieces built once by `fleetPieces` from these same fleets, lookup, policy and rules, for a caller
   * setting up many games of one matchup: each game gets a copy, and set-up skips reading the cards again.
   */
  pieces?: Pieces;
  /** The turn order, when the players have already rolled for it (the table's set-up); else it is rolled here. */
  order?: PlayerIndex[];
  /**
   * The players' home islands and Daniel's seed island, by index into the scenario's islands, when a set-up made by
   * hand chose them: the islands keep the order and numbers they were placed in. By default the first islands are the
   * homes, one per seat, and the next the seed.
   */
  homes?: number[];
  seedIsland?: number;
  /**
   * Economy Edition: each player's gold at home as the game begins, the build points her fleet left unspent (003
   * "Starting Conditions": "with no resources other than their starting fleet and any remaining points").
   */
  purses?: number[];
}

/** A unique treasure's text when the engine applies all of it (see ../state/state.ts `Treasure.text`), else nothing. */
function appliedText(card: Card): string | undefined {
  let applied = textApplied.get(card.ability);
  if (applied === undefined) {
    applied = card.ability.trim() !== '' && ignoredSentences(card).length === 0;
    textApplied.set(card.ability, applied);
  }
  return applied ? card.ability : undefined;
}

/** By text rather than card id, so a card whose text an import changes is read afresh. */
const textApplied = new Map<string, boolean>();

function crewOf(card: Card, works: boolean, policy: BuildPolicy): Crew {
  return {
    cardId: card.id,
    name: card.name,
    ability: card.ability,
    nation: canonicalNation(card.faction) ?? '',
    active: works,
    free: !policy.crewTakeCargo || (works && card.modifiers.noCargoSpace),
    ransom: card.keywords.includes('ransom'),
    points: card.points ?? 0,
    ...(card.type === 'equipment' ? { equipment: true as const } : {}),
    ...(effectsOfKind(card.ability, 'face-up-at-setup').length ? { known: true as const } : {}),
  };
}

/** What set-up reads from a ship's card and her crew's, before any die is rolled: the same for every game of a matchup. */
interface ShipMaking {
  owner: PlayerIndex;
  card: Card;
  cannons: Cannon[];
  legs: ('S' | 'L')[];
  cargo: number;
  crew: Crew[];
  abilities: Abilities;
}

function shipMaking(owner: PlayerIndex, card: Card, crewCards: Card[], input: Pick<SetupInput, 'lookup' | 'policy' | 'rules'>): ShipMaking {
  const works = crewCards.map((c) => abilityWorksAboard(c, card));
  const summary = summariseShip({ index: 0, id: card.id, card, cargo: crewCards.map((c) => ({ id: c.id, card: c })) }, input.policy, input.lookup);
  const masts = card.masts ?? 0;
  const move = card.move ? parseMove(card.move) : null;
  const takeSpace = input.policy.crewTakeCargo && crewCostFree(crewCards.map((card) => ({ card })), works);
  const crew = crewCards.map((c, i) => ({ ...crewOf(c, works[i], input.policy), ...(takeSpace ? { free: false } : {}) }));
  const abilities = currentAbilities({ text: card.ability, crew, stunk: 0 }, input.rules);
  return {
    owner,
    card,
    cannons: card.cannons.slice(0, Math.max(masts, card.cannons.length)),
    legs: move?.legs ?? ['S'],
    // A sea creature loads no treasure (001 "Sea Creatures"), but a sea monster steals it in a boarding party "if cargo
    // space permits" (WizKids' Sea Monster), into the hold its card prints.
    cargo: card.seaCreature ? (abilities.seaMonster ? (card.cargo ?? 0) : 0) : (summary.cargo?.capacity ?? card.cargo ?? 0) + (summary.cargo ? 0 : card.modifiers.cargoBonus),
    crew,
    abilities,
  };
}

/** A ship as a game begins, built fresh from her making: a game changes her crew, masts and fires, never the making. */
function shipOf(id: number, m: ShipMaking): Ship {
  const { card, owner, cannons } = m;
  const masts = card.masts ?? 0;
  return {
    id,
    cardId: card.id,
    name: card.name,
    nation: canonicalNation(card.faction) ?? '',
    owner,
    builtBy: owner,
    points: card.points ?? 0,
    seaCreature: card.seaCreature,
    x: 0,
    y: 0,
    heading: 0,
    length: card.seaCreature ? 0 : hullLength(masts),
    radius: card.seaCreature ? CREATURE_RADIUS : hullRadius(masts),
    cannons,
    up: mapped(cannons, () => true),
    masts: cannons.length,
    legs: m.legs,
    cargo: m.cargo,
    text: card.ability,
    crew: mapped(m.crew, (c) => ({ ...c })),
    treasure: [],
    goods: [],
    tokens: [],
    abilities: m.abilities,
    docked: -1,
    pinnedBy: -1,
    pinning: -1,
    towing: -1,
    towedBy: -1,
    lost: false,
    tangled: false,
    wrecked: false,
    sunk: false,
    inPlay: true,
    scuttleOn: 0,
    actions: 0,
    actionKinds: 0,
    usedOnce: 0,
    ignoredHit: false,
    hulls: m.abilities.secondaryHulls,
    extraActions: 0,
    repeatActions: 0,
    shotAtBy: -1,
    pinnedOnTurn: 0,
    dockedOnTurn: 0,
    mustLeave: false,
    ghostly: false,
    chained: 0,
    idled: 0,
    idleNow: false,
    forged: [],
    stunk: 0,
    unnerved: false,
    silenced: -1,
    freeMove: null,
    boostLeg: null,
    boostCannon: 0,
    boostShots: 0,
    boostMoves: 0,
    boostSilences: false,
    slowed: 0,
    submerged: false,
    fire: mapped(cannons, () => false),
    fireOut: 0,
    fireSpread: 0,
  };
}

/**
 * Places a fleet's ships bow to its home island, side by side, facing the island (001 "Choosing Home Islands"). A ship
 * whose spread bearing would overlap a ship already placed (of either fleet) or another island is turned round the
 * island, 5 degrees at a time either way, to the nearest bearing where she overlaps nothing: a table whose pieces
 * start overlapping can leave both ships unable to make way for the whole game.
 */
function placeAtHome(ships: Ship[], island: Island, islandIndex: number, towards: { x: number; y: number }, placed: Ship[], islands: readonly Island[]): void {
  const outward = headingTo(island.x, island.y, towards.x, towards.y);
  const n = ships.length;
  ships.forEach((s, i) => {
    const spreadDeg = Math.min(300, 50 * (n - 1));
    const bearing = outward + (n === 1 ? 0 : -spreadDeg / 2 + (spreadDeg * i) / (n - 1));
    let spot = atHome(s, island, bearing);
    for (let turn = 5; turn <= 180 && overlapsAt(s, spot, placed, islands); turn += 5) {
      const left = atHome(s, island, bearing - turn);
      const right = atHome(s, island, bearing + turn);
      if (!overlapsAt(s, left, placed, islands)) spot = left;
      else if (!overlapsAt(s, right, placed, islands)) spot = right;
    }
    Object.assign(s, spot);
    if (!s.seaCreature) s.docked = islandIndex;
    placed.push(s);
  });
}

/** Whether `s`, stood at `spot`, would overlap one of `ships` or an island (../hull/turning.ts `standing` says why she is moved, not copied). */
export function overlapsAt(s: Ship, spot: Pose, ships: readonly Ship[], islands: readonly Pick<Island, 'x' | 'y' | 'r'>[]): boolean {
  return standing(s, spot, () => overlapsAny(s, ships, islands));
}

/** Whether `s`, stood at `spot`, would touch a ship of `ships` in play. */
function touchesAt(s: Ship, spot: Pose, ships: readonly Ship[]): boolean {
  return standing(s, spot, () => ships.some((o) => o !== s && !o.sunk && o.inPlay && touching(s, o)));
}

/**
 * Where a ship stands when set at her home island on `bearing` (degrees clockwise from north, seen from the island's
 * centre): bow touching the island and hull pointing outward (001 "Choosing Home Islands"), or for a sea creature
 * her base touching it (001 "Sea Creatures").
 */
export function atHome(s: Pick<Ship, 'seaCreature' | 'radius'>, island: Pick<Island, 'x' | 'y' | 'r'>, bearing: number): { x: number; y: number; heading: number } {
  const rad = (bearing * Math.PI) / 180;
  const ux = Math.sin(rad);
  const uy = -Math.cos(rad);
  if (s.seaCreature) return { x: island.x + ux * (island.r + s.radius), y: island.y + uy * (island.r + s.radius), heading: ((bearing % 360) + 360) % 360 };
  return { x: island.x + ux * island.r, y: island.y + uy * island.r, heading: (((bearing + 180) % 360) + 360) % 360 };
}

/** Where at island `home` she can lie docked touching no other ship: the first such bearing from north, else north. */
export function berth(state: GameState, s: Ship, home: number): { x: number; y: number; heading: number } {
  const island = state.islands[home];
  for (let bearing = 0; bearing < 360; bearing += 10) {
    const spot = atHome(s, island, bearing);
    if (!touchesAt(s, spot, state.ships)) return spot;
  }
  return atHome(s, island, 0);
}

/** A fort as its card prints it, not yet built (001 "Forts are not placed during setup"). */
function fortOf(id: number, owner: PlayerIndex, card: Card, rules: PlayRules): Fort {
  return {
    id,
    cardId: card.id,
    name: card.name,
    nation: canonicalNation(card.faction) ?? '',
    owner,
    cost: card.points ?? 0,
    cannons: card.cannons,
    up: mapped(card.cannons, () => true),
    flags: card.cannons.length,
    island: -1,
    destroyed: false,
    treasure: [],
    actions: 0,
    abilities: compileAbilities([card.ability], rules),
    shield: 0,
    shieldTurn: 0,
  };
}

/** The fleets as set-up reads them from their cards: ships to build, forts and crew waiting in a shipyard. */
export interface Pieces {
  ships: ShipMaking[];
  forts: { owner: PlayerIndex; card: Card }[];
  yardCrew: Crew[][];
  /** Economy Edition: each fleet's generic crew, one of each card, to be bought again during play (../economy/crew.ts). */
  generic: Crew[][];
}

export function fleetPieces(input: Pick<SetupInput, 'fleets' | 'lookup' | 'policy' | 'rules'>): Pieces {
  const pieces: Pieces = { ships: [], forts: [], yardCrew: input.fleets.map(() => []), generic: input.fleets.map(() => []) };
  input.fleets.forEach((fleet, index) => {
    const owner = index as PlayerIndex;
    const resolved = resolveFleet(fleet, input.lookup, input.policy.cargoTypes);
    const extra = fleetCargo(resolved);
    resolved.ships.forEach((rs, i) => {
      if (!rs.card) return;
      const making = shipMaking(owner, rs.card, rs.cargo.map((p) => p.card), input);
      // A Cargo Master anywhere in the fleet adds to her hold (a sea creature has none).
      pieces.ships.push(extra[i] && !making.card.seaCreature ? { ...making, cargo: making.cargo + extra[i] } : making);
    });
    for (const p of resolved.unassigned) if (p.card.type === 'crew') pieces.yardCrew[owner].push(crewOf(p.card, false, input.policy));
    if (input.rules.economy) {
      const generic = pieces.generic[owner];
      for (const card of [...resolved.ships.flatMap((rs) => rs.cargo.map((p) => p.card)), ...resolved.unassigned.map((p) => p.card)]) {
        if (card.type === 'crew' && card.generic && !generic.some((c) => c.cardId === card.id)) generic.push(crewOf(card, false, input.policy));
      }
    }
    for (const p of resolved.forts) pieces.forts.push({ owner, card: p.card });
  });
  return pieces;
}

export function createGame(input: SetupInput): GameState {
  const { scenario, dice } = input;
  const players = input.fleets.length;
  const rules = scenario.ending === 'half-cannot-move' ? { ...input.rules, endWhenHalfCannotMove: true } : input.rules;
  const homes = input.homes ?? counted(players, (p) => p);
  const seedAt = input.seedIsland ?? players;
  const nobody = () => counted(players, () => false);
  const islands: Island[] = mapped(scenario.islands, (p, i) => ({
    x: p.x,
    y: p.y,
    r: ISLAND_RADIUS,
    home: homes.indexOf(i),
    treasure: [],
    explored: nobody(),
    seed: input.seedIslandGold > 0 && i === seedAt,
    fort: -1,
    crew: [],
  }));
  const terrain: Terrain[] = mapped(scenario.terrain, (t) => ({ type: t.type, x: t.x, y: t.y, r: TERRAIN_RADIUS, rating: 0, drift: t.type === 'iceberg' ? 3 : 0, grounded: false, smoke: -1 }));
  const pieces = input.pieces ?? fleetPieces(input);
  const ships = mapped(pieces.ships, (m, id) => shipOf(id, m));
  const forts = mapped(pieces.forts, (f, id) => fortOf(id, f.owner, f.card, rules));
  const yardCrew: Crew[][] = mapped(pieces.yardCrew, (crew) => mapped(crew, (c) => ({ ...c })));

  // Treasure: each player's coins, drawn from the dice (./coins.ts), shuffled together face down and dealt evenly to
  // the wild islands (001 "Placing Treasure").
  const treasures: Treasure[] = [];
  const pool: number[] = [];
  for (let p = 0; p < players; p++) {
    for (const value of dealCoins(scenario.treasurePerPlayer, input.coinsPerPlayer, dice)) {
      pool.push(treasures.length);
      treasures.push({ value, unique: false, seenBy: nobody() });
    }
  }
  for (const fleet of input.fleets) {
    for (const id of fleet.treasure) {
      const card = input.lookup(id);
      if (card?.type !== 'treasure') continue;
      pool.push(treasures.length);
      const text = appliedText(card);
      const cargo = text === undefined ? 0 : effectsOfKind(text, 'takes-cargo').reduce((n, { effect }) => n + (effect.spaces ?? 1), 0);
      // Shuffled in with the coins, face down (001 "Placing Treasure"), until a ship takes it and places it face up.
      treasures.push({ value: 0, unique: true, seenBy: nobody(), name: card.name, ...(text ? { text } : {}), ...(cargo ? { cargo } : {}) });
    }
  }
  shuffle(pool, dice);
  // Numbered in the shuffled order, so a face-down piece's id tells nothing of what it is (a unique treasure's ids
  // would otherwise follow the coins').
  const dealt = mapped(pool, (id) => treasures[id]);
  dealt.forEach((t, i) => {
    treasures[i] = t;
    pool[i] = i;
  });
  const wild: number[] = [];
  for (let i = 0; i < islands.length; i++) if (islands[i].home === -1 && !islands[i].seed) wild.push(i);
  const seed = islands.findIndex((i) => i.seed);
  if (seed >= 0) {
    for (const value of dealCoins(input.seedIslandGold, 0, dice)) {
      islands[seed].treasure.push(treasures.length);
      treasures.push({ value, unique: false, seenBy: nobody() });
    }
  }
  const stocked = wild.length ? wild : seed >= 0 ? [seed] : [];
  if (stocked.length) pool.forEach((t, i) => islands[stocked[i % stocked.length]].treasure.push(t));

  // The turn order: each rolls a d6, ties rerolled (001 "Setup").
  const order = input.order ?? rollForOrder(dice, players).order;
  const first = order[0];
  const centre = { x: scenario.area.width / 2, y: scenario.area.height / 2 };
  const placed: Ship[] = [];
  for (let owner = 0; owner < players; owner++) {
    let fleetShips = ships.filter((s) => s.owner === owner);
    if (rules.shipyard && fleetShips.length > 1) {
      // Daniel: only the cheapest ship starts in play (ties by die roll); the rest wait in the shipyard.
      const cheapest = Math.min(...fleetShips.map((s) => s.points));
      const tied = fleetShips.filter((s) => s.points === cheapest);
      const starter = tied[dice.below(tied.length)];
      for (const s of fleetShips) if (s !== starter) s.inPlay = false;
      fleetShips = [starter];
    }
    if (rules.shipyard) {
      // Daniel "Placing Crew": "place all of them face-up next to the player's purchasable Ships", the starting
      // ship's crew too: every crew is bought.
      for (const s of ships) {
        if (s.owner !== owner || !s.crew.length) continue;
        yardCrew[owner].push(...s.crew.splice(0));
        s.abilities = currentAbilities(s, rules);
      }
    }
    placeAtHome(fleetShips, islands[homes[owner]], homes[owner], centre, placed, islands);
    // 001 "Placing Crew and equipment": crew not assigned to a ship start on the home island (Daniel's wait in his shipyard).
    if (!rules.shipyard) islands[homes[owner]].crew.push(...yardCrew[owner].splice(0));
  }
  const startingGold = treasures.reduce((sum, t) => sum + t.value, 0);
  const state: GameState = {
    rules,
    area: scenario.area,
    edge: scenario.edge,
    islands,
    terrain,
    ships,
    forts,
    treasures,
    players: mapped(yardCrew, (crew) => ({ home: [], spent: [], yardCrew: crew, extraActions: 0 })),
    order,
    first,
    active: first,
    turn: 0,
    maxTurns: scenario.maxTurns,
    startingGold,
    over: false,
    winner: -1,
    endReason: '',
    fired: false,
    economy: rules.economy
      ? {
          row: 0,
          until: 0,
          history: [],
          gold: counted(players, (p) => input.purses?.[p] ?? 0),
          stock: counted(players, noGoods),
          towns: islands.map(() => null),
          produces: islands.map(() => 0),
          roster: mapped(pieces.generic, (crew) => mapped(crew, (c) => ({ ...c }))),
        }
      : null,
  };
  if (rules.economy) for (const s of ships) s.goods = noGoods();
  // Daniel: the second player starts with a 3-gold coin at home, to spend from the first turn; both saw it given.
  if (rules.shipyard) {
    state.players[order[1]].home.push(treasures.length);
    treasures.push({ value: 3, unique: false, seenBy: nobody().fill(true) });
  }
  return state;
}

/** One round of rolling for the turn order: who rolled, and what. */
export type OrderRoll = { player: PlayerIndex; roll: number }[];

/**
 * 001 "Setup": "Each player rolls a d6 (reroll ties). The player who rolls the highest result is the first player;
 * followed by the next highest-rolling player, and so on." Every player rolls in seat order; players who tie roll
 * again among themselves, in seat order, to settle their places within the tie, the higher places settled first.
 * Returns every round rolled and the order. With two players this is the same sequence of dice as rolling pairs
 * until they differ, so two-player games deal exactly as before.
 */
export function rollForOrder(dice: Dice, players: number): { rolls: OrderRoll[]; order: PlayerIndex[] } {
  const rolls: OrderRoll[] = [];
  const settle = (group: PlayerIndex[]): PlayerIndex[] => {
    const round = group.map((player) => ({ player, roll: dice.d6() }));
    rolls.push(round);
    const order: PlayerIndex[] = [];
    for (let face = 6; face >= 1; face--) {
      const tied = round.filter((r) => r.roll === face).map((r) => r.player);
      if (tied.length === 1) order.push(tied[0]);
      else if (tied.length > 1) order.push(...settle(tied));
    }
    return order;
  };
  return { rolls, order: settle(counted(players, (p) => p)) };
}

function shuffle(items: number[], dice: Dice): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = dice.below(i + 1);
    const t = items[i];
    items[i] = items[j];
    items[j] = t;
  }
}
