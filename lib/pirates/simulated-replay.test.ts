import { describe, expect, it } from 'vitest';
import type { Card } from '@/lib/cards/card';
import { crewCard, shipCard } from '@/tests/fixtures/engine';
import { SimulateGameRequest, simulatedGame } from '@/lib/simulate/game';
import { applyEvent, type GameEvent } from '@/lib/engine/state/events';
import type { GameState } from '@/lib/engine/state/state';
import { simulatedReplay, simulatedTable, type SimulatedEvent } from './simulated-replay';

const ships: Card[] = [
  shipCard({ cannons: '2S-3L-3S', move: 'S+L', cargo: 4, points: 12, faction: 'English' }),
  shipCard({ cannons: '2S-2S-2S-2S', move: 'S+S', cargo: 5, points: 16, faction: 'Spanish' }),
];
const crew = crewCard({ faction: 'English', points: 2 });
const byId = new Map([...ships, crew].map((c) => [c.id, c]));
const fleet = (s: Card, c: string[]) => ({ ruleset: 'official' as const, buildTotal: 40, ships: [{ cardId: s.id, crew: c }], crew: [], forts: [], treasure: [] });

describe('a simulated game replayed in the browser', () => {
  it('is at every seq the engine\'s fold of its log, every coin shown', () => {
    const played = simulatedGame(SimulateGameRequest.parse({ a: fleet(ships[0], [crew.id]), b: fleet(ships[1], []), games: 4, seed: 9, game: 2 }), (id) => byId.get(id));
    if (!played.ok) throw new Error(played.message);
    const events = played.result.events as SimulatedEvent[];
    const replay = simulatedReplay(events);
    expect(replay.stateAt(0)).toBeNull();
    const [built, ...rest] = events as [Extract<SimulatedEvent, { type: 'built' }>, ...GameEvent[]];
    const state = structuredClone(built.game);
    const states: (GameState | null)[] = [null, structuredClone(state)];
    for (const e of rest) {
      applyEvent(state, e);
      states.push(structuredClone(state));
    }
    for (const at of [events.length, 1, Math.floor(events.length / 2), 2, events.length - 1]) expect(replay.stateAt(at), `seq ${at}`).toEqual(states[at]);
    expect(replay.stateAt(events.length)!.over).toBe(true);
    expect(simulatedTable(replay.stateAt(1)!).treasures.filter((t) => 'hidden' in t)).toEqual([]);
  });
});
