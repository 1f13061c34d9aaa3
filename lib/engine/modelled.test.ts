import { describe, expect, it } from 'vitest';
import { Effect } from '@/lib/cards/abilities/effects';
import { keywordById } from '@/lib/cards/keywords';
import { MODELLED_KEYWORDS } from './abilities';
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

  it('applies a keyword our rule documents do not define only from its published keyword text, named in the glossary', () => {
    const unsourced = MODELLED_KEYWORDS.filter((k) => {
      const def = keywordById(k);
      return !def?.documented && !def?.published;
    });
    expect(unsourced).toEqual([]);
  });

  it('leaves out only the kinds its doc comment names, so a new kind is either applied and tested or left out by name', () => {
    expect(KINDS.filter((k) => k !== 'keyword' && !MODELLED_EFFECTS.has(k))).toEqual([]);
  });
});
