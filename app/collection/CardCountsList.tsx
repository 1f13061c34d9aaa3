import Link from 'next/link';
import { CollectionCounts } from '@/app/_components/CollectionCounts';

/** Cards as the collection page lists them, the filter's and the search's alike: each a link, with its counts to change. */
export function CardCountsList({ cards, testId }: { cards: readonly { id: string; name: string }[]; testId: string }) {
  return (
    <ul className="divide-y divide-ink/10 rounded border border-ink/20 bg-white/60" data-testid={testId}>
      {cards.map((c) => (
        <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 px-2 py-1">
          <Link href={`/cards/${c.id}`} className="min-w-0 font-semibold hover:underline">
            {c.name} <span className="font-mono text-xs text-ink/60">{c.id}</span>
          </Link>
          <CollectionCounts id={c.id} name={c.name} compact />
        </li>
      ))}
    </ul>
  );
}
