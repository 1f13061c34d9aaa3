import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { FleetBuilder } from '../_components/FleetBuilder';
import { loadSavedFleet } from '../_lib/server-fleet';

type Params = Promise<{ slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  await connection();
  const saved = loadSavedFleet((await params).slug);
  return { title: saved?.stored.fleet.name || 'Saved fleet' };
}

/** A saved fleet opened in the builder; saving again makes a new link, so this one always shows what was shared. */
export default async function SavedFleetPage({ params }: { params: Params }) {
  await connection();
  const { slug } = await params;
  const saved = loadSavedFleet(slug);
  if (!saved) notFound();
  return (
    <div className="space-y-4">
      <h1 className="font-display text-3xl font-bold print:text-2xl">{saved.stored.fleet.name || 'Saved fleet'}</h1>
      <p className="text-sm text-ink/70 print:hidden">
        Saved {saved.stored.createdAt.slice(0, 10)}. Changes you make here are saved as a new fleet with its own link.
      </p>
      <FleetBuilder saved={{ slug, fleet: saved.stored.fleet }} code={null} initialCards={saved.cards} />
    </div>
  );
}
