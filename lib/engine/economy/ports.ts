import { noAbilities } from '../abilities/abilities';
import { fortGuns, fortHits } from '../combat/forts';
import { rollShots } from '../combat/shoot';
import { effectsOfKind } from '@/lib/cards/abilities/parse';
import { emit, type Game } from '../state/play';
import { price, RESOURCES } from '../state/economy';
import type { Fort, GameState, Ship } from '../state/state';

/**
 * Economy Edition's colonies (003 "Colony", "Blockading"). A trading port "allows a player to trade any two
 * resources for one other resource, of any type. An opposing player's ship may also dock at your trading port to
 * trade commodities, but they must pay one resource to the owner in addition to the two resources being traded.
 * Ships with the parley keyword do not have to pay this fee. A trading port can be blockaded by any ship." A
 * military port "cannot be blockaded, and acts as a four flag fort with 3S cannons".
 *
 * Choices where 003 is silent, and why:
 * - Trading is a free action of a ship docked at a ready trading port not under blockade, as often as she likes: a
 *   market is not an action, and each trade costs her a token. The two tokens given may be of one resource or two;
 *   the one received is of a resource other than both ("one other resource").
 * - The visitor's fee is a third token of hers, paid as she trades and put in the owner's stock at home (ports keep
 *   no stock: ./towns.ts). She names it, or the engine pays the resource she has most of after the trade, the
 *   cheapest at the market's price among equals.
 * - Parley: the keyword printed on her card or on a crew whose ability works aboard (lib/cards/keywords.ts `parley`).
 * - A blockade is a free declaration by a ship of another player docked at a ready trading port, and holds while she
 *   lies docked there (it ends as she leaves, sinks or changes fleets: ../state/economy-events.ts). While it holds no
 *   one trades there, the owner's ships load nothing there and the blockader's load there as the owner's would
 *   (./resources.ts `mayLoadAt`). "Take resources up to their cargo limit or remove them from the game": the island is
 *   an endless source, so taking is loading it; with no stock to remove, keeping the owner from it is the removal.
 * - The military port's guns: four flags of 3S cannons, fired by its owner as a fort's (one shoot action a turn, from
 *   the island's middle, along lines only fog banks block, ../combat/forts.ts). Each hit on the port takes a flag
 *   (./towns.ts), and while it has none it cannot fire. It cannot hold gold (003), and its hits on a ship are a fort's.
 */

export const PORT_FLAGS = 4;
const PORT_TEXT = noAbilities();

/** The military port on `island` as the fort it acts as: four 3S flags, less those its hits have taken. */
export function portFort(state: GameState, island: number): Fort {
  const town = state.economy!.towns[island]!;
  const flags = Math.max(0, PORT_FLAGS - town.hits);
  return {
    id: -1,
    cardId: '',
    name: 'military port',
    nation: '',
    owner: town.owner,
    cost: 0,
    cannons: Array.from({ length: PORT_FLAGS }, () => ({ rank: 3, range: 'S' as const })),
    up: Array.from({ length: PORT_FLAGS }, (_, i) => i < flags),
    flags,
    island,
    destroyed: false,
    treasure: [],
    actions: 0,
    abilities: PORT_TEXT,
    shield: 0,
    shieldTurn: 0,
  };
}

export function portShoot(game: Game, island: number, t: Ship): void {
  const f = portFort(game.state, island);
  const guns = fortGuns(game.state, f, t, []);
  const { rolls, hits, high } = rollShots({ id: -1, abilities: PORT_TEXT, usedOnce: 0 }, guns, 0, game.dice, false, 0, (e) => emit(game, e), t.abilities.mastsNeedRoll);
  emit(game, { type: 'port-shot', island, target: t.id, rolls, hits });
  fortHits(game, PORT_TEXT, f.owner, t, hits, high);
}

/** 003: "Ships with the parley keyword": on her card, or on a crew whose ability works aboard her. */
export function hasParley(s: Ship): boolean {
  const parley = (text: string) => effectsOfKind(text, 'keyword').some(({ effect }) => effect.keyword === 'parley');
  return parley(s.text) || s.crew.some((c, i) => c.active && s.silenced !== i + 1 && parley(c.ability));
}

/** Whether she owes the port's owner a token to trade there. */
export function owesFee(state: GameState, s: Ship): boolean {
  return state.economy!.towns[s.docked]!.owner !== s.owner && !hasParley(s);
}

/** The token she pays when she names none: the resource she has most of after giving `give`, the cheapest among equals. */
export function autoFee(state: GameState, s: Ship, give: readonly number[]): number {
  const left = [...s.goods];
  for (const r of give) left[r - 1]--;
  const row = state.economy!.row || 1;
  let best = 0;
  for (let r = 1; r <= RESOURCES.length; r++) {
    if (left[r - 1] <= 0) continue;
    if (best === 0 || left[r - 1] > left[best - 1] || (left[r - 1] === left[best - 1] && price(row, r) < price(row, best))) best = r;
  }
  return best;
}

export function barter(game: Game, s: Ship, give: [number, number], get: number, fee: number | undefined): void {
  const state = game.state;
  const paid = owesFee(state, s) ? (fee ?? autoFee(state, s, give)) : 0;
  emit(game, { type: 'bartered', ship: s.id, island: s.docked, give, get, fee: paid });
}

export function blockade(game: Game, s: Ship): void {
  emit(game, { type: 'blockaded', island: s.docked, ship: s.id });
}
