import { describe, expect, it } from 'vitest';
import type { Card } from '@/lib/cards/card';
import { applyEvent, type GameEvent } from '@/lib/engine/state/events';
import type { GameState } from '@/lib/engine/state/state';
import { crewCard, shipCard } from '@/tests/fixtures/engine';
import { SimulateGameRequest, simulatedGame } from './game';
import { prepareMatchup } from './prepare';
import { emptyTally, mergeTally, playRange, type Tally } from './run';

const ships: Card[] = [
  shipCard({ cannons: '2S-3L-3S', move: 'S+L', cargo: 4, points: 12, faction: 'English' }),
  shipCard({ cannons: '3L-3L', move: 'L+L', cargo: 3, points: 9, faction: 'English' }),
  shipCard({ cannons: '2S-2S-2S-2S', move: 'S+S', cargo: 5, points: 16, faction: 'Spanish' }),
  shipCard({ cannons: '4L-4L', move: 'L', cargo: 6, points: 8, faction: 'Spanish' }),
];
const crew = crewCard({ faction: 'English', points: 2 });
const byId = new Map([...ships, crew].map((c) => [c.id, c]));
const lookup = (id: string) => byId.get(id);
const fleet = (s: Card[], withCrew: boolean) => ({ ruleset: 'official' as const, buildTotal: 40, ships: s.map((x, i) => ({ cardId: x.id, crew: withCrew && i === 0 ? [crew.id] : [] })), crew: [], forts: [], treasure: [] });
const run = { a: fleet(ships.slice(0, 2), true), b: fleet(ships.slice(2), false), games: 16, seed: 4242, policies: { a: 'gold-runner' as const, b: 'hunter' as const } };

describe('POST /api/simulate/game: game i of a run', () => {
  it('is the very game the run counted: its winner and turns are the run\'s record of game i, and the games add up to the run', () => {
    const prepared = prepareMatchup(run, lookup);
    if (!prepared.ok) throw new Error(prepared.message);
    const whole = playRange(prepared.matchup, 0, run.games);
    const sum = { wins: [0, 0], draws: 0, turns: 0 };
    for (let i = 0; i < run.games; i++) {
      const played = simulatedGame(SimulateGameRequest.parse({ ...run, game: i }), lookup);
      if (!played.ok) throw new Error(played.message);
      const { result } = played;
      const counted = playRange(prepared.matchup, i, i + 1);
      expect(result.turns, `game ${i}`).toBe(counted.turns);
      expect(result.winner === null ? counted.draws : counted.wins[result.winner === 'a' ? 0 : 1], `game ${i}`).toBe(1);
      expect(Object.keys(counted.endings)).toEqual([result.ending]);
      if (result.winner === null) sum.draws++;
      else sum.wins[result.winner === 'a' ? 0 : 1]++;
      sum.turns += result.turns;
    }
    expect(sum).toEqual({ wins: whole.wins, draws: whole.draws, turns: whole.turns });
  });

  it('folds: the table it builds, then every event, end where the game ended', () => {
    const played = simulatedGame(SimulateGameRequest.parse({ ...run, game: 3 }), lookup);
    if (!played.ok) throw new Error(played.message);
    const [built, ...rest] = played.result.events as [{ type: 'built'; game: GameState }, ...GameEvent[]];
    expect(built.type).toBe('built');
    const state = structuredClone(built.game);
    for (const e of rest) applyEvent(state, e);
    expect(state.over).toBe(true);
    expect(state.turn).toBe(played.result.turns);
    expect(state.winner === -1 ? null : state.winner === 0 ? 'a' : 'b').toBe(played.result.winner);
    expect(state.endReason).toBe(played.result.ending);
  });

  it('names a game outside the run in its 400', () => {
    for (const game of [16, -1, 1.5, '2']) {
      const parsed = SimulateGameRequest.safeParse({ ...run, game });
      expect(parsed.success, String(game)).toBe(false);
      expect(parsed.error?.issues[0].path).toEqual(['game']);
    }
    expect(SimulateGameRequest.safeParse({ ...run, game: 15 }).success).toBe(true);
  });
});

describe("a run's games worth watching", () => {
  it('are the first win of each fleet, the first draw and the longest game, the same however the run is split', () => {
    const prepared = prepareMatchup(run, lookup);
    if (!prepared.ok) throw new Error(prepared.message);
    const whole = playRange(prepared.matchup, 0, run.games);
    const split = emptyTally();
    mergeTally(split, playRange(prepared.matchup, 7, run.games));
    mergeTally(split, playRange(prepared.matchup, 0, 7));
    expect(split.watch).toEqual(whole.watch);
    const games = Array.from({ length: run.games }, (_, i) => playRange(prepared.matchup, i, i + 1));
    const first = (won: (t: Tally) => boolean) => {
      const i = games.findIndex(won);
      return i === -1 ? null : i;
    };
    expect(whole.watch.wins[0]).toBe(first((t) => t.wins[0] === 1));
    expect(whole.watch.wins[1]).toBe(first((t) => t.wins[1] === 1));
    expect(whole.watch.draw).toBe(first((t) => t.draws === 1));
    const most = Math.max(...games.map((t) => t.turns));
    expect(whole.watch.longest).toEqual({ game: games.findIndex((t) => t.turns === most), turns: most });
  });
});
