import type { GameState, PlayerIndex } from '@/lib/engine/state/state';
import { score } from '@/lib/engine/turn/turn';
import { crewName } from './describe';
import { describeEvent } from './log';
import { revealedGame } from './reveal';
import { PIRATES_SEATS, type PiratesSeat } from './schema';
import type { PiratesEvent, PiratesState } from './state';
import { shownGame } from './view';

/**
 * A battle report written from a finished match's log: the fleets, then turn by turn what mattered, each seat's gold
 * at home and masts standing after every turn, the turn the game turned, and the ending. The game is over, so every
 * value is told (DESIGN.md: "once the game is over every value is revealed to everyone").
 *
 * What mattered, and how it is counted (our choices, since no rule text defines a report):
 * - a coin found: treasure moved from an island onto a ship (loaded by exploring or by a crew's text), for the
 *   ship's owner; a coin banked: treasure moved to a home island, for that home's player; both counted in gold;
 * - a hit: a shot that hit at least once, for the shooter's owner, counted in hits;
 * - a ram: a ship pinned by another (the engine pins the rammed ship), for the rammer's owner;
 * - a boarding: a boarding party sent, for the boarder's owner (the line says who won it);
 * - a sinking: a ship sunk, counted against her owner (ships lost);
 * - the turn the game turned: the first turn after which the winner's score (the engine's own, gold at home and
 *   what counts with it) stayed ahead of every other seat's to the end; null for a draw, or when the winner never led on
 *   the score (a resignation, an ending on ships left).
 */

export type Seat = PiratesSeat;
const SEAT = PIRATES_SEATS;

export interface ReportLine {
  seq: number;
  text: string;
  kind: 'found' | 'banked' | 'hit' | 'ram' | 'boarding' | 'sunk' | 'ending';
}

export interface ReportTurn {
  turn: number;
  seat: Seat;
  lines: ReportLine[];
  /** After this turn: each seat's score (gold at home) and masts standing on ships still in play. */
  gold: number[];
  masts: number[];
}

export interface BattleReport {
  /** Each fleet as the table was first set: her ships, with their masts, points and the crew aboard then. */
  fleets: { seat: Seat; name: string; ships: { name: string; masts: number; points: number; crew: string[] }[] }[];
  /** Before the first turn: gold at home and masts standing as the table was built. */
  start: { gold: number[]; masts: number[] };
  turns: ReportTurn[];
  totals: Record<'found' | 'banked' | 'hits' | 'rams' | 'boardings' | 'shipsLost', number[]>;
  turned: { turn: number; seat: Seat } | null;
  ending: { winner: Seat | null; reason: string; gold: number[]; turns: number };
}

const mastsOf = (g: GameState, p: PlayerIndex) => g.ships.filter((s) => s.owner === p && s.inPlay && !s.sunk).reduce((n, s) => n + s.masts, 0);

/**
 * The report of the match whose log is `events`, folded from `initial` by `apply` (the game's own fold, a turn at a
 * time so a long match costs one copy of the state a turn). Throws when the log does not end the game.
 */
export function battleReport(initial: PiratesState, events: readonly PiratesEvent[], apply: (s: PiratesState, e: readonly PiratesEvent[]) => PiratesState): BattleReport {
  const final = apply(initial, events);
  const end = final.game;
  if (!end || !end.over) throw new Error('A battle report is written only for a game that is over.');
  // Every coin told: the words come from the table as it stands at the end, revealed.
  const words = shownGame(revealedGame(end), null);
  const worth = (ids: readonly number[]) => ids.reduce((n, id) => n + (end.treasures[id]?.value ?? 0), 0);
  const seats = final.fleets.map((_, p) => p);
  const zeros = () => seats.map(() => 0);
  const totals: BattleReport['totals'] = { found: zeros(), banked: zeros(), hits: zeros(), rams: zeros(), boardings: zeros(), shipsLost: zeros() };
  const owner = (ship: number) => end.ships[ship]?.owner as PlayerIndex | undefined;

  const turns: ReportTurn[] = [];
  let state = initial;
  let batch: PiratesEvent[] = [];
  let current: ReportTurn | null = null;
  let start: BattleReport['start'] | null = null;
  let set: GameState | null = null;
  const close = () => {
    state = batch.length ? apply(state, batch) : state;
    batch = [];
    const g = state.game;
    if (!g) return;
    set ??= g;
    const sample = { gold: seats.map((p) => score(g, p)), masts: seats.map((p) => mastsOf(g, p)) };
    if (current) Object.assign(current, sample);
    else start ??= sample;
  };

  events.forEach((e, i) => {
    const seq = i + 1;
    if (e.type === 'turn-started') {
      close();
      current = { turn: e.turn, seat: SEAT[e.player], lines: [], gold: zeros(), masts: zeros() };
      turns.push(current);
    }
    batch.push(e);
    const line = (kind: ReportLine['kind']) => {
      const text = describeEvent(e, words);
      if (text && current) current.lines.push({ seq, text, kind });
    };
    switch (e.type) {
      case 'treasure-moved': {
        if ('island' in e.from && 'ship' in e.to) {
          const p = owner(e.to.ship);
          if (p !== undefined) totals.found[p] += worth(e.ids);
          line('found');
        } else if ('home' in e.to) {
          totals.banked[e.to.home] += worth(e.ids);
          line('banked');
        }
        break;
      }
      case 'shot': {
        const p = owner(e.ship);
        if (e.hits > 0) {
          if (p !== undefined) totals.hits[p] += e.hits;
          line('hit');
        }
        break;
      }
      case 'pinned': {
        const p = owner(e.by);
        if (p !== undefined) totals.rams[p]++;
        line('ram');
        break;
      }
      case 'boarded': {
        const p = owner(e.ship);
        if (p !== undefined) totals.boardings[p]++;
        line('boarding');
        break;
      }
      case 'sunk': {
        const p = owner(e.ship);
        if (p !== undefined) totals.shipsLost[p]++;
        line('sunk');
        break;
      }
      case 'resigned':
      case 'draw-accepted':
      case 'game-over':
        line('ending');
        break;
    }
  });
  close();

  const winner = end.winner === -1 ? null : (end.winner as PlayerIndex);
  let turned: BattleReport['turned'] = null;
  if (winner !== null) {
    const leads = turns.map((t) => t.gold.every((g, p) => p === winner || t.gold[winner] > g));
    let k = leads.length;
    while (k > 0 && leads[k - 1]) k--;
    if (k < leads.length) turned = { turn: turns[k].turn, seat: turns[k].seat };
  }
  const fleets = seats.map((p) => ({
    seat: SEAT[p],
    name: final.fleets[p]?.name ?? `Fleet ${SEAT[p]}`,
    ships: (set ?? end).ships
      .filter((s) => s.builtBy === p && !s.seaCreature)
      .map((s) => ({ name: s.name, masts: s.cannons.length, points: s.points, crew: s.crew.map((c) => crewName(c)!).filter(Boolean) })),
  }));
  return {
    fleets,
    start: start ?? { gold: zeros(), masts: zeros() },
    turns,
    totals,
    turned,
    ending: { winner: winner === null ? null : SEAT[winner], reason: end.endReason, gold: seats.map((p) => score(end, p)), turns: end.turn },
  };
}

/** How a game ended, in words for the report (the engine's reasons, lib/engine/state/state.ts `endReason`). */
const ENDING_WORDS: Record<Exclude<GameState['endReason'], ''>, string> = {
  'all-gold-home': 'all the gold is home',
  'one-fleet-left': 'only one fleet has a ship that can still move',
  'half-fleets-out': 'half the fleets or more have no ship that can still move',
  'no-fleet-left': 'no fleet has a ship that can still move',
  'half-the-gold': 'more than half the gold is home',
  'wild-islands-empty': 'the wild islands are empty',
  'turn-cap': 'the turn limit was reached',
  'no-progress': 'the game stopped moving',
  resigned: 'the other fleet resigned',
  'draw-agreed': 'both fleets agreed a draw',
  'fleet-elimination': 'every enemy ship is gone',
  'trade-monopoly': 'one player holds every resource island',
};

/** The reason a game ended in words; a reason added later reads as its name until it gets words here. */
export function endingWords(reason: string): string {
  return (ENDING_WORDS as Record<string, string>)[reason] ?? reason.replace(/-/g, ' ');
}

/** The report in one sentence, for a link's preview. */
export function reportSummary(r: BattleReport): string {
  if (r.fleets.length > 2) {
    const names = r.fleets.map((f) => f.name);
    const won = r.ending.winner ? `${names[SEAT.indexOf(r.ending.winner)]} won` : 'No sole winner';
    const reason = r.ending.reason ? ` (${endingWords(r.ending.reason)})` : '';
    const gold = r.fleets.map((f, p) => `${f.name} ${r.ending.gold[p]}`).join(', ');
    return `${names.join(', ')}: ${won}${reason} in ${r.ending.turns} turn${r.ending.turns === 1 ? '' : 's'}; gold at home: ${gold}.`;
  }
  const [a, b] = r.fleets.map((f) => f.name);
  const result = r.ending.winner ? `${r.ending.winner === 'A' ? a : b} won` : 'A draw';
  const reason = r.ending.reason ? ` (${endingWords(r.ending.reason)})` : '';
  return `${a} against ${b}: ${result}${reason} in ${r.ending.turns} turn${r.ending.turns === 1 ? '' : 's'}, ${r.ending.gold[0]} gold to ${r.ending.gold[1]}; ships lost: ${a} ${r.totals.shipsLost[0]}, ${b} ${r.totals.shipsLost[1]}.`;
}
