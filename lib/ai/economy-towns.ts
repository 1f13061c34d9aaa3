import { checkAction, type Game } from '@/lib/engine/game';
import { hitFaces } from '@/lib/engine/combat/odds';
import { boardingMasts, gunsOnTown, hitsToRaze } from '@/lib/engine/economy/towns';
import { owesFee } from '@/lib/engine/economy/ports';
import { economyGold, MAX_OF_A_RESOURCE, price, RESOURCES, type Town, UPGRADE_PRICE } from '@/lib/engine/state/economy';
import { crewCount, dockedAtHome, freeCargo, type GameState, isDerelict, type PlayerIndex, type Ship } from '@/lib/engine/state/state';
import { tryAction } from './act';
import { MARGIN, MEAN_PRICE, roundsLeft, rollsToCome, tokenWorth, turnsTo } from './economy-market';
import { home } from './seat';

/**
 * The computer player's towns and ports under Economy Edition (003 "Settlement", "Colony", "Boarding", "Razing",
 * "Blockading", "Errata"), beside the voyages of ./economy.ts:
 *
 * - Military ports fire every turn at the enemy in reach carrying most resources, else the one with fewest masts
 *   (`portsFire`), as ./forts.ts fires forts.
 * - An enemy town is attacked when that pays (`attackTown`): boarded where she lies docked when the boarding roll is
 *   likelier won than lost by a margin (a lost roll against a colony gives the enemy the ship, so it must be far
 *   likelier), shot where her guns reach it when her expected hits bring it near razing or the island is one the seat
 *   wants (its resource sells high, or it keeps the seat from a trade monopoly). A ship with nothing better to do
 *   sails for such a town (`raidTarget`).
 * - An enemy trading port is blockaded by any ship of the seat docked there (a free declaration): it stops the
 *   owner's trade and production and lets her load there (./economy.ts counts such an island as a voyage).
 * - A colony is bought for a standing settlement when it pays within the rounds left (`colonyFor`): a military port
 *   where an enemy has explored the island or lies near it (it shoots, and holds the island), else a trading port
 *   where the island's resource is cheap enough that two of it barter for more than they sell for.
 * - Barter at a trading port (hers, or an enemy's paying the fee) whenever two tokens are worth less than one of
 *   another (`barterWhatPays`), each token valued as ./economy.ts values stock: its price now, or what holding it for
 *   later rolls is worth.
 * - Generic crew lost with a ship or a boarding are bought again (`buyCrewBack`) when the gold pays for them
 *   beyond the upkeep owed.
 */

/**
 * Whether the seat plays its towns and ports as above: off, it plays as it did before (voyages, settlements, sales and
 * upkeep only), the yardstick `npm run sim:economy -- --against voyages` measures this play against.
 */
export const townPlay = { on: true };

/** The chance that `s` wins a boarding roll against `town` (003: d6 + masts each; ties do nothing): no reroll counted. */
export function boardOdds(s: Ship, town: Town): number {
  let bonus = 0;
  for (const b of s.abilities.boardingBonuses) if (!b.against && !b.opponents) bonus += b.perCrew ? b.amount * crewCount(s) : b.amount;
  const edge = s.masts + bonus - boardingMasts(town);
  let won = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + edge > b) won++;
  return won / 36;
}

/** The chance she loses it outright. */
function loseOdds(s: Ship, town: Town): number {
  let bonus = 0;
  for (const b of s.abilities.boardingBonuses) if (!b.against && !b.opponents) bonus += b.perCrew ? b.amount * crewCount(s) : b.amount;
  const edge = s.masts + bonus - boardingMasts(town);
  let lost = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + edge < b) lost++;
  return lost / 36;
}

/** Hits `s` expects from one shot at the town on `island`, or 0 when no gun reaches it. */
export function townHits(state: GameState, s: Ship, island: number): number {
  let bonus = 0;
  for (const b of s.abilities.cannonBonuses) if (!b.against && (b.condition !== 'captain' || s.abilities.hasCaptain)) bonus += b.amount;
  let hits = 0;
  for (const g of gunsOnTown(state, s, island, [])) hits += hitFaces(g.rank, bonus) / 6;
  return hits;
}

/**
 * Whether the seat wants the island under an enemy town: its resource sells (or is held) for 5 or more, or the
 * seat holds a town on every other wild island, so this one keeps it from a trade monopoly.
 */
export function wanted(state: GameState, p: PlayerIndex, island: number): boolean {
  const eco = state.economy!;
  const r = eco.produces[island];
  if (r > 0 && tokenWorth(state, r) >= 5) return true;
  for (let i = 0; i < state.islands.length; i++) {
    const isl = state.islands[i];
    if (i === island || isl.home !== -1 || isl.fort >= 0) continue;
    if (eco.towns[i]?.owner !== p) return false;
  }
  return true;
}

/** Board a settlement won more often than lost by this much; a colony, whose win keeps the ship, this likely. */
const BOARD_EDGE = 0.15;
const COLONY_ODDS = 0.7;

/** Whether boarding the enemy town where she lies docked pays. */
function boardPays(state: GameState, s: Ship): boolean {
  const town = state.economy!.towns[s.docked];
  if (!town || town.owner === s.owner) return false;
  if (town.kind === 'settlement') return boardOdds(s, town) - loseOdds(s, town) >= BOARD_EDGE;
  return boardOdds(s, town) >= COLONY_ODDS;
}

/** Whether a shot at the enemy town on `island` pays: it brings the town near razing, or the island is wanted. */
function shotPays(state: GameState, s: Ship, island: number): boolean {
  const town = state.economy!.towns[island];
  if (!town || town.owner === s.owner) return false;
  const hits = townHits(state, s, island);
  if (hits <= 0) return false;
  return town.hits + hits >= hitsToRaze(town) - 1 || (hits >= 0.5 && wanted(state, s.owner, island));
}

/** An empty-holded ship attacks an enemy town: boards the one she lies at, or shoots one her guns reach. Whether she acted. */
export function attackTown(game: Game, s: Ship): boolean {
  const state = game.state;
  const eco = state.economy!;
  if (s.seaCreature || isDerelict(s) || s.tokens.length) return false;
  if (s.docked >= 0 && boardPays(state, s) && tryAction(game, s.owner, { type: 'board-town', ship: s.id })) return true;
  let best = -1;
  let most = 0;
  for (let i = 0; i < eco.towns.length; i++) {
    if (!shotPays(state, s, i)) continue;
    const hits = townHits(state, s, i);
    if (hits > most) {
      most = hits;
      best = i;
    }
  }
  return best >= 0 && tryAction(game, s.owner, { type: 'shoot-town', ship: s.id, island: best });
}

/**
 * An enemy town worth sailing to for a ship free to fight: a settlement she would likely capture by boarding or a
 * town on an island the seat wants that her guns could raze, nearest first; -1 when none (or no time to reach it).
 */
export function raidTarget(state: GameState, s: Ship): number {
  const eco = state.economy!;
  if (s.seaCreature || !s.cannons.length || s.tokens.length || isDerelict(s)) return -1;
  let best = -1;
  let nearest = Infinity;
  for (let i = 0; i < eco.towns.length; i++) {
    const town = eco.towns[i];
    if (!town || town.owner === s.owner || !wanted(state, s.owner, i)) continue;
    const board = town.kind === 'settlement' ? boardOdds(s, town) - loseOdds(s, town) >= BOARD_EDGE : boardOdds(s, town) >= COLONY_ODDS;
    if (!board && s.cannons.length < 2) continue;
    const turns = turnsTo(state, s, i);
    if (turns + 2 > roundsLeft(state) || turns >= nearest) continue;
    nearest = turns;
    best = i;
  }
  return best;
}

/** Each military port of the seat fires, once a turn, at the enemy in reach carrying most resources, else the one nearest sinking. */
export function portsFire(game: Game, p: PlayerIndex): void {
  const state = game.state;
  const eco = state.economy;
  if (!eco) return;
  for (let island = 0; island < eco.towns.length; island++) {
    const town = eco.towns[island];
    if (town?.owner !== p || town.kind !== 'military-port' || state.over) continue;
    let best = -1;
    let bestWorth = -Infinity;
    for (const t of state.ships) {
      if (t.owner === p || t.sunk || !t.inPlay) continue;
      if (checkAction(state, p, { type: 'port-shoot', island, target: t.id })) continue;
      let goods = 0;
      for (const g of t.goods) goods += g;
      const worth = goods * 10 - t.masts;
      if (worth > bestWorth) {
        bestWorth = worth;
        best = t.id;
      }
    }
    if (best >= 0) tryAction(game, p, { type: 'port-shoot', island, target: best });
  }
}

/** Declares a blockade where she lies docked at an enemy trading port (free): trade and production there are the seat's. */
export function blockadeHere(game: Game, s: Ship): boolean {
  const town = s.docked >= 0 ? game.state.economy!.towns[s.docked] : null;
  if (!town || town.owner === s.owner || town.kind !== 'trading-port' || town.blockadedBy >= 0) return false;
  return tryAction(game, s.owner, { type: 'blockade', ship: s.id });
}

/**
 * Barters at the trading port where she lies docked while it pays: the two tokens aboard worth least for the one
 * worth most that she has room for, when it is worth more than the two (and the fee, at an enemy's port).
 */
export function barterWhatPays(game: Game, s: Ship): number {
  const state = game.state;
  const eco = state.economy!;
  const town = s.docked >= 0 ? eco.towns[s.docked] : null;
  if (!town || town.kind !== 'trading-port' || !town.ready || town.blockadedBy >= 0) return 0;
  let done = 0;
  for (let guard = 0; guard < 12; guard++) {
    const fee = owesFee(state, s);
    const aboard: number[] = [];
    for (let k = 0; k < RESOURCES.length; k++) for (let n = 0; n < s.goods[k]; n++) aboard.push(k + 1);
    if (aboard.length < (fee ? 3 : 2)) return done;
    aboard.sort((a, b) => tokenWorth(state, a) - tokenWorth(state, b));
    const give: [number, number] = [aboard[0], aboard[1]];
    let get = 0;
    for (let r = 1; r <= RESOURCES.length; r++) {
      if (give.includes(r) || s.goods[r - 1] >= MAX_OF_A_RESOURCE) continue;
      if (!get || tokenWorth(state, r) > tokenWorth(state, get)) get = r;
    }
    if (!get) return done;
    const paid = fee ? aboard[2] : 0;
    const cost = tokenWorth(state, give[0]) + tokenWorth(state, give[1]) + (paid ? tokenWorth(state, paid) : 0);
    if (tokenWorth(state, get) <= cost) return done;
    if (!tryAction(game, s.owner, { type: 'barter', ship: s.id, give, get, ...(paid ? { fee: paid } : {}) })) return done;
    done++;
  }
  return done;
}

/** The rounds a colony must still have to pay for itself. */
const COLONY_ROUNDS = 8;

/**
 * The colony worth buying for the seat's standing settlement on `island`, or null: a military port where an enemy
 * explored the island or has a ship near it (its guns hold the island: worth half the loads the seat would lose with
 * it), else a trading port where the island's resource is cheap enough that bartering four of it for two of the
 * dearest pays (each trip's gain at today's prices when they hold to the end, else 2 gold, the mean gain of a trip
 * over random rows: 8 gold when it sells for 1, 4 when for 2).
 */
export function colonyFor(state: GameState, p: PlayerIndex, island: number): { kind: 'trading-port' | 'military-port'; worth: number } | null {
  const eco = state.economy!;
  const town = eco.towns[island];
  if (!town || town.owner !== p || town.kind !== 'settlement' || !town.ready || town.next) return null;
  const left = roundsLeft(state);
  const r = eco.produces[island];
  if (left < COLONY_ROUNDS || r === 0) return null;
  const isl = state.islands[island];
  const h = state.islands[home(state, p)];
  const trip = Math.max(2, 2 * Math.ceil((Math.hypot(h.x - isl.x, h.y - isl.y) - isl.r - h.r) / 2.4));
  const trips = Math.floor(left / trip);
  const contested = state.players.some((_, q) => q !== p && isl.explored[q]) || state.ships.some((t) => t.owner !== p && t.inPlay && !t.sunk && Math.hypot(t.x - isl.x, t.y - isl.y) - isl.r <= 4);
  if (contested) return { kind: 'military-port', worth: 0.5 * trips * MAX_OF_A_RESOURCE * MEAN_PRICE };
  let gain = 2;
  if (rollsToCome(state) === 0 && eco.row > 0) {
    let dear = 0;
    for (let k = 1; k <= RESOURCES.length; k++) if (k !== r) dear = Math.max(dear, price(eco.row, k));
    gain = Math.max(0, 2 * dear - 4 * price(eco.row, r));
  }
  return { kind: 'trading-port', worth: trips * gain };
}

/**
 * The seat's settlement a colony token of `kind` aboard goes to: the one it is worth most on, else any standing
 * settlement of the seat's that may take it (the threat that made a military port worth buying may have sailed off,
 * and a token never founded fills a cargo space to the end), or -1.
 */
export function colonySite(state: GameState, p: PlayerIndex, kind: string): number {
  let best = -1;
  let most = 0;
  let any = -1;
  for (let i = 0; i < state.islands.length; i++) {
    const c = colonyFor(state, p, i);
    if (c && c.kind === kind && c.worth > most) {
      most = c.worth;
      best = i;
    }
    const town = state.economy!.towns[i];
    if (any < 0 && town?.owner === p && town.kind === 'settlement' && town.ready && !town.next) any = i;
  }
  return best >= 0 ? best : any;
}

/** Colony tokens bought by ships at home for settlements where one pays, beyond the upkeep `owed` (./economy.ts `owed`). */
export function buyColonies(game: Game, p: PlayerIndex, owed: number): void {
  const state = game.state;
  const aboard = new Set<number>();
  for (const s of state.ships) if (s.owner === p && s.inPlay && !s.sunk) for (const t of s.tokens) if (t !== 'settlement') aboard.add(colonySite(state, p, t));
  for (let i = 0; i < state.islands.length; i++) {
    if (aboard.has(i)) continue;
    const c = colonyFor(state, p, i);
    if (!c || c.worth <= UPGRADE_PRICE[c.kind] + MARGIN) continue;
    const s = state.ships.find((o) => o.owner === p && o.inPlay && !o.sunk && dockedAtHome(state, o, p) && !o.tokens.length && !isDerelict(o) && freeCargo(state, o) > 0);
    if (!s) return;
    if (economyGold(state, p) - UPGRADE_PRICE[c.kind] < owed + 2 * turnsTo(state, s, i) + MARGIN) return;
    if (tryAction(game, p, { type: 'buy-upgrade', ship: s.id, upgrade: c.kind })) aboard.add(i);
  }
}

/**
 * Generic crew of the seat's fleet no longer aboard any ship of hers (lost with a ship, or to a boarding) are bought
 * again, each onto a ship docked where crew are sold with a cargo space to spare, when the gold pays the crew and the
 * upkeep `owed` besides (./economy.ts `owed`).
 */
export function buyCrewBack(game: Game, p: PlayerIndex, owed: number): void {
  const state = game.state;
  const roster = state.economy!.roster[p] ?? [];
  roster.forEach((card, crew) => {
    const aboard = state.ships.some((s) => s.owner === p && s.inPlay && !s.sunk && s.crew.some((c) => c.cardId === card.cardId));
    if (aboard || economyGold(state, p) - card.points < owed + 2 * MARGIN) return;
    for (const s of state.ships) {
      if (s.owner !== p || !s.inPlay || s.sunk || s.docked < 0 || freeCargo(state, s) < 2) continue;
      if (tryAction(game, p, { type: 'buy-crew', ship: s.id, crew })) return;
    }
  });
}
