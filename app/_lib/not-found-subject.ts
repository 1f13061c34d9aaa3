/**
 * What the not-found page says was not found, from the address asked for: a match,
 * a card, a fleet, or a page. Pure, so each wording is tested without a server. Fleets have their own page under
 * app/fleets/[slug]; the fleet case here covers their other addresses (a mistyped print link).
 */
export type NotFoundSubject = {
  title: string;
  text: string;
  links: { href: string; label: string }[];
};

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** `path` as the browser asked for it, e.g. `/matches/abc`; null when unknown. */
export function notFoundSubject(path: string | null): NotFoundSubject {
  const segments = (path ?? '').split('/').filter(Boolean);
  const [first, second, third] = segments;
  // Only an item's own address names it: `/matches/abc/more` is a missing page, whatever abc is.
  const id = second && (segments.length === 2 || (first === 'fleets' && third === 'print' && segments.length === 3)) ? decode(second).slice(0, 80) : null;
  if (first === 'matches' && id) {
    return {
      title: 'No match here',
      text: `There is no match with the id "${id}". The link may be mistyped or cut short.`,
      links: [
        { href: '/matches', label: 'Your matches and new ones' },
        { href: '/diplomacy', label: 'Start a Diplomacy game' },
      ],
    };
  }
  if (first === 'cards' && id) {
    return {
      title: 'No card here',
      text: `No card has the id "${id}". Card ids look like SM-PS-025 (set, then number); the search finds a card by its name.`,
      links: [{ href: '/cards', label: 'Search the cards' }],
    };
  }
  if (first === 'fleets' && id) {
    return {
      title: 'No fleet here',
      text: `No saved fleet is at "${id}". The link may be mistyped or cut short.`,
      links: [
        { href: '/fleets', label: 'Fleets saved in this browser' },
        { href: '/fleets/new', label: 'Build a new fleet' },
      ],
    };
  }
  return {
    title: 'No page here',
    text: path ? `The site has no page at ${decode(path).slice(0, 120)}.` : 'The site has no page at this address.',
    links: [
      { href: '/', label: 'The home page' },
      { href: '/cards', label: 'Search the cards' },
    ],
  };
}
