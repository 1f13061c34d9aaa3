import type { GameEvent } from '@/lib/engine/state/events';
import type { PlayerIndex } from '@/lib/engine/state/state';
import type { PiratesEvent } from '@/lib/pirates/game';
import { describeEvent } from '@/lib/pirates/log';
import type { TableGame } from './types';

type Point = { x: number; y: number };

/** A ship's sailing in the turn shown: every place she stood, from where she started to where she stopped. */
export interface Wake {
  ship: number;
  points: Point[];
  /** The event it ends with, so a new sailing replays its animation. */
  seq: number;
}

/** A shot in the turn shown: the line of fire, from where the shooter stood when she fired, and every die. */
export interface Fire {
  from: Point;
  to: Point;
  rolls: number[];
  hits: number;
  seq: number;
}

export interface Recent {
  /** Whose turn is shown: the one being played, or the last one. */
  player: PlayerIndex | null;
  /** That turn is over (another has begun since). */
  over: boolean;
  wakes: Wake[];
  fire: Fire[];
  /**
   * What happened, a line per sailing, shot, boarding, mast lost and ship sunk, in the order played, in the log's own
   * words (lib/pirates/log.ts), so the panel and the log never tell one event two ways.
   */
  lines: { seq: number; text: string }[];
  /** Where the ships an unfinished action (waiting on a decision) has moved now stand: the view's table has them where they were. */
  at: Map<number, Point & { heading: number }>;
}

/**
 * The turn to show a player who looks at the table: every sailing and every shot of the other side's last turn (a
 * spectator's: the latest turn), so what the computer or a friend did is seen (BGA's "every opponent move replayed to you"), and
 * the events of an action still waiting on a decision (`shown`, the view's `pending.shown`), which the view's table
 * does not hold yet: the shooter drawn where she now stands, her line of fire and her dice, before the choice is asked.
 * Positions are folded from the stream's events from the table's building on, so each wake starts where she was.
 */
export function recentTurn(events: readonly { seq: number; event: PiratesEvent }[], shown: readonly GameEvent[], game: TableGame, you: PlayerIndex | null): Recent {
  const pos = new Map<number, Point & { heading: number }>();
  // The turn shown: the other side's last (a seat sees its own moves as it makes them), or a spectator's latest.
  const starts: { i: number; player: PlayerIndex }[] = [];
  events.forEach(({ event }, i) => {
    if (event.type === 'turn-started') starts.push({ i, player: event.player });
  });
  const k = starts.findLastIndex((t) => t.player !== you);
  const from = k >= 0 ? starts[k].i : Infinity;
  const to = k >= 0 && k + 1 < starts.length ? starts[k + 1].i : Infinity;
  const player: PlayerIndex | null = k >= 0 ? starts[k].player : null;
  const over = to !== Infinity;
  const out: Recent = { player, over, wakes: [], fire: [], lines: [], at: new Map() };
  const say = (seq: number, e: PiratesEvent) => {
    const text = describeEvent(e, game);
    if (text) out.lines.push({ seq, text });
  };
  const apply = (seq: number, e: PiratesEvent, record: boolean) => {
    if (e.type === 'built') for (const s of e.game.ships) pos.set(s.id, { x: s.x, y: s.y, heading: s.heading });
    else if (e.type === 'bought') pos.set(e.ship, { x: e.x, y: e.y, heading: e.heading });
    else if (e.type === 'moved') {
      const before = pos.get(e.ship) ?? { x: e.x, y: e.y, heading: e.heading };
      pos.set(e.ship, { x: e.x, y: e.y, heading: e.heading });
      if (!record) return;
      const last = out.wakes[out.wakes.length - 1];
      // Consecutive steps of one ship are one sailing.
      if (last && last.ship === e.ship && last.seq === lastSeq) {
        last.points.push({ x: e.x, y: e.y });
        last.seq = seq;
      } else out.wakes.push({ ship: e.ship, points: [{ x: before.x, y: before.y }, { x: e.x, y: e.y }], seq });
    } else if (record && e.type === 'shot') {
      const a = pos.get(e.ship) ?? game.ships[e.ship];
      const b = pos.get(e.target) ?? game.ships[e.target];
      if (a && b) out.fire.push({ from: { x: a.x, y: a.y }, to: { x: b.x, y: b.y }, rolls: e.rolls, hits: e.hits, seq });
      say(seq, e);
    } else if (record && (e.type === 'boarded' || e.type === 'sunk' || e.type === 'sailed' || (e.type === 'mast' && !e.up))) {
      say(seq, e);
    } else if (record && (e.type === 'port-shot' || e.type === 'town-shot')) {
      // Economy Edition: a military port fires from its island's middle, as a fort does; a ship's shot at a town lands on its island.
      const isl = game.islands[e.island];
      const b = e.type === 'port-shot' ? (pos.get(e.target) ?? game.ships[e.target]) : (pos.get(e.ship) ?? game.ships[e.ship]);
      if (isl && b) out.fire.push({ from: e.type === 'port-shot' ? { x: isl.x, y: isl.y } : { x: b.x, y: b.y }, to: e.type === 'port-shot' ? { x: b.x, y: b.y } : { x: isl.x, y: isl.y }, rolls: e.rolls, hits: e.hits, seq });
      say(seq, e);
    } else if (record && (e.type === 'town-boarded' || e.type === 'town-captured' || e.type === 'town-razed' || e.type === 'ship-seized')) {
      say(seq, e);
    } else if (record && e.type === 'fort-shot') {
      const f = game.forts[e.fort];
      const isl = f && f.island >= 0 ? game.islands[f.island] : null;
      const b = pos.get(e.target) ?? game.ships[e.target];
      if (isl && b) out.fire.push({ from: { x: isl.x, y: isl.y }, to: { x: b.x, y: b.y }, rolls: e.rolls, hits: e.hits, seq });
      say(seq, e);
    }
    lastSeq = seq;
  };
  let lastSeq = -1;
  events.forEach(({ seq, event }, i) => apply(seq, event, i > from && i < to));
  const top = events.length ? events[events.length - 1].seq : 0;
  // Events of an action not finished yet have no sequence number of their own: they sort after the last one, between it and the next.
  shown.forEach((e, i) => apply(top + 0.5 + i / 1000, e, true));
  for (const e of shown) if (e.type === 'moved') out.at.set(e.ship, pos.get(e.ship)!);
  out.lines.sort((x, y) => x.seq - y.seq);
  out.wakes = out.wakes.filter((w) => w.points.some((p) => Math.hypot(p.x - w.points[0].x, p.y - w.points[0].y) > 0.01));
  return out;
}

/**
 * For a mast decision asked in the middle of a volley: the hits the last shot at `ship` made and the masts she has
 * already lost to it, from the unfinished action's events (`pending.shown`), so a player picking masts one at a time
 * knows how many are still to come. Null when no shot at her is under way.
 */
export function volleySoFar(shown: readonly GameEvent[], ship: number): { hits: number; lost: number } | null {
  const at = shown.findLastIndex((e) => e.type === 'shot' && e.target === ship);
  if (at < 0) return null;
  const shot = shown[at] as Extract<GameEvent, { type: 'shot' }>;
  const lost = shown.slice(at + 1).filter((e) => e.type === 'mast' && e.ship === ship && !e.up).length;
  return { hits: shot.hits, lost };
}
