import { describe, expect, it } from 'vitest';
import { parseAbility } from '@/lib/cards/abilities/parse';
import { crewCard, shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { type Action, checkAction, perform, startTurn } from './game';
import { freeCargo, homeGold, type Ship } from './state';
import type { Game } from './game';

/**
 * Each ability the engine applies, shown changing a game: the same position and the same dice, with the text and
 * without it. lib/engine/modelled.ts lists exactly the effects tested here.
 */

type Outcome<T> = (game: Game, ships: Ship[]) => T;

/** Plays `act` on the table with and without `text` on the first ship, returning what `measure` reads after. */
function withAndWithout<T>(text: string, spec: (ability: string) => TableSpec, act: (game: Game, ships: Ship[]) => void, measure: Outcome<T>): [T, T] {
  const run = (ability: string) => {
    const s = spec(ability);
    const game = table(s);
    const ships = shipsOf(game, s);
    act(game, ships);
    return measure(game, ships);
  };
  return [run(text), run('')];
}

const shoot = (game: Game, [a, b]: Ship[], extra: Partial<Extract<Action, { type: 'shoot' }>> = {}) =>
  perform(game, 0, { type: 'shoot', ship: a.id, target: b.id, ...extra });
const mastsOf = (i: number) => (_: Game, ships: Ship[]) => ships[i].masts;

/** A sea creature gunner with one cannon facing a two-segment creature `gap` away: range is measured from one point. */
function duel(cannons: string, dice: number[], gap = 0.5, target: { faction?: string; ability?: string; cannons?: string } = {}) {
  return (ability: string): TableSpec => ({
    ships: [
      { card: shipCard({ cannons, seaCreature: true, ability }), x: 5, y: 5 },
      { card: shipCard({ cannons: target.cannons ?? '3S-3S', seaCreature: true, faction: target.faction ?? 'Spanish', ability: target.ability }), owner: 1, x: 5 + gap + 0.4, y: 5 },
    ],
    dice,
  });
}

describe('shooting abilities', () => {
  it('cannon-bonus: +1 turns a 3 against rank 3 into a hit', () => {
    expect(withAndWithout('This ship gets +1 to her cannon rolls.', duel('3S', [3]), shoot, mastsOf(1))).toEqual([1, 2]);
  });

  it('cannon-bonus against a nation applies to that nation only, and "any non-X" to all others', () => {
    const text = 'This ship gets +1 to her cannon rolls against Spanish ships.';
    expect(withAndWithout(text, duel('3S', [3]), shoot, mastsOf(1))).toEqual([1, 2]);
    const french = (a: string) => duel('3S', [3], 0.5, { faction: 'French' })(a);
    expect(withAndWithout(text, french, shoot, mastsOf(1))).toEqual([2, 2]);
    expect(withAndWithout('This ship gets +1 to her cannon rolls against any non-Pirate ship.', french, shoot, mastsOf(1))).toEqual([1, 2]);
  });

  it('cannon-bonus with a Captain aboard needs the Captain', () => {
    const text = 'If this ship has a Captain crew, she gets +1 to her cannon rolls.';
    const spec = (captain: boolean) => (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', ability }), crew: captain ? [crewCard({ ability: 'Captain', keywords: ['captain'] })] : [], x: 5, y: 5, heading: 90 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, x: 5.2, y: 5.6, heading: 90 },
      ],
      dice: [3],
    });
    expect(withAndWithout(text, spec(true), shoot, mastsOf(1))).toEqual([1, 2]);
    expect(withAndWithout(text, spec(false), shoot, mastsOf(1))).toEqual([2, 2]);
  });

  it('vulnerable: ships of the named nation get the bonus against her', () => {
    const spec = (ability: string): TableSpec => duel('3S', [3], 0.5, { ability })('');
    const english = (ability: string): TableSpec => ({ ...spec(ability), ships: [{ ...spec(ability).ships[0], card: shipCard({ cannons: '3S', seaCreature: true, faction: 'English' }) }, spec(ability).ships[1]] });
    expect(withAndWithout('English ships get +1 to their cannon rolls against this ship.', english, shoot, mastsOf(1))).toEqual([1, 2]);
  });

  it('cannon-aura and cannon-bonus-per-friend count friendly ships within S', () => {
    const spec = (gunner: string, friend: string) => (): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', seaCreature: true, ability: gunner }), x: 5, y: 5 },
        { card: shipCard({ cannons: '3S-3S', seaCreature: true, faction: 'Spanish' }), owner: 1, x: 5.9, y: 5 },
        { card: shipCard({ cannons: '3S', seaCreature: true, ability: friend }), x: 5, y: 6.2 },
      ],
      dice: [3],
    });
    const masts = (s: () => TableSpec) => {
      const game = table(s());
      const ships = shipsOf(game, s());
      shoot(game, ships);
      return ships[1].masts;
    };
    expect(masts(spec('', 'Friendly ships within S of this ship get +1 to their cannon rolls.'))).toBe(1);
    expect(masts(spec('This ship gets +1 to her cannon rolls for every friendly ship within S of her.', ''))).toBe(1);
    expect(masts(spec('', ''))).toBe(2);
  });

  it('focus-fire: +N against a ship another ship shot at this turn', () => {
    const text = 'If this ship shoots at a ship that was previously shot at by another ship this turn, she gets +1 to her cannon rolls against that ship this turn.';
    const spec = (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', seaCreature: true, ability }), x: 5, y: 5 },
        { card: shipCard({ cannons: '3S-3S-3S', seaCreature: true, faction: 'Spanish' }), owner: 1, x: 5.9, y: 5 },
        { card: shipCard({ cannons: '6S', seaCreature: true }), x: 5.9, y: 6.1 },
      ],
      dice: [2, 3],
    });
    const act = (game: Game, [a, b, c]: Ship[]) => {
      perform(game, 0, { type: 'shoot', ship: c.id, target: b.id });
      perform(game, 0, { type: 'shoot', ship: a.id, target: b.id });
    };
    expect(withAndWithout(text, spec, act, mastsOf(1))).toEqual([2, 3]);
  });

  it('reroll: a missed die is rolled again once per turn', () => {
    const text = 'Once per turn, you may reroll any die roll you make for this ship; you must use the second die roll result.';
    expect(withAndWithout(text, duel('3S', [2, 5, 5]), shoot, mastsOf(1))).toEqual([1, 2]);
  });

  it('shoot-again: a cannon that missed fires once more', () => {
    expect(withAndWithout("Once per turn, one of this ship's cannons may shoot again if it misses.", duel('3S', [2, 5, 5]), shoot, mastsOf(1))).toEqual([1, 2]);
  });

  it('extra-cannon: an extra 3S cannon that takes no roll bonus', () => {
    const text = 'This ship gains one 3S cannon that may not have its range or cannon roll increased. It can shoot from any mast (even an eliminated mast).';
    expect(withAndWithout(text, duel('6S', [6, 4]), shoot, mastsOf(1))).toEqual([1, 2]);
    const bonus = 'This ship gets +2 to her cannon rolls. This ship gains one 3S cannon that may not have its range or cannon roll increased.';
    // The +2 would make the extra cannon's 2 a hit: it does not apply to her.
    expect(withAndWithout(bonus, duel('6S', [1, 2]), shoot, mastsOf(1))).toEqual([2, 2]);
  });

  it('derelict-cannot-shoot: the extra cannon is silent on a derelict', () => {
    const spec = (text: string) => (): TableSpec => duel('3S', [6], 0.5)(`This ship gains one 3S cannon that may not have its range or cannon roll increased. ${text}`);
    const allowed = (s: () => TableSpec) => {
      const game = table(s());
      const [a, b] = shipsOf(game, s());
      a.seaCreature = false;
      a.up[0] = false;
      a.masts = 0;
      return checkAction(game.state, 0, { type: 'shoot', ship: a.id, target: b.id });
    };
    expect(allowed(spec('If derelict, she cannot shoot.'))).toMatch(/derelict|range/);
    expect(allowed(spec(''))).toBeNull();
  });

  it('long-range-immune and close-range-immune keep cannons off her', () => {
    const legal = (target: string, cannons: string, gap: number) => {
      const s = duel(cannons, [], gap, { ability: target })('');
      const game = table(s);
      const [a, b] = shipsOf(game, s);
      return checkAction(game.state, 0, { type: 'shoot', ship: a.id, target: b.id });
    };
    expect(legal('L-range cannons cannot hit this ship.', '3L', 1.2)).toMatch(/range/);
    expect(legal('', '3L', 1.2)).toBeNull();
    expect(legal('This ship cannot be shot at by ships within S of her.', '3S', 0.5)).toMatch(/range/);
    expect(legal('', '3S', 0.5)).toBeNull();
  });

  it('docked-immune: not while she is docked', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', seaCreature: true }), x: 5.9, y: 7.7 },
        { card: shipCard({ cannons: '3S', faction: 'Spanish', ability }), owner: 1, x: 5, y: 7.25, heading: 0, docked: 2 },
      ],
      islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 6.5 }],
      treasure: { 2: [1] },
    });
    const check = (ability: string) => {
      const game = table(spec(ability));
      const [a, b] = shipsOf(game, spec(ability));
      return checkAction(game.state, 0, { type: 'shoot', ship: a.id, target: b.id });
    };
    expect(check('This ship may not be shot at while docked.')).toMatch(/docked/);
    expect(check('')).toBeNull();
  });

  it('double-damage, two-hits-per-mast and ignore-first-hit change what hits cost', () => {
    expect(withAndWithout('This ship eliminates two masts with one hit.', duel('3S', [6], 0.5, { cannons: '3S-3S-3S' }), shoot, mastsOf(1))).toEqual([1, 2]);
    const target = (ability: string) => duel('3S-3S', [6, 6], 0.5, { cannons: '3S-3S-3S', ability })('');
    expect(withAndWithout('Two hits from the same shoot action are required to eliminate one of this ship\'s masts.', target, shoot, mastsOf(1))).toEqual([2, 1]);
    expect(withAndWithout('This ship ignores the first hit she takes each turn as long as she has all of her masts.', target, shoot, mastsOf(1))).toEqual([2, 1]);
  });

  it('hit-eliminates-crew and hit-eliminates-cargo take from the ship hit', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', seaCreature: true, ability }), x: 5, y: 5 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, crew: [crewCard({ faction: 'Spanish' })], x: 5.3, y: 5.4, heading: 90 },
      ],
      dice: [6],
    });
    expect(withAndWithout('Once per turn when this ship hits an enemy ship, also eliminate one crew from that ship.', spec, shoot, (_, s) => s[1].crew.length)).toEqual([0, 1]);
    const cargo = (ability: string): TableSpec => spec(ability);
    const act = (game: Game, ships: Ship[]) => {
      ships[1].treasure.push(game.state.treasures.push({ value: 3, unique: false }) - 1);
      shoot(game, ships);
    };
    expect(withAndWithout('When this ship hits an enemy ship, you may also eliminate one cargo from that ship.', cargo, act, (_, s) => s[1].treasure.length)).toEqual([0, 1]);
  });

  it('attacker-chooses-mast: the shooter takes the best cannon instead of the defender giving up the worst', () => {
    const downed = (_: Game, s: Ship[]) => s[1].up.indexOf(false);
    expect(withAndWithout('When this ship hits another ship, you choose which mast is eliminated.', duel('3S', [6], 0.5, { cannons: '1S-6S' }), shoot, downed)).toEqual([0, 1]);
  });

  it('fire-through-ships: another ship in the line of fire does not block it', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3L', seaCreature: true, ability }), x: 5, y: 5 },
        { card: shipCard({ cannons: '3S', seaCreature: true, faction: 'Spanish' }), owner: 1, x: 6.6, y: 5 },
        { card: shipCard({ cannons: '3S', seaCreature: true }), x: 5.8, y: 5 },
      ],
    });
    const check = (ability: string) => {
      const game = table(spec(ability));
      const [a, b] = shipsOf(game, spec(ability));
      return checkAction(game.state, 0, { type: 'shoot', ship: a.id, target: b.id });
    };
    expect(check('Other ships do not block this ship\'s line of fire.')).toBeNull();
    expect(check('')).toMatch(/line of fire/);
  });

  it('all-long-range and double-range reach further', () => {
    const check = (ability: string, doubleRange = false) => {
      const s = duel('3S', [], 1.2)(ability);
      const game = table(s);
      const [a, b] = shipsOf(game, s);
      return checkAction(game.state, 0, { type: 'shoot', ship: a.id, target: b.id, doubleRange });
    };
    expect(check("All of this ship's cannons have L range.")).toBeNull();
    expect(check('')).toMatch(/range/);
    expect(check("You may double the range of this ship's cannons each turn, but you must roll a 6 to hit.", true)).toBeNull();
    expect(withAndWithout("You may double the range of this ship's cannons each turn, but you must roll a 6 to hit.", duel('1S', [5], 0.5), (g, s) => shoot(g, s, { doubleRange: true }), mastsOf(1))).toEqual([2, 1]);
  });

  it('no-shooting-with-treasure and misfire', () => {
    const spec = duel('3S', [1]);
    const withTreasure = (ability: string) => {
      const s = spec(ability);
      const game = table(s);
      const [a, b] = shipsOf(game, s);
      a.treasure.push(game.state.treasures.push({ value: 1, unique: false }) - 1);
      return checkAction(game.state, 0, { type: 'shoot', ship: a.id, target: b.id });
    };
    expect(withTreasure('This ship cannot shoot when she carries treasure.')).toMatch(/treasure/);
    expect(withTreasure('')).toBeNull();
    expect(withAndWithout("Eliminate one of this ship's masts when she rolls a 1 on any cannon roll.", spec, shoot, mastsOf(0))).toEqual([0, 1]);
  });

  it('Broadsides Attack: one die for every cannon, all hit and one more when it beats them all', () => {
    const spec = (ability: string): TableSpec => duel('3S-3S', [5, 1], 0.5, { cannons: '3S-3S-3S-3S' })(ability);
    expect(withAndWithout('Broadsides Attack', spec, (g, s) => shoot(g, s, { broadside: true }), mastsOf(1))).toEqual([1, 3]);
  });
});

describe('movement abilities', () => {
  const lengths = (distances: number[]) => distances.map((d) => ({ heading: 0, distance: d }));
  const canMove = (ability: string, segments: number[], prepare: (s: Ship, game: Game) => void = () => {}, crew: string[] = []) => {
    const spec: TableSpec = { ships: [{ card: shipCard({ cannons: '3S-3S', move: 'S+L', ability, cargo: 2 }), crew: crew.map((c) => crewCard({ ability: c, keywords: c === 'Helmsman' ? ['helmsman'] : [] })), x: 10, y: 15 }] };
    const game = table(spec);
    const [s] = shipsOf(game, spec);
    prepare(s, game);
    return checkAction(game.state, 0, { type: 'move', ship: s.id, segments: lengths(segments) });
  };

  it('move-bonus: +S adds a segment; conditions hold it back', () => {
    expect(canMove('This ship gets +S to her base move.', [1.4, 1, 1])).toBeNull();
    expect(canMove('', [1.4, 1, 1])).toMatch(/base move/);
    expect(canMove('This ship gets +L to her base move if she has all of her masts.', [1.4, 1.4, 1], (s) => { s.up[0] = false; s.masts = 1; })).toMatch(/base move/);
    expect(canMove('When this ship carries no cargo, she gets +S to her base move.', [1.4, 1, 1])).toBeNull();
    expect(canMove('If this ship has a Captain crew, she gets +S to her base move.', [1.4, 1, 1])).toMatch(/base move/);
    expect(canMove('', [1.4, 1, 1], () => {}, ['Helmsman'])).toBeNull();
  });

  it('derelict-move: a derelict still moves S', () => {
    const derelict = (s: Ship) => {
      s.up = s.up.map(() => false);
      s.masts = 0;
    };
    expect(canMove('If derelict, this ship gains a base move of S.', [1], derelict)).toBeNull();
    expect(canMove('', [1], derelict)).toMatch(/derelict/);
  });

  it('full-cargo-slow: her base move is S while her hold is full', () => {
    const fill = (s: Ship, game: Game) => {
      for (let i = 0; i < 2; i++) s.treasure.push(game.state.treasures.push({ value: 1, unique: false }) - 1);
    };
    expect(canMove("This ship's base move becomes S when she reaches her cargo limit.", [1.4], fill)).toMatch(/base move is S/);
    expect(canMove('', [1.4], fill)).toBeNull();
  });

  it('move-and-shoot: the move action can end with a shot', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', move: 'L', ability }), x: 5, y: 7, heading: 0 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, x: 5.9, y: 5, heading: 0 },
      ],
      dice: [6],
    });
    const act = (game: Game, [a, b]: Ship[]) => {
      const move: Action = { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }], shoot: b.id };
      if (!checkAction(game.state, 0, move)) perform(game, 0, move);
    };
    expect(withAndWithout('This ship may move and shoot using the same move action.', spec, act, mastsOf(1))).toEqual([1, 2]);
  });

  it('ignore-terrain: a reef does her no harm', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [{ card: shipCard({ cannons: '3S-3S-3S-3S', ability }), x: 10, y: 10 }, { card: shipCard(), owner: 1, x: 3, y: 15 }],
      terrain: [{ type: 'reef', x: 10, y: 8.3 }],
      dice: [1],
    });
    const act = (game: Game, [s]: Ship[]) => perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1 }] });
    expect(withAndWithout('This ship ignores terrain when she is given a move action (islands are not terrain).', spec, act, mastsOf(0))).toEqual([4, 1]);
  });

  it('dock-and-explore: she takes treasure in the move that docks her', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [{ card: shipCard({ cannons: '3S', move: 'L', ability }), x: 5, y: 10, heading: 0 }, { card: shipCard(), owner: 1, x: 15, y: 15 }],
      islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 8 }],
      treasure: { 2: [3] },
    });
    const act = (game: Game, [s]: Ship[]) => perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1.4 }] });
    expect(withAndWithout('This ship may dock and explore a wild island using the same move action.', spec, act, (_, s) => s[0].treasure.length)).toEqual([1, 0]);
  });

  it('raid-home and must-leave: she docks at the enemy home, loads a treasure and must leave', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [{ card: shipCard({ cannons: '3S', move: 'L', ability }), x: 18.5, y: 16.4, heading: 180 }, { card: shipCard(), owner: 1, x: 3, y: 15 }],
      treasure: { 2: [1] },
    });
    const act = (game: Game, [s]: Ship[]) => {
      game.state.players[1].home.push(game.state.treasures.push({ value: 4, unique: false }) - 1);
      perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 180, distance: 1.4 }] });
    };
    const text = 'This ship may dock at an enemy home island and load one treasure. If able, she must leave on your next turn.';
    expect(withAndWithout(text, spec, act, (g, s) => [s[0].treasure.length, homeGold(g.state, 1), s[0].mustLeave])).toEqual([[1, 0, true], [0, 4, false]]);
  });

  it('cannot-be-pinned: ramming leaves her free to sail on', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', move: 'L', ability }), x: 5, y: 10, heading: 0 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, x: 5.6, y: 8.8, heading: 90 },
      ],
      dice: [1, 6],
    });
    const act = (game: Game, [a]: Ship[]) => perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }] });
    expect(withAndWithout('This ship cannot be pinned.', spec, act, (_, s) => s[0].pinnedBy)).toEqual([-1, 1]);
  });

  it('Ghost Ship: a ghostly ship sails through an island', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [{ card: shipCard({ cannons: '3S', move: 'L+L', ability }), x: 5, y: 11, heading: 0 }, { card: shipCard(), owner: 1, x: 15, y: 15 }],
      islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 9.5 }],
      treasure: { 2: [1] },
    });
    const act = (game: Game, [s]: Ship[]) => perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1.4 }, { heading: 0, distance: 1.4 }], ghostly: true });
    const [ghost, plain] = withAndWithout('Ghost Ship', spec, act, (_, s) => s[0].y);
    expect(ghost).toBeCloseTo(11 - 2.8, 5);
    expect(plain).toBeCloseTo(9.5 + 0.75, 5);
  });
});

describe('boarding and ramming abilities', () => {
  const ram = (rules: TableSpec['rules'], dice: number[], rammer: { ability?: string; crew?: string[] } = {}, rammed: { ability?: string; crew?: number } = {}): TableSpec => ({
    ships: [
      { card: shipCard({ cannons: '3S', move: 'L', ability: rammer.ability }), crew: (rammer.crew ?? []).map((c) => crewCard({ ability: c })), x: 5, y: 10, heading: 0 },
      { card: shipCard({ cannons: '3S-3S', faction: 'Spanish', ability: rammed.ability }), owner: 1, crew: Array.from({ length: rammed.crew ?? 0 }, () => crewCard({ faction: 'Spanish' })), x: 5.6, y: 8.8, heading: 90 },
    ],
    dice,
    rules,
  });
  const rammingMove = (game: Game, [a, b]: Ship[]) => {
    b.treasure.push(game.state.treasures.push({ value: 4, unique: false }) - 1, game.state.treasures.push({ value: 2, unique: false }) - 1);
    perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }], board: b.id });
  };

  it('boarding-bonus turns a lost boarding party into a win', () => {
    expect(withAndWithout('This ship gets +2 to her boarding rolls.', (t) => ram({}, [3, 3], { ability: t }), rammingMove, (_, s) => s[0].treasure.length)).toEqual([1, 0]);
  });

  it('deny-boarding-bonus: the boarded ship gets no bonus of her own', () => {
    const spec = (t: string) => ram({}, [5, 3], { ability: t }, { ability: 'This ship gets +2 to her boarding rolls.' });
    expect(withAndWithout('The boarded ship may not use any boarding bonuses.', spec, rammingMove, (_, s) => s[0].treasure.length)).toEqual([1, 0]);
  });

  it('board-takes-all-treasure and board-eliminates-all-crew', () => {
    const spec = (t: string) => ram({}, [6, 1], { ability: t });
    expect(withAndWithout('If this ship wins a boarding party, she may take as much treasure from the other ship as she can carry.', spec, rammingMove, (_, s) => s[0].treasure.length)).toEqual([2, 1]);
    const crewSpec = (t: string) => ram({}, [6, 1], { ability: t }, { crew: 2 });
    const noTreasure = (game: Game, [a, b]: Ship[]) => perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }], board: b.id });
    expect(withAndWithout("If this ship succeeds at a boarding party, she may eliminate all of the other ship's crew.", crewSpec, noTreasure, (_, s) => s[1].crew.length)).toEqual([0, 1]);
  });

  it('board-at-range: a boarding party against a ship within S, without ramming', () => {
    const spec = (t: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', move: 'L', ability: t }), x: 5, y: 10, heading: 0 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, x: 6.5, y: 8.2, heading: 90 },
      ],
      dice: [6, 1],
    });
    expect(withAndWithout('As part of a move action, this ship may initiate a boarding party against a ship up to S away from her, without having to ram.', spec, rammingMove, (_, s) => s[0].treasure.length)).toEqual([1, 0]);
  });

  it('ram-proof: a Crimson Coast ram roll takes none of her masts', () => {
    const spec = (t: string) => ram({ ramRoll: true }, [6, 1, 1], {}, { ability: t });
    const act = (game: Game, [a]: Ship[]) => perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }] });
    expect(withAndWithout("Ramming cannot eliminate this ship's masts.", spec, act, mastsOf(1))).toEqual([2, 1]);
  });

  it('pinned-eliminates-crew: pinned by her ram, she takes a crew from the enemy', () => {
    // The rammed ship, with more masts, starts a boarding party and wins it: she has nothing to take.
    const spec = (t: string) => ram({}, [6, 1], { ability: t }, { crew: 1 });
    const act = (game: Game, [a]: Ship[]) => perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }] });
    expect(withAndWithout('On the turn this ship is pinned, eliminate one crew from the enemy ship.', spec, act, (_, s) => s[1].crew.length)).toEqual([0, 1]);
  });

  it('plunder-touching: she takes a random treasure from a ship she touches', () => {
    const spec = (t: string) => ram({}, [6, 1, 1], { ability: t });
    const act = (game: Game, [a, b]: Ship[]) => {
      b.treasure.push(game.state.treasures.push({ value: 4, unique: false }) - 1);
      perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }] });
    };
    expect(withAndWithout('Once per turn, this ship may randomly take one treasure from any ship she touches.', spec, act, (_, s) => s[0].treasure.length)).toEqual([1, 0]);
  });

  it('sea creatures cannot be boarded, and Ransom crew become gold for whoever eliminates them', () => {
    const creature = shipCard({ cannons: '3S-3S', seaCreature: true, faction: 'Spanish', ability: 'Sea Monster' });
    const spec: TableSpec = { ships: [{ card: shipCard({ cannons: '3S', move: 'L' }), x: 5, y: 10, heading: 0 }, { card: creature, owner: 1, x: 5, y: 8.2 }], dice: [6, 1] };
    const game = table(spec);
    const [a, b] = shipsOf(game, spec);
    perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }], board: b.id });
    expect(game.log!.some((e) => e.type === 'boarded')).toBe(false);
    expect(a.pinnedBy).toBe(-1);

    const ransom = crewCard({ ability: 'Ransom', keywords: ['ransom'], faction: 'Spanish' });
    const shot: TableSpec = {
      ships: [{ card: shipCard({ cannons: '3S', seaCreature: true, ability: 'Once per turn when this ship hits an enemy ship, also eliminate one crew from that ship.' }), x: 5, y: 5 }, { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, crew: [ransom], x: 5.3, y: 5.4, heading: 90 }],
      dice: [6],
    };
    const g2 = table(shot);
    shoot(g2, shipsOf(g2, shot));
    expect(homeGold(g2.state, 0)).toBe(1);
  });
});

describe('actions, repairs and treasure', () => {
  it('action-roll and extra-action-on-roll: a 5 or 6 before her first action gives her another', () => {
    const text = 'Once per turn before you give this ship an action, roll a d6. On a 5 or 6, this ship may be given an extra action.';
    const spec = (ability: string): TableSpec => ({ ships: [{ card: shipCard({ ability }), x: 5, y: 10 }, { card: shipCard(), owner: 1, x: 15, y: 15 }], dice: [5] });
    const act = (game: Game) => startTurn(game, 0);
    expect(withAndWithout(text, spec, act, (_, s) => s[0].extraActions)).toEqual([1, 0]);
  });

  it('repair-anywhere: she repairs at sea', () => {
    const spec = (ability: string): TableSpec => ({ ships: [{ card: shipCard({ cannons: '3S-3S', ability }), x: 5, y: 10 }] });
    const check = (ability: string) => {
      const game = table(spec(ability));
      const [s] = shipsOf(game, spec(ability));
      s.up[1] = false;
      s.masts = 1;
      return checkAction(game.state, 0, { type: 'repair', ship: s.id });
    };
    expect(check('This ship may repair at sea or at any island.')).toBeNull();
    expect(check('')).toMatch(/home island/);
  });

  it('unload-bonus: one treasure is worth more when she unloads at home', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [{ card: shipCard({ cannons: '3S', move: 'L', ability }), x: 5, y: 10.1, heading: 180 }, { card: shipCard(), owner: 1, x: 15, y: 3 }],
      islands: [{ x: 5, y: 11.5 }, { x: 18.5, y: 18.5 }, { x: 12, y: 12 }],
      treasure: { 2: [1] },
    });
    const act = (game: Game, [s]: Ship[]) => {
      s.treasure.push(game.state.treasures.push({ value: 3, unique: false }) - 1);
      perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 180, distance: 1 }] });
    };
    expect(withAndWithout("One of this ship's treasures is worth +2 gold when unloaded at your home island.", spec, act, (g) => homeGold(g.state, 0))).toEqual([5, 3]);
  });

  it('repair-on-sink: sinking an enemy mends one of her masts', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S-3S', seaCreature: true, ability }), x: 5, y: 5 },
        { card: shipCard({ cannons: '3S', faction: 'Spanish' }), owner: 1, x: 5.3, y: 5.4, heading: 90 },
        { card: shipCard(), owner: 1, x: 15, y: 15 },
      ],
      dice: [6, 6],
    });
    const act = (game: Game, [a, b]: Ship[]) => {
      a.up[1] = false;
      a.masts = 1;
      b.up[0] = false;
      b.masts = 0;
      shoot(game, [a, b]);
    };
    expect(withAndWithout('When this ship sinks another ship, you may repair one of this ship\'s masts.', spec, act, mastsOf(0))).toEqual([2, 1]);
  });

  it('cargo-bonus and no-cargo-space leave room for more treasure', () => {
    const room = (shipText: string, crewText: string) => {
      const spec: TableSpec = { ships: [{ card: shipCard({ cargo: 3, ability: shipText }), crew: [crewCard({ ability: crewText })], x: 5, y: 10 }] };
      const game = table(spec);
      return freeCargo(game.state, shipsOf(game, spec)[0]);
    };
    expect(room('', '')).toBe(2);
    expect(room('', 'This crew takes up no cargo space.')).toBe(3);
  });

  it('crew-any-nationality and crew-nationality-allowed let a foreign crew work aboard', () => {
    const speed = (shipText: string) => {
      const spec: TableSpec = { ships: [{ card: shipCard({ move: 'S+L', ability: shipText }), crew: [crewCard({ ability: 'Helmsman', keywords: ['helmsman'], faction: 'Pirate' })], x: 10, y: 15 }] };
      const game = table(spec);
      const [s] = shipsOf(game, spec);
      return checkAction(game.state, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1.4 }, { heading: 0, distance: 1 }, { heading: 0, distance: 1 }] });
    };
    expect(speed('Crew of any nationality may use their abilities on this ship.')).toBeNull();
    expect(speed('Pirate crew may use their abilities on this ship.')).toBeNull();
    expect(speed('')).toMatch(/base move/);
  });

  it('every crew-type keyword a crew card can print', () => {
    const effects = (k: string) => parseAbility(k).flatMap((s) => s.effects);
    for (const k of ['Helmsman', 'Captain', 'Cannoneer', 'Explorer', 'Oarsman', 'Shipwright']) expect(effects(k)).toEqual([{ kind: 'keyword', keyword: k.toLowerCase() }]);
  });
});

describe('abilities added with the Schooner and after-shot moves', () => {
  it('Schooner: after a move she may pivot on her stern; other ships may not', () => {
    const spec = (ability: string): TableSpec => ({ ships: [{ card: shipCard({ cannons: '3S', move: 'L', ability }), x: 10, y: 10, heading: 0 }] });
    const act = (game: Game, [s]: Ship[]) => {
      const move: Action = { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1.4 }], pivot: 90 };
      if (!checkAction(game.state, 0, move)) perform(game, 0, move);
    };
    const [schooner, plain] = withAndWithout('Schooner', spec, act, (_, s) => [Math.round(s[0].x * 100) / 100, Math.round(s[0].y * 100) / 100, s[0].heading]);
    // Her stern stays at (10, 9.45); the bow swings round it to point east.
    expect(schooner).toEqual([10.85, 9.45, 90]);
    expect(plain).toEqual([10, 10, 0]);
  });

  it('move-after-shoot: after her shot she sails on as a free action', () => {
    const spec = (ability: string): TableSpec => duel('3S', [6], 0.5)(ability);
    const act = (game: Game, [a, b]: Ship[]) => {
      const action: Action = { type: 'shoot', ship: a.id, target: b.id, then: [{ heading: 180, distance: 1 }] };
      perform(game, 0, checkAction(game.state, 0, action) ? { ...action, then: undefined } : action);
    };
    expect(withAndWithout('After this ship resolves a shoot action, she may move as a free action.', spec, act, (_, s) => [s[0].y, s[1].masts])).toEqual([[6, 1], [5, 1]]);
  });

  it('crew-protected: her crew survive hits and boarding parties', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', seaCreature: true, ability: 'Once per turn when this ship hits an enemy ship, also eliminate one crew from that ship.' }), x: 5, y: 5 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish', ability }), owner: 1, crew: [crewCard({ faction: 'Spanish' })], x: 5.3, y: 5.4, heading: 90 },
      ],
      dice: [6],
    });
    expect(withAndWithout("This ship's crew cannot be eliminated unless she sinks.", spec, shoot, (_, s) => s[1].crew.length)).toEqual([1, 0]);
  });
});

describe('chainshot, surviving cannons, crew for an action, marking islands', () => {
  it('chainshot: the declared cannon takes no mast but the target cannot move on her next turn', () => {
    const text = 'Once per turn when this ship is given a shoot action, one of her cannons may shoot a chainshot at a target within S of her. You must declare which cannon will shoot the chainshot before rolling the d6. If the chainshot hits, do not eliminate a mast; instead, the target cannot move on her next turn.';
    const spec = (ability: string): TableSpec => duel('3S', [6], 0.5)(ability);
    const act = (game: Game, [a, b]: Ship[]) => {
      const action: Action = { type: 'shoot', ship: a.id, target: b.id, special: { kind: 'chainshot', cannon: 0 } };
      perform(game, 0, checkAction(game.state, 0, action) ? { type: 'shoot', ship: a.id, target: b.id } : action);
      perform(game, 0, { type: 'end-turn' });
    };
    const outcome = (game: Game, [, b]: Ship[]) => [b.masts, checkAction(game.state, 1, { type: 'move', ship: b.id, segments: [{ heading: 90, distance: 1 }] })];
    const [chained, plain] = withAndWithout(text, spec, act, outcome);
    expect(chained[0]).toBe(2);
    expect(chained[1]).toMatch(/chainshot/);
    expect(plain).toEqual([1, null]);
  });

  it('cannons-survive: her cannons fire from masts already lost', () => {
    const text = "This ship's cannons may not be eliminated (masts still may be). If derelict, she cannot shoot.";
    const spec = (ability: string): TableSpec => duel('3S-3S', [6, 6], 0.5, { cannons: '3S-3S-3S' })(ability);
    const act = (game: Game, ships: Ship[]) => {
      ships[0].up[0] = false;
      ships[0].masts = 1;
      shoot(game, ships);
    };
    expect(withAndWithout(text, spec, act, mastsOf(1))).toEqual([1, 2]);
  });

  it('crew-for-action: a crew given up buys her a second action (another kind than her first)', () => {
    const text = "Once per turn, you may eliminate one of this ship's crew to give her an extra action.";
    const spec = (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', ability }), crew: [crewCard()], x: 5, y: 5, heading: 90 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, x: 5.2, y: 5.6, heading: 90 },
      ],
      dice: [2],
    });
    const act = (game: Game, [s, t]: Ship[]) => {
      perform(game, 0, { type: 'shoot', ship: s.id, target: t.id });
      const trade: Action = { type: 'sacrifice-crew', ship: s.id, crew: 0 };
      if (!checkAction(game.state, 0, trade)) perform(game, 0, trade);
      // Turning north pivots her about the middle of her hull (bow to y 4.58), then she sails S.
      const move: Action = { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1 }] };
      if (!checkAction(game.state, 0, move)) perform(game, 0, move);
    };
    expect(withAndWithout(text, spec, act, (_, s) => [Math.round(s[0].y * 100) / 100, s[0].crew.length])).toEqual([[3.58, 0], [5, 1]]);
  });

  it('mark-explored: marked from within S, the island is explored for her and no longer for the enemy', () => {
    const text = 'Once per turn, if this ship is within S of an island, you may mark the island as explored without docking at it. The island becomes unexplored in regards to all other players.';
    const spec = (ability: string): TableSpec => ({
      ships: [{ card: shipCard({ move: 'L', ability }), x: 5, y: 9.6, heading: 0 }, { card: shipCard(), owner: 1, x: 15, y: 15 }],
      islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 8 }],
      treasure: { 2: [3] },
    });
    const act = (game: Game, [s]: Ship[]) => {
      game.state.islands[2].explored[1] = true;
      const mark: Action = { type: 'mark-explored', ship: s.id, island: 2 };
      if (!checkAction(game.state, 0, mark)) perform(game, 0, mark);
      perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1.4 }] });
    };
    // Docking at an island she has explored, she explores it at once (001 "Exploring").
    expect(withAndWithout(text, spec, act, (g, s) => [s[0].treasure.length, g.state.islands[2].explored[1]])).toEqual([[1, false], [0, true]]);
  });
});

describe('stinkpots and lost crew', () => {
  it("stinkpot: a hit keeps the target's crew from their abilities on her next turn", () => {
    const text = 'Once per turn when this ship is given a shoot action, one of her cannons may shoot a stinkpot at a target within S of her. You must declare which cannon will shoot the stinkpot before rolling the d6. If the stinkpot hits, do not eliminate a mast; instead, the target\'s crew cannot use their abilities next turn.';
    const spec = (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', seaCreature: true, ability }), x: 5, y: 5 },
        { card: shipCard({ cannons: '3S-3S', move: 'S+L', faction: 'Spanish' }), owner: 1, crew: [crewCard({ ability: 'Helmsman', keywords: ['helmsman'], faction: 'Spanish' })], x: 5.3, y: 5.4, heading: 90 },
      ],
      dice: [6],
    });
    const act = (game: Game, [a, b]: Ship[]) => {
      const action: Action = { type: 'shoot', ship: a.id, target: b.id, special: { kind: 'stinkpot', cannon: 0 } };
      perform(game, 0, checkAction(game.state, 0, action) ? { type: 'shoot', ship: a.id, target: b.id } : action);
      perform(game, 0, { type: 'end-turn' });
    };
    const threeLegs = (game: Game, [, b]: Ship[]) =>
      checkAction(game.state, 1, { type: 'move', ship: b.id, segments: [{ heading: 90, distance: 1.4 }, { heading: 90, distance: 1 }, { heading: 90, distance: 1 }] });
    const [stunk, plain] = withAndWithout(text, spec, act, threeLegs);
    expect(stunk).toMatch(/base move/);
    expect(plain).toBeNull();
  });

  it('a crew eliminated takes her ability with her', () => {
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '3S', seaCreature: true, ability: 'Once per turn when this ship hits an enemy ship, also eliminate one crew from that ship.' }), x: 5, y: 5 },
        { card: shipCard({ cannons: '3S-3S', move: 'S+L', faction: 'Spanish' }), owner: 1, crew: [crewCard({ ability: 'Helmsman', keywords: ['helmsman'], faction: 'Spanish' })], x: 5.3, y: 5.4, heading: 90 },
      ],
      dice: [6],
    };
    const game = table(spec);
    const [a, b] = shipsOf(game, spec);
    expect(b.abilities.moveBonuses).toHaveLength(1);
    perform(game, 0, { type: 'shoot', ship: a.id, target: b.id });
    expect(b.crew).toHaveLength(0);
    expect(b.abilities.moveBonuses).toHaveLength(0);
  });
});

describe('Musketeer and trading treasure', () => {
  it("Musketeer: a crew printing only the keyword gives the Musketeer's 3S cannon", () => {
    const spec = (crewText: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '6S' }), crew: [crewCard({ ability: crewText, keywords: crewText ? ['musketeer'] : [] })], x: 5, y: 5, heading: 90 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, x: 5.2, y: 5.6, heading: 90 },
      ],
      dice: [6, 4],
    });
    const run = (crewText: string) => {
      const game = table(spec(crewText));
      const ships = shipsOf(game, spec(crewText));
      shoot(game, ships);
      return ships[1].masts;
    };
    expect([run('Musketeer'), run('')]).toEqual([1, 2]);
  });

  it('trade-treasure: a random treasure of hers for one of an enemy within S', () => {
    const text = 'Once per turn, if this ship carries treasure and is within S of an enemy ship, you may randomly trade one treasure with that ship.';
    const spec = (ability: string): TableSpec => ({ ...duel('3S', [1, 1])(''), ships: [{ ...duel('3S', [])('').ships[0], card: shipCard({ cannons: '3S', ability }) }, duel('3S', [])('').ships[1]] });
    const act = (game: Game, [a, b]: Ship[]) => {
      a.treasure.push(game.state.treasures.push({ value: 1, unique: false }) - 1);
      b.treasure.push(game.state.treasures.push({ value: 5, unique: false }) - 1);
      const trade: Action = { type: 'trade-treasure', ship: a.id, target: b.id };
      if (!checkAction(game.state, 0, trade)) perform(game, 0, trade);
    };
    const value = (g: Game, s: Ship[]) => g.state.treasures[s[0].treasure[0]].value;
    expect(withAndWithout(text, spec, act, value)).toEqual([5, 1]);
  });
});
