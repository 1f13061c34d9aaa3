import type { Metadata } from 'next';
import Link from 'next/link';
import { CardLink } from '@/app/_components/CardLink';
import { connection } from 'next/server';
import type { Card } from '@/lib/cards/card';
import { KEYWORDS, type KeywordDef } from '@/lib/cards/keywords';
import { getCardStore } from '@/app/_lib/card-store';
import { browseUrl } from '@/app/_lib/browse-url';
import { rulesetOf } from '@/lib/rules';

export const metadata: Metadata = { title: 'Keywords' };

// Enough names to recognise the keyword's typical carriers; the rest is one click away as a search.
const CARDS_SHOWN = 12;

function sourceLine(k: KeywordDef): string | null {
  if (!k.source.ruleset) return null;
  const ruleset = rulesetOf(k.source.ruleset).name;
  return k.source.section ? `${ruleset}, “${k.source.section}”` : ruleset;
}

export default async function KeywordsPage() {
  await connection();
  const carriers = new Map<string, Card[]>();
  for (const card of getCardStore().cards) {
    for (const k of card.keywords) {
      const list = carriers.get(k) ?? [];
      list.push(card);
      carriers.set(k, list);
    }
  }
  const keywords = [...KEYWORDS].sort((a, b) => a.name.localeCompare(b.name));

  return (
    <div className="tap-targets space-y-6">
      <header className="space-y-2">
        <h1 className="font-display text-3xl font-bold">Keywords</h1>
        <p className="max-w-3xl">
          Keywords are the bold words at the start of a card&apos;s ability. Each summary is our own reading of the rule
          documents; where none of them defines a keyword we say so rather than guess.
        </p>
        <nav aria-label="Keyword index">
          <ul className="flex flex-wrap gap-x-3 gap-y-0 text-sm sm:gap-y-1">
            {keywords.map((k) => (
              <li key={k.id}>
                <a href={`#${k.id}`} className="tap text-sea underline">
                  {k.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      <ul className="space-y-4">
        {keywords.map((k) => {
          const cards = carriers.get(k.id) ?? [];
          const source = sourceLine(k);
          return (
            <li key={k.id}>
              <section id={k.id} aria-labelledby={`${k.id}-name`} className="scroll-mt-4 rounded-lg border border-ink/15 bg-white p-4 target:border-brass target:ring-2 target:ring-brass/50">
                <h2 id={`${k.id}-name`} className="font-display text-xl font-bold">
                  {k.name}
                </h2>
                {!k.documented && (
                  <p className="mt-1 inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                    Our rules texts do not define this keyword
                  </p>
                )}
                <p className="mt-2 leading-relaxed">{k.summary}</p>
                {k.fromCards && (
                  <p className="mt-2 leading-relaxed" data-testid="from-cards">
                    <span className="mr-1 rounded bg-sea/10 px-1.5 py-0.5 text-xs font-semibold text-sea">Read from the cards</span>
                    {k.fromCards}
                  </p>
                )}
                {source && <p className="mt-1 text-xs text-ink/60">Source: {source}</p>}
                {k.printedOn && (
                  <p className="mt-1 text-xs text-ink/60">
                    Printed in full on{' '}
                    <Link href={`/cards/${encodeURIComponent(k.printedOn)}`} className="text-sea underline">
                      card {k.printedOn}
                    </Link>
                  </p>
                )}
                {k.published && (
                  <p className="mt-1 text-xs text-ink/60">
                    Published keyword text:{' '}
                    <a href={k.published.url} className="text-sea underline" rel="noopener noreferrer">
                      {k.published.title}
                    </a>
                  </p>
                )}
                <div className="mt-3 text-sm">
                  {cards.length === 0 ? (
                    <p className="text-ink/60">No card in the database carries it.</p>
                  ) : (
                    <>
                      <p className="font-semibold">
                        <Link href={browseUrl({ q: `k:${k.id}` })} className="text-sea underline">
                          {cards.length === 1 ? '1 card carries it' : `All ${cards.length} cards that carry it`}
                        </Link>
                      </p>
                      <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
                        {cards.slice(0, CARDS_SHOWN).map((c) => (
                          <li key={c.id}>
                            <CardLink card={c} />
                          </li>
                        ))}
                        {cards.length > CARDS_SHOWN && <li className="text-ink/60">and {cards.length - CARDS_SHOWN} more</li>}
                      </ul>
                    </>
                  )}
                </div>
              </section>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
