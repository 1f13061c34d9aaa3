import { describe, expect, it } from 'vitest';
import { applyEvent } from '@/lib/engine/state/events';
import { norm } from '@/lib/engine/core/geometry';
import { goldCollected, type Ship } from '@/lib/engine/state/state';
import { crewCard, shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { rulesetOf } from '@/lib/rules/registry';
import type { PolicyId } from '@/lib/simulate/schema';
import { lastEnemyMast } from '@/tests/fixtures/last-mast';
import { playTurn } from '../turn';

/** Every mast of `s` down: she is derelict (001 "Derelict ships"). */
function dismast(game: ReturnType<typeof table>, s: Ship): void {
  for (let mast = 0; mast < s.cannons.length; mast++) applyEvent(game.state, { type: 'mast', ship: s.id, mast, up: false });
}

describe('lookahead, the policy that plays to win under the ruleset ending', () => {
  /**
   * Her ship beside the enemy's last ship, down to one mast, far from both homes, with 2 gold home against the enemy's
   * 5: a hit leaves the enemy no ship to move, and the game ends with the enemy ahead.
   */
  function lastShipWhenBehind(policy: PolicyId) {
    const { game } = lastEnemyMast([[2], [5]], Array(20).fill(6));
    playTurn(game, 0, policy);
    return game.state;
  }

  it('never sinks the last enemy ship when that loses', () => {
    // 001 "Winning the Game": eliminating a fleet "does not automatically win"; the most gold at home does. The hunter
    // takes the shot and loses the game there and then.
    const hunted = lastShipWhenBehind('hunter');
    expect({ over: hunted.over, winner: hunted.winner }).toEqual({ over: true, winner: 1 });
    const state = lastShipWhenBehind('lookahead');
    expect(state.over).toBe(false);
    expect(state.ships[1].masts).toBe(1);
  });

  /** Her ship with a 2-gold coin aboard and room for more, within a move of her home and of a wild island with gold. */
  function carrierNearHome(policy: PolicyId) {
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '3S-3S', move: 'S+L', cargo: 4 }), x: 4, y: 3.5, heading: 0 },
        { card: shipCard({ faction: 'Spanish' }), owner: 1, x: 17, y: 15, heading: 0 },
      ],
      islands: [{ x: 2, y: 2 }, { x: 18, y: 18 }, { x: 6.5, y: 3.5 }],
      treasure: { 2: [3, 3, 3] },
      dice: Array(20).fill(4),
    };
    const game = table(spec);
    const [mine] = shipsOf(game, spec);
    mine.treasure.push(game.state.treasures.length);
    game.state.treasures.push({ value: 2, unique: false, seenBy: [true, false] });
    playTurn(game, 0, policy);
    return { state: game.state, mine };
  }

  it('unloads at home: a ship carrying gold within a move of her home banks it rather than sail off for more', () => {
    // On the table a ship loaded four coins, reached her home and sailed off without unloading. balanced still does.
    expect(goldCollected(carrierNearHome('balanced').state, 0)).toBe(0);
    const { state, mine } = carrierNearHome('lookahead');
    expect(goldCollected(state, 0)).toBe(2);
    expect(mine.treasure).toEqual([]);
  });

  /**
   * Her gun ship, with no hold, beside an enemy derelict carrying nothing, whose fleet's only other ship lies derelict
   * at its home: no ship of that fleet can tow her, and she cannot repair at sea.
   */
  function besideUselessDerelict(policy: PolicyId) {
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '3S-3S-3S', move: 'S+L', cargo: 0 }), x: 8, y: 8, heading: 90 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, x: 9.25, y: 8.5, heading: 90 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, x: 17.2, y: 17.2, heading: 45, docked: 1 },
      ],
      islands: [{ x: 2, y: 2 }, { x: 18, y: 18 }, { x: 8, y: 11 }],
      treasure: { 2: [3, 3] },
      dice: Array(20).fill(6),
    };
    const game = table(spec);
    const [, wreck, atHome] = shipsOf(game, spec);
    dismast(game, wreck);
    dismast(game, atHome);
    playTurn(game, 0, policy);
    return { wreck, state: game.state };
  }

  it("doesn't shoot a derelict that cannot matter", () => {
    // balanced, with nothing to fetch, spends her action on it (a hit sinks a derelict, 001).
    expect(besideUselessDerelict('balanced').wreck.sunk).toBe(true);
    const { wreck, state } = besideUselessDerelict('lookahead');
    expect(wreck.sunk).toBe(false);
    expect(state.fired).toBe(false);
  });

  /**
   * Two carriers of her fleet docked side by side at an emptied wild island, each hull in the other's way home: the
   * berths of a random Crimson Coast game (`npm run sim:sanity -- --seed 777`, crimson-coast #4 with Santa Lucía
   * added, game 0), where they lay with 7 gold aboard until the turn cap.
   */
  function carriersSideBySide(policy: PolicyId) {
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '3S-3S', move: 'S+L', cargo: 2 }), x: 10.08, y: 9.46, heading: 79.6, docked: 2 },
        { card: shipCard({ cannons: '3S-3S', move: 'L', cargo: 3 }), x: 10.34, y: 9.83, heading: 57.1, docked: 2 },
        { card: shipCard({ faction: 'Spanish' }), owner: 1, x: 7, y: 3.5, heading: 0 },
      ],
      islands: [{ x: 7, y: 11.4 }, { x: 7, y: 2.6 }, { x: 10.81, y: 9.2 }, { x: 3.19, y: 4.8 }],
      treasure: { 3: [2] },
      area: { width: 14, height: 14 },
      dice: Array(20).fill(4),
    };
    const game = table(spec);
    const carriers = shipsOf(game, spec).slice(0, 2);
    carriers.forEach((s, i) => {
      for (const value of i === 0 ? [4, 2] : [1]) {
        s.treasure.push(game.state.treasures.length);
        game.state.treasures.push({ value, unique: false, seenBy: [true, false] });
      }
    });
    const home = game.state.islands[0];
    const toHome = () => carriers.map((s) => norm(home.x - s.x, home.y - s.y));
    const before = toHome();
    playTurn(game, 0, policy);
    return toHome().map((d, i) => before[i] - d);
  }

  it('gets two carriers docked side by side at an island home, whatever the policy: a docked ship may leave (001)', () => {
    // Under the swing alone neither could turn, and balanced left both where they lay to the turn cap; leaving the
    // island, a ship turns wherever her hull then lies clear (lib/engine/hull/turning.ts `mayTurn`).
    for (const policy of ['balanced', 'lookahead'] as const) {
      const [first] = carriersSideBySide(policy);
      expect(first).toBeGreaterThan(1);
    }
  });

  /**
   * Daniel's rules: her first ship docked at home, a 12-point ship and a 3-point Captain in her shipyard, 5 gold at
   * home. 000 "Ship and Crew Purchasing": "Any gold that has been delivered to a player's home island is able to be
   * exchanged for Ships or Crew in a player's fleet".
   */
  function shipyardWithFiveGold(policy: PolicyId) {
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ points: 4 }), crew: [crewCard({ name: 'Captain', ability: 'Captain', points: 3, keywords: ['captain'] })], x: 2.6, y: 1.5, heading: 0, docked: 0 },
        { card: shipCard({ points: 12 }), x: 10, y: 10 },
        { card: shipCard({ faction: 'Spanish' }), owner: 1, x: 17, y: 17 },
      ],
      islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 10, y: 3 }],
      treasure: { 2: [3, 3, 3, 3] },
      home: [[5], []],
      rules: rulesetOf('daniel-house').play!.rules,
      dice: Array(20).fill(4),
    };
    const game = table(spec);
    playTurn(game, 0, policy);
    return game.state.players[0];
  }

  it("under Daniel's rules keeps the gold for a ship still in the shipyard rather than hire crew with it", () => {
    // balanced hires the Captain, and the 12-point ship waits for 3 more gold. 000 counts every unspent coin at its
    // value + 1, and a ship fetches more gold than a crew.
    expect(shipyardWithFiveGold('balanced').yardCrew).toEqual([]);
    const p = shipyardWithFiveGold('lookahead');
    expect(p.yardCrew).toHaveLength(1);
    expect(p.spent).toEqual([]);
  });

  /**
   * Daniel's rules: her ship at sea, island A three S off with no enemy near it, island B four S off and as many moves
   * from the enemy's ship as from her, three coins on each.
   */
  function islandsUnderDaniel(policy: PolicyId) {
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '3S-3S', move: 'S+L', cargo: 3 }), x: 5, y: 5, heading: 225 },
        { card: shipCard({ cannons: '3S-3S', move: 'S+L', cargo: 3, faction: 'Spanish' }), owner: 1, x: 13, y: 5, heading: 270 },
      ],
      islands: [{ x: 1.5, y: 1.5 }, { x: 18.5, y: 18.5 }, { x: 5, y: 8 }, { x: 9, y: 5 }],
      treasure: { 2: [3, 3, 3], 3: [3, 3, 3] },
      rules: rulesetOf('daniel-house').play!.rules,
      dice: Array(20).fill(4),
    };
    const game = table(spec);
    const [mine] = shipsOf(game, spec);
    playTurn(game, 0, policy);
    const [a, b] = [game.state.islands[2], game.state.islands[3]];
    return { toA: norm(a.x - mine.x, a.y - mine.y), toB: norm(b.x - mine.x, b.y - mine.y) };
  }

  it("under Daniel's rules sails for the nearest island rather than race the enemy for a farther one", () => {
    // 000 "Docking": "Each turn it can take 1 Treasure from a Wild Island": an island is shared by every ship docked
    // there, one coin a turn each, so reaching it first wins no race. balanced races for B.
    const raced = islandsUnderDaniel('balanced');
    expect(raced.toB).toBeLessThan(raced.toA);
    const near = islandsUnderDaniel('lookahead');
    expect(near.toA).toBeLessThan(near.toB);
  });
});
