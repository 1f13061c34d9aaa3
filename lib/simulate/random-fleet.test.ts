import { describe, expect, it } from 'vitest';
import type { Card } from '@/lib/cards/card';
import { seededDice } from '@/lib/engine/core/dice';
import { rulesetOf } from '@/lib/rules/registry';
import { crewCard, shipCard } from '@/tests/fixtures/engine';
import { economyRuleset } from '@/lib/rules/economy';
import { DRAW_TOTALS, type DrawnRuleset, drawableNations, ECONOMY_RESERVE, holdLeft, randomFleet, withOneMoreCrew, withOneMoreShip } from './random-fleet';
import { lookupOf } from './run';

const BASIC = [
  ['Captain', 3],
  ['Helmsman', 2],
  ['Cannoneer', 2],
  ['Musketeer', 3],
  ['Oarsman', 1],
  ['Shipwright', 2],
  ['Explorer', 1],
] as const;

/** Ships of 4 to 16 points and every basic crew for three nations, a few named crew beside them. */
const cards: Card[] = ['English', 'Spanish', 'Pirate'].flatMap((faction) => [
  ...Array.from({ length: 12 }, (_, i) => shipCard({ faction, points: 4 + i, cargo: 2 + (i % 4), cannons: i % 2 ? '3S-3L' : '2S-3S-2L' })),
  ...BASIC.map(([name, points]) => ({ ...crewCard({ faction, name, points }), generic: true })),
  ...Array.from({ length: 4 }, (_, i) => crewCard({ faction, points: 1 + i })),
]);
const lookup = lookupOf(cards);
const RULESETS: DrawnRuleset[] = ['official', 'crimson-coast', 'daniel-house', 'economy'];
const fielded = (f: ReturnType<typeof randomFleet>) => [...f.ships.flatMap((s) => [s.cardId, ...s.crew]), ...f.crew];

describe('randomFleet', () => {
  for (const ruleset of RULESETS) {
    it(`${ruleset}: draws legal ${DRAW_TOTALS[ruleset]}-point fleets of one nation, the same for the same dice`, () => {
      const seen = new Set<string>();
      for (let seed = 0; seed < 12; seed++) {
        const fleet = randomFleet(cards, ruleset, seededDice(seed, 3));
        expect(rulesetOf(ruleset).validate(fleet, lookup)).toMatchObject({ legal: true });
        expect(fleet.buildTotal).toBe(DRAW_TOTALS[ruleset]);
        expect(fleet.ships.length).toBeGreaterThan(0);
        const nations = new Set(fielded(fleet).map((id) => lookup(id)!.faction));
        // Daniel's fleets may take Pirates beside their flag (000 "Creating A Fleet").
        nations.delete(ruleset === 'daniel-house' ? 'Pirate' : '');
        expect(nations.size).toBeLessThanOrEqual(1);
        expect(randomFleet(cards, ruleset, seededDice(seed, 3))).toEqual(fleet);
        // Every ship keeps room for treasure: crew fill only the hold she can spare.
        fleet.ships.forEach((_, i) => expect(holdLeft(fleet, i, lookup)).toBeGreaterThanOrEqual(1));
        seen.add(JSON.stringify(fleet));
      }
      expect(seen.size).toBeGreaterThan(8);
    });
  }

  it('Economy: leaves gold unspent for upkeep, a gold a ship at least, with no upkeep warning', () => {
    // 003 "Errata": "At the beginning of the game, this gold comes from the initial build points. The construction of a fleet must take this cost into consideration."
    for (let seed = 0; seed < 12; seed++) {
      const fleet = randomFleet(cards, 'economy', seededDice(seed, 4));
      const left = economyRuleset.play!.startingGold!(fleet, lookup);
      expect(left).toBeGreaterThanOrEqual(ECONOMY_RESERVE);
      expect(left).toBeGreaterThanOrEqual(fleet.ships.length);
      expect(economyRuleset.validate(fleet, lookup).warnings.map((w) => w.rule)).not.toContain('upkeep');
    }
  });

  it('Daniel: flies a nation other than Pirate, and his cheapest ship costs less than 10', () => {
    expect(drawableNations(cards, 'daniel-house')).toEqual(['English', 'Spanish']);
    for (let seed = 0; seed < 10; seed++) {
      const fleet = randomFleet(cards, 'daniel-house', seededDice(seed));
      expect(Math.min(...fleet.ships.map((s) => lookup(s.cardId)!.points!))).toBeLessThan(10);
      expect(fleet.ships.every((s) => s.crew.length === 0)).toBe(true);
    }
  });
});

describe('one more crew, one more ship', () => {
  for (const ruleset of RULESETS) {
    it(`${ruleset}: adds exactly one basic crew of her nation, or one ship, and stays legal at a total raised by its cost`, () => {
      let crewAdded = 0;
      for (let seed = 0; seed < 8; seed++) {
        const dice = seededDice(seed, 9);
        const fleet = randomFleet(cards, ruleset, dice);
        const crew = withOneMoreCrew(cards, fleet, dice);
        if (crew) {
          crewAdded++;
          expect(rulesetOf(ruleset).validate(crew.fleet, lookup)).toMatchObject({ legal: true });
          expect(fielded(crew.fleet).sort()).toEqual([...fielded(fleet), crew.added.id].sort());
          expect(crew.fleet.buildTotal).toBe(fleet.buildTotal + crew.added.points!);
          expect(crew.added.generic).toBe(true);
          expect(BASIC.map(([name]) => name)).toContain(crew.added.name);
          if (crew.ship) expect(crew.added.faction).toBe(crew.ship.faction);
          crew.fleet.ships.forEach((_, i) => expect(holdLeft(crew.fleet, i, lookup)).toBeGreaterThanOrEqual(1));
        }
        const ship = withOneMoreShip(cards, fleet, dice);
        expect(ship).not.toBeNull();
        expect(rulesetOf(ruleset).validate(ship!.fleet, lookup)).toMatchObject({ legal: true });
        expect(ship!.fleet.ships.slice(0, -1)).toEqual(fleet.ships);
        expect(ship!.fleet.buildTotal).toBe(fleet.buildTotal + ship!.added.points!);
      }
      expect(crewAdded).toBeGreaterThan(4);
    });
  }
});
