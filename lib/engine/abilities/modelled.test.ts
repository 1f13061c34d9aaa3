import { describe, expect, it } from 'vitest';
import { Effect } from '@/lib/cards/abilities/effects';
import { keywordById } from '@/lib/cards/keywords';
import { MODELLED_KEYWORDS, noAbilities } from './abilities';
import { compileEffect, EFFECT_KINDS } from './effect-kinds';
import { MODELLED_EFFECTS } from './modelled';

const KINDS = Effect.options.map((o) => o.shape.kind.value);

describe('MODELLED_EFFECTS', () => {
  it('names only effect kinds the parser yields and keywords the engine applies', () => {
    const keywords = [...MODELLED_EFFECTS].filter((e) => e.startsWith('keyword:')).map((e) => e.slice('keyword:'.length));
    const kinds = [...MODELLED_EFFECTS].filter((e) => !e.startsWith('keyword:'));
    expect(kinds.filter((k) => !(KINDS as string[]).includes(k))).toEqual([]);
    expect(keywords.sort()).toEqual([...MODELLED_KEYWORDS].sort());
    expect(keywords.filter((k) => !keywordById(k))).toEqual([]);
  });

  it('applies a keyword our rule documents do not define only from its published keyword text or the card printing it in full, named in the glossary', () => {
    const unsourced = MODELLED_KEYWORDS.filter((k) => {
      const def = keywordById(k);
      return !def?.documented && !def?.published && !def?.printedOn;
    });
    expect(unsourced).toEqual([]);
  });

  it('wires every kind the parser yields through one record: a play kind has windows and a hook, a reminder completes a play kind', () => {
    // Roll tables compile as a whole (./abilities.ts), their rows' effects with them.
    const compiledWithTheTable = ['roll-table', 'fleet-extra-action', 'lose-crew'];
    for (const kind of KINDS) {
      const record = EFFECT_KINDS[kind];
      expect(record.windows.length, kind).toBeGreaterThan(0);
      // A unique treasure's own text is read from the treasure where it acts (../treasure/treasure-text.ts), compiled into no ship.
      if (record.status === 'play' && !compiledWithTheTable.includes(kind)) expect(record.treasureText || record.equipmentText || record.crewText ? !record.compile : typeof record.compile === 'function', kind).toBe(true);
      if (record.status === 'reminder') expect(EFFECT_KINDS[record.completes!]?.status, kind).toBe('play');
      if (record.status === 'build') expect(record.windows, kind).toEqual(['build']);
    }
  });

  it("compiles a kind's effect into the flag its windows read", () => {
    const a = noAbilities();
    compileEffect(a, { kind: 'fort-immune' });
    compileEffect(a, { kind: 'raid-home', treasures: 2 });
    compileEffect(a, { kind: 'raid-home', treasures: 1 });
    expect(a.fortImmune).toBe(true);
    expect(a.raidHome).toBe(2);
    expect(noAbilities().fortImmune).toBe(false);
  });
});
