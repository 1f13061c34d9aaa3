import type { Metadata } from 'next';
import { connection } from 'next/server';
import { SortDir, SortKey } from '@/lib/cards/sort';
import { getCardStore } from '@/app/_lib/card-store';
import { searchCardPage } from '@/app/_lib/search-cards';
import { PAGE_SIZE } from '@/app/_lib/browse-url';
import { CardBrowser } from './CardBrowser';
import { facetsOf } from './facets';

export const metadata: Metadata = { title: 'Cards' };

type SearchParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The first page is rendered on the server from the URL, so a shared link shows its results at once
 * (and without JavaScript); the browser component takes over for typing, filters and paging.
 */
export default async function CardsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await connection();
  const params = await searchParams;
  const q = first(params.q) ?? '';
  // A stale or hand-edited sort in a shared link falls back to the default rather than failing the page.
  const sort = SortKey.safeParse(first(params.sort)).data;
  const dir = sort ? SortDir.safeParse(first(params.dir)).data : undefined;
  const printings = first(params.printings) === 'all' ? ('all' as const) : undefined;

  const outcome = searchCardPage({ q, limit: PAGE_SIZE, offset: 0, sort, dir, group: printings === 'all' ? undefined : 'piece' });
  const initial = {
    q,
    sort,
    dir,
    printings,
    page: outcome.ok ? outcome.page : null,
    problem: outcome.ok ? null : outcome.problem,
  };

  return (
    <div className="tap-targets space-y-4">
      <h1 className="font-display text-3xl font-bold">Cards</h1>
      <CardBrowser key={`${q}\u0000${sort}\u0000${dir}\u0000${printings}`} initial={initial} facets={facetsOf(getCardStore().cards)} />
    </div>
  );
}
