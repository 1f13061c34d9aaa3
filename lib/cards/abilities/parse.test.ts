import { describe, expect, it } from 'vitest';
import { Effect } from './effects';
import { effectsOfKind, parseAbility } from './parse';
import { splitSentences } from './sentences';

describe('splitSentences', () => {
  it('cuts at sentence ends, folding quotes and spacing, and keeps no closing period', () => {
    expect(splitSentences('Schooner.  This ship\u2019s crew  rests. ')).toEqual(['Schooner', "This ship's crew rests"]);
    expect(splitSentences('')).toEqual([]);
  });
});

describe('parseAbility', () => {
  it('reads keyword sentences as keyword effects, parameters included', () => {
    expect(parseAbility('Schooner, Broadsides Attack. Loyal: Spain.')).toEqual([
      { text: 'Schooner, Broadsides Attack', effects: [{ kind: 'keyword', keyword: 'schooner' }, { kind: 'keyword', keyword: 'broadsides-attack' }], understood: true },
      { text: 'Loyal: Spain', effects: [{ kind: 'keyword', keyword: 'loyal', param: 'Spain' }], understood: true },
    ]);
  });

  it('reads the build-time sentence patterns with their numbers, in words or digits', () => {
    const effects = (text: string) => parseAbility(text).flatMap((s) => s.effects);
    expect(effects('Build your fleet using three more points.')).toEqual([{ kind: 'build-bonus', points: 3 }]);
    expect(parseAbility("You may build your fleet using 4 more points than the game's build total.")).toEqual([
      { text: "You may build your fleet using 4 more points than the game's build total", effects: [{ kind: 'build-bonus', points: 4 }], understood: true },
    ]);
    expect(effects('This ship gets +2 cargo spaces.')).toEqual([{ kind: 'cargo-bonus', spaces: 2 }]);
    expect(effects('This ship has 1 extra cargo space.')).toEqual([{ kind: 'cargo-bonus', spaces: 1 }]);
    expect(effects('This crew takes up no cargo space.')).toEqual([{ kind: 'no-cargo-space' }]);
    expect(effects('Other crew on this ship cost 2 less.')).toEqual([{ kind: 'crew-cost-reduction', points: 2 }]);
    for (const e of effects('Schooner. Build your fleet using 5 more points.')) expect(() => Effect.parse(e)).not.toThrow();
  });

  it('reads a ship letting crew of one nation keep their abilities aboard', () => {
    expect(parseAbility('Viking crew may use their abilities on this ship.')[0]).toEqual({
      text: 'Viking crew may use their abilities on this ship',
      effects: [{ kind: 'crew-nationality-allowed', nation: 'Viking' }],
      understood: true,
    });
  });

  it('reads a link chosen at setup, with the nation of the crew to choose', () => {
    expect(parseAbility('Choose one Jade Rebellion crew during setup; this crew is linked to that crew.')).toEqual([
      { text: 'Choose one Jade Rebellion crew during setup; this crew is linked to that crew', effects: [{ kind: 'setup-link', nation: 'Jade Rebellion' }], understood: true },
    ]);
    expect(parseAbility('Choose one French crew during setup; this crew is linked to that crew.')[0].effects).toEqual([{ kind: 'setup-link', nation: 'French' }]);
  });

  it('does not read a conditional cargo effect as a build-time one', () => {
    expect(parseAbility('This crew takes up no cargo space while docked.')[0].effects).toEqual([]);
    expect(parseAbility('This ship gets +1 cargo space when she explores.')[0].effects).toEqual([]);
  });

  it('flags what it does not understand instead of guessing, keeping partial build-time effects', () => {
    const [sentence] = parseAbility('When this ship rams a fort, roll a die twice and keep the lower result.');
    expect(sentence).toEqual({ text: 'When this ship rams a fort, roll a die twice and keep the lower result', effects: [], understood: false });
    const [partial] = parseAbility('Reduce the cost of other crew placed on this ship by 1, and she may not explore.');
    expect(partial.effects).toEqual([{ kind: 'crew-cost-reduction', points: 1 }]);
    expect(partial.understood).toBe(false);
  });

  it('tells which sentence an effect came from', () => {
    expect(effectsOfKind('Captain. Other crew on this ship cost 1 less.', 'crew-cost-reduction')).toEqual([
      { effect: { kind: 'crew-cost-reduction', points: 1 }, sentence: 'Other crew on this ship cost 1 less' },
    ]);
  });
});
