import { describe, expect, it } from 'vitest';
import { parseAbility } from '@/lib/cards/abilities/parse';
import { aboard, felled, mastsOf, shoot, withAndWithout } from '@/tests/fixtures/abilities';
import { crewCard, shipCard, type TableSpec } from '@/tests/fixtures/engine';
import { type Action, checkAction, type Game, perform } from '../game';
import type { Ship } from '../state/state';

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

  describe('Submarine', () => {
    // Player 0's ship carries the keyword; she dives (where she may) before any other action of her turn.
    const dive = (game: Game, [a]: Ship[]) => {
      const submerge: Action = { type: 'submerge', ship: a.id, submerged: true };
      if (!checkAction(game.state, 0, submerge)) perform(game, 0, submerge);
    };
    const duel = (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S-3S', move: 'L', ability }), x: 5, y: 10, heading: 0 },
        { card: shipCard({ cannons: '3S-3S', move: 'L', faction: 'Spanish' }), owner: 1, x: 5.6, y: 8.8, heading: 90 },
      ],
      dice: [6, 6, 6, 6],
    });

    it('Submarine: submerged she can only move, and cannot be shot at', () => {
      const close = (ability: string): TableSpec => ({
        ships: [
          { card: shipCard({ cannons: '3S-3S', ability }), x: 5, y: 5, heading: 90 },
          { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, x: 5.2, y: 5.6, heading: 90 },
        ],
      });
      const fire = (game: Game, [a, b]: Ship[]) => checkAction(game.state, 0, { type: 'shoot', ship: a.id, target: b.id });
      expect(withAndWithout('Submarine', close, dive, fire)).toEqual([expect.objectContaining({ code: 'restricted' }), null]);
      const shotAt = (game: Game, [a, b]: Ship[]) => {
        dive(game, [a, b]);
        perform(game, 0, { type: 'end-turn' });
      };
      const fireBack = (game: Game, [a, b]: Ship[]) => checkAction(game.state, 1, { type: 'shoot', ship: b.id, target: a.id });
      expect(withAndWithout('Submarine', close, shotAt, fireBack)).toEqual([expect.objectContaining({ code: 'bad-target' }), null]);
    });

    it('Submarine: submerged, her ram neither pins nor boards: she backs off S', () => {
      const ramAndBoard = (game: Game, ships: Ship[]) => {
        dive(game, ships);
        perform(game, 0, { type: 'move', ship: ships[0].id, segments: [{ heading: 0, distance: 1.4 }], board: ships[1].id });
      };
      const outcome = (game: Game, [a]: Ship[]) => ({ pinned: a.pinnedBy >= 0, boarded: game.log!.some((e) => e.type === 'boarded'), y: Math.round(a.y * 100) / 100 });
      const [sub, plain] = withAndWithout('Submarine', duel, ramAndBoard, outcome);
      expect(sub).toEqual({ pinned: false, boarded: false, y: Math.round((plain.y + 1) * 100) / 100 });
      expect(plain).toMatchObject({ pinned: true, boarded: true });
    });

    it('Submarine: submerged she cannot be rammed', () => {
      const enemyRams = (game: Game, ships: Ship[]) => {
        dive(game, ships);
        perform(game, 0, { type: 'end-turn' });
        perform(game, 1, { type: 'move', ship: ships[1].id, segments: [{ heading: 270, distance: 1.4 }], board: ships[0].id });
      };
      const spec = (ability: string): TableSpec => ({
        ships: [
          { card: shipCard({ cannons: '3S-3S', move: 'L', ability }), x: 5, y: 10, heading: 0 },
          { card: shipCard({ cannons: '3S-3S', move: 'L', faction: 'Spanish' }), owner: 1, x: 6.6, y: 10.5, heading: 270 },
        ],
        dice: [6, 1, 6, 1],
      });
      const outcome = (game: Game, [, b]: Ship[]) => ({ pinned: b.pinnedBy >= 0, boarded: game.log!.some((e) => e.type === 'boarded') });
      expect(withAndWithout('Submarine', spec, enemyRams, outcome)).toEqual([
        { pinned: false, boarded: false },
        { pinned: true, boarded: true },
      ]);
    });

    it('Submarine: submerged she does not dock', () => {
      const spec = (ability: string): TableSpec => ({
        ships: [{ card: shipCard({ cannons: '3S', move: 'L', ability }), x: 5, y: 10, heading: 0 }, { card: shipCard(), owner: 1, x: 15, y: 15 }],
        islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 8 }],
        treasure: { 2: [3] },
      });
      const sailIn = (game: Game, ships: Ship[]) => {
        dive(game, ships);
        perform(game, 0, { type: 'move', ship: ships[0].id, segments: [{ heading: 0, distance: 1.4 }] });
      };
      expect(withAndWithout('Submarine', spec, sailIn, (_, [a]) => a.docked)).toEqual([-1, 2]);
    });

    it('Submarine: on the surface she does not pin a ship that rams her', () => {
      expect(withAndWithout('Submarine', (t) => ({ ...duel(''), ships: [duel('').ships[0], { ...duel('').ships[1], card: shipCard({ cannons: '3S-3S', faction: 'Spanish', ability: t }) }] }), (game, [a]) => perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }] }), (_, [a]) => a.pinnedBy >= 0)).toEqual([false, true]);
    });

    it('Submarine: she does not tow, nor is she towed', () => {
      const spec = (ability: string): TableSpec => ({
        ships: [
          { card: shipCard({ cannons: '3S', move: 'L+S', ability }), x: 5, y: 8.4, heading: 0 },
          { card: shipCard({ cannons: '3S', faction: 'Spanish' }), owner: 1, x: 5, y: 7, heading: 180 },
          { card: shipCard(), owner: 1, x: 15, y: 3 },
        ],
        islands: [{ x: 5, y: 11.5 }, { x: 18.5, y: 18.5 }, { x: 12, y: 12 }],
        treasure: { 2: [1] },
      });
      const towIt = (game: Game, [a, d]: Ship[]) => perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }], tow: d.id });
      expect(withAndWithout('Submarine', spec, towIt, (_, [, d]) => d.towedBy, felled(1, 0))).toEqual([-1, 0]);
    });

    it('Submarine: only a submarine dives, and only before her first action of the turn', () => {
      const afterMove = (game: Game, [a]: Ship[]) => {
        perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 180, distance: 0.5 }] });
        return checkAction(game.state, 0, { type: 'submerge', ship: a.id, submerged: true });
      };
      const [sub, plain] = withAndWithout('Submarine', duel, () => {}, afterMove);
      expect(sub).toMatchObject({ code: 'not-now' });
      expect(plain).toMatchObject({ code: 'no-ability' });
    });
  });
});
