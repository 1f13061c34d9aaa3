import { describe, expect, it } from 'vitest';
import { collectionToCsv, parseCollectionCsv } from './csv';

const known = new Map([['sm-ps-025', 'SM-PS-025'], ['smu-025', 'SMU-025'], ['sm-pc-010', 'SM-PC-010']]);
const canonical = (id: string) => known.get(id.toLowerCase());

describe('collection CSV', () => {
  it('exports id,owned,wanted and reads its own export back', () => {
    const c = { 'SMU-025': { owned: 0, wanted: 2 }, 'SM-PS-025': { owned: 3, wanted: 0 } };
    const csv = collectionToCsv(c);
    expect(csv).toBe('id,owned,wanted\nSM-PS-025,3,0\nSMU-025,0,2\n');
    expect(parseCollectionCsv(csv, canonical)).toEqual({ ok: true, collection: c });
  });

  it('accepts ids as loosely as the card list, no header, a missing wanted column, CRLF and blank lines', () => {
    expect(parseCollectionCsv('sm-ps-025,2\r\n\r\nsmu-025, 1 , 4\r\n', canonical)).toEqual({
      ok: true,
      collection: { 'SM-PS-025': { owned: 2, wanted: 0 }, 'SMU-025': { owned: 1, wanted: 4 } },
    });
  });

  it('names every bad line (unknown id, bad count, repeat, wrong width) and imports nothing', () => {
    const csv = ['id,owned,wanted', 'SM-PS-025,1,0', 'XX-999,1,0', 'SM-PC-010,-1,0', 'SMU-025,2,100', 'SM-PS-025,1,0', 'SM-PC-010', 'SMU-025,1.5'].join('\n');
    const outcome = parseCollectionCsv(csv, canonical);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.problems.map((p) => p.line)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(outcome.problems[0].message).toBe("Line 3: 'XX-999' is not a card id.");
    expect(outcome.problems[1].message).toBe("Line 4: owned '-1' must be a whole number from 0 to 99.");
    expect(outcome.problems[2].message).toBe("Line 5: wanted '100' must be a whole number from 0 to 99.");
    expect(outcome.problems[3].message).toBe('Line 6: SM-PS-025 is already on line 2.');
    expect(outcome.problems[4].message).toBe('Line 7 should be id,owned,wanted; it has 1 value.');
  });
});
