import { describe, expect, it } from 'vitest';
import { parseAbility } from '@/lib/cards/abilities/parse';
import { aboard, mastsOf, shoot, withAndWithout } from '@/tests/fixtures/abilities';
import { crewCard, shipCard, type TableSpec } from '@/tests/fixtures/engine';
import { type Action, checkAction, type Game, perform } from './game';
import type { Ship } from './state';

/**
 * Keywords none of our rule documents define, applied from the keyword texts WizKids published (./abilities.ts
 * `keywordEffects` names the source of each), each shown changing a game with the keyword and without it.
 */

describe('keywords from WizKids keyword texts', () => {
  it('a card printing Longship or Fear yields that keyword', () => {
    const effects = (k: string) => parseAbility(k).flatMap((s) => s.effects);
    expect(effects('Longship. Fear.')).toEqual([{ kind: 'keyword', keyword: 'longship' }, { kind: 'keyword', keyword: 'fear' }]);
  });

  describe('Longship', () => {
    it('Longship: rolls two dice per mast, each a separate attack', () => {
      const spec = (ability: string): TableSpec => ({
        ships: [
          { card: shipCard({ cannons: '3S', ability }), x: 5, y: 5, heading: 90 },
          { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, x: 5.2, y: 5.6, heading: 90 },
        ],
        dice: [4, 5],
      });
      expect(withAndWithout('Longship', spec, shoot, mastsOf(1))).toEqual([0, 1]);
    });

    // The rammer and the ship she rams, as in the boarding tests: 001 pins the rammer to the ship she rammed, and the
    // rammed ship may board back (the dice are for that boarding party).
    const rams = (rammer: string, rammed: string, dice: number[] = [3, 3]): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', move: 'L', ability: rammer }), x: 5, y: 10, heading: 0 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish', ability: rammed }), owner: 1, x: 5.6, y: 8.8, heading: 90 },
      ],
      dice,
    });
    const ramOnly = (game: Game, [a]: Ship[]) => perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }] });
    const rammerPinned = (_: Game, [a]: Ship[]) => a.pinnedBy >= 0;

    it('Longship: cannot be pinned when she rams', () => {
      expect(withAndWithout('Longship', (t) => rams(t, ''), ramOnly, rammerPinned)).toEqual([false, true]);
    });

    it('Longship: cannot pin: a ship that rams her is not pinned', () => {
      expect(withAndWithout('Longship', (t) => rams('', t), ramOnly, rammerPinned)).toEqual([false, true]);
    });

    it('Longship: +1 to her boarding roll in the boarding party her ram starts', () => {
      // 4 + 1 mast + 1 beats 3 + 2 masts; without the keyword the totals tie and nothing is taken.
      const ramAndBoard = (game: Game, [a, b]: Ship[]) => perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }], board: b.id });
      expect(withAndWithout('Longship', (t) => rams(t, '', [4, 3]), ramAndBoard, (_, s) => s[0].treasure.length, aboard(1, 4))).toEqual([1, 0]);
    });

    it('Longship: rotates on her stern after a move', () => {
      const spec = (ability: string): TableSpec => ({ ships: [{ card: shipCard({ cannons: '3S', move: 'L', ability }), x: 10, y: 10, heading: 0 }] });
      const act = (game: Game, [s]: Ship[]) => {
        const move: Action = { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1.4 }], pivot: 90 };
        if (!checkAction(game.state, 0, move)) perform(game, 0, move);
      };
      expect(withAndWithout('Longship', spec, act, (_, [s]) => s.heading)).toEqual([90, 0]);
    });

    it('Longship: with no masts she still moves S', () => {
      const spec = (ability: string): TableSpec => ({ ships: [{ card: shipCard({ cannons: '3S-3S', ability }), x: 10, y: 15 }] });
      const derelictMove = (game: Game, [s]: Ship[]) => {
        s.up = s.up.map(() => false);
        s.masts = 0;
        return checkAction(game.state, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1 }] });
      };
      const [longship, plain] = withAndWithout('Longship', spec, () => {}, derelictMove);
      expect(longship).toBeNull();
      expect(plain).toMatchObject({ code: 'derelict' });
    });
  });

  describe('Fear', () => {
    // Player 1's ship carries the keyword; player 0's ship lies within S of her, out of reach of an L cannon's
    // immunity only while her abilities work.
    const spec = (dice: number[], near = 5.6) => (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S-3S', move: 'S+L', ability: 'L-range cannons cannot hit this ship.' }), x: 5, y: 5, heading: 90 },
        { card: shipCard({ cannons: '3L', faction: 'Spanish', ability }), owner: 1, x: 5.2, y: near, heading: 90 },
      ],
      dice,
    });
    const yourTurn = (game: Game) => perform(game, 0, { type: 'end-turn' });
    const shootBack = (game: Game, [a, b]: Ship[]) => {
      yourTurn(game);
      const fire: Action = { type: 'shoot', ship: b.id, target: a.id };
      if (!checkAction(game.state, 1, fire)) perform(game, 1, fire);
    };

    it('Fear: on a 5, the enemy ship within S loses her abilities for that turn', () => {
      expect(withAndWithout('Fear', spec([5, 6]), shootBack, mastsOf(0))).toEqual([1, 2]);
    });

    it('Fear: the 5 lasts only that turn: her abilities are back when the next turn begins', () => {
      const nextTurn = (game: Game) => {
        yourTurn(game);
        perform(game, 1, { type: 'end-turn' });
      };
      expect(withAndWithout('Fear', spec([5]), nextTurn, (_, [a]) => a.abilities.longRangeImmune)).toEqual([true, true]);
      expect(withAndWithout('Fear', spec([5]), yourTurn, (_, [a]) => a.abilities.longRangeImmune)).toEqual([false, true]);
    });

    it('Fear: on a 6, her base move is S on her next turn', () => {
      const twoTurns = (game: Game) => {
        yourTurn(game);
        perform(game, 1, { type: 'end-turn' });
      };
      const moveL = (game: Game, [a]: Ship[]) => checkAction(game.state, 0, { type: 'move', ship: a.id, segments: [{ heading: 90, distance: 1.4 }] });
      const [feared, plain] = withAndWithout('Fear', spec([6]), twoTurns, moveL);
      expect(feared).toMatchObject({ code: 'move-too-long' });
      expect(plain).toBeNull();
    });

    it('Fear: rolls only against enemy ships within S of her', () => {
      expect(withAndWithout('Fear', spec([5, 6], 7.5), yourTurn, (g) => g.log!.filter((e) => e.type === 'feared').length)).toEqual([0, 0]);
      expect(withAndWithout('Fear', spec([5, 6]), yourTurn, (g) => g.log!.filter((e) => e.type === 'feared').length)).toEqual([1, 0]);
    });

    it('Fear: a crew with Fear gives her ship its roll', () => {
      const crewSpec = (crewText: string): TableSpec => {
        const base = spec([5, 6])('');
        return { ...base, ships: [base.ships[0], { ...base.ships[1], crew: [crewCard({ ability: crewText, faction: 'Spanish' })] }] };
      };
      expect(withAndWithout('Fear', crewSpec, shootBack, mastsOf(0))).toEqual([1, 2]);
    });
  });
});
