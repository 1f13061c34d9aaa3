import { describe, expect, it } from 'vitest';
import { applyCorrections, readCorrections, type Correction } from './corrections';
import type { SheetRecord } from './spreadsheet';

const record = (over: Partial<SheetRecord>): SheetRecord =>
  ({ set: 'SM', number: '001', name: 'Gilded Heron', cargo: 3, masts: 2, points: 5, move: 'L', sheet: 'S', row: 2, line: 2, ...over }) as SheetRecord;

const fix: Correction = { set: 'SM', number: '001', name: 'Gilded Heron', field: 'cargo', from: 3, to: 4, evidence: 'Its reprint and the other list both say four.' };

describe('applyCorrections', () => {
  it('changes the field only while the source still says what the correction expects', () => {
    const { records, outcomes } = applyCorrections([record({})], [fix]);
    expect(records[0].cargo).toBe(4);
    expect(outcomes[0]).toMatchObject({ applied: true, note: fix.evidence });
  });

  it('reports a correction the source no longer needs, or whose row is gone, without touching anything', () => {
    const fixedUpstream = applyCorrections([record({ cargo: 4 })], [fix]);
    expect(fixedUpstream.records[0].cargo).toBe(4);
    expect(fixedUpstream.outcomes[0]).toMatchObject({ applied: false, note: expect.stringContaining('now says 4') });
    const gone = applyCorrections([record({ name: 'Other Ship' })], [fix]);
    expect(gone.outcomes[0].applied).toBe(false);
    expect(gone.records[0].cargo).toBe(3);
  });

  it('never alters the records it was given', () => {
    const original = [record({})];
    applyCorrections(original, [fix]);
    expect(original[0].cargo).toBe(3);
  });

  it('reads our corrections file, each entry with its evidence', () => {
    const corrections = readCorrections();
    expect(corrections.length).toBeGreaterThanOrEqual(3);
    for (const c of corrections) expect(c.evidence.length).toBeGreaterThan(40);
  });
});
