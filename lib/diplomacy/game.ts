import { z } from 'zod';
import type { Decision, GameDefinition, Rng, Viewer } from '@/lib/table/game';
import { adjudicateMovement, Order, type Dislodged, type OrderResult, type Unit } from './adjudicate';
import { diplomacyBot } from './bot';
import { territoryIndex, type DiplomacyMap, type UnitType } from './map';

/**
 * "Pirates!" played on the match service (lib/table/game.ts): the phases of rules 002 around the adjudicator.
 *
 * - The game opens with a build phase (1666) in which each power picks clipper or frigate for each starting unit; the
 *   units stand on the map meanwhile (and the home centres are owned), and a unit not ordered keeps the type the map
 *   data gives it. Then every year: spring moves, spring retreats, autumn
 *   moves, autumn retreats, winter adjustments. A retreat step is skipped when nobody was dislodged.
 * - Supply centres change hands after autumn: a centre with a unit on it belongs to that unit's power.
 * - Winter adjustments: a power with more centres than units may build on any owned, empty centre (build anywhere);
 *   one with fewer must disband the difference (a power that orders too few loses its last-listed units). A unit on
 *   one of the five treasure centres may transform (clipper to frigate or back).
 * - Hurricanes: rules 002 has one form "in the build phase of 1667 and on ... on any unoccupied territory", so the
 *   first forms in the winter adjustments of 1667 (first moving in spring 1668) on any empty territory, supply
 *   centres included. (The original code formed the first in the winter of 1666 and never on a centre; the text is
 *   followed instead.) It moves to a random adjacent territory in spring and in autumn; in autumn it sinks every
 *   unit where it lands and makes a centre there neutral; it is gone after autumn.
 * - Bots (bot.ts) order at the start of each phase from the public position only. A privateer and its patron that
 *   are both bots plan together, as one side.
 * - The phase resolves when every power played by a person has submitted, when the creator advances it, or when the
 *   deadline passes; a power that did not order holds (or keeps its defaults).
 * - Orders are secret until the phase resolves: the submitting event reaches other viewers without them.
 * - A power with 28 centres after autumn wins.
 */

export const DiplomacySetup = z.object({
  /** The creator's power. */
  power: z.string().min(1),
  /** Powers played by bots. */
  bots: z.array(z.string()).default([]),
  /** Minutes each phase may take before unordered powers hold; none by default. */
  deadlineMinutes: z.int().min(1).max(7 * 24 * 60).optional(),
});
export type DiplomacySetup = z.infer<typeof DiplomacySetup>;

export const DiplomacyAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('orders'), orders: z.array(Order).max(100) }),
  z.object({ type: z.literal('advance') }),
]);
export type DiplomacyAction = z.infer<typeof DiplomacyAction>;

type Season = 'build' | 'spring' | 'autumn' | 'winter';
type Step = 'orders' | 'retreats';

/**
 * A resolved phase as the history shows it: every power's orders (bots' included) and their results, and the board
 * the orders were given on, so a past phase is drawn on its own map rather than on today's.
 */
export interface PhaseRecord {
  phase: string;
  orders: (Order & { power: string })[];
  results: OrderResult[];
  units: Unit[];
  dislodged: Dislodged[];
  owners: Record<string, string>;
  hurricane: string | null;
}

export interface DiplomacyState {
  setup: DiplomacySetup;
  year: number;
  season: Season;
  step: Step;
  units: Unit[];
  owners: Record<string, string>;
  hurricane: string | null;
  orders: Record<string, Order[]>;
  dislodged: Dislodged[];
  history: PhaseRecord[];
  winner: string | null;
  phaseStarted: number | null;
}

export type DiplomacyEvent =
  | { type: 'orders-submitted'; power: string; orders?: Order[] }
  /** The first phase's clock: the game's own start time, so the opening build phase has a deadline too. */
  | { type: 'clock-started'; at: number }
  | {
      type: 'phase-resolved';
      record: PhaseRecord;
      units: Unit[];
      owners: Record<string, string>;
      hurricane: string | null;
      dislodged: Dislodged[];
      next: { year: number; season: Season; step: Step };
      winner: string | null;
      at: number;
    };

export interface DiplomacyView {
  phase: string;
  deadline: number | null;
  units: Unit[];
  owners: Record<string, string>;
  hurricane: string | null;
  submitted: string[];
  /** Powers with something to order this phase (the others wait for them). */
  ordering: string[];
  bots: string[];
  creator: string;
  dislodged: Dislodged[];
  orders?: Order[];
  legalOrders?: Order[];
  /** Winter: units this seat may build (positive) or must disband (negative). */
  adjustment?: number;
  history: PhaseRecord[];
  winner: string | null;
}

export const FIRST_YEAR = 1666;
/** Rules 002: hurricanes form "in the build phase of 1667 and on". */
const FIRST_HURRICANE = 1667;

export function phaseName(s: Pick<DiplomacyState, 'year' | 'season' | 'step'>): string {
  if (s.season === 'build') return `build ${s.year}`;
  if (s.season === 'winter') return `winter ${s.year} adjustments`;
  return `${s.season} ${s.year} ${s.step === 'orders' ? 'moves' : 'retreats'}`;
}

/** `POST /api/matches/{id}/join` for Diplomacy: the power to play (the invite names it already; a power given must match). */
export const DiplomacyJoin = z.object({ power: z.string().min(1).max(40).optional() });
export type DiplomacyJoin = z.infer<typeof DiplomacyJoin>;

export function diplomacyGame(map: DiplomacyMap): GameDefinition<DiplomacyState, DiplomacyAction, DiplomacyEvent, DiplomacySetup, DiplomacyJoin> {
  const index = territoryIndex(map);
  const bot = diplomacyBot(map);
  const powerNames = map.powers.map((p) => p.name);
  const canonicalPower = (name: string) => powerNames.find((p) => p.toLowerCase() === name.trim().toLowerCase());
  const supplyCentres = map.territories.filter((t) => t.supplyCenter).map((t) => t.name);
  const treasure = new Set(map.territories.filter((t) => t.treasure).map((t) => t.name));
  const canonicalPlace = (name: string | undefined) => (name ? index.find(name)?.name : undefined);
  const humans = (s: DiplomacyState) => powerNames.filter((p) => !s.setup.bots.includes(p));

  /**
   * Powers that have anything to order this phase. A power whose units were all sunk keeps its centres until autumn
   * but has nothing to move: waiting for it would stall the game.
   */
  const expected = (s: DiplomacyState) =>
    powerNames.filter((p) => {
      if (s.season === 'build') return true;
      if (s.season === 'winter') return adjustment(s, p) !== 0 || canTransform(s, p);
      if (s.step === 'retreats') return s.dislodged.some((d) => d.power === p);
      return s.units.some((u) => u.power === p);
    });
  const canTransform = (s: DiplomacyState, power: string) => s.units.some((u) => u.power === power && treasure.has(u.at));
  const centresOf = (s: DiplomacyState, power: string) => Object.entries(s.owners).filter(([, p]) => p === power).map(([c]) => c);
  const adjustment = (s: DiplomacyState, power: string) => centresOf(s, power).length - s.units.filter((u) => u.power === power).length;

  function legalOrders(s: DiplomacyState, power: string): Order[] {
    const mine = s.units.filter((u) => u.power === power);
    if (s.winner) return [];
    if (s.season === 'build') {
      return map.startingUnits.filter((u) => u.power === power).flatMap((u) => (['clipper', 'frigate'] as UnitType[]).map((as) => ({ unit: u.at, type: 'build' as const, as })));
    }
    if (s.season === 'winter') {
      const n = adjustment(s, power);
      const out: Order[] = [];
      if (n > 0) {
        const occupied = new Set(s.units.map((u) => u.at));
        for (const c of centresOf(s, power)) if (!occupied.has(c)) for (const as of ['clipper', 'frigate'] as UnitType[]) out.push({ unit: c, type: 'build', as });
      }
      if (n < 0) for (const u of mine) out.push({ unit: u.at, type: 'disband' });
      for (const u of mine) if (treasure.has(u.at)) out.push({ unit: u.at, type: 'transform', as: u.type === 'clipper' ? 'frigate' : 'clipper' });
      return out;
    }
    if (s.step === 'retreats') {
      return s.dislodged.filter((d) => d.power === power).flatMap((d) => [...d.retreats.map((to) => ({ unit: d.from, type: 'retreat' as const, to })), { unit: d.from, type: 'disband' as const }]);
    }
    const reach = (u: Unit) => (u.type === 'clipper' ? index.clipperReach(u.at) : index.adjacent(u.at));
    const out: Order[] = [];
    for (const u of mine) {
      out.push({ unit: u.at, type: 'hold' });
      const mineReach = reach(u);
      for (const to of mineReach) out.push({ unit: u.at, type: 'move', to });
      for (const other of s.units) {
        if (other === u) continue;
        if (mineReach.includes(other.at)) out.push({ unit: u.at, type: 'support', to: other.at });
        for (const to of reach(other)) if (to !== u.at && mineReach.includes(to)) out.push({ unit: u.at, type: 'support', from: other.at, to });
      }
    }
    return out;
  }

  const sameOrder = (a: Order, b: Order) => a.unit === b.unit && a.type === b.type && (a.to ?? '') === (b.to ?? '') && (a.from ?? '') === (b.from ?? '') && (a.as ?? '') === (b.as ?? '');

  /** Orders as the map spells places, or the reason one is not legal now. */
  function checkOrders(s: DiplomacyState, power: string, orders: Order[]): { ok: true; orders: Order[] } | { ok: false; message: string } {
    const legal = legalOrders(s, power);
    const seen = new Set<string>();
    const out: Order[] = [];
    for (const o of orders) {
      const unit = canonicalPlace(o.unit);
      if (!unit) return { ok: false, message: `"${o.unit}" is not a place on the map.` };
      const fixed: Order = { ...o, unit, to: o.to ? canonicalPlace(o.to) ?? o.to : undefined, from: o.from ? canonicalPlace(o.from) ?? o.from : undefined };
      if (fixed.type === 'support' && fixed.from === fixed.to) delete fixed.from;
      if (!legal.some((l) => sameOrder(l, fixed))) return { ok: false, message: `${describe(fixed)} is not an order ${power} can give in ${phaseName(s)}.` };
      const key = fixed.type === 'build' && s.season === 'winter' ? `build:${unit}` : unit;
      if (seen.has(key)) return { ok: false, message: `${unit} has two orders.` };
      seen.add(key);
      out.push(fixed);
    }
    if (s.season === 'winter') {
      const builds = out.filter((o) => o.type === 'build').length;
      if (builds > Math.max(0, adjustment(s, power))) return { ok: false, message: `${power} may build at most ${Math.max(0, adjustment(s, power))} this winter.` };
    }
    return { ok: true, orders: out };
  }

  /** The waiting bots' orders, planned side by side (a privateer with its patron when both are bots), checked like anyone's. */
  function botEvents(s: DiplomacyState, bots: string[], rng: Rng): DiplomacyEvent[] {
    const sides = new Map<string, string[]>();
    for (const p of bots) {
      const key = map.powers.find((x) => x.name === p)?.patron ?? p;
      sides.set(key, [...(sides.get(key) ?? []), p]);
    }
    return [...sides.values()].flatMap((members) => {
      // Only the public position: the orders already submitted this phase are in the state, and a bot must not see them.
      const position = { season: s.season, step: s.step, units: s.units, owners: s.owners, hurricane: s.hurricane, dislodged: s.dislodged };
      const planned = bot.orders(position, members, rng);
      return members.map((p): DiplomacyEvent => {
        const checked = checkOrders(s, p, planned[p] ?? []);
        // A bot's plan is built from legal orders; should one ever slip, the power holds rather than stall the game.
        return { type: 'orders-submitted', power: p, orders: checked.ok ? checked.orders : [] };
      });
    });
  }

  function resolve(s: DiplomacyState, rng: Rng, now: number): DiplomacyEvent {
    const phase = phaseName(s);
    const written = Object.entries(s.orders).flatMap(([power, orders]) => orders.map((o) => ({ ...o, power })));
    let units = s.units.map((u) => ({ ...u }));
    let owners = { ...s.owners };
    let hurricane = s.hurricane;
    let dislodged: Dislodged[] = [];
    let results: OrderResult[] = [];
    let next: { year: number; season: Season; step: Step };

    if (s.season === 'build') {
      units = map.startingUnits.map((u) => {
        const chosen = s.orders[u.power]?.find((o) => o.unit === u.at && o.type === 'build');
        return { power: u.power, at: u.at, type: chosen?.as ?? u.type };
      });
      results = units.map((u) => ({ unit: u.at, success: true, reason: `A ${u.type} of ${u.power}.` }));
      next = { year: s.year, season: 'spring', step: 'orders' };
    } else if (s.season === 'winter') {
      for (const power of powerNames) {
        const orders = s.orders[power] ?? [];
        const n = adjustment(s, power);
        for (const o of orders.filter((o) => o.type === 'transform')) {
          const u = units.find((x) => x.at === o.unit);
          if (u) u.type = o.as!;
          results.push({ unit: o.unit, success: true, reason: `Transformed into a ${o.as}.` });
        }
        if (n > 0) {
          for (const o of orders.filter((o) => o.type === 'build').slice(0, n)) {
            units.push({ power, at: o.unit, type: o.as! });
            results.push({ unit: o.unit, success: true, reason: `Built a ${o.as}.` });
          }
        } else if (n < 0) {
          const chosen = orders.filter((o) => o.type === 'disband').map((o) => o.unit).slice(0, -n);
          const mine = units.filter((u) => u.power === power && !chosen.includes(u.at));
          const forced = mine.slice(mine.length - (-n - chosen.length)).map((u) => u.at);
          for (const at of [...chosen, ...(chosen.length < -n ? forced : [])]) {
            units = units.filter((u) => u.at !== at);
            results.push({ unit: at, success: true, reason: chosen.includes(at) ? 'Disbanded.' : 'Disbanded: too few centres, and too few disbands were ordered.' });
          }
        }
      }
      if (s.year >= FIRST_HURRICANE) {
        const occupied = new Set(units.map((u) => u.at));
        const calm = map.territories.filter((t) => !occupied.has(t.name) && index.adjacent(t.name).length > 0);
        hurricane = calm.length ? calm[rng.int(0, calm.length - 1)].name : null;
      }
      next = { year: s.year + 1, season: 'spring', step: 'orders' };
    } else if (s.step === 'orders') {
      const adjudicated = adjudicateMovement(map, units, written);
      results = adjudicated.results;
      units = adjudicated.units;
      dislodged = adjudicated.dislodged;
      if (hurricane) {
        const options = index.adjacent(hurricane);
        hurricane = options.length ? options[rng.int(0, options.length - 1)] : hurricane;
        if (s.season === 'autumn') {
          const hit = hurricane;
          for (const u of units.filter((u) => u.at === hit)) results.push({ unit: u.at, success: false, reason: `Sunk by the hurricane in ${hit}.` });
          units = units.filter((u) => u.at !== hit);
          dislodged = dislodged.filter((d) => d.from !== hit);
        }
      }
      next = dislodged.length ? { year: s.year, season: s.season, step: 'retreats' } : afterMoves(s);
    } else {
      const retreats = s.dislodged.map((d) => ({ d, order: s.orders[d.power]?.find((o) => o.unit === d.from) }));
      const targets = retreats.filter((r) => r.order?.type === 'retreat').map((r) => r.order!.to!);
      for (const { d, order } of retreats) {
        if (order?.type === 'retreat' && targets.filter((t) => t === order.to).length === 1) {
          units.push({ power: d.power, type: d.type, at: order.to! });
          results.push({ unit: d.from, success: true, reason: `Retreated to ${order.to}.` });
        } else {
          const why = order?.type === 'retreat' ? `another unit retreated to ${order.to} too, so both were disbanded` : 'it was disbanded';
          results.push({ unit: d.from, success: order?.type === 'disband', reason: `No retreat: ${why}.` });
        }
      }
      next = afterMoves(s);
    }

    let winner: string | null = null;
    if (s.season === 'autumn' && next.season === 'winter') {
      for (const u of units) if (supplyCentres.includes(u.at)) owners[u.at] = u.power;
      if (hurricane && supplyCentres.includes(hurricane)) delete owners[hurricane];
      hurricane = null;
      const counts = new Map<string, number>();
      for (const p of Object.values(owners)) counts.set(p, (counts.get(p) ?? 0) + 1);
      winner = [...counts].find(([, n]) => n >= map.victory)?.[0] ?? null;
    }
    return { type: 'phase-resolved', record: { phase, orders: written, results, units: s.units, dislodged: s.dislodged, owners: s.owners, hurricane: s.hurricane }, units, owners, hurricane, dislodged, next, winner, at: now };
  }

  const afterMoves = (s: DiplomacyState): { year: number; season: Season; step: Step } =>
    s.season === 'spring' ? { year: s.year, season: 'autumn', step: 'orders' } : { year: s.year, season: 'winter', step: 'orders' };

  const applyOne = (state: DiplomacyState, event: DiplomacyEvent): DiplomacyState => {
    if (event.type === 'orders-submitted') return { ...state, orders: { ...state.orders, [event.power]: event.orders ?? [] } };
    if (event.type === 'clock-started') return { ...state, phaseStarted: event.at };
    return {
      ...state,
      ...event.next,
      units: event.units,
      owners: event.owners,
      hurricane: event.hurricane,
      dislodged: event.dislodged,
      orders: {},
      history: [...state.history, event.record],
      winner: event.winner,
      phaseStarted: event.at,
    };
  };

  const deadlinePassed = (s: DiplomacyState, now: number) =>
    s.setup.deadlineMinutes !== undefined && s.phaseStarted !== null && now >= s.phaseStarted + s.setup.deadlineMinutes * 60_000;

  return {
    kind: 'diplomacy',
    setup: DiplomacySetup.superRefine((setup, ctx) => {
      for (const p of [setup.power, ...setup.bots]) if (!canonicalPower(p)) ctx.addIssue({ code: 'custom', message: `"${p}" is not a power of the game.` });
      if (setup.bots.some((b) => canonicalPower(b) === canonicalPower(setup.power))) ctx.addIssue({ code: 'custom', message: 'The creator\'s own power cannot be played by a bot.' });
    }) as unknown as z.ZodType<DiplomacySetup>,
    action: DiplomacyAction,
    seats: () => powerNames,
    creatorSeat: (setup) => canonicalPower(setup.power)!,
    openSeats: (setup) => powerNames.filter((p) => !setup.bots.map(canonicalPower).includes(p)),
    initial: (setup) => ({
      setup: { ...setup, power: canonicalPower(setup.power)!, bots: setup.bots.map((b) => canonicalPower(b)!) },
      year: FIRST_YEAR,
      season: 'build',
      step: 'orders',
      // The starting units as the map data types them: the opening build phase shows them while each power chooses.
      units: map.startingUnits.map((u) => ({ ...u })),
      owners: Object.fromEntries(map.territories.filter((t) => t.home).map((t) => [t.name, t.home!])),
      hurricane: null,
      orders: {},
      dislodged: [],
      history: [],
      winner: null,
      phaseStarted: null,
    }),
    start: () => [],
    join: DiplomacyJoin,
    joined(_state, body, free, open) {
      const power = body.power ?? open[0] ?? '';
      const seat = open.find((s) => s.toLowerCase() === power.toLowerCase());
      if (!seat) {
        const known = powerNames.some((s) => s.toLowerCase() === power.toLowerCase());
        return { ok: false, code: 'unknown-seat', message: known ? `'${power}' is not open to players in this match.` : `This match has no seat '${power}'.`, open };
      }
      if (!free.includes(seat)) return { ok: false, code: 'seat-taken', message: `${seat} is already taken; its player can reopen it with their link and token.` };
      return { ok: true, seat, events: [] };
    },
    outcome: (state) => ({ over: state.winner !== null, winner: state.winner }),
    apply: (state, events) => events.reduce(applyOne, state),
    act(state, seat, action, rng, now): Decision<DiplomacyEvent, DiplomacyState> {
      if (state.winner) return { ok: false, code: 'rejected', message: `The game is over: ${state.winner} won.` };
      if (action.type === 'advance') {
        if (seat !== state.setup.power) return { ok: false, code: 'not-your-turn', message: 'Only the player who created the game can resolve the phase early.' };
        return { ok: true, events: [resolve(state, rng, now)] };
      }
      if (!expected(state).includes(seat)) return { ok: false, code: 'not-your-turn', message: `${seat} has nothing to order in ${phaseName(state)}.` };
      const checked = checkOrders(state, seat, action.orders);
      if (!checked.ok) return { ok: false, code: 'rejected', message: checked.message };
      return { ok: true, events: [{ type: 'orders-submitted', power: seat, orders: checked.orders }] };
    },
    advance(state, now, rng) {
      if (state.winner) return [];
      if (state.phaseStarted === null && state.setup.deadlineMinutes !== undefined) return [{ type: 'clock-started', at: now }];
      const waiting = expected(state);
      const bots = waiting.filter((p) => state.setup.bots.includes(p) && !(p in state.orders));
      if (bots.length) return botEvents(state, bots, rng);
      const humansWaiting = waiting.filter((p) => humans(state).includes(p) && !(p in state.orders));
      if (humansWaiting.length === 0 || deadlinePassed(state, now)) return [resolve(state, rng, now)];
      return [];
    },
    view(state, viewer: Viewer): DiplomacyView {
      const seat = viewer.kind === 'seat' ? viewer.seat : null;
      return {
        phase: phaseName(state),
        deadline: state.setup.deadlineMinutes !== undefined && state.phaseStarted !== null ? state.phaseStarted + state.setup.deadlineMinutes * 60_000 : null,
        units: state.units,
        owners: state.owners,
        hurricane: state.hurricane,
        submitted: Object.keys(state.orders),
        ordering: state.winner ? [] : expected(state),
        bots: state.setup.bots,
        creator: state.setup.power,
        dislodged: state.dislodged,
        ...(seat ? { orders: state.orders[seat] ?? [], legalOrders: expected(state).includes(seat) ? legalOrders(state, seat) : [] } : {}),
        ...(seat && state.season === 'winter' ? { adjustment: adjustment(state, seat) } : {}),
        history: state.history,
        winner: state.winner,
      };
    },
    redact(event, viewer) {
      if (event.type === 'orders-submitted' && !(viewer.kind === 'seat' && viewer.seat === event.power)) return { type: 'orders-submitted', power: event.power };
      return event;
    },
  };
}

function describe(o: Order): string {
  if (o.type === 'move') return `${o.unit} to ${o.to}`;
  if (o.type === 'support') return o.from ? `${o.unit} supporting ${o.from} to ${o.to}` : `${o.unit} supporting ${o.to}`;
  return `${o.type} at ${o.unit}${o.as ? ` as a ${o.as}` : ''}${o.to ? ` to ${o.to}` : ''}`;
}
