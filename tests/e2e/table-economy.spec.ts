import { type APIRequestContext, type Browser, type BrowserContextOptions, devices, expect, type Page, test } from '@playwright/test';
import { acted, openSeatA, seqOf, status } from './table-helpers';

/**
 * Economy Edition (003) at the table, in real Chromium against the production build: the Play page offers it with
 * two to six seats and computer players; then a game against the computer, at a desktop and on a 375 px phone, in
 * which seat A buys a settlement token at home, sails to a wild island, explores it for a resource and founds the
 * settlement there, carries the resources home and sells them at the market's price, every step from the buttons the
 * table shows and every step said in the log.
 */

/** HMS Dover (10 gold: 30 left in the purse, cargo 5) against the computer's Bonny Kate. */
const traders = { name: 'Dover Traders', ruleset: 'economy' as const, buildTotal: 40, ships: [{ cardId: 'SM-ES-009', crew: [] }], crew: [], forts: [], treasure: [] };
const rivals = { name: 'Kate Traders', ruleset: 'economy' as const, buildTotal: 40, ships: [{ cardId: 'SM-PS-025', crew: [] }], crew: [], forts: [], treasure: [] };

const phone = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, userAgent: devices['iPhone 13'].userAgent };
const desktop = { viewport: { width: 1280, height: 900 } };

test('the Play page offers Economy Edition with two to six seats, computer players among them, and its time limit', async ({ page, request }, info) => {
  test.setTimeout(90_000);
  const { slug } = await (await request.post('/api/fleets', { data: traders })).json();
  await page.setViewportSize(desktop.viewport);
  await page.goto(`/play?fleet=slug:${slug}`);
  await expect(page.getByTestId('loaded-A')).toContainText('Dover Traders');
  await expect(page.getByTestId('play-ruleset')).toHaveValue('economy');
  await expect(page.getByTestId('economy-note')).toContainText('upkeep');
  await expect(page.getByTestId('seat-count').locator('option')).toHaveText(['2', '3', '4', '5', '6']);
  await page.getByTestId('seat-count').selectOption('4');
  await expect(page.locator('[data-testid^=seat-choice-]')).toHaveCount(3);
  await page.getByTestId('seat-choice-D').getByRole('radio', { name: 'The computer' }).check();
  await page.getByLabel(/Time limit in rounds/).fill('5');
  await page.screenshot({ path: info.outputPath('economy-play-form.png'), fullPage: true });
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/matches') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Play against 3 computer players' }).click();
  expect((await posted).postDataJSON()).toMatchObject({ ruleset: 'economy', seats: [{ kind: 'computer' }, { kind: 'computer' }, { kind: 'computer' }], scenario: { maxTurns: 5 } });
  await expect(page.getByTestId('market')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('seats').locator('li')).toHaveCount(4);
  await expect(page.getByTestId('rounds-left')).toContainText('(round 5)');
  await page.screenshot({ path: info.outputPath('economy-four-seats-desktop.png'), fullPage: true });
  // The same four-seat table on a 375 px phone: nothing wider than the screen.
  await page.setViewportSize(phone.viewport);
  await expect(page.getByTestId('market')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: info.outputPath('economy-four-seats-phone.png'), fullPage: true });
  // Ships docked at home pay no upkeep; A ends her turns until the time limit ends the game and names the ending.
  for (let round = 0; round < 8; round++) {
    await expect(status(page)).toContainText(/Your turn|won|draw/, { timeout: 30_000 });
    if (await page.getByTestId('game-over').isVisible()) break;
    await acted(page, () => page.getByTestId('end-turn').click());
  }
  await expect(page.getByTestId('end-reason')).toHaveText('The time limit: most gold wins', { timeout: 30_000 });
  await expect(page.getByTestId('game-over').locator('th').nth(2)).toHaveText('Gold');
  await expect(page.getByTestId('log')).toContainText('(the time limit: most gold wins).');
  await page.getByTestId('game-over').screenshot({ path: info.outputPath('economy-game-over.png') });
  // The replay tells each moment's gold, resources and market.
  await page.getByTestId('watch-replay').click();
  await expect(page.getByTestId('replay-market')).toContainText(/Market, row \d through round \d+: lumber \d/, { timeout: 15_000 });
  await expect(page.getByTestId('replay-gold')).toContainText('A 30 gold (none)');
});

/** An Economy match against the computer, seat A open in a browser of its own. */
async function economyMatch(browser: Browser, request: APIRequestContext, options: BrowserContextOptions) {
  const made = await request.post('/api/matches', { data: { game: 'pirates', fleet: traders, ruleset: 'economy', opponent: 'computer', opponentFleet: rivals, scenario: { maxTurns: 14 } } });
  expect(made.status()).toBe(201);
  const { matchId, token } = await made.json();
  const { context, page } = await openSeatA(browser, matchId, token, 'Dover Traders', options);
  await expect(status(page)).toContainText(/Your turn/);
  return { matchId, token, context, page };
}

interface Seen {
  game: { economy: { stock: number[][] }; ships: { id: number; owner: number; docked: number; goods: number[]; tokens: string[]; actions: number; inPlay: boolean; sunk: boolean }[]; islands: { home: number }[] };
  over: boolean;
}

async function seen(request: APIRequestContext, matchId: string, token: string): Promise<Seen> {
  const res = await request.get(`/api/matches/${matchId}/state`, { headers: { Authorization: `Bearer ${token}` } });
  return (await res.json()).view as Seen;
}

const log = (page: Page) => page.getByTestId('log');

/** Sends a quick move whose label matches: a click with a mouse; a first tap shows it and the bar's button sails it on a phone. */
async function quickMove(page: Page, label: RegExp, touch: boolean): Promise<boolean> {
  const move = page.getByTestId('quick-move').filter({ hasText: label }).first();
  if ((await move.count()) === 0) return false;
  await acted(page, async () => {
    await move.click();
    if (touch) await page.getByTestId('quick-sail').click();
  });
  return true;
}

for (const [name, options] of [
  ['desktop', desktop],
  ['375 px phone', phone],
] as const) {
  test(`an Economy game against the computer on a ${name}: a settlement token bought, an island explored and settled, resources carried home and sold`, async ({ browser, request }, info) => {
    test.setTimeout(240_000);
    const touch = 'hasTouch' in options;
    const { matchId, token, context, page } = await economyMatch(browser, request, options);
    const market = page.getByTestId('market');
    await expect(market).toBeVisible();
    await expect(market.getByTestId('prices').locator('tbody tr')).toHaveCount(6);
    await expect(market.getByTestId('purse-A')).toContainText('30 gold');
    await expect(log(page)).toContainText(/Round 1 market: the d6 rolled \d and the d20 \d+/);
    if (touch) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: info.outputPath(`economy-${touch ? 'phone' : 'desktop'}-start.png`), fullPage: true });

    const steps = new Set<string>();
    for (let turn = 0; turn < 14 && steps.size < 5; turn++) {
      await expect(status(page)).toContainText(/Your turn|won|draw/, { timeout: 30_000 });
      if ((await seen(request, matchId, token)).over) break;
      const ship = (await seen(request, matchId, token)).game.ships.find((s) => s.owner === 0 && s.inPlay && !s.sunk)!;
      await page.getByTestId(`my-ship-${ship.id}`).click();
      const panel = page.getByTestId('ship-panel');
      // The market's sale first, then the free actions, then her one action of the turn.
      const sell = market.locator('[data-testid^=sell-]').filter({ hasText: /^Sell/ }).first();
      if (await sell.isVisible()) {
        // The fleet panel points the way down to the market, where the sale is.
        await expect(page.getByTestId('to-market')).toContainText(/Resources at home to sell: \d+ \w+/);
        await page.getByTestId('to-market').click();
        await expect(sell).toBeInViewport();
        await expect(sell).toHaveText(/^Sell \d+ at \d gold each: \d+ gold$/);
        if (!steps.has('sold')) await page.screenshot({ path: info.outputPath(`economy-${touch ? 'phone' : 'desktop'}-sell.png`), fullPage: true });
        await acted(page, () => sell.click());
        await expect(log(page)).toContainText(/A sold \d+ \w+ at \d gold each/);
        steps.add('sold');
      }
      const buy = panel.getByTestId('action-buy-upgrade').filter({ hasText: /^Buy a settlement token/ });
      if (!steps.has('bought') && (await buy.count()) > 0) {
        await expect(buy).toHaveText('Buy a settlement token for 10 gold, loaded aboard her');
        await acted(page, () => buy.click());
        await expect(log(page)).toContainText('A bought a settlement token for 10 gold, loaded aboard HMS Dover.');
        await expect(panel.getByTestId('ship-goods')).toContainText('a settlement token');
        steps.add('bought');
      }
      const found = panel.getByTestId('action-found');
      if ((await found.count()) > 0) {
        await acted(page, () => found.first().click());
        await expect(log(page)).toContainText(/HMS Dover unloaded a settlement token on island \d+/);
        steps.add('founded');
      }
      const explore = panel.getByTestId('action-explore');
      const now = (await seen(request, matchId, token)).game.ships[ship.id];
      if ((await explore.count()) > 0 && now.goods.every((g) => g === 0)) {
        await acted(page, () => explore.click());
        await expect(log(page)).toContainText(/HMS Dover loaded \d+ \w+ at island \d+/);
        await expect(panel.getByTestId('ship-goods')).toContainText(/Tokens aboard: \d+ \w+/);
        steps.add('explored');
        await page.screenshot({ path: info.outputPath(`economy-${touch ? 'phone' : 'desktop'}-explored.png`), fullPage: true });
      } else if (now.actions === 0) {
        // Resources aboard: home. Otherwise a wild island, docking where a move reaches one.
        const home = now.goods.some((g) => g > 0);
        const sailed = home
          ? (await quickMove(page, /^Sail to home and dock$/, touch)) || (await quickMove(page, /towards home/, touch))
          : (await quickMove(page, /^Sail to island \d+ and dock$/, touch)) || (await quickMove(page, /towards island/, touch));
        expect(sailed, 'a quick move towards where she is going').toBe(true);
        if (home && (await seen(request, matchId, token)).game.ships[ship.id].docked >= 0) {
          await expect(log(page)).toContainText(/HMS Dover unloaded \d+ \w+ at A's home/);
          steps.add('home');
        }
      }
      if ((await seen(request, matchId, token)).over) break;
      const before = await seqOf(page);
      await page.getByTestId('end-turn').click();
      await expect.poll(() => seqOf(page), { timeout: 15_000 }).toBeGreaterThan(before);
    }
    expect([...steps].sort()).toEqual(['bought', 'explored', 'founded', 'home', 'sold']);
    // Upkeep: the log says what was paid as each turn ended with a ship away from home.
    await expect(log(page)).toContainText(/A paid 1 gold upkeep for 1 ship away from home\./);
    // The island settled: its resource, A's encampment and the town drawn on the board.
    await expect(page.locator('[data-testid^="produces-"]').filter({ hasText: /^(lumber|textiles|metals|fish|spices|luxuries)$/ }).first()).toBeVisible();
    const town = page.locator('[data-testid^=town-]').first();
    await expect(town).toBeVisible();
    await expect(page.locator('[data-testid^="camp-"][data-testid$="-0"]').first()).toBeVisible();
    await expect(page.getByTestId('market-history')).toBeVisible();
    if (touch) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: info.outputPath(`economy-${touch ? 'phone' : 'desktop'}-after.png`), fullPage: true });
    await page.getByTestId('table').screenshot({ path: info.outputPath(`economy-${touch ? 'phone' : 'desktop'}-table.png`) });
    await market.screenshot({ path: info.outputPath(`economy-${touch ? 'phone' : 'desktop'}-market.png`) });
    await context.close();
  });
}
