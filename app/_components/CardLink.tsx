import Link from 'next/link';
import type { Card } from '@/lib/cards/card';

/** A card's name linking to its page, with its id beside it so printings of one name tell apart. */
export function CardLink({ card }: { card: Pick<Card, 'id' | 'name'> }) {
  return (
    <>
      <Link href={`/cards/${card.id}`} className="text-sea underline decoration-sea/40 hover:decoration-sea">
        {card.name}
      </Link>{' '}
      <span className="text-ink/60">({card.id})</span>
    </>
  );
}
