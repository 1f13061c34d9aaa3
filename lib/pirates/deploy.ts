import { distanceToShip, hullGap } from '@/lib/engine/hull/hull';
import { islandName } from './describe';
import { atHome } from '@/lib/engine/setup/setup';
import type { GameState, PlayerIndex } from '@/lib/engine/state/state';
import type { Fleet } from '@/lib/fleet/fleet';
import { type CardLookup, catalogueOf } from '@/lib/cards/lookup';
import { rulesetOf } from '@/lib/rules/registry';
import type { PiratesState } from './state';

/**
 * Placing a ship round her home island after a hand-made set-up (001: "places his or her ships so that their bows …
 * touch that island"): where she would stand on `bearing`, or why she cannot (not her player's, or overlapping).
 */
export function deployAt(game: GameState, player: PlayerIndex, shipId: number, bearing: number): { x: number; y: number; heading: number } | { problem: string } {
  const s = game.ships[shipId];
  if (!s || s.owner !== player || !s.inPlay || s.sunk) return { problem: 'That ship is not one of yours at your home island.' };
  const at = atHome(s, game.islands.find((i) => i.home === player)!, bearing);
  const there = { ...s, ...at };
  const blocking = game.ships.find((o) => o !== s && o.inPlay && !o.sunk && hullGap(there, o) < -1e-9);
  if (blocking) return { problem: `${s.name} would overlap ${blocking.name} there.` };
  const island = game.islands.findIndex((isl) => distanceToShip(there, isl.x, isl.y) < isl.r - 1e-6);
  return island >= 0 ? { problem: `${s.name} would lie across ${islandName(game, island)} there.` } : at;
}

/** Bearings offered in a seat's `legal` list: every 30 degrees where she fits (the table takes any bearing). */
export const DEPLOY_BEARINGS = Array.from({ length: 12 }, (_, i) => i * 30);

/**
 * A player's fleet as it stands on the table (001 "Placing Crew": crew go "on the deckplate card of the ship to which
 * you assign them"): her ships in the order she listed them, each with the crew now aboard, so moving a crew before
 * play is checked by the same validator that checked the fleet.
 */
export function fleetOnTable(game: GameState, player: PlayerIndex, listed: Fleet): Fleet {
  const ships = game.ships.filter((s) => s.builtBy === player).map((s) => ({ cardId: s.cardId, crew: s.crew.map((c) => c.cardId) }));
  return { ...listed, ships };
}

/** The fleet with crew `index` of ship `from` moved aboard ship `to`, or why not (not her ships, no such crew). */
export function withCrewMoved(game: GameState, player: PlayerIndex, listed: Fleet, from: number, index: number, to: number): Fleet | { problem: string } {
  const a = game.ships[from];
  const b = game.ships[to];
  if (!a || !b || a === b || a.builtBy !== player || b.builtBy !== player || !a.inPlay || !b.inPlay) return { problem: 'Crew can only move between your own ships.' };
  if (!a.crew[index]) return { problem: `${a.name} has no such crew.` };
  const fleet = fleetOnTable(game, player, listed);
  const own = game.ships.filter((s) => s.builtBy === player);
  const fi = own.indexOf(a);
  const ti = own.indexOf(b);
  const ships = fleet.ships.map((s, i) => ({ ...s, crew: i === fi ? s.crew.filter((_, k) => k !== index) : i === ti ? [...s.crew, a.crew[index].cardId] : s.crew }));
  return { ...fleet, ships };
}

/**
 * Why a crew cannot move from one of `player`'s ships to another before play (the fleet's rules, checked on the cards
 * the table was built from), or null. `lookup` reads those cards (`matchCards`), built once by a caller asking many times.
 */
export function crewMoveProblem(state: PiratesState, player: PlayerIndex, from: number, index: number, to: number, lookup = matchCards(state)): string | null {
  const moved = withCrewMoved(state.game!, player, state.fleets[player]!, from, index, to);
  if ('problem' in moved) return moved.problem;
  const ruleset = rulesetOf(state.setup.ruleset);
  const result = ruleset.validate(moved, lookup);
  return result.legal ? null : `Not under ${ruleset.name}: ${result.violations[0].message}`;
}

/** The cards the match's table was built from, by id. */
export const matchCards = (state: PiratesState): CardLookup => catalogueOf(state.cards).lookup;
