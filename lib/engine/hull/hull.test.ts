import { describe, expect, it } from 'vitest';
import { shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { sfc32 } from '@/lib/random';
import { swingBlocked, turnTo } from './hull';

/** Uniform numbers in [0, 1) with every bit of a double's mantissa, from a seeded generator. */
function uniform(seed: number): () => number {
  const next = sfc32(seed, 0x9e3779b9, 0x85ebca6b, 1);
  return () => (next() * 2 ** 21 + (next() >>> 11)) / 2 ** 53;
}

describe('turning a hull (swingBlocked)', () => {
  it('names the short way round: clockwise positive, in [-180, 180)', () => {
    expect(turnTo(350, 10)).toBe(20);
    expect(turnTo(10, 350)).toBe(-20);
    expect(turnTo(90, 270)).toBe(-180);
    expect(turnTo(30, 30)).toBe(0);
    expect(turnTo(0, 420)).toBe(60);
  });

  it('gives exactly what the remainder formula gives, bit for bit, so no game can differ', () => {
    const random = uniform(11);
    const formula = (from: number, to: number) => ((((to - from) % 360) + 540) % 360) - 180;
    for (let i = 0; i < 20000; i++) {
      // Headings as the engine keeps them, and the sums of a heading and a turn the planner asks about.
      const from = random() * 360;
      const to = i % 4 === 0 ? Math.round(random() * 360) : i % 4 === 1 ? from + (random() - 0.5) * 1080 : random() * 360;
      expect(turnTo(from, to)).toBe(formula(from, to));
    }
  });

  // The course planner passes over every heading further round than a turn found blocked (lib/ai/course.ts):
  // this holds it to the geometry it relies on, over ships set down at random beside an island and another ship.
  it('a turn that swings the hull into something stays blocked turned further the same way', () => {
    const random = uniform(7);
    const big = shipCard({ cannons: '3S-3S-3S-3S' });
    const small = shipCard({ cannons: '3S' });
    let blocked = 0;
    let free = 0;
    for (let trial = 0; trial < 150; trial++) {
      // The wild island at (10, 10), radius 0.75; her bow within a hull's length or so of its shore, the other ship
      // beside her or not.
      const spec: TableSpec = {
        islands: [
          { x: 1.5, y: 1.5 },
          { x: 18.5, y: 18.5 },
          { x: 10, y: 10 },
        ],
        ships: [
          { card: big, x: 10 + (random() - 0.5) * 4.4, y: 10 + (random() - 0.5) * 4.4, heading: Math.floor(random() * 360) },
          { card: small, owner: 1, x: 10 + (random() - 0.5) * 5, y: 10 + (random() - 0.5) * 5, heading: Math.floor(random() * 360) },
        ],
      };
      const game = table(spec);
      const [s] = shipsOf(game, spec);
      for (const back of [s.length / 2, s.length]) {
        for (const way of [1, -1]) {
          let seen = false;
          for (let turn = 10; turn <= 170; turn += 10) {
            const now = swingBlocked(game.state, s, back, (s.heading + way * turn + 360) % 360);
            // Once blocked, every turn further round is blocked too.
            if (seen) expect(now, `trial ${trial}, pivot ${back}, ${way * turn} degrees`).toBe(true);
            seen ||= now;
            if (now) blocked++;
            else free++;
          }
        }
      }
    }
    // Both answers occur often enough for the check to mean something.
    expect(blocked).toBeGreaterThan(200);
    expect(free).toBeGreaterThan(200);
  });
});
