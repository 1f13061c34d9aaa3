import type { CardLookup } from '@/lib/cards/lookup';
import type { Dice } from '@/lib/engine/core/dice';
import { applyEvent, type GameEvent } from '@/lib/engine/state/events';
import { type Game, leave, RuleError, startTurn, winnerOf } from '@/lib/engine/game';
import { scenarioProblem } from '@/lib/engine/core/placement';
import { createGame, defaultsFor, resolveScenario, rollForOrder } from '@/lib/engine/setup/setup';
import type { PlayerIndex } from '@/lib/engine/state/state';
import type { Fleet } from '@/lib/fleet/fleet';
import { rulesetOf } from '@/lib/rules/registry';
import { TABLE_POLICY } from '@/lib/ai/difficulty';
import type { Decision, GameDefinition, Rng } from '@/lib/table/game';
import { crewMoveProblem, deployAt } from './deploy';
import { deployer, otherSeats, type PiratesEvent, type PiratesState, people, playerOf, policyOf, seatCount, seatOf, withForts } from './state';
import { type Placing, placeProblem, placeSpots, setupStep } from './setup-phase';
import { runStep, type RunResult, type Step } from './run';
import { type FleetRef, PIRATES_SEATS, type PiratesSeat, type PreparedSeat, TABLE_RULESETS, PiratesAction, PiratesJoin, PiratesSetup, type PreparedSetup } from './schema';
import { decisionWords, redactEvent, viewOf } from './view';
import { revealed } from './reveal';
import { copyState } from '@/lib/engine/state/copy';

/**
 * Pirates CSG on the match service: two to six seats (the ruleset's `play.maxPlayers`), A (the creator, player 0),
 * then B, C, … (player 1, 2, …), each a friend who joins by the seat's invite or a computer player whose fleet is in
 * from the start. The match waits for every fleet; then the opening event carries the whole built game (every
 * ship with her compiled abilities, the islands and the treasure dealt), so a stored match replays the same after the
 * ability parser or a card correction changes. Every later event is the engine's own, with decisions a person owes
 * recorded as `pending` until they answer (./run.ts).
 *
 * Set-up: on the standard table (the default) or when the scenario fixes the islands (the simulate API's `islands`),
 * the table is built at once, islands 0 to N-1 the homes of seats A, B, …, and the turn order rolled by the engine;
 * with `setup: "by-hand"` the players roll for the turn order, place the islands and choose homes by hand
 * (./setup-phase.ts), the islands keeping the numbers they were placed with. Treasure is dealt face down by the server, ships start with their bows touching home and crew
 * where the fleet lists them.
 */

export type { PiratesEvent, PiratesState } from './state';

export interface PiratesDeps {
  lookup: CardLookup;
  /** A saved fleet by slug or a share code, as the Fleet it names, or why it cannot be had. */
  fleetOf(ref: { slug: string } | { code: string }): Fleet | { error: string };
}

const diceOf = (rng: Rng): Dice => ({ d6: () => rng.int(1, 6), below: (n) => rng.int(0, n - 1) });

function afterRun(state: PiratesState, result: RunResult): { events: PiratesEvent[]; state?: PiratesState } {
  if (!result.done) return { events: [{ type: 'pending', stopped: result.stopped }] };
  let drawOffers = state.drawOffers ?? [];
  let previous = state.game?.active ?? result.state.active;
  for (const e of result.events) {
    if (e.type !== 'turn-started') continue;
    drawOffers = lapse(drawOffers, previous);
    previous = e.player;
  }
  return { events: result.events, state: { ...state, game: result.state, pending: null, drawOffers } };
}

/**
 * As a turn starts, the player who has just ended hers (`previous`) lets her offer of a draw lapse. With two players
 * that leaves only the new player's own; with more, an offer stands through the other players' turns until its
 * maker's turn comes round and ends, so the offers of several players can stand together (001 has no draw; this is
 * the table's).
 */
const lapse = (offers: PlayerIndex[], previous: PlayerIndex): PlayerIndex[] => offers.filter((p) => p !== previous);

export function piratesGame(deps: PiratesDeps): GameDefinition<PiratesState, PiratesAction, PiratesEvent, PiratesSetup, PiratesJoin> {
  const resolveRef = (ref: FleetRef): Fleet | { error: string } => ('slug' in ref || 'code' in ref ? deps.fleetOf(ref) : ref);

  /** A fleet checked under the match's ruleset: the validator's violations, or null when legal. */
  function illegal(fleet: Fleet, setup: Pick<PiratesSetup, 'ruleset'>): { message: string; issues: unknown[] } | null {
    const ruleset = rulesetOf(setup.ruleset);
    const result = ruleset.validate({ ...fleet, ruleset: setup.ruleset }, deps.lookup);
    if (result.legal) return null;
    return { message: `The fleet is not legal under ${ruleset.name} (see issues).`, issues: result.violations };
  }

  /**
   * The table built from every fleet, on the scenario's islands or those the players placed; then the first turn, or,
   * after a set-up by hand, the players placing their ships first.
   */
  function build(state: PiratesState, rng: Rng, placing: Placing | null): PiratesEvent[] {
    const fleets = state.fleets as Fleet[];
    const ruleset = rulesetOf(state.setup.ruleset);
    const play = ruleset.play!;
    const dice = diceOf(rng);
    const scenario = resolveScenario(placing ? { ...state.setup.scenario, islands: placing.islands } : state.setup.scenario, play.scenario, undefined, fleets.length);
    const built = createGame({
      fleets,
      lookup: deps.lookup,
      rules: play.rules,
      policy: ruleset.policy!,
      scenario,
      seedIslandGold: play.scenario.seedIslandGold,
      coinsPerPlayer: play.scenario.coinsPerPlayer,
      dice,
      ...(play.startingGold ? { purses: fleets.map((f) => play.startingGold!(f, deps.lookup)) } : {}),
      ...(placing ? { order: placing.order, homes: placing.homes as number[], seedIsland: 0 } : {}),
    });
    const ids = new Set(fleets.flatMap((f) => [...f.ships.flatMap((s) => [s.cardId, ...s.crew]), ...f.crew]));
    const cards = [...ids].map((id) => deps.lookup(id)).filter((c) => c !== undefined);
    const events: PiratesEvent[] = [{ type: 'built', game: copyState(built), cards }];
    // After a set-up by hand the players place their ships round their homes before the first turn.
    if (placing) return [...events, { type: 'deploy-begun' }];
    const game: Game = { state: built, dice, log: events as GameEvent[] };
    startTurn(game, built.first);
    return events;
  }

  /**
   * A ship set at her home on a bearing, or a player done placing; once all are done the first turn begins. 001:
   * "The first player places his or her ships so that their bows (fronts of the ships) touch that island", then the
   * second player, and so on in turn order. Ships may not overlap.
   */
  function deploy(state: PiratesState, player: PlayerIndex, action: PiratesAction, rng: Rng): Decision<PiratesEvent, PiratesState> {
    const game = state.game!;
    const by = deployer(state)!;
    if (by !== player) return { ok: false, code: 'not-your-turn', message: `${seatOf(by)} is placing ships.` };
    if (action.type === 'ready') {
      const events: PiratesEvent[] = [{ type: 'deployed', player }];
      if (state.deployed!.length === game.players.length - 1) {
        const next = copyState(game);
        const log: GameEvent[] = [];
        startTurn({ state: next, dice: diceOf(rng), log }, next.first);
        events.push(...log);
      }
      return { ok: true, events };
    }
    if (action.type === 'assign-crew') {
      const problem = crewMoveProblem(state, player, action.ship, action.crew, action.to);
      if (problem) return { ok: false, code: 'rejected', message: problem };
      return { ok: true, events: [{ type: 'crew-moved', from: action.ship, index: action.crew, to: action.to }] };
    }
    if (action.type !== 'deploy') return { ok: false, code: 'rejected', message: 'Place your ships round your home island first, then say you are ready.' };
    const at = deployAt(game, player, action.ship, action.bearing);
    if ('problem' in at) return { ok: false, code: 'rejected', message: at.problem };
    return { ok: true, events: [{ type: 'moved', ship: action.ship, ...at }] };
  }

  /**
   * Once every fleet is in: the table at once (the standard table, or a scenario's islands), else, for a set-up by
   * hand, the players' set-up begins with the roll for the turn order.
   */
  function begin(state: PiratesState, rng: Rng): PiratesEvent[] {
    if (state.fleets.some((f) => !f) || state.game || state.placing) return [];
    if (state.setup.scenario?.islands || state.setup.setup !== 'by-hand') return build(state, rng, null);
    const play = rulesetOf(state.setup.ruleset).play!;
    const n = state.fleets.length;
    const table = resolveScenario(state.setup.scenario, play.scenario, undefined, n);
    const area = table.area;
    const { rolls, order } = rollForOrder(diceOf(rng), n);
    const seed = play.scenario.placement.seed ? [{ x: area.width / 2, y: area.height / 2 }] : [];
    const count = defaultsFor(play.scenario, n).islands;
    return [{ type: 'set-up-begun', placing: { order, rolls, islands: seed, homes: Array(n).fill(null), count, rule: play.scenario.placement, area } }];
  }

  /** A set-up step by `player`: checked, recorded, and the table built when it was the last. */
  function setUp(state: PiratesState, player: PlayerIndex, action: PiratesAction, rng: Rng): Decision<PiratesEvent, PiratesState> {
    const placing = state.placing!;
    const step = setupStep(placing)!;
    if (step.by !== player) return { ok: false, code: 'not-your-turn', message: `${seatOf(step.by)} ${step.kind === 'place-island' ? 'places the next island' : 'chooses a home island'}.` };
    let event: PiratesEvent;
    let next: Placing;
    if (step.kind === 'place-island') {
      if (action.type !== 'place-island') return { ok: false, code: 'rejected', message: 'Place the next island first.' };
      const problem = placeProblem(placing, action);
      if (problem) return { ok: false, code: 'rejected', message: problem.message };
      event = { type: 'island-placed', x: action.x, y: action.y };
      next = placed(placing, event);
    } else {
      if (action.type !== 'choose-home') return { ok: false, code: 'rejected', message: `Choose ${seatOf(step.for)}'s home island first.` };
      if (!placing.islands[action.island] || placing.homes.includes(action.island)) return { ok: false, code: 'rejected', message: 'Choose an island that is not already a home.' };
      event = { type: 'home-chosen', player: step.for, island: action.island };
      next = placed(placing, event);
    }
    const events: PiratesEvent[] = [event];
    if (setupStep(next) === null) events.push(...build({ ...state, placing: next }, rng, next));
    return { ok: true, events };
  }

  /** The computer's set-up step: a home chosen in the order offered, an island on a valid spot drawn at random. */
  function computerSetUp(state: PiratesState, rng: Rng): PiratesEvent[] {
    const step = setupStep(state.placing!)!;
    let action: PiratesAction;
    if (step.kind === 'choose-home') action = { type: 'choose-home', island: state.placing!.islands.findIndex((_, i) => !state.placing!.homes.includes(i)) };
    else {
      const spots = placeSpots(state.placing!);
      const spot = spots[rng.int(0, spots.length - 1)];
      action = { type: 'place-island', ...spot };
    }
    const decided = setUp(state, step.by, action, rng);
    return decided.ok ? decided.events : [];
  }

  /**
   * Resigning, offering and accepting a draw, from any seat at any time once the table is set (DESIGN.md "Matches").
   * With two players a resignation gives the other the game; with more, the resigning player's ships leave play and
   * her gold at home still ranks (the engine's `leave`, which ends the game if that ends it). A draw is agreed once
   * every player still playing has offered or accepted it. A computer answers an offer at once: it accepts when it
   * would not win were the game scored now (`winnerOf`), and declines otherwise. While the islands are still being
   * placed by hand there is no game to end: the refusal says so.
   */
  function endings(state: PiratesState, player: PlayerIndex, action: { type: 'resign' | 'offer-draw' | 'accept-draw' }, rng: Rng): Decision<PiratesEvent, PiratesState> {
    const game = state.game;
    const what = action.type === 'resign' ? 'resign' : action.type === 'offer-draw' ? 'offer a draw' : 'accept a draw';
    if (!game) return { ok: false, code: 'rejected', message: `You cannot ${what} yet: the table is still being set up, so there is no game to end.` };
    if (game.players[player]?.left) return { ok: false, code: 'rejected', message: `You cannot ${what}: you have already resigned.` };
    if (game.over) return { ok: false, code: 'rejected', message: `You cannot ${what}: the game is already over.` };
    const offers = state.drawOffers ?? [];
    const playing = game.players.flatMap((p, i) => (p.left ? [] : [i]));
    if (action.type === 'resign') return { ok: true, events: resign(state, player, rng) };
    const draw: PiratesEvent[] = [{ type: 'game-over', winner: -1, reason: 'draw-agreed' }];
    const othersOffering = offers.filter((p) => p !== player && playing.includes(p));
    if (action.type === 'accept-draw' && othersOffering.length === 0) {
      const who = playing.length === 2 ? `${seatOf(playing.find((p) => p !== player)!)} has not offered one, or the offer lapsed when they ended their turn` : 'no one has offered one, or the offers lapsed when their makers ended a turn';
      return { ok: false, code: 'rejected', message: `You cannot accept a draw: ${who}.` };
    }
    if (offers.includes(player)) return { ok: false, code: 'rejected', message: 'You have already offered or accepted a draw; it stands until you next end a turn.' };
    const events: PiratesEvent[] = [action.type === 'accept-draw' || othersOffering.length > 0 ? { type: 'draw-accepted', player } : { type: 'draw-offered', player }];
    const agreed = new Set([...offers, player]);
    // The computer players answer at once, each for itself.
    for (const p of playing) {
      if (agreed.has(p) || people(state)[p]) continue;
      if (winnerOf(game) === p) {
        events.push({ type: 'draw-declined', player: p });
        return { ok: true, events };
      }
      events.push({ type: 'draw-accepted', player: p });
      agreed.add(p);
    }
    return { ok: true, events: playing.every((p) => agreed.has(p)) ? [...events, ...draw] : events };
  }

  /** A seat resigns: with two players the other wins; with more, her ships leave play (the engine's `leave`). */
  function resign(state: PiratesState, player: PlayerIndex, rng: Rng): PiratesEvent[] {
    const game = state.game!;
    const playing = game.players.flatMap((p, i) => (p.left || i === player ? [] : [i]));
    if (game.players.length === 2 || playing.length === 1) return [{ type: 'resigned', player }, { type: 'game-over', winner: playing[0], reason: 'resigned' }];
    const log: GameEvent[] = [];
    leave({ state: copyState(game), dice: diceOf(rng), log }, player);
    return [{ type: 'resigned', player }, ...log];
  }

  return {
    kind: 'pirates',
    setup: PiratesSetup,
    prepare(setup) {
      const ruleset = rulesetOf(setup.ruleset);
      if (!TABLE_RULESETS.includes(setup.ruleset) || !ruleset.play || !ruleset.policy) {
        return { ok: false, code: 'rejected', message: `${ruleset.name} is not played on this table: it is a game of its own.` };
      }
      const others = setup.seats ?? [setup.opponent === 'computer' ? { kind: 'computer' as const, fleet: setup.opponentFleet, policy: setup.policy } : { kind: 'invite' as const }];
      const limit = ruleset.play.maxPlayers;
      if (others.length + 1 > limit) {
        const message = `${ruleset.name} seats ${limit === 2 ? 'exactly two players' : `at most ${limit} players`}: this match asks for ${others.length + 1}.`;
        return { ok: false, code: 'rejected', message, issues: [{ path: 'seats', message, limit }] };
      }
      const area = setup.scenario?.area ?? ruleset.play.scenario.area;
      const unplayable = setup.scenario?.islands ? scenarioProblem(area, setup.scenario.islands, ruleset.play.scenario.placement) : null;
      if (unplayable) return { ok: false, code: 'invalid-body', message: unplayable.message, issues: [{ path: unplayable.field, message: unplayable.message }] };
      const fleet = resolveRef(setup.fleet);
      if ('error' in fleet) return { ok: false, code: 'rejected', message: fleet.error };
      const bad = illegal(fleet, setup);
      if (bad) return { ok: false, code: 'rejected', ...bad };
      const seats: PreparedSeat[] = [];
      for (const [i, seat] of others.entries()) {
        if (seat.kind === 'invite') {
          seats.push(seat);
          continue;
        }
        const who = others.length === 1 ? "The computer's fleet" : `Seat ${PIRATES_SEATS[i + 1]}'s fleet (the computer's)`;
        const theirs = seat.fleet ? resolveRef(seat.fleet) : fleet;
        if ('error' in theirs) return { ok: false, code: 'rejected', message: `${who}: ${theirs.error}` };
        const badToo = illegal(theirs, setup);
        if (badToo) return { ok: false, code: 'rejected', message: `${who} is not legal under ${ruleset.name} (see issues).`, issues: badToo.issues };
        seats.push({ kind: 'computer', fleet: { ...theirs, ruleset: setup.ruleset }, policy: seat.policy ?? TABLE_POLICY });
      }
      const { opponentFleet: _fleet, policy: _policy, ...rest } = setup;
      const opponent = seats.every((s) => s.kind === 'computer') ? 'computer' : 'invite';
      return { ok: true, setup: { ...rest, opponent, fleet: { ...fleet, ruleset: setup.ruleset }, seats } as unknown as PiratesSetup };
    },
    action: PiratesAction,
    join: PiratesJoin,
    seats: (setup) => PIRATES_SEATS.slice(0, seatCount(setup as unknown as PreparedSetup)),
    creatorSeat: () => 'A',
    openSeats: (setup) => otherSeats(setup as unknown as PreparedSetup).flatMap((s, i) => (s.kind === 'invite' ? [PIRATES_SEATS[i + 1]] : [])),
    joined(state, body, free, open) {
      if (open.length === 0) return { ok: false, code: 'seat-taken', message: 'This match has no seat left to a person: every other seat is the computer\'s.' };
      const seat = open.find((s) => free.includes(s));
      if (seat === undefined) return { ok: false, code: 'seat-taken', message: 'Every seat of this match is taken.' };
      const fleet = resolveRef(body.fleet);
      if ('error' in fleet) return { ok: false, code: 'rejected', message: fleet.error };
      const bad = illegal(fleet, state.setup);
      if (bad) return { ok: false, code: 'rejected', ...bad };
      return { ok: true, seat, events: [{ type: 'joined', seat: seat as PiratesSeat, fleet: { ...fleet, ruleset: state.setup.ruleset } }] };
    },
    initial: (setup) => {
      const prepared = setup as unknown as PreparedSetup;
      const fleets = [prepared.fleet, ...otherSeats(prepared).map((s) => (s.kind === 'computer' ? s.fleet : null))];
      return { setup: prepared, fleets, game: null, pending: null, placing: null, deployed: null, cards: [], drawOffers: [] };
    },
    start: begin,
    apply(state, events) {
      const next: PiratesState = { ...state, fleets: [...state.fleets], game: state.game && copyState(state.game) };
      for (const e of events) {
        switch (e.type) {
          case 'joined':
            next.fleets[playerOf(e.seat)!] = e.fleet;
            break;
          case 'set-up-begun':
            next.placing = e.placing;
            break;
          case 'island-placed':
          case 'home-chosen':
            next.placing = placed(next.placing!, e);
            break;
          case 'built':
            next.game = withForts(copyState(e.game));
            next.cards = e.cards ?? [];
            break;
          case 'deploy-begun':
            next.deployed = [];
            break;
          case 'deployed':
            next.deployed = [...next.deployed!, e.player];
            break;
          case 'pending':
            next.pending = e.stopped;
            break;
          case 'resigned':
          case 'draw-declined':
            break;
          // An acceptance stands with the offers: with more than two seats the draw waits for the others.
          case 'draw-offered':
          case 'draw-accepted':
            next.drawOffers = [...(next.drawOffers ?? []).filter((p) => p !== e.player), e.player];
            break;
          case 'turn-started':
            next.drawOffers = lapse(next.drawOffers ?? [], next.game!.active);
            applyEvent(next.game!, e);
            next.pending = null;
            break;
          default:
            applyEvent(next.game!, e);
            next.pending = null;
        }
      }
      return next;
    },
    act(state, seat, action, rng) {
      const player = playerOf(seat);
      const game = state.game;
      if (player === null) return { ok: false, code: 'not-your-turn', message: `This match has no seat ${seat}.` };
      if (action.type === 'resign' || action.type === 'offer-draw' || action.type === 'accept-draw') return endings(state, player, action, rng);
      if (!game && state.placing) return setUp(state, player, action, rng);
      if (!game) return { ok: false, code: 'rejected', message: 'The match has not begun: it is waiting for the second fleet.' };
      if (game.over) return { ok: false, code: 'rejected', message: 'The game is over.' };
      if (deployer(state) !== null) return deploy(state, player, action, rng);
      const pending = state.pending;
      if (pending) {
        // In words made through the view's treasure gate: a refusal must not name what the other seat has not seen.
        if (pending.by !== player) return { ok: false, code: 'not-your-turn', message: `Waiting for ${seatOf(pending.by)} to decide ${decisionWords(game, pending, player)}.` };
        if (action.type !== 'choose') return { ok: false, code: 'rejected', message: `First decide ${decisionWords(game, pending, player)}.` };
        return attempt(state, pending.step, rng, [...pending.answers, action.answer], pending.draws);
      }
      if (action.type === 'choose') return { ok: false, code: 'rejected', message: 'There is nothing for you to decide now.' };
      if (action.type === 'place-island' || action.type === 'choose-home' || action.type === 'deploy' || action.type === 'ready' || action.type === 'assign-crew') {
        return { ok: false, code: 'rejected', message: 'The table is already set.' };
      }
      if (game.active !== player) return { ok: false, code: 'not-your-turn', message: `It is ${seatOf(game.active)}'s turn.` };
      if ('ship' in action && game.ships[action.ship] && game.ships[action.ship].owner !== player && action.type !== 'hire') {
        return { ok: false, code: 'not-your-turn', message: `${game.ships[action.ship].name} is not in your fleet.` };
      }
      return attempt(state, { kind: 'action', player, action }, rng);
    },
    advance(state, _now, rng) {
      const game = state.game;
      if (!game && state.placing) {
        const step = setupStep(state.placing);
        return step && !people(state)[step.by] ? computerSetUp(state, rng) : [];
      }
      const placer = deployer(state);
      if (placer !== null) {
        // The computer keeps its ships as the set-up spread them round its home.
        if (people(state)[placer]) return [];
        const decided = deploy(state, placer, { type: 'ready' }, rng);
        return decided.ok ? decided.events : [];
      }
      if (!game || game.over || state.pending || people(state)[game.active]) return [];
      return afterRun(state, runStep(game, { kind: 'computer-turn', player: game.active, policy: policyOf(state, game.active) ?? TABLE_POLICY }, people(state), diceOf(rng))).events;
    },
    outcome(state) {
      const game = state.game;
      if (!game || !game.over) return { over: false, winner: null };
      return { over: true, winner: game.winner === -1 ? null : seatOf(game.winner) };
    },
    view: viewOf,
    reveal: revealed,
    redact: redactEvent,
  };
}

function placed(p: Placing, e: { type: 'island-placed'; x: number; y: number } | { type: 'home-chosen'; player: PlayerIndex; island: number }): Placing {
  if (e.type === 'island-placed') {
    const step = setupStep(p);
    const index = p.islands.length;
    const homes: Placing['homes'] = [...p.homes];
    if (step?.kind === 'place-island' && step.home !== null) homes[step.home] = index;
    return { ...p, islands: [...p.islands, { x: e.x, y: e.y }], homes };
  }
  const homes: Placing['homes'] = [...p.homes];
  homes[e.player] = e.island;
  return { ...p, homes };
}

/** Runs a step, turning the engine's refusal into the match's 422 with the engine's reason. */
function attempt(state: PiratesState, step: Step, rng: Rng, answers?: (number | number[])[], draws?: number[]) {
  try {
    const { events, state: after } = afterRun(state, runStep(state.game!, step, people(state), diceOf(rng), answers, draws));
    return { ok: true as const, events, state: after };
  } catch (err) {
    if (err instanceof RuleError) return { ok: false as const, code: 'rejected' as const, message: err.message };
    throw err;
  }
}
