import { z } from 'zod';
import { territoryIndex, UnitType, type DiplomacyMap } from './map';

/**
 * One movement phase of "Pirates!" (rules 002): the standard resolution of simultaneous orders, without convoys (every
 * unit is at sea), extended by the variant. Each rule is a small named piece below.
 *
 * - Reach (`canReach`): a clipper moves up to two places (the border's `clipper` flag), a frigate one (`adjacent`).
 *   A support needs the supporter to be able to move to the supported destination itself.
 * - Strength (`moveBase`): every unit holds at 1; a frigate attacks at 1.5, and so also prevents and defends
 *   head-to-head at 1.5 (both are moving). Rules 002 gives the bonus "only when they are the moving unit ...
 *   (strength 1 because defending not attacking)", so a frigate whose own move failed defends its place at 1, as a
 *   holding frigate does. The variant's original code kept the 1.5 there; the text is followed instead. A support
 *   adds 1, whoever gives it.
 * - Sides (`sideOf`): a privateer and its patron "cannot attack each other": they are one side for the no
 *   self-dislodgement rule, and a side's support never helps dislodge a unit of that side. Neither cuts the other's
 *   support.
 * - Supports are cut by an attack from any place but the one the support is aimed at, and by being dislodged.
 * - Head-to-head: two units moving into each other's places fight with their move strengths; neither moves on a tie.
 * - Circular moves all succeed when nothing else stops them.
 * - Retreats: a dislodged unit may go only one place (a clipper too: the text says a damaged clipper cannot sail
 *   two), not to the attacker's origin, nor to a place left empty by a stand-off.
 */

export const Unit = z.object({ power: z.string().min(1), type: UnitType, at: z.string().min(1) });
export type Unit = z.infer<typeof Unit>;

export const Order = z.object({
  unit: z.string().min(1),
  type: z.enum(['hold', 'move', 'support', 'retreat', 'disband', 'build', 'transform']),
  to: z.string().optional(),
  from: z.string().optional(),
  as: UnitType.optional(),
});
export type Order = z.infer<typeof Order>;

export interface OrderResult {
  unit: string;
  success: boolean;
  reason: string;
}

export interface Dislodged extends Unit {
  from: string;
  /** Places the unit may retreat to. */
  retreats: string[];
  unit: string;
}

export interface Adjudication {
  results: OrderResult[];
  dislodged: Dislodged[];
  units: Unit[];
}

type Kind = { kind: 'hold' } | { kind: 'move'; to: string } | { kind: 'support-hold'; to: string } | { kind: 'support-move'; from: string; to: string };

interface Entry {
  unit: Unit;
  order: Kind;
  /** Why the written order was replaced by a hold, if it was. */
  invalid: string | null;
}

export class AdjudicationInputError extends Error {
  readonly code = 'invalid-orders';
  constructor(message: string) {
    super(message);
    this.name = 'AdjudicationInputError';
  }
}

export function adjudicateMovement(map: DiplomacyMap, unitsIn: readonly Unit[], orders: readonly Order[]): Adjudication {
  const index = territoryIndex(map);
  const place = (name: string, what: string) => {
    const t = index.find(name);
    if (!t) throw new AdjudicationInputError(`${what} names "${name}", which is not a place on the map.`);
    return t.name;
  };
  const powers = new Map(map.powers.map((p) => [p.name.toLowerCase(), p]));
  const units = unitsIn.map((u) => {
    const power = powers.get(u.power.toLowerCase());
    if (!power) throw new AdjudicationInputError(`"${u.power}" is not a power of the game.`);
    return { ...u, power: power.name, at: place(u.at, 'A unit') };
  });
  const byPlace = new Map<string, Unit>();
  for (const u of units) {
    if (byPlace.has(u.at)) throw new AdjudicationInputError(`Two units are at ${u.at}.`);
    byPlace.set(u.at, u);
  }
  const sideOf = (power: string) => powers.get(power.toLowerCase())?.patron ?? power;
  const canReach = (u: Unit, to: string) => (u.type === 'clipper' ? index.clipperReach(u.at) : index.adjacent(u.at)).includes(to);

  const written = new Map<string, Order>();
  for (const o of orders) {
    const at = place(o.unit, 'An order');
    if (written.has(at)) throw new AdjudicationInputError(`The unit at ${at} has two orders.`);
    written.set(at, o);
  }

  const entries = new Map<string, Entry>();
  for (const u of units) {
    const o = written.get(u.at);
    const hold = (invalid: string | null): Entry => ({ unit: u, order: { kind: 'hold' }, invalid });
    if (!o || o.type === 'hold') entries.set(u.at, hold(null));
    else if (o.type === 'move') {
      const to = place(o.to ?? '', 'A move');
      entries.set(u.at, canReach(u, to) ? { unit: u, order: { kind: 'move', to }, invalid: null } : hold(`the ${u.type} at ${u.at} cannot reach ${to} in one move`));
    } else if (o.type === 'support') {
      const to = place(o.to ?? '', 'A support');
      const from = o.from ? place(o.from, 'A support') : to;
      if (!canReach(u, to)) entries.set(u.at, hold(`the ${u.type} at ${u.at} cannot reach ${to}, so it cannot support there`));
      else if (from === to) entries.set(u.at, { unit: u, order: { kind: 'support-hold', to }, invalid: null });
      else entries.set(u.at, { unit: u, order: { kind: 'support-move', from, to }, invalid: null });
    } else entries.set(u.at, hold(`a ${o.type} order is not given in a movement phase`));
  }

  const moves = [...entries.values()].filter((e) => e.order.kind === 'move');
  const moveTo = (e: Entry) => (e.order.kind === 'move' ? e.order.to : null);
  const movingFrom = (at: string) => {
    const e = entries.get(at);
    return e && e.order.kind === 'move' ? e : null;
  };

  /** Does the support point at a real order: the supported unit moves there (support of a move) or stays (of a hold)? */
  const supportMatches = (e: Entry) => {
    if (e.order.kind === 'support-move') {
      const supported = entries.get(e.order.from);
      return supported !== undefined && moveTo(supported) === e.order.to;
    }
    if (e.order.kind === 'support-hold') return entries.has(e.order.to) && entries.get(e.order.to)!.order.kind !== 'move';
    return false;
  };

  /** Supports cut by an attack from a place other than the one they aim at (attacks by the supporter's own side never cut). */
  const cutByAttack = new Set<string>();
  for (const e of entries.values()) {
    if (e.order.kind !== 'support-move' && e.order.kind !== 'support-hold') continue;
    const aimedAt = e.order.to;
    if (moves.some((m) => moveTo(m) === e.unit.at && m.unit.at !== aimedAt && sideOf(m.unit.power) !== sideOf(e.unit.power))) cutByAttack.add(e.unit.at);
  }
  let cutByDislodgement = new Set<string>();
  const supportGiven = (e: Entry) => supportMatches(e) && !cutByAttack.has(e.unit.at) && !cutByDislodgement.has(e.unit.at);
  const supportsFor = (target: (s: Entry) => boolean) => [...entries.values()].filter((s) => target(s) && supportGiven(s));

  const moveBase = (u: Unit) => (u.type === 'frigate' ? 1.5 : 1);
  const moveSupports = (m: Entry) => supportsFor((s) => s.order.kind === 'support-move' && s.order.from === m.unit.at && s.order.to === moveTo(m));
  const headToHead = (m: Entry) => {
    const other = movingFrom(moveTo(m)!);
    return other && moveTo(other) === m.unit.at ? other : null;
  };

  let result = new Map<string, boolean>();
  const resolving = new Set<string>();

  const attackStrength = (m: Entry): number => {
    const to = moveTo(m)!;
    const defender = byPlace.get(to);
    const stays = defender && (headToHead(m) !== null || !(movingFrom(to) && succeeds(movingFrom(to)!)));
    // No unit may dislodge one of its own side, nor does a side's support help dislodge its own unit.
    if (defender && stays && sideOf(defender.power) === sideOf(m.unit.power)) return 0;
    const helping = moveSupports(m).filter((s) => !(defender && stays && sideOf(s.unit.power) === sideOf(defender.power)));
    return moveBase(m.unit) + helping.length;
  };
  const preventStrength = (m: Entry): number => {
    const h = headToHead(m);
    if (h && succeeds(h)) return 0;
    return moveBase(m.unit) + moveSupports(m).length;
  };
  const holdStrength = (at: string): number => {
    const occupant = entries.get(at);
    if (!occupant) return 0;
    if (occupant.order.kind === 'move') return succeeds(occupant) ? 0 : 1;
    return 1 + supportsFor((s) => s.order.kind === 'support-hold' && s.order.to === at).length;
  };
  const defendStrength = (m: Entry) => moveBase(m.unit) + moveSupports(m).length;

  function succeeds(m: Entry): boolean {
    const known = result.get(m.unit.at);
    if (known !== undefined) return known;
    // A cycle of moves waiting on each other: circular movement, which succeeds unless something else stops it.
    if (resolving.has(m.unit.at)) return true;
    resolving.add(m.unit.at);
    const to = moveTo(m)!;
    const attack = attackStrength(m);
    const h = headToHead(m);
    const beatsDefence = h ? attack > defendStrength(h) : attack > holdStrength(to);
    const rivals = moves.filter((o) => o !== m && moveTo(o) === to);
    const ok = beatsDefence && rivals.every((o) => attack > preventStrength(o));
    resolving.delete(m.unit.at);
    result.set(m.unit.at, ok);
    return ok;
  }

  /**
   * Resolves every move; a move resolved while guessing through a cycle is checked again against the others' final
   * results until nothing changes.
   */
  const resolveAll = () => {
    result = new Map();
    resolving.clear();
    for (const m of moves) succeeds(m);
    for (let pass = 0; pass < 8; pass++) {
      let changed = false;
      for (const m of moves) {
        const before = result.get(m.unit.at);
        result.delete(m.unit.at);
        resolving.clear();
        if (succeeds(m) !== before) changed = true;
      }
      if (!changed) return;
    }
  };
  const dislodgedPlaces = () =>
    new Set(moves.filter((m) => result.get(m.unit.at)).map((m) => moveTo(m)!).filter((at) => byPlace.has(at) && !(movingFrom(at) && result.get(at))));

  // A supporter dislodged (even from the place its support aims at) gives no support: resolve again until stable.
  for (let round = 0; round < 8; round++) {
    resolveAll();
    const dislodgedNow = dislodgedPlaces();
    const nextCut = new Set(
      [...entries.values()].filter((e) => (e.order.kind === 'support-move' || e.order.kind === 'support-hold') && dislodgedNow.has(e.unit.at)).map((e) => e.unit.at),
    );
    if (nextCut.size === cutByDislodgement.size && [...nextCut].every((x) => cutByDislodgement.has(x))) break;
    cutByDislodgement = nextCut;
  }

  const moved = new Set(moves.filter((m) => result.get(m.unit.at)).map((m) => m.unit.at));
  const dislodgers = new Map(moves.filter((m) => result.get(m.unit.at)).map((m) => [moveTo(m)!, m.unit.at]));
  const bounced = new Set(moves.filter((m) => !result.get(m.unit.at)).map((m) => moveTo(m)!));
  const after: Unit[] = [];
  const dislodged: Dislodged[] = [];
  for (const u of units) {
    if (moved.has(u.at)) {
      after.push({ ...u, at: moveTo(entries.get(u.at)!)! });
      continue;
    }
    const by = dislodgers.get(u.at);
    if (by !== undefined) dislodged.push({ ...u, from: u.at, unit: u.at, retreats: [] });
    else after.push(u);
  }
  const occupied = new Set(after.map((u) => u.at));
  for (const d of dislodged) {
    const attackerFrom = dislodgers.get(d.from)!;
    d.retreats = index.adjacent(d.from).filter((p) => !occupied.has(p) && p !== attackerFrom && !bounced.has(p));
  }

  const results: OrderResult[] = [...entries.values()].map((e) => {
    const at = e.unit.at;
    const lost = dislodgers.get(at);
    const dislodgedNote = lost !== undefined ? ` It was dislodged by the unit from ${lost}.` : '';
    if (e.invalid) return { unit: at, success: false, reason: `Held instead: ${e.invalid}.${dislodgedNote}` };
    switch (e.order.kind) {
      case 'hold':
        return { unit: at, success: lost === undefined, reason: lost === undefined ? 'Held.' : `Dislodged by the unit from ${lost}.` };
      case 'move': {
        const to = e.order.to;
        if (result.get(at)) return { unit: at, success: true, reason: `Moved to ${to}.` };
        const h = headToHead(e);
        const why = h
          ? `it met the unit from ${to} head-on and was not stronger`
          : byPlace.get(to) && sideOf(byPlace.get(to)!.power) === sideOf(e.unit.power) && !result.get(to)
            ? `${to} is held by its own side (a power and its privateer cannot attack each other)`
            : moves.some((o) => o !== e && moveTo(o) === to)
              ? `another unit moved to ${to} at least as strongly (a stand-off)`
              : `${to} held against it`;
        return { unit: at, success: false, reason: `Did not move: ${why}.${dislodgedNote}` };
      }
      case 'support-hold':
      case 'support-move': {
        const aim = e.order.kind === 'support-move' ? `${e.order.from} to ${e.order.to}` : `holding ${e.order.to}`;
        if (!supportMatches(e)) {
          return { unit: at, success: false, reason: `Support for ${aim} was void: the supported unit did not do that.${dislodgedNote}` };
        }
        if (cutByAttack.has(at)) return { unit: at, success: false, reason: `Support for ${aim} was cut by an attack on ${at}.${dislodgedNote}` };
        if (cutByDislodgement.has(at)) return { unit: at, success: false, reason: `Support for ${aim} was cut: the supporter was dislodged.` };
        return { unit: at, success: true, reason: `Supported ${aim}.${dislodgedNote}` };
      }
    }
  });
  return { results, dislodged, units: after };
}
