import Link from 'next/link';
import { keywordById } from '@/lib/cards/keywords';

const CHIP = 'inline-block rounded-full border border-sea/40 bg-sea/10 px-2 py-0.5 text-xs font-medium text-sea';

/** A keyword on a card; links to its glossary entry where the chip is not already inside a link. */
export function KeywordChip({ id, link = false }: { id: string; link?: boolean }) {
  const name = keywordById(id)?.name ?? id;
  if (!link) return <span className={CHIP}>{name}</span>;
  return (
    <Link href={`/keywords#${id}`} className={`tap ${CHIP} hover:bg-sea hover:text-white`}>
      {name}
    </Link>
  );
}
