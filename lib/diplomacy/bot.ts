import type { Rng } from '@/lib/table/game';
import { adjudicateMovement, type Dislodged, type Order, type Unit } from './adjudicate';
import { territoryIndex, type DiplomacyMap, type UnitType } from './map';

/**
 * The computer players of "Pirates!", in the manner of the standard Diplomacy bots: a value for every place (centres
 * to take or defend, spread to the places near them), a move generator that gives each target the attacker and
 * supports it needs, and an evaluator that adjudicates each candidate plan against predicted enemy plans and keeps
 * the one that gains the most centres and loses the fewest, then improves it one unit at a time. Retreats go to the
 * most valuable free place, builds to the owned centres nearest the action (a frigate where an enemy is next door),
 * disbands take the units furthest from it, and a unit on a treasure centre changes type when its place calls for the
 * other (a frigate facing enemies, a clipper with room to roam).
 *
 * Choices, and why:
 * - A bot sees only the public position: units, owners, the hurricane. What others will do is predicted by running
 *   the same move generator for them on that position, so a bot never needs (nor gets) anyone's orders.
 * - A privateer and its patron cannot attack each other (rules 002), so they are one side: bots never target a
 *   friend, and when both are bots they plan together, supporting each other's attacks and holds.
 * - Randomness comes only from the match's seeded draws (`Rng`): a little noise on the values and on how much
 *   resistance to expect, so plans vary between games and a bot is not perfectly predictable, yet a seed replays.
 * - Enemy strength is counted per side: different enemies seldom coordinate, so the threat to a place is the most one
 *   side could bring there, not the sum of all.
 */

export interface BotPosition {
  season: 'build' | 'spring' | 'autumn' | 'winter';
  step: 'orders' | 'retreats';
  units: readonly Unit[];
  owners: Readonly<Record<string, string>>;
  hurricane: string | null;
  dislodged: readonly Dislodged[];
}

/**
 * Candidate plans per side, and predicted enemy plans each is tried against: enough to find supported attacks, cheap
 * enough for twelve bots a phase (about 0.1 s in all; five predictions instead of three won no more centres).
 */
const PLANS = 6;
const PREDICTIONS = 3;
/** Moves tried per unit when improving the chosen plan one unit at a time: the most valuable places it reaches. */
const SEARCH_MOVES = 3;
/** How far a centre's value spreads to the places around it, step by step (DumbBot's proximity weights, shortened). */
const SPREAD = [1, 0.5, 0.3, 0.15, 0.08];

const strength = (type: UnitType) => (type === 'frigate' ? 1.5 : 1);
const sameOrder = (a: Order, b: Order) => a.type === b.type && a.unit === b.unit && a.to === b.to && a.from === b.from;

export function diplomacyBot(map: DiplomacyMap) {
  const index = territoryIndex(map);
  const names = map.territories.map((t) => t.name);
  const adjacent = new Map(names.map((n) => [n, index.adjacent(n)]));
  const clipperReach = new Map(names.map((n) => [n, index.clipperReach(n)]));
  const reach = (type: UnitType, at: string) => (type === 'clipper' ? clipperReach : adjacent).get(at) ?? [];
  const centres = new Set(map.territories.filter((t) => t.supplyCenter).map((t) => t.name));
  const treasure = new Set(map.territories.filter((t) => t.treasure).map((t) => t.name));
  const sideOf = new Map(map.powers.map((p) => [p.name, p.patron ?? p.name]));
  const side = (power: string) => sideOf.get(power) ?? power;
  const draw = (rng: Rng) => rng.int(0, 1000) / 1000;

  /** What one side knows of a position: the threat each place is under and what each place is worth to it. */
  function survey(pos: BotPosition, mySide: string) {
    // The strongest attack any single enemy side could make on each place: units that reach it, a frigate leading.
    const bySide = new Map<string, Map<string, { n: number; frigate: boolean }>>();
    for (const u of pos.units) {
      if (side(u.power) === mySide) continue;
      for (const t of reach(u.type, u.at)) {
        const sides = bySide.get(t) ?? new Map<string, { n: number; frigate: boolean }>();
        const c = sides.get(side(u.power)) ?? { n: 0, frigate: false };
        c.n += 1;
        c.frigate ||= u.type === 'frigate';
        sides.set(side(u.power), c);
        bySide.set(t, sides);
      }
    }
    const threat = new Map<string, number>();
    for (const [t, sides] of bySide) threat.set(t, Math.max(...[...sides.values()].map((c) => c.n + (c.frigate ? 0.5 : 0))));

    const base = new Map<string, number>();
    const held = new Map<string, number>();
    for (const p of Object.values(pos.owners)) held.set(p, (held.get(p) ?? 0) + 1);
    for (const t of names) {
      if (!centres.has(t)) continue;
      const owner = pos.owners[t];
      if (owner !== undefined && side(owner) === mySide) base.set(t, 0.3 + Math.min(2, threat.get(t) ?? 0) * 0.5);
      // Taking a rival's centre also weakens the rival, and a weak rival's the more: finishing a power off frees the
      // sea around it, which is how one power pulls ahead instead of thirteen sharing the Caribbean for ever.
      else base.set(t, owner === undefined ? 1 : 1.2 + 0.3 * Math.max(0, 1 - (held.get(owner) ?? 0) / 6));
    }
    let layer = new Map(names.map((t) => [t, base.get(t) ?? 0]));
    const value = new Map(names.map((t) => [t, SPREAD[0] * layer.get(t)!]));
    for (let i = 1; i < SPREAD.length; i++) {
      const next = new Map<string, number>();
      for (const t of names) {
        const around = adjacent.get(t)!.reduce((sum, n) => sum + layer.get(n)!, layer.get(t)!);
        next.set(t, around / 5);
      }
      layer = next;
      for (const t of names) value.set(t, value.get(t)! + SPREAD[i] * layer.get(t)!);
    }
    // The hurricane sinks what it reaches in autumn: every place next to it carries that risk.
    if (pos.season === 'autumn' && pos.hurricane) {
      const around = adjacent.get(pos.hurricane)!;
      for (const t of around) value.set(t, value.get(t)! - 1.5 / around.length);
    }
    return { threat, value };
  }

  type Survey = ReturnType<typeof survey>;

  /**
   * One plan for `mine` (units of one side): targets in order of value, each given an attacker and as many supports
   * as the expected resistance (scaled by `caution`) calls for; threatened centres held with supports; every unit
   * left over moves towards the most valuable place it reaches.
   */
  function generate(pos: BotPosition, mySide: string, mine: readonly Unit[], known: Survey, rng: Rng, caution: number, noise: number): Order[] {
    const byAt = new Map(pos.units.map((u) => [u.at, u]));
    const value = new Map<string, number>();
    const v = (t: string) => {
      let x = value.get(t);
      if (x === undefined) {
        x = known.value.get(t)! * (1 + noise * (draw(rng) - 0.5) * 2);
        value.set(t, x);
      }
      return x;
    };
    const threat = (t: string) => known.threat.get(t) ?? 0;
    const free = new Map(mine.map((u) => [u.at, u]));
    const ends = new Set<string>();
    const orders = new Map<string, Order>();
    const canSupport = (u: Unit, t: string) => reach(u.type, u.at).includes(t);
    // A supporter gives up its own chances; take the ones whose place is worth least first.
    const cheapest = (units: Unit[]) => units.sort((a, b) => v(a.at) - v(b.at));

    type Task = { t: string; kind: 'hold' | 'take'; worth: number };
    const tasks: Task[] = [];
    const seen = new Set<string>();
    for (const u of mine) {
      for (const t of [u.at, ...reach(u.type, u.at)]) {
        if (seen.has(t)) continue;
        seen.add(t);
        const occupant = byAt.get(t);
        if (occupant && side(occupant.power) === mySide) {
          if (free.has(t) && centres.has(t) && threat(t) > 0) tasks.push({ t, kind: 'hold', worth: v(t) });
        } else tasks.push({ t, kind: 'take', worth: v(t) });
      }
    }
    tasks.sort((a, b) => b.worth - a.worth);

    for (const task of tasks) {
      const { t } = task;
      if (task.kind === 'hold') {
        const holder = free.get(t);
        if (!holder) continue;
        const need = Math.max(0, Math.ceil(caution * threat(t) - 1 - 1e-9));
        const helpers = cheapest([...free.values()].filter((u) => u !== holder && canSupport(u, t))).slice(0, need);
        orders.set(t, { unit: t, type: 'hold' });
        free.delete(t);
        ends.add(t);
        for (const h of helpers) {
          orders.set(h.at, { unit: h.at, type: 'support', to: t });
          free.delete(h.at);
          ends.add(h.at);
        }
        continue;
      }
      if (ends.has(t)) continue;
      const occupant = byAt.get(t);
      // A defender may be supported by its own side's units around it; an empty place may be contested by the strongest neighbour side.
      const resistance = occupant
        ? 1 + caution * pos.units.filter((u) => u !== occupant && side(u.power) === side(occupant.power) && reach(u.type, u.at).includes(t)).length
        : caution * threat(t);
      const able = [...free.values()].filter((u) => reach(u.type, u.at).includes(t));
      if (able.length === 0) continue;
      // The attacker: strongest first, then the one leaving the least behind (not a threatened centre of ours).
      const attacker = able.sort((a, b) => strength(b.type) - strength(a.type) || leaving(a) - leaving(b))[0];
      // The attack must exceed the resistance: the fewest supports that make it so.
      const need = resistance < strength(attacker.type) ? 0 : Math.floor(resistance - strength(attacker.type)) + 1;
      const helpers = cheapest([...free.values()].filter((u) => u !== attacker && u.at !== t && canSupport(u, t)));
      if (helpers.length < need) continue;
      orders.set(attacker.at, { unit: attacker.at, type: 'move', to: t });
      free.delete(attacker.at);
      ends.add(t);
      for (const h of helpers.slice(0, need)) {
        orders.set(h.at, { unit: h.at, type: 'support', from: attacker.at, to: t });
        free.delete(h.at);
        ends.add(h.at);
      }
    }
    function leaving(u: Unit) {
      const owner = pos.owners[u.at];
      return centres.has(u.at) && owner !== undefined && side(owner) === mySide ? threat(u.at) : 0;
    }

    // Units left over: support a threatened friend that holds, else move to the best place nobody of ours ends in.
    for (const u of free.values()) {
      const ally = [...orders.values()].find((o) => o.type === 'hold' && threat(o.unit) >= 1 && canSupport(u, o.unit));
      if (ally) {
        orders.set(u.at, { unit: u.at, type: 'support', to: ally.unit });
        ends.add(u.at);
        continue;
      }
      const options = reach(u.type, u.at).filter((t) => !ends.has(t) && !byAt.has(t));
      const best = options.reduce<string | null>((b, t) => (v(t) > (b === null ? v(u.at) : v(b)) ? t : b), null);
      if (best === null) {
        orders.set(u.at, { unit: u.at, type: 'hold' });
        ends.add(u.at);
      } else {
        orders.set(u.at, { unit: u.at, type: 'move', to: best });
        ends.add(best);
      }
    }
    return [...orders.values()];
  }

  /**
   * How good the outcome of `orders` is for `members`: centres their side owns after (a friend's count too, so a bot
   * defends its privateer's or patron's centres rather than taking them), less units lost, plus where units stand.
   * The side's biggest member counts its centres a little more, so a strong side feeds one power, which can win,
   * instead of sharing the sea with its friend for ever.
   */
  function score(pos: BotPosition, members: ReadonlySet<string>, mySide: string, leader: string, known: Survey, orders: Order[]): number {
    const r = adjudicateMovement(map, pos.units, orders);
    const at = new Map(r.units.map((u) => [u.at, u.power]));
    let total = 0;
    for (const c of centres) {
      const owner = at.get(c) ?? pos.owners[c];
      if (owner !== undefined && side(owner) === mySide) total += owner === leader ? 1.05 : 1;
    }
    for (const d of r.dislodged) if (members.has(d.power)) total -= d.retreats.length ? 0.5 : 1;
    for (const u of r.units) if (members.has(u.power)) total += 0.1 * known.value.get(u.at)!;
    return total;
  }

  function movement(pos: BotPosition, members: readonly string[], rng: Rng): Order[] {
    const mySide = side(members[0]);
    const memberSet = new Set(members);
    const mine = pos.units.filter((u) => memberSet.has(u.power));
    if (mine.length === 0) return [];
    const known = survey(pos, mySide);
    const owned = (p: string) => Object.values(pos.owners).filter((o) => o === p).length;
    const leader = [...members].sort((a, b) => owned(b) - owned(a))[0];
    // Predicted plans of everyone else, side by side, each with its own cautions and noise.
    const others = [...new Set(pos.units.filter((u) => !memberSet.has(u.power)).map((u) => side(u.power)))];
    const surveys = new Map(others.map((s) => [s, survey(pos, s)]));
    const predictions: Order[][] = [];
    for (let k = 0; k < PREDICTIONS; k++) {
      predictions.push(
        others.flatMap((s) => generate(pos, s, pos.units.filter((u) => side(u.power) === s && !memberSet.has(u.power)), surveys.get(s)!, rng, draw(rng), 0.3)),
      );
    }
    const judge = (plan: Order[]) => predictions.reduce((sum, predicted) => sum + score(pos, memberSet, mySide, leader, known, [...plan, ...predicted]), 0);
    let best: Order[] = [];
    let bestScore = -Infinity;
    for (let p = 0; p < PLANS; p++) {
      const caution = p === 0 ? 1 : draw(rng) * 1.2;
      const plan = generate(pos, mySide, mine, known, rng, caution, p === 0 ? 0 : 0.3);
      const s = judge(plan);
      if (s > bestScore) {
        best = plan;
        bestScore = s;
      }
    }
    // Then one pass of single-unit changes, kept when they judge better: hold, support a unit of ours (its hold or
    // its move), or move to one of the few most valuable places in reach.
    for (const u of mine) {
      const current = best.find((o) => o.unit === u.at);
      const reachable = reach(u.type, u.at);
      const alternatives: Order[] = [{ unit: u.at, type: 'hold' }];
      for (const o of best) {
        if (o.unit === u.at) continue;
        if (o.type === 'move' && o.to !== u.at && reachable.includes(o.to!)) alternatives.push({ unit: u.at, type: 'support', from: o.unit, to: o.to });
        if (o.type !== 'move' && reachable.includes(o.unit)) alternatives.push({ unit: u.at, type: 'support', to: o.unit });
      }
      const taken = new Set(best.filter((o) => o.type === 'move').map((o) => o.to!));
      const moves = reachable.filter((t) => !taken.has(t) && !mine.some((m) => m.at === t)).sort((a, b) => known.value.get(b)! - known.value.get(a)!);
      for (const to of moves.slice(0, SEARCH_MOVES)) alternatives.push({ unit: u.at, type: 'move', to });
      for (const alt of alternatives) {
        if (current && sameOrder(current, alt)) continue;
        const plan = [...best.filter((o) => o.unit !== u.at), alt];
        const s = judge(plan);
        if (s > bestScore + 1e-9) {
          best = plan;
          bestScore = s;
        }
      }
    }
    return best;
  }

  function retreats(pos: BotPosition, members: readonly string[], rng: Rng): Order[] {
    const memberSet = new Set(members);
    const known = survey(pos, side(members[0]));
    const taken = new Set<string>();
    return pos.dislodged
      .filter((d) => memberSet.has(d.power))
      .map((d): Order => {
        const options = d.retreats.filter((t) => !taken.has(t));
        if (options.length === 0) return { unit: d.from, type: 'disband' };
        const to = options.reduce((b, t) => (known.value.get(t)! + 0.05 * draw(rng) > known.value.get(b)! ? t : b));
        taken.add(to);
        return { unit: d.from, type: 'retreat', to };
      });
  }

  /** A unit facing enemies next to it is better a frigate (1.5 in attack); one with room to roam a clipper. */
  const frontline = (pos: BotPosition, power: string, at: string) =>
    adjacent.get(at)!.some((t) => pos.units.some((u) => u.at === t && side(u.power) !== side(power)));

  function adjustments(pos: BotPosition, power: string, rng: Rng): Order[] {
    const known = survey(pos, side(power));
    const mine = pos.units.filter((u) => u.power === power);
    const owned = Object.entries(pos.owners).filter(([, p]) => p === power).map(([c]) => c);
    const n = owned.length - mine.length;
    const out: Order[] = [];
    if (n > 0) {
      const occupied = new Set(pos.units.map((u) => u.at));
      const sites = owned.filter((c) => !occupied.has(c)).sort((a, b) => known.value.get(b)! - known.value.get(a)!);
      for (const c of sites.slice(0, n)) out.push({ unit: c, type: 'build', as: frontline(pos, power, c) || draw(rng) < 0.25 ? 'frigate' : 'clipper' });
    }
    if (n < 0) {
      const keep = (u: Unit) => known.value.get(u.at)! + (centres.has(u.at) ? known.threat.get(u.at) ?? 0 : 0);
      for (const u of [...mine].sort((a, b) => keep(a) - keep(b)).slice(0, -n)) out.push({ unit: u.at, type: 'disband' });
    }
    for (const u of mine) {
      if (!treasure.has(u.at) || out.some((o) => o.unit === u.at)) continue;
      const wanted: UnitType = frontline(pos, power, u.at) ? 'frigate' : 'clipper';
      if (wanted !== u.type) out.push({ unit: u.at, type: 'transform', as: wanted });
    }
    return out;
  }

  return {
    /**
     * Orders for `members`, bots of one side that plan together, in the position's phase. In the opening build phase
     * the position's units are the starting units, whose types the orders choose.
     */
    orders(pos: BotPosition, members: readonly string[], rng: Rng): Record<string, Order[]> {
      const byPower = (orders: Order[]) => {
        const out: Record<string, Order[]> = Object.fromEntries(members.map((m) => [m, []]));
        const owner = new Map([...pos.units, ...pos.dislodged.map((d) => ({ ...d, at: d.from }))].map((u) => [u.at, u.power]));
        for (const o of orders) out[owner.get(o.unit) ?? members[0]]?.push(o);
        return out;
      };
      if (pos.season === 'build') {
        return Object.fromEntries(
          members.map((m) => [
            m,
            pos.units.filter((u) => u.power === m).map((u): Order => ({ unit: u.at, type: 'build', as: frontline(pos, m, u.at) || draw(rng) < 0.3 ? 'frigate' : 'clipper' })),
          ]),
        );
      }
      if (pos.season === 'winter') return Object.fromEntries(members.map((m) => [m, adjustments(pos, m, rng)]));
      if (pos.step === 'retreats') return byPower(retreats(pos, members, rng));
      return byPower(movement(pos, members, rng));
    },
  };
}
