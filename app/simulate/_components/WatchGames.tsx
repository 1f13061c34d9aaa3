'use client';

import { useCallback, useMemo, useState } from 'react';
import type { PiratesEvent } from '@/lib/pirates/game';
import { simulatedReplay, simulatedTable, type SimulatedEvent } from '@/lib/pirates/simulated-replay';
import type { SimulatedGame } from '@/lib/simulate/game';
import type { SimulateManyResult, SimulateRequestInput, SimulateResult } from '@/lib/simulate/schema';
import { ReplayView, type ReplayMoment } from '@/app/matches/[id]/replay/ReplayView';
import { ENDING_LABEL } from '../_lib/labels';

type Pick = { game: number; label: string };

/** The name of the fleet a simulated game's `winner` letter ('a', 'b', …) names. */
const winnerName = (names: string[], letter: string) => names[letter.charCodeAt(0) - 97] ?? letter.toUpperCase();

/** The run's games worth watching, each once, in the order a player would look for them: a win for each fleet first. */
export function gamesToWatch(result: { players: { firstWin: number | null }[]; watch: { draw: number | null; longest: number | null } }, names: string[]): Pick[] {
  const picks: Pick[] = [];
  const add = (game: number | null, label: string) => {
    if (game === null) return;
    const same = picks.find((p) => p.game === game);
    if (same) same.label += `, ${label.toLowerCase()}`;
    else picks.push({ game, label });
  };
  result.players.forEach((p, i) => add(p.firstWin, `A win for ${names[i]}`));
  add(result.watch.draw, 'A draw');
  add(result.watch.longest, 'The longest game');
  return picks;
}

/**
 * A few games of the run to watch (a win for each side, a draw if any, the longest): each is asked for again by
 * `POST /api/simulate/game` with the run's own request, so it is the very game the run counted, and shown in the
 * same replay view as a match, folded here from its log.
 */
export function WatchGames({ request, result, names }: { request: SimulateRequestInput; result: SimulateResult | SimulateManyResult; names: string[] }) {
  const [watching, setWatching] = useState<{ pick: Pick; game: SimulatedGame } | null>(null);
  const [at, setAt] = useState(0);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const picks = gamesToWatch(result, names);

  async function open(pick: Pick) {
    setBusy(pick.game);
    setError(null);
    try {
      const res = await fetch('/api/simulate/game', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...request, game: pick.game }) });
      const body = (await res.json()) as SimulatedGame & { error?: { message: string } };
      if (!res.ok) throw new Error(body.error?.message ?? `The server answered ${res.status}.`);
      setWatching({ pick, game: body });
      setAt(body.events.length);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The game could not be loaded.');
    } finally {
      setBusy(null);
    }
  }

  const events = watching?.game.events as SimulatedEvent[] | undefined;
  const replay = useMemo(() => (events ? simulatedReplay(events) : null), [events]);
  const logged = useMemo(() => (events ?? []).map((event, i) => ({ seq: i + 1, event: event as PiratesEvent })), [events]);
  const final = useMemo(() => (replay && events ? replay.stateAt(events.length) : null), [replay, events]);
  const moment: ReplayMoment | null = useMemo(() => {
    if (!replay) return null;
    const state = replay.stateAt(at);
    if (!state) return { game: null, turn: 0, over: false, winner: null, endReason: '' };
    return { game: simulatedTable(state), turn: state.turn, over: state.over, winner: state.over && state.winner !== -1 ? (names[state.winner] ?? null) : null, endReason: state.endReason };
  }, [replay, at, names]);
  const onAt = useCallback((n: number) => setAt(n), []);

  if (picks.length === 0) return null;
  return (
    <section className="space-y-3 rounded-lg border border-ink/20 bg-white p-3 print:hidden" aria-labelledby="watch-heading" data-testid="watch-games">
      <h2 id="watch-heading" className="font-display text-xl font-bold">
        Watch a game of this run
      </h2>
      <ul className="flex flex-wrap gap-2">
        {picks.map((p) => (
          <li key={p.game}>
            <button
              type="button"
              onClick={() => void open(p)}
              disabled={busy !== null}
              aria-pressed={watching?.pick.game === p.game}
              className="min-h-11 rounded border border-sea px-3 py-1 text-sm text-sea disabled:opacity-50 aria-pressed:bg-sea aria-pressed:text-white"
              data-testid="watch-game"
            >
              {p.label} (game {p.game + 1})
            </button>
          </li>
        ))}
      </ul>
      {error && <p role="alert" className="text-sm text-red-800">{error}</p>}
      {watching && events && (
        <ReplayView
          at={at}
          last={events.length}
          onAt={onAt}
          moment={moment}
          events={logged}
          describeWith={final && simulatedTable(final)}
          you={null}
          heading={
            <h3 className="font-display text-lg font-bold" data-testid="watching">
              Game {watching.game.game + 1}: {watching.game.winner === null ? 'a draw' : `${winnerName(names, watching.game.winner)} won`} in {watching.game.turns} turns ({ENDING_LABEL[watching.game.ending]?.label ?? watching.game.ending})
            </h3>
          }
        />
      )}
    </section>
  );
}
