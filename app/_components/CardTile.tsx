import Link from 'next/link';
import type { Card } from '@/lib/cards/card';
import { CardFace } from './CardFace';

/** One search result; the whole tile opens the card's page. */
export function CardTile({ card }: { card: Card }) {
  return (
    <Link
      href={`/cards/${card.id}`}
      className="block h-full rounded-lg transition hover:-translate-y-0.5 hover:shadow-md"
      data-testid="card-tile"
    >
      <CardFace card={card} compact />
    </Link>
  );
}
