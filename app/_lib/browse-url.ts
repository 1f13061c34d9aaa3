/** The state a `/cards` URL carries, so a filtered, sorted view can be shared. */
export interface BrowseState {
  q: string;
  sort?: string;
  dir?: string;
}

export function browseSearchParams({ q, sort, dir }: BrowseState): URLSearchParams {
  const params = new URLSearchParams();
  if (q.trim() !== '') params.set('q', q);
  if (sort) params.set('sort', sort);
  if (sort && dir) params.set('dir', dir);
  return params;
}

export function browseUrl(state: BrowseState): string {
  const search = browseSearchParams(state).toString();
  return search ? `/cards?${search}` : '/cards';
}

/** Cards per request on the browse page: a few screens of tiles, small enough to stay fast on a phone. */
export const PAGE_SIZE = 48;
