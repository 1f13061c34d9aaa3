import type { Upgrade } from '../core/upgrades';
import type { Crew, GameState, PlayerIndex, Ship } from './state';

export { UPGRADE_PRICE, UPGRADES, type Upgrade } from '../core/upgrades';

/**
 * Economy Edition v1.1 (003_36e5631f4a340601.txt) as plain data: the market, each player's gold and resources at
 * home, and what island upgrades and resource tokens are where. `GameState.economy` is null under every other
 * ruleset, so nothing here costs the other games anything. The rules that change it are in ../economy/.
 */

/** 003 "Resources": "match the result to the number of the corresponding resource"; index k is resource k + 1. */
export const RESOURCES = ['lumber', 'textiles', 'metals', 'fish', 'spices', 'luxuries'] as const;
export type Resource = (typeof RESOURCES)[number];

/**
 * 003: "A ship cannot carry more than 4 of a resource type at a time", and an explore loads "up to 4 tokens of that
 * resource onto this ship up to its cargo limit".
 */
export const MAX_OF_A_RESOURCE = 4;

/**
 * A settlement or colony on a wild island ("towns" in 003's "Settlement"). `ready` is false from the turn its token is
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

/**
 * 003's market chart: under the row rolled, resource `resource` (1 to 6) is worth ((resource − row) mod 6) + 1 gold.
 * Row 1 reads 1 to 6 down the resources; each row after it moves every value one place down, the last wrapping round.
 */
export function price(row: number, resource: number): number {
  return ((((resource - row) % 6) + 6) % 6) + 1;
}

/** Tokens aboard her, every resource together. */
export function goodsAboard(s: Pick<Ship, 'goods'>): number {
  let n = 0;
  for (const g of s.goods) n += g;
  return n;
}

/** Gold a player may spend and that scores at the time limit (003: "the most gold coins (not resources)"). */
export function economyGold(state: GameState, p: PlayerIndex): number {
  if (!state.economy) return 0;
  let gold = state.economy.gold[p];
  for (const t of state.players[p].home) gold += state.treasures[t].value;
  return gold;
}

/**
 * Whether `island` holds a ready military port of `p`'s: 003 "Military Port": "Allows a player to repair ships docked
 * at this island as if it were a home island", and crew are bought there (../economy/crew.ts).
 */
export function militaryPortAt(state: GameState, island: number, p: PlayerIndex): boolean {
  const town = island >= 0 ? state.economy?.towns[island] : null;
  return !!town && town.ready && town.kind === 'military-port' && town.owner === p;
}

/** A new player's empty resource row. */
export const noGoods = (): number[] => RESOURCES.map(() => 0);
