'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { Issue } from '@/lib/rules';
import { MAX_TURNS_CAP } from '@/lib/engine/scenario';
import { FleetPicker, type LoadedFleet } from '@/app/simulate/_components/FleetPicker';
import type { FleetSource } from '@/app/simulate/_lib/url';
import { fleetRef, matchError } from '@/app/matches/_lib/api';
import { saveSeat } from '@/app/matches/_lib/seat-store';
import { DIFFICULTIES, DIFFICULTY_POLICY, type Difficulty } from '@/lib/ai/difficulty';

/** What each computer player is like, in a player's words (lib/ai/difficulty.ts names the policy behind each). */
const DIFFICULTY_LABEL: Record<Difficulty, string> = {
  easy: 'Easy: fetches gold and seldom fights',
  normal: 'Normal: weighs every shot and voyage in gold',
  hard: 'Hard: plays to win under the ruleset’s ending',
};

/**
 * The launch form: your fleet (a saved fleet, a share code or a pasted list), the opponent (the computer at Easy,
 * Normal or Hard, or a friend), an optional turn limit.
 * The match is played under the fleet's ruleset. Against a friend the match page shows the invite link to send.
 */
export function PlayForm({
  initialFleet,
  initialOpponent,
  initialTurns,
  initialMode,
}: {
  initialFleet: FleetSource | null;
  initialOpponent: FleetSource | null;
  initialTurns: number | null;
  initialMode: 'computer' | 'invite';
}) {
  const router = useRouter();
  const [mine, setMine] = useState<LoadedFleet | null>(null);
  const [theirs, setTheirs] = useState<LoadedFleet | null>(null);
  const [mode, setMode] = useState<'computer' | 'invite'>(initialMode);
  const [ownComputerFleet, setOwnComputerFleet] = useState(initialOpponent !== null);
  const [difficulty, setDifficulty] = useState<Difficulty>('hard');
  const [turns, setTurns] = useState(initialTurns ? String(initialTurns) : '');
  const [setup, setSetup] = useState<'standard' | 'by-hand'>('standard');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; issues: Issue[] } | null>(null);
  const ruleset = mine?.fleet.ruleset ?? null;
  const turnLimit = turns.trim() === '' ? null : Number(turns);
  const turnsBad = turnLimit !== null && (!Number.isInteger(turnLimit) || turnLimit < 1 || turnLimit > MAX_TURNS_CAP);

  async function start() {
    if (!mine || !ruleset) return;
    setBusy(true);
    setError(null);
    const body: Record<string, unknown> = {
      game: 'pirates',
      fleet: fleetRef(mine.source),
      ruleset,
      opponent: mode,
      setup,
      ...(mode === 'computer' && ownComputerFleet && theirs ? { opponentFleet: fleetRef(theirs.source) } : {}),
      ...(mode === 'computer' ? { policy: DIFFICULTY_POLICY[difficulty] } : {}),
      ...(turnLimit !== null ? { scenario: { maxTurns: turnLimit } } : {}),
    };
    try {
      const res = await fetch('/api/matches', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      if (!res.ok) {
        setError(await matchError(res));
        return;
      }
      const created = (await res.json()) as { matchId: string; seat: string; token: string; inviteUrl: string; spectateUrl: string };
      saveSeat(created.matchId, {
        seat: created.seat,
        token: created.token,
        creator: true,
        game: 'pirates',
        title: mine.fleet.name ?? 'Your fleet',
        inviteUrl: created.inviteUrl,
        spectateUrl: created.spectateUrl,
        rematch: body,
      });
      router.push(`/matches/${created.matchId}`);
    } catch {
      setError({ message: 'The server could not be reached.', issues: [] });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4" data-testid="play-form">
      <FleetPicker side="A" initial={initialFleet} ruleset={ruleset} refused={error?.issues ?? []} onLoad={setMine} />
      <fieldset className="min-w-0 space-y-2 rounded-lg border border-ink/20 bg-white p-3">
        <legend className="px-1 font-display text-lg font-bold">Opponent</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="opponent" checked={mode === 'computer'} onChange={() => setMode('computer')} />
          The computer
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="opponent" checked={mode === 'invite'} onChange={() => setMode('invite')} />A friend (you get an invite link to send)
        </label>
        {mode === 'computer' && (
          <div className="space-y-2 pl-6 text-sm">
            <label className="flex flex-wrap items-center gap-2">
              Difficulty
              <select value={difficulty} onChange={(e) => setDifficulty(e.target.value as Difficulty)} className="max-w-full rounded border border-ink/30 px-2 py-1" data-testid="difficulty">
                {DIFFICULTIES.map((d) => (
                  <option key={d} value={d}>
                    {DIFFICULTY_LABEL[d]}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex items-center gap-2">
              <input type="checkbox" checked={ownComputerFleet} onChange={(e) => setOwnComputerFleet(e.target.checked)} />
              Give the computer another fleet (otherwise it sails a copy of yours)
            </label>
            {ownComputerFleet && <FleetPicker side="B" initial={initialOpponent} ruleset={ruleset} refused={[]} onLoad={setTheirs} />}
          </div>
        )}
      </fieldset>
      <fieldset className="space-y-2 rounded-lg border border-ink/20 bg-white p-3">
        <legend className="px-1 font-display text-lg font-bold">Set-up</legend>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" name="setup" checked={setup === 'standard'} onChange={() => setSetup('standard')} />
          The standard table: islands, treasure and ships set out for you, so you start by sailing
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" name="setup" checked={setup === 'by-hand'} onChange={() => setSetup('by-hand')} />
          By hand: roll for first player, place the islands, choose homes and place your ships
        </label>
      </fieldset>
      <label className="block text-sm">
        Turn limit (optional; a game still going then is scored as it stands: most gold home wins)
        <input
          type="number"
          min={1}
          max={MAX_TURNS_CAP}
          inputMode="numeric"
          value={turns}
          onChange={(e) => setTurns(e.target.value)}
          className="mt-1 block w-32 rounded border border-ink/30 px-2 py-1"
          aria-invalid={turnsBad}
        />
      </label>
      {turnsBad && <p className="text-sm text-red-800">The turn limit is a whole number from 1 to {MAX_TURNS_CAP}.</p>}
      {error && (
        <div role="alert" className="rounded border border-red-800/40 bg-red-50 p-3 text-sm text-red-900" data-testid="play-error">
          <p>{error.message}</p>
          {error.issues.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {error.issues.map((i) => (
                <li key={`${i.rule}:${i.message}`}>{i.message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <button
        type="button"
        onClick={() => void start()}
        disabled={!mine || busy || turnsBad || (mode === 'computer' && ownComputerFleet && !theirs)}
        className="rounded bg-sea px-4 py-2 font-semibold text-white disabled:opacity-50"
      >
        {busy ? 'Setting the table…' : mode === 'computer' ? 'Play against the computer' : 'Create the match and get the invite link'}
      </button>
    </div>
  );
}
