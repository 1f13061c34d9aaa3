import type { Metadata } from 'next';
import { connection } from 'next/server';
import { decodeFleet } from '@/lib/fleet/share-code';
import { serverCardLookup } from '@/app/_lib/card-store';
import { PrintSheet } from '../_components/PrintSheet';
import { PrintControls } from '../_components/PrintControls';

export const metadata: Metadata = { title: 'Print fleet' };

/** Any fleet on paper, saved or not: the builder links here with the draft's share code. */
export default async function PrintDraftPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const raw = (await searchParams).code;
  const code = Array.isArray(raw) ? raw[0] : raw;
  const decoded = code ? decodeFleet(code) : null;
  if (!decoded || !decoded.ok) {
    return (
      <div role="alert" className="mx-auto max-w-xl space-y-2 py-10 text-center">
        <h1 className="font-display text-2xl font-bold">Nothing to print</h1>
        <p>{decoded ? `This link could not be read: ${decoded.error.message}` : 'This page prints a fleet from its share link; open it from the fleet builder.'}</p>
        <a href="/fleets/new" className="text-sea underline">
          Open the fleet builder
        </a>
      </div>
    );
  }
  return (
    <>
      <PrintControls back={`/fleets/new?code=${encodeURIComponent(code!)}`} />
      <PrintSheet fleet={decoded.fleet} lookup={serverCardLookup()} />
    </>
  );
}
