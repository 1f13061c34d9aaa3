import { describe, expect, it } from 'vitest';
import { duel, mastsOf, withAndWithout } from '@/tests/fixtures/abilities';
import { crewCard, shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { type Action, checkAction, type Game, perform } from '../game';
import { homeGold, type Ship } from '../state/state';
import type { Chooser } from '../state/choices';

/**
 * The movement effects the engine applies, each shown changing a game with the card text and without it.
 */

describe('movement abilities', () => {
  const lengths = (distances: number[]) => distances.map((d) => ({ heading: 0, distance: d }));
  const canMove = (ability: string, segments: number[], prepare: (s: Ship, game: Game) => void = () => {}, crew: string[] = []) => {
    const spec: TableSpec = { ships: [{ card: shipCard({ cannons: '3S-3S', move: 'S+L', ability, cargo: 2 }), crew: crew.map((c) => crewCard({ ability: c })), x: 10, y: 15 }] };
    const game = table(spec);
    const [s] = shipsOf(game, spec);
    prepare(s, game);
    return checkAction(game.state, 0, { type: 'move', ship: s.id, segments: lengths(segments) });
  };

  it('move-bonus: +S adds a segment; conditions hold it back', () => {
    expect(canMove('This ship gets +S to her base move.', [1.4, 1, 1])).toBeNull();
    expect(canMove('', [1.4, 1, 1])).toMatchObject({ code: 'move-too-long' });
    expect(canMove('This ship gets +L to her base move if she has all of her masts.', [1.4, 1.4, 1], (s) => { s.up[0] = false; s.masts = 1; })).toMatchObject({ code: 'move-too-long' });
    expect(canMove('When this ship carries no cargo, she gets +S to her base move.', [1.4, 1, 1])).toBeNull();
    expect(canMove('If this ship has a Captain crew, she gets +S to her base move.', [1.4, 1, 1])).toMatchObject({ code: 'move-too-long' });
    expect(canMove('', [1.4, 1, 1], () => {}, ['Helmsman'])).toBeNull();
  });

  it('move-bonus: each condition, met and not met', () => {
    const noCargo = 'When this ship carries no cargo, she gets +S to her base move.';
    const loaded = (s: Ship, game: Game) => s.treasure.push(game.state.treasures.push({ value: 1, unique: false, seenBy: [false, false] }) - 1);
    expect(canMove(noCargo, [1.4, 1, 1])).toBeNull();
    expect(canMove(noCargo, [1.4, 1, 1], loaded)).toMatchObject({ code: 'move-too-long' });
    const captain = 'If this ship has a Captain crew, she gets +S to her base move.';
    expect(canMove(captain, [1.4, 1, 1], () => {}, ['Captain'])).toBeNull();
    expect(canMove(captain, [1.4, 1, 1], () => {}, ['Cannoneer'])).toMatchObject({ code: 'move-too-long' });
    const allMasts = 'This ship gets +L to her base move if she has all of her masts.';
    expect(canMove(allMasts, [1.4, 1.4, 1])).toBeNull();
  });

  it('derelict-move: a derelict still moves S', () => {
    const derelict = (s: Ship) => {
      s.up = s.up.map(() => false);
      s.masts = 0;
    };
    expect(canMove('If derelict, this ship gains a base move of S.', [1], derelict)).toBeNull();
    expect(canMove('', [1], derelict)).toMatchObject({ code: 'derelict' });
  });

  it('full-cargo-slow: her base move is S while her hold is full', () => {
    const fill = (s: Ship, game: Game) => {
      for (let i = 0; i < 2; i++) s.treasure.push(game.state.treasures.push({ value: 1, unique: false, seenBy: [false, false] }) - 1);
    };
    expect(canMove("This ship's base move becomes S when she reaches her cargo limit.", [1.4], fill)).toMatchObject({ code: 'move-too-long' });
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

  it('move-after-shoot: after her shot she sails on as a free action', () => {
    const spec = (ability: string): TableSpec => duel('3S', [6], 0.5)(ability);
    const act = (game: Game, [a, b]: Ship[]) => {
      const action: Action = { type: 'shoot', ship: a.id, target: b.id, then: [{ heading: 180, distance: 1 }] };
      perform(game, 0, checkAction(game.state, 0, action) ? { ...action, then: undefined } : action);
    };
    expect(withAndWithout('After this ship resolves a shoot action, she may move as a free action.', spec, act, (_, s) => [s[0].y, s[1].masts])).toEqual([[6, 1], [5, 1]]);
    expect(withAndWithout('After this sea monster resolves a shoot action, it may move as a free action.', spec, act, (_, s) => [s[0].y, s[1].masts])).toEqual([[6, 1], [5, 1]]);
  });

  it('ignore-terrain: a reef does her no harm', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [{ card: shipCard({ cannons: '3S-3S-3S-3S', ability }), x: 10, y: 10 }, { card: shipCard(), owner: 1, x: 3, y: 15 }],
      terrain: [{ type: 'reef', x: 10, y: 8.3 }],
      dice: [1],
    });
    const act = (game: Game, [s]: Ship[]) => perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1 }] });
    expect(withAndWithout('This ship ignores terrain when she is given a move action (islands are not terrain).', spec, act, mastsOf(0))).toEqual([4, 1]);
    expect(withAndWithout('This ship ignores terrain when given move actions (islands are not terrain).', spec, act, mastsOf(0))).toEqual([4, 1]);
  });

  it('dock-and-explore: she takes treasure in the move that docks her', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [{ card: shipCard({ cannons: '3S', move: 'L', ability }), x: 5, y: 10, heading: 0 }, { card: shipCard(), owner: 1, x: 15, y: 15 }],
      islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 8 }],
      treasure: { 2: [3] },
    });
    const act = (game: Game, [s]: Ship[]) => perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1.4 }] });
    expect(withAndWithout('This ship may dock and explore a wild island using the same move action.', spec, act, (_, s) => s[0].treasure.length)).toEqual([1, 0]);
    expect(withAndWithout('This ship may dock and then explore a wild island using the same move action.', spec, act, (_, s) => s[0].treasure.length)).toEqual([1, 0]);
  });

  it('raid-home, "as much treasure as she can carry": she loads what her hold has room for', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [{ card: shipCard({ cannons: '3S', move: 'L', cargo: 2, ability }), x: 18.5, y: 16.4, heading: 180 }, { card: shipCard(), owner: 1, x: 3, y: 15 }],
      treasure: { 2: [1] },
    });
    const act = (game: Game, [s]: Ship[]) => perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 180, distance: 1.4 }] });
    const enemyGold = (game: Game) => {
      for (const value of [4, 3, 1]) game.state.players[1].home.push(game.state.treasures.push({ value, unique: false, seenBy: [true, true] }) - 1);
    };
    const text = 'This ship can dock at an enemy home island and take as much treasure as she can carry. If able, she must leave on your next turn.';
    expect(withAndWithout(text, spec, act, (g, s) => [s[0].treasure.length, homeGold(g.state, 1)], enemyGold)).toEqual([[2, 1], [0, 8]]);
  });

  it('unload-within: within S of her home island she unloads without docking', () => {
    // Her home is island 0 at (1.5, 1.5); she stops 0.5 S short of its shore.
    const spec = (ability: string): TableSpec => ({
      ships: [{ card: shipCard({ cannons: '3S', move: 'L', ability }), x: 1.5, y: 4.15, heading: 0 }, { card: shipCard(), owner: 1, x: 15, y: 15 }],
      treasure: { 2: [1] },
    });
    const act = (game: Game, [s]: Ship[]) => perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1.4 }] });
    const gold = (game: Game) => {
      game.state.ships[0].treasure.push(game.state.treasures.push({ value: 3, unique: false, seenBy: [true, false] }) - 1);
    };
    const measure = (g: Game, s: Ship[]) => [s[0].docked, homeGold(g.state, 0)];
    expect(withAndWithout("This ship can unload cargo at your home island if she's within S of it.", spec, act, measure, gold)).toEqual([[-1, 3], [-1, 0]]);
  });

  it('raid-home and must-leave: she docks at the enemy home, loads a treasure and must leave', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [{ card: shipCard({ cannons: '3S', move: 'L', ability }), x: 18.5, y: 16.4, heading: 180 }, { card: shipCard(), owner: 1, x: 3, y: 15 }],
      treasure: { 2: [1] },
    });
    const act = (game: Game, [s]: Ship[]) => perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 180, distance: 1.4 }] });
    const enemyGold = (game: Game) => {
      game.state.players[1].home.push(game.state.treasures.push({ value: 4, unique: false, seenBy: [true, true] }) - 1);
    };
    const text = 'This ship may dock at an enemy home island and load one treasure. If able, she must leave on your next turn.';
    expect(withAndWithout(text, spec, act, (g, s) => [s[0].treasure.length, homeGold(g.state, 1), s[0].mustLeave], enemyGold)).toEqual([[1, 0, true], [0, 4, false]]);
    // On her next turn her action must be the move that takes her away; once she has left she is free again.
    const nextTurn = (game: Game, ships: Ship[]) => {
      act(game, ships);
      perform(game, 0, { type: 'end-turn' });
      perform(game, 1, { type: 'end-turn' });
    };
    const leaving = (game: Game, [s]: Ship[]) => {
      const problems = [checkAction(game.state, 0, { type: 'repair', ship: s.id })];
      perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1 }] });
      return [...problems, s.docked, s.mustLeave];
    };
    const [raider, plain] = withAndWithout(text, spec, nextTurn, leaving, enemyGold);
    expect(raider).toEqual([expect.objectContaining({ code: 'restricted' }), -1, false]);
    expect(plain).toEqual([expect.objectContaining({ code: 'nothing-to-repair' }), -1, false]);
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
});

describe('lure-monsters: "If a sea monster begins its move within L of this ship, it gets +L to its base move"', () => {
  const text = 'If a sea monster begins its move within L of this ship, it gets +L to its base move.';
  /** Player 0's ship with the text, and a sea creature (base move S) `gap` south of her whose owner is `owner`. */
  const spec = (gap: number, owner: 0 | 1) => (ability: string): TableSpec => ({
    ships: [
      { card: shipCard({ ability }), x: 5, y: 10, heading: 90 },
      { card: shipCard({ cannons: '3S-3S', move: 'S', seaCreature: true, faction: 'Spanish' }), owner, x: 5, y: 10 + gap, heading: 180 },
    ],
  });
  const sLong = (game: Game, [, m]: Ship[]) => {
    if (m.owner === 1) perform(game, 0, { type: 'end-turn' });
    return checkAction(game.state, m.owner, { type: 'move', ship: m.id, segments: [{ heading: 180, distance: 1 }, { heading: 180, distance: 1.4 }] });
  };

  it('lure-monsters: a creature within L, friend or foe, moves S+L', () => {
    const refusals = (owner: 0 | 1, gap: number) => {
      const r: unknown[] = [];
      withAndWithout(text, spec(gap, owner), (g, s) => void r.push(sLong(g, s)), () => null);
      return r.map((x) => (x ? (x as { code: string }).code : null));
    };
    expect(refusals(1, 1.2)).toEqual([null, 'move-too-long']);
    expect(refusals(0, 1.2)).toEqual([null, 'move-too-long']);
  });

  it('lure-monsters: not one that begins farther than L', () => {
    const r: unknown[] = [];
    withAndWithout(text, spec(2.2, 1), (g, s) => void r.push(sLong(g, s)), () => null);
    expect(r.map((x) => (x as { code: string } | null)?.code ?? null)).toEqual(['move-too-long', 'move-too-long']);
  });
});

describe('move-bonus near a friend: "If this sea creature is within S of a friendly ship when this sea creature is given a move action, it gets +S to its base move"', () => {
  const text = 'If this sea creature is within S of a friendly ship when this sea creature is given a move action, it gets +S to its base move.';
  /** A sea creature (base move S) with the text, and a ship `gap` east of it whose owner is `owner`. */
  const spec = (gap: number, owner: 0 | 1) => (ability: string): TableSpec => ({
    ships: [
      { card: shipCard({ cannons: '3S-3S', move: 'S', seaCreature: true, ability }), x: 5, y: 10, heading: 0 },
      { card: shipCard({ cannons: '3S', faction: owner ? 'Spanish' : 'English' }), owner, x: 5 + gap, y: 10, heading: 0 },
    ],
  });
  const twoS = (ability: string, gap: number, owner: 0 | 1) => {
    const r: (string | null)[] = [];
    const tryIt = (game: Game, [m]: Ship[]) => void r.push(checkAction(game.state, 0, { type: 'move', ship: m.id, segments: [{ heading: 0, distance: 1 }, { heading: 0, distance: 1 }] })?.code ?? null);
    withAndWithout(ability, spec(gap, owner), tryIt, () => null);
    return r;
  };

  it('move-bonus near a friend: beside a friendly ship it moves S+S; beside an enemy, or a friend beyond S, only S', () => {
    expect(twoS(text, 1.2, 0)).toEqual([null, 'move-too-long']);
    expect(twoS(text, 1.2, 1)).toEqual(['move-too-long', 'move-too-long']);
    expect(twoS(text, 2.6, 0)).toEqual(['move-too-long', 'move-too-long']);
  });

  it('move-bonus near a friend: the ship\'s printing reads the same', () => {
    const ship = 'If this ship is within S of a friendly ship when this ship is given a move action, she gets +S to her base move.';
    expect(twoS(ship, 1.2, 0)).toEqual([null, 'move-too-long']);
  });

  it('move-bonus near an enemy: "When this ship is within S of an enemy ship, she gets +S to her base move during her move action"', () => {
    const enemy = 'When this ship is within S of an enemy ship, she gets +S to her base move during her move action.';
    expect(twoS(enemy, 1.2, 1)).toEqual([null, 'move-too-long']);
    expect(twoS(enemy, 1.2, 0)).toEqual(['move-too-long', 'move-too-long']);
    expect(twoS(enemy, 2.6, 1)).toEqual(['move-too-long', 'move-too-long']);
  });
});

describe('move-roll and move-roll-result: "If this ship isn\'t assigned a Helmsman crew, roll a d6 after she resolves a move action. On a result of 4-6, this ship can move L"', () => {
  const text = "If this ship isn't assigned a Helmsman crew, roll a d6 after she resolves a move action. On a result of 4\u20136, this ship can move L.";
  const spec = (die: number, crew: string[] = []) => (ability: string): TableSpec => ({
    ships: [{ card: shipCard({ move: 'S', ability }), crew: crew.map((c) => crewCard({ ability: c })), x: 10, y: 15, heading: 0 }, { card: shipCard(), owner: 1, x: 3, y: 4 }],
    dice: [die],
  });
  /** She moves S, then tries to sail on L as a free action; the measure is where she ends and why a refusal came. */
  const sailOn = (game: Game, [s]: Ship[]) => {
    perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1 }] });
    const more: Action = { type: 'free-move', ship: s.id, segments: [{ heading: 0, distance: 1.4 }] };
    const refused = checkAction(game.state, 0, more);
    if (!refused) perform(game, 0, more);
    return refused?.code ?? null;
  };
  const outcome = (die: number, crew: string[] = []) => {
    const refusals: (string | null)[] = [];
    const ends = withAndWithout(text, spec(die, crew), (g, s) => void refusals.push(sailOn(g, s)), (_, [s]) => Math.round(s.y * 100) / 100);
    return { ends, refusals };
  };

  it('move-roll and move-roll-result: on a 4-6 after her move she sails on L as a free action', () => {
    expect(outcome(5)).toEqual({ ends: [12.6, 14], refusals: [null, 'not-now'] });
  });

  it('move-roll and move-roll-result: on a 1-3, or with a Helmsman aboard, she does not', () => {
    expect(outcome(3)).toEqual({ ends: [14, 14], refusals: ['not-now', 'not-now'] });
    expect(outcome(6, ['Helmsman'])).toEqual({ ends: [14, 14], refusals: ['not-now', 'not-now'] });
  });
});

describe('fog-hop: "If this ship ends her turn in a fog bank, on her next turn she may use her move action to move out of any other fog bank in play"', () => {
  const text = 'If this ship ends her turn in a fog bank, on her next turn she may use her move action to move out of any other fog bank in play.';
  /** She sails into the fog bank at (10, 8) and is lost; a second fog bank lies at (4, 14). */
  const spec = (ability: string): TableSpec => ({
    ships: [{ card: shipCard({ move: 'L+L', ability }), x: 10, y: 10 }, { card: shipCard({ cannons: '2S-2S' }), owner: 1, x: 16, y: 4, heading: 90 }],
    terrain: [
      { type: 'fog-bank', x: 10, y: 8 },
      { type: 'fog-bank', x: 4, y: 14 },
    ],
    dice: [1],
  });
  let refused: string | null = null;
  const hop = (game: Game, [s]: Ship[]) => {
    perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1.4 }, { heading: 0, distance: 1.4 }] });
    perform(game, 0, { type: 'end-turn' });
    perform(game, 1, { type: 'end-turn' });
    const out: Action = { type: 'move', ship: s.id, segments: [], fog: 1 };
    refused = checkAction(game.state, 0, out)?.code ?? null;
    perform(game, 0, refused ? { type: 'move', ship: s.id, segments: [] } : out);
  };
  const nearer = (_: Game, [s]: Ship[]) => ({ refused, bySecond: Math.hypot(s.x - 4, s.y - 14) < Math.hypot(s.x - 10, s.y - 8), lost: s.lost });

  it('fog-hop: lost, she leaves by the other fog bank, where the die places her', () => {
    expect(withAndWithout(text, spec, hop, nearer)).toEqual([
      { refused: null, bySecond: true, lost: false },
      { refused: 'no-ability', bySecond: false, lost: false },
    ]);
  });

  it('fog-hop: a sea monster\'s wording ("If this sea monster ends its turn in a fog bank") lets a creature hop too', () => {
    const monster = 'If this sea monster ends its turn in a fog bank, on her next turn it may use its move action to move out of any other fog bank in play.';
    const creature = (ability: string): TableSpec => {
      const s = spec(ability);
      return { ...s, ships: [{ ...s.ships[0], card: shipCard({ move: 'L+L', seaCreature: true, ability }) }, s.ships[1]] };
    };
    expect(withAndWithout(monster, creature, hop, nearer)).toEqual([
      { refused: null, bySecond: true, lost: false },
      { refused: 'no-ability', bySecond: false, lost: false },
    ]);
  });
});

describe('push: "Give this ship a move action but do not move her. Instead, roll a d6. On a result of 5 or 6, move an enemy ship L in any direction"', () => {
  const text = 'Give this ship a move action but do not move her. Instead, roll a d6. On a result of 5 or 6, move an enemy ship L in any direction.';
  // The enemy lies at sea, clear of everything for 1.4 S to the east; an island 1 S to her south.
  const spec = (die: number) => (ability: string): TableSpec => ({
    ships: [
      { card: shipCard({ cannons: '3S', ability }), x: 3, y: 3, heading: 0 },
      { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, x: 10, y: 10, heading: 0 },
    ],
    islands: [{ x: 1.5, y: 18.5 }, { x: 18.5, y: 18.5 }, { x: 10, y: 11.9 }],
    dice: [die],
  });
  const pushes = (heading: number) => (game: Game, [s, t]: Ship[]) => {
    const action: Action = { type: 'push', ship: s.id, target: t.id, heading };
    const refused = checkAction(game.state, 0, action);
    if (!refused) perform(game, 0, action);
    return refused?.code ?? null;
  };
  const where = (_: Game, [s, t]: Ship[]) => ({ x: Math.round(t.x * 100) / 100, y: Math.round(t.y * 100) / 100, heading: t.heading, moved: s.actions });

  it('push: on a 5 or 6 the enemy is set down L along the heading named, her own heading kept, and the pusher does not move', () => {
    expect(withAndWithout(text, spec(5), pushes(90), where)).toEqual([{ x: 11.4, y: 10, heading: 0, moved: 1 }, { x: 10, y: 10, heading: 0, moved: 0 }]);
    // A 4 spends the move action on nothing.
    expect(withAndWithout(text, spec(4), pushes(90), where)).toEqual([{ x: 10, y: 10, heading: 0, moved: 1 }, { x: 10, y: 10, heading: 0, moved: 0 }]);
  });

  it('push: she stops short where she would touch an island, as a move does; a docked ship is not pushed', () => {
    const [south] = withAndWithout(text, spec(6), pushes(180), where);
    expect(south.y).toBeGreaterThan(10);
    expect(south.y).toBeLessThan(11.4);
    const docked = (ability: string): TableSpec => {
      const base = spec(6)(ability);
      base.ships[1] = { ...base.ships[1], y: 11.1, docked: 2 };
      return base;
    };
    const game = table(docked(text));
    const [s, t] = shipsOf(game, docked(text));
    expect(checkAction(game.state, 0, { type: 'push', ship: s.id, target: t.id, heading: 90 })).toMatchObject({ code: 'bad-target' });
  });

  it('place-current: her move action spent on a die puts a trade current friendly to her owner on the faces her text names', () => {
    const navigator = 'When this ship is given a move action, instead of moving her you may roll a d6. On a result of 3-6, put a trade current within S of any friendly ship.';
    const spec = (dice: number[]) => (ability: string): TableSpec => ({
      ships: [{ card: shipCard({ move: 'L' }), crew: [crewCard({ ability })], x: 10, y: 10 }, { card: shipCard({ faction: 'Spanish' }), owner: 1, x: 4, y: 4 }],
      dice,
    });
    const navigate = (game: Game, [s]: Ship[]) => {
      const action: Action = { type: 'navigate', ship: s.id, x: 11, y: 10.5 };
      if (!checkAction(game.state, 0, action)) perform(game, 0, action);
    };
    const currents = (game: Game) => game.state.terrain.filter((t) => t.type === 'trade-current').map((t) => t.placedBy);
    expect(withAndWithout(navigator, spec([4]), navigate, currents)).toEqual([[0], []]);
    expect(withAndWithout(navigator, spec([2]), navigate, currents)).toEqual([[], []]);
    // Within S of a ship of her fleet, and the action is her move.
    const game = table(spec([4])(navigator));
    const [s] = game.state.ships;
    expect(checkAction(game.state, 0, { type: 'navigate', ship: s.id, x: 15, y: 15 })).toMatchObject({ code: 'out-of-range' });
    perform(game, 0, { type: 'navigate', ship: s.id, x: 11, y: 10.5 });
    expect(checkAction(game.state, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1 }] })).not.toBeNull();
  });

  it('whirlpool-safe: she comes out of a whirlpool without the die, so without a loss', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [{ card: shipCard({ move: 'S', cannons: '3S-3S', ability }), crew: [crewCard({ points: 1 })], x: 10, y: 10 }, { card: shipCard({ faction: 'Spanish' }), owner: 1, x: 4, y: 4 }],
      terrain: [{ type: 'whirlpool', x: 10, y: 8.3 }, { type: 'whirlpool', x: 4, y: 16 }],
      dice: [1],
    });
    const through = (game: Game, [s]: Ship[]) => {
      game.choose = ((choice, _by, auto) => (choice.kind === 'whirlpool' ? 1 : auto)) as Chooser;
      perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1 }] });
    };
    const kept = (game: Game, [s]: Ship[]) => ({ crew: s.crew.length, rolled: game.log!.some((e) => e.type === 'whirlpool-rolled') });
    expect(withAndWithout('This ship can move through whirlpools without losing crew, masts, or treasure.', spec, through, kept)).toEqual([
      { crew: 1, rolled: false },
      { crew: 0, rolled: true },
    ]);
  });
});

