import { describe, expect, it } from 'vitest';
import type { Game } from '@/lib/engine/game';
import { crewCard, shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { lostWhatever } from './ending';

/** Seat 0 carries one coin she has looked at; seat 1 has 15 gold home and 13 for seat 0, the islands `left`. */
function endgame(coin: number, left: Record<number, number[]> = {}, spec: Partial<TableSpec> = {}): Game {
  const full: TableSpec = {
    ships: [
      { card: shipCard({ cannons: '3S-3S', cargo: 3 }), x: 6, y: 6, heading: 90 },
      { card: shipCard({ cannons: '3S-3S', cargo: 3, faction: 'Spanish' }), owner: 1, x: 14, y: 14, heading: 270 },
    ],
    islands: [{ x: 2, y: 2 }, { x: 18, y: 18 }, { x: 10, y: 4 }],
    treasure: left,
    home: [[6, 7], [7, 8]],
    ...spec,
  };
  const game = table(full);
  const [mine] = shipsOf(game, full);
  mine.treasure.push(game.state.treasures.length);
  game.state.treasures.push({ value: coin, unique: false, seenBy: [true, false] });
  return game;
}

describe('lostWhatever: a seat that cannot end with the most gold at home, whatever is still to happen (001 "Winning the Game")', () => {
  it('is lost when every coin still out, brought to her home, leaves her behind an enemy', () => {
    expect(lostWhatever(endgame(1).state, 0)).toBe(true);
    // The enemy, ahead, has not lost.
    expect(lostWhatever(endgame(1).state, 1)).toBe(false);
  });

  it('is not lost while that gold could tie: the tiebreakers may still draw or win it', () => {
    expect(lostWhatever(endgame(2).state, 0)).toBe(false);
  });

  it('counts a coin she has not seen at the dearest face a coin has, never at its face', () => {
    // A 1-gold coin on a wild island, face down to her: as far as she knows it could be a 7.
    expect(lostWhatever(endgame(1, { 2: [1] }).state, 0)).toBe(false);
  });

  it('counts the coins aboard the enemy ships, which she may yet take by boarding', () => {
    const game = endgame(1);
    const enemy = game.state.ships.find((s) => s.owner === 1)!;
    enemy.treasure.push(game.state.treasures.length);
    game.state.treasures.push({ value: 3, unique: false, seenBy: [true, true] });
    expect(lostWhatever(game.state, 0)).toBe(false);
  });

  it('never judges where gold at home may still change hands or be spent', () => {
    expect(lostWhatever(endgame(1, {}, { rules: { shipyard: true } }).state, 0)).toBe(false);
    const raider = shipCard({ cannons: '3S', cargo: 3, ability: 'This ship may dock at an enemy home island and load up to two treasures.' });
    expect(lostWhatever(endgame(1, {}, { ships: [{ card: raider, x: 6, y: 6, heading: 90 }, { card: shipCard({ cannons: '3S', faction: 'Spanish' }), owner: 1, x: 14, y: 14, heading: 270 }] }).state, 0)).toBe(false);
    const bonus = shipCard({ cannons: '3S', cargo: 3, ability: "One of this ship's treasures is worth +1 gold when unloaded at your home island." });
    expect(lostWhatever(endgame(1, {}, { ships: [{ card: bonus, x: 6, y: 6, heading: 90 }, { card: shipCard({ cannons: '3S', faction: 'Spanish' }), owner: 1, x: 14, y: 14, heading: 270 }] }).state, 0)).toBe(false);
    const hostage = crewCard({ name: 'Hostage', ability: 'Ransom', faction: 'Spanish', keywords: ['ransom'] });
    expect(lostWhatever(endgame(1, {}, { ships: [{ card: shipCard({ cannons: '3S' }), x: 6, y: 6, heading: 90 }, { card: shipCard({ cannons: '3S', faction: 'Spanish' }), owner: 1, x: 14, y: 14, heading: 270, crew: [hostage] }] }).state, 0)).toBe(false);
  });
});
