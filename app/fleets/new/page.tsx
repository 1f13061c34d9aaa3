import type { Metadata } from 'next';
import { FleetBuilder } from '../_components/FleetBuilder';

export const metadata: Metadata = { title: 'New fleet' };

type SearchParams = Record<string, string | string[] | undefined>;

export default async function NewFleetPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { code } = await searchParams;
  return (
    <div className="tap-targets space-y-4">
      <h1 className="font-display text-3xl font-bold print:text-2xl">Fleet builder</h1>
      <FleetBuilder saved={null} code={(Array.isArray(code) ? code[0] : code) ?? null} initialCards={[]} />
    </div>
  );
}
