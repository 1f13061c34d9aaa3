import { describe, expect, it } from 'vitest';
import { crewCard, shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import type { Choice, Chooser } from './choices';
import type { GameEvent } from './events';
import { type Game, perform, RuleError } from '../game';
import type { PlayerIndex } from './state';

/**
 * The decisions 001 gives a player mid-action are put to that player through `Game.choose`. Each test installs a
 * chooser that records what it was asked and answers from a script.
 */
interface Asked {
  choice: Choice;
  by: PlayerIndex;
  auto: number | number[];
}

function answering(game: Game, answers: Partial<Record<Choice['kind'], number | number[]>>): Asked[] {
  const asked: Asked[] = [];
  const chooser = (choice: Choice, by: PlayerIndex, auto: number | number[]) => {
    asked.push({ choice, by, auto });
    return answers[choice.kind] ?? auto;
  };
  game.choose = chooser as Chooser;
  return asked;
}

function coin(game: Game, value: number): number {
  return game.state.treasures.push({ value, unique: false, seenBy: [false, false] }) - 1;
}

const refusalOf = (f: () => void) => {
  try {
    f();
  } catch (err) {
    return err instanceof RuleError ? err.refusal.code : String(err);
  }
  return null;
};

describe('which mast a hit removes', () => {
  const duel = (ability = ''): TableSpec => ({
    ships: [
      { card: shipCard({ cannons: '2S', ability }), x: 5, y: 10, heading: 90 },
      { card: shipCard({ cannons: '3S-4L-2S', faction: 'Spanish' }), owner: 1, x: 5, y: 10.6, heading: 90 },
    ],
    dice: [6],
  });

  it('is the defender\'s: "your opponent has to remove one mast, but he or she gets to choose which one" (001)', () => {
    const s = duel();
    const game = table(s);
    const [a, b] = shipsOf(game, s);
    const asked = answering(game, { mast: 0 });
    perform(game, 0, { type: 'shoot', ship: a.id, target: b.id });
    // Left to herself she gives up her weakest cannon, the 4L.
    expect(asked).toEqual([{ choice: { kind: 'mast', ship: b.id, options: [0, 1, 2] }, by: 1, auto: 1 }]);
    expect(b.up).toEqual([false, true, true]);
  });

  it('is the attacker\'s with "you choose which mast is eliminated"', () => {
    const s = duel('When this ship hits another ship, you choose which mast is eliminated.');
    const game = table(s);
    const [a, b] = shipsOf(game, s);
    const asked = answering(game, { mast: 2 });
    perform(game, 0, { type: 'shoot', ship: a.id, target: b.id });
    expect(asked.map((q) => q.by)).toEqual([0]);
    expect(b.up).toEqual([true, true, false]);
  });

  it('is not asked when the hits take every mast she has, whatever the order', () => {
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '2S-2S-2S-2S-2S' }), x: 5, y: 10, heading: 90 },
        { card: shipCard({ cannons: '3S-4L-2S', faction: 'Spanish' }), owner: 1, x: 5, y: 10.6, heading: 90 },
      ],
      dice: [6, 6, 6, 6, 6],
    };
    const game = table(spec);
    const [a, b] = shipsOf(game, spec);
    const asked = answering(game, {});
    perform(game, 0, { type: 'shoot', ship: a.id, target: b.id });
    expect(asked).toEqual([]);
    expect(b.sunk).toBe(true);
  });

  it('refuses an answer that is not a standing mast', () => {
    const s = duel();
    const game = table(s);
    const [a, b] = shipsOf(game, s);
    b.up[1] = false;
    b.masts = 2;
    answering(game, { mast: 1 });
    expect(refusalOf(() => perform(game, 0, { type: 'shoot', ship: a.id, target: b.id }))).toBe('bad-choice');
  });

  it("is the owner's when her own ram costs her one (Daniel: \"The rammer loses a mast of the owner's choice\")", () => {
    const s: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '3S-3S', move: 'L' }), x: 5, y: 10, heading: 0 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, x: 5.6, y: 8.8, heading: 90 },
      ],
      rules: { ramCostsRammer: true },
      dice: [1, 1],
    };
    const game = table(s);
    const [a] = shipsOf(game, s);
    const asked = answering(game, { mast: 1, 'board-back': 0 });
    perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }] });
    expect(asked[0]).toMatchObject({ choice: { kind: 'mast', ship: a.id }, by: 0 });
    expect(a.up).toEqual([true, false]);
  });
});

describe('ram and boarding (001 "Board")', () => {
  const spec = (dice: number[]): TableSpec => ({
    ships: [
      { card: shipCard({ cannons: '3S-3S', move: 'L' }), x: 5, y: 10, heading: 0 },
      { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), crew: [crewCard({ faction: 'Spanish', points: 1 }), crewCard({ faction: 'Spanish', points: 3 })], owner: 1, x: 5.6, y: 8.8, heading: 90 },
    ],
    dice,
  });

  it('asks the rammed ship\'s owner whether to board back when the rammer did not ("either player can initiate one")', () => {
    const s = spec([]);
    const game = table(s);
    const [a, b] = shipsOf(game, s);
    const asked = answering(game, { 'board-back': 0 });
    perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }] });
    expect(asked).toEqual([{ choice: { kind: 'board-back', ship: b.id, target: a.id, options: [0, 1] }, by: 1, auto: 1 }]);
    expect(game.log!.some((e) => e.type === 'boarded')).toBe(false);
  });

  it('"The loser of the boarding party chooses which crew to eliminate"', () => {
    const s = spec([6, 1]);
    const game = table(s);
    const [a, b] = shipsOf(game, s);
    const asked = answering(game, { crew: 1 });
    perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }], board: b.id });
    expect(asked).toEqual([{ choice: { kind: 'crew', ship: b.id, options: [0, 1] }, by: 1, auto: 0 }]);
    expect(b.crew.map((c) => c.points)).toEqual([1]);
  });

  it('"the winner chooses which treasure to take after looking at the ship\'s treasure"', () => {
    const s = spec([6, 1]);
    const game = table(s);
    const [a, b] = shipsOf(game, s);
    const small = coin(game, 1);
    const big = coin(game, 5);
    b.treasure.push(small, big);
    const asked = answering(game, { loot: [small] });
    perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }], board: b.id });
    // First a treasure or a crew ("can eliminate one crew on, or take one treasure from, the other ship"), then which.
    expect(asked).toEqual([
      { choice: { kind: 'spoils', ship: a.id, from: b.id, options: [5, 6] }, by: 0, auto: 5 },
      { choice: { kind: 'loot', ship: a.id, from: b.id, options: [small, big], max: 1 }, by: 0, auto: [big] },
    ]);
    expect(a.treasure).toEqual([small]);
    // She looked at both before choosing; her opponent saw neither.
    expect(game.state.treasures[big].seenBy).toEqual([true, false]);
    const seen = game.log!.findIndex((e) => e.type === 'treasure-seen');
    expect(seen).toBeGreaterThan(game.log!.findIndex((e) => e.type === 'boarded'));
  });

  it('refuses a loot answer over the one treasure a boarding party takes', () => {
    const s = spec([6, 1]);
    const game = table(s);
    const [a, b] = shipsOf(game, s);
    const x = coin(game, 1);
    const y = coin(game, 2);
    b.treasure.push(x, y);
    answering(game, { loot: [x, y] });
    expect(refusalOf(() => perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }], board: b.id }))).toBe('bad-choice');
  });
});

describe('exploring (001 "Exploring")', () => {
  const spec = (cargo: number): TableSpec => ({
    ships: [{ card: shipCard({ cargo }), x: 5, y: 8.75, heading: 0, docked: 2 }],
    islands: [
      { x: 1.5, y: 1.5 },
      { x: 18.5, y: 18.5 },
      { x: 5, y: 8 },
    ],
    treasure: { 2: [1, 4, 2] },
  });

  it('"look at all the treasure on that island (without revealing it to the other players) and choose as much treasure as you want"', () => {
    const s = spec(2);
    const game = table(s);
    const [ship] = shipsOf(game, s);
    ship.dockedOnTurn = 0;
    const asked = answering(game, { explore: [0] });
    perform(game, 0, { type: 'explore', ship: ship.id });
    expect(asked).toEqual([{ choice: { kind: 'explore', ship: ship.id, island: 2, options: [0, 1, 2], max: 2 }, by: 0, auto: [1, 2] }]);
    expect(ship.treasure).toEqual([0]);
    expect(game.state.islands[2].treasure).toEqual([1, 2]);
    expect(game.state.treasures.map((t) => t.seenBy)).toEqual([
      [true, false],
      [true, false],
      [true, false],
    ]);
  });

  it('asks nothing of a ship with no room: she looks at the coins and takes none', () => {
    // A decision to "take up to 0" of them was put to a player on the table, her coins listed without their worth.
    const s = spec(1);
    const game = table(s);
    const [ship] = shipsOf(game, s);
    ship.dockedOnTurn = 0;
    ship.treasure.push(coin(game, 3));
    const asked = answering(game, {});
    perform(game, 0, { type: 'explore', ship: ship.id });
    expect(asked).toEqual([]);
    expect(ship.treasure).toHaveLength(1);
    expect(game.state.islands[2].treasure).toEqual([0, 1, 2]);
    expect([0, 1, 2].map((id) => game.state.treasures[id].seenBy[0])).toEqual([true, true, true]);
  });

  it('refuses the same coin twice and more coins than her hold takes', () => {
    for (const answer of [[0, 0], [0, 1, 2]]) {
      const s = spec(2);
      const game = table(s);
      const [ship] = shipsOf(game, s);
      ship.dockedOnTurn = 0;
      answering(game, { explore: answer });
      expect(refusalOf(() => perform(game, 0, { type: 'explore', ship: ship.id }))).toBe('bad-choice');
    }
  });

  it('turns the coins face up for both players when they are unloaded at home ("turn them over")', () => {
    const s: TableSpec = { ships: [{ card: shipCard({ move: 'L' }), x: 1.5, y: 3.65, heading: 0 }] };
    const game = table(s);
    const [ship] = shipsOf(game, s);
    const c = coin(game, 3);
    ship.treasure.push(c);
    perform(game, 0, { type: 'move', ship: ship.id, segments: [{ heading: 0, distance: 1.4 }] });
    expect(game.state.players[0].home).toEqual([c]);
    expect(game.state.treasures[c].seenBy).toEqual([true, true]);
    const seen = game.log!.filter((e): e is Extract<GameEvent, { type: 'treasure-seen' }> => e.type === 'treasure-seen');
    expect(seen.map((e) => e.player).sort()).toEqual([0, 1]);
  });
});
