import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SET_CODES } from '@/lib/cards/sets';
import { RULESET_IDS } from '@/lib/ruleset-ids';
import { Fleet } from './fleet';
import { decodeFleet, encodeFleet } from './share-code';

const printedId = fc
  .tuple(
    fc.constantFrom(...SET_CODES),
    fc.option(fc.constantFrom('EC', 'PS', 'T'), { nil: undefined }),
    fc.integer({ min: 0, max: 9999 }),
    fc.integer({ min: 1, max: 4 }),
    fc.constantFrom('', 'A', 'B', '_1'),
  )
  .map(([set, prefix, n, width, suffix]) => `${set}-${prefix ? `${prefix}-` : ''}${String(n).padStart(width, '0')}${suffix}`);
const anyId = fc.oneof(printedId, fc.string({ minLength: 1, maxLength: 20 }));

const fleetArb = fc
  .record(
    {
      name: fc.string({ maxLength: 40 }),
      ruleset: fc.constantFrom(...RULESET_IDS),
      buildTotal: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
      nationality: fc.oneof(fc.constantFrom('English', 'Pirate', 'Jade Rebellion'), fc.string({ minLength: 1, maxLength: 20 })),
      ships: fc.array(fc.record({ cardId: anyId, crew: fc.array(anyId, { maxLength: 5 }) }), { maxLength: 8 }),
      crew: fc.array(anyId, { maxLength: 4 }),
      forts: fc.array(anyId, { maxLength: 2 }),
      treasure: fc.array(anyId, { maxLength: 2 }),
    },
    { requiredKeys: ['ruleset', 'buildTotal', 'ships'] },
  )
  .map((raw) => Fleet.safeParse(raw))
  .filter((r) => r.success)
  .map((r) => r.data!);

describe('share codes', () => {
  it('round-trip any fleet exactly', () => {
    fc.assert(
      fc.property(fleetArb, (fleet) => {
        const code = encodeFleet(fleet);
        expect(code).toMatch(/^1\.[A-Za-z0-9_-]+$/);
        expect(decodeFleet(code)).toEqual({ ok: true, fleet });
      }),
      { numRuns: 500 },
    );
  });

  it('are short for a typical 40-point fleet', () => {
    const fleet = Fleet.parse({
      ruleset: 'official',
      buildTotal: 40,
      ships: [
        { cardId: 'CC-011', crew: ['SM-EC-001', 'CC-045'] },
        { cardId: 'SMU-057', crew: ['RV-094'] },
        { cardId: 'BC-012', crew: [] },
      ],
    });
    const code = encodeFleet(fleet);
    expect(code.length).toBeLessThan(JSON.stringify(fleet).length / 3);
    expect(code.length).toBeLessThanOrEqual(40);
  });

  it('give a typed error, never an exception, for garbage', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (garbage) => {
        const r = decodeFleet(garbage);
        if (!r.ok) expect(typeof r.error.code).toBe('string');
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        const r = decodeFleet(`1.${Buffer.from(bytes).toString('base64url')}`);
        if (r.ok) expect(Fleet.parse(r.fleet)).toEqual(r.fleet);
        else expect(r.error.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 1000 },
    );
  });

  it('name what is wrong with a code', () => {
    const error = (code: string) => (decodeFleet(code) as { error: { code: string } }).error.code;
    expect(error('')).toBe('empty');
    expect(error('hello world')).toBe('bad-prefix');
    expect(error('7.AAAA')).toBe('unsupported-version');
    expect(error('1.ab$cd')).toBe('bad-encoding');
    expect(decodeFleet(null as unknown as string).ok).toBe(false);
  });

  it('detect a mistyped character', () => {
    const code = encodeFleet(Fleet.parse({ ruleset: 'official', buildTotal: 40, ships: [{ cardId: 'CC-011', crew: ['SM-EC-001'] }] }));
    const last = code.length - 3;
    const typo = code.slice(0, last) + (code[last] === 'A' ? 'B' : 'A') + code.slice(last + 1);
    expect(decodeFleet(typo)).toMatchObject({ ok: false, error: { code: 'bad-checksum' } });
  });

  it('recover the ships read before a code was cut short', () => {
    const fleet = Fleet.parse({
      ruleset: 'crimson-coast',
      buildTotal: 30,
      nationality: 'Spanish',
      ships: [
        { cardId: 'CC-011', crew: ['CC-045'] },
        { cardId: 'CC-020', crew: ['CC-046'] },
        { cardId: 'CC-030', crew: [] },
      ],
    });
    const code = encodeFleet(fleet);
    const cut = decodeFleet(code.slice(0, code.length - 4));
    expect(cut.ok).toBe(false);
    if (cut.ok) return;
    expect(cut.recovered).toMatchObject({ ruleset: 'crimson-coast', buildTotal: 30, nationality: 'Spanish' });
    expect(cut.recovered!.ships.slice(0, 2)).toEqual(fleet.ships.slice(0, 2));
  });
});
