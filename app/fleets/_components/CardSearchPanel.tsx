'use client';

import { useEffect, useState } from 'react';
import type { Card } from '@/lib/cards/card';
import { pointsLabel, typeLabel } from '@/app/_components/card-labels';
import { factionColours } from '@/app/_components/faction-colours';
import { canAddToFleet, carriedAboard } from '@/lib/fleet/composition';
import { plural } from '@/app/_lib/plural';

// Long enough to skip half-typed words, short enough to feel immediate (as on /cards).
const DEBOUNCE_MS = 200;
const RESULTS = 30;

const TYPES = [
  { value: 'ship', label: 'Ships' },
  { value: 'crew', label: 'Crew' },
  { value: 'equipment', label: 'Equipment' },
  { value: 'fort', label: 'Forts' },
  { value: 'treasure', label: 'Treasure' },
];

export const CARD_DRAG_TYPE = 'application/x-pirates-card';

interface Props {
  onFound: (cards: Card[]) => void;
  onAdd: (card: Card) => void;
  /** Name of the ship crew are added to by the Add button, or null when they go ashore. */
  crewTarget: string | null;
}

type State = { status: 'loading' } | { status: 'ok'; total: number; cards: Card[] } | { status: 'error'; message: string };

/** Card search beside the fleet: the /cards query syntax through `GET /api/cards`, narrowed to one card type. */
export function CardSearchPanel({ onFound, onAdd, crewTarget }: Props) {
  const [text, setText] = useState('');
  const [type, setType] = useState('ship');
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    const q = text.trim() === '' ? `t:${type}` : `t:${type} (${text})`;
    const timer = setTimeout(() => {
      setState({ status: 'loading' });
      fetch(`/api/cards?${new URLSearchParams({ q, limit: String(RESULTS), sort: 'name' })}`, { signal: controller.signal })
        .then(async (res) => {
          const body = await res.json();
          if (!res.ok) {
            setState({ status: 'error', message: body?.error?.message ?? `The search failed (${res.status}).` });
            return;
          }
          onFound(body.cards);
          setState({ status: 'ok', total: body.total, cards: body.cards });
        })
        .catch((err: unknown) => {
          if (!controller.signal.aborted) setState({ status: 'error', message: err instanceof Error ? err.message : 'The search failed.' });
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, type, onFound]);

  return (
    <section aria-labelledby="search-heading" className="min-w-0 space-y-3 print:hidden">
      <h2 id="search-heading" className="font-display text-xl font-bold">
        Add cards
      </h2>
      <div role="tablist" aria-label="Card type" className="flex flex-wrap gap-1">
        {TYPES.map((t) => (
          <button
            key={t.value}
            type="button"
            role="tab"
            aria-selected={type === t.value}
            onClick={() => setType(t.value)}
            className={`rounded-full border px-3 py-1 text-sm ${type === t.value ? 'border-ink bg-ink text-white' : 'border-ink/30 bg-white hover:border-ink'}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <label htmlFor="fleet-card-query" className="sr-only">
        Search {type} cards
      </label>
      <input
        id="fleet-card-query"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Name, or e.g. n:pirate pts<=8 k:schooner"
        autoComplete="off"
        spellCheck={false}
        className="w-full rounded border border-ink/30 bg-white px-3 py-2 font-mono text-base"
      />
      {(type === 'crew' || type === 'equipment') && (
        <p className="text-xs text-ink/70">
          {crewTarget ? `Add puts it aboard ${crewTarget} (pick another ship in the fleet).` : 'Add keeps it unassigned; drag it onto a ship, or pick a ship first.'}
        </p>
      )}
      {state.status === 'error' && (
        <p role="alert" className="rounded border border-red-700/40 bg-red-50 px-3 py-2 text-sm text-red-900">
          {state.message}
        </p>
      )}
      <p aria-live="polite" className="text-xs text-ink/70">
        {state.status === 'loading' ? 'Searching…' : state.status === 'ok' ? `${plural(state.total, 'card')}${state.total > RESULTS ? `, first ${RESULTS} shown` : ''}` : ''}
      </p>
      {state.status === 'ok' && (
        <ul className="max-h-[32rem] divide-y divide-ink/10 overflow-y-auto rounded border border-ink/20 bg-white" data-testid="search-results">
          {state.cards.map((card) => (
            <SearchResult key={card.id} card={card} onAdd={onAdd} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SearchResult({ card, onAdd }: { card: Card; onAdd: (card: Card) => void }) {
  const colours = factionColours(card.faction);
  const addable = canAddToFleet(card.type);
  return (
    <li
      className="flex items-center gap-2 px-2 py-1.5"
      draggable={addable && carriedAboard(card.type)}
      onDragStart={(e) => {
        e.dataTransfer.setData(CARD_DRAG_TYPE, JSON.stringify({ kind: 'new', id: card.id, type: card.type }));
        e.dataTransfer.effectAllowed = 'copyMove';
      }}
      data-testid="search-result"
      data-card-id={card.id}
    >
      <span aria-hidden="true" className="h-8 w-1.5 shrink-0 rounded" style={{ background: colours.background }} />
      <div className="min-w-0 flex-1">
        <a href={`/cards/${card.id}`} target="_blank" rel="noreferrer" className="block truncate font-semibold hover:underline">
          {card.name}
        </a>
        <p className="truncate text-xs text-ink/70">
          {card.id} · {card.faction ?? 'Unaligned'} · {typeLabel(card)}
          {card.masts !== null && ` · ${plural(card.masts, 'mast')}`}
          {card.cargo !== null && ` · cargo ${card.cargo}`}
        </p>
      </div>
      <span className="shrink-0 text-sm font-bold">{pointsLabel(card)}</span>
      <button
        type="button"
        disabled={!addable}
        onClick={() => onAdd(card)}
        aria-label={`Add ${card.name} (${card.id})`}
        className="shrink-0 rounded bg-sea px-2 py-1 text-sm font-semibold text-white hover:bg-ink disabled:opacity-40"
      >
        Add
      </button>
    </li>
  );
}
