import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { fromBody } from '@/lib/collection/collection';
import { tradeList, tradeListText } from '@/lib/collection/progress';
import { getDb } from '@/db/client';
import { findCollectionByShareId } from '@/db/collections';
import { findStoredCard } from '@/app/_lib/card-store';

export const metadata: Metadata = { title: 'Trade list' };

/** The read-only public view of a synced collection: its haves and wants, printable. */
export default async function SharedCollectionPage({ params }: { params: Promise<{ shareId: string }> }) {
  await connection();
  const { shareId } = await params;
  const stored = findCollectionByShareId(getDb(), shareId);
  if (!stored) notFound();
  const list = tradeList(fromBody({ cards: stored.cards }), (id) => findStoredCard(id));
  return (
    <div className="space-y-4">
      <h1 className="font-display text-3xl font-bold">Trade list</h1>
      <p className="text-sm text-ink/70">A player&apos;s spare copies (haves) and the pieces they are looking for (wants). Read-only.</p>
      <pre className="rounded border border-ink/20 bg-white p-3 text-sm whitespace-pre-wrap" data-testid="trade-list">
        {tradeListText(list)}
      </pre>
    </div>
  );
}
