import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiplomacyView } from '@/lib/diplomacy/game';
import { importIntoTempDatabase } from './setup-db';
import { act, create, inviteOf, join, state } from './match-client';

let cleanup: () => void = () => {};
beforeAll(() => {
  ({ cleanup } = importIntoTempDatabase());
});
afterAll(() => cleanup());

const POWERS = ['Spain', 'England', 'France', 'Holland', 'Dunkirkers', 'Henry Morgan', 'Francois l Olonnais', 'Isaac Rochussen'];

describe('Caribbean Diplomacy through the match API, with bots', () => {
  it('plays the opening build phase and two game years; orders stay secret until each phase resolves', async () => {
    const bots = [...POWERS.slice(2), 'The Infamous El Guapo', 'Daniel "The Exterminator" Montbars', 'Roche "The Rock" Braziliano', 'Bartolomeu "The Portuguese" de la Cueva', 'Daniel "The Terror" Johnson'];
    const created = await create({ game: 'diplomacy', power: 'Spain', bots });
    expect(created.status).toBe(201);
    const id: string = created.body.matchId;
    const spain: string = created.body.token;
    expect(created.body.invites.map((i: { seat: string }) => i.seat)).toEqual(['England']);
    // The spectate link, or no invite at all, gives no seat.
    expect((await join(id, { power: 'England' })).status).toBe(403);
    const joined = await join(id, { power: 'England', invite: inviteOf(created.body, 'England') });
    expect(joined.status).toBe(200);
    const england: string = joined.body.token;

    let view = (await state(id, spain)).body.view as DiplomacyView;
    expect(view.phase).toBe('build 1666');
    const spainBuilds = view.legalOrders!.filter((o) => o.as === 'frigate');
    const submitted = await act(id, spain, { seq: (await state(id, spain)).body.seq, action: { type: 'orders', orders: spainBuilds } });
    expect(submitted.status).toBe(200);
    // England and a spectator learn that Spain submitted, not what.
    const englandView = (await state(id, england)).body.view as DiplomacyView;
    expect(englandView.submitted).toContain('Spain');
    expect(JSON.stringify((await state(id)).body)).not.toContain('"as":"frigate"');
    expect(englandView.orders).toEqual([]);

    // Until 1668. The bots fight now: two people who only hold may lose every unit and centre by then, after which
    // the bots play on alone, phase after phase, within one read.
    const yearOf = (phase: string) => Number(/\d{4}/.exec(phase)![0]);
    const phases: string[] = [];
    for (let step = 0; step < 30; step++) {
      const current = await state(id, england);
      view = current.body.view;
      if (yearOf(view.phase) >= 1668 || view.winner) break;
      phases.push(view.phase);
      for (const [power, token] of [['Spain', spain], ['England', england]] as const) {
        const mine = (await state(id, token)).body;
        const v = mine.view as DiplomacyView;
        if (!v.legalOrders?.length || v.submitted.includes(power)) continue;
        const orders = v.phase.includes('adjustments') ? [] : v.phase.includes('retreats') ? v.legalOrders.filter((o) => o.type === 'disband') : v.legalOrders.filter((o) => o.type === 'hold');
        const res = await act(id, token, { seq: mine.seq, action: { type: 'orders', orders } });
        expect([200, 409]).toContain(res.status);
      }
    }
    expect(phases[0]).toBe('build 1666');
    const final = (await state(id, spain)).body.view as DiplomacyView;
    expect(yearOf(final.phase) >= 1668 || final.winner).toBeTruthy();
    // Phases nobody had to order in (a winter without adjustments, retreats without dislodged units) resolve at once.
    const resolved = final.history.map((h) => h.phase);
    expect(resolved).toEqual(expect.arrayContaining(['build 1666', 'spring 1666 moves', 'autumn 1666 moves', 'winter 1666 adjustments', 'spring 1667 moves', 'autumn 1667 moves', 'winter 1667 adjustments']));
    // Spain's builds took effect; bots moved and took centres; the history shows every resolved phase's orders.
    expect(final.history[0].orders.filter((o) => o.power === 'Spain').every((o) => o.as === 'frigate')).toBe(true);
    expect(final.history.length).toBeGreaterThanOrEqual(7);
    expect(final.history.some((h) => h.orders.some((o) => o.type === 'move'))).toBe(true);
    expect(Object.keys(final.owners).length).toBeGreaterThan(18);
  });

  it('refuses an order a unit cannot give, and an early resolve by anyone but the creator', async () => {
    const created = await create({ game: 'diplomacy', power: 'Spain', bots: [] });
    const { matchId: id, token: spain } = created.body;
    // An invite opens its own power's seat, not another.
    expect((await join(id, { power: 'France', invite: inviteOf(created.body, 'England') })).status).toBe(422);
    const joined = await join(id, { invite: inviteOf(created.body, 'England') });
    expect(joined.body.seat).toBe('England');
    let seq = (await state(id, spain)).body.seq;
    const bad = await act(id, spain, { seq, action: { type: 'orders', orders: [{ unit: 'Barbados', type: 'build', as: 'frigate' }] } });
    expect(bad.status).toBe(422);
    expect(bad.body.error.message).toContain('not an order Spain can give');
    const early = await act(id, joined.body.token, { seq, action: { type: 'advance' } });
    expect(early.status).toBe(403);
    seq = (await state(id, spain)).body.seq;
    const advanced = await act(id, spain, { seq, action: { type: 'advance' } });
    expect(advanced.status).toBe(200);
    expect(((await state(id, spain)).body.view as DiplomacyView).phase).toBe('spring 1666 moves');
  });

  it('rejects a setup naming a power that does not exist', async () => {
    const res = await create({ game: 'diplomacy', power: 'Atlantis' });
    expect(res.status).toBe(400);
  });
});
