'use client';

import Link from 'next/link';
import { useEffect, useMemo, useState } from 'react';
import type { Card } from '@/lib/cards/card';
import { collectionToCsv, parseCollectionCsv, type CsvProblem } from '@/lib/collection/csv';
import { COLLECTION_FILTERS, inFilter, progressBySet, tradeList, tradeListText, type CollectionFilter } from '@/lib/collection/progress';
import { idLookupKey } from '@/lib/cards/ids';
import { CardCountsList } from './CardCountsList';
import { CollectionSearch } from './CollectionSearch';
import { createSyncLink, forgetSyncLink, openSyncLink, replaceCollection, useCollection } from '@/app/_lib/collection-store';

export type CollectionCard = Pick<Card, 'id' | 'name' | 'set' | 'type' | 'generic'>;

const SHOWN = 100;

/** Progress per set, filters, CSV import/export, the sync and trade-list links, over the collection this browser keeps. */
export function CollectionPage({ cards }: { cards: CollectionCard[] }) {
  const { collection, sync, syncStatus, syncError, ready } = useCollection();
  const [filter, setFilter] = useState<CollectionFilter>('owned');
  const [message, setMessage] = useState<string | null>(null);
  const [problems, setProblems] = useState<CsvProblem[]>([]);
  const byId = useMemo(() => new Map(cards.map((c) => [c.id, c])), [cards]);
  const byKey = useMemo(() => new Map(cards.map((c) => [idLookupKey(c.id), c.id])), [cards]);

  // `/collection?key=…` is the private sync link: opening it loads the server copy into this browser.
  useEffect(() => {
    const key = new URLSearchParams(window.location.search).get('key');
    if (!key) return;
    void openSyncLink(key).then((outcome) => {
      setMessage(outcome.ok ? 'Loaded your collection from its sync link; changes here are synced to it.' : outcome.message);
      if (outcome.ok) window.history.replaceState(null, '', '/collection');
    });
  }, []);

  const progress = useMemo(() => progressBySet(cards as Card[], collection), [cards, collection]);
  const listed = useMemo(() => cards.filter((c) => inFilter(c as Card, collection, filter)), [cards, collection, filter]);
  const trade = useMemo(() => tradeList(collection, (id) => byId.get(id) as Card | undefined), [collection, byId]);

  function exportCsv() {
    const blob = new Blob([collectionToCsv(collection)], { type: 'text/csv' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = 'collection.csv';
    a.click();
    URL.revokeObjectURL(a.href);
  }

  async function importCsv(file: File) {
    const outcome = parseCollectionCsv(await file.text(), (id) => byKey.get(idLookupKey(id)));
    if (!outcome.ok) {
      setProblems(outcome.problems);
      setMessage(`Nothing was imported: ${outcome.problems.length} line${outcome.problems.length === 1 ? '' : 's'} to fix.`);
      return;
    }
    setProblems([]);
    replaceCollection(outcome.collection);
    setMessage(`Imported ${Object.keys(outcome.collection).length} cards.`);
  }

  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <div className="space-y-6">
      {message && (
        <p role="status" className="rounded border border-ink/20 bg-white/60 px-3 py-2 text-sm" data-testid="collection-message">
          {message}
        </p>
      )}
      {problems.length > 0 && (
        <ul role="alert" className="list-disc rounded border border-red-700/40 bg-red-50 py-2 pr-3 pl-6 text-sm text-red-900" data-testid="import-problems">
          {problems.map((p) => (
            <li key={p.line}>{p.message}</li>
          ))}
        </ul>
      )}

      <section aria-labelledby="progress-heading">
        <h2 id="progress-heading" className="font-display text-xl font-bold">
          Progress per set
        </h2>
        <table className="mt-2 w-full max-w-xl text-sm" data-testid="set-progress">
          <tbody>
            {progress.map((row) => (
              <tr key={row.set} className="border-b border-ink/10">
                <th scope="row" className="py-1 text-left font-normal">
                  {row.name}
                </th>
                <td className="py-1 text-right font-mono">
                  {row.owned} / {row.total}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="cards-heading" className="space-y-2">
        <h2 id="cards-heading" className="font-display text-xl font-bold">
          Cards
        </h2>
        <CollectionSearch syncKey={sync?.key ?? null} />
        <div role="tablist" aria-label="Show" className="flex flex-wrap gap-1">
          {COLLECTION_FILTERS.map((f) => (
            <button key={f} type="button" role="tab" aria-selected={filter === f} onClick={() => setFilter(f)} className={`rounded-full border px-3 py-1 text-sm ${filter === f ? 'border-ink bg-ink text-white' : 'border-ink/30 bg-white'}`}>
              {f}
            </button>
          ))}
        </div>
        <p className="text-sm" data-testid="filter-count">
          {ready ? `${listed.length} cards${listed.length > SHOWN ? `, first ${SHOWN} shown` : ''}` : 'Reading your collection…'}
        </p>
        {ready && listed.length === 0 && filter === 'owned' && Object.keys(collection).length === 0 ? (
          <p className="rounded border border-dashed border-ink/30 p-3 text-sm" data-testid="collection-empty">
            Nothing marked yet. Use the Owned + on a <Link href="/cards" className="text-sea underline">card&apos;s page or in search results</Link>, or import a CSV
            below.
          </p>
        ) : (
          <CardCountsList cards={listed.slice(0, SHOWN)} testId="collection-list" />
        )}
      </section>

      <section aria-labelledby="io-heading" className="space-y-2 print:hidden">
        <h2 id="io-heading" className="font-display text-xl font-bold">
          Import and export
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <button type="button" onClick={exportCsv} className="rounded bg-sea px-4 py-2 font-semibold text-white">
            Export CSV
          </button>
          <label className="inline-flex min-h-11 cursor-pointer items-center rounded border border-ink/30 bg-white px-4 py-2 font-semibold">
            Import CSV
            <input type="file" accept=".csv,text/csv,text/plain" className="sr-only" data-testid="import-csv" onChange={(e) => e.target.files?.[0] && void importCsv(e.target.files[0])} />
          </label>
        </div>
        <p className="text-xs text-ink/70">Columns id,owned,wanted. An import with any bad line changes nothing and lists the lines.</p>
      </section>

      <section aria-labelledby="sync-heading" className="space-y-2 print:hidden">
        <h2 id="sync-heading" className="font-display text-xl font-bold">
          On your other devices
        </h2>
        {sync ? (
          <>
            <p className="text-sm">
              Private sync link (keep it secret: it changes your collection):{' '}
              <input readOnly value={`${origin}/collection?key=${sync.key}`} className="w-full rounded border border-ink/30 bg-white px-2 py-1 font-mono text-xs" data-testid="sync-link" onFocus={(e) => e.target.select()} />
            </p>
            <p className="text-sm">
              Public trade list (read-only):{' '}
              <Link href={`/collection/shared/${sync.shareId}`} className="text-sea underline" data-testid="share-link">
                {`${origin}/collection/shared/${sync.shareId}`}
              </Link>
            </p>
            <p className="text-xs" aria-live="polite" data-testid="sync-status">
              {syncStatus === 'pending' ? 'Syncing…' : syncStatus === 'error' ? `Not synced: ${syncError}` : 'Synced.'}
            </p>
            <button type="button" onClick={forgetSyncLink} className="rounded border border-ink/30 px-3 py-1 text-sm">
              Stop syncing this browser
            </button>
          </>
        ) : (
          <button
            type="button"
            onClick={() => void createSyncLink().then((o) => setMessage(o.ok ? 'Sync link made.' : o.message))}
            className="rounded bg-sea px-4 py-2 font-semibold text-white"
          >
            Make a sync link
          </button>
        )}
      </section>

      <section aria-labelledby="trade-heading" className="space-y-2">
        <h2 id="trade-heading" className="font-display text-xl font-bold">
          Haves and wants
        </h2>
        <pre className="rounded border border-ink/20 bg-white p-3 text-sm whitespace-pre-wrap" data-testid="trade-list">
          {tradeListText(trade)}
        </pre>
        <button type="button" onClick={() => window.print()} className="rounded border border-ink/30 px-3 py-1 text-sm print:hidden">
          Print
        </button>
      </section>
    </div>
  );
}
