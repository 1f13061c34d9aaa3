import { loadAllCards } from '@/db/cards';
import { getDb } from '@/db/client';
import { SIMULATOR_POLICY } from '@/lib/ai/difficulty';
import { playTurn } from '@/lib/ai/turn';
import { seededDice } from '@/lib/engine/core/dice';
import { startTurn } from '@/lib/engine/game';
import type { GameEvent } from '@/lib/engine/state/events';
import { score } from '@/lib/engine/turn/turn';
import { prepareMatchup } from '@/lib/simulate/prepare';
import { describeFleet, randomFleet } from '@/lib/simulate/random-fleet';
import { lookupOf, setUp } from '@/lib/simulate/run';
import { edge95, wilson95 } from '@/lib/simulate/stats';
import { townPlay } from '@/lib/ai/economy-towns';
import { choiceFlag, numberFlag } from './args';

/**
 * `npm run sim:economy`: does the computer's Economy play (lib/ai/economy.ts) beat the play it replaced, the policy
 * alone as if Economy were an official game (`playTurn` with `economy: false`)? On `--pairs N` pairs of random
 * Economy fleets (default 8; lib/simulate/random-fleet.ts, 40 gold with gold left for upkeep), each pair `--games N`
 * games (default 20) in each of four orders (each fleet with each play, in each seat), fresh seeds from `--seed N`.
 * Prints each pair's wins, then the economy play's wins, edge and mean score (gold as the time limit scores it), the
 * games ended with a sale in them, and how each ended. In-process, one core: it plays both sides itself.
 */
const SEED = numberFlag('--seed', 1);
/**
 * `--against voyages`: the other side plays Economy too, without its towns and ports (lib/ai/economy-towns.ts
 * `townPlay` off: the play before the computer attacked towns, bartered or built colonies); by default, the policy alone.
 */
const AGAINST = choiceFlag('--against', ['naive', 'voyages'] as const, 'naive');
const PAIRS = numberFlag('--pairs', 8);
const GAMES = numberFlag('--games', 20);

const cards = loadAllCards(getDb());
const lookup = lookupOf(cards);
const pct = (x: number) => (100 * x).toFixed(1);
const signed = (x: number) => `${x >= 0 ? '+' : ''}${pct(x)}`;

interface Count {
  economy: number;
  naive: number;
  games: number;
  economyScore: number;
  naiveScore: number;
  withSales: number;
  /** Games in which the economy play founded a town. */
  towns: number;
  /** What each side did with towns and ports, in all its games: [economy play, other]. */
  acts: Record<string, [number, number]>;
  /** Ships abandoned for unpaid upkeep: the economy play's, the naive play's. */
  abandoned: [number, number];
  endings: Record<string, number>;
}

const fresh = (): Count => ({ economy: 0, naive: 0, games: 0, economyScore: 0, naiveScore: 0, withSales: 0, towns: 0, acts: {}, abandoned: [0, 0], endings: {} });
const total = fresh();

for (let k = 0; k < PAIRS; k++) {
  const dice = seededDice(SEED, 30_000 + k);
  const a = randomFleet(cards, 'economy', dice);
  const b = randomFleet(cards, 'economy', dice);
  const pair = fresh();
  for (const [x, y] of [[a, b], [b, a]]) {
    const prepared = prepareMatchup({ a: x, b: y, games: 2 * GAMES, seed: SEED * 1000 + k }, lookup);
    if (!prepared.ok) throw new Error(`${prepared.message} ${JSON.stringify(prepared.issues ?? [])}`);
    const m = prepared.matchup;
    for (let i = 0; i < 2 * GAMES; i++) {
      // Seat A plays Economy in even games, seat B in odd ones.
      const trader = i % 2;
      const game = setUp(m, i, lookupOf(m.cards), []);
      const { state } = game;
      startTurn(game, state.first);
      while (!state.over) {
        townPlay.on = state.active === trader;
        playTurn(game, state.active, SIMULATOR_POLICY, AGAINST === 'voyages' || state.active === trader);
      }
      townPlay.on = true;
      // Who did it: the ship's owner, the port's (the one not shot at), the buyer.
      const by = (e: GameEvent): number =>
        'player' in e && e.type !== 'town-captured' ? (e as { player: number }).player : 'ship' in e ? state.ships[(e as { ship: number }).ship].owner : e.type === 'port-shot' ? 1 - state.ships[e.target].owner : e.type === 'town-captured' ? e.player : -1;
      const seen = new Set<string>();
      for (const e of game.log!) {
        const name = e.type === 'town-founded' ? e.upgrade : e.type === 'town-boarded' ? `board-town ${e.result}` : e.type;
        if (!['settlement', 'trading-port', 'military-port', 'town-shot', 'town-razed', 'board-town won', 'board-town lost', 'town-captured', 'bartered', 'blockaded', 'port-shot', 'crew-bought'].includes(name)) continue;
        const side = by(e) === trader ? 0 : 1;
        (pair.acts[name] ??= [0, 0])[side]++;
        const key = `${name}/${side}`;
        if (!seen.has(key)) {
          seen.add(key);
          (pair.acts[`games with ${name}`] ??= [0, 0])[side]++;
        }
      }
      const sold = game.log!.some((e) => e.type === 'sold' && e.player === trader);
      if (game.log!.some((e) => e.type === 'town-founded' && state.ships[e.ship].owner === trader)) pair.towns++;
      for (const e of game.log!) if (e.type === 'abandoned') pair.abandoned[state.ships[e.ship].owner === trader ? 0 : 1]++;
      const economy = score(state, trader);
      const naive = score(state, 1 - trader);
      pair.games++;
      pair.economyScore += economy;
      pair.naiveScore += naive;
      if (state.winner === trader) pair.economy++;
      else if (state.winner === 1 - trader) pair.naive++;
      pair.endings[state.endReason] = (pair.endings[state.endReason] ?? 0) + 1;
      if (sold) pair.withSales++;
    }
  }
  console.log(
    `#${k + 1} economy ${pair.economy} naive ${pair.naive} draws ${pair.games - pair.economy - pair.naive} of ${pair.games}; mean score ${(pair.economyScore / pair.games).toFixed(1)} to ${(pair.naiveScore / pair.games).toFixed(1)}  ` +
      `${describeFleet(a, lookup)} | ${describeFleet(b, lookup)}`,
  );
  total.economy += pair.economy;
  total.naive += pair.naive;
  total.games += pair.games;
  total.economyScore += pair.economyScore;
  total.naiveScore += pair.naiveScore;
  total.withSales += pair.withSales;
  total.towns += pair.towns;
  total.abandoned[0] += pair.abandoned[0];
  total.abandoned[1] += pair.abandoned[1];
  for (const [r, n] of Object.entries(pair.endings)) total.endings[r] = (total.endings[r] ?? 0) + n;
  for (const [r, [x, y]] of Object.entries(pair.acts)) {
    const t = (total.acts[r] ??= [0, 0]);
    t[0] += x;
    t[1] += y;
  }
}

const { edge, ci95 } = edge95(total.economy, total.naive, total.games);
const [lo, hi] = wilson95(total.economy, total.games);
console.log(
  `economy play won ${pct(total.economy / total.games)}% [${pct(lo)}, ${pct(hi)}] of ${total.games} games, naive ${pct(total.naive / total.games)}%; ` +
    `edge ${signed(edge)} points [${signed(ci95[0])}, ${signed(ci95[1])}]; mean score ${(total.economyScore / total.games).toFixed(1)} to ${(total.naiveScore / total.games).toFixed(1)}`,
);
console.log(`games in which the economy play sold: ${pct(total.withSales / total.games)}%, founded a settlement: ${pct(total.towns / total.games)}%; ships abandoned for upkeep: economy ${total.abandoned[0]}, naive ${total.abandoned[1]}`);
console.log(`towns and ports (economy play / ${AGAINST}): ${Object.entries(total.acts).sort().map(([r, [x, y]]) => `${r} ${x}/${y}`).join(', ')}`);
console.log(`endings: ${Object.entries(total.endings).map(([r, n]) => `${r} ${pct(n / total.games)}%`).join(', ')}`);
