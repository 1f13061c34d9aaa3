import { describe, expect, it } from 'vitest';
import { turnCapWarning } from './turn-cap';

describe('the turn-cap warning on the results page', () => {
  it('says nothing when few games stopped at the turn cap', () => {
    expect(turnCapWarning(0, 1000, 60)).toBeNull();
    expect(turnCapWarning(50, 1000, 60)).toBeNull();
  });

  it('warns, with the share and the cap, when more than one game in twenty stopped there', () => {
    expect(turnCapWarning(266, 1000, 60)).toMatch(/^27% of the games stopped at the 60-turn cap and are scored as they stood, not as they would have ended\. /);
    expect(turnCapWarning(51, 1000, 60)).toMatch(/^5% /);
  });

  it('names both causes: a cap too short for the fleets, and ships boxed in at an island', () => {
    const warning = turnCapWarning(500, 500, 4) ?? '';
    expect(warning).toMatch(/4-turn cap/);
    expect(warning).toMatch(/raise it/);
    expect(warning).toMatch(/boxed each other in/);
  });

  it("names a Daniel's fleet whose starting ship has no hold as the cause, and nothing else", () => {
    const one = turnCapWarning(300, 300, 80, ['Fleet A (Mercenary Raiders)']) ?? '';
    expect(one).toMatch(/^100% of the games stopped at the 80-turn cap/);
    expect(one).toMatch(/Fleet A \(Mercenary Raiders\) starts with a ship that has no cargo space \(the note under the fleet\)/);
    expect(one).not.toMatch(/boxed each other in/);
    expect(turnCapWarning(300, 300, 80, ['Fleet A', 'Fleet B', 'Fleet C'])).toMatch(/Fleet A, Fleet B and Fleet C start with a ship that has no cargo space \(the notes under the fleets\)/);
    expect(turnCapWarning(10, 300, 80, ['A'])).toBeNull();
  });

  it('says nothing for no games', () => {
    expect(turnCapWarning(0, 0, 60)).toBeNull();
  });
});
