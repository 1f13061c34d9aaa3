import type { GameEvent } from '@/lib/engine/events';
import { coinOptions } from '@/lib/engine/choices';
import { faceUpToAll, type GameState, type PlayerIndex } from '@/lib/engine/state';
import type { Viewer } from '@/lib/table/game';
import { describeChoice } from './describe';
import { deployer, type PiratesEvent, type PiratesState, people, playerOf, seatOf } from './state';
import { legalActions } from './legal';
import type { PiratesAction, PiratesSeat } from './schema';
import { type Placing, type SetupStep, setupStep } from './setup-phase';

/**
 * What each viewer may see of a Pirates match. Treasure is the game's hidden information: coins lie face down on the
 * islands and the ships' deckplates, and a player knows the worth of a coin only once she has looked at it (an
 * explore, a boarding party won) or it is turned face up; the engine records both as `seenBy` (lib/engine/treasure.ts
 * says when). 001 "Quick Start": "When you dock at your home island and unload them, turn them over—they're yours!",
 * so gold unloaded at home is face up for everyone, as is unique treasure; under Daniel's rules the home stash stays
 * secret until it is spent. When the game is over every coin is counted, so every value is shown.
 *
 * A face-down coin leaves the server as `{ id, hidden: true }` (DESIGN.md), in the view and in the opening event alike.
 * Crew are shown face up: 001 turns a crew face up when her ability is used, and the engine applies abilities as they
 * arise, so the table treats every crew as already revealed (a choice, written here). A crew a doctor turns face
 * down instead of letting it be eliminated ("When another face-up crew on this ship would be eliminated, turn it face
 * down instead") was face up before, so both players know it; it is shown as face down, keeps working (revealing it is
 * part of using it), and is turned face up again as her owner's next turn begins, the first moment that player
 * could choose to reveal it, so a doctor cannot save it twice in one enemy turn.
 *
 * Crew ashore on a home island lie face down there (001 "Placing Crew and equipment"), unused, so the other player and
 * spectators see only how many there are, until the game is over, unless the crew is known (`Crew.known`): its text
 * placed it face up ("Place this crew face up during setup"), or it was aboard a ship, face up, before it went ashore.
 * Crew on a wild island were always aboard a ship first, so everyone sees them.
 */

/** What the other player sees of a crew lying face down ashore: that there is one. */
const FACE_DOWN_CREW = { cardId: 'face-down', ability: '', nation: '', active: false, free: false, ransom: false, points: 0 } as const;

/**
 * A unique treasure lies face up, so its name and its text, in force on the ship carrying it, are shown with it; one
 * loaded face down (`faceDown`) is shown so only to the player who knows it, and is a hidden coin to everyone else.
 */
export type ShownTreasure = { id: number; hidden: true } | { id: number; value: number; unique: boolean; name?: string; text?: string; faceDown?: true; cargo?: number };

export interface PiratesView {
  ruleset: string;
  opponent: 'invite' | 'computer';
  seats: Record<PiratesSeat, { player: PlayerIndex; filled: boolean; computer: boolean; fleetName: string | null }>;
  /** The viewer's own seat, or null for a spectator. */
  you: PiratesSeat | null;
  phase: 'waiting' | 'setup' | 'deploy' | 'playing' | 'over';
  /** The set-up being made (islands placed, homes, the placement rule, the step awaited), until the table is built. */
  placing: (Placing & { step: SetupStep }) | null;
  toAct: PiratesSeat | null;
  legal: PiratesAction[];
  pending: null | { by: PiratesSeat; kind: string; text: string; choice?: unknown; values?: Record<number, number>; shown: GameEvent[] };
  over: boolean;
  winner: PiratesSeat | null;
  endReason: string;
  /** The seats whose offer of a draw stands (./game.ts `endings`). */
  drawOffers: PiratesSeat[];
  turn: number;
  /** The table: the engine's state with every face-down coin's worth removed for this viewer. */
  game: (Omit<GameState, 'treasures'> & { treasures: ShownTreasure[] }) | null;
}

const viewerPlayer = (viewer: Viewer): PlayerIndex | null => (viewer.kind === 'seat' ? playerOf(viewer.seat) : null);

/**
 * Whether `player` (null: a spectator) may know treasure `id`'s worth: a player what she has looked at, a spectator
 * what is face up for everyone (both players have seen it, or it is a unique treasure lying face up: `faceUpToAll`),
 * and everyone everything once the game is over.
 */
export function knows(game: GameState, id: number, player: PlayerIndex | null): boolean {
  const t = game.treasures[id];
  if (game.over || faceUpToAll(game, id)) return true;
  return player === null ? t.seenBy[0] && t.seenBy[1] : t.seenBy[player];
}

export function shownGame(game: GameState, player: PlayerIndex | null): NonNullable<PiratesView['game']> {
  const hidesCrew = (home: number) => home !== -1 && home !== player && !game.over;
  return {
    ...game,
    islands: game.islands.map((isl) => (isl.crew?.length && hidesCrew(isl.home) ? { ...isl, crew: isl.crew.map((c) => (c.known ? c : { ...FACE_DOWN_CREW })) } : isl)),
    treasures: game.treasures.map((t, id) => (knows(game, id, player) ? { id, value: t.value, unique: t.unique, ...(t.name ? { name: t.name } : {}), ...(t.text ? { text: t.text } : {}), ...(t.faceDown ? { faceDown: true as const } : {}), ...(t.cargo ? { cargo: t.cargo } : {}) } : { id, hidden: true as const })),
  };
}

export function viewOf(state: PiratesState, viewer: Viewer): PiratesView {
  const you = viewer.kind === 'seat' ? (viewer.seat as PiratesSeat) : null;
  const player = viewerPlayer(viewer);
  const game = state.game;
  const computer = !people(state)[1];
  const seat = (p: PlayerIndex) => ({
    player: p,
    filled: state.fleets[p] !== null,
    computer: p === 1 && computer,
    fleetName: state.fleets[p]?.name ?? null,
  });
  const over = game?.over ?? false;
  const pending = state.pending;
  const step = !game && state.placing ? setupStep(state.placing) : null;
  const placer = deployer(state);
  const toAct = step ? seatOf(step.by) : placer !== null ? seatOf(placer) : !game || over ? null : seatOf(pending ? pending.by : game.active);
  let shownPending: PiratesView['pending'] = null;
  if (pending && game) {
    const mine = player === pending.by;
    const values: Record<number, number> = {};
    // While deciding, the decider has looked at the coins the decision is about (the seen-events before the stop).
    if (mine) {
      for (const e of pending.shown) if (e.type === 'treasure-seen' && e.player === player) for (const id of e.ids) values[id] = game.treasures[id].value;
      // Coins she had looked at before raise no seen-event (a second look at one island's coins, a second boarding of
      // one ship): she knows them all the same, and a decision that listed them as bare coins hid what she knew.
      for (const id of coinOptions(pending.choice)) if (knows(game, id, player)) values[id] = game.treasures[id].value;
    }
    shownPending = {
      by: seatOf(pending.by),
      kind: pending.choice.kind,
      text: describeChoice(game, pending.choice, mine),
      ...(mine ? { choice: pending.choice, values } : {}),
      shown: mine ? pending.shown : pending.shown.map((e) => redactGameEvent(e, player)),
    };
  }
  return {
    ruleset: state.setup.ruleset,
    opponent: state.setup.opponent,
    seats: { A: seat(0), B: seat(1) },
    you,
    phase: step ? 'setup' : !game ? 'waiting' : over ? 'over' : placer !== null ? 'deploy' : 'playing',
    placing: state.placing && !game ? { ...state.placing, step } : null,
    toAct,
    legal: you && toAct === you ? legalActions(state, playerOf(you)!) : [],
    pending: shownPending,
    over,
    winner: over && game!.winner !== -1 ? seatOf(game!.winner as PlayerIndex) : null,
    endReason: game?.endReason ?? '',
    drawOffers: (state.drawOffers ?? []).map(seatOf),
    turn: game?.turn ?? 0,
    game: game && shownGame(game, player),
  };
}

/**
 * A view's table as the engine's state, for what the browser runs on it (`previewMove`, `legalActions`' samples): a
 * face-down coin becomes a placeholder the engine can carry but that tells nothing (worth 0, already seen, so no look
 * is recorded), since positions, hulls and abilities are all the engine needs there.
 */
export function tableAsState(game: NonNullable<PiratesView['game']>): GameState {
  return {
    ...game,
    treasures: game.treasures.map((t) => ('hidden' in t ? { value: 0, unique: false, seenBy: [true, true] } : { value: t.value, unique: t.unique, seenBy: [true, true], ...(t.name ? { name: t.name } : {}), ...(t.text ? { text: t.text } : {}), ...(t.faceDown ? { faceDown: true } : {}), ...(t.cargo ? { cargo: t.cargo } : {}) })),
  } as GameState;
}

/**
 * Every event as `viewer` may see it: the opening's coins face down, a pending step's dice left out, and which coins
 * a ship loaded face down, and which face-down treasure a decision is about, known to her owner alone.
 */
export function redactEvent(event: PiratesEvent, viewer: Viewer): PiratesEvent {
  const player = viewerPlayer(viewer);
  if (event.type === 'built') return { type: 'built', game: shownGame(event.game, player) as unknown as GameState };
  if (event.type === 'pending') {
    const { draws: _draws, ...stopped } = event.stopped;
    const mine = stopped.by === player;
    const choice = !mine && stopped.choice.kind === 'reveal-treasure' ? { ...stopped.choice, treasure: -1 } : stopped.choice;
    return { type: 'pending', stopped: { ...stopped, draws: [], choice, shown: mine ? stopped.shown : stopped.shown.map((e) => redactGameEvent(e, player)) } };
  }
  return redactGameEvent(event, player);
}

/** An engine event as `player` (null: a spectator) may see it: coins loaded face down are her owner's to know. */
function redactGameEvent<E extends PiratesEvent>(event: E, player: PlayerIndex | null): E {
  if (event.type !== 'treasure-moved' || !event.faceDown || event.faceDown.player === player) return event;
  const { faceDown: _faceDown, ...rest } = event;
  return rest as E;
}
