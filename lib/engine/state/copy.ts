import { mapped } from '../core/packed';
import type { Crew, Fort, GameState, Island, Player, Ship, Terrain, Treasure } from './state';

/**
 * A copy of the table to play on: what the computer plays ahead on (lib/ai/seat.ts `seatView`), a move previewed
 * (../preview.ts), the computer's turn on the table (lib/pirates/run.ts) and the table's own copies
 * (lib/pirates/game.ts).
 *
 * Why not `structuredClone`: V8 gives an object built by a literal the same hidden class as every object built by a
 * literal with the same keys in the same order, and reads a field quickly only from objects of the hidden classes a
 * function has met. `structuredClone` and `{ ...o }` build their copies otherwise, so once the computer had played
 * ahead on a copy, the engine's functions met every ship, island and coin in two shapes and read them all more slowly:
 * in one thread of official games between `lookahead` players, the 148 positions of 6,000 games it played ahead on
 * cost a ninth of the time, a third of that copying and the rest in every other game's reads.
 *
 * So each kind of piece is copied by a literal with its keys in the order ../setup/setup.ts builds it (`shipOf`, the
 * islands, the coins, `fortOf`, the terrain, the players, the state), which `copy.test.ts` holds; a key added to a
 * piece after it was built (a ship's `hushed`, a player's `left`) is added to the copy after it, as it was to the
 * original. Crew are built by spreading a card's crew, so they are copied by spreading, which keeps that shape too. The
 * code is written out rather than generated from the keys: the browser runs it too (previews, and the table folding
 * its log), where the site's Content-Security-Policy allows no `new Function`.
 *
 * Shared, not copied, as set-up itself shares them between games: compiled `abilities` (one record serves every ship
 * with the same text, ../abilities/abilities.ts), a ship's or fort's printed `cannons` and a ship's printed `legs`, and
 * the table's `rules` and `area`. The engine writes none of them. Economy Edition's ledger, rarer and not read in the
 * official game's inner loops, is copied by `structuredClone`.
 */
export function copyState(state: GameState): GameState {
  return {
    rules: state.rules,
    area: state.area,
    edge: state.edge,
    islands: mapped(state.islands, copyIsland),
    terrain: mapped(state.terrain, copyTerrain),
    ships: mapped(state.ships, copyShip),
    forts: mapped(state.forts, copyFort),
    treasures: mapped(state.treasures, copyTreasure),
    players: mapped(state.players, copyPlayer),
    order: state.order.slice(),
    first: state.first,
    active: state.active,
    turn: state.turn,
    maxTurns: state.maxTurns,
    startingGold: state.startingGold,
    over: state.over,
    winner: state.winner,
    endReason: state.endReason,
    fired: state.fired,
    economy: state.economy && structuredClone(state.economy),
  };
}

const copyCrew = (c: Crew): Crew => ({ ...c });

function copyIsland(i: Island): Island {
  return { x: i.x, y: i.y, r: i.r, home: i.home, treasure: i.treasure.slice(), explored: i.explored.slice(), seed: i.seed, fort: i.fort, crew: mapped(i.crew, copyCrew) };
}

function copyTerrain(t: Terrain): Terrain {
  const c: Terrain = { type: t.type, x: t.x, y: t.y, r: t.r, rating: t.rating, drift: t.drift, grounded: t.grounded, smoke: t.smoke };
  if (t.placedBy !== undefined) c.placedBy = t.placedBy;
  return c;
}

/** A coin as set-up deals it; a unique treasure, built with its text and name spread in, copied as it was built. */
function copyTreasure(t: Treasure): Treasure {
  if (t.unique || t.faceDown !== undefined || t.text !== undefined || t.name !== undefined || t.cargo !== undefined) return { ...t, seenBy: t.seenBy.slice() };
  return { value: t.value, unique: t.unique, seenBy: t.seenBy.slice() };
}

function copyPlayer(p: Player): Player {
  const c: Player = { home: p.home.slice(), spent: p.spent.slice(), yardCrew: mapped(p.yardCrew, copyCrew), extraActions: p.extraActions };
  if (p.left !== undefined) c.left = p.left;
  return c;
}

function copyFort(f: Fort): Fort {
  return {
    id: f.id,
    cardId: f.cardId,
    name: f.name,
    nation: f.nation,
    owner: f.owner,
    cost: f.cost,
    cannons: f.cannons,
    up: f.up.slice(),
    flags: f.flags,
    island: f.island,
    destroyed: f.destroyed,
    treasure: f.treasure.slice(),
    actions: f.actions,
    abilities: f.abilities,
    shield: f.shield,
    shieldTurn: f.shieldTurn,
  };
}

function copyShip(s: Ship): Ship {
  const c: Ship = {
    id: s.id,
    cardId: s.cardId,
    name: s.name,
    nation: s.nation,
    owner: s.owner,
    builtBy: s.builtBy,
    points: s.points,
    seaCreature: s.seaCreature,
    x: s.x,
    y: s.y,
    heading: s.heading,
    length: s.length,
    radius: s.radius,
    cannons: s.cannons,
    up: s.up.slice(),
    masts: s.masts,
    legs: s.legs,
    cargo: s.cargo,
    text: s.text,
    crew: mapped(s.crew, copyCrew),
    treasure: s.treasure.slice(),
    goods: s.goods.slice(),
    tokens: s.tokens.slice(),
    abilities: s.abilities,
    docked: s.docked,
    pinnedBy: s.pinnedBy,
    pinning: s.pinning,
    towing: s.towing,
    towedBy: s.towedBy,
    lost: s.lost,
    tangled: s.tangled,
    wrecked: s.wrecked,
    sunk: s.sunk,
    inPlay: s.inPlay,
    scuttleOn: s.scuttleOn,
    actions: s.actions,
    actionKinds: s.actionKinds,
    usedOnce: s.usedOnce,
    ignoredHit: s.ignoredHit,
    hulls: s.hulls,
    extraActions: s.extraActions,
    repeatActions: s.repeatActions,
    shotAtBy: s.shotAtBy,
    pinnedOnTurn: s.pinnedOnTurn,
    dockedOnTurn: s.dockedOnTurn,
    mustLeave: s.mustLeave,
    ghostly: s.ghostly,
    chained: s.chained,
    idled: s.idled,
    idleNow: s.idleNow,
    forged: mapped(s.forged, (f) => ({ rank: f.rank, range: f.range })),
    stunk: s.stunk,
    unnerved: s.unnerved,
    silenced: s.silenced,
    freeMove: s.freeMove,
    boostLeg: s.boostLeg,
    boostCannon: s.boostCannon,
    boostShots: s.boostShots,
    boostMoves: s.boostMoves,
    boostSilences: s.boostSilences,
    slowed: s.slowed,
    submerged: s.submerged,
    fire: s.fire.slice(),
    fireOut: s.fireOut,
    fireSpread: s.fireSpread,
  };
  if (s.hushed !== undefined) c.hushed = s.hushed;
  return c;
}
