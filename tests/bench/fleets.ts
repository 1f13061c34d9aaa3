import type { Card } from '@/lib/cards/card';
import type { Fleet } from '@/lib/fleet/fleet';
import { rulesetOf } from '@/lib/rules/registry';

/** The first ships of a nation, newest set first skipped, filled up to 40 points with one generic crew each where room allows. */
export function fortyPointFleet(cards: readonly Card[], nation: string): Fleet {
  const byId = new Map(cards.map((c) => [c.id, c]));
  const ruleset = rulesetOf('official');
  const ships = cards.filter((c) => c.type === 'ship' && !c.seaCreature && c.faction === nation && (c.points ?? 99) <= 14 && (c.masts ?? 0) >= 2 && c.set === 'SM');
  const crew = cards.filter((c) => c.type === 'crew' && c.generic && c.faction === nation && (c.points ?? 9) <= 3 && c.set === 'SM');
  const fleet: Fleet = { ruleset: 'official', buildTotal: 40, ships: [], crew: [], forts: [], treasure: [] };
  let points = 0;
  const pieces = new Set<string>();
  for (const s of ships) {
    if (pieces.has(s.pieceKey) || points + (s.points ?? 0) > 32) continue;
    pieces.add(s.pieceKey);
    fleet.ships.push({ cardId: s.id, crew: [] });
    points += s.points ?? 0;
  }
  for (const [i, c] of crew.entries()) {
    const ship = fleet.ships[i % fleet.ships.length];
    if (points + (c.points ?? 0) > 40) break;
    const candidate: Fleet = { ...fleet, ships: fleet.ships.map((s) => (s === ship ? { ...s, crew: [...s.crew, c.id] } : s)) };
    if (!ruleset.validate(candidate, (id) => byId.get(id)).legal) continue;
    ship.crew.push(c.id);
    points += c.points ?? 0;
  }
  return fleet;
}
