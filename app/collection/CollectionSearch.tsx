'use client';

import Link from 'next/link';
import { useState } from 'react';
import type { CardPage, QueryProblem } from '@/app/_lib/search-cards';
import { QueryProblemView } from '@/app/cards/QueryProblemView';
import { CardCountsList } from './CardCountsList';

/**
 * The card search language over this collection's counts (`own>=1 t:ship`, `own=0 set:rv`, `want>=1`). The server
 * answers it (`GET /api/cards?collection=…`, DESIGN.md "Collections"), so it reads the copy kept under the sync key:
 * a collection kept only in this browser is asked to make its sync link first.
 */
export function CollectionSearch({ syncKey }: { syncKey: string | null }) {
  const [query, setQuery] = useState('');
  const [result, setResult] = useState<{ query: string; page: CardPage } | null>(null);
  const [problem, setProblem] = useState<{ query: string; problem: QueryProblem } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function search(e: React.FormEvent) {
    e.preventDefault();
    if (!syncKey || !query.trim()) return;
    setBusy(true);
    setError(null);
    try {
      const res = await fetch(`/api/cards?${new URLSearchParams({ q: query, collection: syncKey, limit: '100' })}`);
      const body = (await res.json().catch(() => null)) as (CardPage & { error?: { message: string; position?: number; reason?: string } }) | null;
      if (res.ok && body) {
        setProblem(null);
        setResult({ query, page: body });
      } else if (body?.error && body.error.position !== undefined) {
        setProblem({ query, problem: { message: body.error.message, position: body.error.position, reason: body.error.reason ?? '' } });
      } else setError(body?.error?.message ?? `The search failed (the server answered ${res.status}).`);
    } catch {
      setError('The server could not be reached.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2" data-testid="collection-search">
      <form onSubmit={(e) => void search(e)} className="flex flex-wrap gap-2" role="search">
        <label className="sr-only" htmlFor="collection-query">
          Search your collection
        </label>
        <input
          id="collection-query"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="own>=1 t:ship n:pirate"
          className="min-h-11 min-w-0 flex-1 rounded border border-ink/30 bg-white px-2 font-mono text-sm"
          disabled={!syncKey}
          aria-describedby="collection-query-help"
        />
        <button type="submit" disabled={!syncKey || busy || !query.trim()} className="min-h-11 rounded bg-sea px-4 font-semibold text-white disabled:opacity-50">
          Search
        </button>
      </form>
      <p id="collection-query-help" className="text-xs text-ink/70">
        {syncKey ? (
          <>
            The <Link href="/" className="underline">card search language</Link> with <code>own</code> and <code>want</code>: <code>own&gt;=1</code>,{' '}
            <code>own=0</code>, <code>want&gt;=1</code>. It reads the synced copy, a moment behind your last tap.
          </>
        ) : (
          'Searching with own and want reads the copy kept under your sync link: make one below first.'
        )}
      </p>
      {problem && <QueryProblemView query={problem.query} problem={problem.problem} id="collection-query-problem" keptResults={result !== null} />}
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
      {result && (
        <>
          <p className="text-sm" data-testid="collection-search-count">
            {result.page.total} card{result.page.total === 1 ? '' : 's'} match <code>{result.query}</code>
            {result.page.total > result.page.cards.length ? `, first ${result.page.cards.length} shown` : ''}.
          </p>
          <CardCountsList cards={result.page.cards} testId="collection-search-results" />
        </>
      )}
    </div>
  );
}
