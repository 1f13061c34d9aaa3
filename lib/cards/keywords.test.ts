import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { KEYWORDS, extractKeywordUses, extractKeywords, keywordById, scanLeadingSentences, unclassifiedKeywordSentence } from './keywords';

const CSV = '../shared/data/cards/master-spreadsheet.csv';
const RULES = '../shared/rules';
const RULE_FILES: Record<string, string> = {
  official: '001_a4e344f9e89ff7a2.txt',
  'crimson-coast': '004_8bf83f8b1835204a.txt',
  'daniel-house': '000_5726c6a0fc87c950.txt',
  economy: '003_36e5631f4a340601.txt',
};

describe('extractKeywords', () => {
  it('reads one leading keyword sentence', () => {
    expect(extractKeywords('Schooner. This ship may wave at passing gulls.')).toEqual(['schooner']);
  });

  it('reads several keyword sentences in printed order', () => {
    expect(extractKeywords('Limit. Ransom. This crew hums a sea shanty.')).toEqual(['limit', 'ransom']);
  });

  it('reads comma-separated keywords in one sentence', () => {
    expect(extractKeywords('Flotilla, Extended Range. It sings at dawn.')).toEqual(['flotilla', 'extended-range']);
  });

  it('reads a keyword list with no closing period', () => {
    expect(extractKeywords('Octopus, Eternal')).toEqual(['octopus', 'eternal']);
  });

  it('keeps the nation of Loyal and Hostile, with or without a space after the colon', () => {
    expect(extractKeywordUses('Hostile: Pirate, Loyal:Spain. Captain. Once per turn, hum.')).toEqual([
      { id: 'hostile', param: 'Pirate' },
      { id: 'loyal', param: 'Spain' },
      { id: 'captain' },
    ]);
  });

  it('does not take a nation-keyword printed without its nation as a keyword', () => {
    expect(extractKeywords('Loyal. This crew is very nice.')).toEqual([]);
  });

  it('ignores case, curly apostrophes and extra spaces between printings', () => {
    expect(extractKeywords('Ex-Patriot.  Emperor\u2019s   Commander.')).toEqual(['ex-patriot', 'emperors-commander']);
    expect(extractKeywords('Ex-patriot. Roll a d6.')).toEqual(['ex-patriot']);
  });

  it('does not treat keyword words inside ordinary sentences as keywords', () => {
    expect(extractKeywords('Once a turn she may glare at any Schooner nearby.')).toEqual([]);
    expect(extractKeywords('Galley ships within S of this ship are slower.')).toEqual([]);
  });

  it('stops at the first sentence that is not made of keywords', () => {
    expect(extractKeywords('Junk. This ship is sturdy. Fear.')).toEqual(['junk']);
    expect(extractKeywords('Galleon, Fear. This ship is loud.')).toEqual([]);
  });

  it('returns each keyword once', () => {
    expect(extractKeywords('Fear. Fear, Eternal.')).toEqual(['fear', 'eternal']);
  });

  it('gives early basic crew, which print their type only as the card name, that crew type', () => {
    expect(extractKeywords('If derelict, this ship drifts gently.', 'Oarsman  ')).toEqual(['oarsman']);
    expect(extractKeywords('Helmsman.', 'Helmsman')).toEqual(['helmsman']);
  });

  it('does not take keywords from names that are not basic crew types', () => {
    expect(extractKeywords('This creature is large.', 'Kraken')).toEqual([]);
    expect(extractKeywords('', 'Sea Biscuit')).toEqual([]);
  });

  it('returns nothing for empty text', () => {
    expect(extractKeywords('')).toEqual([]);
  });
});

describe('scanLeadingSentences', () => {
  it('reports the sentence where the keyword scan stopped', () => {
    expect(scanLeadingSentences('Schooner. Bright Lantern. This ship glows.')).toEqual({
      keywords: [{ text: 'Schooner', uses: [{ id: 'schooner' }] }],
      stoppedAt: 'Bright Lantern',
    });
  });

  it('reports no stop when the whole text is keywords', () => {
    expect(scanLeadingSentences('Captain, Helmsman.').stoppedAt).toBeNull();
  });
});

describe('unclassifiedKeywordSentence', () => {
  it('names a leading sentence printed like keywords that the glossary does not know', () => {
    expect(unclassifiedKeywordSentence('Schooner. Bright Lantern. This ship glows.')).toBe('Bright Lantern');
    expect(unclassifiedKeywordSentence('Stormcaller, Schooner. Text.')).toBe('Stormcaller, Schooner');
  });

  it('passes over ordinary sentences and texts made only of known keywords', () => {
    expect(unclassifiedKeywordSentence('Schooner. She smells of tar and oranges.')).toBeNull();
    expect(unclassifiedKeywordSentence('Captain, Helmsman.')).toBeNull();
    expect(unclassifiedKeywordSentence('')).toBeNull();
  });
});

describe('keyword glossary', () => {
  it('has unique ids and unique printed names', () => {
    expect(new Set(KEYWORDS.map((k) => k.id)).size).toBe(KEYWORDS.length);
    expect(new Set(KEYWORDS.map((k) => k.name.toLowerCase())).size).toBe(KEYWORDS.length);
  });

  it('finds entries by id', () => {
    expect(keywordById('broadsides-attack')?.name).toBe('Broadsides Attack');
    expect(keywordById('no-such-keyword')).toBeUndefined();
  });

  it('covers the keywords the brief and the search syntax rely on', () => {
    for (const id of ['schooner', 'broadsides-attack', 'ghost-ship', 'limit', 'ransom', 'marine', 'galley', 'sea-monster', 'fear', 'mercenary', 'ex-patriot', 'loyal', 'hostile']) {
      expect(keywordById(id), id).toBeDefined();
    }
  });

  it('says plainly when our rule documents do not define a keyword', () => {
    for (const k of KEYWORDS.filter((k) => !k.documented)) {
      expect(k.summary, k.id).toMatch(/our rule documents do not define|not defined by our rule documents/i);
    }
  });

  it('names a ruleset and section for every documented keyword', () => {
    for (const k of KEYWORDS.filter((k) => k.documented)) {
      expect(k.source.ruleset, k.id).not.toBeNull();
      expect(k.source.section, k.id).toBeTruthy();
    }
  });

  it.runIf(existsSync(RULES))('cites section headings that exist in the cited rule document', () => {
    for (const k of KEYWORDS) {
      if (!k.source.ruleset || !k.source.section) continue;
      const text = readFileSync(`${RULES}/${RULE_FILES[k.source.ruleset]}`, 'utf8');
      expect(text.includes(k.source.section), `${k.id}: ${k.source.section}`).toBe(true);
    }
  });

  it.runIf(existsSync(RULES))('is written in our own words: no summary repeats seven words in a row from the rules', () => {
    const words = (s: string) => s.toLowerCase().replace(/[\u2018\u2019]/g, "'").match(/[a-z0-9']+/g) ?? [];
    const ruleText = ` ${Object.values(RULE_FILES)
      .map((f) => words(readFileSync(`${RULES}/${f}`, 'utf8')).join(' '))
      .join(' ')} `;
    for (const k of KEYWORDS) {
      const w = words(k.summary);
      for (let i = 0; i + 7 <= w.length; i++) {
        const run = w.slice(i, i + 7).join(' ');
        expect(ruleText.includes(` ${run} `), `${k.id}: "${run}"`).toBe(false);
      }
    }
  });
});

describe.runIf(existsSync(CSV))('keywords of the real Master Spreadsheet', () => {
  const rows: { Name?: string; Type?: string; Ability?: string; SheetName?: string }[] = existsSync(CSV)
    ? parse(readFileSync(CSV, 'utf8'), { columns: true, bom: true, relax_column_count: true })
    : [];
  const cards = rows.filter((r) => r.Name?.trim() && r.SheetName && r.SheetName !== 'Edits Log');

  it('only produces ids that the glossary defines', () => {
    for (const card of cards) {
      for (const id of extractKeywords(card.Ability ?? '', card.Name)) expect(keywordById(id), `${card.Name}: ${id}`).toBeDefined();
    }
  });

  it('finds the common ship keywords on many ships', () => {
    const count = (id: string) => cards.filter((c) => extractKeywords(c.Ability ?? '', c.Name).includes(id)).length;
    expect(count('schooner')).toBeGreaterThan(150);
    expect(count('galley')).toBeGreaterThan(100);
    expect(count('sea-monster')).toBeGreaterThan(20);
  });

  it('gives every generic Oarsman the oarsman keyword', () => {
    const oarsmen = cards.filter((c) => c.Name!.trim() === 'Oarsman');
    expect(oarsmen.length).toBeGreaterThan(10);
    for (const c of oarsmen) expect(extractKeywords(c.Ability ?? '', c.Name), c.SheetName).toContain('oarsman');
  });

  it('leaves no short capitalised leading sentence unclassified', () => {
    const unclassified = cards.map((c) => unclassifiedKeywordSentence(c.Ability ?? '')).filter((s) => s !== null);
    expect(unclassified).toEqual([]);
  });

  it('keeps maintainers\' notes out of what players read', () => {
    for (const k of KEYWORDS) {
      for (const text of [k.summary, k.fromCards ?? '']) expect(text, k.id).not.toMatch(/our copy|symbol is lost|TODO|spreadsheet|import/i);
    }
  });
});
