import type { EffectKind } from '@/lib/cards/abilities/effects';
import { effectsOfKind } from '@/lib/cards/abilities/parse';
import { sameNation } from '@/lib/cards/nations';
import type { Cannon } from '@/lib/cards/card';
import type { Edge, TerrainType } from '../core/scenario';
import type { Abilities } from '../abilities/abilities';
import { MARK } from '../abilities/ability-flags';
import { norm } from '../core/geometry';
import type { PlayRules } from '../core/play-rules';
import type { Upgrade } from '../core/upgrades';

/**
 * A game as plain data: everything the rules need, nothing they do not. The simulator mutates one of these in place;
 * the table copies it once per human action. Every change is an event applied by `applyEvent` (./events.ts).
 */

/** A seat at the table, 0 to 5: 001 is written for any number of players (see lib/rules `play.maxPlayers`). */
export type PlayerIndex = number;

export interface Island {
  x: number;
  y: number;
  r: number;
  /** The player whose home island this is, or -1 for a wild island. */
  home: -1 | PlayerIndex;
  /** Treasure ids lying face down on the island. */
  treasure: number[];
  /** Whether each player, by seat, has left their exploration token here (001 "Exploring"). */
  explored: boolean[];
  /** Daniel's seed island, the centre of the layout. */
  seed: boolean;
  /** The fort standing on it, or -1 (001: "A wild island may have only one fort on it at a time"). */
  fort: number;
  /**
   * Crew and equipment ashore (001 "Placing Crew and equipment": put on the home island at the start, or left on a
   * wild island, where any ship may load them; "Docking": a docked ship drops off and boards crew as a free action).
   * Their abilities work only aboard a ship.
   */
  crew: Crew[];
}

export interface Terrain {
  /** A scenario's terrain, or a trade current, which only a game effect places (../terrain/currents.ts). */
  type: TerrainType | 'trade-current';
  x: number;
  y: number;
  r: number;
  /** Reef or Sargasso rating rolled this turn, 0 when none. */
  rating: number;
  /** An iceberg's gold number (it drifts when the turn's roll matches), 0 for other terrain. */
  drift: number;
  /** An iceberg that hit an island moves no more. */
  grounded: boolean;
  /** A smokepot's fog bank: the player who placed it, who removes it as her next turn begins; -1 for the table's terrain. */
  smoke: -1 | PlayerIndex;
  /** A trade current: the player who placed it, to whose ships it is friendly. */
  placedBy?: PlayerIndex;
}

export interface Treasure {
  value: number;
  /** Unique treasure starts at 0 gold and takes no cargo space (001 "Unique treasure"). */
  unique: boolean;
  /**
   * Whether each player has seen its face: whoever explores an island looks at all its coins, a boarding winner at
   * the loser's, and a ship's owner at whatever comes aboard; unloading at home turns a coin face up for both (001
   * "Exploring"). Unique treasure lies face up from the start. One flag per seat: a coin one player looked at is known
   * to her and to no other player.
   */
  seenBy: boolean[];
  /**
   * A unique treasure's printed text, in force on the ship carrying it (../abilities/abilities.ts `currentAbilities`). Set only
   * when the engine applies every sentence of it (../abilities/coverage.ts): a text it reads in part, such as one turned face up
   * once for a single turn, would otherwise apply the part it reads for the whole game.
   */
  text?: string;
  /** A unique treasure's card name, face up for everyone. */
  name?: string;
  /** The cargo spaces a unique treasure takes, where its text says so ("takes up one cargo space", "2 cargo spaces"). */
  cargo?: number;
  /**
   * "Load this treasure face down": aboard face down, its text not in force and its name and text hidden from a
   * player who has not seen it, until her owner turns it face up as its text allows (../treasure/treasure-text.ts).
   */
  faceDown?: true;
}

export interface Crew {
  cardId: string;
  /** The card's name, for decisions and the log (absent in a game stored before crew carried it). */
  name?: string;
  ability: string;
  nation: string;
  /** Whether the crew's ability works aboard (nationality, 001 "Placing Crew"). */
  active: boolean;
  /** Takes no cargo space (Oarsman and crew that say so). */
  free: boolean;
  ransom: boolean;
  points: number;
  /**
   * A piece of equipment rather than a crew: aboard as crew are, taking a cargo space and working only on a ship, but
   * not a crew (001 "Placing Crew and equipment"), so what eliminates "a crew" passes it by (`crewCount`).
   */
  equipment?: true;
  /**
   * Turned face down by a crew that saves it from elimination (`turn-face-down-instead`, ../combat/combat.ts `loseCrew`).
   * Every other crew is face up: see lib/pirates/view.ts.
   */
  faceDown?: true;
  /**
   * Both players know it, ashore: it was face up aboard a ship, or its text placed it face up at the start ("Place this
   * crew face up during setup"). Crew ashore on a home island are otherwise face down (lib/pirates/view.ts).
   */
  known?: true;
}

/**
 * The effects of `kind` in the own text of crew `index` of `s`, where that text works aboard her (her nation's crew,
 * not silenced): how a crew's text about itself is read where it acts, rather than compiled into the ship.
 */
export function crewSays<K extends EffectKind>(s: Pick<Ship, 'crew' | 'silenced' | 'abilities'>, index: number, kind: K): ReturnType<typeof effectsOfKind<K>> {
  const c = s.crew[index];
  return (c.active || s.abilities.marks & MARK.cursed) && c.ability !== '' && s.silenced !== index + 1 ? effectsOfKind(c.ability, kind) : [];
}

/** "This crew cannot leave this ship unless captured or eliminated": dropped off, handed over, possessed or swapped, never. */
export function staysAboard(s: Pick<Ship, 'crew' | 'silenced' | 'abilities'>, index: number): boolean {
  return crewSays(s, index, 'cannot-leave').length > 0;
}

/**
 * The nation she belongs to now: "This ship and any crew aboard her belong to the Cursed nation instead of to their
 * nation" while a treasure saying so is aboard (`MARK.cursed`), her printed nation otherwise. Her crew go with her,
 * so every crew aboard such a ship is of her nation and works there (../abilities/abilities.ts `currentAbilities`).
 */
export function nationOf(s: Pick<Ship, 'nation' | 'abilities'>): string {
  return s.abilities.marks & MARK.cursed ? 'Cursed' : s.nation;
}

/** Whether a crew of `nation` aboard her is of her nation: every crew is, aboard a ship made Cursed with her crew. */
export function ofHerNation(nation: string, s: Pick<Ship, 'nation' | 'abilities'>): boolean {
  return (s.abilities.marks & MARK.cursed) !== 0 || sameNation(nation, s.nation);
}

/**
 * The first treasure aboard her whose own text says `kind` (with `faceDown`, only one lying face down), or undefined:
 * how a treasure's one-time text that waits for its moment (Relics, Cross of Coronado, Explosives, Mines) is found.
 */
export function carrying(state: Pick<GameState, 'treasures'>, s: Pick<Ship, 'treasure'>, kind: EffectKind, faceDown = false): number | undefined {
  return s.treasure.find((id) => {
    const t = state.treasures[id];
    return (!faceDown || t.faceDown === true) && t.text !== undefined && effectsOfKind(t.text, kind).length > 0;
  });
}

/**
 * Whether treasure `id` lies face up for everyone: a unique treasure a ship has taken (001 "Exploring": "Place it face
 * up"), unless it was loaded face down. On its island it lies face down among the coins (001 "Placing Treasure").
 */
export function faceUpToAll(state: Pick<GameState, 'treasures' | 'islands'>, id: number): boolean {
  const t = state.treasures[id];
  return t.unique && !t.faceDown && !state.islands.some((isl) => isl.treasure.includes(id));
}

/** The crew proper aboard her, equipment left out: what "a crew" and "her crew" count in the rules. */
export function crewCount(s: Pick<Ship, 'crew'>): number {
  let n = 0;
  for (const c of s.crew) if (!c.equipment) n++;
  return n;
}

export interface Ship {
  id: number;
  cardId: string;
  name: string;
  nation: string;
  owner: PlayerIndex;
  /** Who built her: towed ships change fleets and go back after the game. */
  builtBy: PlayerIndex;
  points: number;
  seaCreature: boolean;
  /** Bow position and heading; a sea creature's position is the centre of its base. */
  x: number;
  y: number;
  heading: number;
  length: number;
  radius: number;
  /** Printed cannons, bow to stern; `up[i]` is whether mast i stands. */
  cannons: Cannon[];
  up: boolean[];
  masts: number;
  /** Printed base move as legs of S and L. */
  legs: ('S' | 'L')[];
  cargo: number;
  /** Her own ability text; with her crew's it makes `abilities` (see ../abilities/abilities.ts `currentAbilities`). */
  text: string;
  crew: Crew[];
  treasure: number[];
  /** Economy Edition: resource tokens aboard, by resource index (./economy.ts); empty under other rulesets. */
  goods: number[];
  /** Economy Edition: island upgrade tokens aboard, each filling a cargo space. */
  tokens: Upgrade[];
  abilities: Abilities;
  docked: number;
  /**
   * The ship that holds this one in a pin, -1 when free (001: the rammer is pinned, held by the ship she rammed;
   * Daniel's rules: the rammed ship, held by the rammer). `pinning` is a ship this one holds, -1 when none: she may
   * hold several, each naming her in `pinnedBy`.
   */
  pinnedBy: number;
  pinning: number;
  towing: number;
  towedBy: number;
  lost: boolean;
  tangled: boolean;
  wrecked: boolean;
  sunk: boolean;
  /** In play: Daniel's shipyard keeps ships back until they are bought. */
  inPlay: boolean;
  /** Turn on which a successful scuttle roll sinks her, 0 when none. */
  scuttleOn: number;
  /** Non-free actions given this turn, and the kinds (bit per action kind). */
  actions: number;
  actionKinds: number;
  /** Once-per-turn abilities used this turn (bit per ability). */
  usedOnce: number;
  /** Hits absorbed this turn by "ignores the first hit". */
  ignoredHit: boolean;
  /** Catamaran: secondary hulls left, each taking a hit in a mast's place (../combat/combat.ts `damage`). */
  hulls: number;
  /** Extra actions granted this turn by abilities (0, 1). */
  extraActions: number;
  /** How many of those may only repeat the action she was given first ("the same action twice"). */
  repeatActions: number;
  /** Shot at this turn by another ship (for "previously shot at"). */
  shotAtBy: number;
  /** Turn this ship became pinned, for "on the turn this ship is pinned". */
  pinnedOnTurn: number;
  /** Wild island she docked at this turn, for "begins one of your turns docked" exploring. */
  dockedOnTurn: number;
  /** Must leave an enemy home island next turn. */
  mustLeave: boolean;
  /** Ghost Ship: ghostly from her first action of a turn until her owner's next turn begins. */
  ghostly: boolean;
  /** Hit by a chainshot: 1 until her owner's next turn begins, 2 during that turn (she cannot move), then 0. */
  chained: number;
  /** Turns of hers still to come in which she may be given no action (a treasure's "the turn after loading it"). */
  idled: number;
  /** This turn is one of them. */
  idleNow: boolean;
  /** Cannons made of treasure ("It becomes a 3S cannon that can be eliminated only when the ship sinks"), on no mast. */
  forged: { rank: number; range: 'S' | 'L' }[];
  /** Hit by a stinkpot: the same count, her crew's abilities off while it is 2. */
  stunk: number;
  /** Fear rolled a 5 against her: none of her or her crew's abilities work until the turn ends. */
  unnerved: boolean;
  /** A kraken's roll this turn ("no crew abilities can be used this turn"): her crew's abilities are off until it ends. */
  hushed?: boolean;
  /**
   * A crew or ship text a silencer ("one crew or ship within S of this ship cannot use its ability that turn") has
   * turned off until the turn ends: -1 none, 0 her own text, k the text of her crew k - 1.
   */
  silenced: number;
  /** The free move she has earned this turn by loading or unloading treasure ("may move S after loading"), or null. */
  freeMove: 'S' | 'L' | null;
  /**
   * What a face-down treasure turned face up gave her for the rest of this turn (../treasure/treasure-text.ts `revealBoost`):
   * a leg added to her base move, a bonus to her cannon rolls, and extra shoot and move actions.
   */
  boostLeg: 'S' | 'L' | null;
  boostCannon: number;
  boostShots: number;
  boostMoves: number;
  /** The ships she shoots at this turn lose their own and their crew's abilities for the rest of it. */
  boostSilences: boolean;
  /** Fear rolled a 6 against her: counted like `chained`, her base move S while it is 2. */
  slowed: number;
  /** Submarine: under water, from her choice as one of her turns began until she surfaces as another begins. */
  submerged: boolean;
  /** `fire[i]`: mast i is a fire mast, felled and burning (../combat/fire.ts). */
  fire: boolean[];
  /** The faces (bit 1 << face) on which her fires go out and spread, from the firepot that set them. */
  fireOut: number;
  fireSpread: number;
}

/**
 * A fort (001 and Crimson Coast "Forts"): bought with the fleet, built during play on a wild island, given only shoot
 * actions, losing a flag per hit until it is abandoned, destroyed by a hit after that.
 */
export interface Fort {
  id: number;
  cardId: string;
  name: string;
  nation: string;
  owner: PlayerIndex;
  /** Its gold point cost: paid from home to build it, and the least gold it must keep inside. */
  cost: number;
  /** Printed flags, each a cannon; `up[i]` is whether flag i stands. */
  cannons: Cannon[];
  up: boolean[];
  flags: number;
  /** The wild island it stands on; -1 before it is built and once it is destroyed. */
  island: number;
  destroyed: boolean;
  /** Treasure ids inside: they count for its owner. */
  treasure: number[];
  /** Shoot actions given this turn. */
  actions: number;
  /** Its own printed text, compiled by the same records as a ship's (../abilities/effect-kinds.ts). */
  abilities: Abilities;
  /** Hits it still shrugs off this turn (`hitShield`), and the turn they were rolled for (0: never). */
  shield: number;
  shieldTurn: number;
}

export interface Player {
  /** Treasure ids unloaded at home (and inside forts): what wins. */
  home: number[];
  /** Daniel: coins spent in the shipyard, face up and out of the stash; they still score their value. */
  spent: number[];
  /** Daniel: crew waiting in the shipyard to be hired onto a ship. */
  yardCrew: Crew[];
  /** Second actions any one ship of hers may take this turn ("any ship in your fleet may be given two actions"). */
  extraActions: number;
  /** She resigned: her ships left play, and the gold at her home still ranks (DESIGN.md "Matches"). */
  left?: true;
}

export interface GameState {
  rules: PlayRules;
  area: { width: number; height: number };
  edge: Edge;
  islands: Island[];
  terrain: Terrain[];
  ships: Ship[];
  forts: Fort[];
  treasures: Treasure[];
  /** One per seat, two to six. */
  players: Player[];
  /** The turn order (001 "Setup": highest roll first, "followed by the next highest-rolling player, and so on"). */
  order: PlayerIndex[];
  /** The player who rolled highest and went first: `order[0]`. */
  first: PlayerIndex;
  active: PlayerIndex;
  /** Rounds started, counting from 1; a round is one turn of each player. */
  turn: number;
  maxTurns: number;
  /** Gold on the wild islands at the start, for "more than half" and "all gold unloaded". */
  startingGold: number;
  over: boolean;
  /** -1 for a draw. */
  winner: -1 | PlayerIndex;
  endReason: '' | 'all-gold-home' | 'one-fleet-left' | 'half-fleets-out' | 'no-fleet-left' | 'half-the-gold' | 'wild-islands-empty' | 'turn-cap' | 'no-progress' | 'resigned' | 'draw-agreed' | 'fleet-elimination' | 'trade-monopoly';
  /**
   * Whether any shot has been fired yet, by a ship or a fort. The simulator reports in how many games one did: a crew or a gun
   * that acts only in a fight changes nothing in a game without one, and a player reading a matchup should know.
   */
  fired: boolean;
  /** Economy Edition's market, purses, resources and towns (./economy.ts); null under every other ruleset. */
  economy: Economy | null;
}

/**
 * Economy Edition (003): a settlement or colony on a wild island ("towns" in 003's "Settlement"); the rules reading it
 * are in ./economy.ts and ../economy/. `ready` is false from the turn its token is
 * unloaded until its owner's next turn begins ("On the next turn, the island is upgraded"); a colony founded on a
 * standing settlement waits in `next` meanwhile, the settlement holding the island until then. `hits` counts toward
 * the three that raze a settlement or trading port, and takes a military port's flags (../economy/towns.ts).
 * `blockadedBy` is the ship holding a trading port under blockade, or -1. `fired`: the round a military port last
 * fired its guns, 0 never (a fort fires once a turn).
 */
export interface Town {
  owner: PlayerIndex;
  kind: Upgrade;
  ready: boolean;
  next?: Upgrade;
  hits: number;
  blockadedBy: number;
  fired: number;
}

export interface Economy {
  /** The market row, the d6 last rolled (003's chart), 0 before the first roll. */
  row: number;
  /** The last round the current prices hold: the round they were rolled in plus the d20, less one. */
  until: number;
  /** Every market roll, oldest first, for the table to show. */
  history: { round: number; row: number; rounds: number }[];
  /**
   * Each player's gold at home that is not a coin lying there: the build points she did not spend, plus what she sold
   * resources for, less upkeep and purchases. Her gold is this and the coins at her home (`economyGold`).
   */
  gold: number[];
  /** Each player's resources at home, by resource index. */
  stock: number[][];
  /** The town on each island, by island index, or null. */
  towns: (Town | null)[];
  /** What each island produces, by island index: 0 until its first explore, else the resource number 1 to 6. */
  produces: number[];
  /**
   * Each player's generic crew, one of each card her fleet was built with: 003 "Errata": "Generic crew may be used as
   * many times as you can afford", so these may be bought again during play (../economy/crew.ts).
   */
  roster: Crew[][];
}

export const isDerelict = (s: Ship): boolean => s.masts === 0 && !s.seaCreature;

/**
 * Whose turn follows `p`'s: the next player in the turn order (001 "Setup": the highest roll first, "followed by the
 * next highest-rolling player, and so on"), passing over a player who has resigned or has nothing left in play, since
 * a turn with no piece to give an action to is no turn. `p` herself when nobody else is left.
 */
export function nextPlayer(state: GameState, p: PlayerIndex): PlayerIndex {
  const order = state.order;
  const at = order.indexOf(p);
  for (let k = 1; k < order.length; k++) {
    const q = order[(at + k) % order.length];
    if (stillPlaying(state, q)) return q;
  }
  return p;
}

/**
 * Whether `p` still has a turn to take: she has not resigned, and a ship of hers is in play or waits in Daniel's
 * shipyard, or a fort of hers stands.
 */
export function stillPlaying(state: GameState, p: PlayerIndex): boolean {
  if (state.players[p].left) return false;
  for (const s of state.ships) if (s.owner === p && !s.sunk && (s.inPlay || state.rules.shipyard)) return true;
  for (const f of state.forts) if (f.owner === p && f.island >= 0) return true;
  return false;
}

/** One flag per seat, each `value`: a coin every player has seen, an island no player has explored. */
export const perSeat = (state: Pick<GameState, 'players'>, value: boolean): boolean[] => state.players.map(() => value);

/**
 * Whether `s` lies docked at the home island of `p` (her owner's unless said). A ship at sea is never read as
 * `islands[-1]`: V8 looks a negative index up as a named property, through the prototype chain, on every such read,
 * and the policies ask this of every ship every turn.
 */
export function dockedAtHome(state: GameState, s: Ship, p: PlayerIndex = s.owner): boolean {
  return s.docked >= 0 && state.islands[s.docked].home === p;
}

/** Cargo spaces a ship has free for treasure: her cargo less the crew that take space. */
export function freeCargo(state: GameState, s: Ship): number {
  let used = 0;
  for (const c of s.crew) if (!c.free) used++;
  for (const t of s.treasure) used += state.treasures[t].unique ? (state.treasures[t].cargo ?? 0) : 1;
  // 003: a resource token "fills one cargo space", and so does an upgrade's token.
  const goods = s.goods;
  for (let k = 0; k < goods.length; k++) used += goods[k];
  used += s.tokens.length;
  return s.cargo + (crewCount(s) === 0 ? s.abilities.cargoIfNoCrew : 0) - used;
}

export function goldAboard(state: GameState, s: Ship): number {
  let gold = 0;
  for (const t of s.treasure) gold += state.treasures[t].value;
  return gold;
}

/** Gold unloaded at home and not spent: what wins under 001, and Daniel's purse. */
export function homeGold(state: GameState, p: PlayerIndex): number {
  let gold = 0;
  for (const t of state.players[p].home) gold += state.treasures[t].value;
  return gold;
}

/** Gold a player has brought home, spent or not, and the gold inside her forts, which counts as home gold does. */
export function goldCollected(state: GameState, p: PlayerIndex): number {
  let gold = homeGold(state, p);
  for (const t of state.players[p].spent) gold += state.treasures[t].value;
  for (const f of state.forts) if (f.owner === p && f.island >= 0) for (const t of f.treasure) gold += state.treasures[t].value;
  return gold;
}

/** The fort of `p` standing on the island a ship is docked at, or null: where she unloads and repairs. */
export function ownFortAt(state: GameState, island: number, p: PlayerIndex): Fort | null {
  const f = island >= 0 ? state.islands[island].fort : -1;
  return f >= 0 && state.forts[f].owner === p ? state.forts[f] : null;
}

/** Where a face-down treasure a ship may look at lies: aboard a ship in play, or on an island; null anywhere else. */
export function lookPlace(state: GameState, id: number): { ship: number } | { island: number } | null {
  if (!state.treasures[id]) return null;
  for (const s of state.ships) if (s.inPlay && !s.sunk && s.treasure.includes(id)) return { ship: s.id };
  const island = state.islands.findIndex((i) => i.treasure.includes(id));
  return island >= 0 ? { island } : null;
}

/** The fog bank a lost ship lies in. */
export function lostIn(state: GameState, s: Ship): Terrain | undefined {
  return state.terrain.find((t) => t.type === 'fog-bank' && norm(t.x - s.x, t.y - s.y) <= t.r + s.length);
}
