import { describe, expect, it } from 'vitest';
import { felled, withAndWithout } from '@/tests/fixtures/abilities';
import { crewCard, shipCard, shipsOf, table, type TableSpec, treasureCard } from '@/tests/fixtures/engine';
import type { Choice, Chooser } from '../state/choices';
import { parseAbility } from '@/lib/cards/abilities/parse';
import { ignoredSentences } from './coverage';
import { type Action, checkAction, emit, type Game, perform } from '../game';
import { sink } from '../combat/combat';
import { homeGold, type Ship } from '../state/state';

/**
 * A unique treasure's text is in force on the ship carrying it (001 "Exploring": "any ability a face-up unique
 * treasure has comes into play immediately"), through the same effect records as a ship's own text, and only when
 * the engine applies all of it.
 */

// Her own island (2) holds the treasure; island 3, a move ahead of her bow, a 3-gold coin.
const spec = (ability: string): TableSpec => ({
  ships: [{ card: shipCard({ cannons: '3S', move: 'L' }), x: 5, y: 10, heading: 0, docked: 2 }, { card: shipCard(), owner: 1, x: 15, y: 15 }],
  islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 11.6 }, { x: 5, y: 8 }],
  treasure: { 3: [3] },
  unique: [{ card: treasureCard({ ability }), island: 2 }],
});

const FORGED_PAPERS = 'This ship may dock and explore a wild island using the same move action.';

/** She explores her island, taking the unique treasure; next turn she sails to dock at island 3. */
const exploreThenSail = (game: Game, [s]: Ship[]) => {
  perform(game, 0, { type: 'explore', ship: s.id });
  perform(game, 0, { type: 'end-turn' });
  perform(game, 1, { type: 'end-turn' });
  perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1.4 }] });
};

describe('unique treasure text', () => {
  it('the explorer takes the unique treasure, and its text works for her: Forged Papers explores in the move that docks her', () => {
    const coins = (game: Game, [s]: Ship[]) => s.treasure.filter((id) => !game.state.treasures[id].unique).length;
    expect(withAndWithout(FORGED_PAPERS, spec, exploreThenSail, coins)).toEqual([1, 0]);
  });

  it('the text leaves with the treasure', () => {
    const s0 = spec(FORGED_PAPERS);
    const game = table(s0);
    const [s] = shipsOf(game, s0);
    perform(game, 0, { type: 'explore', ship: s.id });
    expect(s.abilities.dockAndExplore).toBe(true);
    const paper = s.treasure.find((id) => game.state.treasures[id].unique)!;
    emit(game, { type: 'treasure-moved', ids: [paper], from: { ship: s.id }, to: { island: 2 } });
    expect(s.abilities.dockAndExplore).toBe(false);
  });

  it('a text the engine reads only in part gives her nothing, rather than the part it reads for the whole game', () => {
    const bonusAfterExplore = (ability: string) => {
      const s0 = spec(ability);
      const game = table(s0);
      const [s] = shipsOf(game, s0);
      perform(game, 0, { type: 'explore', ship: s.id });
      return s.abilities.boardingBonuses.length;
    };
    expect(bonusAfterExplore('This ship gets +1 to her boarding rolls.')).toBe(1);
    expect(bonusAfterExplore('Load this treasure face down. This ship gets +1 to her boarding rolls.')).toBe(0);
  });

  it('counts as modelled only when every sentence acts in play: a fleet-building effect means nothing on an island', () => {
    expect(ignoredSentences({ type: 'treasure', ability: FORGED_PAPERS })).toEqual([]);
    expect(ignoredSentences({ type: 'treasure', ability: 'This ship gets +1 cargo space.' })).toEqual(['This ship gets +1 cargo space']);
    expect(ignoredSentences({ type: 'ship', ability: 'This ship gets +1 cargo space.' })).toEqual([]);
    // A one-time text acts only as a unique treasure is revealed: on a ship's own card it would do nothing.
    expect(ignoredSentences({ type: 'treasure', ability: 'Eliminate one crew or mast from this ship.' })).toEqual([]);
    expect(ignoredSentences({ type: 'ship', ability: 'Eliminate one crew or mast from this ship.' })).toEqual(['Eliminate one crew or mast from this ship']);
  });
});

/**
 * One-time text, acting as the treasure is revealed aboard the ship that explored its island (../treasure/treasure-text.ts). Her crew
 * (2 and 1 points, a Ransom crew last when asked) and the enemy ship beside her (three masts) are what it can reach.
 */
describe('unique treasure text that acts once, as it is revealed', () => {
  const revealSpec = (ability: string, crew: string[] = ['', '']): TableSpec => ({
    ships: [
      { card: shipCard({ cannons: '3S-3S', move: 'L' }), crew: crew.map((c, i) => crewCard({ points: 2 - i, ability: c })), x: 5, y: 10, heading: 0, docked: 2 },
      { card: shipCard({ cannons: '3S-3S-3S' }), owner: 1, x: 15, y: 15 },
    ],
    islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 11.6 }, { x: 5, y: 8 }],
    treasure: { 3: [3] },
    unique: [{ card: treasureCard({ name: 'Curio', ability }), island: 2 }],
  });
  const explore = (game: Game, [s]: Ship[]) => void perform(game, 0, { type: 'explore', ship: s.id });
  const after = (game: Game, [s, t]: Ship[]) => ({ crew: s.crew.map((c) => c.points), masts: [s.masts, t.masts], unique: s.treasure.filter((id) => game.state.treasures[id].unique).length });

  it('reveal-crew-loss: "Eliminate the crew on this ship with the lowest point cost"', () => {
    expect(withAndWithout('Eliminate the crew on this ship with the lowest point cost.', revealSpec, explore, after)).toEqual([
      { crew: [2], masts: [2, 3], unique: 1 },
      { crew: [2, 1], masts: [2, 3], unique: 1 },
    ]);
  });

  it('reveal-crew-home: "Put this ship\'s crew on your home island": her crew go ashore at home, where a ship docked there can take them aboard again', () => {
    const text = "Put this ship's crew on your home island. Then remove Curio from the game.";
    const result = (game: Game, ships: Ship[]) => ({ ...after(game, ships), ashore: game.state.islands[0].crew.map((c) => c.points) });
    expect(withAndWithout(text, revealSpec, explore, result)).toEqual([
      { crew: [], masts: [2, 3], unique: 0, ashore: [1, 2] },
      { crew: [2, 1], masts: [2, 3], unique: 1, ashore: [] },
    ]);
  });

  it('reveal-whirlpool: into the nearest whirlpool and out of another, with its die', () => {
    const text = 'Immediately move this ship into the nearest whirlpool, and then follow the whirlpool rules for ship placement and damage.';
    const spec = (t: string): TableSpec => ({ ...revealSpec(t), terrain: [{ type: 'whirlpool', x: 8, y: 12 }, { type: 'whirlpool', x: 15, y: 5 }], dice: [5] });
    const where = (game: Game, [s]: Ship[]) => ({ nearFar: Math.hypot(s.x - 15, s.y - 5) < 3, docked: s.docked, rolled: game.log!.some((e) => e.type === 'whirlpool-rolled') });
    expect(withAndWithout(text, spec, explore, where)).toEqual([
      { nearFar: true, docked: -1, rolled: true },
      { nearFar: false, docked: 2, rolled: false },
    ]);
  });

  it('reveal-discard: "Then remove Curio from the game" takes the treasure out of the game once the rest has acted', () => {
    const text = 'Eliminate the crew on this ship with the lowest point cost. Then remove Curio from the game.';
    expect(withAndWithout(text, revealSpec, explore, after)).toEqual([
      { crew: [2], masts: [2, 3], unique: 0 },
      { crew: [2, 1], masts: [2, 3], unique: 1 },
    ]);
  });

  it('reveal-crew-loss, "Remove all crew on this ship from the game": every crew goes, and a Ransom crew leaves no gold, not being eliminated', () => {
    const text = 'Remove all crew on this ship from the game and then remove Curio from the game.';
    const spec = (t: string) => revealSpec(t, ['', 'Ransom.']);
    const result = (game: Game, ships: Ship[]) => ({ ...after(game, ships), enemyGold: homeGold(game.state, 1) });
    expect(withAndWithout(text, spec, explore, result)).toEqual([
      { crew: [], masts: [2, 3], unique: 0, enemyGold: 0 },
      { crew: [2, 1], masts: [2, 3], unique: 1, enemyGold: 0 },
    ]);
  });

  it('reveal-crew-or-mast: a crew when she has one, a mast when she has none, and her owner may give up the mast instead', () => {
    const text = 'Eliminate one crew or mast from this ship.';
    expect(withAndWithout(text, revealSpec, explore, after)).toEqual([
      { crew: [2], masts: [2, 3], unique: 1 },
      { crew: [2, 1], masts: [2, 3], unique: 1 },
    ]);
    expect(withAndWithout(text, (t) => revealSpec(t, []), explore, after)).toEqual([
      { crew: [], masts: [1, 3], unique: 1 },
      { crew: [], masts: [2, 3], unique: 1 },
    ]);
    const s0 = revealSpec(text);
    const game = table(s0);
    const ships = shipsOf(game, s0);
    const asked: Choice[] = [];
    game.choose = ((choice: Choice, _by: number, auto: number | number[]) => (asked.push(choice), choice.kind === 'crew-or-mast' ? 1 : auto)) as Chooser;
    explore(game, ships);
    // The island holds no coin, only Curio, which comes aboard without asking: exploring asks nothing.
    expect(asked.map((c) => c.kind)).toEqual(['crew-or-mast', 'mast']);
    expect(after(game, ships)).toEqual({ crew: [2, 1], masts: [1, 3], unique: 1 });
  });

  it('reveal-mast-every-ship: "When revealed, eliminate one mast from every ship in play", hers and the enemy\'s', () => {
    expect(withAndWithout('When revealed, eliminate one mast from every ship in play.', revealSpec, explore, after)).toEqual([
      { crew: [2, 1], masts: [1, 2], unique: 1 },
      { crew: [2, 1], masts: [2, 3], unique: 1 },
    ]);
  });

  it('reveal-idle: "This ship may not be given an action the turn after loading Curio": her owner\'s next turn, and only that one', () => {
    const text = 'This ship may not be given an action the turn after loading Curio.';
    const sail = (ship: Ship): Action => ({ type: 'move', ship: ship.id, segments: [{ heading: 0, distance: 1 }] });
    const refusals = (game: Game, [s]: Ship[]) => {
      perform(game, 0, { type: 'end-turn' });
      perform(game, 1, { type: 'end-turn' });
      const next = checkAction(game.state, 0, sail(s))?.code ?? null;
      perform(game, 0, { type: 'end-turn' });
      perform(game, 1, { type: 'end-turn' });
      return [next, checkAction(game.state, 0, sail(s))?.code ?? null];
    };
    expect(withAndWithout(text, revealSpec, explore, refusals)).toEqual([['restricted', null], [null, null]]);
  });

  it('reveal-value: worth a die roll, or 6 less her crew, as it is loaded', () => {
    const value = (game: Game, [s]: Ship[]) => s.treasure.filter((id) => game.state.treasures[id].unique).map((id) => game.state.treasures[id].value);
    const rolled = (t: string) => ({ ...revealSpec(t), dice: [5] });
    expect(withAndWithout('After loading Curio, roll a d6; Curio is worth gold equal to the result.', rolled, explore, value)).toEqual([[5], [0]]);
    const rum = "Curio is worth gold equal to 6 minus the number of this ship's crew when Curio was loaded.";
    expect(withAndWithout(rum, revealSpec, explore, value)).toEqual([[4], [0]]);
    expect(withAndWithout(rum, (t) => revealSpec(t, []), explore, value)).toEqual([[6], [0]]);
  });

  it('sink-return: "If this ship sinks, dock it fully repaired at its home island, then remove Curio from the game": crew and cargo go down, the ship comes home', () => {
    const text = 'If this ship sinks, dock it fully repaired at its home island, then remove Curio from the game.';
    const sunkThere = (game: Game, [s]: Ship[]) => {
      explore(game, [s]);
      emit(game, { type: 'mast', ship: s.id, mast: 0, up: false });
      sink(game, s, 1);
    };
    const fate = (game: Game, [s]: Ship[]) => ({ sunk: s.sunk, masts: s.masts, docked: s.docked, crew: s.crew.length, treasure: s.treasure.length, returns: s.abilities.sinkReturns });
    expect(withAndWithout(text, revealSpec, sunkThere, fate)).toEqual([
      { sunk: false, masts: 2, docked: 0, crew: 0, treasure: 0, returns: false },
      { sunk: true, masts: 1, docked: -1, crew: 0, treasure: 0, returns: false },
    ]);
  });

  it('reveal-charts: every wild island marked explored for her, and a look at the coins of the island with most she has not seen', () => {
    const text = 'When this treasure is revealed, mark all wild islands as explored and choose any wild island and look at all the face down treasure on that island.';
    const known = (game: Game) => ({ explored: game.state.islands.map((i) => i.explored[0]), seen: game.state.islands[3].treasure.map((id) => game.state.treasures[id].seenBy[0]) });
    expect(withAndWithout(text, revealSpec, explore, known)).toEqual([
      { explored: [false, false, true, true], seen: [true] },
      { explored: [false, false, true, false], seen: [false] },
    ]);
  });

  it('reveal-volcano: a random coin left on the island gone, and a random crew of every ship docked there', () => {
    const text = 'When revealed, eliminate one random treasure from the island and one random crew from every ship docked at the island.';
    const spec = (ability: string): TableSpec => {
      const base = revealSpec(ability);
      // A hold of three, two filled by her crew: she takes the 3 and leaves the 1 and the 2.
      base.ships[0] = { ...base.ships[0], card: shipCard({ cannons: '3S-3S', move: 'L', cargo: 3 }) };
      return { ...base, treasure: { 2: [1, 2, 3] }, dice: [1, 1] };
    };
    const left = (game: Game, [s]: Ship[]) => ({ coins: game.state.islands[2].treasure.filter((id) => !game.state.treasures[id].unique).length, crew: s.crew.length });
    expect(withAndWithout(text, spec, explore, left)).toEqual([{ coins: 1, crew: 1 }, { coins: 2, crew: 2 }]);
  });

  it('reveal-wild-face-up: "When revealed, turn all treasure on all wild islands face up for the remainder of the game", to both players', () => {
    const text = 'When revealed, turn all treasure on all wild islands face up for the remainder of the game. Remove Curio from the game.';
    const faces = (game: Game, [s]: Ship[]) => ({ island3: game.state.islands[3].treasure.map((id) => game.state.treasures[id].seenBy), unique: s.treasure.length });
    expect(withAndWithout(text, revealSpec, explore, faces)).toEqual([
      { island3: [[true, true]], unique: 0 },
      { island3: [[false, false]], unique: 1 },
    ]);
    expect(parseAbility('Remove all crew on this ship from the game.')[0].effects).toEqual([]);
  });

  it('reveal-crew-cull and reveal-value by crew: "roll a d6 for each crew on the ship. On a result of 1, that crew is eliminated. Curio is worth gold equal to the crew remaining"', () => {
    const text = 'Once after revealing, roll a d6 for each crew on the ship. On a result of 1, that crew is eliminated. Curio is worth gold equal to the crew remaining on the ship after all dice are rolled.';
    const spec = (t: string) => ({ ...revealSpec(t), dice: [1, 4] });
    const after = (game: Game, [s]: Ship[]) => ({ crew: s.crew.map((c) => c.points), worth: s.treasure.map((id) => game.state.treasures[id].value) });
    expect(withAndWithout(text, spec, explore, after)).toEqual([{ crew: [1], worth: [1] }, { crew: [2, 1], worth: [0] }]);
  });

  it('lose-crew rows of a roll as her turn begins: "On a result of 6, eliminate the crew on this ship with the highest point cost"', () => {
    const text = 'Once at the beginning of each of your turns, roll a d6. On a result of 6, eliminate the crew on this ship with the highest point cost.';
    const nextTurn = (game: Game, ships: Ship[]) => {
      explore(game, ships);
      perform(game, 0, { type: 'end-turn' });
      perform(game, 1, { type: 'end-turn' });
    };
    const crew = (_: Game, [s]: Ship[]) => s.crew.map((c) => c.points);
    expect(withAndWithout(text, (t) => ({ ...revealSpec(t), dice: [6] }), nextTurn, crew)).toEqual([[1], [2, 1]]);
    expect(withAndWithout(text, (t) => ({ ...revealSpec(t), dice: [5] }), nextTurn, crew)).toEqual([[2, 1], [2, 1]]);
  });

  it('stays-if-whole and reveal-repair-all: Trees stays on the island for a ship with all her masts, and fully repairs one without', () => {
    const text = 'Curio may remain face-down on its island if the ship that explores that island has all of its masts. When Curio is revealed, fully repair this ship, and then remove Curio from the game.';
    const after = (game: Game, [s]: Ship[]) => ({ masts: s.masts, aboard: s.treasure.length, onIsland: game.state.islands[2].treasure.length });
    expect(withAndWithout(text, revealSpec, explore, after)).toEqual([{ masts: 2, aboard: 0, onIsland: 1 }, { masts: 2, aboard: 1, onIsland: 0 }]);
    expect(withAndWithout(text, revealSpec, explore, after, felled(0, 1))).toEqual([{ masts: 2, aboard: 0, onIsland: 0 }, { masts: 1, aboard: 1, onIsland: 0 }]);
  });

  it('stays-on-island and reveal-idle by crew: Natives keeps her idle one turn of hers for each crew aboard, and stays for the next explorer', () => {
    const text = 'The ship that reveals Curio may not be given actions for a number of rounds equal to number of crew on her when Curio is revealed. Leave Curio face down on its island.';
    const turns = (game: Game, [s]: Ship[]) => {
      const codes: (string | null)[] = [];
      for (let k = 0; k < 3; k++) {
        perform(game, 0, { type: 'end-turn' });
        perform(game, 1, { type: 'end-turn' });
        codes.push(checkAction(game.state, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1 }] })?.code ?? null);
      }
      return { codes, onIsland: game.state.islands[2].treasure.length };
    };
    expect(withAndWithout(text, revealSpec, explore, turns)).toEqual([
      { codes: ['restricted', 'restricted', null], onIsland: 1 },
      { codes: [null, null, null], onIsland: 0 },
    ]);
  });

  it('no-shooting and repair-discards: Wet Gunpowder keeps her from shooting until a repair action throws it out', () => {
    const text = 'This ship cannot be given shoot actions. Curio cannot be unloaded from this ship, but you may give this ship a repair action to eliminate Curio instead of repairing a mast.';
    const spec = (t: string): TableSpec => {
      const base = revealSpec(t);
      // Docked at her home island, where she repairs, with the unique treasure lying there to be taken aboard.
      base.islands = [{ x: 5, y: 11.6 }, { x: 18.5, y: 18.5 }, { x: 12, y: 12 }, { x: 5, y: 8 }];
      base.ships[0] = { ...base.ships[0], docked: 0 };
      return base;
    };
    const aboard = (game: Game, [s]: Ship[]) => {
      const id = game.state.treasures.findIndex((t) => t.unique);
      const island = game.state.islands.findIndex((isl) => isl.treasure.includes(id));
      emit(game, { type: 'treasure-moved', ids: [id], from: { island }, to: { ship: s.id } });
    };
    const shootRepairShoot = (game: Game, [s, t]: Ship[]) => {
      const fire: Action = { type: 'shoot', ship: s.id, target: t.id };
      const before = checkAction(game.state, 0, fire)?.code ?? null;
      const repaired = checkAction(game.state, 0, { type: 'repair', ship: s.id })?.code ?? null;
      if (!repaired) perform(game, 0, { type: 'repair', ship: s.id });
      return { before, repaired, noShooting: s.abilities.noShooting, aboard: s.treasure.length };
    };
    expect(withAndWithout(text, spec, () => {}, shootRepairShoot, aboard)).toEqual([
      { before: 'restricted', repaired: null, noShooting: false, aboard: 0 },
      { before: 'out-of-range', repaired: 'nothing-to-repair', noShooting: false, aboard: 1 },
    ]);
  });

  it('reveal-island-gold-loss: "Roll a d6. On a result of 1, all gold on this island is removed from the game"', () => {
    const text = 'Roll a d6. On a result of 1, all gold on this island is removed from the game. Then remove Curio from the game.';
    // A hold of three, two filled by her crew: she takes the 3, and the 1 and the 2 stay behind.
    const spec = (die: number) => (t: string): TableSpec => ({ ...revealSpec(t), treasure: { 2: [3, 2, 1], 3: [3] }, dice: [die] });
    const left = (game: Game) => game.state.islands[2].treasure.length;
    expect(withAndWithout(text, spec(1), explore, left)).toEqual([0, 2]);
    expect(withAndWithout(text, spec(2), explore, left)).toEqual([2, 2]);
  });

  it('reveal-swap: "Swap Curio with one face-down treasure on any other wild island", the coin drawn at random', () => {
    const text = 'Swap Curio with one face-down treasure on any other wild island.';
    const after = (game: Game, [s]: Ship[]) => ({ aboard: s.treasure.map((id) => (game.state.treasures[id].unique ? 'curio' : game.state.treasures[id].value)), island3: game.state.islands[3].treasure.length });
    // Her two crew leave a space in her hold of three for the coin.
    const spec = (t: string): TableSpec => ({ ...revealSpec(t), ships: [{ ...revealSpec(t).ships[0], card: shipCard({ cannons: '3S-3S', move: 'L', cargo: 3 }) }, revealSpec(t).ships[1]], dice: [1] });
    expect(withAndWithout(text, spec, explore, after)).toEqual([{ aboard: [3], island3: 1 }, { aboard: ['curio'], island3: 1 }]);
  });

  it('full-hold-roll: "When this ship has reached her cargo capacity, roll a d6. Replace the value of each non-unique treasure on this ship with the result"', () => {
    const text = 'This treasure takes up one cargo space. When this ship has reached her cargo capacity, roll a d6. Replace the value of each non-unique treasure on this ship with the result. Then remove Curio from the game.';
    // A hold of three: her crew and the treasure leave room for one coin, which fills it, and the die (a 5) is rolled.
    const spec = (t: string): TableSpec => ({
      ...revealSpec(t, ['']),
      ships: [{ ...revealSpec(t, ['']).ships[0], card: shipCard({ cannons: '3S-3S', move: 'L', cargo: 3 }) }, revealSpec(t).ships[1]],
      treasure: { 2: [1, 1], 3: [3] },
      dice: [5],
    });
    const after = (game: Game, [s]: Ship[]) => ({ values: s.treasure.filter((id) => !game.state.treasures[id].unique).map((id) => game.state.treasures[id].value), unique: s.treasure.length - s.treasure.filter((id) => !game.state.treasures[id].unique).length });
    expect(withAndWithout(text, spec, explore, after)).toEqual([{ values: [5], unique: 0 }, { values: [1, 1], unique: 1 }]);
  });

  it('reveal-dock-poorest: "Immediately dock this ship at the wild island with the fewest treasure coins on it"', () => {
    const text = 'Immediately dock this ship at the wild island with the fewest treasure coins on it. If there is a tie, your opponent chooses which tied island this ship docks at.';
    // Island 4 holds one coin, island 3 three, and her own island is left with two once she has taken two.
    const spec = (t: string): TableSpec => ({ ...revealSpec(t, []), islands: [...revealSpec(t).islands!, { x: 15, y: 5 }], treasure: { 2: [3, 3, 2, 2, 2], 3: [1, 1, 1], 4: [1] } });
    const docked = (_: Game, [s]: Ship[]) => s.docked;
    expect(withAndWithout(text, spec, explore, docked)).toEqual([4, 2]);
  });

  it('reveal-natives-cull, load-one-more and natives-leave: Savage Natives takes a crew by the die, lets her load one coin, stays and sends her off', () => {
    const text = 'When revealed, roll a d6. On a result of 1-3, eliminate the crew on this ship that has the lowest point value; on a 4-6, eliminate the crew that has the highest point value. Then this ship can load one more treasure (only). Then put Curio face down on the island; this ship must leave the island on your next turn.';
    const spec = (die: number) => (t: string): TableSpec => ({ ...revealSpec(t), ships: [{ ...revealSpec(t).ships[0], card: shipCard({ cannons: '3S-3S', move: 'L', cargo: 5 }) }, revealSpec(t).ships[1]], treasure: { 2: [3, 2, 1] }, dice: [die] });
    const after = (game: Game, [s]: Ship[]) => ({
      crew: s.crew.map((c) => c.points),
      coins: s.treasure.length,
      onIsland: game.state.islands[2].treasure.filter((id) => game.state.treasures[id].unique).length,
      mustLeave: s.mustLeave,
    });
    expect(withAndWithout(text, spec(5), explore, after)).toEqual([
      { crew: [1], coins: 1, onIsland: 1, mustLeave: true },
      { crew: [2, 1], coins: 4, onIsland: 0, mustLeave: false },
    ]);
    expect(withAndWithout(text, spec(2), explore, (g, ships) => after(g, ships).crew)).toEqual([[2], [2, 1]]);
  });

  it('cursed-immune: "Cursed ships and crew are not affected", so Cursed Natives spares a Cursed ship', () => {
    const text = 'When revealed, roll a d6. On a result of 1-3, eliminate the crew on this ship that has the lowest point value; on a 4-6, eliminate the crew that has the highest point value. Then this ship can load one more treasure (only). Cursed ships and crew are not affected.';
    const cursed = (t: string): TableSpec => {
      const base = revealSpec(t);
      base.ships[0] = { ...base.ships[0], card: shipCard({ cannons: '3S-3S', move: 'L', cargo: 5, faction: 'Cursed' }), crew: [crewCard({ faction: 'Cursed', points: 2 }), crewCard({ faction: 'Cursed', points: 1 })] };
      return { ...base, treasure: { 2: [3, 2, 1] }, dice: [5] };
    };
    const after = (_: Game, [s]: Ship[]) => ({ crew: s.crew.length, aboard: s.treasure.length });
    expect(withAndWithout(text, cursed, explore, after)).toEqual([{ crew: 2, aboard: 4 }, { crew: 2, aboard: 4 }]);
    expect(withAndWithout(text, (t) => ({ ...revealSpec(t), ships: [{ ...revealSpec(t).ships[0], card: shipCard({ cannons: '3S-3S', move: 'L', cargo: 5 }) }, revealSpec(t).ships[1]], treasure: { 2: [3, 2, 1] }, dice: [5] }), explore, after)).toEqual([
      { crew: 1, aboard: 2 },
      { crew: 2, aboard: 4 },
    ]);
  });

  it('acts once: carried on to another ship, it does nothing again', () => {
    const s0 = revealSpec('Eliminate the crew on this ship with the lowest point cost.');
    const game = table(s0);
    const [s, t] = shipsOf(game, s0);
    explore(game, [s, t]);
    const curio = s.treasure.find((id) => game.state.treasures[id].unique)!;
    emit(game, { type: 'treasure-moved', ids: [curio], from: { ship: s.id }, to: { ship: t.id } });
    expect(s.crew.map((c) => c.points)).toEqual([2]);
    expect(t.treasure).toContain(curio);
  });
});

/**
 * Text that acts as she unloads at home (../treasure/treasure-text.ts `beforeUnload`): she explores island 2 (coins 3 and 1 and
 * the unique treasure), and next turn docks at her home a move ahead of her bow.
 */
describe('unique treasure text that acts as she unloads', () => {
  const unloadSpec = (ability: string): TableSpec => ({
    ships: [{ card: shipCard({ cannons: '3S-3S', move: 'L' }), x: 5, y: 10, heading: 0, docked: 2 }, { card: shipCard(), owner: 1, x: 15, y: 15 }],
    islands: [{ x: 5, y: 8 }, { x: 18.5, y: 18.5 }, { x: 5, y: 11.6 }],
    treasure: { 2: [3, 1] },
    unique: [{ card: treasureCard({ name: 'Curio', ability }), island: 2 }],
  });
  const exploreThenUnload = (game: Game, [s]: Ship[]) => {
    perform(game, 0, { type: 'explore', ship: s.id });
    perform(game, 0, { type: 'end-turn' });
    perform(game, 1, { type: 'end-turn' });
    perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1.4 }] });
  };
  const result = (game: Game, [s]: Ship[]) => ({ home: homeGold(game.state, 0), curioAboard: s.treasure.some((id) => game.state.treasures[id].unique) });

  it('unload-penalty and stays-aboard: "Each non-unique treasure on this ship is worth 1 fewer gold when unloaded. Curio cannot be unloaded."', () => {
    expect(withAndWithout('Each non-unique treasure on this ship is worth 1 fewer gold when unloaded. Curio cannot be unloaded.', unloadSpec, exploreThenUnload, result)).toEqual([
      { home: 2, curioAboard: true },
      { home: 4, curioAboard: true },
    ]);
  });

  it('unload-double, "one non-unique treasure ... and then remove Curio from the game": the best coin doubled, once, and then the treasure is gone', () => {
    const text = 'Double the value of one non-unique treasure on this ship when unloaded at your home island or fort, and then remove Curio from the game.';
    expect(withAndWithout(text, unloadSpec, exploreThenUnload, result)).toEqual([
      { home: 7, curioAboard: false },
      { home: 4, curioAboard: true },
    ]);
  });

  it('takes-cargo and unload-double at every docking home: Jade fills a space of her hold, and doubles her least coin each time she docks', () => {
    const text = 'Curio takes up one cargo space, and you may choose not to unload it. Whenever this ship docks at your home island, double the gold value of the treasure with the lowest gold value on this ship.';
    // A hold of three: with the treasure in one space she takes the 3 and the 2 (then the 2 doubled); without, all three.
    const spec = (t: string): TableSpec => ({ ...unloadSpec(t), treasure: { 2: [3, 2, 1] } });
    expect(withAndWithout(text, spec, exploreThenUnload, result)).toEqual([
      { home: 7, curioAboard: true },
      { home: 6, curioAboard: true },
    ]);
    const loaded = (game: Game, [s]: Ship[]) => s.treasure.filter((id) => !game.state.treasures[id].unique).length;
    expect(withAndWithout(text, spec, (game, ships) => void perform(game, 0, { type: 'explore', ship: ships[0].id }), loaded)).toEqual([2, 3]);
  });

  it('discard-at-home and a lose-crew row: Scurvy takes a crew on a 4-6 as her turn begins, and leaves the game when she docks at home', () => {
    const text = 'Roll a d6 at the beginning of each of your turns. On results of 4-6, eliminate a crew on this ship. Remove Curio from the game when this ship docks at her home island.';
    const spec = (t: string): TableSpec => {
      const base = unloadSpec(t);
      // Two crew fill two of her three spaces: she takes the 3 and leaves the 1.
      base.ships[0] = { ...base.ships[0], crew: [crewCard(), crewCard()] };
      return { ...base, dice: [4] };
    };
    const after = (game: Game, [s]: Ship[]) => ({ crew: s.crew.length, ...result(game, [s]) });
    expect(withAndWithout(text, spec, exploreThenUnload, after)).toEqual([
      { crew: 1, home: 3, curioAboard: false },
      { crew: 2, home: 3, curioAboard: true },
    ]);
  });

  it('unload-double, "the treasure with the lowest gold value": of the gold she unloads; its "then remove" waits for the unloading, not the reveal', () => {
    const text = 'When this ship unloads gold at your home island, double the gold value of the treasure with the lowest gold value on this ship. Then remove Curio from the game.';
    const afterExplore = (game: Game, [s]: Ship[]) => {
      perform(game, 0, { type: 'explore', ship: s.id });
      return s.treasure.some((id) => game.state.treasures[id].unique);
    };
    expect(withAndWithout(text, unloadSpec, () => {}, afterExplore)).toEqual([true, true]);
    expect(withAndWithout(text, unloadSpec, exploreThenUnload, result)).toEqual([
      { home: 5, curioAboard: false },
      { home: 4, curioAboard: true },
    ]);
  });
});

