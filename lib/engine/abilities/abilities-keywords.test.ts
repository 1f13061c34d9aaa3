import { describe, expect, it } from 'vitest';
import { parseAbility } from '@/lib/cards/abilities/parse';
import { aboard, duel, felled, mastsOf, shoot, withAndWithout } from '@/tests/fixtures/abilities';
import { crewCard, shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { type Action, checkAction, type Game, perform } from '../game';
import { TOUCH } from '../core/pieces';
import { freeCargo, homeGold, type Ship } from '../state/state';

/**
 * Keywords the engine applies (Crimson Coast's crew types and ship keywords, 001's sea creatures), each shown
 * changing a game with the keyword and without it.
 */

describe('keywords', () => {
  it('every crew-type keyword a crew card can print', () => {
    const effects = (k: string) => parseAbility(k).flatMap((s) => s.effects);
    for (const k of ['Helmsman', 'Captain', 'Cannoneer', 'Explorer', 'Oarsman', 'Shipwright']) expect(effects(k)).toEqual([{ kind: 'keyword', keyword: k.toLowerCase() }]);
  });

  // Crimson Coast "Placing Crew": each crew type gives her ship its ability; each test compares the crew printing the
  // keyword with a crew printing nothing, aboard the same ship with the same dice.
  const gunnery = (crewText: string, dice: number[], rules: TableSpec['rules'] = {}): TableSpec => ({
    ships: [
      { card: shipCard({ cannons: '3S' }), crew: [crewCard({ ability: crewText })], x: 5, y: 5, heading: 90 },
      { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, x: 5.2, y: 5.6, heading: 90 },
    ],
    dice,
    rules,
  });

  it('Helmsman: +S to her base move', () => {
    const spec = (crewText: string): TableSpec => ({ ships: [{ card: shipCard({ move: 'S+L' }), crew: [crewCard({ ability: crewText })], x: 10, y: 15 }] });
    const threeLegs = (game: Game, [s]: Ship[]) => checkAction(game.state, 0, { type: 'move', ship: s.id, segments: [1.4, 1, 1].map((distance) => ({ heading: 0, distance })) });
    const [helmsman, plain] = withAndWithout('Helmsman', spec, () => {}, threeLegs);
    expect(helmsman).toBeNull();
    expect(plain).toMatchObject({ code: 'move-too-long' });
  });

  it('Captain: under Crimson Coast she moves and shoots in one move action; under Daniel\'s rules +1 to her cannon rolls', () => {
    const spec = (crewText: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', move: 'L' }), crew: [crewCard({ ability: crewText })], x: 5, y: 7, heading: 0 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, x: 5.9, y: 5, heading: 0 },
      ],
      dice: [6],
    });
    const moveAndShoot = (game: Game, [a, b]: Ship[]) => {
      const move: Action = { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }], shoot: b.id };
      if (!checkAction(game.state, 0, move)) perform(game, 0, move);
    };
    expect(withAndWithout('Captain', spec, moveAndShoot, mastsOf(1))).toEqual([1, 2]);
    expect(withAndWithout('Captain', (t) => gunnery(t, [3], { captain: 'plus-one' }), shoot, mastsOf(1))).toEqual([1, 2]);
    // Under Crimson Coast the Captain gives no bonus: a 3 against rank 3 still misses.
    expect(withAndWithout('Captain', (t) => gunnery(t, [3]), shoot, mastsOf(1))).toEqual([2, 2]);
  });

  it('Cannoneer: a cannon that misses shoots again once per turn', () => {
    expect(withAndWithout('Cannoneer', (t) => gunnery(t, [2, 5]), shoot, mastsOf(1))).toEqual([1, 2]);
  });

  it('Explorer: she docks and explores a wild island in one move action', () => {
    const spec = (crewText: string): TableSpec => ({
      ships: [{ card: shipCard({ move: 'L', cargo: 3 }), crew: [crewCard({ ability: crewText })], x: 5, y: 10, heading: 0 }, { card: shipCard(), owner: 1, x: 15, y: 15 }],
      islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 8 }],
      treasure: { 2: [3] },
    });
    const dock = (game: Game, [s]: Ship[]) => perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1.4 }] });
    expect(withAndWithout('Explorer', spec, dock, (_, s) => s[0].treasure.length)).toEqual([1, 0]);
  });

  it('Oarsman: a derelict still moves S, and the oarsman takes no cargo space', () => {
    const spec = (crewText: string): TableSpec => ({ ships: [{ card: shipCard({ cannons: '3S-3S', cargo: 3 }), crew: [crewCard({ ability: crewText })], x: 10, y: 15 }] });
    const derelictMove = (game: Game, [s]: Ship[]) => {
      s.up = s.up.map(() => false);
      s.masts = 0;
      return checkAction(game.state, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1 }] });
    };
    const [oarsman, plain] = withAndWithout('Oarsman', spec, () => {}, derelictMove);
    expect(oarsman).toBeNull();
    expect(plain).toMatchObject({ code: 'derelict' });
    expect(withAndWithout('Oarsman', spec, () => {}, (g, s) => freeCargo(g.state, s[0]))).toEqual([3, 2]);
  });

  it('Shipwright: she repairs at sea', () => {
    const spec = (crewText: string): TableSpec => ({ ships: [{ card: shipCard({ cannons: '3S-3S' }), crew: [crewCard({ ability: crewText })], x: 5, y: 10 }] });
    const repair = (game: Game, [s]: Ship[]) => {
      const action: Action = { type: 'repair', ship: s.id };
      if (!checkAction(game.state, 0, action)) perform(game, 0, action);
    };
    expect(withAndWithout('Shipwright', spec, repair, mastsOf(0), felled(0, 1))).toEqual([2, 1]);
  });

  it('a crew type aboard a ship of another nation does nothing (001 "Placing Crew and equipment")', () => {
    const spec = (faction: string) => (crewText: string): TableSpec => ({ ...gunnery('', [2, 5]), ships: [{ ...gunnery('', []).ships[0], crew: [crewCard({ ability: crewText, faction })] }, gunnery('', []).ships[1]] });
    expect(withAndWithout('Cannoneer', spec('English'), shoot, mastsOf(1))).toEqual([1, 2]);
    expect(withAndWithout('Cannoneer', spec('French'), shoot, mastsOf(1))).toEqual([2, 2]);
  });

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

  describe('Ghost Ship (Crimson Coast "Keywords")', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [{ card: shipCard({ cannons: '3S', move: 'L+L', ability }), x: 5, y: 11, heading: 0 }, { card: shipCard(), owner: 1, x: 15, y: 15 }],
      islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 10 }],
      treasure: { 2: [1] },
    });
    /** The move made ghostly where the ship may be, as an ordinary move where she may not. */
    const sail = (distances: number[]) => (game: Game, [s]: Ship[]) => {
      const move: Action = { type: 'move', ship: s.id, segments: distances.map((distance) => ({ heading: 0, distance })), ghostly: true };
      perform(game, 0, checkAction(game.state, 0, move) ? { ...move, ghostly: undefined } : move);
    };

    it('a ghostly ship sails through an island, and does not dock at it', () => {
      const [ghost, plain] = withAndWithout('Ghost Ship', spec, sail([1.4, 1.4]), (_, [s]) => [s.y, s.docked]);
      expect(ghost[0]).toBeCloseTo(11 - 2.8, 5);
      expect(ghost[1]).toBe(-1);
      // The island's edge is at y 10.75: the ordinary ship stops where she touches it, TOUCH short, docked.
      expect(plain[0]).toBeCloseTo(10.75 + TOUCH, 5);
      expect(plain[1]).toBe(2);
    });

    it('she may not end a ghostly move overlapping an island, and is ghostly from the start of her turn or not at all', () => {
      const check = (prepare: (game: Game, s: Ship) => void, distances: number[]) => {
        const game = table(spec('Ghost Ship'));
        const [s] = shipsOf(game, spec('Ghost Ship'));
        prepare(game, s);
        return checkAction(game.state, 0, { type: 'move', ship: s.id, segments: distances.map((distance) => ({ heading: 0, distance })), ghostly: true });
      };
      expect(check(() => {}, [1.4])).toMatchObject({ code: 'blocked' });
      expect(check(() => {}, [1.4, 1.4])).toBeNull();
      // Allowed a second move after a first that was not ghostly, she cannot turn ghostly for the second.
      const afterPlainMove = (game: Game, s: Ship) => {
        s.extraActions = 1;
        s.repeatActions = 1;
        perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 180, distance: 0.2 }] });
      };
      expect(check(afterPlainMove, [1.4, 1.4])).toMatchObject({ code: 'not-now' });
    });

    it('while ghostly, until her next turn, she cannot be rammed or pinned', () => {
      const rammed = (ability: string): TableSpec => ({
        ships: [
          { card: shipCard({ cannons: '3S', move: 'L', ability }), x: 5, y: 10, heading: 0 },
          { card: shipCard({ cannons: '3S', move: 'L', faction: 'Spanish' }), owner: 1, x: 3.5, y: 9.4, heading: 90 },
        ],
        dice: [6, 1],
      });
      const enemyRams = (game: Game, ships: Ship[]) => {
        sail([1])(game, ships);
        perform(game, 0, { type: 'end-turn' });
        perform(game, 1, { type: 'move', ship: ships[1].id, segments: [{ heading: 90, distance: 1.4 }] });
      };
      const outcome = (game: Game, [, e]: Ship[]) => ({ pinned: e.pinnedBy >= 0, boarded: game.log!.some((x) => x.type === 'boarded') });
      expect(withAndWithout('Ghost Ship', rammed, enemyRams, outcome)).toEqual([
        { pinned: false, boarded: false },
        { pinned: true, boarded: true },
      ]);
    });

    it('only a ghost ship may be ghostly', () => {
      const game = table(spec(''));
      const [s] = shipsOf(game, spec(''));
      expect(checkAction(game.state, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 0.5 }], ghostly: true })).toMatchObject({ code: 'no-ability' });
    });
  });

  it('Broadsides Attack: one die for every cannon, all hit and one more when it beats them all', () => {
    const spec = (ability: string): TableSpec => duel('3S-3S', [5, 1], 0.5, { cannons: '3S-3S-3S-3S' })(ability);
    expect(withAndWithout('Broadsides Attack', spec, (g, s) => shoot(g, s, { broadside: true }), mastsOf(1))).toEqual([1, 3]);
  });

  it.each(['Sea Monster', 'Sea Dragon', 'Titan', 'Kraken', 'Octopus'])('%s: a sea creature cannot be rammed, pinned or boarded (001 "Sea Creatures")', (keyword) => {
    const spec = (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', move: 'L' }), x: 5, y: 10, heading: 0 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish', ability }), owner: 1, x: 5, y: 8.2 },
      ],
      dice: [6, 1],
    });
    const ramAndBoard = (game: Game, [a, b]: Ship[]) => perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }], board: b.id });
    const outcome = (game: Game, [a]: Ship[]) => ({ pinned: a.pinnedBy >= 0, boarded: game.log!.some((e) => e.type === 'boarded'), taken: a.treasure.length });
    expect(withAndWithout(keyword, spec, ramAndBoard, outcome, aboard(1, 4))).toEqual([
      { pinned: false, boarded: false, taken: 0 },
      { pinned: true, boarded: true, taken: 1 },
    ]);
  });

  it('Sea Monster: on the surface it rams (the rammed ship is pinned) and boards, stealing a treasure into its hold and eliminating a unique one; submerged it does neither', () => {
    // The same creature as a Sea Monster and as a Kraken (001's sea creature, which neither rams nor boards).
    const spec = (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S-3S', move: 'L', cargo: 2, ability: ability || 'Kraken' }), x: 5, y: 10, heading: 0 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, x: 5, y: 8.2, heading: 90 },
      ],
      dice: [6, 1],
    });
    const ramAndBoard = (game: Game, [a, b]: Ship[]) => perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }], board: b.id });
    const outcome = (game: Game, [a, b]: Ship[]) => ({ rammedPinned: b.pinnedBy === a.id, monsterPinned: a.pinnedBy >= 0, stolen: a.treasure.length, left: b.treasure.length });
    expect(withAndWithout('Sea Monster', spec, ramAndBoard, outcome, aboard(1, 4))).toEqual([
      { rammedPinned: true, monsterPinned: false, stolen: 1, left: 0 },
      { rammedPinned: false, monsterPinned: false, stolen: 0, left: 1 },
    ]);
    // "If it takes a unique treasure that treasure is eliminated".
    const unique = (game: Game, ships: Ship[]) => {
      game.state.treasures.push({ value: 0, unique: true, seenBy: [true, true], name: 'Relic' });
      ships[1].treasure.push(game.state.treasures.length - 1);
    };
    const gone = (game: Game, [a, b]: Ship[]) => [a.treasure.length, b.treasure.length, game.log!.some((e) => e.type === 'treasure-moved' && 'lost' in e.to)];
    expect(withAndWithout('Sea Monster', spec, ramAndBoard, gone, unique)).toEqual([[0, 0, true], [0, 1, false]]);
    // Submerged as its turn begins, it touches no ship: no ram, no boarding party.
    const submergedFirst = (game: Game, ships: Ship[]) => {
      const dive: Action = { type: 'submerge', ship: ships[0].id, submerged: true };
      // The Kraken may not dive (001 gives no sea creature the choice): it is refused and stays where it is.
      if (checkAction(game.state, 0, dive)) return;
      perform(game, 0, dive);
      ramAndBoard(game, ships);
    };
    expect(withAndWithout('Sea Monster', spec, submergedFirst, outcome, aboard(1, 4))).toEqual([
      { rammedPinned: false, monsterPinned: false, stolen: 0, left: 1 },
      { rammedPinned: false, monsterPinned: false, stolen: 0, left: 1 },
    ]);
  });

  it('Catamaran and Double Catamaran: a secondary hull takes a landed hit instead of a mast, a 5 or 6 ignores the hit, and she is not rammed, nor pinned or boarded while a hull is left', () => {
    // A sea creature's two 3S guns at a three-masted ship; the dice: the two cannon rolls, then her die for each hit.
    const spec = (dice: number[]) => (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S-3S', seaCreature: true }), x: 5, y: 5 },
        { card: shipCard({ cannons: '3S-3S-3S', faction: 'Spanish', ability }), owner: 1, x: 5.3, y: 5.4, heading: 90 },
      ],
      dice,
    });
    const left = (_: Game, [, b]: Ship[]) => ({ masts: b.masts, hulls: b.hulls });
    expect(withAndWithout('Catamaran', spec([6, 6, 2, 3]), shoot, left)).toEqual([{ masts: 2, hulls: 0 }, { masts: 1, hulls: 0 }]);
    expect(withAndWithout('Double Catamaran', spec([6, 6, 2, 3]), shoot, left)).toEqual([{ masts: 3, hulls: 0 }, { masts: 1, hulls: 0 }]);
    expect(withAndWithout('Catamaran', spec([6, 6, 5, 6]), shoot, left)).toEqual([{ masts: 3, hulls: 1 }, { masts: 1, hulls: 0 }]);
    // Rammed by a ship: no ram at all, so no pin and no boarding party.
    const ramSpec = (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', move: 'L' }), x: 5, y: 10, heading: 0 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish', ability }), owner: 1, x: 5, y: 8.2 },
      ],
      dice: [6, 1],
    });
    const ramAndBoard = (game: Game, [a, b]: Ship[]) => perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }], board: b.id });
    const outcome = (game: Game, [a]: Ship[]) => ({ pinned: a.pinnedBy >= 0, boarded: game.log!.some((e) => e.type === 'boarded') });
    expect(withAndWithout('Catamaran', ramSpec, ramAndBoard, outcome, aboard(1, 4))).toEqual([{ pinned: false, boarded: false }, { pinned: true, boarded: true }]);
  });

  it('Navigator: a crew printing only the keyword puts a trade current as the generic Navigator\'s text does', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [{ card: shipCard({ move: 'L' }), crew: [crewCard({ ability })], x: 10, y: 10 }, { card: shipCard({ faction: 'Spanish' }), owner: 1, x: 4, y: 4 }],
      dice: [3],
    });
    const navigate = (game: Game, [s]: Ship[]) => {
      const action: Action = { type: 'navigate', ship: s.id, x: 11, y: 10.5 };
      if (!checkAction(game.state, 0, action)) perform(game, 0, action);
    };
    expect(withAndWithout('Explorer, Navigator.', spec, navigate, (g) => g.state.terrain.filter((t) => t.type === 'trade-current').length)).toEqual([1, 0]);
  });

  it.each(['Sea Dragon', 'Kraken'])('%s: a sea creature takes only move and shoot actions, and carries no cargo', (keyword) => {
    const spec = (ability: string): TableSpec => ({ ships: [{ card: shipCard({ cannons: '3S-3S', cargo: 3, ability }), x: 5, y: 10 }] });
    const repairAtSea = (game: Game, [s]: Ship[]) => checkAction(game.state, 0, { type: 'repair', ship: s.id });
    const [creature, ship] = withAndWithout(keyword, spec, () => {}, repairAtSea, felled(0, 0));
    expect(creature).toMatchObject({ code: 'restricted' });
    expect(ship).toMatchObject({ code: 'not-docked' });
    expect(withAndWithout(keyword, spec, () => {}, (g, [s]) => freeCargo(g.state, s))).toEqual([0, 3]);
  });

  it('Ransom: an eliminated Ransom crew becomes 1 gold for the player who eliminated it', () => {
    const spec = (crewText: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', seaCreature: true, ability: 'Once per turn when this ship hits an enemy ship, also eliminate one crew from that ship.' }), x: 5, y: 5 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, crew: [crewCard({ ability: crewText, faction: 'Spanish' })], x: 5.3, y: 5.4, heading: 90 },
      ],
      dice: [6],
    });
    expect(withAndWithout('Ransom', spec, shoot, (g) => homeGold(g.state, 0))).toEqual([1, 0]);
  });
});
