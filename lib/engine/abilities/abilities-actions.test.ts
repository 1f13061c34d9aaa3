import { describe, expect, it } from 'vitest';
import { aboard, felled, mastsOf, shoot, withAndWithout } from '@/tests/fixtures/abilities';
import { crewCard, shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { type Action, checkAction, type Game, perform, startTurn } from '../game';
import { freeCargo, homeGold, type Ship } from '../state/state';
import { loseChosenCrew } from '../combat/combat';

/**
 * The effects on actions, repairs, exploring, unloading and cargo the engine applies, each shown changing a game
 * with the card text and without it.
 */

describe('actions, repairs and treasure', () => {
  it('action-roll and extra-action-on-roll: a 5 or 6 before her first action gives her another', () => {
    const text = 'Once per turn before you give this ship an action, roll a d6. On a 5 or 6, this ship may be given an extra action.';
    const spec = (ability: string): TableSpec => ({ ships: [{ card: shipCard({ ability }), x: 5, y: 10 }, { card: shipCard(), owner: 1, x: 15, y: 15 }], dice: [5] });
    const act = (game: Game) => startTurn(game, 0);
    expect(withAndWithout(text, spec, act, (_, s) => s[0].extraActions)).toEqual([1, 0]);
    const missed = (ability: string): TableSpec => ({ ...spec(ability), dice: [4] });
    expect(withAndWithout(text, missed, act, (_, s) => s[0].extraActions)).toEqual([0, 0]);
    // The shorter printing rolls once per turn too.
    expect(withAndWithout('Once per turn, roll a d6. On a 5 or 6, this ship can be given an extra action.', spec, act, (_, s) => s[0].extraActions)).toEqual([1, 0]);
  });

  it('reroll: any die roll made for her, not only cannon rolls: a boarding party, a ram, the action roll', () => {
    const text = 'Once per turn, you may reroll any die roll you make for this ship; you must use the second die roll result.';
    const rammer = (ability: string, dice: number[], rules: TableSpec['rules'] = {}): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', move: 'L', ability }), x: 5, y: 10, heading: 0 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, x: 5.6, y: 8.8, heading: 90 },
      ],
      dice,
      rules,
    });
    // Her boarding party: 1 + 1 mast loses to 3 + 2 masts; rerolled to 6 it wins a treasure.
    const boarding = (game: Game, [a, b]: Ship[]) => perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }], board: b.id });
    expect(withAndWithout(text, (t) => rammer(t, [1, 3, 6]), boarding, (_, s) => s[0].treasure.length, aboard(1, 4))).toEqual([1, 0]);
    // A Crimson Coast ram roll of 1 does nothing to two masts; rerolled to 6 it takes one.
    const ramming = (game: Game, [a]: Ship[]) => perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }] });
    expect(withAndWithout(text, (t) => rammer(t, [1, 6, 1, 1], { ramRoll: true }), ramming, mastsOf(1))).toEqual([1, 2]);
    // The action roll: a 2 rerolled to a 5 gives the extra action.
    const extra = 'Once per turn before you give this ship an action, roll a d6. On a 5 or 6, this ship may be given an extra action.';
    const rolling = (t: string): TableSpec => ({ ships: [{ card: shipCard({ ability: `${extra} ${t}` }), x: 5, y: 10 }, { card: shipCard(), owner: 1, x: 15, y: 15 }], dice: [2, 5] });
    expect(withAndWithout(text, rolling, (game) => startTurn(game, 0), (_, s) => s[0].extraActions)).toEqual([1, 0]);
  });

  it('extra-action-on-roll: "an extra action" is another kind of action, "the same action twice" only a repeat', () => {
    const roll = 'Once per turn before you give this ship an action, roll a d6.';
    // After a shot that misses, may she shoot again, and may she move?
    const secondAction = (ability: string) => {
      const spec: TableSpec = {
        ships: [
          { card: shipCard({ cannons: '3S', ability }), x: 5, y: 5, heading: 90 },
          { card: shipCard({ cannons: '3S-3S-3S', faction: 'Spanish' }), owner: 1, x: 5.2, y: 5.6, heading: 90 },
        ],
        dice: [5, 2],
      };
      const game = table(spec);
      const [s, t] = shipsOf(game, spec);
      startTurn(game, 0);
      perform(game, 0, { type: 'shoot', ship: s.id, target: t.id });
      return [
        checkAction(game.state, 0, { type: 'shoot', ship: s.id, target: t.id }),
        checkAction(game.state, 0, { type: 'move', ship: s.id, segments: [{ heading: 90, distance: 1 }] }),
      ];
    };
    const [extraShot, extraMove] = secondAction(`${roll} On a 5 or 6, this ship may be given an extra action.`);
    expect(extraShot).toMatchObject({ code: 'same-action' });
    expect(extraMove).toBeNull();
    const [twiceShot, twiceMove] = secondAction(`${roll} On a 5 or 6, this ship may be given the same action twice.`);
    expect(twiceShot).toBeNull();
    expect(twiceMove).toMatchObject({ code: 'same-action' });
    for (const problem of secondAction('')) expect(problem).toMatchObject({ code: 'action-limit' });
  });

  it('crew-for-action: a crew given up buys her a second action (another kind than her first)', () => {
    const text = "Once per turn, you may eliminate one of this ship's crew to give her an extra action.";
    const spec = (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', ability }), crew: [crewCard()], x: 5, y: 5, heading: 90 },
        // Far enough south that her stern clears it as she turns north.
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, x: 5.2, y: 5.7, heading: 90 },
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

  it('no-crew: a ship that "cannot carry crew" takes an allied ship\'s coin but not her crew', () => {
    // Two ships of player 0 side by side, touching; the second carries a crew and a 3-gold coin.
    const spec = (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S-3S', cargo: 3, ability }), x: 5, y: 5, heading: 0 },
        { card: shipCard({ cannons: '3S-3S', cargo: 3 }), crew: [crewCard()], x: 5.4, y: 5, heading: 0 },
      ],
    });
    const take = (game: Game, [s, t]: Ship[]) => {
      const both: Action = { type: 'transfer', ship: s.id, from: t.id, crew: [0], treasure: [...t.treasure] };
      perform(game, 0, checkAction(game.state, 0, both) ? { ...both, crew: [] } : both);
    };
    expect(withAndWithout('This ship cannot carry crew.', spec, take, (_, [s, t]) => [s.treasure.length, s.crew.length, t.crew.length], aboard(1, 3))).toEqual([
      [1, 0, 1],
      [1, 1, 0],
    ]);
  });

  it('no-crew: no shipyard crew is hired onto her (Daniel)', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [{ card: shipCard({ ability }), x: 18.5, y: 16.4, heading: 180, docked: 0 }, { card: shipCard(), owner: 1, x: 3, y: 15 }],
      rules: { shipyard: true },
    });
    const inYard = (game: Game) => void game.state.players[0].yardCrew.push({ cardId: 'T-helm', ability: 'Helmsman', nation: 'English', active: false, free: false, ransom: false, points: 0 });
    const hireOne = (game: Game, [s]: Ship[]) => {
      const hire: Action = { type: 'hire', crew: 0, ship: s.id };
      if (!checkAction(game.state, 0, hire)) perform(game, 0, hire);
    };
    expect(withAndWithout('This ship cannot carry crew.', spec, hireOne, (_, [s]) => s.crew.length, inYard)).toEqual([0, 1]);
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
    expect(check('')).toMatchObject({ code: 'not-docked' });
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
    const damaged = (game: Game, ships: Ship[]) => {
      felled(0, 1)(game, ships);
      felled(1, 0)(game, ships);
    };
    expect(withAndWithout('When this ship sinks another ship, you may repair one of this ship\'s masts.', spec, shoot, mastsOf(0), damaged)).toEqual([2, 1]);
    const german = 'Versenkt das Schiff ein anderes Schiff, so darfst du einen seiner Masten repaireren.';
    expect(withAndWithout(german, spec, shoot, mastsOf(0), damaged)).toEqual([2, 1]);
  });

  it('sink-bounty: sinking a ship not of the nation named brings a random coin of a wild island home, and sinking one of it does not', () => {
    const spec = (target: string) => (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S-3S', seaCreature: true, ability }), x: 5, y: 5 },
        { card: shipCard({ cannons: '3S', faction: target }), owner: 1, x: 5.3, y: 5.4, heading: 90 },
        { card: shipCard(), owner: 1, x: 15, y: 15 },
      ],
      islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 18.5, y: 1.5 }, { x: 1.5, y: 18.5 }],
      treasure: { 2: [3], 3: [2] },
      // Two hits, then the draw of the coin: the second of the two.
      dice: [6, 6, 2],
    });
    const derelict = felled(1, 0);
    const gold = (game: Game) => ({ home: homeGold(game.state, 0), wild: game.state.islands[2].treasure.length + game.state.islands[3].treasure.length });
    const text = 'Each time this ship sinks a non-French ship, randomly choose one gold coin on a wild island and put it on your home island.';
    expect(withAndWithout(text, spec('Spanish'), shoot, gold, derelict)).toEqual([{ home: 2, wild: 1 }, { home: 0, wild: 2 }]);
    expect(withAndWithout(text, spec('French'), shoot, gold, derelict)).toEqual([{ home: 0, wild: 2 }, { home: 0, wild: 2 }]);
  });

  it('mark-explored: marked from within S, the island is explored for her and no longer for the enemy', () => {
    const text = 'Once per turn, if this ship is within S of an island, you may mark the island as explored without docking at it. The island becomes unexplored in regards to all other players.';
    const spec = (ability: string): TableSpec => ({
      ships: [{ card: shipCard({ move: 'L', ability }), x: 5, y: 9.6, heading: 0 }, { card: shipCard(), owner: 1, x: 15, y: 15 }],
      islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 8 }],
      treasure: { 2: [3] },
    });
    const act = (game: Game, [s]: Ship[]) => {
      const mark: Action = { type: 'mark-explored', ship: s.id, island: 2 };
      if (!checkAction(game.state, 0, mark)) perform(game, 0, mark);
      perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1.4 }] });
    };
    // Docking at an island she has explored, she explores it at once (001 "Exploring").
    const enemyExplored = (game: Game) => {
      game.state.islands[2].explored[1] = true;
    };
    expect(withAndWithout(text, spec, act, (g, s) => [s[0].treasure.length, g.state.islands[2].explored[1]], enemyExplored)).toEqual([[1, false], [0, true]]);
  });

  it('unload-bonus: one treasure is worth more when she unloads at home', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [{ card: shipCard({ cannons: '3S', move: 'L', ability }), x: 5, y: 10.1, heading: 180 }, { card: shipCard(), owner: 1, x: 15, y: 3 }],
      islands: [{ x: 5, y: 11.5 }, { x: 18.5, y: 18.5 }, { x: 12, y: 12 }],
      treasure: { 2: [1] },
    });
    const act = (game: Game, [s]: Ship[]) => perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 180, distance: 1 }] });
    expect(withAndWithout("One of this ship's treasures is worth +2 gold when unloaded at your home island.", spec, act, (g) => homeGold(g.state, 0), aboard(0, 3))).toEqual([5, 3]);
  });

  it('cargo-bonus and no-cargo-space leave room for more treasure', () => {
    const room = (shipText: string, crewText: string) => {
      const spec: TableSpec = { ships: [{ card: shipCard({ cargo: 3, ability: shipText }), crew: [crewCard({ ability: crewText })], x: 5, y: 10 }] };
      const game = table(spec);
      return freeCargo(game.state, shipsOf(game, spec)[0]);
    };
    expect(room('', '')).toBe(2);
    expect(room('', 'This crew takes up no cargo space.')).toBe(3);
    // The cards printing "+1 cargo space" are crew: it counts where the crew's ability works aboard.
    expect(room('', 'This ship gets +1 cargo space.')).toBe(3);
  });

  it('cargo-bonus and no-cargo-space: exploring, she takes as many more coins as she has room for', () => {
    const spec = (crewText: string): TableSpec => ({
      ships: [{ card: shipCard({ cargo: 2 }), crew: [crewCard({ ability: crewText })], x: 5, y: 9.25, heading: 0, docked: 2 }, { card: shipCard(), owner: 1, x: 15, y: 15 }],
      islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 8.5 }],
      treasure: { 2: [1, 2, 3] },
    });
    const explore = (game: Game, [s]: Ship[]) => perform(game, 0, { type: 'explore', ship: s.id });
    const taken = (_: Game, [s]: Ship[]) => s.treasure.length;
    expect(withAndWithout('This ship gets +1 cargo space.', spec, explore, taken)).toEqual([2, 1]);
    expect(withAndWithout('This crew takes up no cargo space.', spec, explore, taken)).toEqual([2, 1]);
  });

  it('setup-link: the crew she chooses at setup is a French crew aboard with her, and the link gives her ship room for another coin', () => {
    const text = 'Choose one French crew during setup; this crew is linked to that crew.';
    const spec = (shipFaction: string, otherFaction: string) => (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cargo: 2, faction: shipFaction }), crew: [crewCard({ ability, faction: 'French' }), crewCard({ faction: otherFaction })], x: 5, y: 9.25, heading: 0, docked: 2 },
        { card: shipCard(), owner: 1, x: 15, y: 15 },
      ],
      islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 8.5 }],
      treasure: { 2: [1, 2, 3] },
    });
    const explore = (game: Game, [s]: Ship[]) => perform(game, 0, { type: 'explore', ship: s.id });
    const taken = (_: Game, [s]: Ship[]) => s.treasure.length;
    expect(withAndWithout(text, spec('French', 'French'), explore, taken)).toEqual([1, 0]);
    // No French crew aboard to choose, or aboard a ship where her ability does not work: no link.
    expect(withAndWithout(text, spec('French', 'English'), explore, taken)).toEqual([0, 0]);
    expect(withAndWithout(text, spec('English', 'French'), explore, taken)).toEqual([0, 0]);
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
    expect(speed('')).toMatchObject({ code: 'move-too-long' });
  });
});

describe('delegate-action: "Instead of giving this ship an action this turn, you can give another ship in your fleet two actions"', () => {
  const spec = (ability: string): TableSpec => ({
    ships: [
      { card: shipCard({ ability }), x: 5, y: 5, heading: 0 },
      { card: shipCard({ cannons: '3S', move: 'L' }), x: 10, y: 10, heading: 90 },
      { card: shipCard({ cannons: '3S-3S', seaCreature: true, faction: 'Spanish' }), owner: 1, x: 10, y: 10.7 },
    ],
    dice: [1],
  });
  let codes: (string | null)[] = [];
  const act = (game: Game, [a, b, c]: Ship[]) => {
    const give: Action = { type: 'delegate', ship: a.id, to: b.id };
    const refused = checkAction(game.state, 0, give);
    if (!refused) perform(game, 0, give);
    perform(game, 0, { type: 'shoot', ship: b.id, target: c.id });
    const second = checkAction(game.state, 0, { type: 'move', ship: b.id, segments: [{ heading: 0, distance: 1.4 }] });
    const own = checkAction(game.state, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1 }] });
    codes = [refused?.code ?? null, second?.code ?? null, own?.code ?? null];
  };

  it('delegate-action: she takes no action, and the other ship shoots and then moves', () => {
    const text = 'Instead of giving this ship an action this turn, you can give another ship in your fleet two actions.';
    expect(withAndWithout(text, spec, act, () => codes)).toEqual([
      [null, null, 'action-limit'],
      ['no-ability', 'action-limit', null],
    ]);
  });
});

describe('crew-blackout: "Each turn roll a d6, on a result of 5 or 6 no crew abilities can be used this turn"', () => {
  const text = 'Kraken. Each turn roll a d6, on a result of 5 or 6 no crew abilities can be used this turn.';
  /** Player 0's kraken, and far off an enemy ship (base move S) with a Helmsman aboard; the kraken rolls `die` as the enemy's turn begins. */
  const spec = (die: number) => (ability: string): TableSpec => ({
    ships: [
      { card: shipCard({ cannons: '3S-3S', move: 'S', ability: ability || 'Kraken.' }), x: 5, y: 5 },
      { card: shipCard({ move: 'S', faction: 'Spanish' }), owner: 1, crew: [crewCard({ faction: 'Spanish', ability: 'Helmsman' })], x: 15, y: 15, heading: 0 },
    ],
    dice: [die],
  });
  const refusals: (string | null)[] = [];
  /** The enemy's turn begins; her S+S move (the Helmsman's +S) is asked of the rules, then her turn ends and the kraken's begins. */
  const enemyTurn = (game: Game, [, e]: Ship[]) => {
    perform(game, 0, { type: 'end-turn' });
    refusals.push(checkAction(game.state, 1, { type: 'move', ship: e.id, segments: [{ heading: 0, distance: 1 }, { heading: 0, distance: 1 }] })?.code ?? null);
  };

  it('crew-blackout: on a 5 the enemy\'s Helmsman gives no +S that turn; on a 4 it does', () => {
    refusals.length = 0;
    withAndWithout(text, spec(5), enemyTurn, () => null);
    withAndWithout(text, spec(4), enemyTurn, () => null);
    expect(refusals).toEqual(['move-too-long', null, null, null]);
  });

  it('crew-blackout: the silence lasts only through the turn it was rolled in', () => {
    const twoTurns = (game: Game, ships: Ship[]) => {
      enemyTurn(game, ships);
      perform(game, 1, { type: 'end-turn' });
    };
    const helmed = (_: Game, [, e]: Ship[]) => e.abilities.moveBonuses.length;
    const spec2 = (ability: string): TableSpec => ({ ...spec(5)(ability), dice: [5, 1] });
    expect(withAndWithout(text, spec2, twoTurns, helmed)).toEqual([1, 1]);
  });
});

describe('possess: "If an enemy ship is within S of this ship, you can use this ship\'s action for the turn to try to possess a target crew on that ship. Roll a d6; on a result of 6, the target is immediately assigned to this ship. Its nationality changes to match the nationality of this ship"', () => {
  const text = "If an enemy ship is within S of this ship, you can use this ship's action for the turn to try to possess a target crew on that ship. Roll a d6; on a result of 6, the target is immediately assigned to this ship. Its nationality changes to match the nationality of this ship.";
  const spec = (die: number, gap = 0.5) => (ability: string): TableSpec => ({
    ships: [
      { card: shipCard({ cannons: '3S-3S', cargo: 3 }), crew: [crewCard({ ability })], x: 5, y: 5, heading: 90 },
      { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, crew: [crewCard({ faction: 'Spanish', ability: 'This ship gets +1 to her boarding rolls.' })], x: 5, y: 5 + gap + 0.3, heading: 90 },
    ],
    dice: [die],
  });
  const tries = (game: Game, [s, t]: Ship[]) => {
    const action: Action = { type: 'possess', ship: s.id, target: t.id, crew: 0 };
    const refused = checkAction(game.state, 0, action);
    if (!refused) perform(game, 0, action);
    return refused?.code ?? null;
  };
  const after = (_: Game, [s, t]: Ship[]) => ({ mine: s.crew.map((c) => [c.nation, c.active]), theirs: t.crew.length, bonus: s.abilities.boardingBonuses.length });

  it('possess: on a 6 the crew comes aboard her, turned to her nation so that its ability works there; on anything else nothing', () => {
    expect(withAndWithout(text, spec(6), tries, after)).toEqual([
      { mine: [['English', true], ['English', true]], theirs: 0, bonus: 1 },
      { mine: [['English', true]], theirs: 1, bonus: 0 },
    ]);
    expect(withAndWithout(text, spec(5), tries, after)).toEqual([
      { mine: [['English', true]], theirs: 1, bonus: 0 },
      { mine: [['English', true]], theirs: 1, bonus: 0 },
    ]);
  });

  it('possess: only an enemy ship within S', () => {
    const game = table(spec(6, 2)(text));
    const [s, t] = shipsOf(game, spec(6, 2)(text));
    expect(checkAction(game.state, 0, { type: 'possess', ship: s.id, target: t.id, crew: 0 })).toMatchObject({ code: 'out-of-range' });
  });
});

describe('bellow: "Once per turn this ship\'s controller may choose another ship and bellow \"HO-HO-HO!\" Any crew on the target falls asleep, and so the target loses her next turn"', () => {
  const text = 'Once per turn this ship\'s controller may choose another ship and bellow "HO-HO-HO!" Any crew on the target falls asleep, and so the target loses her next turn.';
  const spec = (crew: number) => (ability: string): TableSpec => ({
    ships: [
      { card: shipCard({ cannons: '3S' }), crew: [crewCard({ ability })], x: 3, y: 3, heading: 0 },
      { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, crew: Array.from({ length: crew }, () => crewCard({ faction: 'Spanish' })), x: 12, y: 12, heading: 0 },
    ],
  });
  const bellows = (game: Game, [s, t]: Ship[]) => {
    const action: Action = { type: 'bellow', ship: s.id, target: t.id };
    const refused = checkAction(game.state, 0, action);
    if (!refused) perform(game, 0, action);
    const again = checkAction(game.state, 0, action)?.code ?? null;
    perform(game, 0, { type: 'end-turn' });
    return { refused: refused?.code ?? null, again, theirTurn: checkAction(game.state, 1, { type: 'move', ship: t.id, segments: [{ heading: 0, distance: 1 }] })?.code ?? null };
  };

  it('bellow: a free action at any other ship with crew aboard, once a turn; she may be given no action on her next turn', () => {
    const [withText, bare] = ((): [unknown, unknown] => {
      const out: unknown[] = [];
      withAndWithout(text, spec(1), (g, ships) => void out.push(bellows(g, ships)), () => null);
      return [out[0], out[1]];
    })();
    expect(withText).toEqual({ refused: null, again: 'used-this-turn', theirTurn: 'restricted' });
    expect(bare).toEqual({ refused: 'no-ability', again: 'no-ability', theirTurn: null });
    const crewless: unknown[] = [];
    withAndWithout(text, spec(0), (g, ships) => void crewless.push(bellows(g, ships)), () => null);
    expect(crewless[0]).toMatchObject({ refused: 'nothing-to-do', theirTurn: null });
  });

  it('face-up-at-setup: a crew left ashore at home with this text lies face up, known to both players', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [{ card: shipCard(), x: 5, y: 10 }, { card: shipCard({ faction: 'Spanish' }), owner: 1, x: 15, y: 15 }],
      ashore: [crewCard({ points: 2, ability: `${ability} This ship gets +1 to her boarding rolls.`.trim() })],
    });
    expect(withAndWithout('Place this crew face up during setup.', spec, () => {}, (g) => g.state.islands[0].crew[0].known === true)).toEqual([true, false]);
  });

  it('cannot-leave: the crew is not put ashore or handed to another ship, though elimination still takes it', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cargo: 3, points: 9 }), crew: [crewCard({ points: 2, ability })], x: 1.5, y: 3.2, heading: 0, docked: 0 },
        { card: shipCard({ faction: 'Spanish' }), owner: 1, x: 15, y: 15 },
      ],
      islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 10, y: 10 }],
      treasure: { 2: [3] },
    });
    const ashore = (g: Game, [s]: Ship[]) => checkAction(g.state, 0, { type: 'crew-ashore', ship: s.id, crew: 0 })?.code ?? null;
    expect(withAndWithout('This crew cannot leave this ship unless captured or eliminated.', spec, () => {}, ashore)).toEqual(['restricted', null]);
    expect(withAndWithout('This crew cannot leave this ship.', spec, () => {}, ashore)).toEqual(['restricted', null]);
    const eliminated = (g: Game, [s]: Ship[]) => {
      loseChosenCrew(g, s, 1);
    };
    expect(withAndWithout('This crew cannot leave this ship.', spec, eliminated, (_, [s]) => s.crew.length)).toEqual([0, 0]);
  });
});

