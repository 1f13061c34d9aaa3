import { describe, expect, it } from 'vitest';
import { currentAbilities } from '@/lib/engine/abilities/abilities';
import { perform } from '@/lib/engine/game';
import { crewCard, shipCard, shipsOf, table, type TableSpec, treasureCard } from '@/tests/fixtures/engine';
import { seededDice } from '@/lib/engine/core/dice';
import { OFFICIAL_PLAY } from '@/lib/engine/core/play-rules';
import { createGame } from '@/lib/engine/setup/setup';
import type { Fleet } from '@/lib/fleet/fleet';
import { officialPolicy } from '@/lib/rules/official';
import { describeChoice } from './describe';
import type { PiratesState } from './state';
import { choiceFor, redactEvent, shownGame, tableAsState, treasureLabel, viewOf } from './view';
import type { PiratesEvent } from './state';
import { piratesGame } from './game';

describe('the table as each seat sees it', () => {
  it('shows a unique treasure face up with its text to both seats and a spectator, and the browser\'s copy compiles it as the server does', () => {
    const text = 'This ship may dock and explore a wild island using the same move action.';
    const spec: TableSpec = {
      ships: [{ card: shipCard({ cannons: '3S', move: 'L' }), x: 5, y: 10, heading: 0, docked: 2 }, { card: shipCard(), owner: 1, x: 15, y: 15 }],
      islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 11.6 }],
      unique: [{ card: treasureCard({ name: 'Forged Papers', ability: text }), island: 2 }],
    };
    const game = table(spec);
    const [s] = shipsOf(game, spec);
    // On its island it lies face down among the coins (001 "Placing Treasure"): no one knows it is there.
    const lying = game.state.islands[2].treasure.find((t) => game.state.treasures[t].unique)!;
    for (const viewer of [0, 1, null] as const) expect(shownGame(game.state, viewer).treasures[lying]).toEqual({ id: lying, hidden: true });
    perform(game, 0, { type: 'explore', ship: s.id });
    const id = s.treasure.find((t) => game.state.treasures[t].unique)!;
    for (const viewer of [0, 1, null] as const) expect(shownGame(game.state, viewer).treasures[id]).toMatchObject({ unique: true, name: 'Forged Papers', text });
    const copy = tableAsState(shownGame(game.state, 1));
    expect(currentAbilities(copy.ships[s.id], copy.rules, copy.treasures).dockAndExplore).toBe(true);
  });

  it('shows a treasure loaded face down to its owner alone, in the table and in the events the others are sent', () => {
    const text = 'Load this treasure face down. On any one of your turns, you may reveal Fireworks to give this ship +2 to her cannon rolls that turn. Then remove Fireworks from the game.';
    const spec: TableSpec = {
      ships: [{ card: shipCard({ cannons: '3S', move: 'L' }), x: 5, y: 10, heading: 0, docked: 2 }, { card: shipCard(), owner: 1, x: 15, y: 15 }],
      islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 11.6 }],
      treasure: { 2: [2] },
      unique: [{ card: treasureCard({ name: 'Fireworks', ability: text }), island: 2 }],
    };
    const game = table(spec);
    const [s] = shipsOf(game, spec);
    const from = game.log!.length;
    perform(game, 0, { type: 'explore', ship: s.id });
    const id = s.treasure.find((t) => game.state.treasures[t].unique)!;
    expect(shownGame(game.state, 0).treasures[id]).toMatchObject({ name: 'Fireworks', faceDown: true });
    for (const viewer of [1, null] as const) expect(shownGame(game.state, viewer).treasures[id]).toEqual({ id, hidden: true });
    const moved = game.log!.slice(from).find((e) => e.type === 'treasure-moved')!;
    expect(redactEvent(moved, { kind: 'seat', seat: 'A' })).toMatchObject({ faceDown: { player: 0, ids: [id] } });
    for (const viewer of [{ kind: 'seat', seat: 'B' }, { kind: 'spectator' }] as const) {
      const seen = redactEvent(moved, viewer);
      expect(seen).toEqual({ type: 'treasure-moved', ids: (moved as { ids: number[] }).ids, from: { island: 2 }, to: { ship: s.id } });
    }
    // A decision pending about it names it, and shows the loading, to its owner alone.
    const pending = {
      type: 'pending' as const,
      stopped: { step: { kind: 'action' as const, player: 0 as const, action: { type: 'explore' as const, ship: s.id } }, answers: [], draws: [4], choice: { kind: 'reveal-treasure' as const, ship: s.id, treasure: id, options: [0, 1] as [0, 1] }, by: 0 as const, shown: [moved] },
    };
    expect(redactEvent(pending, { kind: 'seat', seat: 'A' })).toMatchObject({ stopped: { draws: [], choice: { treasure: id }, shown: [{ faceDown: { ids: [id] } }] } });
    const other = redactEvent(pending, { kind: 'seat', seat: 'B' });
    expect(other).toMatchObject({ stopped: { draws: [], choice: { kind: 'reveal-treasure', treasure: -1 } } });
    expect(other.type === 'pending' && other.stopped.shown[0]).not.toHaveProperty('faceDown');
    // In words, "waiting for A to decide ..." names it to A alone.
    expect(describeChoice(game.state, pending.stopped.choice, true)).toContain('Fireworks');
    expect(describeChoice(game.state, pending.stopped.choice)).not.toContain('Fireworks');
    // Turned face up, it is everyone's to see.
    perform(game, 0, { type: 'reveal', ship: s.id, treasure: id });
    expect(game.state.treasures[id].seenBy).toEqual([true, true]);
  });

  it('numbers treasure in the shuffled order it is dealt, so an id does not tell a unique treasure from a coin', () => {
    const ship = shipCard();
    const curio = treasureCard({ name: 'Curio' });
    const cards = new Map([ship, curio].map((c) => [c.id, c]));
    const fleet = (): Fleet => ({ ruleset: 'official', buildTotal: 40, ships: [{ cardId: ship.id, crew: [] }], crew: [], forts: [], treasure: [curio.id] });
    const positions = new Set<number>();
    for (let seed = 1; seed <= 8; seed++) {
      const state = createGame({
        fleets: [fleet(), fleet()],
        lookup: (id) => cards.get(id),
        rules: OFFICIAL_PLAY,
        policy: officialPolicy,
        scenario: { area: { width: 20, height: 20 }, islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 10, y: 10 }], treasurePerPlayer: 6, maxTurns: 50, edge: 'wall', terrain: [] },
        seedIslandGold: 0,
        coinsPerPlayer: 3,
        dice: seededDice(seed),
      });
      // Six coins and two unique treasure, all dealt to the one wild island in id order.
      expect(state.islands[2].treasure).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      positions.add(state.treasures.findIndex((t) => t.unique));
    }
    expect(positions.size).toBeGreaterThan(2);
  });

  it('names the worth of coins a decision is about that the decider looked at on an earlier turn, to her alone', () => {
    // Coming back to an island she had explored, a player was asked to choose among "Coin 2", "Coin 4"...: no new
    // look was recorded, so the decision showed none of the values she had already seen.
    const spec: TableSpec = {
      ships: [{ card: shipCard({ cargo: 3 }), x: 5, y: 10, heading: 0, docked: 2 }, { card: shipCard(), owner: 1, x: 15, y: 15 }],
      islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 11.6 }],
      treasure: { 2: [2, 5] },
    };
    const game = table(spec);
    const [s] = shipsOf(game, spec);
    const coins = [...game.state.islands[2].treasure];
    for (const id of coins) game.state.treasures[id].seenBy[0] = true;
    const state = {
      setup: { ruleset: 'official', opponent: 'person' },
      fleets: [null, null],
      game: game.state,
      pending: { step: { type: 'explore', ship: s.id }, answers: [], draws: [], choice: { kind: 'explore', ship: s.id, island: 2, options: coins, max: 1 }, by: 0, shown: [] },
      placing: null,
      deployed: null,
      cards: [],
    } as unknown as PiratesState;
    const worth = Object.fromEntries(coins.map((id) => [id, game.state.treasures[id].value]));
    expect(viewOf(state, { kind: 'seat', seat: 'A' }).pending?.values).toEqual(worth);
    expect(viewOf(state, { kind: 'seat', seat: 'B' }).pending).not.toHaveProperty('values');
    expect(viewOf(state, { kind: 'spectator' }).pending).not.toHaveProperty('values');
    // Which of the island's coins to trade away lists the same coins, and "no coin" (-1) beside them.
    const trade = { ...state, pending: { ...state.pending!, choice: { kind: 'island-trade', ship: s.id, island: 2, options: [-1, ...coins] } } } as PiratesState;
    expect(viewOf(trade, { kind: 'seat', seat: 'A' }).pending?.values).toEqual(worth);
  });

  it("shows crew ashore on a home island to its owner only: the other seat and a spectator see how many, face down", () => {
    const spec: TableSpec = {
      ships: [{ card: shipCard(), x: 5, y: 10 }, { card: shipCard(), owner: 1, x: 15, y: 15 }],
      ashore: [crewCard({ name: 'Lookout', points: 2 })],
    };
    const game = table(spec);
    const mine = shownGame(game.state, 0).islands[0].crew;
    expect(mine.map((c) => c.points)).toEqual([2]);
    expect(mine[0].cardId).toBe(game.state.islands[0].crew[0].cardId);
    for (const viewer of [1, null] as const) expect(shownGame(game.state, viewer).islands[0].crew.map((c) => [c.cardId, c.points, c.ability])).toEqual([['face-down', 0, '']]);
    // "Place this crew face up during setup": that one lies face up ashore, seen by everyone.
    const open = table({ ...spec, ashore: [crewCard({ name: 'Countess', points: 2, ability: 'Place this crew face up during setup.' })] });
    for (const viewer of [1, null] as const) expect(shownGame(open.state, viewer).islands[0].crew.map((c) => c.points)).toEqual([2]);
  });
});


describe('the treasure gate', () => {
  const spec: TableSpec = {
    ships: [{ card: shipCard({ cargo: 3 }), x: 5, y: 10, heading: 0, docked: 2 }, { card: shipCard(), owner: 1, x: 15, y: 15 }],
    islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 11.6 }],
    treasure: { 2: [3] },
    unique: [{ card: treasureCard({ name: 'Trees' }), island: 2 }],
  };
  const seat = (s: 'A' | 'B') => ({ kind: 'seat', seat: s }) as const;
  const asState = (game: ReturnType<typeof table>['state']) => ({ game, pending: null }) as unknown as PiratesState;

  it("tells a coin's new worth only to a viewer who has looked at it (001: its worth is known only to whoever looked at it)", () => {
    const game = table(spec).state;
    const coin = game.islands[2].treasure.find((t) => !game.treasures[t].unique)!;
    game.treasures[coin].seenBy = [true, false];
    const changed: PiratesEvent = { type: 'treasure-value', id: coin, value: 5 };
    expect(redactEvent(changed, seat('A'), asState(game))).toEqual(changed);
    for (const viewer of [seat('B'), { kind: 'spectator' } as const]) expect(redactEvent(changed, viewer, asState(game))).not.toHaveProperty('value');
    // Without the match's state nobody is assumed to know anything.
    expect(redactEvent(changed, seat('A'))).not.toHaveProperty('value');
  });

  it("keeps a fleet's unique treasure from the other seat and spectators when it joins", () => {
    const fleet: Fleet = { ruleset: 'official', buildTotal: 40, ships: [{ cardId: 'X-1', crew: [] }], crew: [], forts: [], treasure: ['T-7', 'T-9'] };
    const joined: PiratesEvent = { type: 'joined', seat: 'B', fleet };
    expect(redactEvent(joined, seat('B'))).toEqual(joined);
    for (const viewer of [seat('A'), { kind: 'spectator' } as const]) {
      const shown = redactEvent(joined, viewer) as Extract<PiratesEvent, { type: 'joined' }>;
      expect(shown.fleet.treasure).toEqual(['face-down', 'face-down']);
      expect(shown.fleet.ships).toEqual(fleet.ships);
    }
  });

  it('names a face-down unique treasure in a decision to its decider alone, in the words and in the choice', () => {
    const game = table(spec).state;
    const [s] = shipsOf(table(spec), spec);
    const trees = game.islands[2].treasure.find((t) => game.treasures[t].unique)!;
    const choice = { kind: 'take-unique' as const, ship: s.id, treasure: trees, options: [0, 1] as [0, 1] };
    const state = { ...asState(game), setup: { ruleset: 'official', opponent: 'invite' }, fleets: [null, null], placing: null, deployed: null, cards: [], pending: { step: { kind: 'action', player: 0, action: { type: 'explore', ship: s.id } }, answers: [], draws: [], choice, by: 0, shown: [] } } as unknown as PiratesState;
    expect(viewOf(state, seat('A')).pending?.text).toContain('Trees');
    for (const viewer of [seat('B'), { kind: 'spectator' } as const]) {
      const pending = viewOf(state, viewer).pending!;
      expect(pending.text).not.toContain('Trees');
      expect(pending).not.toHaveProperty('choice');
      const streamed = redactEvent({ type: 'pending', stopped: state.pending! }, viewer, state) as Extract<PiratesEvent, { type: 'pending' }>;
      expect(streamed.stopped.choice).toEqual({ ...choice, treasure: -1 });
    }
    // Nor does B's refusal, sent while A decides, name it.
    const refusal = piratesGame({ lookup: () => undefined, fleetOf: () => ({ error: 'none' }) }).act(state, 'B', { type: 'end-turn' }, { int: (a) => a }, 0);
    expect(refusal).toMatchObject({ ok: false, code: 'not-your-turn' });
    expect(!refusal.ok && refusal.message).not.toContain('Trees');
    // A field a decision does not declare public never reaches anyone but its decider.
    expect(choiceFor({ ...choice, secret: 3 } as never, game, 1)).not.toHaveProperty('secret');
  });

  it('at a table of three, shows a coin to the seats that looked at it and to no other, a spectator only what all three saw', () => {
    // 001: a face-down coin's worth is known only to whoever looked at it; "the other player" is any other player.
    const three = table({
      players: 3,
      ships: [{ card: shipCard(), x: 5, y: 10 }, { card: shipCard(), owner: 1, x: 15, y: 15 }, { card: shipCard(), owner: 2, x: 15, y: 5 }],
      islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 18.5, y: 1.5 }, { x: 5, y: 11.6 }],
      treasure: { 3: [2, 4] },
    }).state;
    const [coin, other] = three.islands[3].treasure;
    three.treasures[coin].seenBy = [true, false, true];
    const knowing = (id: number) => [0, 1, 2, null].map((p) => !('hidden' in shownGame(three, p).treasures[id]));
    expect(knowing(coin)).toEqual([true, false, true, false]);
    three.treasures[other].seenBy = [true, true, true];
    expect(knowing(other)).toEqual([true, true, true, true]);
    const changed: PiratesEvent = { type: 'treasure-value', id: coin, value: 5 };
    expect([seat('A'), seat('B'), { kind: 'seat', seat: 'C' } as const, { kind: 'spectator' } as const].map((v) => 'value' in redactEvent(changed, v, asState(three)))).toEqual([true, false, true, false]);
  });

  it('sends an event of a kind it does not know as its kind alone', () => {
    expect(redactEvent({ type: 'from-a-later-version', id: 3, value: 9 } as never, seat('A'))).toEqual({ type: 'from-a-later-version' });
  });

  it('labels a treasure as far as the viewer knows it, on the server and from the browser\'s copy of her view', () => {
    const game = table(spec).state;
    const coin = game.islands[2].treasure.find((t) => !game.treasures[t].unique)!;
    const trees = game.islands[2].treasure.find((t) => game.treasures[t].unique)!;
    game.treasures[coin].seenBy = [true, false];
    expect(treasureLabel(game, coin, 0)).toBe('a 3-gold coin');
    expect(treasureLabel(game, coin, 1)).toBe('a face-down coin');
    expect(treasureLabel(game, trees, 0)).toBe('a face-down coin');
    game.treasures[trees].seenBy = [true, false];
    expect(treasureLabel(game, trees, 0)).toBe('Trees');
    const copy = tableAsState(shownGame(game, 1));
    expect([treasureLabel(copy, coin, 1), treasureLabel(copy, trees, 1)]).toEqual(['a face-down coin', 'a face-down coin']);
    expect(treasureLabel(tableAsState(shownGame(game, 0)), trees, 0)).toBe('Trees');
  });
});
