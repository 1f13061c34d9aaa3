import { describe, expect, it } from 'vitest';
import { savedNote } from './save-note';

const problem = { rule: 'no-duplicates', message: 'Two printings of one card.', cardIds: [] };

describe('the note after a save', () => {
  it('counts rule problems in correct English', () => {
    expect(savedNote({ legal: false, violations: [problem] }, true)).toBe('Saved as a work in progress: the server found 1 rule problem.');
    expect(savedNote({ legal: false, violations: [problem, problem, problem] }, true)).toBe('Saved as a work in progress: the server found 3 rule problems.');
  });

  it('says whether a new fleet was saved or the saved one changed', () => {
    expect(savedNote({ legal: true, violations: [] }, true)).toBe('Saved.');
    expect(savedNote({ legal: true, violations: [] }, false)).toBe('Changes saved.');
  });
});
