import { LEG_LENGTH } from '@/lib/cards/move';
import { loseMast } from '../combat/combat';
import { type Gun, canReachRound, mastX, mastY, rangeFactor, rollShots, twoDice } from '../combat/shoot';
import { headingTo, headingX, headingY } from '../core/geometry';
import { overlapsAt } from '../setup/setup';
import { emit, type Game, reroll } from '../state/play';
import type { Town } from '../state/economy';
import { crewCount, type GameState, isDerelict, type Ship } from '../state/state';
import { loadFrom } from './resources';

/**
 * Economy Edition's towns under attack (003 "Settlement", "Boarding", "Razing"): "Towns can be razed by enemy ships,
 * they have no natural defenses and after three hits are considered destroyed. A town may also be captured through a
 * boarding action. Once destroyed, the island becomes unexplored in regards to all players, and its resource value
 * may be reset."
 *
 * Choices where 003 is silent, and why:
 * - A town is shot at with a ship's shoot action, her cannons measured to the island's edge (the town covers its
 *   island) along lines other islands and ships block, as at a fort. Only bonuses that name no target count: a
 *   town is neither a ship nor a fort.
 * - Three hits destroy a settlement or a trading port; hits stay on the town until then, whoever owns it. A military
 *   port "acts as a four flag fort", so each hit takes one of its four flags (./ports.ts) and, as 001 destroys an
 *   abandoned fort hit again, the fifth hit destroys it.
 * - Destroyed or razed, the town is gone, every player's exploration of the island with it, and the island produces
 *   nothing until it is explored again, when a new die names its resource ("may be reset": always, so an island
 *   fought over is worth exploring again).
 * - Boarding a town is the action of a ship docked at its island, counted as a combat (shoot) action: 003 lists
 *   boarding among "Combat actions", and a town cannot ram. Each side rolls a d6 as 001's boarding party does; she
 *   adds her masts and her boarding bonuses that name no opponent (her reroll too), the town the masts 003 gives it
 *   (2 for a settlement, 4 for a colony). Equal totals: no one wins and nothing happens, as in 001.
 * - A town not yet standing (its token unloaded this turn) can already be attacked as what its token makes it.
 * - A captured settlement keeps its hits and stands for its new owner at once. A razed colony's "resources
 *   available" are its island's produce (towns keep no stock of their own: the island is the endless source every
 *   explore loads from, ./resources.ts), loaded up to 4 of it within her cargo, as an explore loads them.
 * - A ship that loses to a settlement loses a mast (her owner's pick, as any lost mast is) and is moved S straight
 *   away from the island's centre, keeping her heading and stopping short of anything she would touch. A ship that
 *   loses to a colony joins the colony owner's fleet where she lies, her crew removed from the game and her cargo
 *   going with her.
 */

/** The hits that destroy the town: three (003), a military port's four flags and one more (./ports.ts). */
export const hitsToRaze = (town: Town): number => (town.kind === 'military-port' ? 5 : 3);

/** The masts a town counts as in a boarding roll: "A settlement can be considered to have 2 masts"; a colony "is considered to be a 4 mast ship". */
export const boardingMasts = (town: Town): number => (town.kind === 'settlement' ? 2 : 4);

/** The cannons of `s` that reach the town on `island`: to the island's edge, along a line no other island or ship blocks. */
export function gunsOnTown(state: GameState, s: Ship, island: number, out: Gun[]): Gun[] {
  out.length = 0;
  const isl = state.islands[island];
  const a = s.abilities;
  for (let i = 0; i < s.cannons.length; i++) {
    if (!s.up[i] && !(a.cannonsSurvive && !isDerelict(s))) continue;
    const range = LEG_LENGTH[a.allLongRange ? 'L' : s.cannons[i].range] * rangeFactor(state, s);
    if (!canReachRound(state, s, i, mastX(s, i), mastY(s, i), isl.x, isl.y, isl.r, range, island)) continue;
    out.push({ rank: s.cannons[i].rank, range, mast: i, plain: false });
    if (twoDice(state, s)) out.push({ rank: s.cannons[i].rank, range, mast: i, plain: false });
  }
  return out;
}

export function shootTown(game: Game, s: Ship, island: number): void {
  const state = game.state;
  const town = state.economy!.towns[island]!;
  let bonus = 0;
  for (const b of s.abilities.cannonBonuses) {
    if (b.condition === 'captain' && !s.abilities.hasCaptain) continue;
    if (!b.against) bonus += b.amount;
  }
  const { rolls, hits } = rollShots(s, gunsOnTown(state, s, island, []), bonus, game.dice, false, 0, (e) => emit(game, e));
  emit(game, { type: 'town-shot', ship: s.id, island, rolls, hits });
  if (town.hits >= hitsToRaze(town)) emit(game, { type: 'town-razed', island });
}

/** Her boarding bonuses that hold against any opponent (a town is none of the ships or nations a bonus names). */
function bonusAgainstTown(s: Ship): number {
  let bonus = 0;
  for (const b of s.abilities.boardingBonuses) if (!b.against && !b.opponents) bonus += b.perCrew ? b.amount * crewCount(s) : b.amount;
  return bonus;
}

export function boardTown(game: Game, s: Ship): void {
  const state = game.state;
  const island = s.docked;
  const town = state.economy!.towns[island]!;
  const masts = boardingMasts(town);
  const mine = s.masts + bonusAgainstTown(s);
  let rs = game.dice.d6();
  const rt = game.dice.d6();
  if (rs + mine <= rt + masts) rs = reroll(game, s, rs);
  const result = rs + mine > rt + masts ? 'won' : rs + mine < rt + masts ? 'lost' : 'tie';
  emit(game, { type: 'town-boarded', ship: s.id, island, rolls: [rs, rt], masts, result });
  if (result === 'tie') return;
  if (town.kind === 'settlement') {
    if (result === 'won') return emit(game, { type: 'town-captured', island, player: s.owner });
    // "If a ship loses a boarding roll against a settlement, the attacking ship must remove a mast and move +S away."
    if (s.masts > 0) loseMast(game, s, s.owner);
    if (!s.sunk) sailAway(game, s, island);
    return;
  }
  if (result === 'lost') return emit(game, { type: 'ship-seized', ship: s.id, player: town.owner });
  // "If the boarding ship wins, the colony is removed from the game, and the boarding ship receives all the resources available".
  loadFrom(game, s, island);
  emit(game, { type: 'town-razed', island });
}

/** S straight away from the island's centre, her heading kept, as far as she goes before touching anything or the table's edge. */
function sailAway(game: Game, s: Ship, island: number): void {
  const state = game.state;
  const isl = state.islands[island];
  const midX = s.x - (headingX(s.heading) * s.length) / 2;
  const midY = s.y - (headingY(s.heading) * s.length) / 2;
  const away = headingTo(isl.x, isl.y, midX, midY);
  const ux = headingX(away);
  const uy = headingY(away);
  emit(game, { type: 'undocked', ship: s.id });
  for (let d = LEG_LENGTH.S; d > 0; d -= 0.05) {
    const to = { x: s.x + ux * d, y: s.y + uy * d, heading: s.heading };
    if (onTable(state, s, to) && !overlapsAt(s, to, state.ships, state.islands)) {
      emit(game, { type: 'moved', ship: s.id, ...to });
      return;
    }
  }
}

function onTable(state: GameState, s: Ship, at: { x: number; y: number; heading: number }): boolean {
  const sternX = at.x - headingX(at.heading) * s.length;
  const sternY = at.y - headingY(at.heading) * s.length;
  const inside = (x: number, y: number) => x >= s.radius && y >= s.radius && x <= state.area.width - s.radius && y <= state.area.height - s.radius;
  return inside(at.x, at.y) && inside(sternX, sternY);
}
