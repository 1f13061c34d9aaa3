import type { Card } from '@/lib/cards/card';
import { CannonPips } from './CannonPips';
import { KeywordChip } from './KeywordChip';
import { factionColours } from './faction-colours';
import { pointsLabel, typeLabel } from './card-labels';
import { cardImageUrl } from '@/app/_lib/card-image-url';

interface Props {
  card: Card;
  /** In the results grid the face is a summary: long ability texts are cut to a few lines. */
  compact?: boolean;
  /** Chips can only be links when the face is not itself inside a link. */
  linkKeywords?: boolean;
  heading?: 'h1' | 'h2' | 'h3';
}

/**
 * A card drawn from its stats, so cards of later sets (which have no scan) read as well as the rest;
 * where a scan exists it is shown above the stats, or beside them as a thumbnail in the compact face.
 */
export function CardFace({ card, compact = false, linkKeywords = false, heading: Heading = 'h2' }: Props) {
  const colours = factionColours(card.faction);
  const points = pointsLabel(card);
  const stats = [
    card.masts !== null && { label: 'Masts', value: String(card.masts) },
    card.cargo !== null && { label: 'Cargo', value: String(card.cargo) },
    card.move !== null && { label: 'Move', value: card.move },
  ].filter((s): s is { label: string; value: string } => Boolean(s));
  const thumbnail = compact ? card.image : null;

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-ink/20 bg-white shadow-sm">
      <header className="flex items-start justify-between gap-2 px-3 py-2" style={{ background: colours.background, color: colours.text }}>
        <div className="min-w-0">
          <Heading className="font-display text-base font-bold leading-tight break-words">{card.name}</Heading>
          <p className="text-xs opacity-90">
            {card.faction ?? 'Unaligned'} · {typeLabel(card)}
          </p>
        </div>
        {points && <span className="shrink-0 rounded-full bg-white px-2 py-0.5 text-sm font-bold text-ink">{points}</span>}
      </header>
      {card.image && !compact && (
        <img
          src={cardImageUrl(card.image)}
          alt={`Card image: ${card.name}`}
          loading="lazy"
          decoding="async"
          width={240}
          height={215}
          className="aspect-[240/215] h-auto w-full bg-ink/5 object-contain"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 px-3 py-2">
        {(stats.length > 0 || card.cannons.length > 0 || thumbnail) && (
          <div className="flex items-start gap-2">
            <div className="min-w-0 flex-1 space-y-2">
              {stats.length > 0 && (
                <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  {stats.map((s) => (
                    <div key={s.label} className="flex gap-1">
                      <dt className="text-ink/60">{s.label}</dt>
                      <dd className="font-semibold">{s.value}</dd>
                    </div>
                  ))}
                </dl>
              )}
              <CannonPips cannons={card.cannons} />
            </div>
            {thumbnail && (
              // In the results grid a scan is a thumbnail beside the stats: full width it made a tile twice the height
              // of a card without one, and every row holding both left a tall blank gap under the shorter tiles.
              <img
                src={cardImageUrl(thumbnail)}
                alt={`Card image: ${card.name}`}
                loading="lazy"
                decoding="async"
                width={240}
                height={215}
                className="aspect-[240/215] h-auto w-24 shrink-0 rounded bg-ink/5 object-contain"
                data-testid="card-thumbnail"
              />
            )}
          </div>
        )}
        {card.ability && (
          <p className={`text-sm leading-snug ${compact ? 'line-clamp-4' : ''}`}>{card.ability}</p>
        )}
        {card.keywords.length > 0 && (
          <ul aria-label="Keywords" className="mt-auto flex flex-wrap gap-1">
            {card.keywords.map((k) => (
              <li key={k}>
                <KeywordChip id={k} link={linkKeywords} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <footer className="border-t border-ink/10 px-3 py-1 text-xs text-ink/60">
        {card.id}
        {card.rarity && ` · ${card.rarity}`}
      </footer>
    </article>
  );
}
