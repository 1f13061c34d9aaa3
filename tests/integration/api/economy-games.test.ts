import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as listCards } from '@/app/api/cards/route';
import { GET as getEvents } from '@/app/api/matches/[id]/events/route';
import type { Card } from '@/lib/cards/card';
import type { FleetInput } from '@/lib/fleet/fleet';
import type { PiratesEvent } from '@/lib/pirates/game';
import { describeEvent } from '@/lib/pirates/log';
import type { PiratesView } from '@/lib/pirates/view';
import { economyChoice } from '@/tests/fixtures/economy-script';
import { act, BASE, create, inviteOf, join, params, state } from './match-client';
import { importIntoTempDatabase } from './setup-db';

/**
 * Economy Edition (003) played through the HTTP API from creation to the time limit: the person seats driven by a
 * scripted trader that sends only what `legal` offers (tests/fixtures/economy-script.ts), the computer seats by
 * today's policies, and the whole log read back from the event stream and put in words as the table shows it.
 */

let cleanup: () => void = () => {};
let traders: FleetInput;
let other: FleetInput;

beforeAll(async () => {
  ({ cleanup } = importIntoTempDatabase());
  const res = await listCards(new Request(`http://localhost/api/cards?q=${encodeURIComponent('t:ship set:sm pts<=8 masts>=2 cargo>=2')}&limit=30`));
  const seen = new Set<string>();
  const ships = ((await res.json()) as { cards: Card[] }).cards.filter((c) => !c.seaCreature && !seen.has(c.pieceKey) && seen.add(c.pieceKey));
  traders = { name: 'Traders', ruleset: 'economy', buildTotal: 40, ships: [{ cardId: ships[0].id }, { cardId: ships[1].id }] };
  other = { name: 'Other traders', ruleset: 'economy', buildTotal: 40, ships: [{ cardId: ships[2].id }, { cardId: ships[3].id }] };
});
afterAll(() => cleanup());

const viewOf = async (id: string, token?: string) => {
  const { status, body } = await state(id, token);
  expect(status).toBe(200);
  return body as { seq: number; view: PiratesView };
};

async function playOut(id: string, tokens: Record<string, string>, maxActions = 3000) {
  for (let i = 0; i < maxActions; i++) {
    const { view: watched } = await viewOf(id);
    if (watched.over) return watched;
    const seat = watched.toAct!;
    expect(tokens[seat], `${seat} is to act but is the computer's`).toBeDefined();
    const { seq, view } = await viewOf(id, tokens[seat]);
    const action = economyChoice(view);
    const res = await act(id, tokens[seat], { seq, action });
    expect(res.status, `${JSON.stringify(action)}: ${JSON.stringify(res.body)}`).toBe(200);
  }
  throw new Error(`The match was not over after ${maxActions} actions.`);
}

/** Every event of the match, read from the spectator's stream (the game is over, so every value is shown). */
async function allEvents(id: string, seq: number): Promise<PiratesEvent[]> {
  const res = await getEvents(new Request(`${BASE}/${id}/events?after=0`), params(id));
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const out: PiratesEvent[] = [];
  let buffer = '';
  while (out.length < seq) {
    const chunk = await reader.read();
    if (chunk.done) break;
    buffer += decoder.decode(chunk.value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const data = buffer.slice(0, end).match(/^data: (.*)$/m)?.[1];
      buffer = buffer.slice(end + 2);
      if (data) out.push((JSON.parse(data) as { event: PiratesEvent }).event);
    }
  }
  await reader.cancel();
  return out;
}

async function logOf(id: string): Promise<{ view: PiratesView; lines: string[]; events: PiratesEvent[] }> {
  const { seq, view } = await viewOf(id);
  const events = await allEvents(id, seq);
  expect(events).toHaveLength(seq);
  return { view, events, lines: events.flatMap((e) => describeEvent(e, view.game) ?? []) };
}

describe('Economy Edition through the HTTP API', () => {
  it('plays two people to the time limit: the market rolled, upkeep paid, resources sold and a settlement founded, the richest the winner', async () => {
    const created = await create({ game: 'pirates', fleet: traders, ruleset: 'economy', opponent: 'invite', scenario: { maxTurns: 14 } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const joined = await join(created.body.matchId, { fleet: other, invite: inviteOf(created.body) });
    expect(joined.status).toBe(200);
    const id = created.body.matchId as string;
    const begun = (await viewOf(id)).view;
    expect(begun.ruleset).toBe('economy');
    // 003 "Starting Conditions": "Wild islands are empty at the beginning of the game"; the unspent build points are the purse.
    expect(begun.game!.islands.filter((i) => i.home === -1).every((i) => i.treasure.length === 0)).toBe(true);
    expect(begun.game!.economy!.gold.every((g) => g > 0)).toBe(true);
    expect(begun.seats.A!.gold).toBe(begun.game!.economy!.gold[0]);

    const over = await playOut(id, { A: created.body.token, B: joined.body.token });
    expect(over).toMatchObject({ over: true, endReason: 'turn-cap', turn: 14 });
    const { lines, events, view } = await logOf(id);
    // "At the beginning of the first player's turn, a d6 and a d20 are rolled."
    expect(lines.find((l) => l.startsWith('Round 1 market: the d6 rolled'))).toBeDefined();
    expect(lines.some((l) => /paid \d+ gold upkeep for \d+ ships? away from home/.test(l))).toBe(true);
    expect(lines.some((l) => /loaded \d+ \w+ at island \d+/.test(l))).toBe(true);
    expect(lines.some((l) => /^[AB] sold \d+ \w+ at \d+ gold each: \d+ gold\.$/.test(l))).toBe(true);
    expect(lines.some((l) => /bought a settlement token for 10 gold/.test(l))).toBe(true);
    expect(lines.some((l) => /unloaded a settlement token on island \d+/.test(l))).toBe(true);
    expect(events.some((e) => e.type === 'towns-ready')).toBe(true);
    expect(lines[lines.length - 1]).toMatch(/^The game is over: (A wins|B wins|a draw) \(the time limit: most gold wins\)\.$/);
    // "Time limit: The player with the most gold coins (not resources) wins": the ranking is by gold, the view's figure.
    const gold = (seat: 'A' | 'B') => view.seats[seat]!.gold;
    expect(view.ranking.map((r) => r.score).sort()).toEqual([gold('A'), gold('B')].sort());
    if (gold('A') !== gold('B')) expect(view.winner).toBe(gold('A') > gold('B') ? 'A' : 'B');
  }, 240_000);

  it('plays four seats, two people and two computer players, to the time limit', async () => {
    const created = await create({
      game: 'pirates',
      fleet: traders,
      ruleset: 'economy',
      seats: [{ kind: 'computer' }, { kind: 'invite' }, { kind: 'computer', fleet: other, policy: 'gold-runner' }],
      scenario: { maxTurns: 10 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.invites.map((i: { seat: string }) => i.seat)).toEqual(['C']);
    const c = await join(created.body.matchId, { fleet: other, invite: inviteOf(created.body, 'C') });
    expect(c.status).toBe(200);
    const id = created.body.matchId as string;
    const begun = (await viewOf(id)).view;
    // 003: homes "at equidistant locations from one another on the boundaries of the map", 3 wild islands a player here.
    expect(begun.game!.islands.filter((i) => i.home !== -1)).toHaveLength(4);
    expect(begun.game!.islands.filter((i) => i.home === -1)).toHaveLength(12);

    const over = await playOut(id, { A: created.body.token, C: c.body.token });
    expect(over).toMatchObject({ over: true, endReason: 'turn-cap', turn: 10 });
    expect(over.ranking.map((r) => r.seat).sort()).toEqual(['A', 'B', 'C', 'D']);
    const { lines } = await logOf(id);
    expect(lines.filter((l) => /^Round \d+ market: the d6 rolled \d and the d20 \d+\./.test(l)).length).toBeGreaterThanOrEqual(1);
    for (const seat of ['A', 'C']) {
      expect(lines.some((l) => l.startsWith(`${seat} paid`) && l.includes('upkeep'))).toBe(true);
      expect(lines.some((l) => l.startsWith(`${seat} sold`))).toBe(true);
      expect(lines.some((l) => l.startsWith(`${seat} bought a settlement token`))).toBe(true);
    }
  }, 240_000);

  it('sets the table by hand for Economy Edition: four islands a player placed, then the ships', async () => {
    const created = await create({ game: 'pirates', fleet: traders, ruleset: 'economy', setup: 'by-hand', seats: [{ kind: 'computer' }, { kind: 'computer' }] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { view } = await viewOf(created.body.matchId, created.body.token);
    expect(view.phase).toBe('setup');
    // Eight islands for two players (a home and three wild each), so four a player at any table.
    expect(view.placing!.count).toBe(12);
  });

  it('refuses a seventh seat, naming the limit', async () => {
    const seven = await create({ game: 'pirates', fleet: traders, ruleset: 'economy', seats: Array.from({ length: 6 }, () => ({ kind: 'computer' })) });
    expect(seven.status).toBe(422);
    expect(seven.body.error.message).toMatch(/Economy Edition.*at most 6 players.*asks for 7/);
    expect(seven.body.error.issues).toEqual([expect.objectContaining({ path: 'seats', limit: 6 })]);
  });
});
