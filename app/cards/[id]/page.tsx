import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { connection } from 'next/server';
import type { Card } from '@/lib/cards/card';
import { keywordById } from '@/lib/cards/keywords';
import { findStoredCard, namesakesOf, printingsOf } from '@/app/_lib/card-store';
import { CardFace } from '@/app/_components/CardFace';
import { CardLink } from '@/app/_components/CardLink';
import { KeywordChip } from '@/app/_components/KeywordChip';
import { cannonLabel, pointsLabel, setName, typeLabel } from '@/app/_components/card-labels';
import { plural } from '@/app/_lib/plural';
import { ShotOdds } from './ShotOdds';
import { AddToFleet } from './AddToFleet';
import { CollectionCounts } from '@/app/_components/CollectionCounts';
import { canAddToFleet } from '@/lib/fleet/composition';

type Params = { params: Promise<{ id: string }> };

/** What a link preview says of a card: its kind, nation and numbers, then the start of its ability. */
function previewDescription(card: Card): string {
  const facts = [
    typeLabel(card),
    card.faction,
    pointsLabel(card),
    card.masts !== null ? plural(card.masts, 'mast') : null,
    card.cargo !== null ? `cargo ${card.cargo}` : null,
    card.move ? `move ${card.move}` : null,
    cannonLabel(card) ? `cannons ${cannonLabel(card)}` : null,
  ].filter(Boolean);
  const ability = card.ability.trim();
  const text = ability.length > 160 ? `${ability.slice(0, 157).trimEnd()}…` : ability;
  return [facts.join(' · '), text].filter(Boolean).join('. ');
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  await connection();
  const card = findStoredCard((await params).id);
  if (!card) return { title: 'Card not found' };
  const title = `${card.name.trim()} (${card.id})`;
  const description = previewDescription(card);
  return {
    title,
    description,
    openGraph: { title, description, url: `/cards/${card.id}`, images: card.image ? [{ url: `/card-images/${encodeURIComponent(card.image)}`, alt: card.name.trim() }] : [] },
    twitter: { card: card.image ? 'summary_large_image' : 'summary', title, description },
  };
}


export default async function CardPage({ params, searchParams }: Params & { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const { id } = await params;
  const { target } = await searchParams;
  const card = findStoredCard(id);
  if (!card) notFound();
  // `SMU-57` and `smu-057` find the card too; send them to the one address worth sharing.
  if (card.id !== id) redirect(`/cards/${card.id}`);

  const printings = printingsOf(card);
  const namesakes = namesakesOf(card);
  const linked = card.linkIds.map(findStoredCard).filter((c): c is Card => c !== undefined);

  const stats: [string, string | null][] = [
    ['Id', card.id],
    ['Set', `${setName(card.set)} (${card.set})`],
    ['Number', card.number],
    ['Type', typeLabel(card)],
    ['Faction', card.faction ?? 'Unaligned'],
    ['Rarity', card.rarity],
    [card.pointsAreGold ? 'Cost' : 'Points', pointsLabel(card)],
    ['Masts', card.masts === null ? null : String(card.masts)],
    ['Cargo', card.cargo === null ? null : String(card.cargo)],
    ['Base move', card.move],
    ['Cannons', cannonLabel(card)],
    ['Treasure values', card.treasureValues],
    ['Linked to', card.link],
    ['Intended set', card.intendedSet],
  ];

  return (
    <div className="tap-targets grid gap-6 md:grid-cols-[minmax(0,20rem)_1fr]">
      <div className="space-y-3 self-start">
        <CardFace card={card} linkKeywords heading="h1" />
        {canAddToFleet(card.type) && <AddToFleet card={{ id: card.id, type: card.type, name: card.name }} />}
        <section aria-labelledby="collection-heading" className="rounded border border-ink/20 bg-white/40 p-2 print:hidden">
          <h2 id="collection-heading" className="text-sm font-semibold">
            In <Link href="/collection" className="text-sea underline">my collection</Link> ({card.id})
          </h2>
          <CollectionCounts id={card.id} name={card.name} />
        </section>
      </div>
      <div className="min-w-0 space-y-6">
        <section aria-labelledby="stats-heading">
          <h2 id="stats-heading" className="font-display text-xl font-bold">
            Stats
          </h2>
          <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm" data-testid="card-stats">
            {stats
              .filter((s): s is [string, string] => s[1] !== null && s[1] !== '')
              .map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-ink/60">{label}</dt>
                  <dd className="font-medium break-words">{value}</dd>
                </div>
              ))}
          </dl>
        </section>

        {card.ability && (
          <section aria-labelledby="ability-heading">
            <h2 id="ability-heading" className="font-display text-xl font-bold">
              Ability
            </h2>
            <p className="mt-1 leading-relaxed">{card.ability}</p>
            {card.flavor && <p className="mt-2 text-sm italic text-ink/70">{card.flavor}</p>}
          </section>
        )}

        {card.keywords.length > 0 && (
          <section aria-labelledby="keywords-heading">
            <h2 id="keywords-heading" className="font-display text-xl font-bold">
              Keywords
            </h2>
            <ul className="mt-2 space-y-2" data-testid="card-keywords">
              {card.keywords.map((k) => (
                <li key={k} className="text-sm">
                  <KeywordChip id={k} link /> <span className="text-ink/80">{keywordById(k)?.summary}</span>
                </li>
              ))}
            </ul>
          </section>
        )}

        {(card.type === 'ship' || card.type === 'fort') && card.cannons.length > 0 && <ShotOdds card={card} target={typeof target === 'string' ? target : undefined} />}

        {linked.length > 0 && (
          <section aria-labelledby="linked-heading">
            <h2 id="linked-heading" className="font-display text-xl font-bold">
              Linked cards
            </h2>
            <ul className="mt-2 list-inside list-disc text-sm">
              {linked.map((c) => (
                <li key={c.id}>
                  <CardLink card={c} />
                </li>
              ))}
            </ul>
          </section>
        )}

        <section aria-labelledby="printings-heading" data-testid="printings">
          <h2 id="printings-heading" className="font-display text-xl font-bold">
            Printings
          </h2>
          <p className="text-sm text-ink/70">
            Every printing of this game piece: the same {card.generic ? 'nation, ' : ''}cost, stats and rules, in any set
            (a reprint that only corrects the wording counts).
          </p>
          <PrintingList cards={printings} current={card.id} />
        </section>

        {namesakes.length > 0 && (
          <section aria-labelledby="namesakes-heading" data-testid="namesakes">
            <h2 id="namesakes-heading" className="font-display text-xl font-bold">
              Other cards named {card.name.trim()}
            </h2>
            <p className="text-sm text-ink/70">
              Different game pieces of the same name. A fleet may hold only one card of a name, so they count as one
              for the no-duplicates rule.
            </p>
            <PrintingList cards={namesakes} current={card.id} />
          </section>
        )}
      </div>
    </div>
  );
}

function PrintingList({ cards, current }: { cards: readonly Card[]; current: string }) {
  return (
    <ul className="mt-2 divide-y divide-ink/10 rounded border border-ink/15 bg-white text-sm">
      {cards.map((p) => (
        <li key={p.id} className="flex flex-wrap items-baseline justify-between gap-2 px-3 py-2">
          {p.id === current ? (
            <span aria-current="page" className="font-semibold">
              {setName(p.set)} · {p.id}
            </span>
          ) : (
            <Link href={`/cards/${p.id}`} className="tap text-sea underline">
              {setName(p.set)} · {p.id}
            </Link>
          )}
          <span className="text-ink/60">{[p.faction, p.rarity, pointsLabel(p)].filter(Boolean).join(' · ')}</span>
        </li>
      ))}
    </ul>
  );
}
