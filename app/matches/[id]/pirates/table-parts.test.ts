import { describe, expect, it } from 'vitest';
import { LEG_LENGTH } from '@/lib/cards/move';
import { ACTION, type GameEvent } from '@/lib/engine/state/events';
import type { GameState } from '@/lib/engine/state/state';
import type { PiratesEvent } from '@/lib/pirates/game';
import type { PiratesAction } from '@/lib/pirates/schema';
import { previewMove } from '@/lib/engine/preview';
import { crewCard, shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import { mastPlace } from '@/lib/pirates/describe';
import { describeEvent } from '@/lib/pirates/log';
import { actionLabel } from './labels';
import { distinctMoves, enemiesInReach, moveThenShoot, shipAfter } from './plan-view';
import { recentTurn, volleySoFar } from './recent';
import { shipStatus, statusLine } from './ship-status';
import type { TableGame } from './types';

const sloop = shipCard({ name: 'Sloop', cannons: '3S-3S', move: 'L+S' });
const brig = shipCard({ name: 'Brig', cannons: '3S-3S', move: 'S+S' });
const asView = (state: GameState) => state as unknown as TableGame;

describe('recentTurn: the other side\'s last turn, replayed', () => {
  const spec: TableSpec = { ships: [{ card: sloop, x: 5, y: 10, heading: 0 }, { card: brig, owner: 1, x: 5, y: 5, heading: 180 }] };

  it('draws each sailing from where she was, each shot with its dice, and says both in words', () => {
    const game = table(spec);
    const [, b] = shipsOf(game, spec);
    const built = { type: 'built', game: structuredClone(game.state) } as PiratesEvent;
    const events: { seq: number; event: PiratesEvent }[] = [
      { seq: 1, event: built },
      { seq: 2, event: { type: 'turn-started', player: 1, turn: 1 } },
      { seq: 3, event: { type: 'moved', ship: b.id, x: 5, y: 6, heading: 180 } },
      { seq: 4, event: { type: 'moved', ship: b.id, x: 5, y: 7, heading: 180 } },
      { seq: 5, event: { type: 'sailed', ship: b.id, from: { x: 5, y: 5 }, to: { x: 5, y: 7 } } },
      { seq: 6, event: { type: 'shot', ship: b.id, target: 0, rolls: [4, 6], hits: 1 } },
      { seq: 7, event: { type: 'mast', ship: 0, mast: 1, up: false } },
      { seq: 8, event: { type: 'turn-started', player: 0, turn: 1 } },
    ];
    const r = recentTurn(events, [], asView(game.state), 0);
    expect(r.player).toBe(1);
    expect(r.over).toBe(true);
    expect(r.wakes).toEqual([{ ship: b.id, points: [{ x: 5, y: 5 }, { x: 5, y: 6 }, { x: 5, y: 7 }], seq: 4 }]);
    // The shooter fires from where she stopped, not from where she started.
    expect(r.fire).toEqual([{ from: { x: 5, y: 7 }, to: { x: 5, y: 10 }, rolls: [4, 6], hits: 1, seq: 6 }]);
    // In the log's own words (lib/pirates/log.ts), so the panel and the log never tell one event two ways.
    expect(r.lines.map((l) => l.text)).toEqual([describeEvent(events[4].event, asView(game.state)), describeEvent(events[5].event, asView(game.state)), describeEvent(events[6].event, asView(game.state))]);
    expect(r.lines[0].text).toMatch(/^Brig sailed 2\.0 S south, from /);
    expect(r.lines[2].text).toMatch(/^Sloop lost the (stern mast|second mast from the bow) \(\d[SL] cannon\)\.$/);
  });

  it('shows an unfinished action waiting on a decision, with the shooter where she now stands', () => {
    const game = table(spec);
    const [, b] = shipsOf(game, spec);
    const events: { seq: number; event: PiratesEvent }[] = [
      { seq: 1, event: { type: 'built', game: structuredClone(game.state) } as PiratesEvent },
      { seq: 2, event: { type: 'turn-started', player: 1, turn: 1 } },
    ];
    const shown: GameEvent[] = [
      { type: 'moved', ship: b.id, x: 5, y: 7, heading: 180 },
      { type: 'shot', ship: b.id, target: 0, rolls: [5, 5], hits: 2 },
    ];
    const r = recentTurn(events, shown, asView(game.state), 0);
    expect(r.at.get(b.id)).toEqual({ x: 5, y: 7, heading: 180 });
    expect(r.fire[0].from).toEqual({ x: 5, y: 7 });
    const pending = r.lines.filter((l) => !Number.isInteger(l.seq)).map((l) => l.text);
    expect(pending).toContain('Brig fired at Sloop: rolled 5, 5 (two hits).');
  });

  it('leaves out a seat\'s own turn: she saw it as she played it', () => {
    const game = table(spec);
    const events: { seq: number; event: PiratesEvent }[] = [
      { seq: 1, event: { type: 'built', game: structuredClone(game.state) } as PiratesEvent },
      { seq: 2, event: { type: 'turn-started', player: 0, turn: 1 } },
      { seq: 3, event: { type: 'moved', ship: 0, x: 5, y: 9, heading: 0 } },
    ];
    const r = recentTurn(events, [], asView(game.state), 0);
    expect(r.player).toBeNull();
    expect(r.wakes).toEqual([]);
  });
});

describe('recentTurn: Economy Edition\'s port and town shots', () => {
  it('draws a military port\'s shot from its island and tells it while the ship it hit decides which mast she loses', () => {
    const spec: TableSpec = { ships: [{ card: sloop, x: 5, y: 10, heading: 0 }, { card: brig, owner: 1, x: 5, y: 5, heading: 180 }] };
    const game = table(spec);
    const [, b] = shipsOf(game, spec);
    const isl = game.state.islands[0];
    const events: { seq: number; event: PiratesEvent }[] = [
      { seq: 1, event: { type: 'built', game: structuredClone(game.state) } as PiratesEvent },
      { seq: 2, event: { type: 'turn-started', player: 0, turn: 1 } },
    ];
    // The port's shot belongs to an action waiting on B's choice of mast: it is in the view's `pending.shown` only.
    const shot: PiratesEvent = { type: 'port-shot', island: 0, target: b.id, rolls: [5, 2], hits: 1 };
    const r = recentTurn(events, [shot], asView(game.state), 0);
    expect(r.fire).toEqual([{ from: { x: isl.x, y: isl.y }, to: { x: 5, y: 5 }, rolls: [5, 2], hits: 1, seq: 2.5 }]);
    expect(r.lines.map((l) => l.text)).toEqual([describeEvent(shot, asView(game.state))]);
    expect(r.lines[0].text).toMatch(/^The military port on .* fired at Brig: rolled 5, 2/);
  });
});

describe('shipStatus: what she did and may still do this turn', () => {
  const spec: TableSpec = { ships: [{ card: sloop, x: 5, y: 10, heading: 0 }, { card: brig, owner: 1, x: 5, y: 8.6, heading: 90 }] };

  it('reads what she did from her flags and what is left from the legal list', () => {
    const game = table(spec);
    const [a, b] = shipsOf(game, spec);
    a.actions = 1;
    a.actionKinds = ACTION.move;
    const legal: PiratesAction[] = [
      { type: 'shoot', ship: a.id, target: b.id },
      { type: 'crew-ashore', ship: a.id, crew: 0 },
      { type: 'end-turn' },
    ];
    const st = shipStatus(a, legal, true);
    expect(st).toEqual({ done: ['moved'], actions: ['shoot'], free: ['crew ashore'], short: 'moved' });
    expect(statusLine(st)).toBe('acted: moved · may still shoot · free: crew ashore');
    expect(shipStatus(a, [{ type: 'end-turn' }], true).short).toBe('done');
  });

  it('counts Economy Edition\'s town attacks as her shot and its trading as free', () => {
    const game = table(spec);
    const [a] = shipsOf(game, spec);
    const legal: PiratesAction[] = [
      { type: 'shoot-town', ship: a.id, island: 0 },
      { type: 'board-town', ship: a.id },
      { type: 'barter', ship: a.id, give: [1, 1], get: 2 },
      { type: 'barter', ship: a.id, give: [1, 1], get: 3 },
      { type: 'blockade', ship: a.id },
    ];
    expect(statusLine(shipStatus(a, legal, true))).toBe('no action yet · may still shoot or board the town · free: trade, blockade');
  });
});

describe('planning a move', () => {
  it('lists the enemies a move brings within reach, by the engine\'s own range', () => {
    const spec: TableSpec = { ships: [{ card: sloop, x: 5, y: 14, heading: 0 }, { card: brig, owner: 1, x: 5, y: 10.9, heading: 90 }] };
    const game = table(spec);
    const [a, b] = shipsOf(game, spec);
    expect(enemiesInReach(game.state, a)).toEqual([]);
    const there = enemiesInReach(game.state, { ...a, y: 14 - LEG_LENGTH.L - LEG_LENGTH.S });
    expect(there.map((r) => r.target.id)).toEqual([b.id]);
    // Her fore mast is within S of the brig; her after mast, farther back, is not.
    expect(there[0].guns).toBe(1);
  });

  it('offers the planned move ending in a shot at each enemy in reach from there, only to a ship the engine lets move and shoot at once', () => {
    const captain = crewCard({ name: 'Captain', ability: 'Captain', keywords: ['captain'] });
    const spec = (crew: typeof captain[]): TableSpec => ({ ships: [{ card: sloop, x: 5, y: 14, heading: 0, crew }, { card: brig, owner: 1, x: 5, y: 10.9, heading: 90 }] });
    const offers = (crew: typeof captain[]) => {
      const game = table(spec(crew));
      const [a] = shipsOf(game, spec(crew));
      const move = { type: 'move' as const, ship: a.id, segments: [{ heading: 0, distance: LEG_LENGTH.L }, { heading: 0, distance: LEG_LENGTH.S }] };
      const reach = enemiesInReach(game.state, shipAfter(a, previewMove(game.state, a.id, move.segments))!);
      return { reach, offers: moveThenShoot(game.state, 0, move, reach), move };
    };
    // 004 Crimson Coast, Captain: "This ship may move and then shoot using the same move action."
    const { reach, offers: withCaptain, move } = offers([captain]);
    expect(reach).toHaveLength(1);
    expect(withCaptain.map((o) => o.action)).toEqual([{ ...move, shoot: reach[0].target.id }]);
    expect(withCaptain[0].label).toBe(`Sail, then shoot at Brig (${reach[0].expected.toFixed(1)} hits expected, ${Math.round(reach[0].chance * 100)}% to hit)`);
    // Without her the engine refuses a shot on a move, so none is offered though the brig is as much in reach.
    const without = offers([]);
    expect(without.reach).toHaveLength(1);
    expect(without.offers).toEqual([]);
  });

  it('keeps one of two quick moves that end at the same place, and names the way she goes as the map shows it', () => {
    const spec: TableSpec = { ships: [{ card: sloop, x: 10, y: 10, heading: 0 }], islands: [{ x: 2, y: 2 }, { x: 18, y: 18 }, { x: 16, y: 10 }] };
    const game = table(spec);
    const [a] = shipsOf(game, spec);
    // East (heading 90) twice over, once as L then S and once as S then L: the same place, the same heading.
    const moves = [
      { type: 'move' as const, ship: a.id, segments: [{ heading: 90, distance: LEG_LENGTH.L }, { heading: 90, distance: LEG_LENGTH.S }] },
      { type: 'move' as const, ship: a.id, segments: [{ heading: 90, distance: LEG_LENGTH.S }, { heading: 90, distance: LEG_LENGTH.L }] },
      { type: 'move' as const, ship: a.id, segments: [{ heading: 0, distance: LEG_LENGTH.L }] },
    ];
    const kept = distinctMoves(game.state, moves);
    expect(kept.map((k) => k.action)).toEqual([moves[0], moves[2]]);
    expect(new Set(kept.map((k) => k.label)).size).toBe(kept.length);
    // Heading 90 is east, and island 3 lies to the east: the words agree with the map.
    expect(actionLabel(game.state, moves[0])).toBe('Sail 2.4 S east, towards island 3');
    expect(actionLabel(game.state, moves[2])).toMatch(/^Sail 1\.4 S north/);
  });
});

describe('mastPlace: which mast she loses, told by where it stands', () => {
  it('names the bow, the stern and the masts between by their place from the bow, so equal cannons are told apart', () => {
    expect([0, 1, 2, 3, 4].map((i) => mastPlace(i, 5))).toEqual(['the bow mast', 'the second mast from the bow', 'the third mast from the bow', 'the fourth mast from the bow', 'the stern mast']);
    expect(mastPlace(0, 1)).toBe('her only mast');
    expect(new Set([0, 1].map((i) => mastPlace(i, 2))).size).toBe(2);
  });
});

describe('volleySoFar: how far a volley has got when she is asked for a mast', () => {
  it('counts the masts already lost to the last shot at her, not to an earlier one', () => {
    const shown: GameEvent[] = [
      { type: 'shot', ship: 1, target: 0, rolls: [6], hits: 1 },
      { type: 'mast', ship: 0, mast: 0, up: false },
      { type: 'shot', ship: 2, target: 0, rolls: [5, 6, 6], hits: 3 },
      { type: 'mast', ship: 0, mast: 2, up: false },
      { type: 'mast', ship: 3, mast: 1, up: false },
    ];
    expect(volleySoFar(shown, 0)).toEqual({ hits: 3, lost: 1 });
    expect(volleySoFar(shown, 3)).toBeNull();
  });
});
