import type { Crew, GameState, PlayerIndex, Ship } from './state';
import { isDerelict, ofHerNation, perSeat } from './state';
import { currentAbilities } from '../abilities/abilities';
import { effectsOfKind } from '@/lib/cards/abilities/parse';
import { applyEconomyEvent, type EconomyEvent, releaseBlockades } from './economy-events';

/**
 * What happened, every die included. `applyEvent` is the only code that changes a game's state, so folding a
 * match's events over its starting state rebuilds it. Events carry results, never decisions still to make.
 */
export type Place = { ship: number } | { island: number } | { home: PlayerIndex } | { fort: number } | { lost: true };

export type GameEvent =
  | { type: 'turn-started'; player: PlayerIndex; turn: number }
  | { type: 'action'; ship: number; kind: ActionBit; free: boolean }
  | { type: 'extra-action'; ship: number; roll: number; repeat: boolean }
  /** A roll table's row: one ship of `player`'s fleet may take a second action this turn; `ship` rolled it. */
  | { type: 'fleet-extra-action'; player: PlayerIndex; ship: number; roll: number }
  | { type: 'moved'; ship: number; x: number; y: number; heading: number }
  /**
   * A move action or free move, from where she stood to where she stopped, for the log's words; changes nothing (the
   * `moved` events do), and is recorded only when someone reads the log.
   */
  | { type: 'sailed'; ship: number; from: { x: number; y: number }; to: { x: number; y: number } }
  | { type: 'docked'; ship: number; island: number }
  | { type: 'undocked'; ship: number }
  /**
   * `faceDown`: of `ids`, those player `player`'s ship loads face down ("Load this treasure face down"); only that
   * player's copy of the event keeps the field (lib/pirates/view.ts `redactEvent`).
   */
  | { type: 'treasure-moved'; ids: number[]; from: Place; to: Place; faceDown?: { player: PlayerIndex; ids: number[] } }
  | { type: 'treasure-value'; id: number; value: number }
  | { type: 'treasure-created'; value: number; to: Place }
  /** `player` has looked at these face-down treasures (see `Treasure.seenBy`). */
  | { type: 'treasure-seen'; player: PlayerIndex; ids: number[] }
  /** Exploring `island`, `ship` swapped its coin `treasure` for crew `index` of `to`, a ship of her fleet: the coin is aboard `to`, the crew left on the island. */
  | { type: 'crew-swapped'; ship: number; to: number; index: number; island: number; treasure: number }
  /** `ship`'s once-a-turn reveal of the treasure aboard `target`, which touches her: both players see every coin there. */
  | { type: 'revealed'; ship: number; target: number; ids: number[] }
  /** A ship's once-a-turn look at one face-down coin where it lies (the `treasure-seen` after it tells her owner its worth). */
  | { type: 'looked'; ship: number; treasure: number; at: { ship: number } | { island: number } }
  | { type: 'explored'; player: PlayerIndex; island: number }
  | { type: 'unexplored'; player: PlayerIndex; island: number }
  /** A shot's dice and hits, and (where the shooter stood as she fired, `x`, `y`) what the table shows before any decision it causes. */
  | { type: 'shot'; ship: number; target: number; rolls: number[]; hits: number; x?: number; y?: number }
  | { type: 'mast'; ship: number; mast: number; up: boolean }
  /** "Ignores the first hit she takes each turn": that hit, spent. */
  | { type: 'hit-ignored'; ship: number }
  /** A catamaran's die for a hit on her: on a 5 or 6 the hit is ignored. */
  | { type: 'hull-rolled'; ship: number; roll: number }
  /** A hit took one of `ship`'s secondary hulls instead of a mast. */
  | { type: 'hull-lost'; ship: number }
  | { type: 'crew-lost'; ship: number; index: number }
  /** Crew `index` of `ship` goes ashore on `island`: dropped off where she is docked, or sent home by her own text. */
  | { type: 'crew-landed'; ship: number; index: number; island: number }
  /** Crew `index` ashore on `island` comes aboard `ship`, docked there. */
  | { type: 'crew-embarked'; ship: number; island: number; index: number }
  /** Crew `index` of `ship` turned face down (saved from elimination) or face up again. */
  | { type: 'crew-turned'; ship: number; index: number; faceDown: boolean }
  /** Crew `index` of `from`, captured by the boarding winner `ship`, is aboard her as a coin worth `value` gold. */
  | { type: 'crew-captured'; ship: number; from: number; index: number; value: number }
  | { type: 'pinned'; ship: number; by: number }
  | { type: 'unpinned'; ship: number }
  | { type: 'boarded'; ship: number; target: number; rolls: [number, number]; winner: number }
  | { type: 'towed'; ship: number; target: number }
  | { type: 'tow-dropped'; ship: number }
  | { type: 'sunk'; ship: number }
  | { type: 'scuttle-rolled'; ship: number; roll: number; sinksOn: number }
  | { type: 'used-once'; ship: number; ability: OnceBit }
  | { type: 'lost'; ship: number; lost: boolean }
  | { type: 'tangled'; ship: number; tangled: boolean }
  | { type: 'terrain-rated'; terrain: number; rating: number }
  | { type: 'terrain-moved'; terrain: number; x: number; y: number; grounded: boolean }
  | { type: 'wrecked'; ship: number }
  | { type: 'must-leave'; ship: number; value: boolean }
  | { type: 'ghostly'; ship: number }
  | { type: 'chained'; ship: number }
  /** `ship` may be given no action on her owner's next turn (a treasure's "the turn after loading"). */
  | { type: 'idled'; ship: number; turns: number }
  /** Her turn ends now: no more actions for her this turn (she was handed Relics instead of the mast or crew she hit). */
  | { type: 'turn-ended'; ship: number }
  /** Face-down treasure `id` aboard a ship is turned face up, for both players to see. */
  | { type: 'treasure-turned'; id: number }
  /**
   * A treasure turned face up gives her, for the rest of this turn, a leg of base move, a cannon bonus, extra shoot or
   * move actions, or takes away every ability of hers and her crew's (`unnerved`).
   */
  | { type: 'boosted'; ship: number; leg?: 'S' | 'L'; cannon?: number; shots?: number; moves?: number; unnerved?: true; silences?: true }
  /** `ship`'s die for pushing `target` (the push itself is a `moved`). */
  | { type: 'push-rolled'; ship: number; target: number; roll: number }
  /** `ship`'s die for possessing a crew of `target` (the crew's coming aboard is a `crew-moved`). */
  | { type: 'possess-rolled'; ship: number; target: number; roll: number }
  /** Fort `fort`'s die for `ship` docking there ("on a 5 or 6, the ship loses its next turn"). */
  | { type: 'fort-rolled'; fort: number; ship: number; roll: number }
  /** A treasure of `ship`'s owner, eliminated at home, made into a cannon of hers (the treasure's leaving is a `treasure-moved`). */
  | { type: 'cannon-forged'; ship: number; rank: number; range: 'S' | 'L' }
  | { type: 'stunk'; ship: number }
  /** The d6 `ship` rolled as the turn began ("no crew abilities can be used this turn" on `hushed`): every crew is silent this turn. */
  | { type: 'crew-blackout'; ship: number; roll: number; hushed: boolean }
  /** Fear: the d6 a ship with Fear (`by`) rolled against an enemy within S as her turn began. */
  | { type: 'feared'; ship: number; by: number; roll: number }
  /** A silencer (`by`) turned off, for this turn, the ability of `ship`'s own text (`crew` -1) or of her crew `crew`. */
  | { type: 'silenced'; ship: number; by: number; crew: number }
  /** Having loaded or unloaded treasure, she may move `leg` as a free action this turn; null when that lapses or is used. */
  | { type: 'free-move'; ship: number; leg: 'S' | 'L' | null }
  /** The d6 rolled after her move action ("roll a d6 after she resolves a move action"): `leg`, the free move it gave, or null. */
  | { type: 'move-rolled'; ship: number; roll: number; leg: 'S' | 'L' | null }
  /** `ship` gave up her action this turn so that `to` may take a second one. */
  | { type: 'delegated'; ship: number; to: number }
  /** The derelict `ship`, explored by `by` with "you own any derelict this ship explores", now belongs to `player`. */
  | { type: 'derelict-captured'; ship: number; by: number; player: PlayerIndex }
  /** Submarine: dived or surfaced as her turn began. */
  | { type: 'submerged'; ship: number; submerged: boolean }
  /** Mast `mast` becomes a fire mast (felled if it stood), burning by the firepot's faces: out on `out`, spreading on `spread`. */
  | { type: 'fire-set'; ship: number; mast: number; out: number; spread: number }
  /** The start-of-turn die for a burning mast; `fire-out` or another `fire-set` follows when it says so. */
  | { type: 'fire-rolled'; ship: number; mast: number; roll: number }
  /** The fire on `mast` is out: the mast stays felled, and can be repaired again. */
  | { type: 'fire-out'; ship: number; mast: number }
  /** A smokepot's fog bank of radius `r`, placed by `by` (appended to the terrain). */
  /** A fog bank placed by a player's smokepot, gone as her next turn begins, or (`lasting`) one that stays. */
  | { type: 'fog-placed'; by: PlayerIndex; x: number; y: number; r: number; lasting?: true }
  /** `ship`'s die after coming out of a whirlpool: on 1-3 she loses a mast, a treasure or a crew. */
  | { type: 'whirlpool-rolled'; ship: number; roll: number }
  /** `ship`'s die for a hit on her, when a crew's text rolls one ("When this ship is hit, roll a d6"). */
  | { type: 'hit-rolled'; ship: number; roll: number }
  /** The die of the explosives aboard `ship`, set off against `target`. */
  | { type: 'explosives-rolled'; ship: number; target: number; roll: number }
  /** A Navigator's die for putting a trade current (the current itself is a `current-placed`). */
  | { type: 'navigate-rolled'; ship: number; roll: number }
  /** A trade current friendly to `by`, centred at (x, y). */
  | { type: 'current-placed'; by: PlayerIndex; x: number; y: number; r: number }
  /** Terrain `terrain` is taken off the table; later terrain moves down one place. */
  | { type: 'terrain-removed'; terrain: number }
  /** Daniel: a ship bought from the shipyard for `gold`, paid with `coins` from home (turned face up and spent). */
  | { type: 'bought'; player: PlayerIndex; ship: number; gold: number; coins: number[]; x: number; y: number; heading: number; island: number }
  | { type: 'hired'; player: PlayerIndex; crew: number; ship: number; coins: number[] }
  /** Crew `index` of `from` goes to `to`; `turned`: her nationality becomes that ship's ("its nationality changes to match"). */
  | { type: 'crew-moved'; from: number; index: number; to: number; turned?: true }
  /** `ship` would have sunk, and a treasure's text brings her back instead: every mast up, nothing holding her (../treasure/treasure-text.ts). */
  | { type: 'refitted'; ship: number }
  /** Daniel: a sunk ship goes back to her builder's shipyard, to be bought again. */
  | { type: 'to-shipyard'; ship: number }
  /** A fort built on `island`, paid with `coins` moved inside it from its owner's home. */
  | { type: 'fort-built'; fort: number; island: number; coins: number[] }
  /** A fort's shoot action at a ship, or a ship's shot at a fort (`ship` the shooter); the flags and masts follow. */
  | { type: 'fort-shot'; fort: number; target: number; rolls: number[]; hits: number }
  | { type: 'shot-at-fort'; ship: number; fort: number; rolls: number[]; hits: number }
  | { type: 'flag'; fort: number; flag: number }
  /** A fort's text ("the first time this fort is shot at each turn, roll a d6"): the hits it shrugs off this turn. */
  | { type: 'fort-shield'; fort: number; roll: number; turn: number }
  | { type: 'fort-hit-absorbed'; fort: number }
  /** An abandoned fort hit again: gone, its island a wild island nobody has explored. */
  | { type: 'fort-destroyed'; fort: number }
  /** `player` resigned a game of more than two: her ships leave play, and the gold at her home still ranks. */
  | { type: 'player-left'; player: PlayerIndex }
  | { type: 'game-over'; winner: -1 | PlayerIndex; reason: GameState['endReason'] }
  | EconomyEvent;

/** Action kinds as bits, so a ship's actions this turn are one number. */
export const ACTION = { move: 1, shoot: 2, explore: 4, repair: 8, untangle: 16, scavenge: 32 } as const;
export type ActionBit = (typeof ACTION)[keyof typeof ACTION];

/** Once-per-turn abilities. */
export const ONCE = { reroll: 1, shootAgain: 2, hitCrew: 4, actionRoll: 8, crewForAction: 16, plunder: 32, markExplored: 64, specialShot: 128, trade: 256, firepot: 512, smokepot: 1024, submerge: 2048, look: 4096, cargoMove: 8192, hitCargo: 16384, reveal: 32768, extraMast: 65536, bellow: 131072, forge: 262144, current: 524288, paw: 1048576, fetch: 2097152, brew: 4194304 } as const;
export type OnceBit = (typeof ONCE)[keyof typeof ONCE];

function take(state: GameState, from: Place, id: number): void {
  const list =
    'ship' in from ? state.ships[from.ship].treasure
    : 'island' in from ? state.islands[from.island].treasure
    : 'home' in from ? state.players[from.home].home
    : 'fort' in from ? state.forts[from.fort].treasure
    : null;
  if (!list) return;
  const i = list.indexOf(id);
  if (i >= 0) list.splice(i, 1);
  if ('ship' in from && state.treasures[id].text) recompile(state, state.ships[from.ship]);
}

/** Her abilities after her crew, her state or the unique treasure aboard her changed. */
function recompile(state: GameState, s: Ship): void {
  s.abilities = currentAbilities(s, state.rules, state.treasures);
}

function put(state: GameState, to: Place, id: number): void {
  if ('ship' in to) {
    const s = state.ships[to.ship];
    s.treasure.push(id);
    if (state.treasures[id].text) recompile(state, s);
  } else if ('island' in to) state.islands[to.island].treasure.push(id);
  else if ('home' in to) state.players[to.home].home.push(id);
  else if ('fort' in to) state.forts[to.fort].treasure.push(id);
}

/** Daniel: coins paid out of the stash at home, turned face up and kept apart, still counted in the score. */
function spend(state: GameState, player: PlayerIndex, coins: readonly number[]): void {
  const p = state.players[player];
  for (const id of coins) {
    p.home.splice(p.home.indexOf(id), 1);
    p.spent.push(id);
    state.treasures[id].seenBy = perSeat(state, true);
  }
}

/** Mast `mast` of `s` falls (a hit or a fire): 001 "Pin": a pinned ship is freed when the pinning ship has no masts left; Daniel's only when it moves away or is destroyed. */
function fell(state: GameState, s: Ship, mast: number): void {
  if (!s.up[mast]) return;
  s.up[mast] = false;
  s.masts--;
  if (isDerelict(s) && !state.rules.ramCostsRammer) releasePin(state, s.id);
}

/** Whatever pinned or towed her, or she pinned or towed, is let go. */
function cutLoose(state: GameState, s: Ship): void {
  releasePin(state, s.id);
  unpin(state, s);
  if (s.towing >= 0) state.ships[s.towing].towedBy = -1;
  if (s.towedBy >= 0) state.ships[s.towedBy].towing = -1;
  s.towing = -1;
  s.towedBy = -1;
}

/** Every mast standing and nothing left of what the game did to her: how a ship leaves a shipyard or a sinking undone. */
function refit(s: Ship): void {
  s.up.fill(true);
  s.masts = s.cannons.length;
  s.docked = -1;
  s.lost = false;
  s.tangled = false;
  s.wrecked = false;
  s.scuttleOn = 0;
  s.mustLeave = false;
  s.ghostly = false;
  s.chained = 0;
  s.idled = 0;
  s.idleNow = false;
  s.forged = [];
  s.stunk = 0;
  s.unnerved = false;
  s.silenced = -1;
  s.slowed = 0;
  s.submerged = false;
  s.fire.fill(false);
  s.ignoredHit = false;
}

/**
 * Frees every ship `pinner` pins. One ship may pin several: two ships that ram her are both pinned (001 "Ram": "the
 * ramming ship automatically becomes pinned"), and both go free when she moves away or has no masts (001 "Pin"), so
 * the pins are found by `pinnedBy`; `pinning` names only one of them. Freeing the one it named left the other pinned
 * to a derelict for the rest of the game.
 */
function releasePin(state: GameState, pinner: number): void {
  const s = state.ships[pinner];
  if (s.pinning < 0) return;
  for (const o of state.ships) if (o.pinnedBy === pinner) o.pinnedBy = -1;
  s.pinning = -1;
}

/** Frees `s` from the ship pinning her, which still pins any other ship she holds. */
function unpin(state: GameState, s: Ship): void {
  const by = s.pinnedBy;
  if (by < 0) return;
  s.pinnedBy = -1;
  let other = -1;
  for (const o of state.ships) if (o.pinnedBy === by) other = o.id;
  state.ships[by].pinning = other;
}

/** A crew works aboard a ship of her own nation, or one whose text lets crew of any nation (001 "Placing Crew"). */
function worksAboard(crew: Crew, s: Ship): boolean {
  return effectsOfKind(s.text, 'crew-any-nationality').length > 0 || ofHerNation(crew.nation, s);
}

/**
 * Crew `index` leaves `s`: the text silenced stays with its crew (a crew after her moves up one; she takes hers
 * along). The caller recompiles the ship's abilities once everything the event does to her is done.
 */
function removeCrew(s: Ship, index: number): Crew {
  const [crew] = s.crew.splice(index, 1);
  if (s.silenced === index + 1) s.silenced = -1;
  else if (s.silenced > index + 1) s.silenced--;
  return crew;
}

/** A coin made during play (a split, a ransom, a captive), face up in front of both players. */
function createCoin(state: GameState, to: Place, value: number): void {
  state.treasures.push({ value, unique: false, seenBy: perSeat(state, true) });
  put(state, to, state.treasures.length - 1);
}

export function applyEvent(state: GameState, e: GameEvent): void {
  switch (e.type) {
    case 'turn-started': {
      state.active = e.player;
      state.turn = e.turn;
      state.players[e.player].extraActions = 0;
      for (const s of state.ships) {
        if (s.owner !== e.player) continue;
        s.actions = 0;
        s.actionKinds = 0;
        s.usedOnce = 0;
        s.extraActions = 0;
        s.repeatActions = 0;
        s.ignoredHit = false;
        s.ghostly = false;
        s.freeMove = null;
        s.boostLeg = null;
        s.boostCannon = 0;
        s.boostShots = 0;
        s.boostMoves = 0;
        s.boostSilences = false;
        // A chainshot's hold and a stinkpot's fumes last through her owner's next turn.
        s.chained = s.chained === 1 ? 2 : 0;
        s.idleNow = s.idled > 0;
        if (s.idled > 0) s.idled--;
        if (s.stunk) {
          s.stunk = s.stunk === 1 ? 2 : 0;
          recompile(state, s);
        }
        s.slowed = s.slowed === 1 ? 2 : 0;
      }
      for (const s of state.ships) {
        s.shotAtBy = -1;
        // Fear's 5, a kraken's roll and a silencer's choice last only through the turn they were made in.
        if (s.unnerved || s.hushed || s.silenced >= 0) {
          s.unnerved = false;
          s.hushed = false;
          s.silenced = -1;
          recompile(state, s);
        }
      }
      for (const t of state.terrain) t.rating = 0;
      for (const f of state.forts) if (f.owner === e.player) f.actions = 0;
      return;
    }
    case 'action': {
      const s = state.ships[e.ship];
      if (!e.free) s.actions++;
      s.actionKinds |= e.kind;
      // An action beyond her own is the fleet's second action, when she has none of her own left.
      const fleet = state.players[s.owner];
      if (s.actions > 1 + s.extraActions && fleet.extraActions > 0) {
        fleet.extraActions--;
        s.extraActions++;
      }
      return;
    }
    case 'fleet-extra-action':
      state.players[e.player].extraActions++;
      return;
    case 'extra-action': {
      const s = state.ships[e.ship];
      s.extraActions++;
      if (e.repeat) s.repeatActions++;
      return;
    }
    case 'sailed':
      return;
    case 'moved': {
      const s = state.ships[e.ship];
      s.x = e.x;
      s.y = e.y;
      s.heading = e.heading;
      return;
    }
    case 'docked': {
      const s = state.ships[e.ship];
      s.docked = e.island;
      s.dockedOnTurn = state.turn;
      return;
    }
    case 'undocked': {
      const s = state.ships[e.ship];
      const island = state.islands[s.docked];
      // 001 "Exploring": leaving a wild island marks it explored by its player.
      if (island && island.home === -1) island.explored[s.owner] = true;
      s.docked = -1;
      releaseBlockades(state, s.id);
      releasePin(state, e.ship);
      return;
    }
    case 'treasure-moved':
      // Face down before it is aboard, so its text is not compiled into her.
      if (e.faceDown) for (const id of e.faceDown.ids) state.treasures[id].faceDown = true;
      for (const id of e.ids) {
        take(state, e.from, id);
        put(state, e.to, id);
      }
      return;
    case 'treasure-value':
      state.treasures[e.id].value = e.value;
      return;
    case 'treasure-created':
      createCoin(state, e.to, e.value);
      return;
    case 'treasure-seen':
      for (const id of e.ids) state.treasures[id].seenBy[e.player] = true;
      return;
    case 'crew-swapped': {
      const to = state.ships[e.to];
      // Left on the island, where any ship may take it aboard (001 "Placing Crew and equipment"); it was face up aboard.
      state.islands[e.island].crew.push({ ...removeCrew(to, e.index), known: true });
      recompile(state, to);
      take(state, { island: e.island }, e.treasure);
      put(state, { ship: e.to }, e.treasure);
      return;
    }
    case 'revealed':
      state.ships[e.ship].usedOnce |= ONCE.reveal;
      for (const id of e.ids) state.treasures[id].seenBy = perSeat(state, true);
      return;
    case 'looked':
      state.ships[e.ship].usedOnce |= ONCE.look;
      return;
    case 'explored':
      state.islands[e.island].explored[e.player] = true;
      return;
    case 'unexplored':
      state.islands[e.island].explored[e.player] = false;
      return;
    case 'shot':
      state.ships[e.target].shotAtBy = e.ship;
      state.fired = true;
      return;
    case 'mast': {
      const s = state.ships[e.ship];
      if (!e.up) return fell(state, s, e.mast);
      if (s.up[e.mast]) return;
      s.up[e.mast] = true;
      s.masts++;
      return;
    }
    case 'fire-set': {
      const s = state.ships[e.ship];
      fell(state, s, e.mast);
      s.fire[e.mast] = true;
      s.fireOut = e.out;
      s.fireSpread = e.spread;
      return;
    }
    case 'fire-rolled':
      return;
    case 'fire-out':
      state.ships[e.ship].fire[e.mast] = false;
      return;
    case 'navigate-rolled':
    case 'whirlpool-rolled':
    case 'hit-rolled':
    case 'explosives-rolled':
      return;
    case 'current-placed':
      state.terrain.push({ type: 'trade-current', x: e.x, y: e.y, r: e.r, rating: 0, drift: 0, grounded: false, smoke: -1, placedBy: e.by });
      return;
    case 'fog-placed':
      state.terrain.push({ type: 'fog-bank', x: e.x, y: e.y, r: e.r, rating: 0, drift: 0, grounded: false, smoke: e.lasting ? -1 : e.by });
      return;
    case 'terrain-removed':
      state.terrain.splice(e.terrain, 1);
      return;
    case 'hit-ignored':
      state.ships[e.ship].ignoredHit = true;
      return;
    case 'hull-rolled':
      return;
    case 'hull-lost':
      state.ships[e.ship].hulls--;
      return;
    case 'crew-lost': {
      // A crew's ability leaves the ship with her.
      const s = state.ships[e.ship];
      removeCrew(s, e.index);
      recompile(state, s);
      return;
    }
    case 'crew-landed': {
      const s = state.ships[e.ship];
      const crew = removeCrew(s, e.index);
      delete crew.faceDown;
      // Face up aboard (lib/pirates/view.ts), so both players know it once it is ashore.
      state.islands[e.island].crew.push({ ...crew, known: true });
      recompile(state, s);
      return;
    }
    case 'crew-embarked': {
      const s = state.ships[e.ship];
      const [crew] = state.islands[e.island].crew.splice(e.index, 1);
      s.crew.push({ ...crew, active: worksAboard(crew, s) });
      recompile(state, s);
      return;
    }
    case 'crew-turned': {
      const c = state.ships[e.ship].crew[e.index];
      if (e.faceDown) c.faceDown = true;
      else delete c.faceDown;
      return;
    }
    case 'crew-captured': {
      const s = state.ships[e.from];
      removeCrew(s, e.index);
      recompile(state, s);
      createCoin(state, { ship: e.ship }, e.value);
      return;
    }
    case 'pinned': {
      // A ship held by one pin and pinned again is held by the new one (Daniel's rules pin the rammed ship, and a
      // second ship may ram her).
      unpin(state, state.ships[e.ship]);
      state.ships[e.ship].pinnedBy = e.by;
      state.ships[e.ship].pinnedOnTurn = state.turn;
      state.ships[e.by].pinning = e.ship;
      return;
    }
    case 'unpinned':
      releasePin(state, e.ship);
      return;
    case 'boarded':
      return;
    case 'towed': {
      const s = state.ships[e.ship];
      const t = state.ships[e.target];
      s.towing = e.target;
      t.towedBy = e.ship;
      t.owner = s.owner;
      t.scuttleOn = 0;
      return;
    }
    case 'tow-dropped': {
      const s = state.ships[e.ship];
      if (s.towing >= 0) state.ships[s.towing].towedBy = -1;
      s.towing = -1;
      return;
    }
    case 'sunk': {
      const s = state.ships[e.ship];
      s.sunk = true;
      s.docked = -1;
      releaseBlockades(state, s.id);
      cutLoose(state, s);
      s.crew.length = 0;
      // Economy Edition: resource and upgrade tokens go down with her (003: "If a ship is sunk on transit, the token is lost").
      s.goods.fill(0);
      s.tokens.length = 0;
      return;
    }
    case 'refitted': {
      const s = state.ships[e.ship];
      cutLoose(state, s);
      refit(s);
      recompile(state, s);
      return;
    }
    case 'scuttle-rolled':
      state.ships[e.ship].scuttleOn = e.sinksOn;
      return;
    case 'used-once':
      state.ships[e.ship].usedOnce |= e.ability;
      return;
    case 'lost':
      state.ships[e.ship].lost = e.lost;
      return;
    case 'tangled':
      state.ships[e.ship].tangled = e.tangled;
      return;
    case 'terrain-rated':
      state.terrain[e.terrain].rating = e.rating;
      return;
    case 'terrain-moved': {
      const t = state.terrain[e.terrain];
      t.x = e.x;
      t.y = e.y;
      t.grounded = e.grounded;
      return;
    }
    case 'wrecked':
      state.ships[e.ship].wrecked = true;
      return;
    case 'chained':
      state.ships[e.ship].chained = 1;
      return;
    case 'cannon-forged':
      state.ships[e.ship].forged.push({ rank: e.rank, range: e.range });
      return;
    case 'idled':
      state.ships[e.ship].idled = Math.max(state.ships[e.ship].idled, e.turns);
      return;
    case 'turn-ended':
      state.ships[e.ship].idleNow = true;
      return;
    case 'treasure-turned': {
      const t = state.treasures[e.id];
      delete t.faceDown;
      t.seenBy = perSeat(state, true);
      const carrier = state.ships.find((s) => s.treasure.includes(e.id));
      if (carrier) recompile(state, carrier);
      return;
    }
    case 'boosted': {
      const s = state.ships[e.ship];
      if (e.leg) s.boostLeg = e.leg;
      s.boostCannon += e.cannon ?? 0;
      s.boostShots += e.shots ?? 0;
      s.boostMoves += e.moves ?? 0;
      if (e.silences) s.boostSilences = true;
      if (e.unnerved) {
        s.unnerved = true;
        recompile(state, s);
      }
      return;
    }
    case 'stunk':
      state.ships[e.ship].stunk = 1;
      return;
    case 'submerged':
      state.ships[e.ship].submerged = e.submerged;
      return;
    case 'derelict-captured': {
      // Both are about to be set down at her home island: whatever pinned or was pinned by either is let go.
      for (const id of [e.ship, e.by]) {
        releasePin(state, id);
        unpin(state, state.ships[id]);
      }
      const t = state.ships[e.ship];
      t.owner = e.player;
      t.scuttleOn = 0;
      return;
    }
    case 'move-rolled':
      if (e.leg) state.ships[e.ship].freeMove = e.leg;
      return;
    case 'free-move':
      state.ships[e.ship].freeMove = e.leg;
      return;
    case 'delegated':
      state.ships[e.ship].actions++;
      state.ships[e.to].extraActions++;
      return;
    case 'silenced': {
      const s = state.ships[e.ship];
      s.silenced = e.crew + 1;
      recompile(state, s);
      return;
    }
    case 'crew-blackout':
      if (!e.hushed) return;
      // Every ship, so that a crew coming aboard later this turn is silent too.
      for (const s of state.ships) {
        if (s.hushed) continue;
        s.hushed = true;
        recompile(state, s);
      }
      return;
    case 'feared': {
      const s = state.ships[e.ship];
      if (e.roll === 5) {
        s.unnerved = true;
        recompile(state, s);
      } else if (e.roll === 6) s.slowed = 1;
      return;
    }
    case 'must-leave':
      state.ships[e.ship].mustLeave = e.value;
      return;
    case 'ghostly':
      state.ships[e.ship].ghostly = true;
      return;
    case 'bought': {
      const s = state.ships[e.ship];
      s.inPlay = true;
      s.x = e.x;
      s.y = e.y;
      s.heading = e.heading;
      s.docked = e.island;
      // Spent for the turn with no action of any kind among them: what tells a ship bought this turn (../check.ts).
      s.actions = 2;
      s.actionKinds = 0;
      spend(state, e.player, e.coins);
      return;
    }
    case 'to-shipyard': {
      const s = state.ships[e.ship];
      s.sunk = false;
      s.inPlay = false;
      s.owner = s.builtBy;
      refit(s);
      recompile(state, s);
      return;
    }
    case 'hired': {
      const p = state.players[e.player];
      const [crew] = p.yardCrew.splice(e.crew, 1);
      const s = state.ships[e.ship];
      s.crew.push({ ...crew, active: worksAboard(crew, s) });
      recompile(state, s);
      spend(state, e.player, e.coins);
      return;
    }
    case 'crew-moved': {
      const from = state.ships[e.from];
      const to = state.ships[e.to];
      const removed = removeCrew(from, e.index);
      const crew = e.turned ? { ...removed, nation: to.nation } : removed;
      to.crew.push({ ...crew, active: worksAboard(crew, to) });
      recompile(state, from);
      recompile(state, to);
      return;
    }
    case 'fort-built': {
      const f = state.forts[e.fort];
      f.island = e.island;
      state.islands[e.island].fort = e.fort;
      const home = state.players[f.owner].home;
      for (const id of e.coins) home.splice(home.indexOf(id), 1);
      f.treasure.push(...e.coins);
      return;
    }
    case 'fort-shot':
      state.forts[e.fort].actions++;
      state.fired = true;
      return;
    case 'shot-at-fort':
      state.fired = true;
      return;
    case 'flag': {
      const f = state.forts[e.fort];
      if (f.up[e.flag]) {
        f.up[e.flag] = false;
        f.flags--;
      }
      return;
    }
    case 'fort-shield': {
      const f = state.forts[e.fort];
      f.shield = e.roll;
      f.shieldTurn = e.turn;
      return;
    }
    case 'fort-hit-absorbed':
      state.forts[e.fort].shield--;
      return;
    case 'fort-destroyed': {
      const f = state.forts[e.fort];
      const island = state.islands[f.island];
      island.fort = -1;
      island.explored = perSeat(state, false);
      f.island = -1;
      f.destroyed = true;
      return;
    }
    case 'player-left':
      state.players[e.player].left = true;
      for (const s of state.ships) if (s.owner === e.player && s.inPlay && !s.sunk) leavePlay(state, s);
      return;
    case 'abandoned': {
      const s = state.ships[e.ship];
      leavePlay(state, s);
      // 003 "Errata": removed from play, she "is no longer available for use for the remainder of that game", and what she carried goes with her.
      s.goods.fill(0);
      s.tokens.length = 0;
      s.treasure.length = 0;
      s.crew.length = 0;
      recompile(state, s);
      return;
    }
    case 'game-over':
      // Daniel's "Victory Condition": "Each player reveals their un-spent Treasure" (under 001 it is face up already).
      for (const p of state.players) for (const id of p.home) state.treasures[id].seenBy = perSeat(state, true);
      state.over = true;
      state.winner = e.winner;
      state.endReason = e.reason;
      return;
    default:
      // The events left without a case change nothing, so only Economy Edition's reach this.
      applyEconomyEvent(state, e as Parameters<typeof applyEconomyEvent>[1]);
  }
}

function leavePlay(state: GameState, s: Ship): void {
  releaseBlockades(state, s.id);
  cutLoose(state, s);
  s.docked = -1;
  s.inPlay = false;
}
