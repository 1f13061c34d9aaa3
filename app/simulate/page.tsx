import type { Metadata } from 'next';
import { readParams } from './_lib/url';
import { SimulatePage } from './_components/SimulatePage';

export const metadata: Metadata = { title: 'Simulate a matchup' };

export default async function Simulate({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = await searchParams;
  const params = readParams((name) => {
    const v = raw[name];
    return Array.isArray(v) ? v[0] : v;
  });
  return (
    <div className="tap-targets mx-auto max-w-4xl space-y-4 py-6">
      <h1 className="font-display text-3xl font-bold">Simulate a matchup</h1>
      <p>
        Two fleets play each other many times on the server, under the rules of their ruleset, with the same engine that
        checks them; under the official rules up to six can meet in a free-for-all. Load each fleet from a saved fleet,
        a share code or a pasted list.
      </p>
      <SimulatePage initial={params} />
    </div>
  );
}
