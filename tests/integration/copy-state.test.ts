import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAllCards } from '@/db/cards';
import { getDb } from '@/db/client';
import { seededDice } from '@/lib/engine/core/dice';
import { copyState } from '@/lib/engine/state/copy';
import { prepareMatchup } from '@/lib/simulate/prepare';
import { type DrawnRuleset, randomFleet } from '@/lib/simulate/random-fleet';
import { lookupOf, playGame } from '@/lib/simulate/run';
import { importIntoTempDatabase } from './api/setup-db';

/**
 * `copyState` writes each piece's fields out by hand (lib/engine/state/copy.ts says why), so a field the engine adds
 * to a piece and the copy leaves out would be lost on every table the computer plays ahead on. Checked against a
 * structured clone after every turn of games between random fleets of real cards under each ruleset, whose ships,
 * crew, forts, terrain, unique treasure and Economy Edition's ledger reach every kind of field.
 */
let cleanup: () => void = () => {};
beforeAll(() => {
  ({ cleanup } = importIntoTempDatabase());
});
afterAll(() => cleanup());

const RULESETS: DrawnRuleset[] = ['official', 'crimson-coast', 'daniel-house', 'economy'];

describe('copyState on real games', () => {
  it('copies every field of every piece, after every turn, under every ruleset', () => {
    const cards = loadAllCards(getDb());
    const lookup = lookupOf(cards);
    const missed: string[] = [];
    for (const ruleset of RULESETS) {
      for (let k = 0; k < 4; k++) {
        const dice = seededDice(2026, k);
        const prepared = prepareMatchup({ a: randomFleet(cards, ruleset, dice), b: randomFleet(cards, ruleset, dice), games: 2, seed: k }, lookup);
        if (!prepared.ok) throw new Error(prepared.message);
        const game = lookupOf(prepared.matchup.cards);
        for (let i = 0; i < 2; i++) {
          playGame(prepared.matchup, i, game, (state) => {
            if (missed.length) return;
            try {
              expect(copyState(state)).toEqual(structuredClone(state));
            } catch (err) {
              missed.push(`${ruleset} pair ${k}, game ${i}, turn ${state.turn}: ${String(err).slice(0, 600)}`);
            }
          });
        }
      }
    }
    expect(missed).toEqual([]);
  });
});
