import { costliestCrew, loseChosenCrew, loseCrew, scuttle, sink } from '../combat/combat';
import { fireRolls, mustScuttle } from '../combat/fire';
import { clearSmoke } from '../terrain/smoke';
import { driftIceberg } from '../terrain/icebergs';
import { MARK } from '../abilities/ability-flags';
import { LEG_LENGTH } from '@/lib/cards/move';
import { within } from '../hull/hull';
import { canMakeWay, canSailAhead } from '../hull/turning';
import { parseAbility } from '@/lib/cards/abilities/parse';
import { SHIP_SLOTS } from '../state/choices';
import { askOne, emit, type Game, rollFor } from '../state/play';
import type { RollTable } from '../abilities/abilities';
import { marketAtRound } from '../economy/market';
import { payUpkeep } from '../economy/upkeep';
import { economyEnd } from '../economy/victory';
import { crewCount, dockedAtHome, type GameState, goldAboard, goldCollected, isDerelict, nextPlayer, type PlayerIndex, type Ship } from '../state/state';

/**
 * Turns and scoring: what happens as a player's turn begins (fires burn, silencers choose, scuttled ships sink, action rolls and roll tables, icebergs drift) and
 * ends, whether the game has ended (checked after every action, 001 "The game ends immediately"), and who has won.
 */

/**
 * Whether `next` starting her turn after the active player's begins a new round: the order has come round again (or,
 * as the game starts, the first player begins the first).
 */
function newRound(state: GameState, next: PlayerIndex): boolean {
  return state.order.indexOf(next) <= state.order.indexOf(state.active);
}

export function startTurn(game: Game, player: PlayerIndex): void {
  const state = game.state;
  const turn = newRound(state, player) ? state.turn + 1 : state.turn;
  emit(game, { type: 'turn-started', player, turn });
  if (state.economy) {
    marketAtRound(game);
    if (state.economy.towns.some((t) => t && t.owner === player && (!t.ready || t.next))) emit(game, { type: 'towns-ready', player });
  }
  crewBlackout(game);
  clearSmoke(game, player);
  fireRolls(game);
  silence(game, player);
  for (const s of state.ships) {
    if (s.owner !== player || s.sunk || !s.inPlay) continue;
    // A crew a doctor turned face down is revealed again as her owner's turn begins (see lib/pirates/view.ts).
    for (let i = 0; i < s.crew.length; i++) if (s.crew[i].faceDown) emit(game, { type: 'crew-turned', ship: s.id, index: i, faceDown: false });
    if (s.scuttleOn && s.scuttleOn <= turn && s.towedBy < 0) sink(game, s, -1);
    else if (mustScuttle(s, player)) scuttle(game, s);
    if (s.abilities.extraActionFaces.length && !s.sunk && !isDerelict(s)) {
      // "Once per turn before you give this ship an action, roll a d6. On a 5 or 6 ..."
      const roll = rollFor(game, s, (r) => s.abilities.extraActionFaces.includes(r));
      if (s.abilities.extraActionFaces.includes(roll)) emit(game, { type: 'extra-action', ship: s.id, roll, repeat: s.abilities.extraActionRepeats });
    }
    if (!s.sunk) for (const table of s.abilities.rollTables) rollTable(game, s, table);
  }
  fear(game, player);
  icebergs(game);
  checkEnd(game);
}

/**
 * "Each turn roll a d6, on a result of 5 or 6 no crew abilities can be used this turn": as every turn begins, hers or
 * the enemy's ("each turn", unlike the texts that say "each of your turns"), each such creature in play rolls, and on
 * its faces no crew aboard any ship, friend or foe, uses its ability until the turn ends. The roll comes first, so
 * no crew ability acts as that turn begins either. The creature's own text, and every ship's, still works.
 */
function crewBlackout(game: Game): void {
  for (const s of game.state.ships) {
    const faces = s.abilities.crewBlackout;
    if (!faces || s.sunk || !s.inPlay) continue;
    const roll = rollFor(game, s, (r) => (faces & (1 << r)) !== 0);
    emit(game, { type: 'crew-blackout', ship: s.id, roll, hushed: (faces & (1 << roll)) !== 0 });
  }
}

/**
 * "Once per turn, one crew or ship within S of this ship cannot use its ability that turn": as every turn begins,
 * hers or the enemy's, her owner may turn off one ability within S, her own text or one crew's, for that turn.
 *
 * Choices: the text names no time, and what it stops is used on both turns (an enemy's bonuses on her turn, its
 * defences on yours), so she picks as each turn begins, before any of that turn's rolls, the active player's
 * silencers first. Only enemy pieces are offered: silencing one's own is never wanted. Without a chooser she silences
 * the enemy text within S that prints the most sentences, her own text before a crew's on a tie. A ship lost in a fog
 * bank neither silences nor is silenced, as nothing else reaches her there.
 */
function silence(game: Game, player: PlayerIndex): void {
  const state = game.state;
  const order = state.order;
  const at = order.indexOf(player);
  for (let k = 0; k < order.length; k++) {
    const owner = order[(at + k) % order.length];
    for (const s of state.ships) {
      if (s.owner !== owner || !s.abilities.silence || s.sunk || !s.inPlay || s.lost) continue;
      const options: number[] = [-1];
      let auto = -1;
      let most = 0;
      const offer = (code: number, text: string) => {
        options.push(code);
        const sentences = parseAbility(text).length;
        if (sentences > most) {
          most = sentences;
          auto = code;
        }
      };
      for (const t of state.ships) {
        if (t.owner === owner || t.sunk || !t.inPlay || t.lost || !within(s, t, s.abilities.silence)) continue;
        if (t.text.trim()) offer(t.id * SHIP_SLOTS, t.text);
        t.crew.forEach((c, k) => {
          if (c.active && c.ability.trim()) offer(t.id * SHIP_SLOTS + k + 1, c.ability);
        });
      }
      if (options.length === 1) continue;
      const pick = game.choose ? askOne(game, { kind: 'silence', ship: s.id, options }, owner, auto) : auto;
      if (pick >= 0) emit(game, { type: 'silenced', ship: Math.floor(pick / SHIP_SLOTS), by: s.id, crew: (pick % SHIP_SLOTS) - 1 });
    }
  }
}

/**
 * Fear (WizKids' keyword text, psmlist.com/public/keyword/detail?kw=Fear): as the turn of a ship with Fear begins, a
 * d6 for each enemy ship within S of her; a 5 stops that ship's and her crew's abilities for this turn, a 6 makes her
 * base move S on her next turn. "That turn" is the turn the die is rolled in, as the rules moderators of
 * pirateswithben.com answer it ("Questions About Game Rules & The Pirate Code"). Ships lost in a fog bank neither
 * roll nor are rolled against, as nothing else reaches them there. A state chosen as her own turn began (ghostly,
 * submerged) is not an ability used in this turn, so a 5 leaves it as it is.
 */
function fear(game: Game, player: PlayerIndex): void {
  const state = game.state;
  for (const s of state.ships) {
    if (s.owner !== player || !s.abilities.fear || s.sunk || !s.inPlay || s.lost) continue;
    // "Except that it also affects your ships": her own fleet's too, but never herself.
    const all = (s.abilities.marks & MARK.fearAll) !== 0;
    for (const t of state.ships) {
      if (t === s || (t.owner === player && !all) || t.sunk || !t.inPlay || t.lost || !within(s, t, LEG_LENGTH.S)) continue;
      emit(game, { type: 'feared', ship: t.id, by: s.id, roll: rollFor(game, s, (r) => r >= 5) });
    }
  }
}

/** "Once at the beginning of each of your turns, roll a d6": the die, then what every row it lands on gives. */
function rollTable(game: Game, s: Ship, table: RollTable): void {
  const roll = rollFor(game, s, (r) => table.rows.some((row) => row.faces & (1 << r) && row.effects.length > 0));
  for (const row of table.rows) {
    if (!(row.faces & (1 << roll))) continue;
    for (const e of row.effects) {
      switch (e.kind) {
        case 'fleet-extra-action':
          emit(game, { type: 'fleet-extra-action', player: s.owner, ship: s.id, roll });
          break;
        case 'lose-crew': {
          if (!crewCount(s) || s.abilities.crewProtected) break;
          if (e.which === 'chosen') loseChosenCrew(game, s, -1);
          else loseCrew(game, s, costliestCrew(s), -1);
          break;
        }
      }
    }
  }
}

/** 001 "Iceberg": a d6 each turn; icebergs showing that number drift S in a rolled direction, striking what they touch. */
function icebergs(game: Game): void {
  const state = game.state;
  if (!state.terrain.some((t) => t.type === 'iceberg' && !t.grounded)) return;
  const roll = game.dice.d6();
  state.terrain.forEach((t, i) => {
    if (t.type !== 'iceberg' || t.grounded || t.drift !== roll) return;
    driftIceberg(game, i, (game.dice.d6() - 1) * 60, LEG_LENGTH.S);
  });
}

/**
 * Ends the active player's turn. A turn cap is no rule of 001's; it is the table's time limit, and a game still going
 * when it runs out is scored as 001 scores every ending ("When any endgame condition is reached, players add up the
 * total gold value ... The player with the highest gold value wins", ties broken as `winnerOf` breaks them), as
 * Economy Edition scores its own: "Time limit: The player with the most gold coins ... wins". Scored as a draw, a
 * game stopped at 28 gold to none counted the same as one stopped level.
 */
export function endTurn(game: Game): void {
  const state = game.state;
  payUpkeep(game, state.active);
  checkEnd(game);
  if (state.over) return;
  const next = nextPlayer(state, state.active);
  if (!someoneCanMakeWay(state)) {
    emit(game, { type: 'game-over', winner: winnerOf(state), reason: 'no-progress' });
    return;
  }
  if (newRound(state, next) && state.turn >= state.maxTurns) {
    emit(game, { type: 'game-over', winner: winnerOf(state), reason: 'turn-cap' });
    return;
  }
  startTurn(game, next);
}

/**
 * Whether any player's ship could still make way. 001 "Winning the Game": the game ends when "half or more players
 * have no possibility of giving any future move actions to any of their ships". A ship stuck fast against others
 * (no heading on which she can sail clear) is freed only by another ship moving; when every ship of every player is
 * stuck so, none ever will be, and the game ends there rather than running to the turn cap. Checked as a turn ends,
 * not after each action: a stuck table stays stuck, and the check costs a sweep of headings per ship.
 */
function someoneCanMakeWay(state: GameState): boolean {
  let afloat = false;
  for (const s of state.ships) {
    // Daniel's shipyard: a ship still to be bought is a move to come.
    if (state.rules.shipyard && !s.inPlay) return true;
    if (!mayMove(s)) continue;
    afloat = true;
    if (canSailAhead(state, s)) return true;
  }
  // With no ship afloat to move, the other endings (./turn.ts `checkEnd`) say whether the game is over.
  if (!afloat) return true;
  for (const s of state.ships) if (mayMove(s) && canMakeWay(state, s)) return true;
  return false;
}

function mayMove(s: Ship): boolean {
  return !s.sunk && s.inPlay && !s.wrecked && (!isDerelict(s) || !!s.abilities.derelictMove);
}

/**
 * Whether a player can still give a move action to one of her pieces, now or after a repair; with `dismasted`, were
 * that ship of hers derelict.
 */
function canStillMove(state: GameState, p: PlayerIndex, dismasted: Ship | null = null): boolean {
  if (state.players[p].left) return false;
  for (const s of state.ships) {
    if (s.owner !== p || s.sunk || !s.inPlay || s.wrecked) continue;
    if ((s !== dismasted && !isDerelict(s)) || s.abilities.derelictMove) return true;
    if (dockedAtHome(state, s, p) || s.abilities.repairAnywhere || (state.rules.scavenge && s.docked >= 0)) return true;
  }
  return false;
}

/**
 * Whether leaving `t` derelict would end the game at once (001 "Winning the Game": "Only one player is able to give
 * any future move actions to any of their ships"): she is the last piece her player could still move, while gold is
 * still to be won under rules that end so. What a player weighs before the shot that could do it: the fleet ahead
 * then wins, whoever fired.
 */
export function lastToMove(state: GameState, t: Ship): boolean {
  if (state.rules.endWhenWildIslandsEmpty || state.economy || !goldInPlay(state)) return false;
  return canStillMove(state, t.owner) && !canStillMove(state, t.owner, t);
}

/** Whether gold is still to be won: on wild islands or aboard ships that are not wrecked or lost. */
function goldInPlay(state: GameState): boolean {
  for (const i of state.islands) if (i.home === -1) for (const t of i.treasure) if (state.treasures[t].value > 0) return true;
  for (const s of state.ships) if (!s.sunk && !s.wrecked && s.inPlay) for (const t of s.treasure) if (state.treasures[t].value > 0) return true;
  return false;
}

function wildIslandsEmpty(state: GameState): boolean {
  for (const i of state.islands) if (i.home === -1 && i.treasure.length > 0) return false;
  return true;
}

/** 001: the gold at home. Daniel's "Victory Condition": spent coins at face value, unspent treasure at home +1 each. */
export function score(state: GameState, p: PlayerIndex): number {
  // 003 "Time limit: The player with the most gold coins (not resources) wins": her purse and her coins collected (the
  // coins at home are in both `economyGold` and `goldCollected`: counted here once, with no second loop over them).
  if (state.economy) return state.economy.gold[p] + goldCollected(state, p);
  const gold = goldCollected(state, p);
  return state.rules.plusOneScoring ? gold + state.players[p].home.length : gold;
}

/**
 * 001 "Winning the Game", for any number of players: "Only one player is able to give any future move actions to any
 * of their ships (OR half or more players have no possibility of giving any future move actions to any of their
 * ships)". The first reading is the default; a table chooses the second with `rules.endWhenHalfCannotMove`. With two
 * players they are the same ending. A player who resigned is one who cannot.
 */
export function checkEnd(game: Game): void {
  const state = game.state;
  if (state.over) return;
  const n = state.players.length;
  if (state.rules.winAtHalf) {
    // Gold inside a fort "counts toward victory" (Crimson Coast "Unloading treasure"), as gold at home does.
    for (let p = 0; p < n; p++) if (goldCollected(state, p) * 2 > state.startingGold) return emit(game, { type: 'game-over', winner: p, reason: 'half-the-gold' });
  }
  let reason: GameState['endReason'] = '';
  if (state.economy) return checkEconomyEnd(game);
  if (state.rules.endWhenWildIslandsEmpty) {
    if (wildIslandsEmpty(state)) reason = 'wild-islands-empty';
  } else if (!goldInPlay(state)) reason = 'all-gold-home';
  else {
    let moving = 0;
    for (let p = 0; p < n; p++) if (canStillMove(state, p)) moving++;
    if (moving === 0) reason = 'no-fleet-left';
    else if (moving === 1) reason = 'one-fleet-left';
    else if (state.rules.endWhenHalfCannotMove && (n - moving) * 2 >= n) reason = 'half-fleets-out';
  }
  if (reason) emit(game, { type: 'game-over', winner: winnerOf(state), reason });
}

/**
 * Economy Edition's endings (../economy/victory.ts) in place of 001's. Apart from `checkEnd`, which every action of
 * every game calls: there its few lines cost official games 3% more instructions a game turn (`npm run bench:work`),
 * since the bigger function left V8 less of its inlining budget for the calls around it.
 */
function checkEconomyEnd(game: Game): void {
  const end = economyEnd(game.state);
  if (end) emit(game, { type: 'game-over', winner: end.reason === 'no-fleet-left' ? winnerOf(game.state) : end.winner, reason: end.reason });
}

/**
 * Most gold home wins; ties go to gold aboard remaining ships, then masts standing, then points in play (001). 001:
 * "Treasure on a ship that is wrecked or lost in a fog bank does not count for any player", so gold aboard such a ship
 * is no remaining ship's gold in the tiebreak either. A
 * player weighing a shot that would end the game asks who would win then: `goldOf` counts the gold aboard a ship as
 * she may see it, and `dismasted` is a ship counted with no mast standing.
 */
export function winnerOf(state: GameState, goldOf: (s: Ship) => number = (s) => goldAboard(state, s), dismasted: Ship | null = null): -1 | PlayerIndex {
  let best: PlayerIndex | -1 = -1;
  let bestKeys: number[] = [];
  for (let p = 0; p < state.players.length; p++) {
    const keys = rankKeys(state, p, goldOf, dismasted);
    const c = bestKeys.length ? compareKeys(keys, bestKeys) : 1;
    if (c > 0) {
      best = p;
      bestKeys = keys;
    } else if (c === 0) best = -1;
  }
  return best;
}

/** What places a player, most significant first: gold at home, then 001's tiebreakers. */
function rankKeys(state: GameState, p: PlayerIndex, goldOf: (s: Ship) => number, dismasted: Ship | null): number[] {
  let aboard = 0;
  let masts = 0;
  let points = 0;
  for (const s of state.ships) {
    if (s.owner !== p || s.sunk || !s.inPlay) continue;
    aboard += s.wrecked || s.lost ? 0 : goldOf(s);
    masts += s === dismasted ? 0 : s.masts;
    points += s.points;
  }
  return [score(state, p), aboard, masts, points];
}

function compareKeys(a: number[], b: number[]): number {
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return a[k] - b[k];
  return 0;
}

/**
 * Every player placed, best first, by gold at home and then 001's tiebreakers; players the keys cannot part share a
 * place. A player whose fleet is gone, or who resigned, keeps the gold at her home and is ranked with the rest (001:
 * eliminating a fleet "does not automatically win").
 */
export function ranking(state: GameState): { player: PlayerIndex; place: number; score: number }[] {
  const goldOf = (s: Ship) => goldAboard(state, s);
  const keyed = state.players.map((_, p) => ({ player: p, keys: rankKeys(state, p, goldOf, null) }));
  keyed.sort((a, b) => compareKeys(b.keys, a.keys) || a.player - b.player);
  return keyed.map((k, i) => {
    let place = i + 1;
    for (let j = i - 1; j >= 0 && compareKeys(keyed[j].keys, k.keys) === 0; j--) place = j + 1;
    return { player: k.player, place, score: k.keys[0] };
  });
}
