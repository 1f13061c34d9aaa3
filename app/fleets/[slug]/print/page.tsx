import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { serverCardLookup } from '@/app/_lib/card-store';
import { PrintSheet } from '../../_components/PrintSheet';
import { PrintControls } from '../../_components/PrintControls';
import { loadSavedFleet } from '../../_lib/server-fleet';

export const metadata: Metadata = { title: 'Print fleet' };

/** A saved fleet on paper. */
export default async function PrintSavedFleetPage({ params }: { params: Promise<{ slug: string }> }) {
  await connection();
  const { slug } = await params;
  const saved = loadSavedFleet(slug);
  if (!saved) notFound();
  return (
    <>
      <PrintControls back={`/fleets/${slug}`} />
      <PrintSheet fleet={saved.stored.fleet} lookup={serverCardLookup()} />
    </>
  );
}
