import { loadAllCards } from '@/db/cards';
import { getDb } from '@/db/client';
import { SIMULATOR_POLICY } from '@/lib/ai/difficulty';
import { townPlay } from '@/lib/ai/economy-towns';
import { playTurn } from '@/lib/ai/turn';
import { seededDice } from '@/lib/engine/core/dice';
import { startTurn } from '@/lib/engine/game';
import type { GameEvent } from '@/lib/engine/state/events';
import { prepareMatchup } from '@/lib/simulate/prepare';
import { randomFleet } from '@/lib/simulate/random-fleet';
import { lookupOf, setUp } from '@/lib/simulate/run';
import { wilson95 } from '@/lib/simulate/stats';
import { numberFlag } from './args';

/**
 * `npm run sim:economy-towns`: the computer's town and port play (lib/ai/economy-towns.ts) at tables of `--players N`
 * (default 4) random Economy fleets, `--tables N` tables (default 6) of `--games N` games each (default 12), seeds from
 * `--seed N`. In each game one seat, in turn, plays it and the others play Economy without it (`townPlay` off), so
 * the fleets and seats even out. Prints the seat's share of wins against an equal share (1/N), and how often each
 * side founded towns, attacked them, bartered, blockaded, fired its ports and bought crew, a game.
 */
const SEED = numberFlag('--seed', 1);
const PLAYERS = numberFlag('--players', 4);
const TABLES = numberFlag('--tables', 6);
const GAMES = numberFlag('--games', 12);

const cards = loadAllCards(getDb());
const lookup = lookupOf(cards);
const KINDS = ['settlement', 'trading-port', 'military-port', 'town-shot', 'town-razed', 'board-town won', 'board-town lost', 'board-town tie', 'bartered', 'blockaded', 'port-shot', 'crew-bought'];
const acts: Record<string, [number, number]> = {};
const gamesWith: Record<string, [number, number]> = {};
let wins = 0;
let games = 0;
let scoreMine = 0;
let scoreRest = 0;

for (let k = 0; k < TABLES; k++) {
  const dice = seededDice(SEED, 40_000 + k);
  const fleets = Array.from({ length: PLAYERS }, () => randomFleet(cards, 'economy', dice));
  const prepared = prepareMatchup({ fleets, games: GAMES, seed: SEED * 1000 + k }, lookup);
  if (!prepared.ok) throw new Error(`${prepared.message} ${JSON.stringify(prepared.issues ?? [])}`);
  const m = prepared.matchup;
  for (let i = 0; i < GAMES; i++) {
    const mine = i % PLAYERS;
    const game = setUp(m, i, lookupOf(m.cards), []);
    const { state } = game;
    startTurn(game, state.first);
    while (!state.over) {
      townPlay.on = state.active === mine;
      playTurn(game, state.active, SIMULATOR_POLICY);
    }
    townPlay.on = true;
    const by = (e: GameEvent): number => {
      if (e.type === 'port-shot') return state.economy!.towns[e.island]?.owner ?? -1;
      if (e.type === 'crew-bought') return e.player;
      if ('ship' in e && typeof e.ship === 'number') return state.ships[e.ship].owner;
      return -1;
    };
    const seen = new Set<string>();
    for (const e of game.log!) {
      const name = e.type === 'town-founded' ? e.upgrade : e.type === 'town-boarded' ? `board-town ${e.result}` : e.type;
      if (!KINDS.includes(name)) continue;
      const who = by(e);
      if (who < 0) continue;
      const side = who === mine ? 0 : 1;
      (acts[name] ??= [0, 0])[side]++;
      if (!seen.has(`${name}/${side}`)) {
        seen.add(`${name}/${side}`);
        (gamesWith[name] ??= [0, 0])[side]++;
      }
    }
    games++;
    if (state.winner === mine) wins++;
    const { gold } = state.economy!;
    scoreMine += gold[mine];
    for (let q = 0; q < PLAYERS; q++) if (q !== mine) scoreRest += gold[q] / (PLAYERS - 1);
  }
}

const pct = (x: number) => (100 * x).toFixed(1);
const [lo, hi] = wilson95(wins, games);
console.log(`${PLAYERS} players, ${games} games: the town play's seat won ${pct(wins / games)}% [${pct(lo)}, ${pct(hi)}] (an equal share: ${pct(1 / PLAYERS)}%); mean gold ${(scoreMine / games).toFixed(1)}, other seats ${(scoreRest / games).toFixed(1)}`);
console.log('a game, town play seat / each other seat (games with it, town play / any other seat):');
for (const name of KINDS) {
  const [a, b] = acts[name] ?? [0, 0];
  const [ga, gb] = gamesWith[name] ?? [0, 0];
  console.log(`  ${name}: ${(a / games).toFixed(2)} / ${(b / games / (PLAYERS - 1)).toFixed(2)}  (${pct(ga / games)}% / ${pct(gb / games)}%)`);
}
