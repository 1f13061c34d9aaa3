import { type Game } from '@/lib/engine/game';
import { headingTo, headingX, headingY } from '@/lib/engine/core/geometry';
import { mayLoadAt } from '@/lib/engine/economy/resources';
import { distanceToShip } from '@/lib/engine/hull/hull';
import { economyGold, goodsAboard, MAX_OF_A_RESOURCE, price, RESOURCES, UPGRADE_PRICE } from '@/lib/engine/state/economy';
import { dockedAtHome, freeCargo, type GameState, isDerelict, type PlayerIndex, type Ship } from '@/lib/engine/state/state';
import { bestShot, goTo, reach, sailing, tryAction } from './act';
import { shotWorth } from './value';
import { pathTowards, wayOut, WEDGED } from './course';
import { hunt } from './errands';
import { home, isEnemy } from './seat';
import { holdWorth, MARGIN, MEAN_PRICE, roundsLeft, rollsToCome, sells, tokenWorth, turnsBetween, turnsTo } from './economy-market';
import { attackTown, barterWhatPays, blockadeHere, buyColonies, buyCrewBack, colonySite, portsFire, raidTarget, townPlay } from './economy-towns';

/**
 * The computer player under Economy Edition (003_36e5631f4a340601.txt), played before (and mostly instead of) the
 * ruleset-blind policies (./policies): those fetch coins, and 003's wild islands hold none ("Wild islands are empty at
 * the beginning of the game"), so its ships sailed nowhere or hunted at sea until unpaid upkeep abandoned them. Here
 * the seat plays to win 003's "Victory Conditions", from what it may see (everything the errands read, the market,
 * gold, stock, goods aboard and towns, lies open on the table: ./seat.ts):
 *
 * - Time limit ("the most gold coins (not resources)"): each ship with room sails the voyage that earns most gold a
 *   turn (`voyage`): to an island no one explored (the first explore finds its resource and loads it), to one that
 *   produces (docking where its player explored explores it for free and loads up to 4 tokens), and home to unload;
 *   resources are sold when the price beats what holding them is worth (`holdWorth`), and all of them before the end.
 * - Upkeep (a gold a ship away from home each turn, unpaid: a ship abandoned): a voyage is sailed only while the
 *   gold and the stock at home cover the upkeep of every ship away until she is back (`spare`); a ship with nothing
 *   worth doing lies docked at home, where she costs nothing; stock is sold to pay what gold does not.
 * - Trade monopoly and control: a settlement (10 gold) is bought and carried to an island when it pays within the
 *   rounds left (`townWorth`): an island enemies load at, whose tokens it then denies them, or the last islands of a
 *   monopoly the seat can pay for.
 * - Fleet elimination and fighting: a ship with an empty hold shoots an enemy carrying resources when a shot is worth
 *   it, and ships at home shoot whatever enemy comes within reach (it costs no upkeep: they stay docked); an enemy
 *   near one of the seat's towns is hunted by the nearest ship free to fight (`defend`).
 *
 * - Towns and ports (./economy-towns.ts): military ports fire, enemy towns are boarded, shot or blockaded when that
 *   pays, colonies are bought for settlements, tokens are bartered at trading ports and lost generic crew bought
 *   again; an enemy's open trading port counts in `voyage` as an island to load at, the blockade making it so.
 */

/**
 * Gold the seat can spend on upkeep: its gold, and the stock at home it would sell now anyway (`sells`). Stock held
 * for a better price is not counted: paying upkeep with it sells it at the low price it is held against, and a
 * fleet that did so hauled tokens worth 4 gold held for the next roll and sold them for 1 to pay for the voyage.
 */
function means(state: GameState, p: PlayerIndex): number {
  const eco = state.economy!;
  let gold = economyGold(state, p);
  if (eco.row > 0) for (let k = 0; k < RESOURCES.length; k++) if (eco.stock[p][k] && sells(state, k + 1)) gold += eco.stock[p][k] * price(eco.row, k + 1);
  return gold;
}

/**
 * Upkeep the seat owes until every ship now away is home again: her way home, and for one bound out with an empty
 * hold the way to the island of her voyage first (the turn she explores there included).
 */
export function owed(state: GameState, p: PlayerIndex, except: Ship | null): number {
  const h = home(state, p);
  let due = 0;
  for (const s of state.ships) {
    if (s.owner !== p || s === except || s.sunk || !s.inPlay || dockedAtHome(state, s, p)) continue;
    const back = turnsTo(state, s, h);
    if (back === Infinity) {
      due++;
      continue;
    }
    const v = goodsAboard(s) === 0 && !s.tokens.length ? voyage(state, s) : null;
    due += v ? v.turns : back;
  }
  return due;
}

/** Gold left once every ship away is paid home, beyond `except`: what a new voyage may spend on upkeep. */
function spare(state: GameState, p: PlayerIndex, except: Ship | null): number {
  return means(state, p) - owed(state, p, except);
}


interface Voyage {
  island: number;
  /** Turns until she is home again, the last docked there. */
  turns: number;
  /** Gold a turn the voyage earns, upkeep paid. */
  rate: number;
}

/**
 * The voyage that earns `s` most gold a turn, or null when none pays or there is no time to finish one: out to an
 * island, load, and home. An island no one explored costs a turn more (docked, she explores on her next turn; an
 * Explorer's ship docks and explores at once) and its resource is unknown: a token of it is worth the mean of the
 * chart, or more when holding stock for later rolls is (`tokenWorth` of an average resource). An island only another
 * player explored costs that turn too; one the seat explored loads as she docks.
 */
export function voyage(state: GameState, s: Ship, claimed: ReadonlySet<number> = new Set()): Voyage | null {
  const p = s.owner;
  const eco = state.economy!;
  const free = freeCargo(state, s);
  if (free <= 0 || s.seaCreature) return null;
  const h = state.islands[home(state, p)];
  const left = roundsLeft(state);
  const unknown = Math.max(MEAN_PRICE, holdWorth(rollsToCome(state)));
  const least = leads(state, p) ? LEAST_RATE : 0;
  let best: Voyage | null = null;
  for (let i = 0; i < state.islands.length; i++) {
    const isl = state.islands[i];
    if (isl.home !== -1 || isl.fort >= 0) continue;
    const resource = eco.produces[i];
    if (resource > 0 && !mayLoadAt(state, i, p) && !blockadable(state, i, p)) continue;
    // Ships of her fleet docked there, or bound there this turn: hulls side by side at a small island box each
    // other in (two, or four, ships of one fleet lay loaded at one island for twenty rounds), so one goes at a time.
    const crowd = docked(state, s, i) + (claimed.has(i) ? 1 : 0);
    if (crowd >= CROWD) continue;
    const out = turnsTo(state, s, i);
    const back = turnsBetween(state, s, isl, h);
    const exploring = isl.explored[p] || s.abilities.dockAndExplore ? 0 : 1;
    const turns = out + exploring + back;
    // She must be home by the seat's last turn, when its stock is sold.
    if (turns > left) continue;
    const count = Math.min(free, MAX_OF_A_RESOURCE - (resource > 0 ? s.goods[resource - 1] : 0));
    if (count <= 0) continue;
    const worth = count * (resource > 0 ? tokenWorth(state, resource) : unknown);
    // Upkeep: every turn she ends away, the last (docked at home) excepted.
    const rate = (worth - (turns - 1)) / turns;
    if (rate > least && (!best || rate > best.rate)) best = { island: i, rate, turns };
  }
  return best;
}

/**
 * Gold a turn a voyage must earn, upkeep paid, to be worth sailing for a seat that leads: turns are reckoned from
 * distances and run long (a turn lost steering round a ship or an island is a gold more), and a ship that carried one
 * token at a time, or sailed at S, spent more on upkeep than it sold. A seat level or behind sails any voyage that
 * pays: standing still, it draws or loses at the time limit (two fleets of one ship whose hold was all crew but a
 * space drew every game of their mirror, neither sailing).
 */
const LEAST_RATE = 0.5;

/** Whether `p` leads every other seat on gold and stock at today's prices. */
function leads(state: GameState, p: PlayerIndex): boolean {
  const mine = economyGold(state, p) + stockWorth(state, p);
  for (let q = 0; q < state.players.length; q++) if (q !== p && !state.players[q].left && economyGold(state, q) + stockWorth(state, q) >= mine) return false;
  return true;
}

/** Ships of a fleet that go to one wild island at once, at most: see `voyage`. */
const CROWD = 1;

/** Ships of `s`'s fleet other than her docked at `island`. */
function docked(state: GameState, s: Ship, island: number): number {
  let n = 0;
  for (const o of state.ships) if (o !== s && o.owner === s.owner && o.docked === island && !o.sunk && o.inPlay) n++;
  return n;
}

/** Sells the stock whose price beats holding it, and all of it once prices will not change before the end. */
export function sellWhatPays(game: Game, p: PlayerIndex): void {
  const state = game.state;
  const eco = state.economy!;
  if (eco.row === 0) return;
  for (let k = 0; k < RESOURCES.length; k++) {
    const count = eco.stock[p][k];
    if (count > 0 && sells(state, k + 1)) tryAction(game, p, { type: 'sell', resource: k + 1, count });
  }
}

/**
 * Sells stock until the gold at home pays this turn's upkeep: the tokens whose price stands highest against what
 * holding them is worth first, one at a time.
 */
export function sellForUpkeep(game: Game, p: PlayerIndex): void {
  const state = game.state;
  const eco = state.economy!;
  if (eco.row === 0) return;
  let due = 0;
  for (const s of state.ships) if (s.owner === p && s.inPlay && !s.sunk && !dockedAtHome(state, s, p)) due++;
  while (economyGold(state, p) < due) {
    let pick = -1;
    for (let k = 0; k < RESOURCES.length; k++) if (eco.stock[p][k] > 0 && (pick < 0 || price(eco.row, k + 1) > price(eco.row, pick + 1))) pick = k;
    if (pick < 0 || !tryAction(game, p, { type: 'sell', resource: pick + 1, count: 1 })) return;
  }
}

/** The rounds a settlement must still have to pay for itself by the tokens it keeps from enemies. */
const TOWN_ROUNDS = 8;

/**
 * What a settlement of `p` on `island` is worth in gold, against its price: the tokens it keeps from each enemy that
 * explored the island (each could dock and load there every trip of the rounds left; half of them counted, an enemy
 * having other islands to sail to). 0 where `p` may not found one.
 */
export function townWorth(state: GameState, p: PlayerIndex, island: number): number {
  const eco = state.economy!;
  const isl = state.islands[island];
  if (isl.home !== -1 || isl.fort >= 0 || !isl.explored[p] || eco.towns[island] || eco.produces[island] === 0) return 0;
  const left = roundsLeft(state);
  if (left < TOWN_ROUNDS) return 0;
  let worth = 0;
  for (let q = 0; q < state.players.length; q++) {
    if (q === p || state.players[q].left || !isl.explored[q]) continue;
    const theirs = state.islands[home(state, q)];
    // A trip there and back at a middling move (S and L).
    const trip = Math.max(2, 2 * Math.ceil((Math.hypot(theirs.x - isl.x, theirs.y - isl.y) - isl.r - theirs.r) / 2.4));
    worth += 0.5 * Math.floor(left / trip) * MAX_OF_A_RESOURCE * MEAN_PRICE;
  }
  return worth;
}

/** Wild islands that could produce (no fort) and hold no town of `p`'s: what a trade monopoly still needs. */
function monopolyNeeds(state: GameState, p: PlayerIndex): number[] {
  const eco = state.economy!;
  const need: number[] = [];
  for (let i = 0; i < state.islands.length; i++) {
    const isl = state.islands[i];
    if (isl.home !== -1 || isl.fort >= 0) continue;
    if (eco.towns[i]?.owner === p) continue;
    need.push(i);
  }
  return need;
}

/** Settlement tokens aboard `p`'s ships, each bound for an island. */
function tokensAboard(state: GameState, p: PlayerIndex): number {
  let n = 0;
  for (const s of state.ships) if (s.owner === p && s.inPlay && !s.sunk) n += s.tokens.filter((t) => t === 'settlement').length;
  return n;
}

/**
 * The island a settlement token of `p` is best founded on, or -1: the islands of a monopoly first when the seat can
 * pay for all that is left of it (every one explored by it and free of other towns), else the one worth most
 * against its price.
 */
export function townSite(state: GameState, p: PlayerIndex, claimed: ReadonlySet<number> = new Set()): number {
  const eco = state.economy!;
  const need = monopolyNeeds(state, p).filter((i) => !claimed.has(i));
  if (need.length && need.every((i) => state.islands[i].explored[p] && !eco.towns[i] && eco.produces[i] > 0)) {
    const h = state.islands[home(state, p)];
    return need.reduce((a, b) => (Math.hypot(state.islands[b].x - h.x, state.islands[b].y - h.y) < Math.hypot(state.islands[a].x - h.x, state.islands[a].y - h.y) ? b : a));
  }
  let best = -1;
  let bestWorth = UPGRADE_PRICE.settlement;
  for (let i = 0; i < state.islands.length; i++) {
    if (claimed.has(i)) continue;
    const w = townWorth(state, p, i);
    if (w > bestWorth) {
      best = i;
      bestWorth = w;
    }
  }
  return best;
}

/** Whether the seat can pay for every settlement a monopoly still needs, besides the upkeep it owes. */
function monopolyWithin(state: GameState, p: PlayerIndex): boolean {
  const eco = state.economy!;
  const need = monopolyNeeds(state, p);
  if (!need.length || roundsLeft(state) < 3) return false;
  if (!need.every((i) => state.islands[i].explored[p] && !eco.towns[i] && eco.produces[i] > 0)) return false;
  const toBuy = need.length - tokensAboard(state, p);
  return economyGold(state, p) - toBuy * UPGRADE_PRICE.settlement >= owed(state, p, null) + need.length + MARGIN;
}

/**
 * Ships docked at home take a settlement token aboard when a site pays for it (`townSite`) and the gold left still
 * pays the upkeep owed: one token a site, each ship with a free cargo space.
 */
export function buyTokens(game: Game, p: PlayerIndex): void {
  const state = game.state;
  const monopoly = monopolyWithin(state, p);
  const sites = new Set<number>();
  for (const s of state.ships) if (s.owner === p) for (const t of s.tokens) if (t === 'settlement') sites.add(townSite(state, p, sites));
  for (const s of state.ships) {
    if (s.owner !== p || !s.inPlay || s.sunk || !dockedAtHome(state, s, p) || s.tokens.length || isDerelict(s) || freeCargo(state, s) <= 0) continue;
    const site = townSite(state, p, sites);
    if (site < 0) return;
    const left = economyGold(state, p) - UPGRADE_PRICE.settlement;
    if (!monopoly && (townWorth(state, p, site) <= UPGRADE_PRICE.settlement || left < owed(state, p, null) + 2 * turnsTo(state, s, site) + MARGIN)) return;
    if (left < 0 || !tryAction(game, p, { type: 'buy-upgrade', ship: s.id, upgrade: 'settlement' })) return;
    sites.add(site);
  }
}

/**
 * One ship's errand under Economy Edition, in place of her policy's: a settlement token to its site, an explore
 * where she lies, a shot worth taking, else a voyage, the way home, or lying idle at home (`carry`).
 */
export function economyErrand(game: Game, s: Ship, claimed: Set<number>): void {
  const state = game.state;
  const p = s.owner;
  const eco = state.economy!;
  const docked = s.docked >= 0 ? state.islands[s.docked] : null;
  // A token goes to its site and is founded there, free (003: "may unload the token as a free action").
  for (const token of [...s.tokens]) {
    if (docked && docked.home === -1 && tryAction(game, p, { type: 'found', ship: s.id, upgrade: token })) continue;
    const site = token === 'settlement' ? townSite(state, p) : colonySite(state, p, token);
    if (site >= 0 && site !== s.docked) {
      goTo(game, s, site);
      return;
    }
  }
  if (townPlay.on && docked) {
    barterWhatPays(game, s);
    blockadeHere(game, s);
  }
  // Docked at an island she may load at and has not explored this turn: the explore finds or loads its resource.
  if (docked && docked.home === -1 && docked.fort < 0 && freeCargo(state, s) > 0) {
    const resource = eco.produces[s.docked];
    const room = resource === 0 || (mayLoadAt(state, s.docked, p) && s.goods[resource - 1] < MAX_OF_A_RESOURCE);
    if (room && tryAction(game, p, { type: 'explore', ship: s.id })) {
      if (townPlay.on) barterWhatPays(game, s);
      return;
    }
    // Docked this turn where she has not explored: she explores on her next turn.
    if (room && s.dockedOnTurn === state.turn && !docked.explored[p]) return;
  }
  if (fight(game, s)) return;
  if (townPlay.on && goodsAboard(s) === 0 && attackTown(game, s)) return;
  carry(game, s, claimed);
  if (townPlay.on && s.docked >= 0 && s.actions > 0) {
    barterWhatPays(game, s);
    blockadeHere(game, s);
  }
}

/**
 * Whether `p`'s ship may load at `island` once she blockades it: an enemy's standing trading port no one blockades
 * (003 "Blockading": the blockader "can choose to take resources up to their cargo limit").
 */
function blockadable(state: GameState, island: number, p: PlayerIndex): boolean {
  const town = state.economy!.towns[island];
  return townPlay.on && !!town && town.ready && town.owner !== p && town.kind === 'trading-port' && town.blockadedBy < 0;
}

/**
 * With resources aboard she sails them home (topping up at a producing island that is hardly out of her way); with an
 * empty hold she sails the best voyage the seat's gold can pay the upkeep of; else she goes home, or lies there.
 */
function carry(game: Game, s: Ship, claimed: Set<number>): void {
  const state = game.state;
  const p = s.owner;
  const h = home(state, p);
  if (goodsAboard(s) === 0 && lastAndAhead(state, s)) {
    if (s.docked !== h) sail(game, s, h);
    return;
  }
  if (s.docked === h) {
    const v = voyage(state, s, claimed);
    if (!v && raid(game, s)) return;
    if (!v || spare(state, p, s) < v.turns - 1 + MARGIN) return;
    claimed.add(v.island);
    sail(game, s, v.island);
    return;
  }
  if (goodsAboard(s) === 0 && s.treasure.length === 0) {
    const v = voyage(state, s, claimed);
    if (v && spare(state, p, s) >= v.turns + MARGIN) {
      if (v.island === s.docked) return;
      claimed.add(v.island);
      sail(game, s, v.island);
      return;
    }
    if (!v && raid(game, s)) return;
  } else {
    const top = topUp(state, s);
    if (top >= 0) {
      sail(game, s, top);
      return;
    }
  }
  sail(game, s, h);
}

/**
 * A ship with no voyage worth sailing sails for an enemy town worth attacking (./economy-towns.ts `raidTarget`), when
 * the seat can pay her upkeep there and back with a few turns of fighting. Whether she sailed.
 */
function raid(game: Game, s: Ship): boolean {
  if (!townPlay.on || goodsAboard(s) > 0) return false;
  const state = game.state;
  const target = raidTarget(state, s);
  if (target < 0 || target === s.docked || spare(state, s.owner, s) < 2 * turnsTo(state, s, target) + 2 + MARGIN) return false;
  return goTo(game, s, target);
}

/** The turns on her bearing a ship tries when no way to her island is found: ahead, then ever wider either side. */
const BEARINGS = [0, 40, -40, 80, -80, 120, -120];
/** How far she sails off when no way to her island is found. */
const OFF = 2;

/**
 * Sails `s` for `island`, docking there; when no plan reaches it (ships of her own fleet docked round her, as they lie
 * at home, hold her hull in), she sails a little way off towards it or round it, so the next turn finds a way.
 */
function sail(game: Game, s: Ship, island: number): void {
  const state = game.state;
  const isl = state.islands[island];
  // At home only: ships lie idle there side by side, where a wild island is left again the next turn.
  const berth = s.docked === island || isl.home !== s.owner ? null : berthAt(state, s, island);
  if (berth) {
    const segments = pathTowards(state, s, berth.x, berth.y, 0, island);
    if (segments.length && tryAction(game, s.owner, sailing(state, s, segments))) return;
  }
  // Bringing resources home to a shore her idle fleet fills, so that her way stops short of it: they make way for her,
  // as far as the gold pays their upkeep. A fleet's carrier lay a ship's length off her home, her hold full, until she was abandoned.
  if (isl.home === s.owner && s.docked !== island && goodsAboard(s) > 0 && heldOff(state, s, island)) {
    clearWay(game, s, island);
    // Still held off (her hull too long to swing her bow onto the shore from where she lies): another side of it.
    if (heldOff(state, s, island) && aroundTo(game, s, island)) return;
  }
  if (goTo(game, s, island)) return;
  const bearing = headingTo(s.x, s.y, isl.x, isl.y);
  for (const turn of BEARINGS) {
    const h = (bearing + turn + 360) % 360;
    const tx = Math.min(Math.max(s.x + headingX(h) * OFF, 0.5), state.area.width - 0.5);
    const ty = Math.min(Math.max(s.y + headingY(h) * OFF, 0.5), state.area.height - 0.5);
    const segments = pathTowards(state, s, tx, ty, 0);
    if (segments.length && tryAction(game, s.owner, sailing(state, s, segments))) return;
  }
  if (s.docked >= 0 && clearWay(game, s, s.docked)) goTo(game, s, island);
}

/**
 * Sails `s` for a point off `island`'s shore round from the side facing her (`BERTHS`), the first whose way is not
 * held off; whether she sailed.
 */
function aroundTo(game: Game, s: Ship, island: number): boolean {
  const state = game.state;
  const isl = state.islands[island];
  const facing = headingTo(isl.x, isl.y, s.x, s.y);
  for (const turn of BERTHS) {
    if (turn === 0) continue;
    const h = (facing + turn + 360) % 360;
    const x = isl.x + headingX(h) * (isl.r + BERTH_OFF);
    const y = isl.y + headingY(h) * (isl.r + BERTH_OFF);
    const segments = pathTowards(state, s, x, y, 0, island);
    let planned = 0;
    for (const seg of segments) planned += seg.distance;
    if (planned >= Math.min(reach(state, s), Math.hypot(x - s.x, y - s.y)) - HELD_OFF && tryAction(game, s.owner, sailing(state, s, segments))) return true;
  }
  return false;
}

/** Whether the way to `island` stops well short of it within her move: something lies in the way. */
function heldOff(state: GameState, s: Ship, island: number): boolean {
  const isl = state.islands[island];
  let planned = 0;
  for (const seg of pathTowards(state, s, isl.x, isl.y, 0, island)) planned += seg.distance;
  return planned < Math.min(reach(state, s), distanceToShip(s, isl.x, isl.y) - isl.r) - HELD_OFF;
}
/** How much shorter than her move or the distance a way must stop to count as held off. */
const HELD_OFF = 0.3;

/** Bearings round an island, off the one facing her, at which a ship looks for a berth clear of her fleet's. */
const BERTHS = [0, 35, -35, 70, -70, 105, -105];
/** How far apart two bows docked at one island must lie for each to swing clear of the other as she leaves. */
const BERTH_ROOM = 1.1;

/**
 * Where on `island`'s shore `s` should dock, when ships of her fleet lie docked there: the point nearest her side
 * of it at least `BERTH_ROOM` from each of their bows, or null when none is docked there (or no such point is
 * found). Ships coming home from the same islands all docked on the side facing them, bow by bow, and then no hull
 * could swing out: a fleet of four lay at home from round 15 to the time limit with voyages waiting.
 */
function berthAt(state: GameState, s: Ship, island: number): { x: number; y: number } | null {
  const isl = state.islands[island];
  const friends = state.ships.filter((o) => o !== s && o.owner === s.owner && o.docked === island && !o.sunk && o.inPlay);
  if (!friends.length) return null;
  const facing = headingTo(isl.x, isl.y, s.x, s.y);
  for (const turn of BERTHS) {
    const h = (facing + turn + 360) % 360;
    const x = isl.x + headingX(h) * isl.r;
    const y = isl.y + headingY(h) * isl.r;
    if (friends.every((o) => Math.hypot(o.x - x, o.y - y) >= BERTH_ROOM)) return { x: isl.x + headingX(h) * (isl.r + BERTH_OFF), y: isl.y + headingY(h) * (isl.r + BERTH_OFF) };
  }
  return null;
}
/**
 * A berth is aimed at this far inside the shore: a plan ends as her bow touches the island it is bound for, and one
 * aimed off the shore stopped short of it, undocked, turn after turn.
 */
const BERTH_OFF = -0.1;

/**
 * A ship docked among others of her fleet (at home, where they lie idle) may find no heading her hull can swing to,
 * and one bringing resources home may find its shore taken by them: each friend docked at `island` near her that
 * has not acted this turn and carries nothing sails a few S off her (`wayOut`), a turn of upkeep against a voyage or
 * a cargo. Whether any did.
 */
function clearWay(game: Game, s: Ship, island: number): boolean {
  const state = game.state;
  let cleared = false;
  // Each friend sent off costs a gold of upkeep at least: only what the seat can spare.
  let budget = spare(state, s.owner, null) - MARGIN;
  for (const f of state.ships) {
    if (f === s || f.owner !== s.owner || f.docked !== island || f.sunk || !f.inPlay || f.actions > 0 || goodsAboard(f) > 0 || f.tokens.length) continue;
    if (Math.hypot(f.x - s.x, f.y - s.y) > WEDGED || budget < 2) continue;
    if (wayOut(state, f, s, (segments) => tryAction(game, s.owner, sailing(state, f, segments)))) {
      cleared = true;
      budget -= 2;
    }
  }
  return cleared;
}

/**
 * Whether `s` is the last ship of her fleet and the seat leads on gold: then she lies at home (003 "Fleet
 * elimination": "All enemy ships have been sunk" wins the game for the fleet left, whatever the gold), and the time
 * limit wins it for the seat. A trader sunk at sea lost games its fleet led by a hundred gold.
 */
function lastAndAhead(state: GameState, s: Ship): boolean {
  for (const o of state.ships) if (o !== s && o.owner === s.owner && !o.sunk && o.inPlay) return false;
  const mine = economyGold(state, s.owner);
  for (let q = 0; q < state.players.length; q++) if (q !== s.owner && !state.players[q].left && economyGold(state, q) + stockWorth(state, q) >= mine) return false;
  return true;
}

/** The stock at `q`'s home at today's prices. */
function stockWorth(state: GameState, q: PlayerIndex): number {
  const eco = state.economy!;
  let gold = 0;
  if (eco.row > 0) for (let k = 0; k < RESOURCES.length; k++) gold += eco.stock[q][k] * price(eco.row, k + 1);
  return gold;
}

/**
 * A producing island she may load at and has explored, whose detour on her way home is at most a turn, when she
 * has room for at least two of its tokens; -1 when none.
 */
function topUp(state: GameState, s: Ship): number {
  const p = s.owner;
  const eco = state.economy!;
  const free = freeCargo(state, s);
  if (free < 2) return -1;
  const h = state.islands[home(state, p)];
  const direct = turnsTo(state, s, home(state, p));
  const left = roundsLeft(state);
  for (let i = 0; i < state.islands.length; i++) {
    const isl = state.islands[i];
    const r = eco.produces[i];
    if (i === s.docked || isl.home !== -1 || r === 0 || !isl.explored[p] || !mayLoadAt(state, i, p) || docked(state, s, i) >= CROWD) continue;
    if (Math.min(free, MAX_OF_A_RESOURCE - s.goods[r - 1]) < 2) continue;
    const via = turnsTo(state, s, i) + turnsBetween(state, s, isl, h);
    if (via <= direct + 1 && via <= left) return i;
  }
  return -1;
}

/**
 * A ship with an empty hold takes the shot worth most where she lies when its target lies near the seat's home or
 * towns (a ship at home shoots from her berth, paying no upkeep), or, at sea, when it carries resources (they sink
 * with her) or could shoot her where they lie (a hunter left unanswered sank the traders one by one, and a fleet
 * sunk loses the game however much gold it has).
 * Failing that, an enemy near a town of the seat is hunted (`defend`).
 */
function fight(game: Game, s: Ship): boolean {
  const state = game.state;
  const p = s.owner;
  if (goodsAboard(s) > 0 || s.tokens.length || s.seaCreature || !s.cannons.length) return false;
  const { target, gain } = bestShot(state, s);
  const atHome = dockedAtHome(state, s, p);
  if (target && gain > 0 && (nearOurs(state, p, target) || (!atHome && (carries(target) || shotWorth(state, target, s) > 0)))) {
    if (tryAction(game, p, { type: 'shoot', ship: s.id, target: target.id, broadside: false })) return true;
  }
  return defend(game, s);
}

function carries(t: Ship): boolean {
  for (const g of t.goods) if (g > 0) return true;
  return false;
}

/** How near an enemy must come to a town or home of the seat to be a threat: a move and a long gun. */
const THREAT = 3.8;

/** Whether enemy `t` lies within `THREAT` of `p`'s home or one of its towns. */
function nearOurs(state: GameState, p: PlayerIndex, t: Ship): boolean {
  const eco = state.economy!;
  for (let i = 0; i < state.islands.length; i++) {
    const isl = state.islands[i];
    if (isl.home !== p && eco.towns[i]?.owner !== p) continue;
    if (Math.hypot(isl.x - t.x, isl.y - t.y) - isl.r <= THREAT) return true;
  }
  return false;
}

/**
 * An enemy within `THREAT` of a town of the seat is hunted by this ship when she is the nearest of its ships free to
 * fight (empty hold, guns, no token) and the seat can pay a few turns of her upkeep.
 */
function defend(game: Game, s: Ship): boolean {
  const state = game.state;
  const p = s.owner;
  const eco = state.economy!;
  if (!eco.towns.some((t) => t?.owner === p)) return false;
  let threat: Ship | null = null;
  for (const t of state.ships) {
    if (!isEnemy(s, t)) continue;
    for (let i = 0; i < state.islands.length; i++) {
      const isl = state.islands[i];
      if (eco.towns[i]?.owner === p && Math.hypot(isl.x - t.x, isl.y - t.y) - isl.r <= THREAT) threat = t;
    }
  }
  if (!threat || spare(state, p, s) < 3 + MARGIN) return false;
  const d = distanceToShip(s, threat.x, threat.y);
  for (const o of state.ships) {
    if (o === s || o.owner !== p || o.sunk || !o.inPlay || !o.cannons.length || o.tokens.length || carries(o)) continue;
    if (distanceToShip(o, threat.x, threat.y) < d) return false;
  }
  const before = s.actions;
  hunt(game, s, false);
  return s.actions > before;
}

/** The seat's economy as its turn begins: sales that pay, and settlement tokens worth buying. */
export function economyTurnStart(game: Game, p: PlayerIndex): void {
  sellWhatPays(game, p);
  if (townPlay.on) {
    portsFire(game, p);
    buyCrewBack(game, p, owed(game.state, p, null));
    buyColonies(game, p, owed(game.state, p, null));
  }
  buyTokens(game, p);
}

/** The seat's economy as its turn ends: what the ships brought home sold if it pays, and the upkeep paid from stock. */
export function economyTurnEnd(game: Game, p: PlayerIndex): void {
  sellWhatPays(game, p);
  if (townPlay.on) {
    portsFire(game, p);
    buyColonies(game, p, owed(game.state, p, null));
  }
  buyTokens(game, p);
  sellForUpkeep(game, p);
}
