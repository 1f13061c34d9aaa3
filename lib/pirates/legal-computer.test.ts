import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from '@/lib/cards/card';
import { seededDice } from '@/lib/engine/core/dice';
import type { Action, Game } from '@/lib/engine/game';
import type { Fleet } from '@/lib/fleet/fleet';
import type { RulesetId } from '@/lib/ruleset-ids';
import { TABLE_POLICY } from '@/lib/ai/difficulty';
import { playTurn } from '@/lib/ai/turn';
import { crewCard, shipCard } from '@/tests/fixtures/engine';
import { memoryMatch } from '@/tests/fixtures/memory-match';
import { piratesGame, type PiratesState } from './game';
import { legalActions } from './legal';

/**
 * One set of rules for everyone (issue 35): every action the computer takes on the table is one the same seat's
 * `legal` list offered at that moment, compared by kind and options: the ship, the target of a shot, and which of a
 * move's options (`board`, `tow`, `shoot`, …) or a shot's (`broadside`, a special shot, a move after it) it names.
 * Moves are a continuum, so their segments are not compared.
 */

const captain = crewCard({ name: 'Test Captain', ability: 'Captain', keywords: ['captain'], points: 2 });
const helmsman = crewCard({ name: 'Test Helmsman', ability: 'Helmsman', keywords: ['helmsman'], points: 2 });
const gunner = crewCard({
  name: 'Test Gunner',
  ability: 'Once per turn when this ship is given a shoot action, one of her cannons may shoot a chainshot at a target within S of her. You must declare which cannon will shoot the chainshot before rolling the d6. If the chainshot hits, do not eliminate a mast; instead, the target cannot move on her next turn.',
  points: 2,
});
const ships = [
  shipCard({ name: 'Test Sloop', cannons: '3S-3L', move: 'S+L', cargo: 3, points: 8 }),
  shipCard({ name: 'Test Brig', cannons: '2S-3S-3L', move: 'S+S', cargo: 4, points: 10, ability: 'Broadsides Attack' }),
  shipCard({ name: 'Test Frigate', cannons: '2L-2S-3L-3S', move: 'S+L', cargo: 5, points: 12 }),
];
const cards = new Map<string, Card>([...ships, captain, helmsman, gunner].map((c) => [c.id, c]));
const fleetFor = (ruleset: RulesetId, buildTotal: number): Fleet => ({
  ruleset,
  buildTotal,
  nationality: 'English',
  ships: [
    { cardId: ships[0].id, crew: [captain.id] },
    { cardId: ships[1].id, crew: [helmsman.id] },
    { cardId: ships[2].id, crew: [gunner.id] },
  ],
  crew: [],
  forts: [],
  treasure: [],
});
const game = piratesGame({ lookup: (id) => cards.get(id), fleetOf: () => ({ error: 'No such fleet.' }) });

/** An action by kind and options, as a person choosing from the table's list would see it. */
export function kindOf(a: Action): string {
  const named = (o: object, keys: readonly string[]) => keys.filter((k) => (o as Record<string, unknown>)[k] !== undefined && (o as Record<string, unknown>)[k] !== false).join('+');
  switch (a.type) {
    case 'move':
      return `move ${a.ship} ${named(a, ['board', 'tow', 'shoot', 'ghostly', 'pivot', 'fog'])}`;
    case 'shoot':
      return `shoot ${a.ship}>${a.target} ${named(a, ['broadside', 'doubleRange', 'then'])} ${a.special?.kind ?? ''}`;
    case 'reveal':
      return `reveal ${a.ship} ${a.treasure} ${named(a, ['target', 'iceberg', 'unique', 'heading'])}`;
    case 'end-turn':
      return 'end-turn';
    case 'hire':
      return `hire ${a.crew} ${a.ship}`;
    case 'fort-shoot':
      return `fort-shoot ${a.fort}>${a.target}`;
    case 'build-fort':
      return `build-fort ${a.fort} ${a.ship}`;
    case 'sell':
      return `sell ${a.resource}`;
    case 'port-shoot':
      return `port-shoot ${a.island}>${a.target}`;
    case 'buy-crew':
      return `buy-crew ${a.crew} ${a.ship}`;
    case 'shoot-town':
      return `shoot-town ${a.ship}>${a.island}`;
    case 'barter':
      return `barter ${a.ship} ${[...a.give].sort().join('+')}>${a.get}`;
    case 'buy-upgrade':
    case 'found':
      return `${a.type} ${a.ship} ${a.upgrade}`;
    default:
      return `${a.type} ${a.ship}`;
  }
}

/**
 * A match of the two test fleets under `ruleset`, its game copied to play on, and every computer action that the same
 * seat's `legal` list did not offer at that moment (by kind and options), labelled with `label` and the round.
 */
function watched(ruleset: RulesetId, seed: number, maxTurns: number, label: string): { g: Game; missing: string[] } {
  const total = ruleset === 'daniel-house' ? 50 : 40;
  const m = memoryMatch(game, { fleet: fleetFor(ruleset, total), ruleset, scenario: { maxTurns } }, seed);
  m.join({ fleet: fleetFor(ruleset, total) });
  const match = m.state as PiratesState;
  const missing: string[] = [];
  const g: Game = {
    state: structuredClone(match.game!),
    dice: seededDice(seed),
    log: null,
    observe: (player, action) => {
      const offered = new Set(legalActions({ ...match, game: g.state, pending: null }, player).map((a) => kindOf(a as Action)));
      if (!offered.has(kindOf(action))) missing.push(`${label}turn ${g.state.turn}: ${kindOf(action)}`);
    },
  };
  return { g, missing };
}

describe("the computer plays by the table's list", () => {
  it('takes only actions whose kind and options its seat was offered, over random games of every played ruleset', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), fc.constantFrom('official', 'crimson-coast', 'daniel-house', 'economy'), (seed, ruleset: 'official' | 'crimson-coast' | 'daniel-house' | 'economy') => {
        const { g, missing } = watched(ruleset, seed, 10, `${ruleset} `);
        for (let turns = 0; turns < 40 && !g.state.over; turns++) playTurn(g, g.state.active, TABLE_POLICY);
        expect(missing).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });

  it("takes only listed actions under Economy Edition with towns and ports of every kind on the table (003 \"Colony\")", () => {
    const kinds = ['settlement', 'trading-port', 'military-port'] as const;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 8, maxLength: 8 }), (seed, picks) => {
        const { g, missing } = watched('economy', seed, 12, '');
        // Every wild island explored by both, producing, and under a town of either seat, each ship carrying tokens:
        // the position the computer's town play (lib/ai/economy-towns.ts) acts in.
        const eco = g.state.economy!;
        let k = 0;
        g.state.islands.forEach((isl, i) => {
          if (isl.home !== -1 || isl.fort >= 0) return;
          const pick = picks[k++ % picks.length];
          isl.explored = isl.explored.map(() => true);
          eco.produces[i] = 1 + (pick % 6);
          eco.towns[i] = pick < 6 ? { owner: pick % 2, kind: kinds[pick % 3], ready: true, hits: pick % 2 ? 2 : 0, blockadedBy: -1, fired: 0 } : null;
        });
        eco.gold = eco.gold.map(() => 40);
        // Prices that hold to the time limit: tokens are worth their price, so bartering pays.
        eco.row = 1 + (picks[0] % 6);
        eco.until = 12;
        g.state.ships.forEach((s, i) => (s.goods = s.goods.map((_, r) => (r === (picks[i % picks.length] % 6) ? 2 : r === i % 6 ? 1 : 0))));
        for (let turns = 0; turns < 24 && !g.state.over; turns++) playTurn(g, g.state.active, TABLE_POLICY);
        expect(missing).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });
});
