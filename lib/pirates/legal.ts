import { LEG_LENGTH } from '@/lib/cards/move';
import type { Choice } from '@/lib/engine/state/choices';
import { type Action, checkAction, type Segment } from '@/lib/engine/game';
import { SPECIAL_SHOTS } from '@/lib/engine/core/actions';
import { MARK } from '@/lib/engine/abilities/ability-flags';
import { UPGRADES } from '@/lib/engine/core/upgrades';
import { headingTo, headingX, headingY } from '@/lib/engine/core/geometry';
import { distanceToShip } from '@/lib/engine/hull/hull';
import { TERRAIN_RADIUS } from '@/lib/engine/core/pieces';
import { type GameState, isDerelict, type PlayerIndex, type Ship } from '@/lib/engine/state/state';
import { reach as reachOf } from '@/lib/ai/act';
import { pathTowards } from '@/lib/ai/course';
import { crewMoveProblem, DEPLOY_BEARINGS, deployAt, matchCards } from './deploy';
import { deployer, type PiratesState } from './state';
import type { PiratesAction } from './schema';
import { type Placing, placeSpots, setupStep } from './setup-phase';
import { portActions, townActions } from './legal-towns';

/**
 * Every action `player` may send now, as complete bodies (DESIGN.md `legal`): each discrete action the engine accepts,
 * every answer a pending decision offers, and for each ship a handful of representative moves (to each island, to
 * each enemy in reach, and away from the nearest enemy), each checked by the engine exactly as the action would be.
 * Moves are a continuum; the list offers samples, and the table's ruler and `previewMove` reach the rest.
 */

/** More subsets than this of a loot or explore choice are not listed one by one (any valid answer is still accepted). */
const MAX_SUBSETS = 128;

export function legalActions(state: PiratesState, player: PlayerIndex): PiratesAction[] {
  const game = state.game;
  if (!game && state.placing) return setupActions(state.placing, player);
  if (game && deployer(state) !== null) {
    if (deployer(state) !== player) return [];
    const ships = game.ships.filter((s) => s.owner === player && s.inPlay && !s.sunk);
    const spots = ships.flatMap((s) => DEPLOY_BEARINGS.filter((b) => !('problem' in deployAt(game, player, s.id, b))).map((bearing) => ({ type: 'deploy' as const, ship: s.id, bearing })));
    const lookup = matchCards(state);
    const crewMoves = ships.flatMap((s) =>
      s.crew.flatMap((_, i) => ships.filter((t) => t !== s && !crewMoveProblem(state, player, s.id, i, t.id, lookup)).map((t) => ({ type: 'assign-crew' as const, ship: s.id, crew: i, to: t.id }))),
    );
    return [...spots, ...crewMoves, { type: 'ready' }];
  }
  if (!game || game.over) return [];
  if (state.pending) return state.pending.by === player ? [...answers(state.pending.choice), ...endings(state, player)] : [];
  if (game.active !== player) return [];
  const out: Action[] = [];
  const seen = new Set<string>();
  const offer = (a: Action) => {
    // Two samples can come out the same (two islands straight ahead): the list holds each body once.
    const key = JSON.stringify(a);
    if (seen.has(key) || checkAction(game, player, a)) return;
    seen.add(key);
    out.push(a);
  };
  for (const s of game.ships) {
    if (s.sunk) continue;
    if (s.builtBy === player && !s.inPlay) offer({ type: 'buy', ship: s.id });
    if (s.owner !== player || !s.inPlay) continue;
    for (const type of ['explore', 'repair', 'scavenge', 'untangle', 'come-about', 'scuttle', 'drop-tow', 'fort-look'] as const) offer({ type, ship: s.id });
    offer({ type: 'submerge', ship: s.id, submerged: !s.submerged });
    for (const t of game.ships) {
      if (t.owner === player || t.sunk || !t.inPlay) continue;
      offer({ type: 'shoot', ship: s.id, target: t.id });
      if (s.abilities.broadsides) offer({ type: 'shoot', ship: s.id, target: t.id, broadside: true });
      // A special shot from each cannon that may declare it (the rest fire as usual).
      for (const kind of SPECIAL_SHOTS) {
        if (s.abilities[kind]) s.cannons.forEach((_, cannon) => offer({ type: 'shoot', ship: s.id, target: t.id, special: { kind, cannon } }));
      }
      offer({ type: 'trade-treasure', ship: s.id, target: t.id });
      // A push: the four ways round the compass (the engine takes any heading; the table offers these).
      if (s.abilities.cardActions.pushFaces) for (const heading of [0, 90, 180, 270]) offer({ type: 'push', ship: s.id, target: t.id, heading });
      if (s.abilities.cardActions.possessFaces) t.crew.forEach((_, crew) => offer({ type: 'possess', ship: s.id, target: t.id, crew }));
      if (s.abilities.cardActions.bellow) offer({ type: 'bellow', ship: s.id, target: t.id });
    }
    s.crew.forEach((_, i) => offer({ type: 'sacrifice-crew', ship: s.id, crew: i }));
    // A cannon of treasure: one coin at home of each worth, the least first (the engine takes any).
    if (s.abilities.cardActions.forge) {
      const worths = new Set<number>();
      for (const id of [...game.players[player].home].sort((x, y) => game.treasures[x].value - game.treasures[y].value)) {
        if (worths.has(game.treasures[id].value)) continue;
        worths.add(game.treasures[id].value);
        offer({ type: 'forge', ship: s.id, treasure: id });
      }
    }
    if (s.abilities.smokepot) for (const spot of smokeSpots(s)) offer({ type: 'smokepot', ship: s.id, cannon: s.up.indexOf(true), ...spot });
    // A lasting fog bank: the smokepot's spots round her, and as many again L out.
    if (s.abilities.marks & MARK.brewFog) for (const spot of [...smokeSpots(s), ...smokeSpots(s, LEG_LENGTH.L - 0.05)]) offer({ type: 'brew', ship: s.id, ...spot });
    // A trade current overlapping her side, so the +S is hers from her next move; the spots round her middle, as a smokepot's.
    if (s.abilities.cardActions.currentFaces) for (const spot of smokeSpots(s, TERRAIN_RADIUS - 0.1)) offer({ type: 'navigate', ship: s.id, ...spot });
    // Exploring a touching ship: each crew or coin alone, and everything at once (the engine refuses what will not fit).
    for (const t of game.ships) {
      if (s.abilities.captureDerelict && t.owner !== player) offer({ type: 'transfer', ship: s.id, from: t.id, crew: [], treasure: [] });
      if (t === s || t.sunk || !t.inPlay || (t.crew.length === 0 && t.treasure.length === 0)) continue;
      t.crew.forEach((_, i) => offer({ type: 'transfer', ship: s.id, from: t.id, crew: [i], treasure: [] }));
      t.treasure.forEach((id) => offer({ type: 'transfer', ship: s.id, from: t.id, crew: [], treasure: [id] }));
      offer({ type: 'transfer', ship: s.id, from: t.id, crew: t.crew.map((_, i) => i), treasure: [...t.treasure] });
    }
    game.islands.forEach((_, i) => offer({ type: 'mark-explored', ship: s.id, island: i }));
    // Docked: each crew of hers may go ashore, and each crew ashore there come aboard (001 "Docking").
    if (s.docked >= 0) {
      s.crew.forEach((_, i) => offer({ type: 'crew-ashore', ship: s.id, crew: i }));
      game.islands[s.docked].crew.forEach((_, i) => offer({ type: 'crew-aboard', ship: s.id, crew: i }));
    }
    // Lost, a ship that may leave by any other fog bank: out of each, where a die puts her round it.
    if (s.lost && s.abilities.fogHop) game.terrain.forEach((t, fog) => t.type === 'fog-bank' && offer({ type: 'move', ship: s.id, segments: [], fog }));
    if (s.abilities.delegateAction) for (const t of game.ships) if (t.owner === player && t !== s) offer({ type: 'delegate', ship: s.id, to: t.id });
    // The free move that loading or unloading earned: its full length towards each island and each of eight bearings.
    if (s.freeMove) {
      const d = LEG_LENGTH[s.freeMove];
      for (let heading = 0; heading < 360; heading += 45) offer({ type: 'free-move', ship: s.id, segments: [{ heading, distance: d }] });
      game.islands.forEach((isl, i) => {
        if (i !== s.docked) offer({ type: 'free-move', ship: s.id, segments: [{ heading: headingTo(s.x, s.y, isl.x, isl.y), distance: d }] });
      });
    }
    // Only a treasure lying face down is turned face up by choice; the ship, treasure or iceberg it names, if any.
    for (const id of s.treasure) {
      if (!game.treasures[id].faceDown) continue;
      offer({ type: 'reveal', ship: s.id, treasure: id });
      for (const t of game.ships) if (t.owner !== player) offer({ type: 'reveal', ship: s.id, treasure: id, target: t.id });
      game.treasures.forEach((t, unique) => {
        if (t.unique && unique !== id) offer({ type: 'reveal', ship: s.id, treasure: id, unique });
      });
      game.terrain.forEach((t, iceberg) => {
        if (t.type !== 'iceberg') return;
        offer({ type: 'reveal', ship: s.id, treasure: id, iceberg });
        for (const heading of [0, 60, 120, 180, 240, 300]) offer({ type: 'reveal', ship: s.id, treasure: id, iceberg, heading });
      });
    }
    // Any other ship's treasure may be taken, a friend's too; a creature places one coin of a wild island near her on a
    // friend near her.
    if (s.abilities.marks & MARK.pilfer) for (const t of game.ships) if (t !== s) offer({ type: 'pilfer', ship: s.id, from: t.id });
    if (s.abilities.marks & MARK.fetchForFriend) {
      game.islands.forEach((isl, island) => {
        for (const t of game.ships) if (t.owner === player && t !== s) for (const treasure of isl.treasure) offer({ type: 'fetch', ship: s.id, island, treasure, to: t.id });
      });
    }
    if (s.abilities.lookShip) for (const t of game.ships) for (const id of t.treasure) offer({ type: 'look', ship: s.id, treasure: id });
    if (s.abilities.lookIsland) for (const isl of game.islands) for (const id of isl.treasure) offer({ type: 'look', ship: s.id, treasure: id });
    for (const f of game.forts) {
      if (f.owner === player) offer({ type: 'build-fort', fort: f.id, ship: s.id });
      else offer({ type: 'shoot-fort', ship: s.id, fort: f.id });
    }
    game.players[player].yardCrew.forEach((_, i) => offer({ type: 'hire', crew: i, ship: s.id }));
    townActions(game, s, offer);
    // Economy Edition: each upgrade's token, bought docked at home or unloaded where she may found a town.
    if (game.economy) for (const upgrade of UPGRADES) for (const type of ['buy-upgrade', 'found'] as const) offer({ type, ship: s.id, upgrade });
    for (const move of sampleMoves(game, s)) offer(move);
  }
  portActions(game, player, offer);
  for (const f of game.forts) {
    if (f.owner !== player) continue;
    for (const t of game.ships) if (t.owner !== player) offer({ type: 'fort-shoot', fort: f.id, target: t.id });
  }
  // Economy Edition: each resource at home, one token or all of them (the engine takes any count up to the stock).
  game.economy?.stock[player].forEach((have, k) => {
    for (const count of new Set([1, have])) offer({ type: 'sell', resource: k + 1, count });
  });
  offer({ type: 'end-turn' });
  return [...(out as PiratesAction[]), ...endings(state, player)];
}

/** Resigning, and offering or accepting a draw: open to a seat whenever the game is on (DESIGN.md "Matches"). */
function endings(state: PiratesState, player: PlayerIndex): PiratesAction[] {
  const offers = state.drawOffers ?? [];
  const out: PiratesAction[] = [{ type: 'resign' }];
  if (offers.includes(player)) return out;
  out.push({ type: offers.some((p) => p !== player && !state.game?.players[p]?.left) ? 'accept-draw' : 'offer-draw' });
  return out;
}

/** A set-up step's choices: a valid spot on a 1 S grid for the next island, or each island that could be a home. */
function setupActions(placing: Placing, player: PlayerIndex): PiratesAction[] {
  const step = setupStep(placing);
  if (!step || step.by !== player) return [];
  if (step.kind === 'place-island') return placeSpots(placing).map((p) => ({ type: 'place-island' as const, ...p }));
  return placing.islands.flatMap((_, island) => (placing.homes.includes(island) ? [] : [{ type: 'choose-home' as const, island }]));
}

function answers(choice: Choice): PiratesAction[] {
  if (choice.kind === 'loot' || choice.kind === 'explore') {
    return subsets(choice.options, choice.max).map((answer) => ({ type: 'choose' as const, answer }));
  }
  return choice.options.map((answer) => ({ type: 'choose' as const, answer }));
}

/** Subsets of at most `max` options, largest first (the usual wish is to take as much as the hold allows). */
function subsets(options: readonly number[], max: number): number[][] {
  const out: number[][] = [];
  const pick = (from: number, chosen: number[], size: number) => {
    if (out.length >= MAX_SUBSETS) return;
    if (chosen.length === size) {
      out.push([...chosen]);
      return;
    }
    for (let i = from; i < options.length; i++) pick(i + 1, [...chosen, options[i]], size);
  };
  for (let size = Math.min(max, options.length); size >= 0; size--) pick(0, [], size);
  return out;
}

/**
 * Where a smokepot's fog bank may go: eight points round her middle, its edge clear of her hull and its centre within
 * S; `gap` less, and a piece of terrain that size touches her.
 */
function smokeSpots(s: Ship, gap = 0.9): { x: number; y: number }[] {
  const mx = s.x - headingX(s.heading) * (s.length / 2);
  const my = s.y - headingY(s.heading) * (s.length / 2);
  const d = s.radius + gap;
  return [0, 45, 90, 135, 180, 225, 270, 315].map((h) => ({ x: mx + headingX(h) * d, y: my + headingY(h) * d }));
}

/** A move's segments towards a point, or none when the ship cannot make way. */
function towards(game: GameState, s: Ship, x: number, y: number, island = -1): Segment[] {
  return pathTowards(game, s, x, y, 0, island);
}

/**
 * The representative moves of a ship, each with the options a move may end in (issue 35: what the computer may do,
 * a person is offered): towards each island; at each enemy within reach, boarding if she rams; towards each
 * derelict, taking it in tow if she ends touching it as the rules ask; away from the nearest enemy. A ship that may move and shoot with one action
 * (a Captain's) is offered each of these also with the shot, at the enemy she sails at, else the nearest: the engine
 * fires it if the move ends with the target in reach. Docking where she explores as she docks needs no option.
 */
function sampleMoves(game: GameState, s: Ship): Action[] {
  const moves: Action[] = [];
  const enemies = game.ships.filter((t) => t.owner !== s.owner && !t.sunk && t.inPlay && !t.lost);
  const nearest = [...enemies].sort((a, b) => distanceToShip(a, s.x, s.y) - distanceToShip(b, s.x, s.y))[0];
  const shoots = s.abilities.moveAndShoot && !s.seaCreature;
  const add = (segments: Segment[], extra: Partial<Extract<Action, { type: 'move' }>> = {}, at: Ship | undefined = nearest) => {
    if (!segments.length) return;
    moves.push({ type: 'move', ship: s.id, segments, ...extra });
    if (shoots && at) moves.push({ type: 'move', ship: s.id, segments, ...extra, shoot: at.id });
  };
  game.islands.forEach((isl, i) => {
    if (i !== s.docked) add(towards(game, s, isl.x, isl.y, i));
  });
  // An enemy she could reach this move (two L and a bit reaches most ships): sail at her, boarding if she is rammed.
  const reach = Math.max(2 * LEG_LENGTH.L, reachOf(game, s)) + s.length;
  for (const t of enemies) {
    if (distanceToShip(t, s.x, s.y) > reach) continue;
    const path = towards(game, s, t.x, t.y);
    if (t.seaCreature || (s.seaCreature && !s.abilities.seaMonster)) add(path, {}, t);
    else {
      add(path, { board: t.id }, t);
      if (shoots) add(path, {}, t);
    }
  }
  if (!s.seaCreature && s.towing < 0) {
    for (const d of game.ships) {
      if (d === s || d.sunk || !d.inPlay || d.lost || d.seaCreature || d.towedBy >= 0 || !isDerelict(d)) continue;
      add(pathTowards(game, s, d.x, d.y, 0, -1, d.id), { tow: d.id });
    }
  }
  if (nearest) add(towards(game, s, 2 * s.x - nearest.x, 2 * s.y - nearest.y));
  // Wedged among her own fleet (docked side by side at home), no way to an island or an enemy opens: a little way off
  // on each of eight bearings, as the computer sails to find a way on its next turn (lib/ai/economy.ts `sail`).
  if (!moves.some((m) => m.type === 'move' && !m.board && !m.tow && m.shoot === undefined)) {
    for (let h = 0; h < 360; h += 45) add(towards(game, s, s.x + headingX(h) * 2, s.y + headingY(h) * 2));
  }
  return moves;
}
