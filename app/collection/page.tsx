import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getCardStore } from '@/app/_lib/card-store';
import { CollectionPage, type CollectionCard } from './CollectionPage';

export const metadata: Metadata = { title: 'My collection' };

/** The card list in the few fields the collection page needs (set progress, filters, trade list), sent once. */
export default async function Page() {
  await connection();
  const cards: CollectionCard[] = getCardStore().cards.map(({ id, name, set, type, generic }) => ({ id, name, set, type, generic }));
  return (
    <div className="tap-targets space-y-4">
      <h1 className="font-display text-3xl font-bold">My collection</h1>
      <CollectionPage cards={cards} />
    </div>
  );
}
