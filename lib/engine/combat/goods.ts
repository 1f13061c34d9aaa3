import { emit, type Game } from '../state/play';
import { MAX_OF_A_RESOURCE, price } from '../state/economy';
import { freeCargo, type PlayerIndex, type Ship } from '../state/state';

/**
 * Economy Edition's resource tokens changing hands by force (003 "Boarding": "the winning ship may, in addition to
 * taking gold or killing crew, take up to three resources, of any type, up to their maximum cargo space"; "Raiding"),
 * here beside the boarding party that takes them (./combat.ts `board`).
 *
 * The winner takes them after her treasure or crew, so the coin 001 gives her has the first claim on her hold; which
 * tokens is the engine's pick (no decision is put to her): the most valuable at the market's price, since a token's
 * only worth is what it sells for.
 */
export const BOARDING_GOODS = 3;

/**
 * Up to `max` tokens from `have` (the resources at `from`) aboard her, within her cargo and 4 of a resource, the most
 * valuable at the market's price first (before the first market roll, row 1's prices).
 */
export function takeGoods(game: Game, s: Ship, from: { home: PlayerIndex } | { ship: number }, have: readonly number[], max: number): void {
  const state = game.state;
  const row = state.economy!.row || 1;
  const order = have.map((_, k) => k + 1).sort((a, b) => price(row, b) - price(row, a));
  let left = Math.min(max, freeCargo(state, s));
  for (const resource of order) {
    const count = Math.min(left, have[resource - 1], MAX_OF_A_RESOURCE - s.goods[resource - 1]);
    if (count <= 0) continue;
    emit(game, { type: 'goods-moved', resource, count, from, to: { ship: s.id } });
    left -= count;
  }
}
