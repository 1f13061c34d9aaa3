import type { Metadata } from 'next';
import Link from 'next/link';
import { RULESETS } from '@/lib/rules';
import { SavedFleetsList } from './_components/SavedFleetsList';
import { buildAmount } from '@/app/_components/card-labels';

export const metadata: Metadata = { title: 'Fleets' };

export default function FleetsPage() {
  return (
    <div className="tap-targets mx-auto max-w-2xl space-y-6">
      <h1 className="font-display text-3xl font-bold">Fleets</h1>
      <p>
        Build a fleet under one of the rulesets below: pick ships, crew them, and watch the points and the rules as you go. Save it for a
        short link, or share it as a link or plain text without saving.
      </p>
      <Link href="/fleets/new" className="tap inline-flex items-center rounded bg-sea px-4 py-2 font-semibold text-white hover:bg-ink">
        Build a fleet
      </Link>
      <form action="/fleets/new" method="get" className="space-y-1">
        <label htmlFor="open-code" className="block text-sm font-semibold">
          Open a share code
        </label>
        <div className="flex gap-2">
          <input id="open-code" name="code" required placeholder="1.AC…" className="min-w-0 flex-1 rounded border border-ink/30 bg-white px-3 py-2 font-mono" />
          <button type="submit" className="rounded border border-ink/30 bg-white px-3 py-2">
            Open
          </button>
        </div>
      </form>
      <SavedFleetsList />
      <section>
        <h2 className="font-display text-xl font-bold">Rulesets</h2>
        <dl className="mt-2 space-y-2">
          {RULESETS.map((r) => (
            <div key={r.id}>
              <dt className="font-semibold">
                {r.name}
                {r.defaultBuildTotal !== null && <span className="font-normal text-ink/70"> · {buildAmount(r.defaultBuildTotal, r.buildUnit)}</span>}
              </dt>
              <dd className="text-sm">{r.description}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
