import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { FleetBuilder } from '../_components/FleetBuilder';
import { loadSavedFleet } from '../_lib/server-fleet';
import { plural } from '@/app/_lib/plural';
import { rulesetOf } from '@/lib/rules';
import { buildAmount } from '@/app/_components/card-labels';

type Params = Promise<{ slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  await connection();
  const slug = (await params).slug;
  const saved = loadSavedFleet(slug);
  if (!saved) return { title: 'Fleet not found' };
  const { fleet } = saved.stored;
  const title = fleet.name || 'Saved fleet';
  const ships = fleet.ships.map((s) => saved.cards.find((c) => c.id === s.cardId)?.name.trim() ?? s.cardId);
  const crew = fleet.ships.reduce((n, s) => n + s.crew.length, 0) + fleet.crew.length;
  const description = `${rulesetOf(fleet.ruleset).name}, ${buildAmount(fleet.buildTotal, rulesetOf(fleet.ruleset).buildUnit)}: ${plural(ships.length, 'ship')} (${ships.slice(0, 5).join(', ')}${ships.length > 5 ? ', …' : ''}) and ${crew} crew.`;
  return { title, description, openGraph: { title, description, url: `/fleets/${slug}` }, twitter: { card: 'summary', title, description } };
}

/**
 * A saved fleet opened in the builder. The browser that saved it changes it in place; anyone else saves a copy under
 * a new link (the builder tells which, from the edit key this browser holds).
 */
export default async function SavedFleetPage({ params }: { params: Params }) {
  await connection();
  const { slug } = await params;
  const saved = loadSavedFleet(slug);
  if (!saved) notFound();
  return (
    <div className="tap-targets space-y-4">
      <h1 className="font-display text-3xl font-bold print:text-2xl">{saved.stored.fleet.name || 'Saved fleet'}</h1>
      <p className="text-sm text-ink/70 print:hidden">
        Saved {saved.stored.createdAt.slice(0, 10)}
        {saved.stored.updatedAt.slice(0, 10) !== saved.stored.createdAt.slice(0, 10) && `, last changed ${saved.stored.updatedAt.slice(0, 10)}`}.
      </p>
      <FleetBuilder saved={{ slug, fleet: saved.stored.fleet }} code={null} initialCards={saved.cards} />
    </div>
  );
}
