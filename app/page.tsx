import Link from 'next/link';

export default function Home() {
  return (
    <div className="tap-targets mx-auto max-w-2xl space-y-8 py-6">
      <section className="space-y-3">
        <h1 className="font-display text-3xl font-bold sm:text-4xl">Pirates CSG card database</h1>
        <p className="text-lg leading-relaxed">
          Every game piece of Pirates of the Spanish Main, the WizKids constructible strategy game: ships, crew,
          treasure, forts, islands and events of all seventeen sets and the unreleased ones. Search by name or by
          stats, read what each keyword does, and build fleets.
        </p>
      </section>
      <form action="/cards" method="get" role="search" className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="home-q" className="sr-only">
          Search cards
        </label>
        <input
          id="home-q"
          name="q"
          type="search"
          placeholder='e.g. revenant, t:ship masts>=4, n:pirate k:schooner'
          className="w-full flex-1 rounded border border-ink/30 bg-white px-3 py-2"
        />
        <button type="submit" className="rounded bg-sea px-4 py-2 font-semibold text-white hover:bg-ink">
          Search
        </button>
      </form>
      <ul className="grid gap-4 sm:grid-cols-3">
        <li>
          <Link href="/cards" className="block h-full rounded-lg border border-ink/15 bg-white p-4 hover:border-brass">
            <span className="font-display text-xl font-semibold">Cards</span>
            <span className="mt-1 block text-sm">Browse and filter all cards by type, faction, set, rarity, keyword and points.</span>
          </Link>
        </li>
        <li>
          <Link href="/keywords" className="block h-full rounded-lg border border-ink/15 bg-white p-4 hover:border-brass">
            <span className="font-display text-xl font-semibold">Keywords</span>
            <span className="mt-1 block text-sm">What each keyword means, where the rules define it, and the cards that carry it.</span>
          </Link>
        </li>
        <li>
          <Link href="/fleets" className="block h-full rounded-lg border border-ink/15 bg-white p-4 hover:border-brass">
            <span className="font-display text-xl font-semibold">Fleets</span>
            <span className="mt-1 block text-sm">Build a fleet under a ruleset, check it is legal, and share it.</span>
          </Link>
        </li>
      </ul>
      <p>
        <Link href="/diplomacy" className="font-semibold text-sea underline hover:text-ink">
          Play Pirates! Diplomacy
        </Link>{' '}
        the 13-player Caribbean variant, with friends or against bots.
      </p>
      <p className="text-sm text-ink/70">
        Query syntax: words match names; <code>t:</code> type, <code>n:</code> faction, <code>set:</code>,{' '}
        <code>r:</code> rarity, <code>k:</code> keyword, <code>o:</code> ability text, <code>pts</code>/<code>masts</code>/
        <code>cargo</code> with <code>&lt; &lt;= = &gt;= &gt;</code>, <code>move:S+L</code>, <code>cannon:3S</code>,{' '}
        <code>-</code> negates, <code>or</code> and parentheses combine.
      </p>
    </div>
  );
}
