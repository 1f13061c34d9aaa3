import type { GameState, PlayerIndex, Ship } from './state';

export { UPGRADE_PRICE, UPGRADES, type Upgrade } from '../core/upgrades';
// The market's and towns' shapes live in ./state.ts beside the state holding them, so the two files import no circle.
export type { Economy, Town } from './state';

/**
 * Economy Edition v1.1 (003_36e5631f4a340601.txt) as plain data: the market, each player's gold and resources at
 * home, and what island upgrades and resource tokens are where. `GameState.economy` is null under every other
 * ruleset, so nothing here costs the other games anything. The rules that change it are in ../economy/.
 */

/** 003 "Resources": "match the result to the number of the corresponding resource"; index k is resource k + 1. */
export const RESOURCES = ['lumber', 'textiles', 'metals', 'fish', 'spices', 'luxuries'] as const;

/**
 * 003: "A ship cannot carry more than 4 of a resource type at a time", and an explore loads "up to 4 tokens of that
 * resource onto this ship up to its cargo limit".
 */
export const MAX_OF_A_RESOURCE = 4;

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
