import type { GoodsPlace } from '@/lib/engine/state/economy-events';
import type { GameEvent } from '@/lib/engine/state/events';
import { price, RESOURCES, type Upgrade } from '@/lib/engine/state/economy';

/**
 * Economy Edition's events in words for the table's log (003): the market's dice and the prices they set, resources
 * found, loaded, unloaded and sold, upkeep paid or left unpaid, and upgrade tokens bought and unloaded. Everything here
 * is on the table for every player, so nothing needs a gate.
 */

/** How the log names ships, islands and seats (./log.ts makes them from the viewer's table). */
export interface Names {
  ship: (id: number) => string;
  island: (i: number) => string;
  seat: (p: number) => string;
}

/** A resource by its number (1 lumber … 6 luxuries). */
export const resourceName = (resource: number): string => RESOURCES[resource - 1] ?? `resource ${resource}`;

/** A count of a resource: "4 fish", "1 lumber". Every resource's name is a mass noun, so it reads the same for one. */
export const goodsText = (count: number, resource: number): string => `${count} ${resourceName(resource)}`;

/** An upgrade as a player says it: "settlement", "trading port", "military port". */
export const upgradeName = (u: Upgrade | string): string => u.replace(/-/g, ' ');

/** The six prices under a market row, as the market panel and the log say them: "lumber 5, textiles 6, …". */
export const pricesText = (row: number): string => RESOURCES.map((r, k) => `${r} ${price(row, k + 1)}`).join(', ');

export function describeEconomyEvent(e: GameEvent, n: Names): string | null {
  switch (e.type) {
    case 'market-rolled':
      return `Round ${e.round} market: the d6 rolled ${e.row} and the d20 ${e.rounds}. Prices in gold: ${pricesText(e.row)}, through round ${e.round + e.rounds - 1}.`;
    case 'resource-found': {
      const found = resourceName(e.rolls[e.rolls.length - 1]);
      const dice = e.rolls.length > 1 ? `rolled ${e.rolls[0]}, then ${e.rolls[e.rolls.length - 1]} on the Explorer's reroll` : `rolled ${e.rolls[0]}`;
      return `First explore of ${n.island(e.island)}: ${n.ship(e.ship)} ${dice}, so it produces ${found}.`;
    }
    case 'goods-moved':
      return goodsMoved(e, n);
    case 'sold':
      return `${n.seat(e.player)} sold ${goodsText(e.count, e.resource)} at ${e.price} gold each: ${e.count * e.price} gold.`;
    case 'upkeep':
      return e.paid === e.due
        ? `${n.seat(e.player)} paid ${e.paid} gold upkeep for ${e.due} ship${e.due === 1 ? '' : 's'} away from home.`
        : `${n.seat(e.player)} owed ${e.due} gold upkeep and could pay only ${e.paid}.`;
    case 'abandoned':
      return `${n.ship(e.ship)} was abandoned for unpaid upkeep: she leaves play with her cargo and crew.`;
    case 'token-bought':
      return `${n.seat(e.player)} bought a ${upgradeName(e.upgrade)} token for ${e.price} gold, loaded aboard ${n.ship(e.ship)}.`;
    case 'town-founded':
      return `${n.ship(e.ship)} unloaded a ${upgradeName(e.upgrade)} token on ${n.island(e.island)}: it stands from her player's next turn.`;
    case 'towns-ready':
      return `${n.seat(e.player)}'s town founded last turn now stands.`;
    default:
      return null;
  }
}

function goodsMoved(e: Extract<GameEvent, { type: 'goods-moved' }>, n: Names): string {
  const what = goodsText(e.count, e.resource);
  const place = (p: GoodsPlace): string => ('ship' in p ? n.ship(p.ship) : 'home' in p ? `${n.seat(p.home)}'s home` : 'island' in p ? n.island(p.island) : 'the sea');
  if ('island' in e.from && 'ship' in e.to) return `${n.ship(e.to.ship)} loaded ${what} at ${n.island(e.from.island)}.`;
  if ('ship' in e.from && 'home' in e.to) return `${n.ship(e.from.ship)} unloaded ${what} at ${place(e.to)}.`;
  if ('ship' in e.from && 'lost' in e.to) return `${capital(what)} aboard ${n.ship(e.from.ship)} ${e.count === 1 ? 'is' : 'are'} gone (spent on a repair, or lost).`;
  return `${capital(what)} went from ${place(e.from)} to ${place(e.to)}.`;
}

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
