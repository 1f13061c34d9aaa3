import { type APIRequestContext, devices, expect, test } from '@playwright/test';
import type { PiratesView } from '@/lib/pirates/view';
import { acted, openSeatA, status } from './table-helpers';
import { portChoice } from './economy-towns-script';

/**
 * Economy Edition's towns and ports (003 "Colony", "Blockading", settlements "razed" and "captured") at the table, in
 * real Chromium against the production build, at a desktop and on a 375 px phone. Two people's seats are played
 * through the API by a script (./economy-towns-script.ts) until B's trading port stands and A's ship lies docked at it
 * with resources aboard; then A, in the browser, finds every action 003 gives her there where a player looks for it:
 * the trade in one picker with the visitor's fee, the blockade in her panel, and her shot at the town and her boarding
 * of it in the bar beside End turn, with the town's hits. She trades, then shoots (desktop) or boards (phone).
 */

const traders = { name: 'Dover Traders', ruleset: 'economy' as const, buildTotal: 40, ships: [{ cardId: 'SM-ES-009', crew: [] }], crew: [], forts: [], treasure: [] };
const rivals = { name: 'Kate Traders', ruleset: 'economy' as const, buildTotal: 40, ships: [{ cardId: 'SM-PS-025', crew: [] }], crew: [], forts: [], treasure: [] };
/** Two homes and three wild islands close together, so the towns are founded and reached in a few turns. */
const scenario = {
  area: { width: 10, height: 12 },
  islands: [
    { x: 5, y: 3 },
    { x: 5, y: 9 },
    { x: 8.2, y: 4.3 },
    { x: 2, y: 10 },
    { x: 2, y: 6 },
  ],
  maxTurns: 30,
};

const phone = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, userAgent: devices['iPhone 13'].userAgent };
const desktop = { viewport: { width: 1280, height: 900 } };

async function viewOf(request: APIRequestContext, id: string, token?: string): Promise<{ seq: number; view: PiratesView }> {
  const res = await request.get(`/api/matches/${id}/state`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(res.status()).toBe(200);
  return res.json();
}

/** Plays both seats by the script until the position at the port of `kind` is reached (./economy-towns-script.ts). */
async function toThePort(request: APIRequestContext, kind: 'trading-port' | 'military-port') {
  const made = await request.post('/api/matches', { data: { game: 'pirates', fleet: traders, ruleset: 'economy', opponent: 'invite', scenario } });
  expect(made.status()).toBe(201);
  const created = await made.json();
  const invite = new URL(created.invites[0].inviteUrl).searchParams.get('invite');
  const joined = await request.post(`/api/matches/${created.matchId}/join`, { data: { fleet: rivals, invite } });
  expect(joined.status()).toBe(200);
  const tokens: Record<string, string> = { A: created.token, B: (await joined.json()).token };
  for (let i = 0; i < 1500; i++) {
    const watched = (await viewOf(request, created.matchId)).view;
    expect(watched.over, 'the game ended before the position was reached').toBe(false);
    const seat = watched.toAct!;
    const { seq, view } = await viewOf(request, created.matchId, tokens[seat]);
    const action = portChoice(view, kind);
    if (action === null) return { matchId: created.matchId as string, token: tokens.A, view };
    const res = await request.post(`/api/matches/${created.matchId}/actions`, { headers: { Authorization: `Bearer ${tokens[seat]}` }, data: { seq, action } });
    expect(res.status(), `${JSON.stringify(action)}: ${await res.text()}`).toBe(200);
  }
  throw new Error(`The script never reached the ${kind}.`);
}

for (const [name, options] of [
  ['desktop', desktop],
  ['375 px phone', phone],
] as const) {
  test(`at a rival's trading port on a ${name}: a trade with the fee picked, a blockade offered, the town shot at or boarded`, async ({ browser, request }, info) => {
    test.setTimeout(240_000);
    const touch = 'hasTouch' in options;
    const tag = touch ? 'phone' : 'desktop';
    const { matchId, token, view } = await toThePort(request, 'trading-port');
    const game = view.game!;
    const ship = game.ships.find((s) => s.owner === 0 && s.inPlay && !s.sunk)!;
    const island = ship.docked;
    expect(game.economy!.towns[island]).toMatchObject({ owner: 1, kind: 'trading-port', ready: true });

    const { context, page } = await openSeatA(browser, matchId, token, 'Dover Traders', options);
    await expect(status(page)).toContainText('Your turn');
    await page.getByTestId(`my-ship-${ship.id}`).click();

    // The town attacks sit with her shots in the bar, each saying whose town it is, its hits and her odds.
    const bar = page.getByTestId('action-bar');
    const shoot = bar.getByTestId('action-shoot-town');
    await expect(shoot).toHaveText(new RegExp(`^Shoot at B's trading port on island ${island + 1}: 0 of 3 hits taken; \\d guns? in reach, \\d\\.\\d hits expected$`));
    // 003: a colony "is considered to be a 4 mast ship ... If the colony wins, the opposing player takes that ship".
    await expect(bar.getByTestId('action-board-town')).toContainText(`Board B's trading port on island ${island + 1}: her ${ship.masts} masts and a die against its 4 and a die`);
    await expect(bar.getByTestId('action-board-town')).toContainText('lose: B takes her, crew removed');

    // The trade: one picker, not a button for each pair and resource; a visitor pays the owner one more token.
    const panel = page.getByTestId('ship-panel');
    await expect(panel.getByTestId('action-barter')).toHaveCount(0);
    await expect(panel.getByTestId('action-blockade')).toContainText(`Blockade B's trading port on island ${island + 1}`);
    const barter = panel.getByTestId('barter');
    await expect(barter).toContainText("Trade at B's trading port: two tokens for one");
    await expect(barter.getByTestId('barter-fee-note')).toContainText('A visitor pays the owner one more token');
    const give = barter.getByTestId('barter-give');
    const gives = await give.locator('option').allTextContents();
    expect(gives.length).toBeGreaterThan(0);
    await give.selectOption({ index: 0 });
    const get = barter.getByTestId('barter-get');
    const taken = (await get.locator('option').allTextContents()).at(-1)!;
    await get.selectOption({ label: taken });
    const fee = barter.getByTestId('barter-fee');
    await expect(fee).toBeVisible();
    const feeText = (await fee.locator('option:checked').textContent())!.replace(/^1 /, '');
    await expect(barter.getByTestId('barter-send')).toHaveText(`Trade ${gives[0]} for 1 ${taken}, paying 1 ${feeText} to B`);
    if (touch) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await barter.scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`towns-${tag}-port.png`), fullPage: !touch });
    // The picker whole, without the bar at the foot of the screen that sits over it in a still picture.
    await barter.screenshot({ path: info.outputPath(`towns-${tag}-barter.png`), style: '[data-testid=action-bar] { visibility: hidden; }' });
    await expect(page.getByTestId(`my-ship-status-${ship.id}`)).toHaveText(/may still .*shoot or board the town.* · free: blockade, trade$/);
    await acted(page, () => barter.getByTestId('barter-send').click());
    const log = page.getByTestId('log');
    await expect(log).toContainText(new RegExp(`HMS Dover traded (2 \\w+|1 \\w+ and 1 \\w+) for 1 ${taken} at island ${island + 1}, paying 1 ${feeText} to the port's owner\\.`));

    if (touch) {
      await acted(page, () => bar.getByTestId('action-board-town').click());
      await expect(log).toContainText(new RegExp(`HMS Dover boarded the town on island ${island + 1} \\(counted as four masts\\): rolled \\d against \\d`));
    } else {
      await acted(page, () => shoot.click());
      await expect(log).toContainText(new RegExp(`HMS Dover fired at the town on island ${island + 1}: (rolled|no gun)`));
    }
    await page.screenshot({ path: info.outputPath(`towns-${tag}-after.png`), fullPage: true });
    await context.close();
  });
}

for (const [name, options] of [
  ['desktop', desktop],
  ['375 px phone', phone],
] as const) {
  test(`a generic crew bought again at home on a ${name}`, async ({ browser, request }, info) => {
    test.setTimeout(90_000);
    // 003 "Errata": "Generic crew may be used as many times as you can afford": an Oarsman (1 point) brought aboard, bought again.
    const crewed = { ...traders, ships: [{ cardId: 'SM-ES-009', crew: ['SM-EC-005-2'] }] };
    const made = await request.post('/api/matches', { data: { game: 'pirates', fleet: crewed, ruleset: 'economy', opponent: 'computer', opponentFleet: rivals, scenario } });
    expect(made.status()).toBe(201);
    const { matchId, token } = await made.json();
    const { context, page } = await openSeatA(browser, matchId, token, 'Dover Traders', options);
    await expect(status(page)).toContainText('Your turn');
    const ship = (await viewOf(request, matchId, token)).view.game!.ships.find((s) => s.owner === 0)!;
    await page.getByTestId(`my-ship-${ship.id}`).click();
    const buy = page.getByTestId('ship-panel').getByTestId('action-buy-crew');
    await expect(buy).toHaveText('Buy Oarsman (1 gold from home) aboard HMS Dover');
    await buy.scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`crew-${'hasTouch' in options ? 'phone' : 'desktop'}.png`) });
    await acted(page, () => buy.click());
    await expect(page.getByTestId('log')).toContainText('A bought Oarsman for 1 gold, aboard HMS Dover.');
    await expect(page.getByTestId('ship-panel')).toContainText('crew Oarsman, Oarsman');
    await context.close();
  });
}

for (const [name, options] of [
  ['desktop', desktop],
  ['375 px phone', phone],
] as const) {
  test(`a military port's shot, given from the fleet panel beside the forts', on a ${name}`, async ({ browser, request }, info) => {
    test.setTimeout(240_000);
    const { matchId, token, view } = await toThePort(request, 'military-port');
    const island = view.game!.economy!.towns.findIndex((t) => t?.owner === 0 && t.kind === 'military-port');
    const rival = view.game!.ships.find((s) => s.owner === 1 && s.inPlay && !s.sunk)!;
    const { context, page } = await openSeatA(browser, matchId, token, 'Dover Traders', options);
    await expect(status(page)).toContainText('Your turn');
    // 003: a military port "acts as a four flag fort with 3S cannons": its shot is its owner's, listed as a fort's is.
    const fire = page.getByTestId('action-port-shoot');
    await expect(page.getByRole('heading', { name: 'Military ports' })).toBeVisible();
    await expect(fire).toHaveText(`Your military port on island ${island + 1} fires at ${rival.name} (4 flags standing: one 3S die each, as a fort's)`);
    if ('hasTouch' in options) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await fire.scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`port-${'hasTouch' in options ? 'phone' : 'desktop'}.png`) });
    await acted(page, () => fire.click());
    await expect(page.getByTestId('log')).toContainText(new RegExp(`The military port on island ${island + 1} fired at ${rival.name}: rolled \\d`));
    // Once a turn: the shot is spent.
    await expect(fire).toHaveCount(0);
    await context.close();
  });
}
