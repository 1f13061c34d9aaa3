import type { Metadata } from 'next';
import Link from 'next/link';
import { MyMatches } from './_components/MyMatches';

export const metadata: Metadata = { title: 'My matches' };

export default function MatchesPage() {
  return (
    <div className="tap-targets mx-auto max-w-3xl space-y-4">
      <h1 className="font-display text-3xl font-bold">My matches</h1>
      <p className="text-sm text-ink/70">
        The matches this browser has a seat in. Your seats are kept in this browser only; to play on another device, open
        the match&apos;s link there and paste your seat token when asked.
      </p>
      <MyMatches />
      <section className="space-y-1">
        <h2 className="font-display text-xl font-bold">Start a match</h2>
        <p className="text-sm">
          <Link href="/play" className="text-sea underline">
            Play a fleet
          </Link>{' '}
          against the computer or a friend (open one of <Link href="/fleets" className="text-sea underline">your fleets</Link> and press Play), or{' '}
          <Link href="/diplomacy" className="text-sea underline">
            start a game of Pirates! Diplomacy
          </Link>
          .
        </p>
      </section>
    </div>
  );
}
