import { describe, expect, it } from 'vitest';
import { coverageReport, ignoredSentences } from './coverage';

describe('what the game applies of a card\'s text', () => {
  const sentence = 'This ship gets +1 to her boarding rolls.';

  it('applies a modelled sentence on a ship or a crew', () => {
    expect(ignoredSentences({ ability: sentence, type: 'ship' })).toEqual([]);
    expect(ignoredSentences({ ability: sentence, type: 'crew' })).toEqual([]);
  });

  it('counts nothing of an event\'s text, however well it parses: the engine compiles ships, crew, equipment, forts and the unique treasure a ship carries', () => {
    expect(ignoredSentences({ ability: sentence, type: 'event' })).toEqual(['This ship gets +1 to her boarding rolls']);
    expect(ignoredSentences({ ability: sentence, type: 'equipment' })).toEqual([]);
    expect(ignoredSentences({ ability: sentence, type: 'treasure' })).toEqual([]);
    const report = coverageReport([
      { set: 'SM', ability: sentence, type: 'ship' },
      { set: 'SM', ability: sentence, type: 'treasure' },
      { set: 'SM', ability: sentence, type: 'event' },
    ]);
    expect(report.total).toMatchObject({ withText: 3, modelled: 2 });
  });

  it('counts on a fort only the effects the game applies to a fort, which only shoots, is shot at and is docked at', () => {
    expect(ignoredSentences({ ability: "Once per turn, one of this fort's cannons may shoot again if it misses.", type: 'fort' })).toEqual([]);
    expect(ignoredSentences({ ability: 'This fort gets +1 to its cannon rolls when a ship is docked at it.', type: 'fort' })).toEqual([]);
    // Parsed and applied on a ship, but a fort never boards.
    expect(ignoredSentences({ ability: sentence, type: 'fort' })).toEqual(['This ship gets +1 to her boarding rolls']);
  });

  it('counts a boarding bonus "instead" against a sea monster: a sea creature whose text lets it board meets it (abilities-board.test.ts)', () => {
    const text = 'This ship gets +1 to her boarding rolls. She gets +2 instead if her opponent is a sea monster.';
    expect(ignoredSentences({ ability: text, type: 'ship' })).toEqual([]);
    expect(ignoredSentences({ ability: text.replace('sea monster', 'submarine'), type: 'ship' })).toEqual([]);
  });
});
