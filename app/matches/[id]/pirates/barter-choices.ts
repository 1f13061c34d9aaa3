import { RESOURCES } from '@/lib/engine/state/economy';
import type { PiratesAction } from '@/lib/pirates/schema';

type Barter = Extract<PiratesAction, { type: 'barter' }>;

/** A pair of tokens given, as the picker's key and in words ("2 fish", "lumber and fish"). */
export const pairKey = (give: readonly number[]): string => give.join('-');
export function pairText(give: readonly number[]): string {
  const [a, b] = give;
  return a === b ? `2 ${RESOURCES[a - 1]}` : `${RESOURCES[a - 1]} and ${RESOURCES[b - 1]}`;
}

/**
 * The trades `legal` offers one ship, as a picker reads them (003: "trade any two resources for one other"): each pair
 * she may give, in the order offered, and for each pair the resources she may take for it. Only offered trades appear,
 * so the picker never builds one the server would refuse.
 */
export function barterChoices(actions: readonly PiratesAction[]): { pairs: [number, number][]; gets: Map<string, number[]> } {
  const pairs: [number, number][] = [];
  const gets = new Map<string, number[]>();
  for (const a of actions) {
    if (a.type !== 'barter') continue;
    const key = pairKey(a.give);
    if (!gets.has(key)) {
      gets.set(key, []);
      pairs.push([a.give[0], a.give[1]]);
    }
    const list = gets.get(key)!;
    if (!list.includes(a.get)) list.push(a.get);
  }
  return { pairs, gets };
}

/** The resources she could pay a visitor's fee with: what is left aboard once the pair is given (the engine's rule). */
export function feeChoices(goods: readonly number[], give: readonly number[]): number[] {
  const left = [...goods];
  for (const r of give) left[r - 1]--;
  return left.flatMap((n, k) => (n > 0 ? [k + 1] : []));
}

/** The trade as it is sent: the fee named only when one is due. */
export function barterAction(ship: number, give: [number, number], get: number, fee: number | null): Barter {
  return { type: 'barter', ship, give, get, ...(fee === null ? {} : { fee }) };
}
