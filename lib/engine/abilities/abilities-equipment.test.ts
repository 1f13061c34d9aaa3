import { describe, expect, it } from 'vitest';
import { withAndWithout } from '@/tests/fixtures/abilities';
import { crewCard, equipmentCard, shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import type { Card } from '@/lib/cards/card';
import { currentAbilities } from './abilities';
import { board } from '../combat/combat';
import { ignoredSentences } from './coverage';
import { type Action, checkAction, type Game, perform } from '../game';
import { crewCount, type Ship } from '../state/state';

/**
 * Equipment (Fire and Steel): aboard a ship as crew are and compiled into her abilities as a crew's text is, but no
 * crew (001 "Placing Crew and equipment"), and its shots fly as far as the cannon firing them reaches. Each effect is
 * shown changing a game with the equipment's text and without it.
 */

const CHAIN = "Once per turn when this ship is given a shoot action, one of her cannons can shoot a chain shot. Declare which cannon will shoot the chain shot before rolling the d6. If the shot hits, do not eliminate a mast; instead the target can't move on her next turn.";

// Her L cannon (mast 0) reaches the Spanish ship, which lies beyond S of every mast of hers.
const gunner = (ability: string, dice: number[] = [6], extra: Partial<TableSpec> = {}): TableSpec => ({
  ships: [
    { card: shipCard({ cannons: '3L-3S', move: 'L' }), crew: [equipmentCard({ ability })], x: 5, y: 5, heading: 90 },
    { card: shipCard({ cannons: '3S-3S', move: 'S+L', faction: 'Spanish' }), owner: 1, x: 5.2, y: 6.5, heading: 90 },
  ],
  dice,
  ...extra,
});
/** The special shot from cannon 0 when she has it, else a plain shot. */
const special = (kind: 'chainshot' | 'firepot') => (game: Game, [a, b]: Ship[]) => {
  const action: Action = { type: 'shoot', ship: a.id, target: b.id, special: { kind, cannon: 0 } };
  perform(game, 0, checkAction(game.state, 0, action) ? { type: 'shoot', ship: a.id, target: b.id } : action);
};
const chainShot = () => special('chainshot');
const held = (game: Game, [, b]: Ship[]) => {
  perform(game, 0, { type: 'end-turn' });
  return [b.masts, checkAction(game.state, 1, { type: 'move', ship: b.id, segments: [{ heading: 90, distance: 1 }] })?.code ?? null];
};

describe('equipment', () => {
  it("counts as modelled once every sentence is applied: Fire and Steel's shots read as the crew's shots do", () => {
    expect(ignoredSentences({ type: 'equipment', ability: CHAIN })).toEqual([]);
    expect(ignoredSentences({ type: 'equipment', ability: 'After using Chain Shot, remove it from the game.' })).toEqual([]);
    // Equipment's own text (breaking, one use) means nothing on a crew's card.
    expect(ignoredSentences({ type: 'crew', ability: 'After using Chain Shot, remove it from the game.' })).toHaveLength(1);
  });

  it('its text works for the ship carrying it as a crew\'s does: a boarding bonus', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S' }), crew: [equipmentCard({ ability })], x: 5, y: 5, heading: 90 },
        { card: shipCard({ cannons: '3S', faction: 'Spanish' }), owner: 1, crew: [crewCard({ faction: 'Spanish' })], x: 5.2, y: 5.6, heading: 90 },
      ],
      // 3 + 1 mast against 4 + 1: the +2 turns the loss into a win.
      dice: [3, 4],
    });
    const boards = (game: Game, [a, b]: Ship[]) => board(game, a, b);
    expect(withAndWithout('This ship gets +2 to her boarding rolls.', spec, boards, (_, [, b]) => b.crew.length)).toEqual([0, 1]);
  });

  it('chainshot from equipment: any target the declared cannon reaches, not only within S, as a crew\'s chainshot', () => {
    expect(withAndWithout(CHAIN, gunner, chainShot(), held)).toEqual([[2, 'chained'], [1, null]]);
    const crews = 'Once per turn when this ship is given a shoot action, one of her cannons may shoot a chainshot at a target within S of her.';
    const spec = gunner(crews);
    spec.ships[0] = { ...spec.ships[0], crew: [crewCard({ ability: crews })] };
    const game = table(spec);
    const [a, b] = shipsOf(game, spec);
    expect(checkAction(game.state, 0, { type: 'shoot', ship: a.id, target: b.id, special: { kind: 'chainshot', cannon: 0 } })).toMatchObject({ code: 'out-of-range' });
    // Her S cannon does not reach the target, so it fires no chain shot at her.
    const g2 = table(gunner(CHAIN));
    const [a2, b2] = shipsOf(g2, gunner(CHAIN));
    expect(checkAction(g2.state, 0, { type: 'shoot', ship: a2.id, target: b2.id, special: { kind: 'chainshot', cannon: 1 } })).toMatchObject({ code: 'out-of-range' });
  });

  it('equipment-jams: "If the cannon roll is a 1, remove Chain Shot from the game", and "and eliminate a mast from this ship"', () => {
    const after = (game: Game, [a]: Ship[]) => ({ pieces: a.crew.length, masts: a.masts });
    const jams = `${CHAIN} If the cannon roll is a 1, remove Chain Shot from the game.`;
    expect(withAndWithout(jams, (t) => gunner(t, [1, 1]), chainShot(), after)).toEqual([{ pieces: 0, masts: 2 }, { pieces: 1, masts: 2 }]);
    // A roll that is no 1 breaks nothing.
    expect(withAndWithout(jams, (t) => gunner(t, [2, 1]), chainShot(), after)).toEqual([{ pieces: 1, masts: 2 }, { pieces: 1, masts: 2 }]);
    const costly = `${CHAIN} If the cannon roll is a 1, remove Chain Shot from the game and eliminate a mast from this ship.`;
    expect(withAndWithout(costly, (t) => gunner(t, [1, 1]), chainShot(), after)).toEqual([{ pieces: 0, masts: 1 }, { pieces: 1, masts: 2 }]);
  });

  it('equipment-jams, a fire shot\'s: "eliminate Fire Shot from the game and replace one of this ship\'s masts with a fire mast"', () => {
    const fire = "Once per turn when this ship is given a shoot action, one of her cannons can shoot a fire shot. Declare which cannon will shoot the fire shot before rolling the d6. If it hits, the target's controller replaces one of her masts with a fire mast.";
    const text = `${fire} If the cannon roll is a 1, eliminate Fire Shot from the game and replace one of this ship's masts with a fire mast.`;
    const fireShot = special('firepot');
    const burning = (_: Game, [a, b]: Ship[]) => ({ mine: a.fire.filter(Boolean).length, theirs: b.fire.filter(Boolean).length, pieces: a.crew.length });
    expect(withAndWithout(text, (t) => gunner(t, [1, 1]), fireShot, burning)).toEqual([
      { mine: 1, theirs: 0, pieces: 0 },
      { mine: 0, theirs: 0, pieces: 1 },
    ]);
    // A hit sets the target burning, by the rules card's faces.
    const hit = table(gunner(fire, [6, 6]));
    const ships = shipsOf(hit, gunner(fire, [6, 6]));
    fireShot(hit, ships);
    expect(burning(hit, ships)).toEqual({ mine: 0, theirs: 1, pieces: 1 });
    expect([ships[0].abilities.fireOut, ships[0].abilities.fireSpread]).toEqual([(1 << 5) | (1 << 6), (1 << 1) | (1 << 2)]);
  });

  it('equipment-once: "After using Chain Shot, remove it from the game", hit or miss', () => {
    const once = "After using Chain Shot, remove it from the game. When this ship is given a shoot action, one of her cannons can shoot a chain shot. Declare which cannon will shoot the chain shot before rolling the d6. If it hits, do not eliminate a mast; instead the target can't move on her next turn.";
    const left = (_: Game, [a]: Ship[]) => a.crew.length;
    expect(withAndWithout(once, (t) => gunner(t, [3, 1]), chainShot(), left)).toEqual([0, 1]);
    // Without that sentence the same chain shot, missing, keeps the piece.
    const game = table(gunner(CHAIN, [3, 1]));
    const ships = shipsOf(game, gunner(CHAIN, [3, 1]));
    chainShot()(game, ships);
    expect(left(game, ships)).toBe(1);
  });

  describe('the shots only equipment fires', () => {
    const shot = (kind: 'grapeshot' | 'exploding' | 'doubleshot' | 'grappleshot') => (game: Game, [a, b]: Ship[]) => {
      const action: Action = { type: 'shoot', ship: a.id, target: b.id, special: { kind, cannon: 0 } };
      perform(game, 0, checkAction(game.state, 0, action) ? { type: 'shoot', ship: a.id, target: b.id } : action);
    };
    const withCrew = (ability: string, dice: number[]) => {
      const spec = gunner(ability, dice);
      spec.ships[1] = { ...spec.ships[1], crew: [crewCard({ faction: 'Spanish' }), crewCard({ faction: 'Spanish' })] };
      return spec;
    };
    const target = (_: Game, [a, b]: Ship[]) => ({ masts: b.masts, crew: crewCount(b), fire: b.fire.filter(Boolean).length, taken: a.treasure.length });

    it('grapeshot: "If it hits, eliminate a crew instead of a mast"', () => {
      const text = 'Once per turn when this ship is given a shoot action, one of her cannons can shoot a grape shot. Declare which cannon will shoot grape shot before rolling the d6. If it hits, eliminate a crew instead of a mast.';
      expect(withAndWithout(text, (t) => withCrew(t, [6, 6]), shot('grapeshot'), target)).toEqual([
        { masts: 2, crew: 1, fire: 0, taken: 0 },
        { masts: 1, crew: 2, fire: 0, taken: 0 },
      ]);
    });

    it('exploding-shot: "the target\'s controller replaces one mast with a fire mast and eliminates a crew"', () => {
      const text = "Once per turn when this ship is given a shoot action, one of her cannons can shoot an exploding shot. Declare which cannon will shoot the exploding shot before rolling the d6. If it hits, the target's controller replaces one mast with a fire mast and eliminates a crew.";
      expect(withAndWithout(text, (t) => withCrew(t, [6, 6]), shot('exploding'), target)).toEqual([
        { masts: 1, crew: 1, fire: 1, taken: 0 },
        { masts: 1, crew: 2, fire: 0, taken: 0 },
      ]);
    });

    it('double-shot: "If it hits, the cannon can shoot again"; "If either cannon roll is a 1", it breaks and takes a mast of hers', () => {
      const text = 'Once per turn when this ship is given a shoot action, one of her cannons can shoot a double shot. Declare which cannon will shoot the double shot before rolling the d6. If it hits, the cannon can shoot again. If either cannon roll is a 1, remove Double Shot from the game and eliminate a mast from this ship.';
      // Hit, then hit again: two masts; without it one.
      expect(withAndWithout(text, (t) => withCrew(t, [6, 6, 6]), shot('doubleshot'), target)).toEqual([
        { masts: 0, crew: 2, fire: 0, taken: 0 },
        { masts: 1, crew: 2, fire: 0, taken: 0 },
      ]);
      const mine = (_: Game, [a]: Ship[]) => ({ masts: a.masts, pieces: a.crew.length });
      // Hit, then a 1 on the second roll.
      expect(withAndWithout(text, (t) => withCrew(t, [6, 1, 6]), shot('doubleshot'), mine)).toEqual([{ masts: 1, pieces: 0 }, { masts: 2, pieces: 1 }]);
    });

    it('grapple-shot: "If it hits, do not eliminate a mast; instead this ship can initiate a boarding party against the target"', () => {
      const text = 'Once per turn when this ship is given a shoot action, one of her cannons can shoot a grapple shot. Declare which cannon will shoot the grapple shot before rolling the d6. If it hits, do not eliminate a mast; instead this ship can initiate a boarding party against the target.';
      // The hit, then the boarding party: 6 + 2 masts against 1 + 2.
      const spec = (t: string) => ({ ...withCrew(t, [6, 6, 1, 6]), treasure: {} });
      const loaded = (game: Game, ships: Ship[]) => {
        const id = game.state.treasures.length;
        game.state.treasures.push({ value: 4, unique: false, seenBy: [false, true] });
        ships[1].treasure.push(id);
      };
      expect(withAndWithout(text, spec, shot('grappleshot'), target, loaded)).toEqual([
        { masts: 2, crew: 2, fire: 0, taken: 1 },
        { masts: 1, crew: 2, fire: 0, taken: 0 },
      ]);
    });
  });

  it('is no crew: a boarding winner finds no crew to eliminate in it, and a stinkpot leaves its text working', () => {
    const boarded = (piece: Card) => {
      const spec: TableSpec = {
        ships: [
          { card: shipCard({ cannons: '3S' }), x: 5, y: 5, heading: 90 },
          { card: shipCard({ cannons: '3S', faction: 'Spanish' }), owner: 1, crew: [piece], x: 5.2, y: 5.6, heading: 90 },
        ],
        dice: [6, 1],
      };
      const game = table(spec);
      const [a, b] = shipsOf(game, spec);
      board(game, a, b);
      return { pieces: b.crew.length, crew: crewCount(b) };
    };
    expect(boarded(equipmentCard({ ability: CHAIN }))).toEqual({ pieces: 1, crew: 0 });
    expect(boarded(crewCard({ faction: 'Spanish' }))).toEqual({ pieces: 0, crew: 0 });
    const spec = gunner(CHAIN);
    const game = table(spec);
    const [a] = shipsOf(game, spec);
    expect(currentAbilities({ ...a, stunk: 2 }, game.state.rules).chainshot).toBe(true);
    const crewChain = 'Once per turn when this ship is given a shoot action, one of her cannons may shoot a chainshot at a target within S of her.';
    expect(currentAbilities({ ...a, crew: [{ ...a.crew[0], ability: crewChain, equipment: undefined }], stunk: 2 }, game.state.rules).chainshot).toBe(false);
  });
});
