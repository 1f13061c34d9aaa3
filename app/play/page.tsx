import type { Metadata } from 'next';
import { readParams } from '@/app/simulate/_lib/url';
import { PlayForm } from './_components/PlayForm';

export const metadata: Metadata = { title: 'Play a fleet' };

/**
 * `/play?fleet=slug:abc` (or `code:…`): start a match with a fleet, against the computer or a friend.
 * `opponent=slug:…` names the computer's fleet (a simulation's "Play this matchup"); `turns` a turn limit.
 */
export default async function PlayPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const sp = await searchParams;
  const get = (name: string) => (typeof sp[name] === 'string' ? (sp[name] as string) : undefined);
  // The simulate page's fleet sources read the same `slug:`/`code:` form.
  const { a: fleet, b: opponent } = readParams((name) => get(name === 'a' ? 'fleet' : name === 'b' ? 'opponent' : name));
  const turns = Number(get('turns'));
  return (
    <div className="tap-targets mx-auto max-w-3xl space-y-4">
      <h1 className="font-display text-3xl font-bold">Play a fleet</h1>
      <p className="text-sm text-ink/70">
        Sail your fleet against the computer or a friend. Every rule the engine knows is enforced; the dice are rolled on
        the server, and treasure stays face down until you look at it.
      </p>
      <PlayForm
        initialFleet={fleet}
        initialOpponent={opponent}
        initialTurns={Number.isInteger(turns) && turns > 0 ? turns : null}
        initialMode={get('vs') === 'friend' ? 'invite' : 'computer'}
      />
    </div>
  );
}
