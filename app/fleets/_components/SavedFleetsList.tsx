'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { getRuleset } from '@/lib/rules';
import { forgetSaved, readSavedList, type SavedEntry } from '../_lib/saved-list';
import { buildAmount } from '@/app/_components/card-labels';

/** The fleets this browser saved; read after mount because local storage exists only in the browser. */
export function SavedFleetsList() {
  const [list, setList] = useState<SavedEntry[] | null>(null);
  useEffect(() => setList(readSavedList(window.localStorage)), []);

  return (
    <section aria-labelledby="saved-heading" data-testid="saved-fleets">
      <h2 id="saved-heading" className="font-display text-xl font-bold">
        Your saved fleets
      </h2>
      {list === null ? null : list.length === 0 ? (
        <p className="mt-1 text-sm text-ink/70">
          Fleets you save in this browser appear here, and only this browser can change them. Anyone with a fleet&apos;s link can open it and save a
          copy.
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-ink/10 rounded border border-ink/15 bg-white text-sm">
          {list.map((e) => (
            <li key={e.slug} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2" data-slug={e.slug}>
              <div className="min-w-0">
                <Link href={`/fleets/${e.slug}`} className="tap font-semibold text-sea underline">
                  {e.name || `Fleet ${e.slug}`}
                </Link>
                <div className="text-ink/60">
                  {getRuleset(e.ruleset)?.name ?? e.ruleset} · {e.pointsUsed} of {buildAmount(e.pointsAllowed, getRuleset(e.ruleset)?.buildUnit ?? 'points')} ·{' '}
                  {e.legal ? 'legal' : 'not legal'} · saved {new Date(e.savedAt).toLocaleDateString()}
                  {!e.editKey && ' · read-only here'}
                </div>
              </div>
              <button
                type="button"
                onClick={() => setList(forgetSaved(window.localStorage, e.slug))}
                className="rounded border border-ink/30 px-2 py-1 text-xs hover:bg-ink/5"
                aria-label={`Remove ${e.name || e.slug} from this list`}
                title="The fleet stays saved at its link; this browser will no longer change it in place."
              >
                Remove from list
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
