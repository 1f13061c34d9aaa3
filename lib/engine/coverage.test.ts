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
});
