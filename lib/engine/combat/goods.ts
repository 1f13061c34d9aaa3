import { emit, type Game } from '../state/play';
import { MAX_OF_A_RESOURCE, price } from '../state/economy';
import { freeCargo, type GameState, type PlayerIndex, type Ship } from '../state/state';

/**
 * Economy Edition's resource tokens changing hands by force (003 "Boarding": "the winning ship may, in addition to
 * taking gold or killing crew, take up to three resources, of any type, up to their maximum cargo space"; "Raiding"),
 * here beside the boarding party that takes them (./combat.ts `board`), and lost or loaded as cargo where a text
 * eliminates one cargo or loads another ship's treasure (003 "Resources": "Resources count as cargo, and abilities
 * that affect treasure coins also affect resources").
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

/** Whether she carries resource tokens (only ever under Economy Edition). */
export const hasGoods = (state: GameState, s: Ship): boolean => state.economy !== null && s.goods.some((g) => g > 0);

/** Her most valuable resource token at the market's price, eliminated. */
export function loseGood(game: Game, s: Ship): void {
  const row = game.state.economy!.row || 1;
  let best = 0;
  for (let r = 1; r <= s.goods.length; r++) if (s.goods[r - 1] > 0 && (best === 0 || price(row, r) > price(row, best))) best = r;
  emit(game, { type: 'goods-moved', resource: best, count: 1, from: { ship: s.id }, to: { lost: true } });
}
