import { describe, expect, it } from 'vitest';
import { aboard, felled, withAndWithout } from '@/tests/fixtures/abilities';
import type { Card } from '@/lib/cards/card';
import { crewCard, shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import type { Choice, Chooser } from '../state/choices';
import { type Action, checkAction, type Game, perform } from '../game';
import { touching } from '../hull/hull';
import { homeGold, type Ship } from '../state/state';

/**
 * Effects that move or show face-down treasure, each shown changing a game with the text and without it (same
 * position and dice, tests/fixtures/abilities.ts), and what each player knows afterwards (`Treasure.seenBy`).
 */

const TRADE =
  'After looking at treasure on a wild island, you may trade any one treasure from that island for a random treasure on any other wild island. This ship must load the traded treasure.';

describe('island-trade and load-traded', () => {
  /** Player 0's two-cargo ship docked at island 2 (coins 1 and 5); island 3 holds two 6s. */
  const spec = (ability: string): TableSpec => ({
    ships: [{ card: shipCard({ cargo: 2, ability }), x: 5, y: 9.25, heading: 0, docked: 2 }, { card: shipCard(), owner: 1, x: 15, y: 15 }],
    islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 8.5 }, { x: 15, y: 5 }],
    treasure: { 2: [1, 5], 3: [6, 6] },
    dice: [2],
  });
  const explore = (game: Game, [s]: Ship[]) => perform(game, 0, { type: 'explore', ship: s.id });
  const aboardValues = (game: Game, [s]: Ship[]) => s.treasure.map((t) => game.state.treasures[t].value).sort();

  it('island-trade: she trades away the 1 she saw for a random coin of the other wild island, and must load it (load-traded)', () => {
    expect(withAndWithout(TRADE, spec, explore, aboardValues)).toEqual([[5, 6], [1, 5]]);
  });

  it('island-trade: her owner sees the coin that came aboard; the coin she gave lies on the other island, known to her owner alone', () => {
    const knowledge = (game: Game) => {
      const t = game.state.treasures;
      const given = game.state.islands[3].treasure.find((id) => t[id].value === 1);
      return { given: given === undefined ? null : t[given].seenBy, aboard: game.state.ships[0].treasure.map((id) => t[id].seenBy) };
    };
    expect(withAndWithout(TRADE, spec, explore, knowledge)).toEqual([
      { given: [true, false], aboard: [[true, false], [true, false]] },
      { given: null, aboard: [[true, false], [true, false]] },
    ]);
  });

  it('island-trade: without a chooser she keeps coins worth more than the average coin', () => {
    const rich = (ability: string): TableSpec => ({ ...spec(ability), treasure: { 2: [6, 5], 3: [1, 1] } });
    expect(withAndWithout(TRADE, rich, explore, aboardValues)).toEqual([[5, 6], [5, 6]]);
  });

  it('island-trade: her owner picks the coin and the island; declining leaves the island as it was', () => {
    const asked: Choice[] = [];
    const answering = (answer: Partial<Record<Choice['kind'], number>>) => (game: Game, ships: Ship[]) => {
      game.choose = ((choice: Choice, _by: number, auto: number | number[]) => {
        asked.push(choice);
        return answer[choice.kind] ?? auto;
      }) as Chooser;
      explore(game, ships);
    };
    const [declined] = withAndWithout(TRADE, spec, answering({ 'island-trade': -1 }), aboardValues);
    expect(declined).toEqual([1, 5]);
    expect(asked.map((c) => c.kind)).toEqual(['island-trade', 'explore', 'explore']);
    asked.length = 0;
    const [traded5] = withAndWithout(TRADE, spec, answering({ 'island-trade': 1 }), aboardValues);
    expect(traded5).toEqual([1, 6]);
    expect(asked[1]).toMatchObject({ kind: 'trade-from', options: [3] });
  });
});

describe('look: "Once per turn, this ship may look at one face-down cargo on any ship / treasure on any island"', () => {
  /** Player 0's ship far from the enemy; island 2 holds coin 0 (3 gold), the enemy's hold coins 1 (4) and 2 (2). */
  const spec = (ability: string): TableSpec => ({
    ships: [{ card: shipCard({ ability }), x: 5, y: 15, heading: 0 }, { card: shipCard({ faction: 'Spanish', cargo: 2 }), owner: 1, x: 15, y: 15 }],
    islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 8.5 }],
    treasure: { 2: [3] },
  });
  const cargo = aboard(1, 4, 2);
  /** Tries each look in turn: the refusal of each, null where it was done. */
  const looks = (...ids: number[]) => (game: Game, [s]: Ship[]) =>
    ids.map((id) => {
      const action: Action = { type: 'look', ship: s.id, treasure: id };
      const problem = checkAction(game.state, 0, action);
      if (!problem) perform(game, 0, action);
      return problem?.code ?? null;
    });
  let tried: (string | null)[] = [];
  const trying = (...ids: number[]) => (game: Game, ships: Ship[]) => void (tried = looks(...ids)(game, ships));
  const known = (game: Game) => ({ tried, seen: game.state.treasures.map((t) => t.seenBy) });
  const CARGO = 'Once per turn, this ship may look at one face-down cargo on any ship.';
  const ISLAND = 'Once per turn, this ship can look at one face-down treasure on any island.';

  it('look: a ship with the text learns what one coin in an enemy hold is worth; the enemy learns nothing', () => {
    expect(withAndWithout(CARGO, spec, trying(1), known, cargo)).toEqual([
      { tried: [null], seen: [[false, false], [true, false], [false, false]] },
      { tried: ['no-ability'], seen: [[false, false], [false, false], [false, false]] },
    ]);
  });

  it('look: "on any island" reaches an island coin, and neither text the other place', () => {
    expect(withAndWithout(ISLAND, spec, trying(1, 0), known, cargo)).toEqual([
      { tried: ['no-ability', null], seen: [[true, false], [false, false], [false, false]] },
      { tried: ['no-ability', 'no-ability'], seen: [[false, false], [false, false], [false, false]] },
    ]);
  });

  it('look: the German printing ("… einen verdeckten Schatz auf einer beliebigen Insel anschauen") reaches an island coin only', () => {
    const german = 'Einmal pro Spielzug darf sich das Schiff einen verdeckten Schatz auf einer beliebigen Insel anschauen.';
    expect(withAndWithout(german, spec, trying(1, 0), known, cargo)).toEqual([
      { tried: ['no-ability', null], seen: [[true, false], [false, false], [false, false]] },
      { tried: ['no-ability', 'no-ability'], seen: [[false, false], [false, false], [false, false]] },
    ]);
  });

  it('look: "any one face-down treasure on any ship or island" reaches both', () => {
    const both = 'Once per turn, this ship may look at any one face-down treasure on any ship or island.';
    const tried = (id: number) => withAndWithout(both, spec, trying(id), known, cargo).map((r) => r.tried);
    expect(tried(0)).toEqual([[null], ['no-ability']]);
    expect(tried(1)).toEqual([[null], ['no-ability']]);
  });

  it('look: once a turn, and again on her next turn', () => {
    const twoTurns = (game: Game, ships: Ship[]) => {
      const first = looks(1, 2)(game, ships);
      perform(game, 0, { type: 'end-turn' });
      perform(game, 1, { type: 'end-turn' });
      tried = [...first, ...looks(2)(game, ships)];
    };
    expect(withAndWithout(CARGO, spec, twoTurns, known, cargo)).toEqual([
      { tried: [null, 'used-this-turn', null], seen: [[false, false], [true, false], [true, false]] },
      { tried: ['no-ability', 'no-ability', 'no-ability'], seen: [[false, false], [false, false], [false, false]] },
    ]);
  });
});

describe('move-after-cargo: "Once per turn, this ship may move S after loading treasure / unloading cargo"', () => {
  /** Player 0's ship docked at island 2, which holds one coin; her home is island 0. */
  const spec = (ability: string): TableSpec => ({
    ships: [{ card: shipCard({ cargo: 2, move: 'L', ability }), x: 5, y: 9.25, heading: 0, docked: 2 }, { card: shipCard(), owner: 1, x: 15, y: 15 }],
    islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 8.5 }],
    treasure: { 2: [3] },
  });
  const freeMove = (game: Game, [s]: Ship[]) => {
    const action: Action = { type: 'free-move', ship: s.id, segments: [{ heading: 180, distance: 1 }] };
    const problem = checkAction(game.state, 0, action);
    if (!problem) perform(game, 0, action);
    return problem?.code ?? null;
  };
  let result: (string | null)[] = [];
  const where = (_: Game, [s]: Ship[]) => ({ result, moved: s.y > 9.3, docked: s.docked });

  it('move-after-cargo: having loaded a coin while exploring, she moves S as a free action, once', () => {
    const act = (game: Game, ships: Ship[]) => {
      perform(game, 0, { type: 'explore', ship: ships[0].id });
      result = [freeMove(game, ships), freeMove(game, ships)];
    };
    expect(withAndWithout('Once per turn, this ship may move S after loading treasure.', spec, act, where)).toEqual([
      { result: [null, 'not-now'], moved: true, docked: -1 },
      { result: ['not-now', 'not-now'], moved: false, docked: 2 },
    ]);
  });

  it('move-after-cargo: unloading at home earns it; loading does not, for the unloading text', () => {
    const home = (ability: string): TableSpec => ({ ...spec(ability), ships: [{ ...spec(ability).ships[0], x: 1.5, y: 3.5, docked: undefined }, spec(ability).ships[1]] });
    const sailHome = (game: Game, ships: Ship[]) => {
      perform(game, 0, { type: 'move', ship: ships[0].id, segments: [{ heading: 0, distance: 1.4 }] });
      result = [freeMove(game, ships)];
    };
    const text = 'Once per turn, this ship can move S after unloading cargo.';
    const [withText, without] = withAndWithout(text, home, sailHome, (g, [s]) => ({ result, home: g.state.players[0].home.length, docked: s.docked }), aboard(0, 4));
    expect(withText).toEqual({ result: [null], home: 1, docked: -1 });
    expect(without).toEqual({ result: ['not-now'], home: 1, docked: 0 });
    const exploring = (game: Game, ships: Ship[]) => {
      perform(game, 0, { type: 'explore', ship: ships[0].id });
      result = [freeMove(game, ships)];
    };
    expect(withAndWithout(text, spec, exploring, where)[0].result).toEqual(['not-now']);
  });
});

describe('look-around: "After this ship moves, she can look at all treasure on all islands and ships within L of her"', () => {
  const text = 'After this ship moves, she can look at all treasure on all islands and ships within L of her.';
  /** She sails 1 north to (10, 9); island 2 lies within L of her, island 3 beyond it; an enemy ship within L carries a coin. */
  const spec = (ability: string): TableSpec => ({
    ships: [{ card: shipCard({ ability }), x: 10, y: 10, heading: 0 }, { card: shipCard(), owner: 1, x: 11.2, y: 9, heading: 0 }],
    islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 8, y: 8 }, { x: 16, y: 4 }],
    treasure: { 2: [3], 3: [5] },
  });
  const act = (game: Game, [s]: Ship[]) => perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1 }] });
  const seen = (g: Game, [, e]: Ship[]) => [...g.state.islands[2].treasure, ...g.state.islands[3].treasure, ...e.treasure].map((id) => g.state.treasures[id].seenBy[0]);

  it('look-around: after her move her owner knows the coins on the island and the ship within L, not those beyond', () => {
    expect(withAndWithout(text, spec, act, seen, aboard(1, 4))).toEqual([
      [true, false, true],
      [false, false, false],
    ]);
  });
});

describe('explore-swap-crew: "When this ship is given an explore action, you can swap a treasure on the wild island with a crew on any friendly ship"', () => {
  const text = 'When this ship is given an explore action, you can swap a treasure on the wild island with a crew on any friendly ship.';
  /** Her one-cargo ship docked at island 2 (a 4 and a 5); a ship of her fleet far off carries a crew of `points`. */
  const spec = (points: number) => (ability: string): TableSpec => ({
    ships: [
      { card: shipCard({ cargo: 1, ability }), x: 5, y: 9.25, heading: 0, docked: 2 },
      { card: shipCard({ cargo: 1 }), crew: [crewCard({ points })], x: 12, y: 4, heading: 0 },
      { card: shipCard(), owner: 1, x: 15, y: 15 },
    ],
    islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 8.5 }],
    treasure: { 2: [4, 5] },
  });
  const explore = (game: Game, [s]: Ship[]) => perform(game, 0, { type: 'explore', ship: s.id });
  const where = (g: Game, [s, o]: Ship[]) => ({
    aboard: [s, o].map((x) => x.treasure.map((t) => g.state.treasures[t].value)),
    crew: o.crew.length,
    island: g.state.islands[2].treasure.length,
  });

  it('explore-swap-crew: the coin she had no room for goes aboard the friendly ship, whose 2-point crew is left on the island', () => {
    expect(withAndWithout(text, spec(2), explore, where)).toEqual([
      { aboard: [[5], [4]], crew: 0, island: 0 },
      { aboard: [[5], []], crew: 1, island: 1 },
    ]);
    const typo = 'When this ship is given an explore action, you can swap a treasure on the wild island a crew on any friendly ship.';
    expect(withAndWithout(typo, spec(2), explore, where)[0]).toEqual({ aboard: [[5], [4]], crew: 0, island: 0 });
  });

  it('explore-swap-crew: at the table whether to swap is her owner\'s choice', () => {
    const s = spec(2)(text);
    const game = table(s);
    const ships = shipsOf(game, s);
    const asked: string[] = [];
    game.choose = ((choice: Choice, _by: number, auto: unknown) => {
      asked.push(choice.kind);
      return choice.kind === 'swap' ? 0 : auto;
    }) as Chooser;
    explore(game, ships);
    expect(asked).toContain('swap');
    expect(where(game, ships)).toEqual({ aboard: [[5], []], crew: 1, island: 1 });
  });

  it('explore-swap-crew: a crew that cost more than the coin is worth stays aboard', () => {
    expect(withAndWithout(text, spec(5), explore, where)).toEqual([
      { aboard: [[5], []], crew: 1, island: 1 },
      { aboard: [[5], []], crew: 1, island: 1 },
    ]);
  });
});

describe('leave-last-treasure: "This ship may never load the last treasure from an island"', () => {
  const spec = (ability: string): TableSpec => ({
    ships: [{ card: shipCard({ cargo: 3, ability }), x: 5, y: 9.25, heading: 0, docked: 2 }, { card: shipCard(), owner: 1, x: 15, y: 15 }],
    islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 8.5 }],
    treasure: { 2: [1, 2] },
  });
  it('leave-last-treasure: exploring, she takes all but one coin, the best of them', () => {
    const explore = (game: Game, [s]: Ship[]) => perform(game, 0, { type: 'explore', ship: s.id });
    const aboardValues = (game: Game, [s]: Ship[]) => s.treasure.map((t) => game.state.treasures[t].value).sort();
    expect(withAndWithout('This ship may never load the last treasure from an island.', spec, explore, aboardValues)).toEqual([[2], [1, 2]]);
    expect(withAndWithout("This ship can't load the last treasure from an island.", spec, explore, aboardValues)).toEqual([[2], [1, 2]]);
  });
});

describe('cargo-if-no-crew: "If this ship carries no crew, she gets +2 cargo capacity"', () => {
  const spec = (crew: boolean) => (ability: string): TableSpec => ({
    ships: [
      { card: shipCard({ cargo: 2, ability }), crew: crew ? [crewCard({ ability: '' })] : [], x: 5, y: 9.25, heading: 0, docked: 2 },
      { card: shipCard(), owner: 1, x: 15, y: 15 },
    ],
    islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 8.5 }],
    treasure: { 2: [1, 2, 3, 4] },
  });
  const explore = (game: Game, [s]: Ship[]) => perform(game, 0, { type: 'explore', ship: s.id });
  const taken = (_: Game, [s]: Ship[]) => s.treasure.length;
  const text = 'If this ship carries no crew, she gets +2 cargo capacity.';

  it('cargo-if-no-crew: with no crew aboard she takes two coins more; with a crew, none more', () => {
    expect(withAndWithout(text, spec(false), explore, taken)).toEqual([4, 2]);
    expect(withAndWithout(text, spec(true), explore, taken)).toEqual([1, 1]);
  });
});

describe('capture-derelict: "You own any derelict this ship explores; both ships become docked at your home island"', () => {
  /** Player 0's ship touching an enemy derelict (both masts felled) that carries a 3-gold coin; home is island 0. */
  const spec = (ability: string): TableSpec => ({
    ships: [
      { card: shipCard({ cannons: '3S-3S', cargo: 3, ability }), x: 10, y: 10, heading: 0 },
      { card: shipCard({ cannons: '3S-3S', cargo: 3, faction: 'Spanish' }), owner: 1, x: 10.4, y: 10, heading: 0 },
    ],
  });
  const derelict = (game: Game, ships: Ship[]) => {
    felled(1, 0, 1)(game, ships);
    aboard(1, 3)(game, ships);
  };
  const text = 'You own any derelict this ship explores; both ships become docked at your home island.';

  it('capture-derelict: exploring the derelict, she takes her, and both dock at home, unloading there', () => {
    const explore = (game: Game, [s, t]: Ship[]) => perform(game, 0, { type: 'transfer', ship: s.id, from: t.id, crew: [], treasure: [...t.treasure] });
    const after = (game: Game, [s, t]: Ship[]) => ({ owner: t.owner, docked: [s.docked, t.docked], home: homeGold(game.state, 0), apart: !touching(s, t) });
    expect(withAndWithout(text, spec, explore, after, derelict)).toEqual([
      { owner: 0, docked: [0, 0], home: 3, apart: true },
      { owner: 1, docked: [-1, -1], home: 0, apart: false },
    ]);
  });

  it('capture-derelict: she may explore an enemy derelict even to take nothing', () => {
    const empty = (game: Game, [s, t]: Ship[]) => checkAction(game.state, 0, { type: 'transfer', ship: s.id, from: t.id, crew: [], treasure: [] })?.code ?? null;
    const codes: (string | null)[] = [];
    withAndWithout(text, spec, (g, s) => void codes.push(empty(g, s)), () => null, derelict);
    expect(codes).toEqual([null, 'nothing-to-do']);
  });
});

describe('fleet-cargo and the cargo-master keyword: "All friendly ships of the same nationality as this crew get +1 cargo spaces"', () => {
  // Her own island holds three coins; her hold, two spaces, fills before it is empty. The Cargo Master sails on a
  // second ship of hers, off by her home.
  const spec = (master: Card | null) => (): TableSpec => ({
    ships: [
      { card: shipCard({ cannons: '3S', move: 'L', cargo: 2 }), x: 5, y: 10, heading: 0, docked: 2 },
      { card: shipCard({ cannons: '3S', cargo: 2 }), crew: master ? [master] : [], x: 3, y: 3, heading: 0 },
      { card: shipCard(), owner: 1, x: 15, y: 15 },
    ],
    islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 11.6 }],
    treasure: { 2: [1, 2, 3] },
  });
  const loaded = (s0: TableSpec) => {
    const game = table(s0);
    const [s] = shipsOf(game, s0);
    perform(game, 0, { type: 'explore', ship: s.id });
    return s.treasure.length;
  };

  it('fleet-cargo: a Cargo Master aboard another ship of her nation gives her hold a space more; one of another nation does not', () => {
    const text = 'All friendly ships of the same nationality as this crew get +1 cargo spaces. This crew takes up no cargo space.';
    expect(loaded(spec(crewCard({ ability: text }))())).toBe(3);
    expect(loaded(spec(crewCard({ ability: text, faction: 'Spanish' }))())).toBe(2);
    expect(loaded(spec(null)())).toBe(2);
  });

  it('cargo-master: the keyword alone reads as that text', () => {
    expect(loaded(spec(crewCard({ ability: 'Cargo Master.', keywords: ['cargo-master'] }))())).toBe(3);
  });
});
