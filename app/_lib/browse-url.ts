/** The state a `/cards` URL carries, so a filtered, sorted view can be shared. */
export interface BrowseState {
  q: string;
  sort?: string;
  dir?: string;
  /** `all`: a tile per printing; otherwise one tile per game piece with its printings. */
  printings?: 'all';
}

export function browseSearchParams({ q, sort, dir, printings }: BrowseState): URLSearchParams {
  const params = new URLSearchParams();
  if (q.trim() !== '') params.set('q', q);
  if (sort) params.set('sort', sort);
  if (sort && dir) params.set('dir', dir);
  if (printings === 'all') params.set('printings', 'all');
  return params;
}

export function browseUrl(state: BrowseState): string {
  const search = browseSearchParams(state).toString();
  return search ? `/cards?${search}` : '/cards';
}

/** The browse state a `/cards` URL's query string says, read the way the server page reads it. */
export function browseStateOf(search: URLSearchParams): BrowseState {
  const sort = search.get('sort') || undefined;
  return {
    q: search.get('q') ?? '',
    sort,
    dir: sort ? search.get('dir') || undefined : undefined,
    printings: search.get('printings') === 'all' ? 'all' : undefined,
  };
}

export function sameBrowseState(a: BrowseState, b: BrowseState): boolean {
  return browseUrl(a) === browseUrl(b);
}

/** Cards per request on the browse page: a few screens of tiles, small enough to stay fast on a phone. */
export const PAGE_SIZE = 48;
