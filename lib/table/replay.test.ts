import { describe, expect, it } from 'vitest';
import { parseAt, replayOf, spacingFor, type ReplaySource } from './replay';

/** A log of numbers whose state is the list of them so far, counting how many events each step folded. */
function counting(n: number) {
  const log = Array.from({ length: n }, (_, i) => i + 1);
  let folded = 0;
  const source: ReplaySource<number[], number> = {
    initial: [],
    apply: (s, es) => {
      folded += es.length;
      return [...s, ...es];
    },
    read: (from, to) => log.slice(from, to),
  };
  return { source, folded: () => folded, reset: () => (folded = 0) };
}

describe('replayOf', () => {
  it('gives the fold of the log up to every seq, in any order of asking', () => {
    const { source } = counting(300);
    const replay = replayOf(source, 300, { minSpacing: 10 });
    const order = [300, 0, 17, 16, 299, 150, 1, 151, 10, 9, 11];
    for (const at of order) expect(replay.stateAt(at)).toEqual(Array.from({ length: at }, (_, i) => i + 1));
  });

  it('folds at most one spacing of events for a step once the snapshot before it is kept', () => {
    const { source, folded, reset } = counting(1000);
    const replay = replayOf(source, 1000, { minSpacing: 8, maxSnapshots: 20 });
    expect(spacingFor(1000, { minSpacing: 8, maxSnapshots: 20 })).toBe(50);
    replay.stateAt(1000);
    reset();
    for (let at = 1000; at > 0; at--) replay.stateAt(at);
    // 1,000 steps backwards, each from the snapshot at or before it: never more than 49 events each.
    expect(folded()).toBeLessThanOrEqual(1000 * 49);
    reset();
    replay.stateAt(637);
    expect(folded()).toBe(37);
  });

  it('holds no more states than its cap however far a growing log runs past what it was made for', () => {
    const { source } = counting(5000);
    const replay = replayOf(source, 100, { minSpacing: 10, maxSnapshots: 10 });
    replay.stateAt(5000);
    expect(replay.snapshots).toBeLessThanOrEqual(11);
    expect(replay.stateAt(4999)).toHaveLength(4999);
  });

  it('refuses a log that does not hold the events it should', () => {
    const source: ReplaySource<number[], number> = { initial: [], apply: (s, e) => [...s, ...e], read: () => [] };
    expect(() => replayOf(source, 5).stateAt(3)).toThrow(/holds 0 events from seq 1 to 3/);
  });
});

describe('parseAt', () => {
  it('takes a whole number from 0 to the last seq', () => {
    expect(parseAt('0', 12)).toEqual({ ok: true, at: 0 });
    expect(parseAt('12', 12)).toEqual({ ok: true, at: 12 });
  });
  it.each(['13', '-1', '1.5', '', 'abc', '1e3', '99999999999999999999'])("refuses '%s', naming 'at' and the range", (raw) => {
    const parsed = parseAt(raw, 12);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.message).toMatch(/^'at' must be a whole number from 0 to 12/);
  });
});
