import type { DiplomacyPageView } from './view';

type Board = Pick<DiplomacyPageView, 'units' | 'owners' | 'dislodged'> & { hurricane: string | null };

/**
 * The board a past phase is drawn on. Moves and retreats are shown where they were ordered from, the board the phase
 * began with, so their arrows start at the units. Builds and adjustments are shown as they came out (the next phase's
 * board, or today's after the last one), since their orders create or change units rather than move them. A record
 * from before boards were kept falls back to today's board.
 */
export function historyBoard(view: Pick<DiplomacyPageView, 'units' | 'owners' | 'hurricane' | 'dislodged' | 'history'>, index: number): Board {
  const record = view.history[index];
  const current: Board = { units: view.units, owners: view.owners, hurricane: view.hurricane ?? null, dislodged: view.dislodged };
  const boardOf = (i: number): Board | null => {
    const r = view.history[i];
    if (!r) return current;
    return r.units && r.owners ? { units: r.units, owners: r.owners, hurricane: r.hurricane ?? null, dislodged: r.dislodged ?? [] } : null;
  };
  const createsUnits = record.phase.startsWith('build') || record.phase.includes('adjustments');
  return (createsUnits ? boardOf(index + 1) : boardOf(index)) ?? current;
}

/** A past phase's orders grouped by power, each with its result, in the order the powers are listed. */
export function ordersByPower(record: DiplomacyPageView['history'][number], powers: readonly string[]) {
  const groups = new Map<string, { order: (typeof record.orders)[number]; success?: boolean; reason?: string }[]>();
  for (const p of powers) groups.set(p, []);
  for (const o of record.orders) {
    const r = record.results.find((x) => x.unit.toLowerCase() === o.unit.toLowerCase());
    const list = groups.get(o.power ?? '') ?? [];
    list.push({ order: o, success: r?.success, reason: r?.reason });
    groups.set(o.power ?? '', list);
  }
  return [...groups].filter(([, list]) => list.length > 0);
}

/**
 * Who gave orders in a past phase, for the list beside its board: the number of orders each power gave (0 for a
 * power that gave none, whose units held or kept their defaults). The current phase's "submitted" list says nothing
 * about a past one.
 */
export function orderCounts(record: DiplomacyPageView['history'][number], powers: readonly string[]): Map<string, number> {
  const counts = new Map(powers.map((p) => [p, 0]));
  for (const o of record.orders) if (o.power !== undefined && counts.has(o.power)) counts.set(o.power, counts.get(o.power)! + 1);
  return counts;
}
