import { describe, expect, it } from 'vitest';
import type { Card } from '@/lib/cards/card';
import type { Fleet } from '@/lib/fleet/fleet';
import { score } from '@/lib/engine/turn/turn';
import { crewCard, shipCard } from '@/tests/fixtures/engine';
import { memoryMatch } from '@/tests/fixtures/memory-match';
import { scriptedChoice } from '@/tests/fixtures/pirates-script';
import { piratesGame, type PiratesEvent, type PiratesState } from './game';
import { battleReport, reportSummary } from './report';
import type { PiratesView } from './view';

const ships = [
  shipCard({ name: 'Test Sloop', cannons: '3S-3L', move: 'S+L', cargo: 3, points: 8 }),
  shipCard({ name: 'Test Brig', cannons: '2S-3S-3L', move: 'S+S', cargo: 4, points: 12 }),
  shipCard({ name: 'Test Frigate', cannons: '2L-2S-3L-3S', move: 'S+L', cargo: 5, points: 16 }),
];
const helmsman = crewCard({ name: 'Helmsman', ability: 'Helmsman', keywords: ['helmsman'], points: 2 });
const cards = new Map<string, Card>([...ships, helmsman].map((c) => [c.id, c]));
const fleet: Fleet = { name: 'Test Squadron', ruleset: 'official', buildTotal: 40, ships: ships.map((c, i) => ({ cardId: c.id, crew: i === 1 ? [helmsman.id] : [] })), crew: [], forts: [], treasure: [] };
const game = piratesGame({ lookup: (id) => cards.get(id), fleetOf: () => ({ error: 'whole fleets only' }) });

/** A whole game against the computer, seat A playing the scripted player (`style`), and its report. */
function reported(seed: number, style: 'gold' | 'hunt') {
  const m = memoryMatch(game, { fleet, ruleset: 'official', opponent: 'computer', scenario: { maxTurns: 14 } }, seed);
  for (let i = 0; i < 2000 && !(m.state as PiratesState).game?.over; i++) m.act('A', scriptedChoice(m.view({ kind: 'seat', seat: 'A' }) as PiratesView, style));
  const end = (m.state as PiratesState).game!;
  expect(end.over).toBe(true);
  return { end, report: battleReport(game.initial(m.setup), m.log as PiratesEvent[], game.apply) };
}

describe('battleReport', () => {
  it('tells a game of three seats: every fleet, a column of totals and a score for each, the winner the sole first place', () => {
    const m = memoryMatch(game, { fleet, ruleset: 'official', seats: [{ kind: 'computer', policy: 'gold-runner' }, { kind: 'computer' }], scenario: { maxTurns: 10 } }, 5);
    for (let i = 0; i < 2000 && !(m.state as PiratesState).game?.over; i++) m.act('A', scriptedChoice(m.view({ kind: 'seat', seat: 'A' }) as PiratesView));
    const end = (m.state as PiratesState).game!;
    expect(end.over).toBe(true);
    const report = battleReport(game.initial(m.setup), m.log as PiratesEvent[], game.apply);
    expect(report.fleets.map((f) => f.seat)).toEqual(['A', 'B', 'C']);
    expect(report.ending.gold).toEqual([0, 1, 2].map((p) => score(end, p)));
    for (const column of Object.values(report.totals)) expect(column).toHaveLength(3);
    expect(report.turns.every((t) => t.gold.length === 3 && t.masts.length === 3)).toBe(true);
    expect(report.ending.winner).toBe(end.winner === -1 ? null : ['A', 'B', 'C'][end.winner]);
    expect(reportSummary(report)).toMatch(/^Test Squadron, Test Squadron, Test Squadron: .* gold at home: /);
  });

  for (const [seed, style] of [[3, 'gold'], [8, 'hunt'], [21, 'gold']] as const) {
    it(`tells game ${seed} (${style}) as it ended: the score, the gold banked, the ships lost, the turn it turned`, () => {
      const { end, report } = reported(seed, style);
      expect(report.ending).toEqual({ winner: end.winner === -1 ? null : end.winner === 0 ? 'A' : 'B', reason: end.endReason, gold: [score(end, 0), score(end, 1)], turns: end.turn });
      expect(report.turns.at(-1)!.gold).toEqual(report.ending.gold);
      expect(report.turns.map((t) => t.turn)).toEqual([...report.turns.map((t) => t.turn)].sort((x, y) => x - y));
      expect(report.fleets.map((f) => f.ships.length)).toEqual([3, 3]);
      expect(report.fleets[0].ships[1].crew).toEqual(['Helmsman']);
      expect(report.start.masts).toEqual([9, 9]);
      // Every coin banked is at home at the end (nothing here takes gold from a home), told at its worth.
      for (const p of [0, 1] as const) {
        expect(report.totals.banked[p]).toBe(end.players[p].home.reduce((n, id) => n + end.treasures[id].value, 0));
        expect(report.totals.shipsLost[p]).toBe(end.ships.filter((s) => s.owner === p && s.sunk).length);
      }
      const banked = report.turns.flatMap((t) => t.lines).filter((l) => l.kind === 'banked');
      expect(banked.length > 0).toBe(report.totals.banked[0] + report.totals.banked[1] > 0);
      if (report.turned) {
        const w = report.ending.winner === 'A' ? 0 : 1;
        const k = report.turns.findIndex((t) => t.turn === report.turned!.turn && t.seat === report.turned!.seat);
        for (const t of report.turns.slice(k)) expect(t.gold[w]).toBeGreaterThan(t.gold[1 - w]);
        if (k > 0) expect(report.turns[k - 1].gold[w]).toBeLessThanOrEqual(report.turns[k - 1].gold[1 - w]);
      }
      expect(reportSummary(report)).toMatch(/^Test Squadron against .+ in \d+ turns, \d+ gold to \d+/);
    });
  }

  it('refuses a log whose game is not over', () => {
    const m = memoryMatch(game, { fleet, ruleset: 'official', opponent: 'computer' }, 5);
    expect(() => battleReport(game.initial(m.setup), m.log as PiratesEvent[], game.apply)).toThrow(/only for a game that is over/);
  });
});
