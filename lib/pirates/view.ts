import type { GameEvent } from '@/lib/engine/state/events';
import { type Choice, coinOptions } from '@/lib/engine/state/choices';
import { faceUpToAll, type GameState, type PlayerIndex } from '@/lib/engine/state/state';
import { ranking } from '@/lib/engine/game';
import type { Viewer } from '@/lib/table/game';
import { describeChoice } from './describe';
import { deployer, otherSeats, type PiratesEvent, type PiratesState, people, playerOf, seatOf } from './state';
import { legalActions } from './legal';
import type { PiratesAction, PiratesSeat } from './schema';
import type { Stopped } from './run';
import { type Placing, type SetupStep, setupStep } from './setup-phase';

/**
 * What each viewer may see of a Pirates match. Treasure is the game's hidden information: coins lie face down on the
 * islands and the ships' deckplates, and a player knows the worth of a coin only once she has looked at it (an
 * explore, a boarding party won) or it is turned face up; the engine records both as `seenBy` (lib/engine/treasure/treasure.ts
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
  /** Every seat of the match, in seat order (A first). */
  seats: Partial<Record<PiratesSeat, SeatView>>;
  /** The turn order, first player first, once the dice have set it (empty before). */
  order: PiratesSeat[];
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
  /** Once the game is over, every seat by place, best first, with its score (the engine's `ranking`; ties share a place). */
  ranking: { seat: PiratesSeat; place: number; score: number }[];
  turn: number;
  /** The table: the engine's state with every face-down coin's worth removed for this viewer. */
  game: (Omit<GameState, 'treasures'> & { treasures: ShownTreasure[] }) | null;
}

export interface SeatView {
  player: PlayerIndex;
  filled: boolean;
  computer: boolean;
  fleetName: string | null;
  /** The gold at home this viewer may count: coins face up for everyone, or that she has seen (0 before the table is built). */
  gold: number;
  /** Resigned: her ships have left play; her gold at home still ranks. */
  left: boolean;
}

const viewerPlayer = (viewer: Viewer): PlayerIndex | null => (viewer.kind === 'seat' ? playerOf(viewer.seat) : null);

/**
 * Whether `player` (null: a spectator) may know treasure `id`'s worth: a player what she has looked at (001: a coin
 * is known to whoever looked at it, and to no other player), a spectator what is face up for everyone (every player
 * has seen it, or it is a unique treasure lying face up: `faceUpToAll`), and everyone everything once the game is over.
 */
export function knows(game: GameState, id: number, player: PlayerIndex | null): boolean {
  const t = game.treasures[id];
  if (game.over || faceUpToAll(game, id)) return true;
  return player === null ? t.seenBy.every(Boolean) : t.seenBy[player] === true;
}

/**
 * THE gate for treasure: treasure `id` as `player` (null: a spectator) may know it, its worth, name and text, or a
 * face-down coin that tells nothing (not even whether it is a coin or a unique treasure). Every table, event and
 * prompt a viewer is sent says of a treasure only what passes through here.
 */
export function shownTreasure(game: GameState, id: number, player: PlayerIndex | null): ShownTreasure {
  const t = game.treasures[id];
  if (!t || !knows(game, id, player)) return { id, hidden: true };
  return { id, value: t.value, unique: t.unique, ...(t.name ? { name: t.name } : {}), ...(t.text ? { text: t.text } : {}), ...(t.faceDown ? { faceDown: true as const } : {}), ...(t.cargo ? { cargo: t.cargo } : {}) };
}

/** A shown treasure in words: "a face-down coin", "a 3-gold coin", a unique treasure's name. */
export function shownTreasureLabel(t: ShownTreasure): string {
  if ('hidden' in t) return 'a face-down coin';
  if (t.unique) return t.name ?? 'a unique treasure';
  return `a ${t.value}-gold coin`;
}

/**
 * Treasure `id` in words for `player` (null: a spectator), as far as she may know it: for log lines and prompts. On
 * the server pass the match's table; in the browser the view's table (`tableAsState`) already holds only what the
 * viewer knows, and its face-down coins read as "a face-down coin" here too.
 */
export function treasureLabel(game: GameState, id: number, player: PlayerIndex | null): string {
  const t = game.treasures[id] as (GameState['treasures'][number] & { hidden?: true }) | undefined;
  return t?.hidden ? 'a face-down coin' : shownTreasureLabel(shownTreasure(game, id, player));
}

export function shownGame(game: GameState, player: PlayerIndex | null): NonNullable<PiratesView['game']> {
  const hidesCrew = (home: number) => home !== -1 && home !== player && !game.over;
  return {
    ...game,
    islands: game.islands.map((isl) => (isl.crew?.length && hidesCrew(isl.home) ? { ...isl, crew: isl.crew.map((c) => (c.known ? c : { ...FACE_DOWN_CREW })) } : isl)),
    treasures: game.treasures.map((_, id) => shownTreasure(game, id, player)),
  };
}

export function viewOf(state: PiratesState, viewer: Viewer): PiratesView {
  const you = viewer.kind === 'seat' ? (viewer.seat as PiratesSeat) : null;
  const player = viewerPlayer(viewer);
  const game = state.game;
  const persons = people(state);
  const seat = (p: PlayerIndex): SeatView => ({
    player: p,
    filled: state.fleets[p] !== null,
    computer: !persons[p],
    fleetName: state.fleets[p]?.name ?? null,
    gold: game ? goldSeen(game, p, player) : 0,
    left: game?.players[p]?.left === true,
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
    const table = mine ? withLooks(game, pending, player) : game;
    shownPending = {
      by: seatOf(pending.by),
      kind: pending.choice.kind,
      text: decisionWords(game, pending, player),
      ...(mine ? { choice: pending.choice, values } : {}),
      shown: pending.shown.map((e) => redactFor(e, { player, game: table })),
    };
  }
  return {
    ruleset: state.setup.ruleset,
    opponent: otherSeats(state.setup).every((s) => s.kind === 'computer') ? 'computer' : 'invite',
    seats: Object.fromEntries(state.fleets.map((_, p) => [seatOf(p), seat(p)])),
    order: game ? game.order.map(seatOf) : state.placing ? state.placing.order.map(seatOf) : [],
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
    ranking: over ? ranking(game!).map((r) => ({ seat: seatOf(r.player), place: r.place, score: r.score })) : [],
    turn: game?.turn ?? 0,
    game: game && shownGame(game, player),
  };
}

/**
 * Gold at home of `p` as `viewer` (null: a spectator) may count it: only the coins whose worth she may know (001 turns
 * gold unloaded at home face up; under Daniel's rules a home stash stays secret, so it counts only for its owner), and
 * under Economy Edition her purse (`economy.gold`), which every player tracks at the table.
 */
function goldSeen(game: GameState, p: PlayerIndex, viewer: PlayerIndex | null): number {
  // Economy Edition: the gold beyond coins (unspent build points, sales, less upkeep) is counted in the open.
  let gold = game.economy?.gold[p] ?? 0;
  for (const id of game.players[p].home) if (knows(game, id, viewer)) gold += game.treasures[id].value;
  return gold;
}

/**
 * A view's table as the engine's state, for what the browser runs on it (`previewMove`, `legalActions`' samples): a
 * face-down coin becomes a placeholder the engine can carry but that tells nothing (worth 0, already seen, so no look
 * is recorded), since positions, hulls and abilities are all the engine needs there.
 */
export function tableAsState(game: NonNullable<PiratesView['game']>): GameState {
  const seenBy = () => game.players.map(() => true);
  return {
    ...game,
    treasures: game.treasures.map((t) => ('hidden' in t ? { value: 0, unique: false, seenBy: seenBy(), hidden: true } : { value: t.value, unique: t.unique, seenBy: seenBy(), ...(t.name ? { name: t.name } : {}), ...(t.text ? { text: t.text } : {}), ...(t.faceDown ? { faceDown: true } : {}), ...(t.cargo ? { cargo: t.cargo } : {}) })),
  } as GameState;
}

/**
 * The decider's table while a decision is pending: the coins she looked at before the stop (the `treasure-seen` events
 * the step raised, not yet applied) are hers to know, and so is what the decision asks her about (the treasure she
 * may take, hand over or turn up; the coins she chooses among), which the rules put before her eyes.
 */
function withLooks(game: GameState, pending: Stopped, player: PlayerIndex | null): GameState {
  if (player === null) return game;
  const looked = new Set(pending.shown.flatMap((e) => (e.type === 'treasure-seen' && e.player === player ? e.ids : [])));
  if ('treasure' in pending.choice && pending.choice.treasure >= 0) looked.add(pending.choice.treasure);
  for (const id of coinOptions(pending.choice)) looked.add(id);
  if (looked.size === 0) return game;
  return { ...game, treasures: game.treasures.map((t, id) => (looked.has(id) ? { ...t, seenBy: t.seenBy.map((seen, p) => seen || p === player) } : t)) };
}

/**
 * A pending decision in words for `player` (null: a spectator), as "First decide …" and "Waiting for A to decide …"
 * read it. The words are made from what she may know, never from the table itself: from her own view of it, and the
 * decision through `choiceFor` unless she is its decider, so a prompt cannot name what she has not seen, whatever
 * `describeChoice` says.
 */
export function decisionWords(game: GameState, pending: Stopped, player: PlayerIndex | null): string {
  const mine = pending.by === player;
  const known = tableAsState(shownGame(mine ? withLooks(game, pending, player) : game, player));
  return describeChoice(known, mine ? pending.choice : choiceFor(pending.choice, game, player), mine);
}

/** Who is looking and the table as the events reach her, from which the gate decides what she may know. */
interface Knowing {
  player: PlayerIndex | null;
  /** The match's table as the event is sent; null before it is built (no treasure exists yet). */
  game: GameState | null;
}

const knowsNow = (k: Knowing, id: number) => k.game !== null && k.game.treasures[id] !== undefined && knows(k.game, id, k.player);

/**
 * A decision as someone other than its decider may see it. Fields are let through by name: those that name ships,
 * crew, islands, masts and counts, and the resource an Explorer's die showed (Economy Edition's dice are rolled in
 * the open); a treasure (`treasure`) only when the viewer knows it, else -1; any other field, including one a new
 * kind of decision adds, is left out. So a decision about a face-down treasure cannot say which.
 */
const PUBLIC_CHOICE_FIELDS = new Set(['kind', 'ship', 'target', 'from', 'to', 'attacker', 'island', 'crew', 'fire', 'max', 'options', 'resource']);
export function choiceFor(choice: Choice, game: GameState | null, player: PlayerIndex | null): Choice {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(choice)) {
    if (PUBLIC_CHOICE_FIELDS.has(key)) out[key] = value;
    else if (key === 'treasure') out[key] = typeof value === 'number' && knowsNow({ player, game }, value) ? value : -1;
  }
  return out as Choice;
}

type Gate<E> = 'public' | ((event: E, k: Knowing) => E);

/**
 * What each kind of event may tell each viewer about treasure. Every kind must be declared here (the type checker
 * refuses a kind left out, and an event of a kind not declared, such as one stored by a later version, is sent as
 * its kind alone), so a new event cannot reach the other seat or a spectator by someone forgetting to redact it.
 * "public": the event says nothing of a treasure's worth or face beyond what everyone saw happen (which ids moved
 * where, who looked, a coin turned face up, gold made from public numbers such as a crew's points).
 */
const GATES: { [K in PiratesEvent['type']]: Gate<Extract<PiratesEvent, { type: K }>> } = {
  // A seat's own fleet is hers; the others learn which ships and crew (they are on the table) but not the unique
  // treasure she dealt face down among the coins.
  joined: (e, k) => (k.player !== null && seatOf(k.player) === e.seat ? e : { ...e, fleet: { ...e.fleet, treasure: (e.fleet.treasure ?? []).map(() => 'face-down') } }),
  // The opening's table, as this viewer knew it when it was built; the fleets' cards stay on the server.
  built: (e, k) => ({ type: 'built', game: shownGame(e.game, k.player) as unknown as GameState }),
  pending: (e, k) => ({ type: 'pending', stopped: stoppedFor(e.stopped, k) }),
  'treasure-moved': (e, k) => {
    if (!e.faceDown || e.faceDown.player === k.player) return e;
    const { faceDown: _faceDown, ...rest } = e;
    return rest;
  },
  // 001: a coin's worth is known only to whoever looked at it; a change to it tells the same.
  'treasure-value': (e, k) => (knowsNow(k, e.id) ? e : ({ type: 'treasure-value', id: e.id, hidden: true } as unknown as typeof e)),
  'set-up-begun': 'public',
  // Resigning and offering, accepting or declining a draw are said aloud at the table.
  resigned: 'public',
  'draw-offered': 'public',
  'draw-accepted': 'public',
  'draw-declined': 'public',
  'island-placed': 'public',
  'home-chosen': 'public',
  'deploy-begun': 'public',
  deployed: 'public',
  'turn-started': 'public',
  action: 'public',
  'extra-action': 'public',
  'fleet-extra-action': 'public',
  moved: 'public',
  // Where a ship sailed from and to: everyone watched her go.
  sailed: 'public',
  docked: 'public',
  undocked: 'public',
  'treasure-created': 'public',
  'treasure-seen': 'public',
  'crew-swapped': 'public',
  revealed: 'public',
  looked: 'public',
  explored: 'public',
  unexplored: 'public',
  shot: 'public',
  mast: 'public',
  'hit-ignored': 'public',
  'hull-rolled': 'public',
  'hull-lost': 'public',
  'crew-lost': 'public',
  'crew-landed': 'public',
  'crew-embarked': 'public',
  'crew-turned': 'public',
  'crew-captured': 'public',
  pinned: 'public',
  unpinned: 'public',
  boarded: 'public',
  towed: 'public',
  'tow-dropped': 'public',
  sunk: 'public',
  'scuttle-rolled': 'public',
  'used-once': 'public',
  lost: 'public',
  tangled: 'public',
  'terrain-rated': 'public',
  'terrain-moved': 'public',
  wrecked: 'public',
  'must-leave': 'public',
  ghostly: 'public',
  chained: 'public',
  idled: 'public',
  'turn-ended': 'public',
  'treasure-turned': 'public',
  boosted: 'public',
  'push-rolled': 'public',
  'possess-rolled': 'public',
  'fort-rolled': 'public',
  'cannon-forged': 'public',
  stunk: 'public',
  'crew-blackout': 'public',
  feared: 'public',
  silenced: 'public',
  'free-move': 'public',
  'move-rolled': 'public',
  delegated: 'public',
  'derelict-captured': 'public',
  submerged: 'public',
  'fire-set': 'public',
  'fire-rolled': 'public',
  'fire-out': 'public',
  'fog-placed': 'public',
  'whirlpool-rolled': 'public',
  'hit-rolled': 'public',
  'explosives-rolled': 'public',
  'navigate-rolled': 'public',
  'current-placed': 'public',
  'terrain-removed': 'public',
  bought: 'public',
  hired: 'public',
  'crew-moved': 'public',
  refitted: 'public',
  'to-shipyard': 'public',
  'fort-built': 'public',
  'fort-shot': 'public',
  'shot-at-fort': 'public',
  flag: 'public',
  'fort-shield': 'public',
  'fort-hit-absorbed': 'public',
  'fort-destroyed': 'public',
  'player-left': 'public',
  'game-over': 'public',
  // Economy Edition (003): the market's dice, resource tokens, gold, upkeep and towns are all on the table for everyone.
  'market-rolled': 'public',
  'resource-found': 'public',
  'goods-moved': 'public',
  sold: 'public',
  upkeep: 'public',
  abandoned: 'public',
  'token-bought': 'public',
  'town-founded': 'public',
  'towns-ready': 'public',
  'town-shot': 'public',
  'town-razed': 'public',
  'town-boarded': 'public',
  'town-captured': 'public',
  'ship-seized': 'public',
  bartered: 'public',
  blockaded: 'public',
  'port-shot': 'public',
  'crew-bought': 'public',
};

function redactFor<E extends PiratesEvent>(event: E, k: Knowing): E {
  const gate = (GATES as Record<string, Gate<E> | undefined>)[event.type];
  if (gate === undefined) return { type: event.type } as E;
  return gate === 'public' ? event : gate(event, k);
}

/**
 * A step stopped at a decision, as `k`'s viewer may see it: the dice left out for everyone (they are the server's
 * to replay), and for anyone but the decider the answers she gave so far, and the decision through `choiceFor`.
 */
function stoppedFor(stopped: Stopped, k: Knowing): Stopped {
  const mine = stopped.by === k.player;
  return {
    ...stopped,
    draws: [],
    answers: mine ? stopped.answers : [],
    choice: mine ? stopped.choice : choiceFor(stopped.choice, k.game, k.player),
    shown: stopped.shown.map((e) => redactFor(e, k)),
  };
}

/**
 * Every event as `viewer` may see it, as of `now` (the match as the event is sent: see `GameDefinition.redact`).
 * Every kind passes through `GATES`.
 */
export function redactEvent(event: PiratesEvent, viewer: Viewer, now?: PiratesState | null): PiratesEvent {
  return redactFor(event, { player: viewerPlayer(viewer), game: now?.game ?? null });
}
