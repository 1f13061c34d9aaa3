'use client';

import { useEffect, useRef, useState } from 'react';
import type { CardPage, QueryProblem } from '@/app/_lib/search-cards';
import { browseSearchParams, browseStateOf, browseUrl, PAGE_SIZE, sameBrowseState, type BrowseState } from '@/app/_lib/browse-url';
import { MAX_LIMIT } from '@/app/_lib/list-params';
import { plural } from '@/app/_lib/plural';
import { CardTile } from '@/app/_components/CardTile';
import { FilterControls } from './FilterControls';
import type { Facets } from './facets';
import { QueryProblemView } from './QueryProblemView';
import { suggestQuery } from '@/lib/cards/query';

// Long enough to skip the requests for half-typed words, short enough to feel immediate.
const DEBOUNCE_MS = 150;

const SORTS = [
  { value: '', label: 'Relevance' },
  { value: 'name', label: 'Name' },
  { value: 'points', label: 'Points' },
  { value: 'masts', label: 'Masts' },
  { value: 'cargo', label: 'Cargo' },
  { value: 'speed', label: 'Speed' },
  { value: 'set', label: 'Set' },
];

type Outcome = { ok: true; page: CardPage } | { ok: false; problem: QueryProblem };

class FetchFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'FetchFailure';
  }
}

async function fetchCards(state: BrowseState, offset: number, limit: number, signal: AbortSignal): Promise<Outcome> {
  const params = browseSearchParams(state);
  params.delete('printings');
  if (state.printings !== 'all') params.set('group', 'piece');
  params.set('limit', String(limit));
  params.set('offset', String(offset));
  const res = await fetch(`/api/cards?${params}`, { signal });
  const body = await res.json();
  if (res.ok) return { ok: true, page: body as CardPage };
  if (res.status === 400 && body?.error?.code === 'invalid-query') {
    const { message, position, reason } = body.error;
    return { ok: false, problem: { message, position, reason } };
  }
  throw new FetchFailure(res.status, body?.error?.message ?? `The server answered ${res.status}.`);
}

interface Props {
  /** `page` is null when the URL's query does not parse: there are no earlier results to keep showing. */
  initial: BrowseState & { page: CardPage | null; problem: QueryProblem | null };
  facets: Facets;
}

/**
 * What this page keeps in its history entry besides the URL: how many results were shown and where the page was
 * scrolled, so Back from a card returns to the same place. Next.js keeps its own keys in the same object.
 */
interface BrowseHistory {
  cardsShown?: number;
  scrollY?: number;
}

/**
 * Scrolls to `y` as soon as the page is tall enough: restored tiles arrive after the page, and a scroll issued before
 * that stops short at the bottom of what has loaded. It holds `y` for two seconds, because the browser's own
 * restoration of the history entry can land later and clamp the page to where the first 48 tiles ended; it stops at
 * once when the player wheels, touches or presses a key (a changed scrollY alone is not the player: that clamp
 * changes it too).
 */
function scrollOnceTallEnough(y: number) {
  const until = performance.now() + 2000;
  const PLAYER = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  let player = false;
  const stop = () => {
    player = true;
  };
  for (const e of PLAYER) window.addEventListener(e, stop, { passive: true, once: true });
  const step = () => {
    if (!player && Math.abs(window.scrollY - y) > 2) window.scrollTo(0, y);
    if (!player && performance.now() < until) requestAnimationFrame(step);
    else for (const e of PLAYER) window.removeEventListener(e, stop);
  };
  requestAnimationFrame(step);
}

function rememberInHistory(change: BrowseHistory, url?: string) {
  const state = (window.history.state ?? {}) as Record<string, unknown>;
  window.history.replaceState({ ...state, ...change }, '', url ?? window.location.href);
}

export function CardBrowser({ initial, facets }: Props) {
  const [query, setQuery] = useState(initial.q);
  const [sort, setSort] = useState(initial.sort ?? '');
  const [dir, setDir] = useState(initial.dir ?? 'asc');
  const [printings, setPrintings] = useState(initial.printings);
  const [page, setPage] = useState(initial.page);
  const [problem, setProblem] = useState<{ query: string; problem: QueryProblem } | null>(
    initial.problem ? { query: initial.q, problem: initial.problem } : null,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const controller = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The search the visible results belong to: "load more" must continue it, not the half-typed box.
  const shown = useRef<BrowseState>({ q: initial.q, sort: initial.sort, dir: initial.dir, printings: initial.printings });

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      controller.current?.abort();
    },
    [],
  );

  /*
   * After Back, Next.js may show this page as it was first rendered, while the URL says the search the player had
   * typed since (the box updates the URL in place). The URL and the history entry are the truth: restore query,
   * sort and as many results as were shown, then the scroll position.
   */
  useEffect(() => {
    const fromUrl = browseStateOf(new URLSearchParams(window.location.search));
    const saved = (window.history.state ?? {}) as BrowseHistory;
    const initialState = { q: initial.q, sort: initial.sort, dir: initial.dir, printings: initial.printings };
    const wanted = Math.max(PAGE_SIZE, saved.cardsShown ?? 0);
    if (sameBrowseState(fromUrl, initialState) && wanted <= PAGE_SIZE) {
      if (saved.scrollY) window.scrollTo(0, saved.scrollY);
      return;
    }
    setQuery(fromUrl.q);
    setSort(fromUrl.sort ?? '');
    setDir(fromUrl.dir ?? 'asc');
    setPrintings(fromUrl.printings);
    run(fromUrl, 0, wanted, saved.scrollY);
    // Runs once, on arrival: later changes come from the controls.
  }, []);

  useEffect(() => {
    let pending: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(pending);
      pending = setTimeout(() => rememberInHistory({ scrollY: Math.round(window.scrollY) }), 150);
    };
    // Leaving for a card must not wait for the debounce: the click is seen before the router navigates.
    const onLeave = () => {
      clearTimeout(pending);
      rememberInHistory({ scrollY: Math.round(window.scrollY) });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('click', onLeave, { capture: true });
    window.addEventListener('pagehide', onLeave);
    return () => {
      clearTimeout(pending);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('click', onLeave, { capture: true });
      window.removeEventListener('pagehide', onLeave);
    };
  }, []);

  function run(state: BrowseState, offset: number, limit = PAGE_SIZE, scrollTo?: number) {
    if (offset === 0) clearTimeout(timer.current);
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setLoading(true);
    // A restore keeps what the history entry remembers: React may run the restoring effect twice (Strict Mode).
    if (offset === 0 && scrollTo === undefined) rememberInHistory({ cardsShown: undefined, scrollY: undefined }, browseUrl(state));
    fetchCards(state, offset, Math.min(limit, MAX_LIMIT), current.signal)
      .then((outcome) => {
        if (current.signal.aborted) return;
        setFailure(null);
        if (!outcome.ok) {
          setProblem({ query: state.q, problem: outcome.problem });
          return;
        }
        setProblem(null);
        shown.current = state;
        setPage((prev) => {
          const next =
            offset === 0 || !prev
              ? outcome.page
              : { total: outcome.page.total, cards: [...prev.cards, ...outcome.page.cards], printings: { ...prev.printings, ...outcome.page.printings } };
          rememberInHistory({ cardsShown: next.cards.length });
          return next;
        });
        if (scrollTo !== undefined) scrollOnceTallEnough(scrollTo);
      })
      .catch((err: unknown) => {
        if (current.signal.aborted) return;
        setFailure(err instanceof Error ? err.message : 'The search failed.');
      })
      .finally(() => {
        if (controller.current === current) setLoading(false);
      });
  }

  function stateWith(change: Partial<BrowseState>): BrowseState {
    return { q: query, sort: sort || undefined, dir: sort ? dir : undefined, printings, ...change };
  }

  function onPrintings(all: boolean) {
    const value = all ? ('all' as const) : undefined;
    setPrintings(value);
    run(stateWith({ printings: value }), 0);
  }

  function onType(value: string) {
    setQuery(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => run(stateWith({ q: value }), 0), DEBOUNCE_MS);
  }

  function onQueryFromFilters(value: string) {
    setQuery(value);
    run(stateWith({ q: value }), 0);
  }

  function onSort(value: string) {
    setSort(value);
    run(stateWith({ sort: value || undefined, dir: value ? dir : undefined }), 0);
  }

  function onDir(value: string) {
    setDir(value);
    run(stateWith({ dir: sort ? value : undefined }), 0);
  }

  const remaining = page ? page.total - page.cards.length : 0;

  return (
    <div className="space-y-4">
      <form role="search" className="space-y-2" onSubmit={(e) => { e.preventDefault(); run(stateWith({}), 0); }}>
        <label htmlFor="card-query" className="block text-sm font-semibold">
          Search cards
        </label>
        <input
          id="card-query"
          name="q"
          type="search"
          value={query}
          onChange={(e) => onType(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          placeholder="e.g. t:ship n:pirate masts>=3"
          aria-describedby={problem ? 'query-error' : 'query-help'}
          aria-invalid={problem !== null}
          className="w-full rounded border border-ink/30 bg-white px-3 py-2 font-mono text-base"
        />
        {problem ? (
          <>
            <QueryProblemView id="query-error" query={problem.query} problem={problem.problem} keptResults={page !== null} />
            <Suggestion query={problem.query} onPick={onQueryFromFilters} />
          </>
        ) : (
          <p id="query-help" className="text-xs text-ink/70">
            Words match names. Fields: <code>t:</code> <code>n:</code> <code>set:</code> <code>r:</code> <code>k:</code>{' '}
            <code>o:</code> <code>pts&gt;=10</code> <code>masts</code> <code>cargo</code> <code>move:S+L</code>{' '}
            <code>cannon:3S</code>; <code>-</code> negates, <code>or</code> and parentheses combine.
          </p>
        )}
      </form>

      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="card-sort" className="block text-xs font-semibold">
            Sort by
          </label>
          <select id="card-sort" value={sort} onChange={(e) => onSort(e.target.value)} className="rounded border border-ink/30 bg-white px-2 py-1">
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="card-dir" className="block text-xs font-semibold">
            Order
          </label>
          <select id="card-dir" value={dir} disabled={!sort} onChange={(e) => onDir(e.target.value)} className="rounded border border-ink/30 bg-white px-2 py-1 disabled:opacity-50">
            <option value="asc">Ascending</option>
            <option value="desc">Descending</option>
          </select>
        </div>
        <label className="flex items-center gap-2 pb-1 text-sm">
          <input type="checkbox" checked={printings === 'all'} onChange={(e) => onPrintings(e.target.checked)} data-testid="every-printing" />
          Show every printing
        </label>
      </div>

      <FilterControls query={query} facets={facets} onQuery={onQueryFromFilters} />

      <p aria-live="polite" className="text-sm" data-testid="result-count">
        {loading ? 'Searching… ' : ''}
        {page && `${page.total.toLocaleString('en')} ${plural(page.total, 'card').split(' ')[1]}`}
      </p>
      {failure && (
        <p role="alert" className="rounded border border-red-700/40 bg-red-50 px-3 py-2 text-sm text-red-900">
          {failure}
        </p>
      )}

      {page === null ? null : page.cards.length === 0 ? (
        <div className="rounded-lg border border-dashed border-ink/30 px-4 py-10 text-center" data-testid="empty-state">
          <p className="font-display text-xl">No cards match this search.</p>
          <Suggestion query={shown.current.q} onPick={onQueryFromFilters} />
          <p className="mt-2 text-sm text-ink/70">Try fewer terms, a shorter name, or remove a filter.</p>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4" data-testid="results">
          {page.cards.map((card) => (
            <li key={card.id}>
              <CardTile card={card} printings={page.printings?.[card.id]} />
            </li>
          ))}
        </ul>
      )}

      {page && remaining > 0 && (
        <div className="text-center">
          <button
            type="button"
            onClick={() => run(shown.current, page.cards.length)}
            disabled={loading}
            className="rounded bg-sea px-4 py-2 font-semibold text-white hover:bg-ink disabled:opacity-60"
          >
            Show {Math.min(PAGE_SIZE, remaining)} more ({remaining.toLocaleString('en')} left)
          </button>
        </div>
      )}
    </div>
  );
}

/** "Did you mean …": the query syntax a search written in words probably meant (lib/cards/query/suggest.ts). */
function Suggestion({ query, onPick }: { query: string; onPick: (query: string) => void }) {
  const suggestion = suggestQuery(query);
  if (!suggestion) return null;
  return (
    <p className="mt-2 text-sm" data-testid="query-suggestion">
      Did you mean{' '}
      <button type="button" onClick={() => onPick(suggestion)} className="tap rounded border border-sea/40 bg-white px-2 py-1 font-mono font-semibold text-sea hover:bg-sea/5">
        {suggestion}
      </button>
      ?
    </p>
  );
}
