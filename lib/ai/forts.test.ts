import { describe, expect, it } from 'vitest';
import { fortCard, shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { DOCKED_AT_FORT, FORT_ISLANDS, WEST_OF_FORT } from '@/tests/fixtures/forts';
import { perform } from '@/lib/engine/game';
import { endTurn, fortsShoot } from './forts';

/** Player 0's sloop docked at a wild island still holding treasure, 5 gold at home, a fort to build, an enemy near. */
const spec = (wildCoins: number[]): TableSpec => ({
  ships: [
    { card: shipCard({ cannons: '3S-3S', cargo: 1 }), ...DOCKED_AT_FORT },
    { card: shipCard({ cannons: '3L-3L-3L', faction: 'Spanish' }), owner: 1, ...WEST_OF_FORT },
  ],
  islands: FORT_ISLANDS,
  treasure: { 2: wildCoins, 3: [5] },
  forts: [{ card: fortCard({ cannons: '3S-3S', gold: 5 }) }],
  home: [[5], []],
  dice: [6, 6, 6, 6],
});

describe('how the policies play forts', () => {
  it('build one where a ship lies docked at a wild island still holding treasure, then fire it at an enemy in reach', () => {
    const s = spec([2, 3]);
    const game = table(s);
    const [, enemy] = shipsOf(game, s);
    game.state.islands[2].explored[0] = true;
    endTurn(game, 0);
    expect(game.state.forts[0].island).toBe(2);
    expect(game.state.forts[0].treasure).toHaveLength(3);
    expect(game.state.active).toBe(1);
    perform(game, 1, { type: 'end-turn' });
    fortsShoot(game, 0);
    expect(enemy.masts).toBe(1);
  });

  it('do not spend home gold on a fort at an island with nothing left on it', () => {
    const s = spec([]);
    const game = table(s);
    game.state.islands[2].explored[0] = true;
    endTurn(game, 0);
    expect(game.state.forts[0].island).toBe(-1);
    expect(game.state.players[0].home).toHaveLength(1);
  });
});
