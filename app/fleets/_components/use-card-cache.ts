'use client';

import { useCallback, useMemo, useRef, useState } from 'react';
import type { Card } from '@/lib/cards/card';
import { idLookupKey } from '@/lib/cards/ids';
import type { CardLookup } from '@/lib/rules';

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
    const entries = await Promise.all(
      missing.map(async (key): Promise<[string, Card | null]> => {
        try {
          const res = await fetch(`/api/cards/${encodeURIComponent(originals.get(key) ?? key)}`);
          if (res.ok) return [key, (await res.json()) as Card];
          if (res.status !== 404) setLoadError(`Some cards could not be loaded (the server answered ${res.status}).`);
        } catch {
          setLoadError('Some cards could not be loaded: the network request failed. They are shown as unknown.');
        }
        return [key, null];
      }),
    );
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
