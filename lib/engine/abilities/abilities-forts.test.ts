import { describe, expect, it } from 'vitest';
import { aboard, felled, withAndWithout } from '@/tests/fixtures/abilities';
import { fortCard, shipCard, type TableSpec } from '@/tests/fixtures/engine';
import { FORT_ISLAND, fortTable } from '@/tests/fixtures/forts';
import { applyEvent } from '../state/events';
import { checkAction, type Game, perform } from '../game';
import type { Ship } from '../state/state';

/**
 * A fort's own printed text, compiled by the ships' records and applied where the fort acts (../combat/forts.ts), each shown
 * changing a game with the text on the fort card and without it, on the fort table of tests/fixtures/forts.ts: player
 * 0's sloop docked at the wild island (18.5, 1.5), where she builds her fort, and a Spanish ship of long guns west of it.
 */
const WILD = FORT_ISLAND;
const spec =
  (extra: Partial<TableSpec> = {}) =>
  (ability: string): TableSpec =>
    fortTable(extra, fortCard({ cannons: '3S-3S', gold: 5, ability }));

/** Player 0 has explored the wild island her sloop lies at (arranged before the play, outside the events). */
const explored = (game: Game) => {
  game.state.islands[WILD].explored[0] = true;
};
const and =
  (...prepares: ((game: Game, ships: Ship[]) => void)[]) =>
  (game: Game, ships: Ship[]) => {
    for (const p of prepares) p(game, ships);
  };

/** Player 0 builds her fort where her sloop lies: building ends her turn. */
function build(game: Game, [sloop]: Ship[]): void {
  perform(game, 0, { type: 'build-fort', fort: 0, ship: sloop.id });
}

const fortShoots = (game: Game, ships: Ship[]) => {
  build(game, ships);
  perform(game, 1, { type: 'end-turn' });
  perform(game, 0, { type: 'fort-shoot', fort: 0, target: ships[1].id });
};

describe('a fort\'s own text', () => {
  it('docked-cannon-bonus: "+1 to its cannon rolls when a ship is docked at it": her sloop lies there, so two 3s hit rank 3 flags', () => {
    expect(withAndWithout('This fort gets +1 to its cannon rolls when a ship is docked at it.', spec({ dice: [3, 3] }), fortShoots, (_, [, enemy]) => enemy.masts, explored)).toEqual([1, 3]);
  });

  it('docked-cannon-bonus: no bonus with no ship docked at it', () => {
    const sailAway = (game: Game, ships: Ship[]) => {
      build(game, ships);
      perform(game, 1, { type: 'end-turn' });
      perform(game, 0, { type: 'move', ship: ships[0].id, segments: [{ heading: 180, distance: 1 }] });
      perform(game, 0, { type: 'fort-shoot', fort: 0, target: ships[1].id });
    };
    const [withText] = withAndWithout('This fort gets +1 to its cannon rolls when a ship is docked at it.', spec({ dice: [3, 3] }), sailAway, (_, [, enemy]) => enemy.masts, explored);
    expect(withText).toBe(3);
  });

  it('shoot-again: "one of this fort\'s cannons may shoot again if it misses": a 2 is fired again as a 5', () => {
    const text = "Once per turn, one of this fort's cannons may shoot again if it misses.";
    expect(withAndWithout(text, spec({ dice: [2, 5, 5] }), fortShoots, (_, [, enemy]) => enemy.masts, explored)).toEqual([1, 2]);
  });

  it('hit-eliminates-cargo: "when this fort hits a ship, you may also eliminate one cargo from that ship"', () => {
    const text = 'When this fort hits a ship, you may also eliminate one cargo from that ship.';
    expect(withAndWithout(text, spec({ dice: [6, 1] }), fortShoots, (_, [, enemy]) => enemy.treasure.length, and(explored, aboard(1, 4)))).toEqual([0, 1]);
  });

  it('long-range-immune: "L-range cannons cannot hit this fort": a ship of L guns alone cannot shoot at it', () => {
    const tryShot = (game: Game, ships: Ship[]) => build(game, ships);
    const problem = (game: Game, [, enemy]: Ship[]) => checkAction(game.state, 1, { type: 'shoot-fort', ship: enemy.id, fort: 0 })?.code ?? null;
    expect(withAndWithout('L-range cannons cannot hit this fort.', spec(), tryShot, problem, explored)).toEqual(['out-of-range', null]);
  });

  it('hit-shield: the first shot at it each turn rolls how many hits it shrugs off that turn (a 2: the third hit takes a flag)', () => {
    const text = 'The first time this fort is shot at each turn, roll a d6. The result is the number of times this fort must be hit that turn before any of its cannons can be eliminated.';
    const shotAt = (game: Game, ships: Ship[]) => {
      build(game, ships);
      perform(game, 1, { type: 'shoot-fort', ship: ships[1].id, fort: 0 });
    };
    // With the text the 2 is the shield's die and the three 6s hit; without it the 2 misses and two 6s abandon the fort.
    expect(withAndWithout(text, spec({ dice: [2, 6, 6, 6] }), shotAt, (game) => game.state.forts[0].flags, explored)).toEqual([1, 0]);
  });

  it('hit-shield: rolled once a turn, so a second ship\'s shot that turn gets no new die', () => {
    const text = 'The first time this fort is shot at each turn, roll a d6. The result is the number of times this fort must be hit that turn before any of its cannons can be eliminated.';
    const two = spec({
      dice: [1, 6, 1, 1, 6],
      ships: [
        ...spec()('').ships,
        { card: shipCard({ cannons: '3L', cargo: 1, faction: 'Spanish' }), owner: 1, x: 18.3, y: 0.3, heading: 90 },
      ],
    });
    const twice = (game: Game, ships: Ship[]) => {
      build(game, ships);
      perform(game, 1, { type: 'shoot-fort', ship: ships[1].id, fort: 0 });
      perform(game, 1, { type: 'shoot-fort', ship: ships[2].id, fort: 0 });
    };
    // The shield's die is a 1: the first ship's one hit (a 6) is shrugged off, and the second ship's 6 takes a flag.
    const [withText] = withAndWithout(text, two, twice, (game) => ({ flags: game.state.forts[0].flags, shield: game.state.forts[0].shield }), explored);
    expect(withText).toEqual({ flags: 1, shield: 0 });
  });

  it('masts-need-roll on the target: a fort\'s 5 hits her but fells no mast; only its 6 does', () => {
    const target = (ability: string): TableSpec => {
      const base = spec({ dice: [5, 6] })('');
      return { ...base, ships: base.ships.map((p, i) => (i === 1 ? { ...p, card: shipCard({ cannons: '3L-3L-3L', cargo: 3, faction: 'Spanish', ability }) } : p)) };
    };
    const text = "Masts on this ship can't be eliminated by shots unless the cannon roll is a 6.";
    expect(withAndWithout(text, target, fortShoots, (_, [, enemy]) => enemy.masts, explored)).toEqual([2, 1]);
  });

  /** Her sloop builds the fort, sails off, comes back and docks there; `carrying` puts coins aboard her beforehand. */
  const carrying = (coins: number[]) => (game: Game, [sloop]: Ship[]) => {
    for (const value of coins) {
      sloop.treasure.push(game.state.treasures.length);
      game.state.treasures.push({ value, unique: false, seenBy: [true, false] });
    }
  };
  const backToFort = (game: Game, ships: Ship[]) => {
    build(game, ships);
    perform(game, 1, { type: 'end-turn' });
    const [sloop] = ships;
    applyEvent(game.state, { type: 'undocked', ship: sloop.id });
    applyEvent(game.state, { type: 'moved', ship: sloop.id, x: 18.5, y: 2.8, heading: 0 });
    perform(game, 0, { type: 'move', ship: sloop.id, segments: [{ heading: 0, distance: 1 }] });
  };

  it('dock-repair-all: "when a ship docks here, you may repair all of her masts"', () => {
    const measure = (game: Game, [sloop]: Ship[]) => ({ docked: sloop.docked, masts: sloop.masts });
    expect(withAndWithout('When a ship docks here, you may repair all of her masts.', spec(), backToFort, measure, and(explored, felled(0, 0)))).toEqual([
      { docked: WILD, masts: 2 },
      { docked: WILD, masts: 1 },
    ]);
  });

  it('unload-extra-action: "If a ship docks at this fort and unloads at least 4 gold, it may be given a second action that turn"', () => {
    const text = 'If a ship docks at this fort and unloads at least 4 gold, it may be given a second action that turn.';
    // A second action is open when a repair is refused only for want of a felled mast, not for the action limit.
    const again = (game: Game, [sloop]: Ship[]) => ({ docked: sloop.docked, second: checkAction(game.state, 0, { type: 'repair', ship: sloop.id })?.code ?? null });
    expect(withAndWithout(text, spec(), backToFort, again, and(explored, carrying([3, 2])))).toEqual([
      { docked: WILD, second: 'nothing-to-repair' },
      { docked: WILD, second: 'action-limit' },
    ]);
    // Three gold is not enough.
    expect(withAndWithout(text, spec(), backToFort, again, and(explored, carrying([3])))).toEqual([
      { docked: WILD, second: 'action-limit' },
      { docked: WILD, second: 'action-limit' },
    ]);
  });

  it('dock-idle-roll: "When a ship docks here, roll a d6, on a 5 or 6, the ship loses its next turn"', () => {
    const text = "When a ship docks here, roll a D6, on a 5 or 6, the ships loses it's next turn.";
    const nextTurn = (game: Game, [sloop]: Ship[]) => {
      perform(game, 0, { type: 'end-turn' });
      perform(game, 1, { type: 'end-turn' });
      return checkAction(game.state, 0, { type: 'move', ship: sloop.id, segments: [{ heading: 180, distance: 1 }] })?.code ?? null;
    };
    expect(withAndWithout(text, spec({ dice: [5] }), backToFort, nextTurn, explored)).toEqual(['restricted', null]);
    expect(withAndWithout(text, spec({ dice: [4] }), backToFort, nextTurn, explored)).toEqual([null, null]);
  });

  it('fort-look: "A ship docked at this fort may use its action for the turn to look at one face-down treasure on each island"', () => {
    const text = 'A ship docked at this fort may use its action for the turn to look at one face-down treasure on each island.';
    // The far island holds two 5s; her sloop, docked at the fort she built, spends her next action looking.
    const looks = (game: Game, ships: Ship[]) => {
      build(game, ships);
      perform(game, 1, { type: 'end-turn' });
      if (!checkAction(game.state, 0, { type: 'fort-look', ship: ships[0].id })) perform(game, 0, { type: 'fort-look', ship: ships[0].id });
    };
    const seen = (game: Game) => game.state.islands[3].treasure.map((id) => game.state.treasures[id].seenBy);
    // She sees one of the two; without the text the look is refused (no-ability) and she sees neither.
    expect(withAndWithout(text, spec({ treasure: { [WILD]: [2], 3: [5, 5] } }), looks, seen, explored)).toEqual([
      [[true, false], [false, false]],
      [[false, false], [false, false]],
    ]);
  });
});
