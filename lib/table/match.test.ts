import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { GameDefinition } from './game';
import { advanceFrom, decide, fold, MatchError, visibleEvents } from './match';

/** A counter the "bot" raises on its own up to a target; a seat may add to it; draws are written into events. */
type Ev = { type: 'add'; by: string; n: number } | { type: 'roll'; value: number };
type Counter = { total: number; rolls: number[] };
const applyOne = (s: Counter, e: Ev): Counter => (e.type === 'add' ? { ...s, total: s.total + e.n } : { ...s, rolls: [...s.rolls, e.value] });
const counter: GameDefinition<Counter, { type: 'add'; n: number }, Ev, { target: number }> = {
  kind: 'counter',
  setup: z.object({ target: z.number() }),
  action: z.object({ type: z.literal('add'), n: z.number().int().positive() }),
  join: z.object({}),
  joined: () => ({ ok: false, code: 'seat-taken', message: 'One seat only.' }),
  seats: () => ['a'],
  initial: () => ({ total: 0, rolls: [] }),
  start: (_s, rng) => [{ type: 'roll', value: rng.int(1, 6) }],
  apply: (s, events) => events.reduce(applyOne, s),
  outcome: (s) => ({ over: s.total >= 10, winner: null }),
  act: (s, seat, a, rng) =>
    a.n > 5 ? { ok: false, code: 'rejected', message: 'At most 5 at a time.' } : { ok: true, events: [{ type: 'add', by: seat, n: a.n }, { type: 'roll', value: rng.int(1, 6) }] },
  advance: (s) => (s.total < 10 ? [{ type: 'add', by: 'bot', n: 1 }] : []),
  view: (s) => s,
  redact: (e, v) => (e.type === 'roll' && v.kind === 'spectator' ? null : e),
};

describe('match core', () => {
  it('folds a log into the state and its seq', () => {
    expect(fold(counter, { target: 0 }, [{ type: 'add', by: 'a', n: 2 }, { type: 'roll', value: 3 }])).toEqual({ state: { total: 2, rolls: [3] }, seq: 2 });
  });

  it('lets the game act on its own until it has nothing left to do', () => {
    const { events, after } = advanceFrom(counter, fold(counter, { target: 0 }, []), 1, 0);
    expect(events).toHaveLength(10);
    expect((fold(counter, { target: 0 }, events).state as Counter).total).toBe(10);
    expect(after).toEqual(fold(counter, { target: 0 }, events));
  });

  it('stops a game that never stops acting instead of hanging', () => {
    const restless = { ...counter, advance: () => [{ type: 'add' as const, by: 'bot', n: 1 }] };
    expect(advanceFrom(restless, fold(restless, { target: 0 }, []), 1, 0, 50).events).toHaveLength(50);
  });

  it('decides an action with the randomness of (seed, seq): the same inputs give the same events', () => {
    const at = fold(counter, { target: 0 }, Array.from({ length: 10 }, () => ({ type: 'add' as const, by: 'bot', n: 1 })));
    const once = decide(counter, at, 77, 'a', 10, { type: 'add', n: 3 }, 0);
    expect(once).toEqual(decide(counter, at, 77, 'a', 10, { type: 'add', n: 3 }, 0));
    expect(once.events[0]).toEqual({ type: 'add', by: 'a', n: 3 });
    expect(once.after).toEqual({ state: counter.apply(at.state as Counter, once.events as Ev[]), seq: 12 });
  });

  it('refuses a stale seq (409), a malformed action (400) and one the rules reject (422)', () => {
    const at = fold(counter, { target: 0 }, []);
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof MatchError ? [e.code, e.status] : e;
      }
    };
    expect(code(() => decide(counter, at, 1, 'a', 3, { type: 'add', n: 1 }, 0))).toEqual(['stale-seq', 409]);
    expect(code(() => decide(counter, at, 1, 'a', 0, { type: 'add', n: -1 }, 0))).toEqual(['invalid-body', 400]);
    expect(code(() => decide(counter, at, 1, 'a', 0, { type: 'add', n: 6 }, 0))).toEqual(['rejected', 422]);
  });

  it("filters a log for a viewer, dropping what they may not know and keeping each event's seq", () => {
    const log = [
      { seq: 1, event: { type: 'roll', value: 4 } },
      { seq: 2, event: { type: 'add', by: 'a', n: 1 } },
    ];
    expect(visibleEvents(counter, log, { kind: 'spectator' }, null)).toEqual([log[1]]);
    expect(visibleEvents(counter, log, { kind: 'seat', seat: 'a' }, null)).toEqual(log);
  });
});
