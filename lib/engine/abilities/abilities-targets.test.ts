import { describe, expect, it } from 'vitest';
import { aboard, mastsOf, withAndWithout } from '@/tests/fixtures/abilities';
import { crewCard, fortCard, shipCard, type TableSpec } from '@/tests/fixtures/engine';
import { DOCKED_AT_FORT, FORT_ISLANDS, WEST_OF_FORT } from '@/tests/fixtures/forts';
import { type Choice, type Chooser, SHIP_SLOTS } from '../state/choices';
import { type Action, checkAction, type Game, perform } from '../game';
import { distanceToShip } from '../hull/hull';
import { FORT_RADIUS } from '../core/pieces';
import type { Ship } from '../state/state';

/**
 * Effects that name what a ship may aim at or is up against: forts near her, sea monsters and submarines in a
 * boarding party, submerged submarines. Each shown changing a game with the text and without it (same position and
 * dice, tests/fixtures/abilities.ts).
 */

describe('cannon-bonus against forts within S of her', () => {
  const text = 'This ship gets +1 to her cannon rolls against forts within S of her.';
  /** A Spanish fort on the wild island at (18.5, 1.5), player 0's ship north of west of it, `x` from its centre. */
  const atFort = (x: number, cannons: string) => (shipText: string): TableSpec => ({
    ships: [
      { card: shipCard({ cannons, ability: shipText }), ...WEST_OF_FORT, x },
      { card: shipCard({ faction: 'Spanish' }), owner: 1, ...DOCKED_AT_FORT },
    ],
    islands: FORT_ISLANDS,
    treasure: { 3: [5] },
    forts: [{ card: fortCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1 }],
    home: [[], [5]],
    dice: [3],
  });
  const raise = (game: Game, ships: Ship[]) => {
    game.state.islands[2].explored[1] = true;
    game.state.active = 1;
    perform(game, 1, { type: 'build-fort', fort: 0, ship: ships[1].id });
  };
  const shootFort = (game: Game, [a]: Ship[]) => perform(game, 0, { type: 'shoot-fort', ship: a.id, fort: 0 });
  const flags = (game: Game) => game.state.forts[0].flags;

  it('cannon-bonus against forts: +1 turns a 3 into a hit on a fort within S', () => {
    expect(withAndWithout(text, atFort(17.3, '3S'), shootFort, flags, raise)).toEqual([1, 2]);
  });

  it('cannon-bonus against forts: nothing against a fort farther than S, nor against a ship', () => {
    const far = atFort(16.75, '3L');
    const gap = (game: Game, [a]: Ship[]) => distanceToShip(a, 18.5, 1.5) - FORT_RADIUS;
    const [g] = withAndWithout(text, far, () => {}, gap);
    expect(g).toBeGreaterThan(1);
    expect(withAndWithout(text, far, shootFort, flags, raise)).toEqual([2, 2]);
    const duel = (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', ability }), x: 5, y: 5, heading: 90 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, x: 5.2, y: 5.6, heading: 90 },
      ],
      dice: [3],
    });
    expect(withAndWithout(text, duel, (game, [a, b]) => perform(game, 0, { type: 'shoot', ship: a.id, target: b.id }), (_, s) => s[1].masts)).toEqual([2, 2]);
  });
});

describe('boarding-bonus-instead: "She gets +2 instead if her opponent is a …"', () => {
  /** Player 0's one-mast ship rams the two-mast Spanish ship with `opponent`'s text, both rolling a 3. */
  const ram = (opponent: string) => (text: string): TableSpec => ({
    ships: [
      { card: shipCard({ cannons: '3S', move: 'L', ability: `This ship gets +1 to her boarding rolls. ${text}` }), x: 5, y: 10, heading: 0 },
      { card: shipCard({ cannons: '3S-3S', faction: 'Spanish', ability: opponent }), owner: 1, x: 5.6, y: 8.8, heading: 90 },
    ],
    dice: [3, 3],
  });
  const rammingMove = (game: Game, [a, b]: Ship[]) => perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }], board: b.id });
  const won = (_: Game, s: Ship[]) => s[0].treasure.length;

  it('boarding-bonus-instead: +2 rather than +1 against a submarine wins the tie', () => {
    // 3 + 1 mast + 1 ties 3 + 2 masts; the extra point against the submarine wins.
    const text = 'She gets +2 instead if her opponent is a submarine.';
    expect(withAndWithout(text, ram('Submarine'), rammingMove, won, aboard(1, 4))).toEqual([1, 0]);
    expect(withAndWithout('She gets +2 instead if her opponent is a sea monster or submarine.', ram('Submarine'), rammingMove, won, aboard(1, 4))).toEqual([1, 0]);
  });

  it('boarding-bonus-instead: against any other opponent the printed +1 stands alone', () => {
    expect(withAndWithout('She gets +2 instead if her opponent is a submarine.', ram(''), rammingMove, won, aboard(1, 4))).toEqual([0, 0]);
    expect(withAndWithout('She gets +2 instead if her opponent is a sea monster.', ram('Submarine'), rammingMove, won, aboard(1, 4))).toEqual([0, 0]);
  });
});

describe('shoot-submerged', () => {
  /** Player 1's submarine dives on her turn; then player 0's ship, `x` on the line east of hers, may or may not shoot at her. */
  const spec = (x: number, cannons: string) => (ability: string): TableSpec => ({
    ships: [
      { card: shipCard({ cannons, ability }), x, y: 5, heading: 0 },
      { card: shipCard({ cannons: '3S-3S', faction: 'Spanish', ability: 'Submarine' }), owner: 1, x: 5, y: 5, heading: 0 },
    ],
    dice: [6, 6],
  });
  const dived = (game: Game, [, b]: Ship[]) => {
    perform(game, 0, { type: 'end-turn' });
    perform(game, 1, { type: 'submerge', ship: b.id, submerged: true });
    perform(game, 1, { type: 'end-turn' });
  };
  const fire = (game: Game, [a, b]: Ship[]) => {
    const action: Action = { type: 'shoot', ship: a.id, target: b.id };
    const problem = checkAction(game.state, 0, action);
    if (!problem) perform(game, 0, action);
  };
  const text = 'This ship can shoot at submerged ships within S of her.';

  it('shoot-submerged: she hits a submerged submarine within S', () => {
    expect(withAndWithout(text, spec(5.8, '3S'), (g, s) => (dived(g, s), fire(g, s)), (_, s) => s[1].masts)).toEqual([1, 2]);
    expect(withAndWithout('This ship can shoot at submerged submarines within S of her.', spec(5.8, '3S'), (g, s) => (dived(g, s), fire(g, s)), (_, s) => s[1].masts)).toEqual([1, 2]);
  });

  it('shoot-submerged: a sea monster that "can attack submerged submarines" shoots one', () => {
    const monster = (ability: string): TableSpec => {
      const base = spec(6.4, '3L')(ability);
      return { ...base, ships: [{ ...base.ships[0], card: shipCard({ cannons: '3L', seaCreature: true, ability }) }, base.ships[1]] };
    };
    expect(withAndWithout('This sea monster can attack submerged submarines.', monster, (g, s) => (dived(g, s), fire(g, s)), (_, s) => s[1].masts)).toEqual([1, 2]);
  });

  it('shoot-submerged: not one farther than S', () => {
    const refusal = (game: Game, [a, b]: Ship[]) => checkAction(game.state, 0, { type: 'shoot', ship: a.id, target: b.id });
    expect(withAndWithout(text, spec(6.7, '3L'), dived, refusal)).toEqual([expect.objectContaining({ code: 'bad-target' }), expect.objectContaining({ code: 'bad-target' })]);
  });
});

describe('silence: "Once per turn, one crew or ship within S of this ship cannot use its ability that turn"', () => {
  const SILENCE = 'Once per turn, one crew or ship within S of this ship cannot use its ability that turn.';
  /** Player 0's three-mast ship carries the text; the enemy just south of her shoots back on her turn with a 3 against rank 3. */
  const spec = (enemy: { text?: string; crew?: string }, x = 5.2) => (ability: string): TableSpec => ({
    ships: [
      { card: shipCard({ cannons: '3S-3S-3S', ability }), x: 5, y: 5, heading: 90 },
      {
        card: shipCard({ cannons: '3S', faction: 'Spanish', ability: enemy.text }),
        crew: enemy.crew ? [crewCard({ faction: 'Spanish', ability: enemy.crew })] : [],
        owner: 1,
        x,
        y: 5.6,
        heading: 90,
      },
    ],
    dice: [3],
  });
  const shootsBack = (game: Game, [a, b]: Ship[]) => {
    perform(game, 0, { type: 'end-turn' });
    perform(game, 1, { type: 'shoot', ship: b.id, target: a.id });
  };
  const bonus = 'This ship gets +1 to her cannon rolls.';

  it('silence: the enemy ship within S loses her own +1 for the turn; each turn she is silenced anew', () => {
    expect(withAndWithout(SILENCE, spec({ text: bonus }), shootsBack, mastsOf(0))).toEqual([3, 2]);
    expect(withAndWithout('Once per turn, cancel the ability of one crew or ship within S of this ship.', spec({ text: bonus }), shootsBack, mastsOf(0))).toEqual([3, 2]);
    const twoTurns = (game: Game, ships: Ship[]) => {
      shootsBack(game, ships);
      perform(game, 1, { type: 'end-turn' });
    };
    const silencings = (game: Game) => game.log!.filter((e) => e.type === 'silenced').length;
    expect(withAndWithout(SILENCE, spec({ text: bonus }), twoTurns, silencings)).toEqual([2, 0]);
  });

  it('silence: a crew aboard her loses its ability, and nothing farther than S is silenced', () => {
    expect(withAndWithout(SILENCE, spec({ crew: bonus }), shootsBack, mastsOf(0))).toEqual([3, 2]);
    // 1.55 S apart, keel to keel: 1.1 S between the hulls, within the enemy's L gun from her mast.
    const far = (ability: string): TableSpec => {
      const s = spec({ text: bonus })(ability);
      return { ...s, ships: [s.ships[0], { ...s.ships[1], card: shipCard({ cannons: '3L', faction: 'Spanish', ability: bonus }), y: 6.55 }] };
    };
    expect(withAndWithout(SILENCE, far, shootsBack, mastsOf(0))).toEqual([2, 2]);
  });

  it('silence: her owner chooses, and may silence no one', () => {
    const asked: Choice[] = [];
    const none = (game: Game, ships: Ship[]) => {
      game.choose = ((choice: Choice, _by: number, auto: number | number[]) => {
        asked.push(choice);
        return choice.kind === 'silence' ? -1 : auto;
      }) as Chooser;
      shootsBack(game, ships);
    };
    expect(withAndWithout(SILENCE, spec({ text: bonus, crew: 'Helmsman' }), none, mastsOf(0))).toEqual([2, 2]);
    expect(asked.filter((c) => c.kind === 'silence')).toEqual([{ kind: 'silence', ship: 0, options: [-1, SHIP_SLOTS, SHIP_SLOTS + 1] }]);
  });
});
