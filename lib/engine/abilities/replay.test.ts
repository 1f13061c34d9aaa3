import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from '@/lib/cards/card';
import { rulesetOf } from '@/lib/rules/registry';
import type { RulesetId } from '@/lib/ruleset-ids';
import { playTurn } from '@/lib/ai/turn';
import { crewCard, shipCard } from '@/tests/fixtures/engine';
import { seededDice } from '../core/dice';
import { applyEvent } from '../state/events';
import { type Game, startTurn } from '../game';
import { MODELLED_EFFECTS } from './modelled';
import { createGame, resolveScenario } from '../setup/setup';
import type { GameState } from '../state/state';

const fleetCards: Card[] = [
  shipCard({ cannons: '2S-3L-3S', move: 'S+L', cargo: 4, points: 12, faction: 'English' }),
  shipCard({ cannons: '3L-3L', move: 'L+L', cargo: 3, points: 9, faction: 'English', ability: 'This ship gets +1 to her boarding rolls.' }),
  shipCard({ cannons: '2S-2S-2S-2S', move: 'S+S', cargo: 5, points: 16, faction: 'Spanish' }),
  shipCard({ cannons: '4L-4L', move: 'L', cargo: 6, points: 8, faction: 'Spanish' }),
];
const helmsman = crewCard({ ability: 'Helmsman', keywords: ['helmsman'], faction: 'English' });
// A firepot aboard, so whole games burn masts too (its rules as the firepot cards print them).
const firepotter = crewCard({
  faction: 'Spanish',
  ability: [
    'Once per turn when this ship is given a shoot action, one of her cannons may shoot a firepot at a target within S of her.',
    'Declare which cannon will shoot the firepot before rolling the d6.',
    "If it hits, the target's controller replaces one of her masts with a fire mast.",
    'At the beginning of every turn, roll a d6 for each fire mast.',
    "On a result of 6, remove the fire mast; on a 1-3, the ship's controller replaces another of her masts with a fire mast.",
    'When a ship has only fire masts, she must be scuttled on her next turn.',
    'When a ship docks at her home island or a fort, remove all of her fire masts as a free action.',
  ].join(' '),
});
const cards = new Map([...fleetCards, helmsman, firepotter].map((c) => [c.id, c]));

function start(rulesetId: RulesetId, seed: number): Game {
  const ruleset = rulesetOf(rulesetId);
  const play = ruleset.play!;
  const dice = seededDice(seed);
  const fleet = (ships: Card[], crew: Card[] = []) => ({
    ruleset: rulesetId,
    buildTotal: 40,
    ships: ships.map((c, i) => ({ cardId: c.id, crew: i === 0 ? crew.map((x) => x.id) : [] })),
    crew: [],
    forts: [],
    treasure: [],
  });
  const state = createGame({
    fleets: [fleet(fleetCards.slice(0, 2), [helmsman]), fleet(fleetCards.slice(2), [firepotter])],
    lookup: (id) => cards.get(id),
    rules: play.rules,
    policy: ruleset.policy!,
    scenario: resolveScenario(undefined, play.scenario),
    seedIslandGold: play.scenario.seedIslandGold,
    coinsPerPlayer: play.scenario.coinsPerPlayer,
    dice,
  });
  return { state, dice, log: [] };
}

function playOut(game: Game, check?: (s: GameState) => void): void {
  startTurn(game, game.state.first);
  while (!game.state.over) {
    playTurn(game, game.state.active, 'balanced');
    check?.(game.state);
  }
}

function treasureIds(s: GameState): number[] {
  return [...s.islands.flatMap((i) => i.treasure), ...s.ships.filter((x) => !x.sunk).flatMap((x) => x.treasure), ...s.players.flatMap((p) => p.home)];
}

describe('a game is the fold of its events', () => {
  for (const ruleset of ['official', 'crimson-coast', 'daniel-house'] as const) {
    it(`replaying every event of a ${ruleset} game over its start rebuilds the final state`, () => {
      const game = start(ruleset, 11);
      const initial = structuredClone(game.state);
      playOut(game);
      expect(game.log!.length).toBeGreaterThan(20);
      const rebuilt = structuredClone(initial);
      for (const e of game.log!) applyEvent(rebuilt, e);
      expect(rebuilt).toEqual(game.state);
    });
  }

  it('rebuilds a game in which masts burn', () => {
    // The first seed whose official game sets a fire; the seeds are fixed, so this is always the same game.
    for (let seed = 0; seed < 40; seed++) {
      const game = start('official', seed);
      const initial = structuredClone(game.state);
      playOut(game);
      if (!game.log!.some((e) => e.type === 'fire-set')) continue;
      for (const e of game.log!) applyEvent(initial, e);
      expect(initial).toEqual(game.state);
      return;
    }
    expect.fail('no game of the first 40 seeds set a mast on fire');
  });
});

describe('every effect the engine applies is replayed from its log', () => {
  // The ability tests play each effect through `withAndWithout` (tests/fixtures/abilities.ts), which folds the events
  // each play logged over the state it started from and requires the state it ended in. So an effect is replayed
  // when an ability test names it. Build effects change a fleet's legality, not a game; reminder sentences are
  // played as part of the effect they complete (./modelled.ts).
  const buildOnly = ['build-bonus', 'crew-cost-reduction', 'keyword:limit', 'crew-from-outside'];
  const partOf: Record<string, string> = { 'chainshot-hit': 'chainshot', 'stinkpot-declare': 'stinkpot', 'stinkpot-hit': 'stinkpot', 'unexplore-others': 'mark-explored', 'hit-shield-count': 'hit-shield', 'grapeshot-hit': 'grapeshot', 'exploding-shot-hit': 'exploding-shot', 'double-shot-hit': 'double-shot', 'grapple-shot-hit': 'grapple-shot', 'equipment-shot-declare': 'grapeshot', 'reveal-crew-dice': 'reveal-crew-cull', 'reveal-roll': 'reveal-island-gold-loss', 'full-hold-values': 'full-hold-roll', 'reveal-dock-tie': 'reveal-dock-poorest', 'push-action': 'push', 'push-roll': 'push', 'possess-roll': 'possess', 'possess-turns': 'possess', 'current-roll': 'place-current', 'hit-roll': 'hit-crew-ashore' };
  const sources = readdirSync(new URL('.', import.meta.url))
    .filter((f) => /^abilities-.+\.test\.ts$/.test(f))
    .map((f) => readFileSync(new URL(`./${f}`, import.meta.url), 'utf8'))
    .join('\n');
  const titles = [...sources.matchAll(/it(?:\.each\((\[[^\]]*\])\))?\(\s*(['"`])(.*?)\2/g)].flatMap((m) => [m[3], ...(m[1] ? [m[1]] : [])]);
  const named = (kind: string) => {
    const name = kind.replace(/^keyword:/, '');
    return titles.some((t) => t.includes(name) || t.toLowerCase().replace(/ /g, '-').includes(name));
  };

  it('names every effect kind in MODELLED_EFFECTS in an ability test, or says why not', () => {
    const missing = [...MODELLED_EFFECTS].filter((k) => !buildOnly.includes(k) && !named(partOf[k] ?? k));
    expect(missing).toEqual([]);
  });
});

describe('properties of every game', () => {
  it('ends, keeps masts between none and those built (none burning upright), and never duplicates or invents treasure', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.constantFrom<RulesetId>('official', 'crimson-coast', 'daniel-house'), (seed, ruleset) => {
        const game = start(ruleset, seed);
        const startGold = game.state.treasures.reduce((n, t) => n + t.value, 0);
        playOut(game, (s) => {
          for (const ship of s.ships) {
            expect(ship.masts).toBeGreaterThanOrEqual(0);
            expect(ship.masts).toBeLessThanOrEqual(ship.cannons.length);
            expect(ship.masts).toBe(ship.up.filter(Boolean).length);
            // A fire mast is a felled one.
            expect(ship.fire.every((f, i) => !f || !ship.up[i])).toBe(true);
          }
          const ids = treasureIds(s);
          expect(new Set(ids).size).toBe(ids.length);
        });
        expect(game.state.over).toBe(true);
        expect(game.state.turn).toBeLessThanOrEqual(game.state.maxTurns);
        // Gold is conserved until sunk or scored: what is in play or home never exceeds what was dealt, save the
        // gold Crimson Coast's split and ransoms create from what sank.
        const inPlay = treasureIds(game.state).reduce((n, id) => n + game.state.treasures[id].value, 0);
        if (ruleset !== 'crimson-coast') expect(inPlay).toBeLessThanOrEqual(startGold);
      }),
      { numRuns: 40 },
    );
  });
});
