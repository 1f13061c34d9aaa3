import { describe, expect, it } from 'vitest';
import { ruleBlocks } from './rule-blocks';

// An invented document in the shape of the shared folder's copies of web pages.
const TEXT = [
  'Some variant',
  'Open large map',
  '',
  'Search for games:',
  'Created by: Someone',
  '',
  'A long first paragraph that tells the story of the variant and ends with a full stop.',
  'Special rules',
  '',
  '  • Ships only. Clippers are fast.',
  '  • Units may cross these narrow straits:',
  '    1. Between Gull Bay and Far Shoal',
  'Players:',
  '  •',
  '  • Pirates:',
  '  • Red - Gull Bay and Far Shoal',
].join('\n');

describe('ruleBlocks', () => {
  it("drops the page's navigation before the credits and reads headings, paragraphs and list items", () => {
    expect(ruleBlocks(TEXT)).toEqual([
      { kind: 'paragraph', text: 'Created by: Someone' },
      { kind: 'paragraph', text: 'A long first paragraph that tells the story of the variant and ends with a full stop.' },
      { kind: 'heading', text: 'Special rules' },
      { kind: 'item', text: 'Ships only. Clippers are fast.' },
      { kind: 'item', text: 'Units may cross these narrow straits:' },
      { kind: 'subitem', text: '1. Between Gull Bay and Far Shoal' },
      { kind: 'heading', text: 'Players' },
      { kind: 'heading', text: 'Pirates' },
      { kind: 'item', text: 'Red - Gull Bay and Far Shoal' },
    ]);
  });

  it('keeps a text without credits whole', () => {
    expect(ruleBlocks('Intro\nA rule that ends here.')).toEqual([
      { kind: 'heading', text: 'Intro' },
      { kind: 'paragraph', text: 'A rule that ends here.' },
    ]);
  });
});
