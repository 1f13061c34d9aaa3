import { ordersByPower } from '@/app/diplomacy/_lib/history';
import { describeOrder } from '@/app/diplomacy/_lib/order-entry';
import type { DiplomacyPageView } from '@/app/diplomacy/_lib/view';
import { powerDisplayName } from '@/lib/diplomacy/map';

/**
 * A resolved phase's orders, power by power, each with whether it succeeded and why not: the match page's history and
 * the replay show a phase the same way. `show` puts the map's own place names into the text; `bots` marks the powers
 * the computer plays.
 */
export function PhaseOrders({ record, powers, show, bots = [] }: { record: DiplomacyPageView['history'][number]; powers: readonly string[]; show: (text: string) => string; bots?: readonly string[] }) {
  return ordersByPower(record, powers).map(([power, list]) => (
    <div key={power} className="mt-2">
      <h3 className="text-sm font-semibold">
        {powerDisplayName(power)}
        {bots.includes(power) ? ' (bot)' : ''}
      </h3>
      <ul className="text-sm">
        {list.map(({ order, success, reason }, i) => (
          <li key={i}>
            {show(describeOrder(order))}
            {success === undefined ? '' : success ? ' — succeeded' : ` — failed${reason ? `: ${show(reason)}` : ''}`}
          </li>
        ))}
      </ul>
    </div>
  ));
}
