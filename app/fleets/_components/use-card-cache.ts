'use client';

import { useCallback, useMemo, useRef, useState } from 'react';
import type { Card } from '@/lib/cards/card';
import { idLookupKey } from '@/lib/cards/ids';
import type { CardLookup } from '@/lib/cards/lookup';

const MAX_IDS_PER_REQUEST = 200;

/**
 * The cards the builder has seen (search results, cards of a loaded fleet), keyed like the server's lookup.
 * `null` marks an id the server does not know, so validation can run instead of waiting forever.
 */
export function useCardCache(initial: readonly Card[] = []) {
  const [cards, setCards] = useState<ReadonlyMap<string, Card | null>>(() => new Map(initial.map((c) => [idLookupKey(c.id), c])));
  const [loadError, setLoadError] = useState<string | null>(null);
  const requested = useRef(new Set<string>(initial.map((c) => idLookupKey(c.id))));

  const remember = useCallback((list: readonly Card[]) => {
    const fresh = list.filter((c) => !requested.current.has(idLookupKey(c.id)));
    if (fresh.length === 0) return;
    for (const c of fresh) requested.current.add(idLookupKey(c.id));
    setCards((prev) => {
      const next = new Map(prev);
      for (const c of fresh) next.set(idLookupKey(c.id), c);
      return next;
    });
  }, []);

  /** Fetches the ids not asked for yet; resolves with the cards found, for callers that need them before the next render. */
  const ensure = useCallback(async (ids: readonly string[]): Promise<Card[]> => {
    const missing = [...new Set(ids.map(idLookupKey))].filter((k) => !requested.current.has(k));
    if (missing.length === 0) return [];
    for (const k of missing) requested.current.add(k);
    const originals = new Map(ids.map((id) => [idLookupKey(id), id]));
    // One request per 200 ids (the API's bound): a shared fleet loads in one round trip, not one per card.
    const chunks: string[][] = [];
    for (let i = 0; i < missing.length; i += MAX_IDS_PER_REQUEST) chunks.push(missing.slice(i, i + MAX_IDS_PER_REQUEST));
    const found = new Map<string, Card>();
    for (const chunk of chunks) {
      try {
        const query = chunk.map((key) => originals.get(key) ?? key).join(',');
        const res = await fetch(`/api/cards?ids=${encodeURIComponent(query)}`);
        if (!res.ok) {
          setLoadError(`Some cards could not be loaded (the server answered ${res.status}). They are shown as unknown.`);
          continue;
        }
        const body = (await res.json()) as { cards: Card[] };
        for (const card of body.cards) found.set(idLookupKey(card.id), card);
      } catch {
        setLoadError('Some cards could not be loaded: the network request failed. They are shown as unknown.');
      }
    }
    const entries = missing.map((key): [string, Card | null] => [key, found.get(key) ?? null]);
    setCards((prev) => {
      const next = new Map(prev);
      for (const [k, c] of entries) next.set(k, c);
      return next;
    });
    return entries.map(([, c]) => c).filter((c): c is Card => c !== null);
  }, []);

  const lookup: CardLookup = useMemo(() => (id) => cards.get(idLookupKey(id)) ?? undefined, [cards]);
  const settled = useCallback((ids: readonly string[]) => ids.every((id) => cards.has(idLookupKey(id))), [cards]);
  const unknown = useCallback((id: string) => cards.get(idLookupKey(id)) === null, [cards]);

  return { lookup, remember, ensure, settled, unknown, loadError };
}
