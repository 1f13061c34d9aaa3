'use client';

import { useId } from 'react';
import { emptyFilters, filtersToQuery, queryToFilters, type Filters, type NumericFilter } from '@/lib/cards/filters';
import { COMPARISON_OPS, normaliseText } from '@/lib/cards/query';
import type { TypeFilter } from '@/lib/cards/query';
import type { SetCode } from '@/lib/cards/sets';
import type { Facets } from './facets';

interface Props {
  query: string;
  facets: Facets;
  onQuery: (query: string) => void;
}

const BOX = 'rounded border border-ink/30 bg-white px-2 py-1 text-sm';

function toggle<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value);
}

function CheckboxGroup({ legend, options, isChecked, onToggle }: {
  legend: string;
  options: { value: string; label: string }[];
  isChecked: (value: string) => boolean;
  onToggle: (value: string, on: boolean) => void;
}) {
  const id = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="text-xs font-semibold">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
        {options.map((o) => (
          <label key={o.value} htmlFor={`${id}-${o.value}`} className="flex items-center gap-1 text-sm">
            <input id={`${id}-${o.value}`} type="checkbox" checked={isChecked(o.value)} onChange={(e) => onToggle(o.value, e.target.checked)} />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A labelled select whose first option, "Any", clears the filter. */
function AnySelect({ label, value, options, onChange }: {
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-semibold">
        {label}
      </label>
      <select id={id} className={BOX} value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
        <option value="">Any</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A number field and its comparison (`masts>=3`): the comparison alone filters nothing, so changing it without a
 * number keeps the query as it is, and an emptied number clears the filter.
 */
function NumberControl({ label, value, onChange }: { label: string; value: NumericFilter | undefined; onChange: (value: NumericFilter | undefined) => void }) {
  const id = useId();
  const op = value?.op ?? (label === 'Points' ? '<=' : '>=');
  return (
    <fieldset>
      <legend className="text-xs font-semibold">{label}</legend>
      <div className="flex gap-1">
        <label htmlFor={`${id}-op`} className="sr-only">
          {label} comparison
        </label>
        <select id={`${id}-op`} className={BOX} value={op} onChange={(e) => value && onChange({ ...value, op: e.target.value as NumericFilter['op'] })}>
          {COMPARISON_OPS.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-value`} className="sr-only">
          {label} value
        </label>
        <input
          id={`${id}-value`}
          type="number"
          min={0}
          inputMode="numeric"
          className={`${BOX} w-20`}
          value={value?.value ?? ''}
          onChange={(e) => {
            const n = e.target.valueAsNumber;
            onChange(Number.isFinite(n) && n >= 0 ? { op, value: n } : undefined);
          }}
        />
      </div>
    </fieldset>
  );
}

/**
 * Filter controls that read and write the search query itself (lib/cards/filters), so what they show is
 * always the query in the box and a filtered view is a shareable `?q=` URL.
 */
export function FilterControls({ query, facets, onQuery }: Props) {
  const filters = queryToFilters(query);
  const update = (change: Partial<Filters>) => onQuery(filtersToQuery({ ...(filters ?? emptyFilters()), ...change }));
  const hasFilters = filters !== null && filtersToQuery({ ...emptyFilters(), text: filters.text }) !== filtersToQuery(filters);

  const factionChecked = (name: string) => filters?.factions.includes(normaliseText(name)) ?? false;

  return (
    <details className="rounded-lg border border-ink/15 bg-white" data-testid="filters">
      <summary className="cursor-pointer select-none px-3 py-2 font-semibold">Filters</summary>
      <div className="space-y-3 border-t border-ink/10 px-3 py-3">
        {filters === null ? (
          <p className="text-sm text-ink/80">
            The controls cannot show this query: it uses negation, exact names or mixed <code>or</code> terms, or is not
            finished. Edit it in the search box, or{' '}
            <button type="button" className="text-sea underline" onClick={() => onQuery('')}>
              start over
            </button>
            .
          </p>
        ) : (
          <>
            <CheckboxGroup
              legend="Type"
              options={facets.types.map((t) => ({ value: t, label: t.charAt(0).toUpperCase() + t.slice(1) }))}
              isChecked={(t) => filters.types.includes(t as TypeFilter)}
              onToggle={(t, on) => update({ types: toggle(filters.types, t as TypeFilter, on) })}
            />
            <CheckboxGroup
              legend="Faction"
              options={facets.factions.map((f) => ({ value: f, label: f }))}
              isChecked={factionChecked}
              onToggle={(f, on) => update({ factions: toggle(filters.factions, normaliseText(f), on) })}
            />
            <CheckboxGroup
              legend="Set"
              options={facets.sets.map((s) => ({ value: s.code, label: `${s.code} · ${s.name}` }))}
              isChecked={(s) => filters.sets.includes(s as SetCode)}
              onToggle={(s, on) => update({ sets: toggle(filters.sets, s as SetCode, on) })}
            />
            <div className="flex flex-wrap items-end gap-4">
              <AnySelect
                label="Rarity"
                value={filters.rarity}
                options={facets.rarities.map((r) => ({ value: normaliseText(r), label: r }))}
                onChange={(rarity) => update({ rarity })}
              />
              <AnySelect
                label="Keyword"
                value={filters.keyword}
                options={facets.keywords.map((k) => ({ value: k.id, label: k.name }))}
                onChange={(keyword) => update({ keyword })}
              />
              <NumberControl label="Points" value={filters.pts} onChange={(pts) => update({ pts })} />
              <NumberControl label="Masts" value={filters.masts} onChange={(masts) => update({ masts })} />
              <NumberControl label="Cargo" value={filters.cargo} onChange={(cargo) => update({ cargo })} />
              <AnySelect
                label="Base move"
                value={filters.move}
                options={facets.moves.map((m) => ({ value: m, label: m }))}
                onChange={(move) => update({ move })}
              />
            </div>
            {hasFilters && (
              <button type="button" className="text-sm text-sea underline" onClick={() => onQuery(filtersToQuery({ ...emptyFilters(), text: filters.text }))}>
                Clear filters
              </button>
            )}
          </>
        )}
      </div>
    </details>
  );
}
