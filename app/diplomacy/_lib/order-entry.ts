/**
 * Order entry on the map, as pure steps: click a unit to select it, then click a destination to move (or retreat)
 * there; everything else a unit may do (hold, support, transform, disband) is offered from a menu. Only orders in
 * the `legal` list are ever produced, so the page can offer nothing the rules forbid.
 */

export type Order = {
  unit: string;
  type: 'hold' | 'move' | 'support' | 'retreat' | 'disband' | 'build' | 'transform';
  to?: string;
  from?: string;
  as?: 'clipper' | 'frigate';
};

const same = (a: string | undefined, b: string | undefined) => a != null && b != null && a.toLowerCase() === b.toLowerCase();

/** The legal orders of the unit in `unit`. */
export function ordersOf(legal: readonly Order[], unit: string): Order[] {
  return legal.filter((o) => same(o.unit, unit));
}

/** The places a click on the map can send the unit: its legal moves' and retreats' destinations. */
export function destinations(legal: readonly Order[], unit: string): string[] {
  return ordersOf(legal, unit)
    .filter((o) => (o.type === 'move' || o.type === 'retreat') && o.to)
    .map((o) => o.to!);
}

/** The orders a menu offers for the unit: every legal order that is not a move or retreat. */
export function menuOrders(legal: readonly Order[], unit: string): Order[] {
  return ordersOf(legal, unit).filter((o) => o.type !== 'move' && o.type !== 'retreat');
}

/**
 * The menu's orders in three groups, so a clipper's seventy-odd supports do not bury its hold: the unit's own orders
 * (hold, build, transform, disband), supports of the player's own units (`own`, their places), and supports of
 * everyone else's.
 */
export function menuGroups(legal: readonly Order[], unit: string, own: readonly string[]): { direct: Order[]; ownSupports: Order[]; otherSupports: Order[] } {
  const orders = menuOrders(legal, unit);
  const supported = (o: Order) => o.from ?? o.to ?? '';
  const mine = (o: Order) => own.some((p) => same(p, supported(o)));
  return {
    direct: orders.filter((o) => o.type !== 'support'),
    ownSupports: orders.filter((o) => o.type === 'support' && mine(o)),
    otherSupports: orders.filter((o) => o.type === 'support' && !mine(o)),
  };
}

export type Click = { selected: string | null; order: Order | null };

/**
 * What a click on `territory` does with `selected` the unit chosen so far: select a unit that has legal orders,
 * give the selected unit its move there, deselect on a second click of the same unit, or ignore the click.
 */
export function click(legal: readonly Order[], selected: string | null, territory: string): Click {
  if (selected && same(selected, territory)) return { selected: null, order: null };
  if (selected) {
    const move = ordersOf(legal, selected).find((o) => (o.type === 'move' || o.type === 'retreat') && same(o.to, territory));
    if (move) return { selected: null, order: move };
  }
  if (ordersOf(legal, territory).length > 0) return { selected: territory, order: null };
  return { selected, order: null };
}

/** The orders with `order` replacing whatever its unit was ordered before (one order per unit). */
export function withOrder(orders: readonly Order[], order: Order): Order[] {
  return [...orders.filter((o) => !same(o.unit, order.unit)), order];
}

/** How an order reads to a player. */
export function describeOrder(o: Order): string {
  switch (o.type) {
    case 'hold':
      return `${o.unit} holds`;
    case 'move':
      return `${o.unit} moves to ${o.to}`;
    case 'retreat':
      return `${o.unit} retreats to ${o.to}`;
    case 'support':
      return !o.from || same(o.from, o.to) ? `${o.unit} supports ${o.to} holding` : `${o.unit} supports ${o.from} to ${o.to}`;
    case 'transform':
      return `${o.unit} transforms${o.as ? ` into a ${o.as}` : ''}`;
    case 'build':
      return `Build a ${o.as} in ${o.unit}`;
    case 'disband':
      return `${o.unit} disbands`;
  }
}

export type Arrow = { from: string; to: string; kind: 'move' | 'support' | 'retreat'; success?: boolean };

/** A phase's orders as map arrows, each marked with its result when the phase has resolved. */
export function orderArrows(orders: readonly Order[], results: readonly { unit: string; success: boolean }[] = []): Arrow[] {
  const arrows: Arrow[] = [];
  for (const o of orders) {
    if (!o.to || o.type === 'build' || o.type === 'transform' || o.type === 'hold' || o.type === 'disband') continue;
    const success = results.find((r) => same(r.unit, o.unit))?.success;
    arrows.push({ from: o.unit, to: o.to, kind: o.type, ...(success === undefined ? {} : { success }) });
  }
  return arrows;
}
