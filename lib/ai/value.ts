import { LEG_LENGTH } from '@/lib/cards/move';
import { boardingBonus } from '@/lib/engine/combat/combat';
import { norm } from '@/lib/engine/core/geometry';
import { shotOdds } from '@/lib/engine/combat/odds';
import { lastToMove } from '@/lib/engine/turn/turn';
import { crewCount, dockedAtHome, type GameState, isDerelict, type Ship } from '@/lib/engine/state/state';
import { derelictMatters, standingIfEnded } from './ending';
import { minds } from './minds';
import { bestCoinSeen, goldSeen } from './seat';

/**
 * How a position is valued: what an action is worth to the side that takes it, in gold, from what that side may see
 * (./seat.ts). The one-ply lookahead of the policies weighs a shot, a boarding party and a leg of a voyage on this one
 * scale.
 */

/**
 * A mast in gold. Gold decides games and masts standing break ties (001 "Winning the Game"), but a mast is also a
 * gun that keeps shooting and a point in every boarding roll: about 40% of a coin.
 */
export const MAST = 1.5;

/**
 * The chances that `s`, boarding `t`, wins and loses the boarding party (001 "Board": a d6 plus masts each, the
 * higher total wins, a tie does nothing), with both sides' boarding bonuses as the engine applies them.
 */
export function boardOdds(s: Ship, t: Ship): { win: number; lose: number } {
  const bs = s.masts + boardingBonus(s, t);
  const bt = t.masts + (s.abilities.denyBoardingBonus ? 0 : boardingBonus(t, s));
  let win = 0;
  let lose = 0;
  // For each roll of the boarded ship, the boarder's faces that win and lose; a boarder who does not win rerolls once
  // if she can (the engine rerolls a tie too), and the second roll stands. The boarded ship's own reroll is left out.
  for (let b = 1; b <= 6; b++) {
    let w = 0;
    let l = 0;
    for (let a = 1; a <= 6; a++) {
      const d = a + bs - (b + bt);
      if (d > 0) w++;
      else if (d < 0) l++;
    }
    w /= 6;
    l /= 6;
    win += (s.abilities.reroll ? w + (1 - w) * w : w) / 6;
    lose += (s.abilities.reroll ? (1 - w) * l : l) / 6;
  }
  return { win, lose };
}

/**
 * The worth to `s`'s side of ramming `t` and boarding her: the winner takes one treasure (the best she sees), or
 * failing that eliminates a crew. Taking a coin moves it from their side to hers, so it counts twice.
 */
export function boardWorth(state: GameState, s: Ship, t: Ship): number {
  const { win, lose } = boardOdds(s, t);
  const gain = t.treasure.length ? 2 * bestCoinSeen(state, s.owner, t) : crewCount(t) ? 1 : 0;
  const loss = s.treasure.length ? 2 * bestCoinSeen(state, s.owner, s) : crewCount(s) ? 1 : 0;
  return win * gain - lose * loss;
}

/**
 * The worth of a plain shot of `s` at `t` from the engine's exact odds: each mast she loses, and if the shot leaves
 * her derelict, what a derelict costs her side (she moves no more, so the gold aboard her does not come home and is
 * there for the taking), unless it ends the game: then the game won or lost (`GAME`). A sea creature's hits count as
 * masts.
 */
export function shotWorth(state: GameState, s: Ship, t: Ship): number {
  if (dockedAtHome(state, t)) return 0;
  // No gun outranges L (only a doubling does, and a plain shot doubles nothing), and every mast stands within her
  // length of her bow and every part of the target within hers: farther than that, no line of fire need be drawn.
  if (norm(t.x - s.x, t.y - s.y) - s.length - t.length - t.radius > LEG_LENGTH.L + 1e-9) return 0;
  const odds = shotOdds(state, s, t);
  if (!odds.guns) return 0;
  const gold = goldSeen(state, s.owner, t);
  // A hit sinks a derelict with her crew and treasure (001): one ship fewer to repair, tow or ransom, and her gold,
  // which she could have had back by a tow or a boarding, gone.
  if (isDerelict(t)) return minds.endings && !derelictMatters(state, t) ? 0 : (1 - odds.p[0]) * (MAST + gold / 2);
  let worth = 0;
  // What leaving her derelict is worth: the game itself when that ends it, asked only of a shot that could.
  let derelict: number | undefined;
  for (let k = 1; k < odds.p.length; k++) {
    if (odds.p[k] === 0) continue;
    const lost = Math.min(k, t.masts);
    if (lost < t.masts) {
      worth += odds.p[k] * lost * MAST;
      continue;
    }
    derelict ??= lastToMove(state, t) ? GAME * standingIfEnded(state, s.owner, t) : lost * MAST + gold + MAST * t.cannons.length;
    worth += odds.p[k] * derelict;
  }
  return worth;
}

/**
 * A game decided, in gold: more than any shot, boarding party or leg of a voyage moves, so a shot that ends the game
 * is taken when it wins it and never when it loses it.
 */
export const GAME = 20;

/**
 * A shot of `s` at `t` less what `t` is worth to shoot back at her from where they then lie, the reply weakened by the
 * masts the shot takes on average (each mast lost is a gun of hers fewer). What a ship weighs before she sails into
 * range to fire first: closing in is worth it only if the first shot pays for the one she takes.
 */
export function exchangeWorth(state: GameState, s: Ship, t: Ship): number {
  const ours = shotWorth(state, s, t);
  if (ours <= 0) return ours;
  const reply = shotWorth(state, t, s);
  if (reply <= 0 || t.masts <= 0) return ours;
  const odds = shotOdds(state, s, t);
  let lost = 0;
  for (let k = 1; k < odds.p.length; k++) lost += odds.p[k] * Math.min(k, t.masts);
  return ours - reply * (1 - lost / t.masts);
}
