import { endTurn as endTurnBuildingForts, fortsShoot, shipsShootForts } from './forts';
import { effectsOfKind } from '@/lib/cards/abilities/parse';
import { LEG_LENGTH } from '@/lib/cards/move';
import { MARK } from '@/lib/engine/abilities/ability-flags';
import { ACTION } from '@/lib/engine/state/events';
import { checkAction, type Game, resolveChecked } from '@/lib/engine/game';
import { norm } from '@/lib/engine/core/geometry';
import { distanceToShip } from '@/lib/engine/hull/hull';
import { dockedAtHome, homeGold, isDerelict, type PlayerIndex, type Ship } from '@/lib/engine/state/state';
import { says, soakedPowder } from '@/lib/engine/treasure/treasure-text';
import { type PolicyId } from '@/lib/simulate/schema';
import { bestTarget, goTo, haven, preyOf, reach, sailing, tryAction, yard } from './act';
import { pathTowards, wayOut, WEDGED } from './course';
import { economyErrand, economyTurnEnd, economyTurnStart } from './economy';
import { hunt, wildWithTreasure } from './errands';
import { minds } from './minds';
import { POLICIES } from './policies';
import { searchTurn } from './search';
import { home, isEnemy } from './seat';

function care(game: Game, s: Ship): boolean {
  const state = game.state;
  const p = s.owner;
  // A treasure that stops her shooting goes overboard at the first repair she can make ("Wet Gunpowder").
  if (s.abilities.noShooting && soakedPowder(state, s) >= 0 && tryAction(game, p, { type: 'repair', ship: s.id })) return true;
  if (s.masts < s.cannons.length && (tryAction(game, p, { type: 'repair', ship: s.id }) || (state.rules.scavenge && s.docked >= 0 && tryAction(game, p, { type: 'scavenge', ship: s.id })))) return true;
  if (isDerelict(s)) {
    if (!s.abilities.derelictMove) {
      if (!s.scuttleOn && s.treasure.length === 0 && !dockedAtHome(state, s)) tryAction(game, p, { type: 'scuttle', ship: s.id });
      return true;
    }
    goTo(game, s, yard(state, s));
    return true;
  }
  if (s.tangled) {
    tryAction(game, p, { type: 'untangle', ship: s.id });
    return true;
  }
  if (s.masts * 2 < s.cannons.length && !s.seaCreature) {
    goTo(game, s, yard(state, s));
    return true;
  }
  return false;
}

/**
 * One turn of a seat played by the computer: the duties every policy shares, then each ship's action as her policy
 * chooses it (./policies). The simulator (lib/simulate/run.ts) and the table's computer seat (lib/pirates/run.ts) both
 * play through `playTurn`, so both are only as good as the policy in front of them.
 *
 * Every policy carries gold, and sails to repair, to the nearer of her home and a fort of her fleet (`haven`).
 *
 * Every policy makes at once the move a ship's text gives her after loading or unloading treasure (`useFreeMove`), and
 * a ship that may look at a coin aboard any ship looks at one aboard the enemy carrier nearest her (`peek`).
 *
 * Every policy keeps her own fleet from wedging itself (./course.ts): a move stops short of a friendly hull rather
 * than against it (and of an enemy docked at her home, a ram that would only pin her), and ships standing idle near a
 * carrier that gained no ground towards home sail clear of her (`makeWay`).
 *
 * `search` plays no ship itself: it plays each whole turn ahead as the other policies would, each minding the game's
 * end (`mindedTurn`), and then plays the best (./search.ts), through this function, so its turns are theirs with every
 * duty above.
 *
 * Under Economy Edition every policy trades (./economy.ts): its sales and purchases open and close the turn, and each
 * ship runs the economy's errand in place of the policy's. `economy: false` plays the policy alone, as the computer played Economy
 * before it could trade: the yardstick `npm run sim:economy` measures the economy play against.
 */
export function playTurn(game: Game, player: PlayerIndex, policy: PolicyId, economy = true, minded = policy === 'lookahead' || policy === 'search'): void {
  const state = game.state;
  if (policy === 'search' && state.economy === null) {
    searchTurn(game, player, mindedTurn);
    return;
  }
  minds.endings = minded;
  const claimed = new Set<number>();
  const trades = economy && state.economy !== null;
  if (state.rules.shipyard) buyShips(game, player, minds.endings);
  if (trades) economyTurnStart(game, player);
  const haven = state.islands[home(state, player)];
  const homeward = (s: Ship) => norm(haven.x - s.x, haven.y - s.y);
  const stuck: Ship[] = [];
  // What may be turned face up only at the start of the turn is weighed before any ship acts.
  for (const s of state.ships) if (s.owner === player && s.treasure.length && !s.sunk && s.inPlay) boost(game, s, false);
  fortsShoot(game, player);
  for (const s of state.ships) {
    if (state.over) return;
    if (s.owner !== player || s.sunk || !s.inPlay || s.towedBy >= 0 || s.actions > 0) continue;
    const bound = s.treasure.length > 0 && !dockedAtHome(state, s, player) ? homeward(s) : -1;
    playShip(game, s, policy, claimed, trades);
    if (bound >= 0 && !s.sunk && s.inPlay && !dockedAtHome(state, s, player) && homeward(s) > bound - GAINED) stuck.push(s);
  }
  if (!state.over) makeWay(game, player, stuck, minds.endings);
  if (trades && !state.over) economyTurnEnd(game, player);
  shipsShootForts(game, player);
  if (!state.over) endTurnBuildingForts(game, player);
}

/**
 * A candidate turn of `search`: the policy's turn minding the game's end as `lookahead` does (./minds.ts), so Hard
 * never takes `hunter`'s shot at a derelict that cannot matter, or one that ends the game lost, on the strength of a
 * few lucky games ahead.
 */
function mindedTurn(game: Game, player: PlayerIndex, policy: PolicyId): void {
  playTurn(game, player, policy, true, true);
}

/** Ground a ship bound home must gain in a turn not to count as held up. */
const GAINED = 0.2;

/**
 * A carrier that gained no ground towards home is usually wedged by ships of her own fleet that had nothing to do
 * and stood still (at an island, or in the mouth of her home harbour), and would stand there until the turn cap:
 * every idle friend near her sails a few S directly away from her, so the way is open on her next turn.
 *
 * With `carriersToo` (lookahead), a carrier that could not move at all is also cleared by a friend held up with gold
 * aboard herself, and once one has made way she sails home at once. Two carriers docked side by side at an emptied
 * island each lay in the other's way, and neither had nothing aboard: one more ship (Santa Lucía) in a Crimson Coast
 * fleet lost 82 points of edge so (`npm run sim:sanity -- --seed 777 --games 300`, crimson-coast #4), its carriers
 * lying there while the smaller fleet brought its gold home.
 */
function makeWay(game: Game, player: PlayerIndex, stuck: readonly Ship[], carriersToo: boolean): void {
  const state = game.state;
  for (const c of stuck) {
    // Only a carrier that could not move at all is wedged by another: one that gained too little ground has sailed.
    const wedged = carriersToo && c.actions === 0;
    let cleared = false;
    for (const f of state.ships) {
      if (f.owner !== player || f === c || f.sunk || !f.inPlay || f.actions > 0 || f.seaCreature) continue;
      if (f.treasure.length && !(wedged && stuck.includes(f))) continue;
      if (f.docked >= 0 && state.islands[f.docked].home === -1 && state.islands[f.docked].treasure.length) continue;
      const d = norm(f.x - c.x, f.y - c.y);
      if (d > WEDGED) continue;
      if (wayOut(state, f, c, (segments) => tryAction(game, player, sailing(state, f, segments)))) cleared = true;
    }
    if (wedged && cleared && !c.sunk && !state.over) goTo(game, c, haven(state, c));
  }
}

function playShip(game: Game, s: Ship, policy: PolicyId, claimed: Set<number>, trades: boolean): void {
  const state = game.state;
  peek(game, s);
  embark(game, s);
  if (s.abilities.marks & MARK.fetchForFriend) fetchForFriend(game, s);
  if (s.treasure.length) boost(game, s, false);
  if (care(game, s)) return;
  if (shedPlague(game, s)) return;
  if (s.mustLeave || s.pinnedBy >= 0) {
    if (s.pinnedBy >= 0) hunt(game, s, true);
    else goTo(game, s, home(state, s.owner));
    return;
  }
  if (trades) economyErrand(game, s, claimed);
  else POLICIES[policy](game, s, claimed);
  useFreeMove(game, s, claimed);
  const extra = s.extraActions > 0 || state.players[s.owner].extraActions > 0;
  if (extra && !s.sunk && !state.over && s.actions < 2 && !(s.actionKinds & ACTION.explore)) hunt(game, s, true);
  // A second move a treasure gave her carries her gold on home.
  if (s.boostMoves && s.actions === 1 && s.treasure.length && !s.sunk && !state.over) goTo(game, s, haven(state, s));
  useFreeMove(game, s, claimed);
  if (s.treasure.length && !s.sunk && !state.over) boost(game, s, true);
}

/**
 * A face-down treasure she may turn face up for this turn is turned when it pays now: a cannon bonus when she has a
 * shot before she acts; a leg of base move, or a second move action, when it brings her gold home this turn and her
 * own move would not; an extra shoot action once she has shot (`after`) and has another shot, which she then takes;
 * a trade of home coins when the enemy's coins at home are worth more on average than her owner's.
 */
function boost(game: Game, s: Ship, after: boolean): void {
  const state = game.state;
  // Only a face-down coin with text can be turned up: a hold of plain coins is not copied to be looked through.
  let texts = false;
  for (const id of s.treasure) if (state.treasures[id].faceDown && state.treasures[id].text) texts = true;
  if (texts) for (const id of [...s.treasure]) {
    const t = state.treasures[id];
    if (!t.faceDown || !t.text) continue;
    if (!after && says(t.text, 'reveal-trade-homes')) {
      const mean = (p: PlayerIndex) => homeGold(state, p) / Math.max(1, state.players[p].home.length);
      if (state.players.some((_, q) => q !== s.owner && mean(q) > mean(s.owner))) tryAction(game, s.owner, { type: 'reveal', ship: s.id, treasure: id });
      continue;
    }
    const [first] = effectsOfKind(t.text, 'reveal-boost');
    if (!first) continue;
    const { effect } = first;
    if (after) {
      if (effect.shots && s.actionKinds & ACTION.shoot && s.actions < 2 && bestTarget(state, s)) tryAction(game, s.owner, { type: 'reveal', ship: s.id, treasure: id });
      continue;
    }
    // One turned at the start of the turn gives a second shot only if she has a first.
    if ((effect.cannon || (effect.shots && says(t.text, 'reveal-at-start'))) && bestTarget(state, s)) tryAction(game, s.owner, { type: 'reveal', ship: s.id, treasure: id });
    if ((effect.leg || effect.moves) && s.treasure.some((c) => state.treasures[c].value > 0) && s.docked < 0) {
      const isl = state.islands[haven(state, s)];
      const far = distanceToShip(s, isl.x, isl.y) - isl.r;
      const own = reach(state, s);
      const more = effect.leg ? LEG_LENGTH[effect.leg] : own;
      if (far > own && far <= own + more) tryAction(game, s.owner, { type: 'reveal', ship: s.id, treasure: id });
    }
  }
  // The extra shoot action a treasure gave her, taken once she has shot.
  const target = after && s.boostShots && s.actionKinds & ACTION.shoot && s.actions < 2 ? bestTarget(state, s) : null;
  if (target) tryAction(game, s.owner, { type: 'shoot', ship: s.id, target: target.target.id, broadside: false });
}

/**
 * A sea creature that may place a coin of a wild island near her on a friendly ship near her does so whenever one of
 * each is in reach, a free action: the coin her owner knows to be worth most, else any, onto the friend with room.
 */
function fetchForFriend(game: Game, s: Ship): void {
  const state = game.state;
  for (let island = 0; island < state.islands.length; island++) {
    const coins = state.islands[island].treasure;
    if (state.islands[island].home !== -1 || !coins.length) continue;
    const worth = (id: number) => (state.treasures[id].seenBy[s.owner] ? state.treasures[id].value : 0);
    const treasure = coins.reduce((a, b) => (worth(b) > worth(a) ? b : a));
    for (const to of state.ships) {
      if (to.owner === s.owner && to !== s && tryAction(game, s.owner, { type: 'fetch', ship: s.id, island, treasure, to: to.id })) return;
    }
  }
}

/**
 * A ship carrying Plague docks nowhere, so no gold she carries comes home while it is aboard: she sails to touch the
 * enemy a hunter would go for (a carrier first, whose gold the Plague then keeps from home, else the nearest), which
 * then takes the Plague and loses her crew (lib/engine/treasure/treasure-text.ts `plague`).
 */
function shedPlague(game: Game, s: Ship): boolean {
  if (!(s.abilities.marks & MARK.plague) || s.pinnedBy >= 0) return false;
  const state = game.state;
  const prey = preyOf(state, s);
  if (!prey) return false;
  const segments = pathTowards(state, s, prey.x, prey.y, 0, -1, prey.id);
  return segments.length > 0 && tryAction(game, s.owner, { type: 'move', ship: s.id, segments });
}

/**
 * Docked where crew are ashore (her fleet's unassigned crew start on its home island, 001 "Placing Crew and
 * equipment"), she takes aboard every one the rules let her carry, a free action each: a crew does nothing ashore.
 */
function embark(game: Game, s: Ship): void {
  if (s.docked < 0) return;
  const ashore = game.state.islands[s.docked].crew;
  for (let i = ashore.length - 1; i >= 0; i--) tryAction(game, s.owner, { type: 'crew-aboard', ship: s.id, crew: i });
}

/**
 * A ship whose text lets her look at a face-down coin aboard any ship looks, before she acts, at one aboard the enemy
 * carrier nearest her, the one she is likeliest to board or head off: what it is worth then prices that boarding
 * (./seat.ts) instead of the mean of the coins she has not seen, so a one-gold coin no longer draws her off her voyage.
 */
function peek(game: Game, s: Ship): void {
  const state = game.state;
  if (!s.abilities.lookShip) return;
  let nearest: Ship | null = null;
  let coin = -1;
  let best = Infinity;
  for (const t of state.ships) {
    if (!isEnemy(s, t)) continue;
    const unseen = t.treasure.find((id) => !state.treasures[id].seenBy[s.owner] && !state.treasures[id].unique);
    if (unseen === undefined) continue;
    const d = distanceToShip(t, s.x, s.y);
    if (d < best) {
      best = d;
      nearest = t;
      coin = unseen;
    }
  }
  if (nearest) tryAction(game, s.owner, { type: 'look', ship: s.id, treasure: coin });
}

/**
 * A ship whose text gives her a move after loading or unloading treasure (`freeMove`, earned by the action just
 * taken) makes it at once, on to where her next action would take her: home with the gold she has just loaded, or
 * out to the island she would fetch from next after unloading it.
 */
function useFreeMove(game: Game, s: Ship, claimed: Set<number>): void {
  const state = game.state;
  if (!s.freeMove || s.sunk || state.over) return;
  const island = s.treasure.length ? haven(state, s) : wildWithTreasure(state, s, claimed, true);
  if (island < 0 || island === s.docked) return;
  if (!s.treasure.length) claimed.add(island);
  const isl = state.islands[island];
  const segments = pathTowards(state, s, isl.x, isl.y, 0, island, -1, [s.freeMove]);
  if (segments.length) tryAction(game, s.owner, { type: 'free-move', ship: s.id, segments });
}

/**
 * Daniel's shipyard (000 "Ship and Crew Purchasing"): every ship she can pay for, dearest first, then the dearest crew
 * first, each onto the first docked ship without one. With `shipsFirst` (lookahead) no crew is hired while a ship is
 * left in the yard: the gold waits for her. Hiring whatever she could pay for held the next ship back, and 000 counts
 * every unspent coin at its value + 1: one more crew in the shipyard of a French fleet lost 13.3 points of edge
 * (`npm run sim:sanity -- --seed 4242 --games 300`, daniel-house #1), 2.7 (not significant) with ships first.
 */
function buyShips(game: Game, player: PlayerIndex, shipsFirst: boolean): void {
  const yard = game.state.ships.filter((s) => s.builtBy === player && !s.inPlay && !s.sunk).sort((a, b) => b.points - a.points);
  for (const s of yard) tryAction(game, player, { type: 'buy', ship: s.id });
  if (shipsFirst && yard.some((s) => !s.inPlay)) return;
  // Then the dearest crew first, each onto the first docked ship without one.
  const crew = game.state.players[player].yardCrew;
  const order = crew.map((c, i) => ({ c, i })).sort((x, y) => y.c.points - x.c.points).map((x) => x.c);
  for (const c of order) {
    const ship = game.state.ships.find((s) => !checkAction(game.state, player, { type: 'hire', crew: crew.indexOf(c), ship: s.id }));
    if (ship) resolveChecked(game, player, { type: 'hire', crew: crew.indexOf(c), ship: ship.id });
  }
}
