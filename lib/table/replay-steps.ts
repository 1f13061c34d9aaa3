/**
 * Moving through a replay: by event, by turn (the seqs at which turns begin), or to the next moment worth showing
 * (the next event with a line in the log, so playing a replay does not pause on bookkeeping events).
 */

/** The seq a step of one turn from `at` lands on: the next turn's first event, or the start of this turn (or the one before, from its very start). */
export function turnStep(at: number, starts: readonly number[], dir: 1 | -1, last: number): number {
  if (dir === 1) return starts.find((s) => s > at) ?? last;
  return starts.findLast((s) => s < at) ?? 0;
}

/** The next seq after `at` in the sorted `seqs` (the events with a log line), or `last` when none is left. */
export function nextOf(at: number, seqs: readonly number[], last: number): number {
  return Math.min(last, seqs.find((s) => s > at) ?? last);
}

/**
 * A map that keeps at most `max` entries, the least recently used dropped first: the views a replay page has
 * fetched, so stepping back and forth needs no second request while memory stays bounded however long the match.
 */
export class Lru<K, V> {
  private readonly entries = new Map<K, V>();
  constructor(private readonly max: number) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * Which stop of a replay that moves between stops (a Diplomacy match's phases: the seq each resolved at, then the
 * last) a deep link's `at` opens: the first stop at or after it, so a seq inside a phase opens that phase; the last
 * stop past them all.
 */
export function stopFor(at: number, stops: readonly number[]): number {
  const i = stops.findIndex((s) => s >= at);
  return i === -1 ? stops.length - 1 : i;
}
