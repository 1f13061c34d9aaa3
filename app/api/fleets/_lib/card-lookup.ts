import type { Card } from '@/lib/cards/card';
import { idLookupKey } from '@/lib/cards/ids';
import type { CardLookup } from '@/lib/rules';
import { getCardStore } from '@/app/_lib/card-store';

// One map per loaded card list: the store is built once per process, so this is too.
const lookups = new WeakMap<readonly Card[], CardLookup>();

/** The rules' card lookup over the server's card list; ids resolve as loosely as `GET /api/cards/{id}` does. */
export function serverCardLookup(): CardLookup {
  const { cards } = getCardStore();
  let lookup = lookups.get(cards);
  if (!lookup) {
    const byKey = new Map(cards.map((c) => [idLookupKey(c.id), c]));
    lookup = (id) => byKey.get(idLookupKey(id));
    lookups.set(cards, lookup);
  }
  return lookup;
}
