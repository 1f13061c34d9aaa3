'use client';

import { useEffect, useRef, useState } from 'react';
import type { Card } from '@/lib/cards/card';
import { cannonLabel, pointsLabel, printingLabel, typeLabel } from '@/app/_components/card-labels';
import { defaultPrinting } from '@/lib/cards/printings';
import { factionColours } from '@/app/_components/faction-colours';
import { canAddToFleet, carriedAboard } from '@/lib/fleet/composition';
import { plural } from '@/app/_lib/plural';
import type { PrintingRef } from '@/app/_lib/search-cards';
import { useCollection } from '@/app/_lib/collection-store';

// Long enough to skip half-typed words, short enough to feel immediate (as on /cards).
const DEBOUNCE_MS = 200;
const PAGE = 40;

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
  /** Where the Add button puts crew and equipment, as a sentence for the player. */
  crewHint: string;
  /** Set (with a new `seq`) to switch the panel to one card type with an empty box, as "Crew this ship" does. */
  switchTo?: { type: string; seq: number } | null;
  /** Every card id in the fleet, repeats counted: with "only what I own", a piece is offered while owned copies are left. */
  fleetIds?: readonly string[];
}

type Printings = Record<string, PrintingRef[]>;
type State =
  | { status: 'loading' }
  | { status: 'ok'; total: number; cards: Card[]; printings: Printings; more: boolean }
  | { status: 'error'; message: string };

/** Search as the builder asks it: one row per game piece, best match first (the API's relevance order). */
function searchUrl(q: string, offset: number): string {
  return `/api/cards?${new URLSearchParams({ q, limit: String(PAGE), offset: String(offset), group: 'piece' })}`;
}

/** Card search beside the fleet: the /cards query syntax through `GET /api/cards`, narrowed to one card type. */
export function CardSearchPanel({ onFound, onAdd, crewHint, switchTo, fleetIds = [] }: Props) {
  const { collection } = useCollection();
  const [onlyOwned, setOnlyOwned] = useState(false);
  const [ownedCards, setOwnedCards] = useState<Card[] | null>(null);
  const ownedIds = Object.keys(collection).filter((id) => collection[id].owned > 0);
  const ownedKey = ownedIds.join(',');
  // With "only what I own" the offer is the owned printings themselves (loaded by id, 200 at a time), not a page of
  // the whole search filtered down: a collection's pieces may lie anywhere in the results.
  useEffect(() => {
    if (!onlyOwned) return;
    const controller = new AbortController();
    const ids = ownedKey === '' ? [] : ownedKey.split(',');
    const chunks = Array.from({ length: Math.ceil(ids.length / 200) }, (_, i) => ids.slice(i * 200, i * 200 + 200));
    Promise.all(chunks.map((chunk) => fetch(`/api/cards?ids=${encodeURIComponent(chunk.join(','))}`, { signal: controller.signal }).then((r) => r.json() as Promise<{ cards: Card[] }>)))
      .then((answers) => {
        const cards = answers.flatMap((a) => a.cards);
        onFound(cards);
        setOwnedCards(cards);
      })
      .catch(() => {
        if (!controller.signal.aborted) setOwnedCards([]);
      });
    return () => controller.abort();
  }, [onlyOwned, ownedKey, onFound]);
  // Owned copies of the piece (every owned printing of it) less those the fleet already holds.
  const ownedLeft = (card: Card) => {
    const printings = (ownedCards ?? []).filter((c) => c.pieceKey === card.pieceKey).map((c) => c.id);
    const owned = printings.reduce((n, id) => n + (collection[id]?.owned ?? 0), 0);
    return owned - fleetIds.filter((id) => printings.includes(id)).length;
  };
  const [text, setText] = useState('');
  const [type, setType] = useState('ship');
  const [state, setState] = useState<State>({ status: 'loading' });
  const heading = useRef<HTMLHeadingElement>(null);

  // A ship's name typed to find the ship would find no crew: the switch clears the box, and brings the search into
  // view on a phone, where it sits above the fleet.
  useEffect(() => {
    if (!switchTo) return;
    setType(switchTo.type);
    setText('');
    heading.current?.scrollIntoView({ block: 'nearest' });
  }, [switchTo]);

  const query = text.trim() === '' ? `t:${type}` : `t:${type} (${text})`;

  async function load(q: string, offset: number, signal?: AbortSignal): Promise<void> {
    const res = await fetch(searchUrl(q, offset), { signal });
    const body = await res.json();
    if (!res.ok) {
      setState({ status: 'error', message: body?.error?.message ?? `The search failed (${res.status}).` });
      return;
    }
    onFound(body.cards);
    setState((prev) => {
      const before = offset > 0 && prev.status === 'ok' ? prev : { cards: [], printings: {} };
      const cards = [...before.cards, ...body.cards];
      return { status: 'ok', total: body.total, cards, printings: { ...before.printings, ...body.printings }, more: cards.length < body.total };
    });
  }

  // Only typing waits for a pause: the first search and a change of tab are asked for at once (the first one alone
  // used to hold every new builder empty for the pause).
  const typed = useRef(text);
  useEffect(() => {
    const controller = new AbortController();
    const delay = typed.current === text ? 0 : DEBOUNCE_MS;
    typed.current = text;
    const timer = setTimeout(() => {
      setState({ status: 'loading' });
      load(query, 0, controller.signal)
        .catch((err: unknown) => {
          if (!controller.signal.aborted) setState({ status: 'error', message: err instanceof Error ? err.message : 'The search failed.' });
        });
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // load is recreated each render; the search reruns only when what was asked changes.
  }, [query, onFound]);

  const words = text.trim().toLowerCase();
  const ownedOffer = (ownedCards ?? []).filter(
    (card, i, all) =>
      card.type === type && (words === '' || card.name.toLowerCase().includes(words)) && all.findIndex((c) => c.pieceKey === card.pieceKey) === i && ownedLeft(card) > 0,
  );
  return (
    <section aria-labelledby="search-heading" className="min-w-0 space-y-3 print:hidden">
      <h2 id="search-heading" ref={heading} className="scroll-mt-16 font-display text-xl font-bold">
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
        <p className="text-xs text-ink/70" data-testid="crew-hint">
          {crewHint}
        </p>
      )}
      {state.status === 'error' && (
        <p role="alert" className="rounded border border-red-700/40 bg-red-50 px-3 py-2 text-sm text-red-900">
          {state.message}
        </p>
      )}
      <p aria-live="polite" className="text-xs text-ink/70">
        {state.status === 'loading' ? 'Searching…' : state.status === 'ok' ? `${plural(state.total, 'card')}${state.more ? `, ${state.cards.length} shown` : ''}` : ''}
      </p>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={onlyOwned} onChange={(e) => setOnlyOwned(e.target.checked)} data-testid="only-owned" />
        Only what I own (in the numbers I own)
      </label>
      {onlyOwned ? (
        <ul className="max-h-[32rem] divide-y divide-ink/10 overflow-y-auto rounded border border-ink/20 bg-white" data-testid="search-results">
          {ownedCards === null ? (
            <li className="p-2 text-sm">Reading your collection…</li>
          ) : ownedOffer.length === 0 ? (
            <li className="p-2 text-sm">None of your {type} pieces left to add{words ? ' with that name' : ''}.</li>
          ) : (
            ownedOffer.map((card) => <SearchResult key={card.id} card={card} printings={[]} onAdd={onAdd} />)
          )}
        </ul>
      ) : state.status === 'ok' && (
        <ul className="max-h-[32rem] divide-y divide-ink/10 overflow-y-auto rounded border border-ink/20 bg-white" data-testid="search-results">
          {state.cards.map((card) => (
            <SearchResult key={card.id} card={card} printings={state.printings[card.id] ?? []} onAdd={onAdd} />
          ))}
          {state.more && (
            <li className="p-2 text-center">
              <button type="button" onClick={() => void load(query, state.cards.length)} className="rounded border border-ink/30 px-3 py-1 text-sm">
                Show more ({state.total - state.cards.length} left)
              </button>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}


/**
 * One game piece: what it does at a glance (move, cannons, cargo, ability) and, when it was printed more than once,
 * which printing to add: the newest released one by default (lib/cards/printings.ts), as text lists choose.
 */
function SearchResult({ card, printings, onAdd }: { card: Card; printings: readonly PrintingRef[]; onAdd: (card: Card) => void }) {
  const colours = factionColours(card.faction);
  const addable = canAddToFleet(card.type);
  const [chosen, setChosen] = useState(defaultPrinting(printings)?.id ?? card.id);
  const pick = { ...card, ...printings.find((p) => p.id === chosen) };
  const stats = [
    card.move && `move ${card.move}`,
    cannonLabel(card) && `cannons ${cannonLabel(card)}`,
    card.masts !== null && plural(card.masts, 'mast'),
    card.cargo !== null && `cargo ${card.cargo}`,
  ].filter(Boolean);
  return (
    <li
      className="flex items-start gap-2 px-2 py-2"
      draggable={addable && carriedAboard(card.type)}
      onDragStart={(e) => {
        e.dataTransfer.setData(CARD_DRAG_TYPE, JSON.stringify({ kind: 'new', id: chosen, type: card.type }));
        e.dataTransfer.effectAllowed = 'copyMove';
      }}
      data-testid="search-result"
      data-card-id={chosen}
    >
      <span aria-hidden="true" className="mt-1 h-8 w-1.5 shrink-0 rounded" style={{ background: colours.background }} />
      <div className="min-w-0 flex-1">
        <a href={`/cards/${chosen}`} target="_blank" rel="noreferrer" className="tap block font-semibold break-words hover:underline">
          {card.name}
        </a>
        <p className="text-xs text-ink/70">
          {card.faction ?? 'Unaligned'} · {typeLabel(card)}
          {stats.length > 0 && ` · ${stats.join(' · ')}`}
        </p>
        {card.ability && (
          <p className="mt-0.5 line-clamp-2 text-xs" title={card.ability} data-testid="search-result-ability">
            {card.ability}
          </p>
        )}
        {printings.length > 1 ? (
          <label className="mt-1 flex items-center gap-1 text-xs">
            <span className="text-ink/70">Printing</span>
            <select value={chosen} onChange={(e) => setChosen(e.target.value)} className="min-w-0 rounded border border-ink/30 bg-white px-1 py-0.5" data-testid="printing-choice">
              {printings.map((p) => (
                <option key={p.id} value={p.id}>
                  {printingLabel(p, printings)}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <p className="font-mono text-xs text-ink/60">{card.id}</p>
        )}
      </div>
      <span className="shrink-0 text-sm font-bold">{pointsLabel(card)}</span>
      <button
        type="button"
        disabled={!addable}
        onClick={() => onAdd(pick)}
        aria-label={`Add ${card.name} (${chosen})`}
        className="shrink-0 rounded bg-sea px-2 py-1 text-sm font-semibold text-white hover:bg-ink disabled:opacity-40"
      >
        Add
      </button>
    </li>
  );
}
