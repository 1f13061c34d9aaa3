import { describe, expect, it } from 'vitest';
import { turnCapWarning } from './turn-cap';

describe('the turn-cap warning on the results page', () => {
  it('says nothing when few games stopped at the turn cap', () => {
    expect(turnCapWarning(0, 1000)).toBeNull();
    expect(turnCapWarning(50, 1000)).toBeNull();
  });

  it('warns, with the share, when more than one game in twenty stopped there', () => {
    expect(turnCapWarning(266, 1000)).toMatch(/^27% of the games stopped at the turn cap\. .*box each other in/);
    expect(turnCapWarning(51, 1000)).toMatch(/^5% /);
  });

  it('says nothing for no games', () => {
    expect(turnCapWarning(0, 0)).toBeNull();
  });
});
