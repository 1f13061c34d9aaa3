import { describe, expect, it } from 'vitest';
import { aboard, duel, mastsOf, shoot, withAndWithout } from '@/tests/fixtures/abilities';
import { crewCard, shipCard, shipsOf, table, type TableSpec, treasureCard } from '@/tests/fixtures/engine';
import type { Chooser } from '../state/choices';
import { type Action, checkAction, emit, type Game, perform } from '../game';
import { homeGold, nationOf, type Ship } from '../state/state';

/** Performs `action` for player 0 where the rules allow it: without the text under test they often do not. */
const attempt = (game: Game, action: Action) => {
  if (!checkAction(game.state, 0, action)) perform(game, 0, action);
};

/**
 * Unique treasure texts that stand while the treasure is aboard (001 "Exploring": "any ability a face-up unique
 * treasure has comes into play immediately"), compiled into the ship that carries it as her own text is: each shown
 * changing a game with the treasure aboard and without it.
 */

/** A ship of 10 points with two crew, a move south of her home island (0), carrying this treasure. */
const homebound = (carried: NonNullable<TableSpec['carried']>[number]): TableSpec => ({
  ships: [{ card: shipCard({ cannons: '3S-3S', move: 'L', points: 10 }), crew: [crewCard({ points: 1 }), crewCard({ points: 2 })], x: 5, y: 10, heading: 0 }, { card: shipCard(), owner: 1, x: 15, y: 15 }],
  islands: [{ x: 5, y: 8 }, { x: 18.5, y: 18.5 }, { x: 18.5, y: 1.5 }],
  treasure: { 2: [1] },
  carried: [carried],
});

// Player 0's ship, one 3S mast, shooting north at player 1's two-mast Spanish ship.
const broadside = (target: string, shooter = ''): TableSpec => ({
  ships: [
    { card: shipCard({ cannons: '3S', ability: shooter }), x: 5, y: 5, heading: 0 },
    { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, x: 5, y: 4, heading: 0 },
  ],
  carried: [{ ship: 1, text: target, name: 'Curio' }],
});

describe('treasure carried aboard', () => {
  it('double-one-range: the S cannon that cannot reach fires at double range beside the L cannon that can', () => {
    // The target's edge lies 1.2 from the shooter: beyond S (1), within L (1.4) and within 2S.
    const text = 'When this ship is given a shoot action you may double the range of one of her cannons.';
    // The L cannon (rank 5) rolls the 5 and misses; the doubled S cannon (rank 2) rolls the 3 and hits.
    expect(withAndWithout(text, duel('5L-2S', [5, 3], 1.2), shoot, mastsOf(1))).toEqual([1, 2]);
    // Nothing in range at all but the doubled cannon: the shot is allowed only with the text.
    const check = (ability: string) => {
      const spec = duel('2S', [], 1.2)(ability);
      const game = table(spec);
      const [a, b] = shipsOf(game, spec);
      return checkAction(game.state, 0, { type: 'shoot', ship: a.id, target: b.id });
    };
    expect(check(text)).toBeNull();
    expect(check('')).toMatchObject({ code: 'out-of-range' });
  });

  it("paw-auto-hit: the first shot at her in a turn hits with one cannon and no roll; the shooter's worst cannon takes it", () => {
    const text = "Once per turn when an enemy ship is given a shoot action to shoot at this ship, its controller chooses one of her cannons within range: That cannon automatically hits.";
    // Rank 5 and rank 2 cannons: the 5 hits without a roll, the 2 rolls the 1 and misses; without the text both miss.
    const spec = (t: string) => duel('5S-2S', [1, 1], 0.5, { ability: t })('');
    expect(withAndWithout(text, spec, shoot, mastsOf(1))).toEqual([1, 2]);
    const game = table(spec(text));
    const [a, b] = shipsOf(game, spec(text));
    shoot(game, [a, b]);
    expect(game.log!.find((e) => e.type === 'shot')).toMatchObject({ rolls: [1], hits: 1 });
    expect(b.usedOnce).not.toBe(0);
  });

  it('cursed-nation: she and her crew belong to the Cursed, so a bonus against the Cursed counts against her', () => {
    const text = 'This ship and any crew aboard her belong to the Cursed nation instead of to their nation.';
    const spec = (t: string): TableSpec => ({ ...broadside(t, 'This ship gets +1 to her cannon rolls against the Cursed.'), dice: [3] });
    expect(withAndWithout(text, spec, shoot, mastsOf(1))).toEqual([1, 2]);
    const nation = (_: Game, ships: Ship[]) => nationOf(ships[1]);
    expect(withAndWithout(text, spec, () => {}, nation)).toEqual(['Cursed', 'Spanish']);
    // Gem of Hades' wording reads the same.
    expect(withAndWithout('This ship and all crew on her become part of The Cursed faction.', spec, shoot, mastsOf(1))).toEqual([1, 2]);
  });

  it("cursed-nation: a crew of another nation aboard her is of her nation now, so its text works", () => {
    const text = 'This ship and any crew aboard her belong to the Cursed nation instead of to their nation.';
    const spec = (t: string): TableSpec => {
      const base = broadside(t);
      // An English crew that fires an extra cannon, aboard the Spanish ship: it works there only once both are Cursed.
      base.ships[1] = { ...base.ships[1], crew: [crewCard({ faction: 'English', ability: 'This ship gets +1 to her cannon rolls.' })] };
      return base;
    };
    const bonus = (_: Game, ships: Ship[]) => ships[1].abilities.cannonBonuses.length;
    expect(withAndWithout(text, spec, () => {}, bonus)).toEqual([1, 0]);
  });

  describe('relics-instead', () => {
    const text = "If one of this ship's masts or crew would be eliminated by a ship, you may give Relics to the attacker instead, ending that ship's turn.";
    const hit = (t: string): TableSpec => ({ ...broadside(t), dice: [6] });

    it('relics-instead: a hit that would take her mast takes the treasure aboard the attacker instead, and ends the attacker’s turn', () => {
      const after = (game: Game, [a, b]: Ship[]) => ({ masts: b.masts, relicsAboard: [a.treasure.length, b.treasure.length], idle: a.idleNow });
      expect(withAndWithout(text, hit, shoot, after)).toEqual([
        { masts: 2, relicsAboard: [1, 0], idle: true },
        { masts: 1, relicsAboard: [0, 1], idle: false },
      ]);
      // Given a second action this turn, she may take it only when the treasure was not handed to her.
      const second = (game: Game, ships: Ship[]) => {
        emit(game, { type: 'extra-action', ship: ships[0].id, roll: 0, repeat: false });
        shoot(game, ships);
      };
      const canMove = (game: Game, [a]: Ship[]) => checkAction(game.state, 0, { type: 'move', ship: a.id, segments: [{ heading: 180, distance: 0.5 }] })?.code ?? null;
      expect(withAndWithout(text, hit, second, canMove)).toEqual(['restricted', null]);
    });

    it('her owner may keep it and take the loss; an attacker with no room in her hold cannot be given it', () => {
      const refuse = (game: Game) => {
        game.choose = ((choice, _by, auto) => (choice.kind === 'relics' ? 0 : auto)) as Chooser;
      };
      const kept = (game: Game, ships: Ship[]) => {
        refuse(game);
        shoot(game, ships);
      };
      expect(withAndWithout(text, hit, kept, mastsOf(1))).toEqual([1, 1]);
      const full = (t: string): TableSpec => {
        const base = hit(t);
        base.ships[0] = { ...base.ships[0], card: shipCard({ cannons: '3S', cargo: 0 }) };
        return base;
      };
      expect(withAndWithout(text, full, shoot, mastsOf(1))).toEqual([1, 1]);
    });
  });

  describe('dock-enemy-home-repair', () => {
    const text = 'This ship can dock at an enemy home island and be given repair actions (only) while there.';
    // Player 1's home island (1) lies 1 north of her bow; she has a mast down.
    const spec = (t: string): TableSpec => ({
      ships: [{ card: shipCard({ cannons: '3S-3S', move: 'L' }), x: 10, y: 12, heading: 0 }, { card: shipCard(), owner: 1, x: 2, y: 17 }],
      islands: [{ x: 1.5, y: 1.5 }, { x: 10, y: 10 }, { x: 18.5, y: 1.5 }],
      treasure: { 2: [1] },
      carried: [{ ship: 0, text: t }],
    });
    const sailThenRepair = (game: Game, [s]: Ship[]) => {
      s.up[1] = false;
      s.masts = 1;
      perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1.4 }] });
      perform(game, 0, { type: 'end-turn' });
      perform(game, 1, { type: 'end-turn' });
      if (s.docked >= 0) perform(game, 0, { type: 'repair', ship: s.id });
    };
    it('dock-enemy-home-repair: she docks at the enemy home island and repairs there; without the letter she cannot dock there', () => {
      const after = (_: Game, [s]: Ship[]) => ({ docked: s.docked, masts: s.masts });
      expect(withAndWithout(text, spec, sailThenRepair, after, (_, [s]) => void ((s.up[1] = false), (s.masts = 1)))).toEqual([
        { docked: 1, masts: 2 },
        { docked: -1, masts: 1 },
      ]);
    });
    it('docked there, she may be given no other action but a move away', () => {
      const s0 = spec(text);
      const game = table(s0);
      const [s] = shipsOf(game, s0);
      perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1.4 }] });
      perform(game, 0, { type: 'end-turn' });
      perform(game, 1, { type: 'end-turn' });
      expect(s.docked).toBe(1);
      expect(checkAction(game.state, 0, { type: 'explore', ship: s.id })).toMatchObject({ code: 'restricted' });
      expect(homeGold(game.state, 1)).toBe(0);
    });
  });

  it('delegate-action, to a Pirate ship: Elizabeth\'s Piece of Eight gives her action to a Pirate ship of her fleet, and to no other', () => {
    const text = 'You may give an action to any Pirate ship instead of giving this ship an action.';
    const spec = (t: string): TableSpec => ({
      ships: [
        { card: shipCard(), x: 5, y: 5, heading: 0 },
        { card: shipCard({ faction: 'Pirate', cannons: '3S', move: 'L' }), x: 10, y: 10, heading: 90 },
        { card: shipCard({ faction: 'English' }), x: 14, y: 5, heading: 0 },
        { card: shipCard({ faction: 'Spanish' }), owner: 1, x: 18, y: 18 },
      ],
      carried: [{ ship: 0, text: t }],
    });
    const codes = (game: Game, [a, pirate, english]: Ship[]) => [
      checkAction(game.state, 0, { type: 'delegate', ship: a.id, to: pirate.id })?.code ?? null,
      checkAction(game.state, 0, { type: 'delegate', ship: a.id, to: english.id })?.code ?? null,
    ];
    expect(withAndWithout(text, spec, () => {}, codes)).toEqual([
      [null, 'bad-target'],
      ['no-ability', 'no-ability'],
    ]);
    // Given, the Pirate ship takes two actions.
    const two = (game: Game, [a, pirate]: Ship[]) => {
      attempt(game, { type: 'delegate', ship: a.id, to: pirate.id });
      perform(game, 0, { type: 'move', ship: pirate.id, segments: [{ heading: 90, distance: 1 }] });
    };
    const again = (game: Game, [, pirate]: Ship[]) => checkAction(game.state, 0, { type: 'repair', ship: pirate.id })?.code ?? null;
    // With the action given her, a repair is refused only for want of a felled mast; without, for want of an action.
    expect(withAndWithout(text, spec, two, again)).toEqual(['nothing-to-repair', 'action-limit']);
  });

  it('fetch-for-friend: a sea creature near a wild island places a coin of it on a friendly ship near her, once a turn', () => {
    const text = 'Sea Monster. If this sea creature is within S of both a wild island and a friendly ship, she can place one treasure from that wild island on that ship as a free action.';
    // The creature lies between island 2 (a 3 and a 1 on it) and a ship of her fleet.
    const spec = (t: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S-3S', move: 'L', ability: t || 'Sea Monster.' }), x: 10, y: 10 },
        { card: shipCard({ cargo: 3 }), x: 10.4, y: 11.1, heading: 0 },
        { card: shipCard({ faction: 'Spanish' }), owner: 1, x: 18, y: 18 },
      ],
      islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 8.5, y: 10 }],
      treasure: { 2: [3, 1] },
    });
    const place = (game: Game, [m, friend]: Ship[]) => {
      const action = { type: 'fetch' as const, ship: m.id, island: 2, treasure: game.state.islands[2].treasure[0], to: friend.id };
      attempt(game, action);
    };
    const after = (game: Game, [m, friend]: Ship[]) => ({
      aboard: friend.treasure.map((id) => game.state.treasures[id].value),
      again: checkAction(game.state, 0, { type: 'fetch', ship: m.id, island: 2, treasure: game.state.islands[2].treasure[0], to: friend.id })?.code ?? null,
    });
    expect(withAndWithout(text, spec, place, after)).toEqual([
      { aboard: [3], again: 'used-this-turn' },
      { aboard: [], again: 'no-ability' },
    ]);
  });

  it('pilfer-within: her move action spent taking a treasure, at random, from a ship within S', () => {
    const text = 'Give this ship a move action but do not move her. Instead you may transfer one treasure from any ship within S of this ship to this ship.';
    const spec = (t: string): TableSpec => ({ ships: [{ ...broadside('').ships[0], card: shipCard({ cannons: '3S', ability: t }) }, broadside('').ships[1]] });
    const take = (game: Game, [a, b]: Ship[]) => {
      attempt(game, { type: 'pilfer', ship: a.id, from: b.id });
    };
    const after = (game: Game, [a, b]: Ship[]) => ({ mine: a.treasure.length, theirs: b.treasure.length, moved: checkAction(game.state, 0, { type: 'move', ship: a.id, segments: [{ heading: 180, distance: 1 }] })?.code ?? null });
    expect(withAndWithout(text, spec, take, after, aboard(1, 4))).toEqual([
      { mine: 1, theirs: 0, moved: 'action-limit' },
      { mine: 0, theirs: 1, moved: null },
    ]);
  });

  it('brew-fog: instead of her action, Witch\'s Brew places a fog bank within L of her, which stays', () => {
    const text = "Once per turn instead of giving this ship an action, you may place a fog bank within L of her.";
    const spec = (t: string): TableSpec => ({ ships: [{ card: shipCard({ cannons: '3S' }), x: 5, y: 10, heading: 0 }, { card: shipCard({ faction: 'Spanish' }), owner: 1, x: 15, y: 15 }], carried: [{ ship: 0, text: t }] });
    const brew = (game: Game, [s]: Ship[]) => {
      const action = { type: 'brew' as const, ship: s.id, x: 6.3, y: 10.3 };
      attempt(game, action);
      perform(game, 0, { type: 'end-turn' });
      perform(game, 1, { type: 'end-turn' });
    };
    const fogs = (game: Game) => game.state.terrain.filter((t) => t.type === 'fog-bank').length;
    expect(withAndWithout(text, spec, brew, fogs)).toEqual([1, 0]);
    const game = table(spec(text));
    const [s] = shipsOf(game, spec(text));
    expect(checkAction(game.state, 0, { type: 'brew', ship: s.id, x: 5, y: 13 })).toMatchObject({ code: 'out-of-range' });
    perform(game, 0, { type: 'brew', ship: s.id, x: 6.3, y: 10.3 });
    expect(checkAction(game.state, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1 }] })).toMatchObject({ code: 'action-limit' });
  });

  it('board-two-picks: a sea monster winning a boarding party takes two treasure instead of one', () => {
    const text = 'If this sea monster succeeds at a boarding party, you may choose two crew, two treasure, or one crew and one treasure, instead of only one crew or treasure.';
    const spec = (t: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S-3S-3S', move: 'L', cargo: 3, ability: `Sea Monster. ${t}` }), x: 5, y: 10, heading: 0 },
        { card: shipCard({ cannons: '3S', faction: 'Spanish' }), owner: 1, x: 5, y: 8.2, heading: 90 },
      ],
      // Monster 3 + 6 against ship 1 + 1.
      dice: [6, 1],
    });
    const two = (game: Game, [, t]: Ship[]) => {
      for (const v of [3, 2]) t.treasure.push(game.state.treasures.push({ value: v, unique: false, seenBy: [false, false] }) - 1);
    };
    const ram = (game: Game, [m, t]: Ship[]) => perform(game, 0, { type: 'move', ship: m.id, segments: [{ heading: 0, distance: 1.4 }], board: t.id });
    const hold = (game: Game, [m]: Ship[]) => m.treasure.map((id) => game.state.treasures[id].value);
    expect(withAndWithout(text, spec, ram, hold, two)).toEqual([[3, 2], [3]]);
  });

  describe('unload-sell-crew', () => {
    const text = "When Dead Man's Chest is unloaded at your home island, you can eliminate any number of crew in your fleet; each is worth 1 gold.";
    // The chest is worth 2.
    const spec = (t: string): TableSpec => homebound({ ship: 0, text: t, value: 2, name: "Dead Man's Chest" });
    const sellAll = (game: Game, [s]: Ship[]) => {
      game.choose = ((choice, _by, auto) => (choice.kind === 'sell-crew' ? choice.options : auto)) as Chooser;
      perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1.4 }] });
    };
    it('her owner eliminates the crew he picks as the chest is unloaded, and each is a gold at home', () => {
      const after = (game: Game, [s]: Ship[]) => ({ crew: s.crew.length, home: homeGold(game.state, 0) });
      expect(withAndWithout(text, spec, sellAll, after)).toEqual([
        { crew: 0, home: 4 },
        { crew: 2, home: 2 },
      ]);
    });
    it('the engine, asked nothing, sells no crew', () => {
      const sail = (game: Game, [s]: Ship[]) => perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1.4 }] });
      const after = (game: Game, [s]: Ship[]) => ({ crew: s.crew.length, home: homeGold(game.state, 0) });
      expect(withAndWithout(text, spec, sail, after)).toEqual([
        { crew: 2, home: 2 },
        { crew: 2, home: 2 },
      ]);
    });
  });
});

describe('treasure loaded face down', () => {
  const FIREWORKS = 'Load this treasure face down. On any one of your turns, you may reveal Curio to give this ship +2 to her cannon rolls that turn. Then remove Curio from the game.';

  it('load-face-down: exploring, she takes it face down, known to her owner alone, its text not in force until it is turned', () => {
    // Her own island (2) holds the treasure; she explores it.
    const spec = (ability: string): TableSpec => ({
      ships: [{ card: shipCard({ cannons: '3S', move: 'L' }), x: 5, y: 10, heading: 0, docked: 2 }, { card: shipCard(), owner: 1, x: 15, y: 15 }],
      islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 11.6 }],
      treasure: { 2: [3] },
      unique: [{ card: treasureCard({ name: 'Curio', ability }), island: 2 }],
    });
    const explore = (game: Game, [s]: Ship[]) => perform(game, 0, { type: 'explore', ship: s.id });
    const after = (game: Game, [s]: Ship[]) => {
      const id = s.treasure.find((t) => game.state.treasures[t].unique)!;
      return { faceDown: game.state.treasures[id].faceDown === true, seenBy: game.state.treasures[id].seenBy };
    };
    expect(withAndWithout(FIREWORKS, spec, explore, after)).toEqual([
      { faceDown: true, seenBy: [true, false] },
      { faceDown: false, seenBy: [true, false] },
    ]);
    // Aboard face down, a standing text does nothing: a text that would give +1 gives nothing until it is revealed.
    const standing = 'Load this treasure face down. This ship gets +1 to her cannon rolls.';
    const bonus = (game: Game, [s]: Ship[]) => s.abilities.cannonBonuses.length;
    expect(withAndWithout(standing, spec, explore, bonus)).toEqual([0, 0]);
    expect(withAndWithout('This ship gets +1 to her cannon rolls.', spec, explore, bonus)).toEqual([1, 0]);
  });

  describe('reveal-boost', () => {
    const carrying = (text: string, dice: number[]): TableSpec => ({ ...broadside(''), carried: [{ ship: 0, text, faceDown: true }], dice });
    const revealThenShoot = (game: Game, ships: Ship[]) => {
      const id = ships[0].treasure[0];
      attempt(game, { type: 'reveal', ship: ships[0].id, treasure: id });
      shoot(game, ships);
    };

    it('reveal-boost: turned face up, Fireworks gives +2 to her cannon rolls that turn, then leaves the game', () => {
      // A 2 against rank 3 hits only with the +2.
      const after = (game: Game, [a, b]: Ship[]) => ({ masts: b.masts, aboard: a.treasure.length });
      expect(withAndWithout(FIREWORKS, (t) => carrying(t, [2]), revealThenShoot, after)).toEqual([
        { masts: 1, aboard: 0 },
        { masts: 2, aboard: 1 },
      ]);
      // It lasts the turn only.
      const game = table(carrying(FIREWORKS, []));
      const [a] = shipsOf(game, carrying(FIREWORKS, []));
      perform(game, 0, { type: 'reveal', ship: a.id, treasure: a.treasure[0] });
      expect(a.boostCannon).toBe(2);
      perform(game, 0, { type: 'end-turn' });
      perform(game, 1, { type: 'end-turn' });
      expect(a.boostCannon).toBe(0);
    });

    it('reveal-boost: Dry Powder gives an extra shoot action that turn', () => {
      const text = 'Load this treasure face down. On any one of your turns, you may turn Curio face up to give this ship an extra shoot action that turn. If you do, remove Curio from the game.';
      const twice = (game: Game, ships: Ship[]) => {
        shoot(game, ships);
        const id = ships[0].treasure[0];
        attempt(game, { type: 'reveal', ship: ships[0].id, treasure: id });
        if (!checkAction(game.state, 0, { type: 'shoot', ship: ships[0].id, target: ships[1].id })) shoot(game, ships);
      };
      expect(withAndWithout(text, (t) => carrying(t, [6, 6]), twice, mastsOf(1))).toEqual([0, 1]);
    });

    it('reveal-boost: Grease Barrels gives +L to her base move that turn', () => {
      const text = 'Load this treasure face down. On any one of your turns, you may turn Curio face up to give this ship +L to her base move that turn. If you do, remove Curio from the game.';
      const reveal = (game: Game, [s]: Ship[]) => {
        attempt(game, { type: 'reveal', ship: s.id, treasure: s.treasure[0] });
      };
      // An S ship sails S and then L south, away from the other ship.
      const far = (game: Game, [s]: Ship[]) => checkAction(game.state, 0, { type: 'move', ship: s.id, segments: [{ heading: 180, distance: 1 }, { heading: 180, distance: 1.4 }] })?.code ?? null;
      const spec = (t: string): TableSpec => ({ ...carrying(t, []), ships: [{ ...broadside('').ships[0], card: shipCard({ cannons: '3S', move: 'S' }) }, broadside('').ships[1]] });
      expect(withAndWithout(text, spec, reveal, far)).toEqual([null, 'move-too-long']);
    });
  });

  describe('a second move action', () => {
    const SPEED = "Load this treasure face down. You may reveal it at the start of your turn. When revealed, none of this ship's abilities or crew abilities can be used this turn. This ship can be given two move actions this turn. Then remove Curio from the game.";
    // An S ship carrying a +1 crew, sailing south away from the other ship.
    const spec = (t: string): TableSpec => ({
      ships: [{ ...broadside('').ships[0], card: shipCard({ cannons: '3S', move: 'S' }), crew: [crewCard({ ability: 'This ship gets +1 to her cannon rolls.' })] }, broadside('').ships[1]],
      carried: [{ ship: 0, text: t, faceDown: true }],
    });
    const reveal = (game: Game, [s]: Ship[]) => {
      attempt(game, { type: 'reveal', ship: s.id, treasure: s.treasure[0] });
    };
    const sailOnce = (game: Game, ships: Ship[]) => {
      reveal(game, ships);
      perform(game, 0, { type: 'move', ship: ships[0].id, segments: [{ heading: 180, distance: 1 }] });
    };
    const again = (game: Game, [s]: Ship[]) => checkAction(game.state, 0, { type: 'move', ship: s.id, segments: [{ heading: 180, distance: 1 }] })?.code ?? null;

    it('reveal-boost and reveal-unnerve: Runes of Speed gives a second move action, and takes her crew’s abilities for the turn', () => {
      expect(withAndWithout(SPEED, spec, sailOnce, again)).toEqual([null, 'action-limit']);
      const bonus = (_: Game, [s]: Ship[]) => s.abilities.cannonBonuses.length;
      expect(withAndWithout(SPEED, spec, reveal, bonus)).toEqual([0, 1]);
    });

    it('reveal-at-start: Runes of Speed is turned only before any ship of hers is given an action', () => {
      const game = table(spec(SPEED));
      const [s] = shipsOf(game, spec(SPEED));
      perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 180, distance: 1 }] });
      expect(checkAction(game.state, 0, { type: 'reveal', ship: s.id, treasure: s.treasure[0] })).toMatchObject({ code: 'not-now' });
      const anyTime = SPEED.replace('You may reveal it at the start of your turn. ', '');
      const later = table(spec(anyTime));
      const [l] = shipsOf(later, spec(anyTime));
      perform(later, 0, { type: 'move', ship: l.id, segments: [{ heading: 180, distance: 1 }] });
      expect(checkAction(later.state, 0, { type: 'reveal', ship: l.id, treasure: l.treasure[0] })).toBeNull();
    });

    it('reveal-boost: Screw Engine, "this ship can move twice", is a second move action', () => {
      const text = 'Load this treasure face down. When this ship is given a move action, you may reveal Curio; this ship can move twice. Remove Curio from the game.';
      expect(withAndWithout(text, spec, sailOnce, again)).toEqual([null, 'action-limit']);
    });
  });

  it('reveal-silence-targets: after Runes of Power, the ship she shoots at loses her crew’s abilities for the turn', () => {
    const text = "Load this treasure face down. You may reveal it at the start of your turn. When revealed, none of this ship's abilities or crew abilities can be used this turn. This ship can be given two shoot actions this turn. The targets of the shoot actions cannot use their abilities or crew abilities this turn. Then remove Curio from the game.";
    const spec = (t: string): TableSpec => {
      const base = broadside('');
      base.ships[1] = { ...base.ships[1], crew: [crewCard({ faction: 'Spanish', ability: 'This ship gets +1 to her cannon rolls.' })] };
      return { ...base, carried: [{ ship: 0, text: t, faceDown: true }], dice: [1, 1] };
    };
    const revealThenShoot = (game: Game, ships: Ship[]) => {
      const id = ships[0].treasure[0];
      attempt(game, { type: 'reveal', ship: ships[0].id, treasure: id });
      shoot(game, ships);
    };
    const after = (game: Game, [a, b]: Ship[]) => ({ targetBonus: b.abilities.cannonBonuses.length, secondShot: checkAction(game.state, 0, { type: 'shoot', ship: a.id, target: b.id })?.code ?? null });
    expect(withAndWithout(text, spec, revealThenShoot, after)).toEqual([
      { targetBonus: 0, secondShot: null },
      { targetBonus: 1, secondShot: 'action-limit' },
    ]);
  });

  it('reveal-silence-one: Periscope takes the abilities of the enemy ship her owner names for the turn', () => {
    const text = 'Load this treasure face down. Reveal it when this ship is given a move or shoot action; any one target enemy ship cannot use any crew or ship abilities this turn. Remove Curio from the game.';
    const spec = (t: string): TableSpec => {
      const base = broadside('');
      base.ships[1] = { ...base.ships[1], crew: [crewCard({ faction: 'Spanish', ability: 'This ship gets +1 to her cannon rolls.' })] };
      return { ...base, carried: [{ ship: 0, text: t, faceDown: true }] };
    };
    const reveal = (game: Game, [a, b]: Ship[]) => {
      const action = { type: 'reveal' as const, ship: a.id, treasure: a.treasure[0], target: b.id };
      attempt(game, action);
    };
    const bonus = (_: Game, [, b]: Ship[]) => b.abilities.cannonBonuses.length;
    expect(withAndWithout(text, spec, reveal, bonus)).toEqual([0, 1]);
    const game = table(spec(text));
    const [a, b] = shipsOf(game, spec(text));
    expect(checkAction(game.state, 0, { type: 'reveal', ship: a.id, treasure: a.treasure[0] })).toMatchObject({ code: 'bad-target' });
    expect(checkAction(game.state, 0, { type: 'reveal', ship: a.id, treasure: a.treasure[0], target: a.id })).toMatchObject({ code: 'bad-target' });
    expect(checkAction(game.state, 0, { type: 'reveal', ship: a.id, treasure: a.treasure[0], target: b.id })).toBeNull();
  });

  it('reveal-break-iceberg and reveal-move-iceberg: the Runes take away the iceberg her owner names, or move it L his way', () => {
    const spec = (t: string): TableSpec => ({ ...broadside(''), carried: [{ ship: 0, text: t, faceDown: true }], terrain: [{ type: 'iceberg', x: 12, y: 12 }] });
    const reveal = (extra: { iceberg: number; heading?: number }) => (game: Game, [a]: Ship[]) => {
      const action = { type: 'reveal' as const, ship: a.id, treasure: a.treasure[0], ...extra };
      attempt(game, action);
    };
    const where = (game: Game) => game.state.terrain.map((t) => [t.type, Math.round(t.x * 10) / 10, t.y]);
    const destruction = 'Load this treasure face down. When revealed, eliminate an iceberg, and then remove Curio from the game.';
    expect(withAndWithout(destruction, spec, reveal({ iceberg: 0 }), where)).toEqual([[], [['iceberg', 12, 12]]]);
    const magic = 'Load this treasure face down. When revealed, move any iceberg L in any direction. Then remove Curio from the game.';
    expect(withAndWithout(magic, spec, reveal({ iceberg: 0, heading: 90 }), where)).toEqual([[['iceberg', 13.4, 12]], [['iceberg', 12, 12]]]);
    const game = table(spec(magic));
    const [a] = shipsOf(game, spec(magic));
    expect(checkAction(game.state, 0, { type: 'reveal', ship: a.id, treasure: a.treasure[0], iceberg: 0 })).toMatchObject({ code: 'bad-target' });
  });

  it('reveal-remove-unique: Jailhouse Dog removes a unique treasure its owner knows of, and no face-down coin', () => {
    const text = 'You can load this treasure face down. Reveal Jailhouse Dog to remove a unique treasure from the game. Then remove Jailhouse Dog from the game.';
    // The enemy ship carries a face-up unique treasure and a coin.
    const spec = (t: string): TableSpec => ({ ...broadside(''), carried: [{ ship: 0, text: t, faceDown: true }, { ship: 1, text: '', name: 'Relic' }] });
    const dog = (game: Game, [a, b]: Ship[]) => attempt(game, { type: 'reveal', ship: a.id, treasure: a.treasure[0], unique: b.treasure[0] });
    const after = (_: Game, [a, b]: Ship[]) => [a.treasure.length, b.treasure.length];
    expect(withAndWithout(text, spec, dog, after, aboard(1, 3))).toEqual([
      [0, 1],
      [1, 2],
    ]);
    const game = table(spec(text));
    const [a, b] = shipsOf(game, spec(text));
    aboard(1, 3)(game, [a, b]);
    expect(checkAction(game.state, 0, { type: 'reveal', ship: a.id, treasure: a.treasure[0], unique: b.treasure[1] })).toMatchObject({ code: 'bad-target' });
  });

  it('fear-all: The Cursed gives her Fear that rolls against her own fleet\'s ships within S too', () => {
    const text = 'This ship gains the Fear keyword, except that it also affects your ships.';
    const spec = (t: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S' }), x: 5, y: 5, heading: 0 },
        { card: shipCard({ cannons: '3S' }), x: 5.8, y: 5, heading: 0 },
        { card: shipCard({ faction: 'Spanish' }), owner: 1, x: 18, y: 18 },
      ],
      carried: [{ ship: 0, text: t }],
      dice: [5],
    });
    const nextTurn = (game: Game) => {
      perform(game, 0, { type: 'end-turn' });
      perform(game, 1, { type: 'end-turn' });
    };
    const feared = (game: Game, [, friend]: Ship[]) => ({ rolled: game.log!.filter((e) => e.type === 'feared').map((e) => (e as { ship: number }).ship), unnerved: friend.unnerved });
    expect(withAndWithout(text, spec, nextTurn, (game, ships) => feared(game, ships))).toEqual([
      { rolled: [1], unnerved: true },
      { rolled: [], unnerved: false },
    ]);
  });

  it('reveal-explosives and explosives-sink: set off as she rams, on a 4-6 both ships sink', () => {
    const text = 'Load this treasure face down. You may reveal it when this ship rams or pins a ship. Roll a d6. On a result of 4–6, both ships sink. Remove Explosives from the game.';
    const spec = (t: string, roll: number): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', move: 'L' }), x: 5, y: 10, heading: 0 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, x: 5.6, y: 8.8, heading: 90 },
      ],
      carried: [{ ship: 0, text: t, faceDown: true }],
      dice: [roll, 1, 1],
    });
    const ram = (game: Game, [s]: Ship[]) => perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1.4 }] });
    const after = (game: Game, [s, t]: Ship[]) => ({ sunk: [s.sunk, t.sunk], rolled: game.log!.some((e) => e.type === 'explosives-rolled') });
    expect(withAndWithout(text, (t) => spec(t, 5), ram, after)).toEqual([
      { sunk: [true, true], rolled: true },
      { sunk: [false, false], rolled: false },
    ]);
    // On a 3 nothing sinks, and the explosives are spent.
    const spent = (game: Game, ships: Ship[]) => ({ ...after(game, ships), lost: game.log!.some((e) => e.type === 'treasure-moved' && 'lost' in e.to) });
    expect(withAndWithout(text, (t) => spec(t, 3), ram, spent)).toEqual([
      { sunk: [false, false], rolled: true, lost: true },
      { sunk: [false, false], rolled: false, lost: false },
    ]);
  });

  describe('Fruit', () => {
    // Her own island (2) holds the treasure and three coins; her hold has three spaces.
    const spec = (unique: { name: string; ability: string }[], carried?: string): TableSpec => ({
      ships: [{ card: shipCard({ cannons: '3S', move: 'L', cargo: 3 }), x: 5, y: 10, heading: 0, docked: 2 }, { card: shipCard(), owner: 1, x: 15, y: 15 }],
      islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 11.6 }],
      treasure: { 2: [3, 2, 1] },
      unique: unique.map((u) => ({ card: treasureCard(u), island: 2 })),
      ...(carried === undefined ? {} : { carried: [{ ship: 0, text: carried, name: 'Fruit' }] }),
    });
    const explore = (game: Game, [s]: Ship[]) => perform(game, 0, { type: 'explore', ship: s.id });
    const fruit = 'If this ship loads Scurvy, it has no effect; remove it from the game. Fruit takes up 2 cargo spaces and cannot be unloaded.';

    it('takes-cargo, two spaces: Fruit fills two of her three spaces, so she loads one coin with it', () => {
      const coins = (game: Game, [s]: Ship[]) => s.treasure.filter((id) => !game.state.treasures[id].unique).length;
      expect(withAndWithout(fruit, (t) => spec([{ name: 'Fruit', ability: t }]), explore, coins)).toEqual([1, 3]);
    });

    it('neutralizes: Scurvy loaded by a ship carrying Fruit leaves the game before it acts', () => {
      const scurvy = 'Roll a d6 at the beginning of each of your turns. On results of 4-6, eliminate a crew on this ship. Remove Scurvy from the game when this ship docks at her home island.';
      const aboard = (game: Game, [s]: Ship[]) => s.treasure.map((id) => game.state.treasures[id].name).filter(Boolean);
      expect(withAndWithout(fruit, (t) => spec([{ name: 'Scurvy', ability: scurvy }], t), explore, aboard)).toEqual([['Fruit'], ['Fruit', 'Scurvy']]);
    });
  });

  describe('plague', () => {
    const text = 'Eliminate all crew on this ship; she cannot dock. When she touches another ship, unload Plague onto that ship.';

    it('plague: revealed as she explores, her crew are eliminated, and she docks nowhere while it is aboard', () => {
      // Her own island (2) holds the Plague; island 3 lies a move ahead of her bow.
      const spec = (t: string): TableSpec => ({
        ships: [{ card: shipCard({ cannons: '3S', move: 'L', points: 10 }), crew: [crewCard({ points: 1 }), crewCard({ points: 2 })], x: 5, y: 10, heading: 0, docked: 2 }, { card: shipCard(), owner: 1, x: 15, y: 15 }],
        islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 11.6 }, { x: 5, y: 8 }],
        treasure: { 3: [3] },
        unique: [{ card: treasureCard({ name: 'Plague', ability: t }), island: 2 }],
      });
      const exploreThenSail = (game: Game, [s]: Ship[]) => {
        perform(game, 0, { type: 'explore', ship: s.id });
        perform(game, 0, { type: 'end-turn' });
        perform(game, 1, { type: 'end-turn' });
        perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1.4 }] });
      };
      const after = (_: Game, [s]: Ship[]) => ({ crew: s.crew.length, docked: s.docked });
      expect(withAndWithout(text, spec, exploreThenSail, after)).toEqual([
        { crew: 0, docked: -1 },
        { crew: 2, docked: 3 },
      ]);
    });

    it('plague, spreading: as her move ends touching another ship, the Plague goes aboard her and takes her crew', () => {
      const spec = (t: string): TableSpec => ({
        ships: [
          // Three masts to the other's two, so the ship she rams does not board back.
          { card: shipCard({ cannons: '3S-3S-3S', move: 'L' }), x: 5, y: 10, heading: 0 },
          { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, crew: [crewCard({ faction: 'Spanish' })], x: 5.6, y: 8.8, heading: 90 },
        ],
        carried: [{ ship: 0, text: t, name: 'Plague' }],
      });
      const sail = (game: Game, [s]: Ship[]) => perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1.4 }] });
      const after = (_: Game, [s, t]: Ship[]) => ({ plague: [s.treasure.length, t.treasure.length], crew: t.crew.length });
      expect(withAndWithout(text, spec, sail, after)).toEqual([
        { plague: [0, 1], crew: 0 },
        { plague: [1, 0], crew: 1 },
      ]);
    });
  });

  it('reveal-mines and mines-mast: an enemy move ending within S of her sets off the mines, and the mines’ owner picks the mast', () => {
    const text = 'Load this treasure face down. Reveal it when target enemy ship moves within S of this ship. Choose and eliminate one mast from the target at the end of her move. Remove Curio from the game.';
    // Player 0's two-mast ship sails north to end within S of player 1's ship, which carries the mines.
    const spec = (t: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '4S-2L', move: 'L+S' }), x: 5, y: 8, heading: 0 },
        { card: shipCard({ cannons: '3S', faction: 'Spanish' }), owner: 1, x: 6.2, y: 4.5, heading: 0 },
      ],
      carried: [{ ship: 1, text: t, faceDown: true }],
    });
    const sail = (game: Game, [s]: Ship[]) => perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1.4 }, { heading: 0, distance: 1 }] });
    const after = (_: Game, [s, t]: Ship[]) => ({ up: s.up, mines: t.treasure.length });
    expect(withAndWithout(text, spec, sail, after)).toEqual([
      { up: [true, false], mines: 0 },
      { up: [true, true], mines: 1 },
    ]);
  });

  it('reveal-trade-homes and trade-homes-needs-treasure: Trade Route swaps a random coin of her home for one of the enemy home, and needs coins at both', () => {
    const text = 'Load this treasure face down. When revealed, trade one random treasure from your home island with a random treasure from an enemy home island. Both home islands must have treasure in order for Curio to be used. Then remove Curio from the game.';
    const spec = (t: string): TableSpec => ({ ...broadside(''), carried: [{ ship: 0, text: t, faceDown: true }], home: [[1], [5]] });
    const reveal = (game: Game, [s]: Ship[]) => {
      attempt(game, { type: 'reveal', ship: s.id, treasure: s.treasure[0] });
    };
    const gold = (game: Game) => [homeGold(game.state, 0), homeGold(game.state, 1)];
    expect(withAndWithout(text, spec, reveal, gold)).toEqual([
      [5, 1],
      [1, 5],
    ]);
    const empty = table({ ...spec(text), home: [[], [5]] });
    const [s] = shipsOf(empty, spec(text));
    expect(checkAction(empty.state, 0, { type: 'reveal', ship: s.id, treasure: s.treasure[0] })).toMatchObject({ code: 'not-now' });
  });

  it('reveal-sell-crew and sell-crew-gold: Pension is turned face up as she docks at home, and her owner sells her crew for a gold each', () => {
    const text = 'Load this treasure face down. Reveal it when unloaded at your home island: You may choose to eliminate crew from this ship. For each crew you eliminate, you gain 1 gold. Then remove Curio from the game.';
    const spec = (t: string): TableSpec => homebound({ ship: 0, text: t, faceDown: true });
    const dockHome = (game: Game, [s]: Ship[]) => {
      game.choose = ((choice, _by, auto) => (choice.kind === 'sell-crew' ? choice.options.slice(0, 1) : auto)) as Chooser;
      perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1.4 }] });
    };
    const after = (game: Game, [s]: Ship[]) => ({ crew: s.crew.length, home: homeGold(game.state, 0), aboard: s.treasure.length });
    expect(withAndWithout(text, spec, dockHome, after)).toEqual([
      { crew: 1, home: 1, aboard: 0 },
      { crew: 2, home: 0, aboard: 1 },
    ]);
  });

  it('reveal-save-mast: Cross of Coronado turned face up and gone instead of the mast a hit takes', () => {
    const text = "You may load this treasure face down. If one of this ship's masts would be eliminated, you may reveal Curio and remove it from the game instead.";
    const spec = (t: string): TableSpec => ({ ...broadside(''), carried: [{ ship: 1, text: t, faceDown: true }], dice: [6] });
    const after = (_: Game, [, b]: Ship[]) => ({ masts: b.masts, aboard: b.treasure.length });
    expect(withAndWithout(text, spec, shoot, after)).toEqual([
      { masts: 2, aboard: 0 },
      { masts: 1, aboard: 1 },
    ]);
  });

  it('reveal-sure-hit: Targeting Scope makes one of her cannons hit without a roll', () => {
    const text = "Load this treasure face down. When this ship is given a shoot action, you may reveal Curio; one of this ship's cannons automatically hits an enemy ship within range. Remove Curio from the game.";
    const spec = (t: string): TableSpec => ({ ...broadside(''), carried: [{ ship: 0, text: t, faceDown: true }], dice: [1] });
    const after = (_: Game, [a, b]: Ship[]) => ({ masts: b.masts, aboard: a.treasure.length });
    expect(withAndWithout(text, spec, shoot, after)).toEqual([
      { masts: 1, aboard: 0 },
      { masts: 2, aboard: 1 },
    ]);
  });
});
