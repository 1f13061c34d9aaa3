import { describe, expect, it } from 'vitest';
import { coverageReport, ignoredSentences } from './coverage';

describe('what the game applies of a card\'s text', () => {
  const sentence = 'This ship gets +1 to her boarding rolls.';

  it('applies a modelled sentence on a ship or a crew', () => {
    expect(ignoredSentences({ ability: sentence, type: 'ship' })).toEqual([]);
    expect(ignoredSentences({ ability: sentence, type: 'crew' })).toEqual([]);
  });

  it('counts nothing of a fort\'s, a treasure\'s or an equipment\'s text, however well it parses: the engine compiles only ships and crew', () => {
    for (const type of ['fort', 'treasure', 'equipment', 'event'] as const) {
      expect(ignoredSentences({ ability: sentence, type })).toEqual(['This ship gets +1 to her boarding rolls']);
    }
    const report = coverageReport([
      { set: 'SM', ability: sentence, type: 'ship' },
      { set: 'SM', ability: sentence, type: 'treasure' },
    ]);
    expect(report.total).toMatchObject({ withText: 2, modelled: 1 });
  });

  it('counts a boarding bonus against a sea monster alone as not modelled: sea creatures are never boarded, so it changes no game', () => {
    const text = 'This ship gets +1 to her boarding rolls. She gets +2 instead if her opponent is a sea monster.';
    expect(ignoredSentences({ ability: text, type: 'ship' })).toEqual(['She gets +2 instead if her opponent is a sea monster']);
    expect(ignoredSentences({ ability: text.replace('sea monster', 'submarine'), type: 'ship' })).toEqual([]);
  });
});
