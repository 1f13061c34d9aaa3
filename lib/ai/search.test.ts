import { describe, expect, it } from 'vitest';
import type { Game } from '@/lib/engine/game';
import { shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { lastEnemyMast } from '@/tests/fixtures/last-mast';
import { CANDIDATES, FEW_GAMES_MARGIN, judge, preferred, searchTurn, type TurnPlayer, warPreferred } from './search';
import { unseenCoin } from './seat';
import type { PolicyId } from '@/lib/simulate/schema';
import { playTurn } from './turn';

/** Two ships a side racing for three wild islands, an enemy carrier with two coins its seat has not seen. */
function race(coin: number): { game: Game; spec: TableSpec } {
  const spec: TableSpec = {
    ships: [
      { card: shipCard({ cannons: '3S-3S-3S', move: 'S+L', cargo: 3 }), x: 4, y: 4, heading: 45 },
      { card: shipCard({ cannons: '3L-3L', move: 'L+S', cargo: 2 }), x: 5, y: 3, heading: 90 },
      { card: shipCard({ cannons: '3S-3S-3S', move: 'S+L', cargo: 3, faction: 'Spanish' }), owner: 1, x: 13, y: 13, heading: 225 },
      { card: shipCard({ cannons: '3L-3L', move: 'L+S', cargo: 2, faction: 'Spanish' }), owner: 1, x: 9, y: 10, heading: 200 },
    ],
    islands: [{ x: 2, y: 2 }, { x: 16, y: 16 }, { x: 9, y: 5 }, { x: 5, y: 12 }, { x: 12, y: 8 }],
    treasure: { 2: [2, 3], 3: [4, 1], 4: [2, 2] },
    area: { width: 18, height: 18 },
  };
  const game = table(spec);
  const [, , , carrier] = shipsOf(game, spec);
  for (let i = 0; i < 2; i++) {
    carrier.treasure.push(game.state.treasures.length);
    game.state.treasures.push({ value: coin, unique: false, seenBy: [false, true] });
  }
  return { game, spec };
}

describe('search, the computer player that plays each turn ahead to the end of the game', () => {
  it('plays the candidate turn it chose exactly as that policy plays it minding the end of the game, drawing nothing from the game\'s own dice', () => {
    const searched = race(2).game;
    const direct = race(2).game;
    const chosen = searchTurn(searched, 0, (g, p, policy) => playTurn(g, p, policy, true, true));
    expect(CANDIDATES.map((c) => c.turn)).toContain(chosen);
    // Every candidate is played minding the game's end, as lookahead does.
    playTurn(direct, 0, chosen, true, true);
    // Two tables of the same made-up cards, which differ only in the cards' names.
    const where = (g: Game) => ({ ships: g.state.ships.map(({ x, y, heading, masts, treasure, actions }) => ({ x, y, heading, masts, treasure, actions })), islands: g.state.islands.map((i) => i.treasure) });
    expect(where(searched)).toEqual(where(direct));
    expect(searched.log).toEqual(direct.log);
    expect(searched.log!.length).toBeGreaterThan(0);
    // The table's Hard seat plays just that turn.
    const hard = race(2).game;
    playTurn(hard, 0, 'search');
    expect(hard.log).toEqual(searched.log);
    // The next throw of the game's dice is the one it would have been without the games played ahead.
    expect(Array.from({ length: 5 }, () => searched.dice.d6())).toEqual(Array.from({ length: 5 }, () => direct.dice.d6()));
  });

  it('plays ahead only on what its seat may see: a coin it has not looked at is worth the mean it reckons, never its face', () => {
    // The enemy carrier's two coins are face down to seat 0 and worth 6 each; she reckons them at the mean she has not seen.
    const { game } = race(6);
    const reckoned = unseenCoin(game.state, 0);
    expect(reckoned).toBeLessThan(6);
    const faces = new Set<number>();
    const spy: TurnPlayer = (g, p, policy) => {
      if (g !== game) for (const t of g.state.treasures) if (!t.seenBy[0] && !t.unique) faces.add(t.value);
      playTurn(g, p, policy);
    };
    searchTurn(game, 0, spy);
    expect([...faces]).toEqual([reckoned]);
  });

  it("plays each candidate's seat on by its own policy in the games ahead: a hunting turn is weighed both as one turn and as a war", () => {
    // In this position no turn in hand wins on balance for seat 0, so the war is weighed.
    const { game } = race(2);
    const seat0 = new Map<Game, PolicyId[]>();
    const spy: TurnPlayer = (g, p, policy) => {
      if (g !== game && p === 0) seat0.set(g, [...(seat0.get(g) ?? []), policy]);
      playTurn(g, p, policy, true, true);
    };
    searchTurn(game, 0, spy);
    const games = [...seat0.values()].filter((turns) => turns.length > 1);
    // Every other seat plays lookahead ahead; the searching seat plays the candidate's turn, then its `then` policy.
    expect(games.some((turns) => turns.every((t) => t === 'hunter'))).toBe(true);
    expect(games.some((turns) => turns[0] === 'hunter' && turns.slice(1).every((t) => t === 'lookahead'))).toBe(true);
    expect(games.some((turns) => turns[0] === 'gold-runner' && turns.slice(1).every((t) => t === 'lookahead'))).toBe(true);
  });

  it('never sinks the last enemy ship when that loses the game', () => {
    // 001 "Winning the Game": eliminating a fleet "does not automatically win"; the most gold at home does.
    const { game, them } = lastEnemyMast([[2], [5]], Array(20).fill(6));
    searchTurn(game, 0, playTurn);
    expect(game.state.over).toBe(false);
    expect(them.masts).toBe(1);
  });

  it('judges a game ahead won above drawn above lost, and a wider margin of gold above a narrower', () => {
    const ended = (winner: -1 | 0 | 1, gold: [number, number]) => {
      const { game } = lastEnemyMast([[gold[0]], [gold[1]]]);
      game.state.over = true;
      game.state.winner = winner;
      return judge(game.state, 0);
    };
    expect(ended(0, [5, 2])).toBeGreaterThan(ended(-1, [3, 3]));
    expect(ended(-1, [3, 3])).toBeGreaterThan(ended(1, [2, 5]));
    expect(ended(0, [7, 2])).toBeGreaterThan(ended(0, [5, 2]));
    expect(ended(0, [7, 2]) - ended(0, [5, 2])).toBeLessThan(1);
  });

  it("plays another turn than lookahead's on few games ahead only when it comes out better by a clear margin", () => {
    // lookahead's turn, gold-runner's, hunter's: their results summed over the same throws.
    expect(preferred([0.5, 0.9, 0.2], false)).toBe(1);
    expect(preferred([0.5, 0.9, 0.2], true)).toBe(0);
    expect(preferred([0.5, 0.5 + FEW_GAMES_MARGIN, 0.2], true)).toBe(0);
    expect(preferred([0.5, 1.6, 1.7], true)).toBe(2);
    expect(preferred([-1, -1.9, 0.1], true)).toBe(2);
    // A tie keeps the earlier candidate, lookahead's first.
    expect(preferred([1, 1, 1], false)).toBe(0);
    expect(preferred([0, 2, 2], true)).toBe(1);
  });

  it('goes to war for a game it could win or draw, never for the margin of a loss alone', () => {
    // Better on the same throws, where the best turn in hand won nothing: the war is played.
    expect(warPreferred([1.01, -1.02], [-1.01, -1.02], false)).toBe(true);
    expect(warPreferred([0.02, -1.02], [-1.01, -1.02], true)).toBe(true);
    // Every turn lost every game ahead, and so did the war, if by less: not played.
    expect(warPreferred([-1.001, -1.002], [-1.01, -1.02], true)).toBe(false);
    expect(warPreferred([-1.001, -1.002], [-1.01, -1.02], false)).toBe(true);
    // Worse on the throws it shares: never.
    expect(warPreferred([-1.05, 0.9], [1, 1], false)).toBe(false);
  });

  it('plays nothing ahead once its seat has lost whatever happens, and brings its last coin home as lookahead would', () => {
    // 13 gold home against 15, one 1-gold coin aboard and none left anywhere else: every turn ends in the same loss.
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '3S-3S', move: 'S+L', cargo: 3 }), x: 6, y: 6, heading: 225 },
        { card: shipCard({ cannons: '3S-3S', move: 'S+L', cargo: 3, faction: 'Spanish' }), owner: 1, x: 15, y: 15, heading: 270 },
      ],
      islands: [{ x: 2, y: 2 }, { x: 18, y: 18 }, { x: 10, y: 4 }],
      treasure: {},
      home: [[6, 7], [7, 8]],
    };
    const lost = (): Game => {
      const game = table(spec);
      const [mine] = shipsOf(game, spec);
      mine.treasure.push(game.state.treasures.length);
      game.state.treasures.push({ value: 1, unique: false, seenBy: [true, false] });
      return game;
    };
    const game = lost();
    const played: Game[] = [];
    const chosen = searchTurn(game, 0, (g, p, policy) => {
      played.push(g);
      playTurn(g, p, policy, true, true);
    });
    expect(chosen).toBe('lookahead');
    expect(played).toEqual([game]);
    const direct = lost();
    playTurn(direct, 0, 'lookahead', true, true);
    expect(game.log).toEqual(direct.log);
    const [mine] = shipsOf(game, spec);
    expect(Math.hypot(mine.x - 2, mine.y - 2)).toBeLessThan(Math.hypot(6 - 2, 6 - 2));
  });
});

