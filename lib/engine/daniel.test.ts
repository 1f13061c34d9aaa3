import { describe, expect, it } from 'vitest';
import { rulesetOf } from '@/lib/rules/registry';
import { crewCard, shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { checkAction, perform, score } from './game';
import { overlapsAny } from './hull/hull';
import type { GameState } from './state/state';

/** Daniel's House Rules (000), situation by situation, each with the sentence it plays. */
const daniel = rulesetOf('daniel-house').play!.rules;

const coin = (state: GameState, value: number, seenBy: [boolean, boolean] = [false, false]) => state.treasures.push({ value, unique: false, seenBy }) - 1;

describe("Daniel's House Rules (000)", () => {
  it('"Placing Crew": "place all of them face-up next to the player\'s purchasable Ships", the starting ship\'s crew too', () => {
    const helmsman = crewCard({ ability: 'Helmsman', keywords: ['helmsman'] });
    const spec: TableSpec = { ships: [{ card: shipCard({ points: 5 }), crew: [helmsman], x: 5, y: 5 }, { card: shipCard({ faction: 'Spanish' }), owner: 1, x: 15, y: 15 }], rules: daniel };
    const game = table(spec);
    const [s] = shipsOf(game, spec);
    expect(s.inPlay).toBe(true);
    expect(s.crew).toEqual([]);
    expect(s.abilities.moveBonuses).toEqual([]);
    expect(game.state.players[0].yardCrew.map((c) => c.cardId)).toEqual([helmsman.id]);
  });

  describe('"Ramming"', () => {
    const spec: TableSpec = {
      ships: [
        // One mast: the ram's cost leaves her derelict where she rammed.
        { card: shipCard({ cannons: '3S', move: 'L' }), x: 5, y: 10, heading: 0 },
        { card: shipCard({ cannons: '3S-3S', move: 'L+S', faction: 'Spanish' }), owner: 1, x: 5.6, y: 8.8, heading: 90 },
      ],
      rules: daniel,
      dice: [6, 1, 6, 1],
    };
    const ramming = { heading: 0, distance: 1.4 };

    it('"The rammed player cannot move until the ramming Ship moves away or is destroyed": a derelict rammer still holds her', () => {
      const game = table(spec);
      const [a, b] = shipsOf(game, spec);
      perform(game, 0, { type: 'move', ship: a.id, segments: [ramming] });
      expect(a.masts).toBe(0);
      expect(b.pinnedBy).toBe(a.id);
      perform(game, 0, { type: 'end-turn' });
      expect(checkAction(game.state, 1, { type: 'move', ship: b.id, segments: [{ heading: 90, distance: 1.4 }, { heading: 90, distance: 1 }] })).toMatchObject({ code: 'pinned' });
    });

    it('has no boarding party: the rammer takes nothing, whatever she asks and whatever the dice', () => {
      const game = table(spec);
      const [a, b] = shipsOf(game, spec);
      b.treasure.push(coin(game.state, 4));
      perform(game, 0, { type: 'move', ship: a.id, segments: [ramming], board: b.id });
      expect(game.log!.some((e) => e.type === 'boarded')).toBe(false);
      expect(b.treasure).toHaveLength(1);
    });

    it('does not end the game when the rammer\'s fleet can no longer move: only emptied wild islands end it', () => {
      const game = table(spec);
      const [a] = shipsOf(game, spec);
      perform(game, 0, { type: 'move', ship: a.id, segments: [ramming] });
      perform(game, 0, { type: 'end-turn' });
      expect(game.state.over).toBe(false);
    });
  });

  it('"Once all of the Treasure on all Wild Islands has been claimed, the game is over": at the scavenge that claims it', () => {
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '3S', cargo: 2 }), x: 18.5, y: 2.25, heading: 0, docked: 2 },
        { card: shipCard({ faction: 'Spanish' }), owner: 1, x: 15, y: 15 },
      ],
      rules: daniel,
    };
    const game = table(spec);
    const [s] = shipsOf(game, spec);
    perform(game, 0, { type: 'scavenge', ship: s.id });
    expect(s.treasure).toHaveLength(1);
    expect(game.state.over).toBe(true);
    expect(game.state.endReason).toBe('wild-islands-empty');
  });

  it('"Mix these pieces together face down": a scavenger takes a coin at random, not the one she would want', () => {
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '3S', cargo: 2 }), x: 18.5, y: 2.25, heading: 0, docked: 2 },
        { card: shipCard({ faction: 'Spanish' }), owner: 1, x: 15, y: 15 },
      ],
      rules: daniel,
      treasure: { 2: [1, 9, 2] },
      // The die that picks among the island's three coins (fixed dice read a d6 face, so 1 picks the first).
      dice: [1],
    };
    const game = table(spec);
    const [s] = shipsOf(game, spec);
    perform(game, 0, { type: 'scavenge', ship: s.id });
    expect(s.treasure.map((t) => game.state.treasures[t].value)).toEqual([1]);
    expect(game.state.treasures[s.treasure[0]].seenBy[0]).toBe(true);
  });

  it('"Ships that are sunk to the depths are returned to the Shipyard, and are re-purchasable"', () => {
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '3S', seaCreature: true }), x: 5, y: 5 },
        { card: shipCard({ cannons: '3S', points: 4, faction: 'Spanish' }), owner: 1, x: 5.6, y: 5.4, heading: 90 },
      ],
      rules: daniel,
      dice: [6],
    };
    const game = table(spec);
    const [a, b] = shipsOf(game, spec);
    b.up[0] = false;
    b.masts = 0;
    perform(game, 0, { type: 'shoot', ship: a.id, target: b.id });
    expect([b.sunk, b.inPlay, b.masts]).toEqual([false, false, 1]);
    perform(game, 0, { type: 'end-turn' });
    game.state.players[1].home.push(coin(game.state, 5));
    perform(game, 1, { type: 'buy', ship: b.id });
    expect([b.inPlay, b.docked]).toEqual([true, 1]);
    // "They cannot take an action until the next turn": refused for that, not for actions she was never given.
    expect(checkAction(game.state, 1, { type: 'move', ship: b.id, segments: [{ heading: 0, distance: 1 }] })?.message).toBe(`${b.name} was bought this turn: a ship bought "cannot take an action until the next turn" (000).`);
  });

  it('"Ships that are purchased are first spawned at the player\'s Home Island with their bow touching the island", clear of a ship lying there', () => {
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '3S', points: 3 }), x: 15, y: 15 },
        { card: shipCard({ cannons: '3S-3S', points: 4 }), x: 15, y: 3 },
        { card: shipCard({ faction: 'Spanish' }), owner: 1, x: 3, y: 15 },
      ],
      rules: daniel,
    };
    const buyOn = (blocked: boolean) => {
      const game = table(spec);
      const [first, yard] = shipsOf(game, spec);
      game.state.players[0].home.push(coin(game.state, 5));
      if (blocked) {
        // The first ship lies where the bought one would otherwise be set.
        const probe = table(spec);
        const [, bought] = shipsOf(probe, spec);
        probe.state.players[0].home.push(coin(probe.state, 5));
        perform(probe, 0, { type: 'buy', ship: bought.id });
        Object.assign(first, { x: bought.x, y: bought.y, heading: bought.heading });
      }
      perform(game, 0, { type: 'buy', ship: yard.id });
      return { game, yard };
    };
    const { game, yard } = buyOn(true);
    const home = game.state.islands.find((i) => i.home === 0)!;
    expect(Math.hypot(yard.x - home.x, yard.y - home.y)).toBeCloseTo(home.r, 6);
    expect(overlapsAny(yard, game.state.ships, game.state.islands)).toBe(false);
  });

  it('scores "their value + 1" for unspent treasure only: spent coins count at face value (3 and 2 home, the 3 spent: 6)', () => {
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ points: 2 }), x: 5, y: 5 },
        { card: shipCard({ points: 3 }), x: 7, y: 5 },
        { card: shipCard({ faction: 'Spanish' }), owner: 1, x: 15, y: 15 },
      ],
      rules: daniel,
    };
    const game = table(spec);
    const [, yard] = shipsOf(game, spec);
    expect(yard.inPlay).toBe(false);
    const three = coin(game.state, 3);
    const two = coin(game.state, 2);
    const p = game.state.players[0];
    p.home.push(three, two);
    perform(game, 0, { type: 'buy', ship: yard.id });
    // The fewest coins that pay, so the most coins keep their +1: the 3 alone.
    expect(game.log!.at(-1)).toMatchObject({ type: 'bought', gold: 3, coins: [three] });
    expect([p.spent, p.home]).toEqual([[three], [two]]);
    expect(score(game.state, 0)).toBe(6);
    // "Gold that is spent on Ships or Crew are flipped over to reveal their value"; the stash stays secret.
    expect(game.state.treasures[three].seenBy).toEqual([true, true]);
    expect(game.state.treasures[two].seenBy).toEqual([false, false]);
  });

  it('keeps gold unloaded at home "secret" from the other player until it is spent or the game ends', () => {
    const spec: TableSpec = { ships: [{ card: shipCard({ move: 'L' }), x: 1.5, y: 3.65, heading: 0 }, { card: shipCard({ faction: 'Spanish' }), owner: 1, x: 15, y: 15 }], rules: daniel };
    const game = table(spec);
    const [s] = shipsOf(game, spec);
    const c = coin(game.state, 3, [true, false]);
    s.treasure.push(c);
    perform(game, 0, { type: 'move', ship: s.id, segments: [{ heading: 0, distance: 1.4 }] });
    expect(game.state.players[0].home).toEqual([c]);
    expect(game.state.treasures[c].seenBy).toEqual([true, false]);
  });

  it('"When a Ship ends it\'s move with its bow touching a derelict Ship, that derelict may be towed": her bow against the derelict\'s side', () => {
    // The derelict lies across the tug's course, her bow well to the east: the tug's bow meets her amidships.
    const spec = (rules: TableSpec['rules']): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S-3S', move: 'L' }), x: 5, y: 8.6, heading: 0 },
        { card: shipCard({ cannons: '3S-3S-3S', faction: 'Spanish' }), owner: 1, x: 6.2, y: 7, heading: 90 },
      ],
      rules,
    });
    const towed = (rules: TableSpec['rules']) => {
      const game = table(spec(rules));
      const [tug, wreck] = shipsOf(game, spec(rules));
      for (const s of game.state.ships) s.inPlay = true;
      wreck.up = wreck.up.map(() => false);
      wreck.masts = 0;
      const x = wreck.x - wreck.length / 2;
      tug.x = x;
      perform(game, 0, { type: 'move', ship: tug.id, segments: [{ heading: 0, distance: 1.4 }], tow: wreck.id });
      return wreck.towedBy === tug.id;
    };
    expect(towed(daniel)).toBe(true);
    // 001 "Tow" asks for the derelict's bow: against her side the official tug cannot take her.
    expect(towed(rulesetOf('official').play!.rules)).toBe(false);
  });

  it('"Towing can be terminated at any time, at which time the towed Ship is left where it was" (a free action)', () => {
    const spec = (rules: TableSpec['rules']): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S' }), x: 5, y: 8.4, heading: 0 },
        { card: shipCard({ cannons: '3S', faction: 'Spanish' }), owner: 1, x: 5, y: 7, heading: 180 },
      ],
      rules,
    });
    const game = table(spec(daniel));
    const [tug, wreck] = shipsOf(game, spec(daniel));
    for (const s of game.state.ships) s.inPlay = true;
    tug.towing = wreck.id;
    wreck.towedBy = tug.id;
    const where = [wreck.x, wreck.y];
    perform(game, 0, { type: 'drop-tow', ship: tug.id });
    expect([tug.towing, wreck.towedBy, tug.actions]).toEqual([-1, -1, 0]);
    expect([wreck.x, wreck.y]).toEqual(where);
    const official = table(spec({}));
    const [tug2, wreck2] = shipsOf(official, spec({}));
    tug2.towing = wreck2.id;
    expect(checkAction(official.state, 0, { type: 'drop-tow', ship: tug2.id })).toMatchObject({ code: 'not-allowed-by-rules' });
  });
});
