import { loadAllCards } from '@/db/cards';
import { getDb } from '@/db/client';
import { piratesGame, type PiratesState } from '@/lib/pirates/game';
import type { PiratesAction } from '@/lib/pirates/schema';
import type { PiratesView } from '@/lib/pirates/view';
import { advanceFrom, decide } from '@/lib/table/match';
import { decisionRng } from '@/lib/table/rng';
import { memoryMatch } from '@/tests/fixtures/memory-match';
import { scriptedChoice } from '@/tests/fixtures/pirates-script';
import { sampleFleet } from '@/lib/simulate/warm-up';
import { percentile } from './percentile';

/**
 * The cost of one human action on the table, as the match service pays it: the action checked and resolved on one
 * copy of the state, then the view of every viewer (both seats and a spectator) built for the answer and the streams.
 * Measured on mid-game states (turn 4 on) of two real 40-point official fleets, each action one a player could send.
 * Then against the computer on the standard table: the person's end of turn answered with the computer's whole turn
 * played in the same request (both must stay within 300 ms p95, issue 35).
 */
const cards = loadAllCards(getDb());
const byId = new Map(cards.map((c) => [c.id, c]));
const game = piratesGame({ lookup: (id) => byId.get(id), fleetOf: () => ({ error: 'not used' }) });
const viewers = [{ kind: 'seat' as const, seat: 'A' }, { kind: 'seat' as const, seat: 'B' }, { kind: 'spectator' as const }];

const decideMs: number[] = [];
const viewMs: number[] = [];
const totalMs: number[] = [];
for (let seed = 1; totalMs.length < 400 && seed < 50; seed++) {
  const m = memoryMatch(game, { fleet: sampleFleet(cards, 'English'), ruleset: 'official', scenario: { maxTurns: 30 } }, seed);
  m.join({ fleet: sampleFleet(cards, 'Spanish') });
  while (!(m.view({ kind: 'spectator' }) as PiratesView).over) {
    const spectator = m.view({ kind: 'spectator' }) as PiratesView;
    const seat = spectator.toAct!;
    const action: PiratesAction = scriptedChoice(m.view({ kind: 'seat', seat }) as PiratesView);
    if (((m.state as PiratesState).game?.turn ?? 0) >= 4) {
      const t0 = performance.now();
      const decided = decide(game, { state: m.state, seq: m.seq }, seed, seat, m.seq, action, 0);
      const t1 = performance.now();
      for (const v of viewers) game.view(decided.after.state as PiratesState, v);
      const t2 = performance.now();
      decideMs.push(t1 - t0);
      viewMs.push(t2 - t1);
      totalMs.push(t2 - t0);
    }
    m.act(seat, action);
  }
}
const line = (label: string, xs: number[]) => {
  const sorted = [...xs].sort((p, q) => p - q);
  console.log(`${label}: p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms`);
};
console.log(`one human action on a mid-game table, two 40-point official fleets (${totalMs.length} actions):`);
line('  check, copy and resolve', decideMs);
line('  views for both seats and a spectator (legal actions included)', viewMs);
line('  whole action', totalMs);

const turnMs: number[] = [];
const answeredMs: number[] = [];
for (let seed = 1; turnMs.length < 150 && seed < 40; seed++) {
  const m = memoryMatch(game, { fleet: sampleFleet(cards, 'English'), ruleset: 'official', opponent: 'computer', opponentFleet: sampleFleet(cards, 'Spanish'), scenario: { maxTurns: 30 } }, seed);
  while (!(m.view({ kind: 'spectator' }) as PiratesView).over) {
    const action: PiratesAction = scriptedChoice(m.view({ kind: 'seat', seat: 'A' }) as PiratesView);
    if (action.type === 'end-turn') {
      // The person's end of turn alone, then the computer's whole turn as the service plays it after it.
      const acted = game.act(m.state as PiratesState, 'A', action, decisionRng(seed, m.seq), 0);
      if (acted.ok) {
        const after = { state: acted.state ?? game.apply(m.state as PiratesState, acted.events), seq: m.seq + acted.events.length };
        const t0 = performance.now();
        advanceFrom(game, after, seed, 0);
        turnMs.push(performance.now() - t0);
      }
      const t1 = performance.now();
      const decided = decide(game, { state: m.state, seq: m.seq }, seed, 'A', m.seq, action, 0);
      for (const v of viewers) game.view(decided.after.state as PiratesState, v);
      answeredMs.push(performance.now() - t1);
    }
    m.act('A', action);
  }
}
console.log(`against the computer on the standard table, two real 40-point official fleets (${turnMs.length} turns):`);
line("  the computer's whole turn", turnMs);
line("  a person's end of turn answered, the computer's turn and every view included", answeredMs);
