'use client';

import { MAX_COUNT } from '@/lib/collection/collection';
import { setCounts, useCollection } from '@/app/_lib/collection-store';

/**
 * Owned and wanted counts of one printing, each changed in one tap (− and + are 44 px targets). The counts live in
 * this browser (app/_lib/collection-store.ts) and follow to the server when the collection has a sync link.
 */
export function CollectionCounts({ id, name, compact = false }: { id: string; name: string; compact?: boolean }) {
  const { collection, ready } = useCollection();
  const counts = collection[id] ?? { owned: 0, wanted: 0 };
  return (
    <div className={`flex flex-wrap items-center gap-x-3 gap-y-1 print:hidden ${compact ? 'text-xs' : 'text-sm'}`} data-testid="collection-counts" data-card-id={id}>
      <Stepper label="Owned" value={counts.owned} name={name} disabled={!ready} onChange={(owned) => setCounts(id, { owned })} />
      <Stepper label="Wanted" value={counts.wanted} name={name} disabled={!ready} onChange={(wanted) => setCounts(id, { wanted })} />
    </div>
  );
}

function Stepper({ label, value, name, disabled, onChange }: { label: string; value: number; name: string; disabled: boolean; onChange: (n: number) => void }) {
  const button = 'tap inline-flex min-h-11 min-w-11 sm:min-h-9 sm:min-w-9 items-center justify-center rounded border border-ink/30 bg-white/70 text-lg font-bold leading-none hover:bg-white disabled:opacity-40';
  return (
    <span role="group" aria-label={`${label} copies of ${name}`} className="inline-flex items-center gap-1">
      <span className="min-w-12 font-semibold">{label}</span>
      <button type="button" className={button} aria-label={`Decrease ${label.toLowerCase()}`} disabled={disabled || value <= 0} onClick={() => onChange(value - 1)}>
        −
      </button>
      <output aria-live="polite" className="min-w-6 text-center font-mono text-base" data-testid={`${label.toLowerCase()}-count`}>
        {value}
      </output>
      <button type="button" className={button} aria-label={`Increase ${label.toLowerCase()}`} disabled={disabled || value >= MAX_COUNT} onClick={() => onChange(value + 1)}>
        +
      </button>
    </span>
  );
}
