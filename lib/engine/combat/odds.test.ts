import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCannons } from '@/lib/cards/cannons';
import type { Cannon, Range } from '@/lib/cards/card';
import { crewCard, shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { type Abilities, noAbilities } from '../abilities/abilities';
import { fixedDice, seededDice } from '../core/dice';
import { headingX, headingY } from '../core/geometry';
import { shoot } from '../game';
import { broadsideOdds, bonusByNation, gunsAt, hitFaces, hitOdds, shotOdds } from './odds';
import { cannonBonus, type Gun, gunsOn, rollShots } from './shoot';

const abilities = (fields: Partial<Abilities> = {}): Abilities => ({ ...noAbilities(), ...fields });
const odds = (code: string, fields: Partial<Abilities> = {}, bonus = 0, range: Range = 'S') => hitOdds(parseCannons(code), abilities(fields), bonus, range);

describe('hitFaces', () => {
  it('hits above the rank, never on a 1, and a 6 is not automatic', () => {
    expect(hitFaces(3, 0)).toBe(3);
    expect(hitFaces(1, 0)).toBe(5);
    expect(hitFaces(6, 0)).toBe(0);
    expect(hitFaces(6, 1)).toBe(1);
    expect(hitFaces(2, 4)).toBe(5);
    expect(hitFaces(6, 10)).toBe(5);
  });
});

describe('hitOdds, worked by hand', () => {
  it('one 3S cannon hits on 4, 5 or 6: one chance in two, and does not reach L', () => {
    expect(odds('3S')).toMatchObject({ guns: 1, dice: 1, ways: [3, 3], p: [0.5, 0.5], expected: 0.5 });
    expect(odds('3S', {}, 0, 'L')).toMatchObject({ guns: 0, dice: 0, ways: [1], expected: 0 });
  });

  it('two 2S cannons: each hits on 3-6, so 4/36, 16/36, 16/36', () => {
    expect(odds('2S-2S')).toMatchObject({ dice: 2, ways: [4, 16, 16] });
    expect(odds('2S-2S').expected).toBeCloseTo(4 / 3, 12);
  });

  it('a rank 1 cannon hits on 2-6; rank 6 only with a bonus, and then a 1 still misses', () => {
    expect(odds('1S').ways).toEqual([1, 5]);
    expect(odds('6L').ways).toEqual([6, 0]);
    expect(odds('6L', {}, 1).ways).toEqual([5, 1]);
    expect(odds('6L', {}, 9).ways).toEqual([1, 5]);
  });

  it('L cannons fire at both ranges, S cannons only at S; All Long Range lets every cannon reach L', () => {
    expect(odds('2S-3L-4S', {}, 0, 'L')).toMatchObject({ guns: 1, ways: [3, 3] });
    expect(odds('2S-3L-4S', { allLongRange: true }, 0, 'L').guns).toBe(3);
  });

  it('a reroll: a miss gets a second die, 1/2 + 1/2 · 1/2 = 27/36', () => {
    expect(odds('3S', { reroll: true })).toMatchObject({ dice: 2, ways: [9, 27] });
  });

  it('a reroll is spent on the first miss only: two 3S cannons give 1/8, 3/8, 1/2', () => {
    // First hits (1/2), second with the reroll hits 3/4; first misses, reroll hits (1/4), second alone hits 1/2.
    expect(odds('3S-3S', { reroll: true })).toMatchObject({ dice: 3, ways: [27, 81, 108] });
  });

  it('the reroll goes to the first miss in cannon order, even a cannon that cannot hit', () => {
    // 2S hits on 3-6: 2/3 alone, 2/3 + 1/3 · 2/3 = 8/9 when the reroll is still there for it.
    expect(odds('6S-2S', { reroll: true }).ways).toEqual([72, 144, 0]);
    expect(odds('2S-6S', { reroll: true }).ways).toEqual([24, 192, 0]);
  });

  it('a missed reroll may still shoot again (Cannoneer) on the same cannon: 1 - (1/2)³', () => {
    expect(odds('3S', { reroll: true, shootAgain: true })).toMatchObject({ dice: 3, ways: [27, 189] });
    expect(odds('3S', { shootAgain: true })).toMatchObject({ dice: 2, ways: [9, 27] });
  });

  it('an extra cannon fires after the printed ones and takes no bonus', () => {
    const extra = { extraCannons: [{ rank: 3, range: 'S' } as Cannon] };
    // 3S with +1 hits on 3-6 (4 faces); the extra 3S on 4-6 (3 faces).
    expect(odds('3S', extra, 1)).toMatchObject({ guns: 2, ways: [2 * 3, 4 * 3 + 2 * 3, 4 * 3] });
    expect(odds('3L', extra, 0, 'L').guns).toBe(1);
    expect(odds('2S', { ...extra, allLongRange: true }, 0, 'L').guns).toBe(1);
  });

  it('every way the dice fall is counted once', () => {
    fc.assert(
      fc.property(profile(), ({ cannons, a, bonus, range }) => {
        const o = hitOdds(cannons, a, bonus, range);
        expect(o.ways.reduce((s, w) => s + w, 0)).toBe(6 ** o.dice);
        expect(o.p.reduce((s, x) => s + x, 0)).toBeCloseTo(1, 12);
      }),
    );
  });
});

describe('broadsideOdds', () => {
  it('one die must beat the highest rank; then every cannon hits and one more', () => {
    const a = abilities({ broadsides: true });
    expect(broadsideOdds(parseCannons('3S-3L-3L-3S'), a)).toMatchObject({ dice: 1, ways: [3, 0, 0, 0, 0, 3] });
    expect(broadsideOdds(parseCannons('2S-4S'), a)).toMatchObject({ ways: [4, 0, 0, 2], expected: 1 });
    expect(broadsideOdds(parseCannons('2S-6S'), a)?.ways).toEqual([6, 0, 0, 0]);
  });

  it('takes in extra cannons but no bonus, and needs the keyword', () => {
    const a = abilities({ broadsides: true, extraCannons: [{ rank: 4, range: 'S' }] });
    expect(broadsideOdds(parseCannons('2S'), a)?.ways).toEqual([4, 0, 0, 2]);
    expect(broadsideOdds(parseCannons('2S'), abilities())).toBeNull();
  });
});

describe('bonusByNation', () => {
  const groups = (ability: string) => bonusByNation(shipsOf(...game(ability))[0].abilities);
  const game = (ability: string): [ReturnType<typeof table>, TableSpec] => {
    const spec: TableSpec = { ships: [{ card: shipCard({ ability }), x: 5, y: 5 }], islands: ISLANDS };
    return [table(spec), spec];
  };

  it('one group when no bonus names a nation', () => {
    expect(groups('')).toEqual([{ nations: expect.arrayContaining(['English', 'Pirate']), bonus: 0 }]);
    expect(groups('This ship gets +1 to her cannon rolls.')).toEqual([{ nations: expect.any(Array), bonus: 1 }]);
  });

  it('splits the nations a bonus names, or all but those it excepts, smallest bonus first', () => {
    const english = groups('This ship gets +1 to her cannon rolls against English ships.');
    expect(english.map((g) => g.bonus)).toEqual([0, 1]);
    expect(english[1].nations).toEqual(['English']);
    const nonPirate = groups('This ship gets +1 to her cannon rolls against non-Pirate ships.');
    expect(nonPirate[0]).toEqual({ nations: ['Pirate'], bonus: 0 });
    expect(nonPirate[1].nations).toHaveLength(9);
  });

  it('leaves out a bonus that needs a Captain aboard', () => {
    expect(groups('If this ship has a Captain crew, she gets +1 to her cannon rolls.')).toEqual([{ nations: expect.any(Array), bonus: 0 }]);
  });
});

/** Random small shooters: few enough dice that every way they can fall can be played through the engine. */
function profile() {
  const cannon = fc.record({ rank: fc.integer({ min: 1, max: 6 }), range: fc.constantFrom<Range>('S', 'L') });
  return fc.record({
    cannons: fc.array(cannon, { minLength: 1, maxLength: 3 }),
    a: fc
      .record({ reroll: fc.boolean(), shootAgain: fc.boolean(), allLongRange: fc.boolean(), extraCannons: fc.array(cannon, { maxLength: 1 }) })
      .map((f) => abilities(f)),
    bonus: fc.integer({ min: 0, max: 2 }),
    range: fc.constantFrom<Range>('S', 'L'),
  });
}

const noop = () => {};
/** The kit's default homes and a wild island for set-up to deal coins to, all far from the ships. */
const ISLANDS = [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 18.5, y: 1.5 }];

describe('the engine agrees', () => {
  it('exactly: every sequence of dice played through rollShots gives the counted hits', () => {
    const spec: TableSpec = { ships: [{ card: shipCard(), x: 5, y: 5 }], islands: ISLANDS };
    const s = shipsOf(table(spec), spec)[0];
    fc.assert(
      fc.property(profile(), ({ cannons, a, bonus, range }) => {
        const o = hitOdds(cannons, a, bonus, range);
        s.abilities = a;
        const guns: Gun[] = gunsAt(cannons, a, range).map((g) => ({ rank: g.rank, plain: g.plain, range: 0, mast: 0 }));
        const ways = new Array<number>(o.ways.length).fill(0);
        const faces = new Array<number>(o.dice);
        for (let n = 0; n < 6 ** o.dice; n++) {
          for (let i = 0, m = n; i < o.dice; i++, m = Math.floor(m / 6)) faces[i] = (m % 6) + 1;
          ways[rollShots(s, guns, bonus, fixedDice(faces), false, 0, noop).hits]++;
        }
        expect(ways).toEqual(o.ways);
      }),
      { numRuns: 60 },
    );
  });

  /**
   * Real ships on a table, a target alongside at S or at L from every mast, shot at through the engine's own
   * choice of guns and bonus: what the card page shows is what a game rolls.
   */
  const SAMPLES = 200_000;
  const cases: { name: string; cannons: string; ability?: string; crew?: string[]; nation?: string }[] = [
    { name: 'mixed ranks and ranges', cannons: '3S-2L-4S-5L' },
    { name: 'a bonus', cannons: '3S-3L-4S', ability: 'This ship gets +1 to her cannon rolls.' },
    { name: 'a bonus against the target', cannons: '4S-3L', ability: 'This ship gets +2 to her cannon rolls against Spanish ships.', nation: 'Spanish' },
    { name: 'a bonus against others', cannons: '4S-3L', ability: 'This ship gets +2 to her cannon rolls against Spanish ships.' },
    { name: 'a reroll', cannons: '3S-4L-2S', ability: 'Once per turn, you may reroll any die roll you make for this ship; you must use the second die roll result.' },
    {
      name: 'a reroll, a Cannoneer and a bonus',
      cannons: '4S-3L-5L-2S',
      ability: 'Once per turn, you may reroll any die roll you make for this ship; you must use the second die roll result. This ship gets +1 to her cannon rolls.',
      crew: ['Cannoneer.'],
    },
    { name: 'All Long Range', cannons: '2S-3S-4L', ability: "All of this ship's cannons have L range." },
    { name: 'an extra cannon beside a bonus', cannons: '3S-4L', ability: 'This ship gets +1 to her cannon rolls.', crew: ['This ship gains one 3L cannon that may not have its range or cannon roll increased.'] },
  ];

  function alongside(c: (typeof cases)[number], gap: number) {
    const heading = 0;
    const target = shipCard({ cannons: '3S-3S-3S', faction: c.nation ?? 'English' });
    const shooter = shipCard({ cannons: c.cannons, ability: c.ability ?? '' });
    const crew = (c.crew ?? []).map((ability) => crewCard({ ability, keywords: ability === 'Cannoneer.' ? ['cannoneer'] : [] }));
    // Side by side, bows level: every mast is `gap` from the target's hull, measured across.
    const [px, py] = [-headingY(heading), headingX(heading)];
    const spec: TableSpec = {
      ships: [
        { card: shooter, crew, x: 8, y: 8, heading },
        { card: target, owner: 1, x: 8 + px * (gap + 0.25), y: 8 + py * (gap + 0.25), heading },
      ],
      islands: ISLANDS,
    };
    const game = table(spec);
    const [s, t] = shipsOf(game, spec);
    return { game, s, t, cannons: parseCannons(c.cannons) };
  }

  function sampled(hits: () => number, length: number): number[] {
    const counts = new Array<number>(length).fill(0);
    for (let i = 0; i < SAMPLES; i++) counts[hits()]++;
    return counts.map((n) => n / SAMPLES);
  }

  for (const c of cases) {
    for (const [range, gap] of [['S', 0.5], ['L', 1.2]] as const) {
      it(`${c.name} at ${range}: within 0.01 of ${SAMPLES} shots rolled by the engine`, () => {
        const { game, s, t, cannons } = alongside(c, gap);
        const guns = gunsOn(game.state, s, t, false, []);
        expect(guns.map((g) => ({ rank: g.rank, plain: g.plain }))).toEqual(gunsAt(cannons, s.abilities, range));
        const bonus = cannonBonus(game.state, s, t);
        expect(bonusByNation(s.abilities).find((g) => g.nations.includes(t.nation))?.bonus).toBe(bonus);
        const o = hitOdds(cannons, s.abilities, bonus, range);
        const dice = seededDice(2026, cases.indexOf(c) * 2 + (range === 'S' ? 0 : 1));
        const freq = sampled(() => rollShots(s, guns, bonus, dice, false, 0, noop).hits, o.ways.length);
        freq.forEach((f, k) => expect(Math.abs(f - o.p[k]), `P(${k} hits)`).toBeLessThan(0.01));
      });
    }
  }

  it('Broadsides Attack at S: within 0.01 of the engine; at L the engine fires none', () => {
    const c = { name: 'broadsides', cannons: '2S-3L-3L-2S', ability: 'Broadsides Attack.' };
    const near = alongside(c, 0.5);
    const o = broadsideOdds(near.cannons, near.s.abilities);
    expect(o?.ways).toEqual([3, 0, 0, 0, 0, 3]);
    const guns = gunsOn(near.game.state, near.s, near.t, false, []);
    const dice = seededDice(2026, 99);
    const freq = sampled(() => rollShots(near.s, guns, 0, dice, true, 0, noop).hits, o!.ways.length);
    freq.forEach((f, k) => expect(Math.abs(f - o!.p[k]), `P(${k} hits)`).toBeLessThan(0.01));

    const far = alongside(c, 1.2);
    const logged = far.game.log!.length;
    shoot(far.game, far.s, far.t, true, false);
    expect(far.game.log!.slice(logged).filter((e) => e.type === 'shot')).toEqual([]);
  });
});

describe('odds of a shot on the table', () => {
  it('counts only the guns that reach the target as she stands, with the bonus against her', () => {
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '3S-3L' }), x: 5, y: 5, heading: 90 },
        { card: shipCard({ cannons: '3S' }), owner: 1, x: 5, y: 5.6, heading: 90 },
      ],
    };
    const game = table(spec);
    const [s, t] = shipsOf(game, spec);
    const near = shotOdds(game.state, s, t);
    expect(near.guns).toBe(2);
    expect(near.p[2]).toBeCloseTo((3 / 6) ** 2, 10);
    t.y = 5 + 1.3;
    const far = shotOdds(game.state, s, t);
    expect(far.guns).toBe(1);
    expect(far.p[1]).toBeCloseTo(3 / 6, 10);
  });
});
