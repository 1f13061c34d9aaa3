import { describe, expect, it } from 'vitest';
import { fewFightsNote } from './fights';

describe('the few-fights note on the results page', () => {
  it('says so when no game saw a shot, which is when a gun crew cannot matter', () => {
    expect(fewFightsNote(0, 2000)).toMatch(/^No shot was fired in any game: .*Cannoneer/);
  });

  it('counts the few games that did see one', () => {
    expect(fewFightsNote(12, 2000)).toMatch(/^A shot was fired in only 12 of the 2,000 games: /);
  });

  it('says nothing once one game in twenty saw a shot, or for no games', () => {
    expect(fewFightsNote(100, 2000)).toBeNull();
    expect(fewFightsNote(1500, 2000)).toBeNull();
    expect(fewFightsNote(0, 0)).toBeNull();
  });
});
