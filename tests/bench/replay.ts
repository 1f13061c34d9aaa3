import { loadAllCards } from '@/db/cards';
import { getDb, openDatabase } from '@/db/client';
import { createMatchService } from '@/db/matches';
import { piratesGame } from '@/lib/pirates/game';
import type { PiratesView } from '@/lib/pirates/view';
import { sampleFleet } from '@/lib/simulate/warm-up';
import type { AnyGame } from '@/lib/table/game';
import { scriptedChoice } from '@/tests/fixtures/pirates-script';
import { percentile } from './percentile';

/**
 * A replay of a 40-turn match, as the replay page asks for it (issue 40: it loads in under a second and steps
 * without refetching the whole log): two real 40-point official fleets, seat A played by the scripted player against
 * the computer for 40 turns, stored in a database of its own (in memory) through the match service. Then, for a
 * spectator of the finished match: the page's load (the latest state and the whole visible log, as the event
 * stream's backlog sends it, and the view at the last event), the first step back (which builds the replay's
 * snapshots), and every step back through the whole match one event at a time, each answer serialised as the route
 * sends it.
 */
const cards = loadAllCards(getDb());
const byId = new Map(cards.map((c) => [c.id, c]));
const game = piratesGame({ lookup: (id) => byId.get(id), fleetOf: () => ({ error: 'not used' }) }) as AnyGame;
const service = createMatchService(openDatabase(':memory:'), new Map([['pirates', game]]));
const spectator = { kind: 'spectator' as const };

/** One match played out; the seat's style alternates, since a gold runner often ends the game well before the cap. */
function playOne(n: number) {
  const { matchId, token } = service.create('pirates', {
    fleet: sampleFleet(cards, 'English'),
    ruleset: 'official',
    opponent: 'computer',
    opponentFleet: sampleFleet(cards, 'Spanish'),
    scenario: { maxTurns: 40 },
  });
  for (let i = 0; i < 20_000; i++) {
    const { seq, view } = service.state(matchId, { kind: 'seat', seat: 'A' }) as { seq: number; view: PiratesView };
    if (view.over) break;
    service.act(matchId, token, seq, scriptedChoice(view, n % 2 ? 'hunt' : 'gold'));
  }
  return { matchId, final: service.state(matchId, spectator) as { seq: number; view: PiratesView } };
}
// The first match to reach the 40-turn cap, or the longest of twelve.
let played = playOne(0);
for (let n = 1; n < 12 && played.final.view.turn < 40; n++) {
  const next = playOne(n);
  if (next.final.view.turn > played.final.view.turn) played = next;
}
const { matchId, final } = played;
const last = final.seq;

const t0 = performance.now();
const loadBytes = JSON.stringify(final).length + JSON.stringify(service.eventsAfter(matchId, spectator, 0)).length + JSON.stringify(service.stateAt(matchId, spectator, last)).length;
const loadMs = performance.now() - t0;
const t1 = performance.now();
JSON.stringify(service.stateAt(matchId, spectator, last - 1));
const firstStepMs = performance.now() - t1;
const steps: number[] = [];
let viewBytes = 0;
for (let at = last - 2; at >= 0; at--) {
  const s = performance.now();
  viewBytes = Math.max(viewBytes, JSON.stringify(service.stateAt(matchId, spectator, at)).length);
  steps.push(performance.now() - s);
}
steps.sort((a, b) => a - b);
console.log(`replay of a ${final.view.turn}-turn match (${last} events, ${final.view.over ? 'over' : 'not over'}), for a spectator:`);
console.log(`  load (state, whole visible log, view at the last event): ${loadMs.toFixed(0)} ms, ${(loadBytes / 1024).toFixed(0)} KB`);
console.log(`  first step back (builds the snapshots on the way): ${firstStepMs.toFixed(1)} ms`);
console.log(`  each step back through the whole match (${steps.length} steps): p50 ${percentile(steps, 50).toFixed(2)} ms, p95 ${percentile(steps, 95).toFixed(2)} ms, largest view ${(viewBytes / 1024).toFixed(0)} KB`);
