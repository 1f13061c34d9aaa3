import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { readRuleText } from '@/db/rule-texts';
import { VICTORY_CENTRES } from '@/lib/diplomacy/map';
import { ruleBlocks, type RuleBlock } from '../_lib/rule-blocks';

export const metadata: Metadata = { title: 'Pirates! Diplomacy: the rules' };

/** The variant's rule document in the shared rules folder (never copied into the repository). */
const VARIANT_RULES = '002';

/**
 * The rules of Pirates! Diplomacy: a summary in our own words of what differs from standard Diplomacy and how this
 * site plays it, then the variant's own text, read from the shared rules folder when the page is asked for.
 */
export default async function DiplomacyRules() {
  await connection();
  const text = readRuleText(VARIANT_RULES);
  return (
    <article className="mx-auto max-w-2xl space-y-4 py-6">
      <h1 className="font-display text-3xl font-bold">Pirates! Diplomacy: the rules</h1>
      <p>
        Standard Diplomacy on a map of the Caribbean in 1666, for thirteen powers, with these differences. <Link href="/diplomacy" className="text-sea underline">Start a game</Link>
      </p>
      <section className="space-y-2" aria-labelledby="in-brief">
        <h2 id="in-brief" className="font-display text-xl font-semibold">In brief</h2>
        <ul className="list-disc space-y-1 pl-6">
          <li>The powers: Spain, England, France and Holland; a privateer for each of them (the Dunkirkers, Henry Morgan, François l&apos;Olonnais, Isaac Rochussen); and five pirates.</li>
          <li>A privateer and the nation that licensed it cannot attack each other. Anyone else may attack anyone, and no alliance is implied.</li>
          <li>There are only ships. A clipper moves up to two places; a frigate moves one but attacks with strength 1.5 (it defends at 1). A dislodged clipper retreats only one place.</li>
          <li>The game opens with a build phase: each power chooses clipper or frigate for each of its starting ships.</li>
          <li>Build anywhere: in winter a power may build on any empty supply centre it owns.</li>
          <li>A ship on one of the five treasure centres (Treasure Island, Rum Distillery, Mayan Gold, Old Spanish Armory, Buried Treasure) may change type in the winter adjustments.</li>
          <li>The Voodoo Witch Hut lets ships cross Cuba between its north and south coasts.</li>
          <li>From the winter of 1667 a hurricane forms on a random empty place each year. It drifts in spring and autumn; in autumn it sinks the ships where it lands and leaves a supply centre there neutral.</li>
          <li>A power wins with {VICTORY_CENTRES} of the 54 supply centres, more than half.</li>
        </ul>
        <h3 className="font-semibold">On this site</h3>
        <ul className="list-disc space-y-1 pl-6">
          <li>Orders stay secret until the phase resolves. It resolves when every power played by a person has submitted, when the game&apos;s creator resolves it, or when the phase&apos;s time runs out.</li>
          <li>A unit left without an order holds; a dislodged unit without one is disbanded; in the opening build a ship not chosen keeps the type shown.</li>
          <li>Bots play the powers nobody was invited to play.</li>
        </ul>
      </section>
      <section className="space-y-2" aria-labelledby="full-text">
        <h2 id="full-text" className="font-display text-xl font-semibold">The variant&apos;s own rules</h2>
        {text ? (
          <>
            <p className="text-sm text-ink/70">By its authors, as published with the variant. It keeps a few misspelt place names (Caracus, Yuchatan, Trinadad) that the map on this site spells correctly.</p>
            <div className="space-y-2 rounded border border-ink/15 bg-white/60 p-3" data-testid="rule-text">
              {groups(ruleBlocks(text)).map((g, i) => renderGroup(g, i))}
            </div>
          </>
        ) : (
          <p data-testid="rule-text-missing">The variant&apos;s own text is not on this server; the summary above covers what this site plays.</p>
        )}
      </section>
    </article>
  );
}

/** Consecutive list items gathered into one list. */
function groups(blocks: RuleBlock[]): (RuleBlock | RuleBlock[])[] {
  const out: (RuleBlock | RuleBlock[])[] = [];
  for (const b of blocks) {
    const last = out.at(-1);
    if (b.kind !== 'heading' && b.kind !== 'paragraph' && Array.isArray(last)) last.push(b);
    else out.push(b.kind === 'heading' || b.kind === 'paragraph' ? b : [b]);
  }
  return out;
}

function renderGroup(g: RuleBlock | RuleBlock[], i: number) {
  if (Array.isArray(g)) {
    return (
      <ul key={i} className="list-disc space-y-1 pl-6">
        {g.map((b, j) => (
          <li key={j} className={b.kind === 'subitem' ? 'ml-6 list-none' : undefined}>
            {b.text}
          </li>
        ))}
      </ul>
    );
  }
  return g.kind === 'heading' ? (
    <h3 key={i} className="pt-2 font-semibold">
      {g.text}
    </h3>
  ) : (
    <p key={i}>{g.text}</p>
  );
}
