import { destinations, ordersOf, type Order } from './order-entry';

/**
 * What the page tells a seated player in each phase, from the phase name, the seat's legal orders and its draft: what
 * is expected now, of which units (the places to highlight on the map), and how many orders are still missing. Pure,
 * so each phase's wording is tested without a browser.
 */
export type Guidance = {
  /** One sentence: what to do now. */
  text: string;
  /** Places whose units (or empty centres, when building) the player acts on, highlighted on the map. */
  actOn: string[];
  /** Orders still missing before the submission is complete (0 when nothing more is needed). */
  missing: number;
  /** What the missing orders mean, e.g. "2 units have no order yet and will hold". */
  missingText: string | null;
};

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const unique = (xs: string[]) => xs.filter((x, i) => xs.findIndex((y) => same(x, y)) === i);

/** "A", "A and B", "A, B and C". */
export function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function guidance(phase: string, legal: readonly Order[], draft: readonly Order[], adjustment?: number): Guidance {
  const places = unique(legal.map((o) => o.unit));
  const ordered = (unit: string) => draft.some((o) => same(o.unit, unit));
  if (legal.length === 0) return { text: 'You have nothing to order this phase: the others are ordering.', actOn: [], missing: 0, missingText: null };

  if (phase.startsWith('build')) {
    const open = places.filter((p) => !ordered(p));
    return {
      text: `Choose clipper or frigate for ${listed(places)}: click each on the map. A clipper moves two places; a frigate one, but attacks at 1.5.`,
      actOn: open,
      missing: open.length,
      missingText: open.length ? `${plural(open.length, 'unit')} not chosen yet keep the type shown` : null,
    };
  }

  if (phase.includes('adjustments')) {
    const n = adjustment ?? 0;
    const transforms = legal.filter((o) => o.type === 'transform').map((o) => o.unit);
    const transformText = transforms.length ? ` ${listed(transforms)} ${transforms.length === 1 ? 'is' : 'are'} on a treasure centre: click to transform, if you wish.` : '';
    if (n > 0) {
      const sites = unique(legal.filter((o) => o.type === 'build').map((o) => o.unit));
      const left = Math.max(0, Math.min(n, sites.length) - draft.filter((o) => o.type === 'build').length);
      return {
        text: sites.length
          ? `You may build ${plural(n, 'unit')}: click one of your empty centres (${listed(sites)}) and choose clipper or frigate.${transformText}`
          : `You have ${plural(n, 'centre')} more than units, but no empty centre of yours to build on.${transformText}`,
        actOn: [...sites.filter((s) => !ordered(s)), ...transforms],
        missing: left,
        missingText: left ? `${plural(left, 'build')} not used yet (you may leave them)` : null,
      };
    }
    if (n < 0) {
      const left = Math.max(0, -n - draft.filter((o) => o.type === 'disband').length);
      return {
        text: `You have more units than centres: disband ${plural(-n, 'unit')}. Click a unit and choose "disbands".${transformText}`,
        actOn: places.filter((p) => !ordered(p)),
        missing: left,
        missingText: left ? `${plural(left, 'disband')} still to choose, or the game disbands for you` : null,
      };
    }
    return { text: transformText.trim(), actOn: transforms, missing: 0, missingText: null };
  }

  if (phase.includes('retreats')) {
    const open = places.filter((p) => !ordered(p));
    return {
      text: `Your ${places.length === 1 ? 'unit' : 'units'} at ${listed(places)} ${places.length === 1 ? 'was' : 'were'} dislodged: click ${places.length === 1 ? 'it' : 'each'}, then a highlighted place to retreat there, or choose to disband.`,
      actOn: open,
      missing: open.length,
      missingText: open.length ? `${plural(open.length, 'unit')} without an order will be disbanded` : null,
    };
  }

  const open = places.filter((p) => !ordered(p));
  return {
    text: `Order your ${plural(places.length, 'unit')}: click a unit, then a highlighted place to move there; hold and support are in the list that opens.`,
    actOn: open,
    missing: open.length,
    missingText: open.length ? `${plural(open.length, 'unit')} without an order will hold` : null,
  };
}

/** The line shown once a unit is selected: what a click on the map does for it now, if anything. */
export function selectionPrompt(phase: string, legal: readonly Order[], selected: string): string {
  const orders = ordersOf(legal, selected);
  if (orders.some((o) => o.type === 'build')) {
    return phase.startsWith('build') ? `${selected}: choose clipper or frigate.` : `${selected}: build a clipper or a frigate here.`;
  }
  if (destinations(legal, selected).length > 0) {
    const verb = orders.some((o) => o.type === 'retreat') ? 'retreat' : 'move';
    return `${selected}: click a highlighted place to ${verb} there, or choose:`;
  }
  return `${selected}: choose:`;
}
