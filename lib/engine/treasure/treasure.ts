import { ONCE, type Place } from '../state/events';
import { extinguish } from '../combat/fire';
import { fortText } from '../combat/forts';
import { distanceToShip } from '../hull/hull';
import { atHome, berth, overlapsAt } from '../setup/setup';
import { askOne, askSome, earnFreeMove, emit, type Game, repair, rollFor, see } from '../state/play';
import { actsInPlace, afterLoading, beforeUnload, dockedHome, leftOnIsland, loadsFaceDown, loadsOneMore, neutralized, reveal } from './treasure-text';
import { freeCargo, type GameState, goldAboard, lookPlace, ownFortAt, type PlayerIndex, type Ship, staysAboard } from '../state/state';
import { checkEnd } from '../turn/turn';
import { exploreGoods, raidGoods, unloadGoods } from '../economy/resources';

/**
 * Islands and treasure: docking at home (unloading), at an enemy home (a raid) or at a wild island (exploring),
 * Daniel's scavenging and shipyard purchases, and the abilities that move treasure between ships or mark islands.
 *
 * 001 turns treasure over when it is unloaded at home ("When you dock at your home island and unload them, turn them
 * over—they're yours!"), so unloaded gold is face up for both from then on rather than only at the end. Daniel's
 * gold at home is "the player's secret, usable Treasure stash": face down to the other player until it is spent
 * ("flipped over to reveal their value") or the game ends ("Each player reveals their un-spent Treasure").
 */

export function onDock(game: Game, s: Ship, island: number): void {
  const state = game.state;
  const isl = state.islands[island];
  if (isl.home === s.owner) {
    unloadHome(game, s);
    dockedHome(game, s);
    extinguish(game, s);
    if (s.towing >= 0) {
      unloadHome(game, state.ships[s.towing]);
      extinguish(game, state.ships[s.towing]);
    }
    return;
  }
  const fort = ownFortAt(state, island, s.owner);
  if (fort) {
    const text = fortText(fort);
    const gold = goldAboard(state, s);
    // 001 "Unloading treasure": at a fort too, and "Treasure unloaded at a fort is placed inside of the fort".
    unload(game, s, { fort: fort.id });
    // "If a ship docks at this fort and unloads at least 4 gold, it may be given a second action that turn."
    if (text.unloadExtraAction && gold >= text.unloadExtraAction) emit(game, { type: 'extra-action', ship: s.id, roll: 0, repeat: false });
    // "When a ship docks here, roll a d6, on a 5 or 6, the ship loses its next turn": the fort's die, no ship's.
    if (text.dockIdleFaces) {
      const roll = game.dice.d6();
      emit(game, { type: 'fort-rolled', fort: fort.id, ship: s.id, roll });
      if (text.dockIdleFaces & (1 << roll)) emit(game, { type: 'idled', ship: s.id, turns: 1 });
    }
    extinguish(game, s);
    if (s.towing >= 0) {
      unload(game, state.ships[s.towing], { fort: fort.id });
      extinguish(game, state.ships[s.towing]);
    }
    // "When a ship docks here, you may repair all of her masts": once her fires are out, every felled mast stands.
    if (text.dockRepairAll) {
      for (let m = 0; m < s.up.length; m++) if (!s.up[m] && !s.fire[m]) emit(game, { type: 'mast', ship: s.id, mast: m, up: true });
    }
    return;
  }
  if (isl.home !== -1 && !s.abilities.raidHome) return;
  if (isl.home !== -1) {
    // Raiding an enemy home island: load up to the ability's count from the gold unloaded there, then leave.
    const owner = isl.home;
    const loot = [...state.players[owner].home].sort((a, b) => state.treasures[b].value - state.treasures[a].value);
    const room = Math.min(s.abilities.raidHome, freeCargo(state, s));
    const ids = loot.slice(0, Math.max(0, room));
    if (ids.length) {
      emit(game, { type: 'treasure-moved', ids, from: { home: owner }, to: { ship: s.id } });
      see(game, s.owner, ids);
      earnFreeMove(game, s, s.abilities.moveAfterLoad, true);
    }
    if (state.economy) raidGoods(game, s, owner);
    emit(game, { type: 'must-leave', ship: s.id, value: true });
    return;
  }
  if (state.rules.scavenge) return;
  // 001 "Exploring": docking at an island with your token on it lets you explore as a free action; an Explorer docks and explores in one move.
  if (isl.explored[s.owner] || s.abilities.dockAndExplore) explore(game, s);
}

/**
 * "This ship may unload cargo at your home island if she's within S of it": as her move ends that near her home
 * without docking there, she unloads as a docked ship would (always: unloading is never worse). She is not docked, so
 * nothing else docking does (putting out fires, towing in) happens.
 */
export function unloadNearHome(game: Game, s: Ship): void {
  const home = game.state.islands.find((i) => i.home === s.owner);
  if (home && distanceToShip(s, home.x, home.y) - home.r <= s.abilities.unloadWithin + 1e-9) unload(game, s);
}

/** Her gold, then (Economy Edition) her resources, put down at home. */
function unloadHome(game: Game, s: Ship): void {
  const coins = goldAboard(game.state, s) > 0;
  unload(game, s);
  if (game.state.economy) unloadGoods(game, s, coins);
}

function unload(game: Game, s: Ship, to: Place = { home: s.owner }): void {
  const state = game.state;
  const gold = s.treasure.filter((t) => state.treasures[t].value > 0);
  if (!gold.length) return;
  earnFreeMove(game, s, s.abilities.moveAfterUnload, true);
  beforeUnload(game, s, gold, 'home' in to);
  if (s.abilities.unloadBonus) {
    const best = gold.reduce((a, b) => (state.treasures[b].value > state.treasures[a].value ? b : a));
    emit(game, { type: 'treasure-value', id: best, value: state.treasures[best].value + s.abilities.unloadBonus });
  }
  emit(game, { type: 'treasure-moved', ids: gold, from: { ship: s.id }, to });
  // "When you dock at your home island and unload them, turn them over" (001 "Exploring"): face up for both. Daniel's
  // gold at home is "the player's secret, usable Treasure stash" until it is spent or the game ends.
  if (!state.rules.shipyard) {
    see(game, 0, gold);
    see(game, 1, gold);
  }
  // 001 "Winning the Game": the game ends the moment the last gold is unloaded (or, Crimson Coast, half of it).
  checkEnd(game);
}

/**
 * 001 "Exploring": she looks at all the treasure on the island, then her owner picks the coins she has room for (the
 * automatic pick: the most valuable); unique treasure lies face up and goes to the first explorer without asking.
 */
export function explore(game: Game, s: Ship): void {
  const state = game.state;
  const island = state.islands[s.docked];
  if (!island) return;
  emit(game, { type: 'explored', player: s.owner, island: s.docked });
  if (!island.treasure.length) return exploreGoods(game, s);
  see(game, s.owner, [...island.treasure]);
  const traded = s.abilities.islandTrade && islandTrade(game, s);
  // "This ship may never load the last treasure from an island": whatever she takes leaves one behind.
  const cap = s.abilities.leaveLastTreasure ? island.treasure.length - 1 : island.treasure.length;
  const left = island.treasure.filter((t) => state.treasures[t].unique && leftOnIsland(game, s, t));
  const unique = island.treasure.filter((t) => state.treasures[t].unique && !left.includes(t)).slice(0, cap);
  // A unique treasure that takes a cargo space takes it from the coins she may load with it.
  const held = unique.reduce((n, t) => n + (state.treasures[t].cargo ?? 0), 0);
  const room = Math.max(0, Math.min(freeCargo(state, s) - held, cap - unique.length));
  const max = loadsOneMore(game, s, [...unique, ...left]) ? Math.min(room, 1) : room;
  const coins = island.treasure.filter((t) => !state.treasures[t].unique);
  const auto = [...coins].sort((a, b) => state.treasures[b].value - state.treasures[a].value).slice(0, max);
  // With no coin she may take (none there, a full hold, or the last coin she may not take) there is nothing to choose:
  // she looks and takes none.
  const taken = game.choose && max > 0 && coins.length > 0 ? askSome(game, { kind: 'explore', ship: s.id, island: s.docked, options: coins, max }, s.owner, auto) : auto;
  const ids = [...unique, ...taken];
  const down = unique.filter((id) => loadsFaceDown(state, id));
  if (ids.length) emit(game, { type: 'treasure-moved', ids, from: { island: s.docked }, to: { ship: s.id }, ...(down.length ? { faceDown: { player: s.owner, ids: down } } : {}) });
  const cured = neutralized(game, s, unique);
  for (const id of unique) if (!s.sunk && !down.includes(id) && !cured.includes(id)) reveal(game, s, id);
  for (const id of left) if (!s.sunk && actsInPlace(game, id)) reveal(game, s, id);
  if (ids.length) afterLoading(game, s);
  earnFreeMove(game, s, s.abilities.moveAfterLoad, ids.length > 0 || traded);
  exploreGoods(game, s);
}

/**
 * "After looking at treasure on a wild island, you may trade any one treasure from that island for a random treasure
 * on any other wild island. This ship must load the traded treasure." She has just looked at the island's coins
 * (exploring is the one time a ship looks at a wild island's treasure); her owner picks the coin and the other wild
 * island, a die picks the coin that comes back, and she loads it at once, so her owner looks at it then. The coin
 * she gave lies on the other island, still known to her owner alone.
 *
 * Choices: the trade needs room in her hold for the coin she must load, and another wild island with a coin that is
 * not unique treasure (unique treasure is face up, never random). Without a chooser she trades the least valuable
 * coin she saw when the coin it costs her (that coin, or the least of those she would take had she room for fewer
 * than all) is worth less than the game's average coin, the only thing she knows of a random coin; the coin comes
 * from the island with the most coins. The islands of Daniel's scavenging are never explored, so never traded with.
 */
function islandTrade(game: Game, s: Ship): boolean {
  const state = game.state;
  const here = s.docked;
  const room = freeCargo(state, s);
  const coins = state.islands[here].treasure.filter((t) => !state.treasures[t].unique);
  const plain = (i: number) => state.islands[i].treasure.filter((t) => !state.treasures[t].unique);
  const sources: number[] = [];
  state.islands.forEach((isl, i) => {
    if (i !== here && isl.home === -1 && !isl.seed && plain(i).length > 0) sources.push(i);
  });
  if (room <= 0 || !coins.length || !sources.length) return false;
  const value = (t: number) => state.treasures[t].value;
  const sorted = [...coins].sort((a, b) => value(a) - value(b));
  const forgone = value(sorted[Math.max(0, sorted.length - room)]);
  const pool = state.treasures.filter((t) => !t.unique);
  const mean = pool.reduce((n, t) => n + t.value, 0) / pool.length;
  const autoCoin = forgone < mean ? sorted[0] : -1;
  const coin = game.choose ? askOne(game, { kind: 'island-trade', ship: s.id, island: here, options: [-1, ...coins] }, s.owner, autoCoin) : autoCoin;
  if (coin < 0) return false;
  const most = sources.reduce((a, b) => (plain(b).length > plain(a).length ? b : a));
  const from = game.choose ? askOne(game, { kind: 'trade-from', ship: s.id, island: here, options: sources }, s.owner, most) : most;
  const there = plain(from);
  const back = there[game.dice.below(there.length)];
  emit(game, { type: 'treasure-moved', ids: [coin], from: { island: here }, to: { island: from } });
  emit(game, { type: 'treasure-moved', ids: [back], from: { island: from }, to: { ship: s.id } });
  see(game, s.owner, [back]);
  return true;
}

/**
 * "When this ship is given an explore action, you can swap a treasure on the wild island with a crew on any friendly
 * ship": after she has explored and loaded, one coin still on the island goes aboard a ship of her fleet (in play,
 * not lost in a fog bank, her too) and one crew of that ship is left on the island in its place. The coin takes the
 * crew's cargo space, so the ship needs room once the crew is off (a crew that takes no space frees none; unique
 * treasure needs none). Only an explore action sets it off: the explore a dock-and-explore move makes is no action.
 *
 * The crew stays ashore there, where any ship docked at the island may take it aboard (001 "Placing Crew and
 * equipment"). A crew whose text says it cannot leave its ship is never offered.
 *
 * The swap offered is the most valuable coin left (she has just looked at them all) for the cheapest crew of her fleet
 * that has room for it. Whether to make it is her owner's choice (a `swap` choice at the table); the engine's own is
 * to swap when that coin is worth more gold than the crew cost points: gold wins games, and a crew worth less than
 * the coin is the cheaper thing to give up.
 */
export function swapForCrew(game: Game, s: Ship): void {
  const state = game.state;
  const here = s.docked;
  const island = state.islands[here];
  if (!island || island.home !== -1 || !island.treasure.length || s.sunk) return;
  const coin = island.treasure.reduce((a, b) => (state.treasures[b].value > state.treasures[a].value ? b : a));
  const unique = state.treasures[coin].unique;
  let to: Ship | null = null;
  let index = -1;
  for (const o of state.ships) {
    if (o.owner !== s.owner || o.sunk || !o.inPlay || o.lost) continue;
    for (let i = 0; i < o.crew.length; i++) {
      if (o.crew[i].equipment || staysAboard(o, i)) continue;
      if (!unique && freeCargo(state, o) + (o.crew[i].free ? 0 : 1) < 1) continue;
      if (!to || o.crew[i].points < to.crew[index].points) [to, index] = [o, i];
    }
  }
  if (!to) return;
  const auto = to.crew[index].points < state.treasures[coin].value ? 1 : 0;
  const swap = game.choose ? askOne(game, { kind: 'swap', ship: s.id, to: to.id, crew: index, treasure: coin, options: [0, 1] }, s.owner, auto) : auto;
  if (swap === 1) emit(game, { type: 'crew-swapped', ship: s.id, to: to.id, index, island: here, treasure: coin });
}

/**
 * "Once per turn, this ship may look at one face-down cargo on any ship" (or "treasure on any island"): a free
 * action, at any distance, for her owner alone to see; the table hears only that she looked, and where. Unique
 * treasure lies face up, so it is never the coin looked at; a coin her owner already knows is not worth the look.
 */
export function look(game: Game, s: Ship, id: number): void {
  emit(game, { type: 'looked', ship: s.id, treasure: id, at: lookPlace(game.state, id)! });
  see(game, s.owner, [id]);
}

export function scavenge(game: Game, s: Ship): void {
  const state = game.state;
  const island = s.docked >= 0 ? state.islands[s.docked] : null;
  if (island && island.home === -1 && freeCargo(state, s) > 0 && island.treasure.length > 0) {
    // 000 has the coins "mixed together face down" and a scavenger "take 1 Treasure" without looking at them first
    // (unlike 001's explorer): one at random, which she then looks at.
    const ids = [island.treasure[game.dice.below(island.treasure.length)]];
    emit(game, { type: 'treasure-moved', ids, from: { island: s.docked }, to: { ship: s.id } });
    see(game, s.owner, ids);
  }
  const repairs = s.abilities.repairAnywhere && island && island.home === -1 ? 2 : 1;
  for (let k = 0; k < repairs; k++) repair(game, s);
}

export function buy(game: Game, player: PlayerIndex, s: Ship): void {
  const state = game.state;
  const home = state.islands.findIndex((i) => i.home === player);
  const isl = state.islands[home];
  const out = Math.atan2(state.area.width / 2 - isl.x, -(state.area.height / 2 - isl.y));
  const h = ((out * 180) / Math.PI + 360 + 180 + 40 * (state.ships.filter((o) => o.owner === player && o.inPlay && !o.sunk).length % 5)) % 360;
  // "Spawned at the player's Home Island with their bow touching the island" (000), on the first bearing round it,
  // from that one, where she lies across no ship and no other island.
  let spot = atHome(s, isl, h + 180);
  for (let turn = 10; turn <= 180 && overlapsAt(s, spot, state.ships, state.islands); turn += 10) {
    const left = atHome(s, isl, h + 180 - turn);
    const right = atHome(s, isl, h + 180 + turn);
    if (!overlapsAt(s, left, state.ships, state.islands)) spot = left;
    else if (!overlapsAt(s, right, state.ships, state.islands)) spot = right;
  }
  const coins = coinsToPay(state, player, s.points);
  emit(game, { type: 'bought', player, ship: s.id, gold: s.points, coins, ...spot, island: home });
}

/**
 * The coins at home a Daniel purchase spends ("1 gold equates to 1 point value"; no change is given): the fewest
 * coins that pay the price, so that as many coins as can stay unspent keep their +1, then as little over the price
 * as those allow. The fewest are the most valuable ones; each is then swapped, largest first, for the smallest
 * unspent coin that still pays. The caller has checked the purse covers the price.
 */
function coinsToPay(state: GameState, player: PlayerIndex, price: number): number[] {
  const value = (id: number) => state.treasures[id].value;
  const home = [...state.players[player].home].sort((a, b) => value(b) - value(a) || a - b);
  const paid: number[] = [];
  let sum = 0;
  for (const id of home) {
    if (sum >= price) break;
    paid.push(id);
    sum += value(id);
  }
  const rest = home.slice(paid.length).sort((a, b) => value(a) - value(b) || a - b);
  for (let i = 0; i < paid.length; i++) {
    const swap = rest.findIndex((id) => value(id) < value(paid[i]) && sum - value(paid[i]) + value(id) >= price);
    if (swap < 0) continue;
    sum += value(rest[swap]) - value(paid[i]);
    [paid[i], rest[swap]] = [rest[swap], paid[i]];
    rest.sort((a, b) => value(a) - value(b) || a - b);
  }
  return paid;
}

/** A random treasure of each, swapped: neither player sees the other's before the trade. */
export function trade(game: Game, s: Ship, t: Ship): void {
  const mine = s.treasure[game.dice.below(s.treasure.length)];
  const theirs = t.treasure[game.dice.below(t.treasure.length)];
  emit(game, { type: 'used-once', ship: s.id, ability: ONCE.trade });
  emit(game, { type: 'treasure-moved', ids: [mine], from: { ship: s.id }, to: { ship: t.id } });
  emit(game, { type: 'treasure-moved', ids: [theirs], from: { ship: t.id }, to: { ship: s.id } });
  see(game, t.owner, [mine]);
  see(game, s.owner, [theirs]);
}

/**
 * Intermediaro: "If this sea creature is within S of both a wild island and a friendly ship, she can place one
 * treasure from that wild island on that ship as a free action": once a turn (the text gives her one treasure, not
 * one each time), her owner's pick of the island's face-down treasure, which her owner then looks at. A unique
 * treasure placed so is placed as exploring would: face up and acting, or face down where its text says so.
 */
export function placeFromIsland(game: Game, s: Ship, island: number, id: number, to: Ship): void {
  emit(game, { type: 'used-once', ship: s.id, ability: ONCE.fetch });
  const down = game.state.treasures[id].unique && loadsFaceDown(game.state, id);
  emit(game, { type: 'treasure-moved', ids: [id], from: { island }, to: { ship: to.id }, ...(down ? { faceDown: { player: to.owner, ids: [id] } } : {}) });
  see(game, to.owner, [id]);
  if (game.state.treasures[id].unique && !down) reveal(game, to, id);
}

/**
 * "Give this ship a move action but do not move her. Instead you may transfer one treasure from any ship within S of
 * this ship to this ship": one of that ship's treasure, at random since it lies face down (a friend's too, the same
 * way), which her owner then looks at.
 */
export function pilfer(game: Game, s: Ship, from: Ship): void {
  const id = from.treasure[game.dice.below(from.treasure.length)];
  emit(game, { type: 'treasure-moved', ids: [id], from: { ship: from.id }, to: { ship: s.id } });
  see(game, s.owner, [id]);
}

/** Marks a wild island explored for her owner from within S, and no longer for any other player. */
export function markExplored(game: Game, s: Ship, island: number): void {
  emit(game, { type: 'used-once', ship: s.id, ability: ONCE.markExplored });
  emit(game, { type: 'explored', player: s.owner, island });
  // "The island becomes unexplored in regards to all other players."
  game.state.islands[island].explored.forEach((done, p) => {
    if (done && p !== s.owner) emit(game, { type: 'unexplored', player: p, island });
  });
}

/** Daniel: a shipyard crew hired onto her, paid in coins from home. */
export function hire(game: Game, player: PlayerIndex, crew: number, s: Ship): void {
  emit(game, { type: 'hired', player, crew, ship: s.id, coins: coinsToPay(game.state, player, game.state.players[player].yardCrew[crew].points) });
}

/**
 * 001's explore at sea: crew and treasure from a touching allied ship or derelict come aboard. Crimson Coast
 * "Ransom": "If this crew is transferred to an enemy ship, it becomes treasure worth 5 gold to the capturer": taken
 * from an enemy derelict, such a crew comes aboard as a 5-gold coin in her hold rather than as crew.
 */
export function transfer(game: Game, s: Ship, from: Ship, crew: readonly number[], treasure: readonly number[]): void {
  const capture = s.abilities.captureDerelict && from.owner !== s.owner && from.towedBy < 0 && s.towing < 0;
  if (treasure.length) {
    see(game, s.owner, [...treasure]);
    emit(game, { type: 'treasure-moved', ids: [...treasure], from: { ship: from.id }, to: { ship: s.id } });
  }
  // Highest index first, so each index still names the crew it named when the action was chosen.
  for (const index of [...crew].sort((a, b) => b - a)) {
    if (from.owner !== s.owner && from.crew[index].ransom) {
      emit(game, { type: 'crew-lost', ship: from.id, index });
      emit(game, { type: 'treasure-created', value: 5, to: { ship: s.id } });
    } else {
      emit(game, { type: 'crew-moved', from: from.id, index, to: s.id });
    }
  }
  if (capture) captureDerelict(game, s, from);
}

/**
 * "You own any derelict this ship explores; both ships become docked at your home island": exploring an enemy
 * derelict (a transfer from her, even of nothing), she takes the derelict into her fleet, and both are set down
 * docked at her home island, each at the first free berth round it from north, as ships are placed at set-up
 * (../setup/setup.ts `atHome`); docking there unloads them as any docking at home does. A derelict under tow, or a ship
 * towing one, stays where she is: the tow already decides where the derelict goes.
 */
function captureDerelict(game: Game, s: Ship, t: Ship): void {
  const state = game.state;
  const home = state.islands.findIndex((i) => i.home === s.owner);
  if (home < 0) return;
  emit(game, { type: 'derelict-captured', ship: t.id, by: s.id, player: s.owner });
  for (const ship of [s, t]) {
    const spot = berth(state, ship, home);
    if (ship.docked >= 0) emit(game, { type: 'undocked', ship: ship.id });
    emit(game, { type: 'moved', ship: ship.id, ...spot });
    emit(game, { type: 'docked', ship: ship.id, island: home });
    onDock(game, ship, home);
  }
}

/**
 * "If an enemy ship is within S of this ship, you can use this ship's action for the turn to try to possess a target
 * crew on that ship. Roll a d6; on a result of 6, the target is immediately assigned to this ship. Its nationality
 * changes to match the nationality of this ship": the die, then the crew comes aboard her, of her nation, so working
 * there. "This ship's action for the turn" is any action, not a move or a shot: it takes her action as an explore does
 * (a kind of its own would let her move and shoot too). The crew needs a cargo space aboard her, as any crew does
 * (001 "Placing Crew"), so she tries only with one free.
 */
export function possess(game: Game, s: Ship, t: Ship, index: number): void {
  const roll = rollFor(game, s, (r) => (s.abilities.cardActions.possessFaces & (1 << r)) !== 0);
  emit(game, { type: 'possess-rolled', ship: s.id, target: t.id, roll });
  if (s.abilities.cardActions.possessFaces & (1 << roll)) emit(game, { type: 'crew-moved', from: t.id, index, to: s.id, turned: true });
}

/**
 * "Once per turn this ship's controller may choose another ship and bellow 'HO-HO-HO!' Any crew on the target falls
 * asleep, and so the target loses her next turn": a free action at any other ship with crew aboard (her crew are
 * what fall asleep, so a ship with none sleeps on); the target may be given no action on her own next turn.
 */
export function bellow(game: Game, s: Ship, t: Ship): void {
  emit(game, { type: 'used-once', ship: s.id, ability: ONCE.bellow });
  emit(game, { type: 'idled', ship: t.id, turns: 1 });
}

/**
 * A fort's "A ship docked at this fort may use its action for the turn to look at one face-down treasure on each
 * island": on every island holding coins she has not seen, she looks at one. Face-down coins are alike until looked
 * at, so which one is no choice: the first.
 */
export function fortLook(game: Game, s: Ship): void {
  const state = game.state;
  const ids: number[] = [];
  for (const isl of state.islands) {
    const coin = isl.treasure.find((id) => !state.treasures[id].unique && !state.treasures[id].seenBy[s.owner]);
    if (coin !== undefined) ids.push(coin);
  }
  if (ids.length) see(game, s.owner, ids);
}

/**
 * "When this ship is docked at your home island, you may eliminate one treasure. It becomes a 3S cannon that can be
 * eliminated only when the ship sinks": a free action, once a turn, taking one of her owner's treasures at home out
 * of the game (its gold with it) for a cannon on no mast, fired from wherever on her reaches, lost only with her. The
 * text names no limit but the once a turn this engine gives free actions of a ship's own text.
 */
export function forge(game: Game, s: Ship, treasure: number): void {
  const cannon = s.abilities.forgedCannon!;
  emit(game, { type: 'used-once', ship: s.id, ability: ONCE.forge });
  emit(game, { type: 'treasure-moved', ids: [treasure], from: { home: s.owner }, to: { lost: true } });
  emit(game, { type: 'cannon-forged', ship: s.id, rank: cannon.rank, range: cannon.range });
}
