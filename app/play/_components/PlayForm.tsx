'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { Issue } from '@/lib/rules';
import { MAX_TURNS_CAP } from '@/lib/engine/core/scenario';
import { FleetPicker, type LoadedFleet } from '@/app/simulate/_components/FleetPicker';
import type { FleetSource } from '@/app/simulate/_lib/url';
import { fleetRef, matchError } from '@/app/matches/_lib/api';
import { saveSeat } from '@/app/matches/_lib/seat-store';
import { DIFFICULTIES, DIFFICULTY_POLICY, type Difficulty } from '@/lib/ai/difficulty';
import { getRuleset } from '@/lib/rules';
import { PIRATES_SEATS, TABLE_RULESETS } from '@/lib/pirates/schema';
import type { RulesetId } from '@/lib/ruleset-ids';
import { seatColour } from '@/app/matches/_lib/seat-colours';

/** Who sits at one of the other seats: a friend with an invite link, or the computer at a difficulty. */
type SeatChoice = { kind: 'invite' } | { kind: 'computer'; difficulty: Difficulty };

/** What each computer player is like, in a player's words (lib/ai/difficulty.ts names the policy behind each). */
const DIFFICULTY_LABEL: Record<Difficulty, string> = {
  easy: 'Easy: fetches gold and seldom fights',
  normal: 'Normal: weighs every shot and voyage in gold',
  hard: 'Hard: plays each turn ahead to the end of the game',
};

/**
 * The launch form: your fleet (a saved fleet, a share code or a pasted list), how many players sit at the table (two
 * to the ruleset's `play.maxPlayers`: six under the official rules and Economy Edition, two under Crimson Coast's and
 * Daniel's), and for each other seat a friend (the match page shows one invite link per friend) or the computer at
 * Easy, Normal or Hard; an optional turn limit (Economy Edition's time limit in rounds). The match is played under the
 * fleet's ruleset unless the player picks another the table plays (an official fleet played as Economy Edition, say). A two-seat match is sent in the body's
 * original form (`opponent`, `policy`); a larger one lists its `seats`.
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
  const [others, setOthers] = useState<SeatChoice[]>([initialMode === 'invite' ? { kind: 'invite' } : { kind: 'computer', difficulty: 'hard' }]);
  const [ownComputerFleet, setOwnComputerFleet] = useState(initialOpponent !== null);
  const [turns, setTurns] = useState(initialTurns ? String(initialTurns) : '');
  const [setup, setSetup] = useState<'standard' | 'by-hand'>('standard');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; issues: Issue[] } | null>(null);
  // The rules the match is played under: the fleet's own unless the player picks another the table plays.
  const [chosenRules, setChosenRules] = useState<RulesetId | null>(null);
  const ruleset = chosenRules ?? mine?.fleet.ruleset ?? null;
  const economy = ruleset === 'economy';
  const defaultTurns = ruleset ? getRuleset(ruleset)?.play?.scenario.maxTurns : undefined;
  const maxPlayers = (ruleset && getRuleset(ruleset)?.play?.maxPlayers) || 2;
  const seats = others.slice(0, maxPlayers - 1);
  const computers = seats.filter((o) => o.kind === 'computer').length;
  const friends = seats.length - computers;
  const setSeat = (i: number, choice: SeatChoice) => setOthers(others.map((o, k) => (k === i ? choice : o)));
  const setCount = (n: number) => setOthers(Array.from({ length: n - 1 }, (_, k) => others[k] ?? { kind: 'computer', difficulty: 'hard' }));
  const turnLimit = turns.trim() === '' ? null : Number(turns);
  const turnsBad = turnLimit !== null && (!Number.isInteger(turnLimit) || turnLimit < 1 || turnLimit > MAX_TURNS_CAP);

  async function start() {
    if (!mine || !ruleset) return;
    setBusy(true);
    setError(null);
    const computerFleet = ownComputerFleet && theirs ? fleetRef(theirs.source) : undefined;
    const [b] = seats;
    const who =
      seats.length === 1
        ? { opponent: b.kind, ...(b.kind === 'computer' ? { policy: DIFFICULTY_POLICY[b.difficulty], ...(computerFleet ? { opponentFleet: computerFleet } : {}) } : {}) }
        : { seats: seats.map((o) => (o.kind === 'invite' ? o : { kind: 'computer', policy: DIFFICULTY_POLICY[o.difficulty], ...(computerFleet ? { fleet: computerFleet } : {}) })) };
    const body: Record<string, unknown> = {
      game: 'pirates',
      fleet: fleetRef(mine.source),
      ruleset,
      ...who,
      setup,
      ...(turnLimit !== null ? { scenario: { maxTurns: turnLimit } } : {}),
    };
    try {
      const res = await fetch('/api/matches', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      if (!res.ok) {
        setError(await matchError(res));
        return;
      }
      const created = (await res.json()) as { matchId: string; seat: string; token: string; inviteUrl: string; invites: { seat: string; inviteUrl: string }[]; spectateUrl: string };
      saveSeat(created.matchId, {
        seat: created.seat,
        token: created.token,
        creator: true,
        game: 'pirates',
        title: mine.fleet.name ?? 'Your fleet',
        inviteUrl: created.inviteUrl,
        invites: created.invites,
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
      {mine && (
        <fieldset className="min-w-0 space-y-2 rounded-lg border border-ink/20 bg-white p-3" data-testid="rules">
          <legend className="px-1 font-display text-lg font-bold">Rules</legend>
          <label className="flex flex-wrap items-center gap-2">
            Play under
            <select value={ruleset ?? ''} onChange={(e) => setChosenRules(e.target.value as RulesetId)} className="min-h-11 max-w-full rounded border border-ink/30 px-2 py-1" data-testid="play-ruleset">
              {TABLE_RULESETS.map((id) => (
                <option key={id} value={id}>
                  {getRuleset(id)?.name ?? id}
                  {id === mine.fleet.ruleset ? ' (the fleet’s own)' : ''}
                </option>
              ))}
            </select>
          </label>
          {economy && (
            <p className="text-sm text-ink/80" data-testid="economy-note">
              Economy Edition: the gold your fleet leaves unspent is your purse. Explore wild islands for resources, carry
              them home and sell them at the market&apos;s price; every ship away from home costs 1 gold upkeep at the end of
              each of your turns. Buy settlement tokens at home and found towns. After the time limit the most gold wins;
              sinking every other fleet or holding every resource island wins at once.
            </p>
          )}
        </fieldset>
      )}
      <fieldset className="min-w-0 space-y-3 rounded-lg border border-ink/20 bg-white p-3" data-testid="seats">
        <legend className="px-1 font-display text-lg font-bold">{seats.length === 1 ? 'Opponent' : 'Players'}</legend>
        {maxPlayers > 2 ? (
          <label className="flex flex-wrap items-center gap-2">
            Players at the table
            <select value={seats.length + 1} onChange={(e) => setCount(Number(e.target.value))} className="min-h-11 rounded border border-ink/30 px-2 py-1" data-testid="seat-count">
              {Array.from({ length: maxPlayers - 1 }, (_, k) => k + 2).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        ) : (
          ruleset && <p className="text-sm text-ink/70">{getRuleset(ruleset)?.name ?? ruleset} is played by two.</p>
        )}
        <p className="flex items-center gap-2 text-sm">
          <span className="inline-block h-3 w-3 rounded-full" style={{ background: seatColour(0) }} aria-hidden />
          <strong>A</strong> you
        </p>
        {seats.map((o, i) => {
          const letter = PIRATES_SEATS[i + 1];
          const suffix = i === 0 ? '' : `-${letter}`;
          return (
            <div key={letter} className="space-y-1 border-l-4 pl-2" style={{ borderColor: seatColour(letter) }} data-testid={`seat-choice-${letter}`}>
              {seats.length > 1 && <p className="text-sm font-semibold">Seat {letter}</p>}
              <label className="flex min-h-11 items-center gap-2">
                <input type="radio" name={`seat-${letter}`} checked={o.kind === 'computer'} onChange={() => setSeat(i, { kind: 'computer', difficulty: 'hard' })} />
                The computer
              </label>
              <label className="flex min-h-11 items-center gap-2">
                <input type="radio" name={`seat-${letter}`} checked={o.kind === 'invite'} onChange={() => setSeat(i, { kind: 'invite' })} />A friend (you get an invite link to send)
              </label>
              {o.kind === 'computer' && (
                <label className="flex flex-wrap items-center gap-2 pl-6 text-sm">
                  Difficulty
                  <select value={o.difficulty} onChange={(e) => setSeat(i, { kind: 'computer', difficulty: e.target.value as Difficulty })} className="max-w-full rounded border border-ink/30 px-2 py-1" data-testid={`difficulty${suffix}`}>
                    {DIFFICULTIES.map((d) => (
                      <option key={d} value={d}>
                        {DIFFICULTY_LABEL[d]}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </div>
          );
        })}
        {computers > 0 && (
          <div className="space-y-2 text-sm">
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
        {economy
          ? `Time limit in rounds (optional; ${defaultTurns ?? 30} when left empty; then the player with the most gold wins)`
          : 'Turn limit (optional; a game still going then is scored as it stands: most gold home wins)'}
        <input
          type="number"
          min={1}
          max={MAX_TURNS_CAP}
          inputMode="numeric"
          value={turns}
          onChange={(e) => setTurns(e.target.value)}
          className="mt-1 block w-32 rounded border border-ink/30 px-2 py-1"
          aria-invalid={turnsBad}
          data-testid="turn-limit"
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
        disabled={!mine || busy || turnsBad || (computers > 0 && ownComputerFleet && !theirs)}
        className="rounded bg-sea px-4 py-2 font-semibold text-white disabled:opacity-50"
      >
        {busy
          ? 'Setting the table…'
          : friends === 0
            ? seats.length === 1
              ? 'Play against the computer'
              : `Play against ${seats.length} computer players`
            : `Create the match and get the invite link${friends === 1 ? '' : 's'}`}
      </button>
    </div>
  );
}
