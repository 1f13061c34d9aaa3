import Link from 'next/link';
import type { Card } from '@/lib/cards/card';
import type { PrintingRef } from '@/app/_lib/search-cards';
import { CardFace } from './CardFace';
import { CollectionCounts } from './CollectionCounts';

/**
 * One search result; the whole tile opens the card's page. When results are grouped by game piece, the piece's other
 * printings that matched are listed under it, each a link of its own.
 */
export function CardTile({ card, printings }: { card: Card; printings?: readonly PrintingRef[] }) {
  return (
    <div className="flex h-full flex-col">
      {/* Filling the grid row, so a tile shorter than its neighbours ends level with them rather than leaving a gap. */}
      <Link href={`/cards/${card.id}`} className="block flex-1 rounded-lg transition hover:-translate-y-0.5 hover:shadow-md" data-testid="card-tile">
        <CardFace card={card} compact />
      </Link>
      <CollectionCounts id={card.id} name={card.name} compact />
      {printings && printings.length > 1 && (
        <p className="mt-1 flex flex-wrap items-center gap-1 text-xs" data-testid="printings">
          <span className="text-ink/70">{printings.length} printings:</span>
          {printings.map((p) => (
            <Link
              key={p.id}
              href={`/cards/${p.id}`}
              aria-current={p.id === card.id ? 'true' : undefined}
              className="tap rounded border border-ink/30 px-1 font-mono hover:bg-white aria-[current=true]:bg-ink aria-[current=true]:text-parchment"
              title={p.id}
            >
              {printings.filter((o) => o.set === p.set).length > 1 ? p.id : p.set}
            </Link>
          ))}
        </p>
      )}
    </div>
  );
}
