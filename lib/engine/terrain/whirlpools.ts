import { MARK } from '../abilities/ability-flags';
import { loseChosenCrew, loseMast } from '../combat/combat';
import { headingX, headingY } from '../core/geometry';
import { blockedAt } from '../hull/hull';
import { standing } from '../hull/turning';
import { TOUCH } from '../core/pieces';
import { askOne, emit, type Game } from '../state/play';
import { crewCount, type Ship } from '../state/state';

/**
 * 001 "Whirlpool": "When any part of your ship or sea creature touches a whirlpool, you may choose to place it so that
 * it touches any other whirlpool on the play area. If you do, roll a d6 after it is moved. On a result of 1-3,
 * eliminate either one mast or segment, one treasure, or one crew." Whirlpools eliminate no equipment and sink no
 * ship; jumping ends her whole move action, so nothing that needs that move (a Captain's shot, a ram, a boarding
 * party, docking) follows it, and she cannot come out of the whirlpool she went in by.
 *
 * Choices where the text is silent:
 * - She comes out with her stern touching the other whirlpool and her bow facing away from it, on the side towards
 *   the middle of the table, or, where an island, a ship or the table's edge is in the way, the nearest bearing round
 *   the whirlpool that is clear; with no clear bearing she cannot jump there.
 * - What the 1-3 costs her is her owner's pick, a mast, a treasure or a crew (the engine's: a crew, the cheapest, then
 *   her least valuable treasure, then a mast). Her last mast leaves her derelict; a ship whose text sinks her with
 *   her last mast cannot lose it here.
 * - The policies never jump (a jump is a gamble on a die the policies do not price).
 */

/** Where `s` comes out of whirlpool `at`, or null when no bearing round it is clear. */
function exitPose(game: Game, s: Ship, at: number): { x: number; y: number; heading: number } | null {
  const state = game.state;
  const w = state.terrain[at];
  const towards = (Math.atan2(state.area.width / 2 - w.x, -(state.area.height / 2 - w.y)) * 180) / Math.PI;
  for (let k = 0; k < 12; k++) {
    const bearing = (((towards + (k % 2 ? 1 : -1) * Math.ceil(k / 2) * 30) % 360) + 360) % 360;
    const out = w.r + s.length + (s.seaCreature ? s.radius : 0) + TOUCH / 2;
    const pose = { x: w.x + headingX(bearing) * out, y: w.y + headingY(bearing) * out, heading: bearing };
    if (!standing(s, pose, () => blockedAt(state, s))) return pose;
  }
  return null;
}

/** The whirlpools `s` may come out of, having gone into whirlpool `at`. */
function exits(game: Game, s: Ship, at: number): number[] {
  const out: number[] = [];
  game.state.terrain.forEach((t, i) => {
    if (i !== at && t.type === 'whirlpool' && exitPose(game, s, i)) out.push(i);
  });
  return out;
}

/** She touches whirlpool `at` at the end of a move segment: whether her owner takes her through it (her move then ends). */
export function touchWhirlpool(game: Game, s: Ship, at: number): boolean {
  const options = exits(game, s, at);
  if (!options.length || !game.choose) return false;
  const to = askOne(game, { kind: 'whirlpool', ship: s.id, options: [-1, ...options] }, s.owner, -1);
  if (to < 0) return false;
  jump(game, s, to);
  return true;
}

/** Into the nearest whirlpool and out of another, her owner's pick, or out of the same one when it is the only one. */
export function intoNearestWhirlpool(game: Game, s: Ship): void {
  const state = game.state;
  let at = -1;
  for (let i = 0; i < state.terrain.length; i++) {
    const t = state.terrain[i];
    if (t.type === 'whirlpool' && (at < 0 || Math.hypot(t.x - s.x, t.y - s.y) < Math.hypot(state.terrain[at].x - s.x, state.terrain[at].y - s.y))) at = i;
  }
  if (at < 0) return;
  const options = exits(game, s, at);
  if (!options.length) {
    if (exitPose(game, s, at)) jump(game, s, at);
    return;
  }
  jump(game, s, game.choose ? askOne(game, { kind: 'whirlpool', ship: s.id, options }, s.owner, options[0]) : options[0]);
}

function jump(game: Game, s: Ship, to: number): void {
  const pose = exitPose(game, s, to)!;
  if (s.docked >= 0) emit(game, { type: 'undocked', ship: s.id });
  emit(game, { type: 'moved', ship: s.id, ...pose });
  if (s.abilities.marks & MARK.whirlpoolSafe) return;
  const roll = game.dice.d6();
  emit(game, { type: 'whirlpool-rolled', ship: s.id, roll });
  if (roll > 3) return;
  const state = game.state;
  // A whirlpool sinks no ship: a ship that would sink with her last mast keeps it.
  const can = [...(s.masts > (s.abilities.sinksMastless ? 1 : 0) ? [0] : []), ...(s.treasure.length ? [1] : []), ...(crewCount(s) && !s.abilities.crewProtected ? [2] : [])];
  if (!can.length) return;
  const auto = can.includes(2) ? 2 : can.includes(1) ? 1 : 0;
  const what = game.choose && can.length > 1 ? askOne(game, { kind: 'whirlpool-loss', ship: s.id, options: can }, s.owner, auto) : auto;
  if (what === 0) loseMast(game, s, s.owner);
  else if (what === 2) loseChosenCrew(game, s, -1);
  else {
    const coin = [...s.treasure].sort((a, b) => state.treasures[a].value - state.treasures[b].value)[0];
    emit(game, { type: 'treasure-moved', ids: [coin], from: { ship: s.id }, to: { lost: true } });
  }
}
