import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { setUp } from './table-helpers';

/** Two small legal official fleets of real cards. */
const pirates = { name: 'Bonny Squadron', ruleset: 'official' as const, buildTotal: 40, ships: [{ cardId: 'SM-PS-025', crew: ['SM-PC-010'] }], crew: [], forts: [], treasure: [] };
const english = { name: 'Dover Patrol', ruleset: 'official' as const, buildTotal: 40, ships: [{ cardId: 'SM-ES-009', crew: [] }], crew: [], forts: [], treasure: [] };

/**
 * A table where the fleets meet at once: the two homes face each other across a narrow strait, so the ships start
 * within S of each other, and a wild island lies beside A's home, one move away.
 */
const strait = {
  area: { width: 10, height: 12 },
  islands: [
    { x: 5, y: 4 },
    { x: 5, y: 8 },
    { x: 8.2, y: 4.3 },
    { x: 2, y: 10 },
  ],
  maxTurns: 4,
};

async function seated(browser: Browser, matchId: string, seat: string, token: string, links: { inviteUrl?: string; spectateUrl?: string } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await context.addInitScript(([id, value]) => window.localStorage.setItem(`pirates-match:${id}`, value), [matchId, JSON.stringify({ seat, token, game: 'pirates', title: seat, ...links })] as const);
  const page = await context.newPage();
  await page.goto(`/matches/${matchId}`);
  return { context, page };
}

const status = (page: Page) => page.getByTestId('match-status');

/**
 * A match against the computer made from `data`, seat A open in its own context at the start of its turn, with her
 * first ship's panel showing.
 */
async function atTheHelm(browser: Browser, request: APIRequestContext, data: Record<string, unknown>) {
  const made = await request.post('/api/matches', { data: { game: 'pirates', ruleset: 'official', opponent: 'computer', ...data } });
  expect(made.status()).toBe(201);
  const { matchId, token } = await made.json();
  const { context, page } = await seated(browser, matchId, 'A', token);
  await expect(status(page)).toContainText(/Your turn/, { timeout: 15_000 });
  await page.locator('[data-testid^=my-ship-]').first().click();
  return { matchId, context, page, panel: page.getByTestId('ship-panel') };
}
const seqOf = async (page: Page) => Number(await page.getByTestId('pirates-match').getAttribute('data-seq'));


/** Waits until every page shows the same, newest state of the match (each learns of changes over its own stream). */
async function settle(pages: Page[]): Promise<void> {
  await expect
    .poll(async () => {
      const seqs = await Promise.all(pages.map(seqOf));
      return seqs.every((x) => x === seqs[0]);
    }, { timeout: 15_000 })
    .toBe(true);
}

test('a player launches a match against the computer from a saved fleet, plays it to the end and reopens the seat elsewhere', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const { slug } = await (await request.post('/api/fleets', { data: pirates })).json();
  await page.goto(`/fleets/${slug}`);
  await page.getByTestId('play-link').click();
  await expect(page).toHaveURL(/\/play\?fleet=slug/);
  await expect(page.getByTestId('loaded-A')).toContainText('Bonny Squadron');
  await page.getByLabel(/Turn limit/).fill('2');
  await page.getByLabel(/By hand/).check();
  await page.getByRole('button', { name: 'Play against the computer' }).click();
  await expect(page).toHaveURL(/\/matches\/[a-z0-9]{10}$/);
  // A set-up by hand: made on the table, the computer placing its own islands.
  await expect(page.getByTestId('setup')).toBeVisible();
  await expect(page.getByTestId('setup')).toContainText('goes first');
  await setUp(page);
  await expect(page.getByTestId('table')).toBeVisible();
  for (let i = 0; i < 6; i++) {
    await expect(status(page)).toContainText(/Your turn|Your decision|won|draw/, { timeout: 15_000 });
    const now = await status(page).innerText();
    if (/won|draw/.test(now)) break;
    if (/^Your decision/.test(now)) {
      // The computer's shot hit: the mast is mine to choose.
      const before = await seqOf(page);
      await page.getByTestId('decision').locator('[data-testid^=option-]').first().click();
      await expect.poll(() => seqOf(page), { timeout: 15_000 }).toBeGreaterThan(before);
      continue;
    }
    await page.locator('[data-testid^=my-ship-]').first().click({ timeout: 10_000 });
    const quick = page.getByTestId('quick-move').first();
    if (await quick.isVisible()) {
      const before = await seqOf(page);
      await quick.click();
      await expect.poll(() => seqOf(page), { timeout: 15_000 }).toBeGreaterThan(before);
    }
    // A move that rams may leave a decision to answer first (whether to board back is the computer's; a mast is mine).
    if (await page.getByTestId('decision').isVisible()) await page.getByTestId('decision').locator('[data-testid^=option-]').first().click();
    const before = await seqOf(page);
    await page.getByTestId('end-turn').click({ timeout: 10_000 });
    await expect.poll(() => seqOf(page), { timeout: 15_000 }).toBeGreaterThan(before);
  }
  await expect(page.getByTestId('game-over')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('log')).toContainText('The game is over');
  await expect(page.getByTestId('rematch')).toBeVisible();

  // Leave and come back: /matches lists the seat, and opening it resumes the match.
  await page.goto('/matches');
  await expect(page.getByTestId('my-matches')).toContainText('Bonny Squadron');
  await expect(page.getByTestId('my-matches')).toContainText(/Over/);
  await page.getByRole('link', { name: /Bonny Squadron/ }).click();
  await expect(page.getByTestId('game-over')).toBeVisible();

  // Another device: the match's link and the seat token reopen the seat there.
  await page.getByText('Play this seat on another device').click();
  const token = await page.getByTestId('seat-token').inputValue();
  const other = await browser.newContext();
  const there = await other.newPage();
  await there.goto(new URL(page.url()).pathname);
  await expect(there.getByText('watching')).toBeVisible();
  await there.getByTestId('paste-token').fill(token);
  await there.getByRole('button', { name: 'Reopen my seat' }).click();
  await expect(there.getByText('you are A')).toBeVisible();
  await other.close();
});

test('two friends, one at a desktop and one on a 375 px phone, play through an invite while a spectator watches and never sees a face-down coin', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const created = await (await request.post('/api/matches', { data: { game: 'pirates', fleet: pirates, ruleset: 'official', scenario: strait } })).json();
  // The creator's browser keeps the links the server gave, as the play form stores them.
  const a = await seated(browser, created.matchId, 'A', created.token, { inviteUrl: created.inviteUrl, spectateUrl: created.spectateUrl });
  await expect(a.page.getByTestId('invite-link')).toHaveValue(created.inviteUrl);
  expect(created.inviteUrl).toMatch(/\?invite=[\w-]{20,}$/);

  // B opens the invite on a phone where they saved a fleet, and picks it with one tap.
  const { slug } = await (await request.post('/api/fleets', { data: english })).json();
  const bContext = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const saved = [{ slug, name: english.name, ruleset: 'official', pointsUsed: 10, pointsAllowed: 40, legal: true, savedAt: new Date().toISOString() }];
  await bContext.addInitScript((list) => window.localStorage.setItem('pirates.saved-fleets', list), JSON.stringify(saved));
  const bPage = await bContext.newPage();
  await bPage.goto(new URL(created.inviteUrl).pathname + new URL(created.inviteUrl).search);
  await bPage.getByTestId('saved-here-B').getByRole('button', { name: english.name }).click();
  await expect(bPage.getByTestId('loaded-B')).toContainText('Dover Patrol');
  await bPage.getByRole('button', { name: 'Join the match with this fleet' }).click();
  await expect(bPage.getByTestId('table')).toBeVisible();
  const b = { context: bContext, page: bPage };

  // The spectator: every state it is sent is checked for coin values.
  const spectator = await browser.newContext();
  const watch = await spectator.newPage();
  const leaks: string[] = [];
  watch.on('response', async (res) => {
    if (!res.url().includes('/state')) return;
    const body = (await res.json().catch(() => null)) as { view?: { over: boolean; game: { treasures: { id: number; value?: number; unique?: boolean }[]; players: { home: number[] }[] } } } | null;
    const game = body?.view?.game;
    if (!game || body.view!.over) return;
    const home = new Set(game.players.flatMap((p) => p.home));
    for (const t of game.treasures) if ('value' in t && !t.unique && !home.has(t.id)) leaks.push(`coin ${t.id}`);
  });
  await watch.goto(new URL(created.spectateUrl).pathname + new URL(created.spectateUrl).search);
  await expect(watch.getByTestId('table')).toBeVisible();
  await expect(a.page.getByTestId('table')).toBeVisible();

  const players = { A: a.page, B: b.page };
  let decided = false;
  let planned = false;
  let explored = false;
  for (let step = 0; step < 60; step++) {
    await settle([a.page, b.page]);
    const text = await status(a.page).innerText();
    if (/won|draw/.test(text)) break;
    const seat = /^Your/.test(text) ? 'A' : /^A is deciding/.test(text) ? 'A' : /^B is deciding/.test(text) ? 'B' : /B's turn/.test(text) ? 'B' : null;
    if (!seat) {
      await a.page.waitForTimeout(200);
      continue;
    }
    const p = players[seat];
    await expect(status(p)).toContainText(/^Your/);
    const before = await seqOf(p);
    const acted = async () => expect.poll(() => seqOf(p), { timeout: 15_000 }).toBeGreaterThan(before);
    if (/^Your decision/.test(await status(p).innerText())) {
      await expect(p.getByTestId('decision')).toBeVisible();
      // The defender picks the mast (or whether to board back after a ram); the explorer looks at the coins, with
      // their worth, and takes one.
      const options = p.getByTestId('decision').locator('[data-testid^=option-]');
      if ((await options.count()) > 0) {
        await expect(p.getByTestId('decision')).toContainText(/The (bow|stern) mast|mast from the bow|Her only mast|Board her/);
        await options.first().click();
        decided = true;
        await acted();
      } else {
        await expect(p.getByTestId('decision')).toContainText(/gold/);
        await p.getByTestId('decision').getByRole('checkbox').first().check();
        await p.getByTestId('decide').click();
        explored = true;
        await acted();
      }
      continue;
    }
    // One action a step, by the first ship that has not acted this turn; with none left, end the turn.
    const fresh = p.locator('[data-testid^=my-ship-]').filter({ hasNotText: 'acted' }).first();
    if (!(await fresh.isVisible())) {
      await p.getByTestId('end-turn').click({ timeout: 10_000 });
      await acted();
      continue;
    }
    await fresh.click({ timeout: 5_000 });
    const panel = p.getByTestId('ship-panel');
    if (seat === 'A' && !planned && (await panel.getByTestId('plan-move').isVisible())) {
      // A move planned on the table: tap a waypoint, read the engine's preview, then cancel it.
      await panel.getByTestId('plan-move').click();
      const box = (await p.getByTestId('table').boundingBox())!;
      await p.mouse.click(box.x + box.width * 0.75, box.y + box.height * 0.3);
      await expect(p.getByTestId('move-preview')).toContainText(/S\.|Not allowed/);
      await panel.getByTestId('plan-move').click();
      planned = true;
    }
    const explore = panel.getByTestId('action-explore');
    const shoot = p.getByTestId('action-shoot').first();
    const quick = panel.getByTestId('quick-move').first();
    // A's explorer makes for a wild island and explores it once before she shoots, so a coin is looked at whatever
    // the dice do (with shots first, a game whose every shot missed ended at the turn cap with no decision taken by
    // either player); then she sails for the enemy's home, where B's ship lies, to trade shots.
    const toIsland = panel.getByTestId('quick-move').filter({ hasText: /^Sail to island \d+ and dock/ }).first();
    const toEnemy = panel.getByTestId('quick-move').filter({ hasText: /towards the enemy's home/ }).first();
    const exploring = seat === 'B' || !explored;
    if (exploring && (await explore.isVisible())) await explore.click({ timeout: 5_000 });
    else if (seat === 'A' && !explored && (await toIsland.isVisible())) await toIsland.click({ timeout: 5_000 });
    else if (await shoot.isVisible()) {
      await expect(shoot).toContainText(/hits expected/);
      await shoot.click({ timeout: 5_000 });
    } else if (seat === 'A' && (await toEnemy.isVisible())) await toEnemy.click({ timeout: 5_000 });
    else if (await quick.isVisible()) {
      await quick.click({ timeout: 5_000 });
      // On B's phone the first tap shows the move on the table; the bar's Sail sends it.
      if (seat === 'B') await p.getByTestId('quick-sail').click({ timeout: 5_000 });
    } else await p.getByTestId('end-turn').click({ timeout: 5_000 });
    await acted();
  }
  await expect(a.page.getByTestId('game-over')).toBeVisible({ timeout: 15_000 });
  await expect(b.page.getByTestId('game-over')).toBeVisible();
  await expect(watch.getByTestId('game-over')).toBeVisible();
  expect(planned).toBe(true);
  expect(decided || explored).toBe(true);
  await expect(a.page.getByTestId('log')).toContainText(/fired at/);
  expect(leaks).toEqual([]);
  for (const c of [a.context, b.context, spectator]) await c.close();
});

test('a ship takes aboard the crew her fleet left at home, then answers the table whether she goes through a whirlpool', async ({ browser, request }) => {
  // HMS Dover alone, her Helmsman unassigned (so ashore at home), and a whirlpool on her way east to island 4.
  const fleet = { name: 'Dover Alone', ruleset: 'official' as const, buildTotal: 40, ships: [{ cardId: 'SM-ES-009', crew: [] }], crew: ['CC-104'], forts: [], treasure: [] };
  const scenario = {
    area: { width: 12, height: 12 },
    islands: [{ x: 2, y: 2 }, { x: 10, y: 10 }, { x: 2, y: 10 }, { x: 10, y: 2 }],
    terrain: [{ type: 'whirlpool', x: 4.5, y: 2.3 }, { type: 'whirlpool', x: 7, y: 7 }],
    maxTurns: 6,
  };
  const { context, page, panel } = await atTheHelm(browser, request, { fleet, scenario });
  await panel.getByRole('button', { name: 'Take Helmsman aboard from the island' }).click();
  await expect(panel).toContainText('crew Helmsman', { timeout: 10_000 });
  await panel.getByTestId('quick-move').filter({ hasText: / S east, towards island 4/ }).first().click();
  const decision = page.getByTestId('decision');
  await expect(decision).toContainText('goes through the whirlpool she touches', { timeout: 10_000 });
  const through = await seqOf(page);
  await decision.getByRole('button', { name: 'Come out of the whirlpool at (7.0, 7.0)' }).click();
  await expect.poll(() => seqOf(page), { timeout: 15_000 }).toBeGreaterThan(through);
  // The die comes next: on a 1-3 her owner picks what the whirlpool takes (a crew, then which), and the step shows in
  // the log once decided.
  let lost = false;
  for (let guard = 0; guard < 3; guard++) {
    await expect(status(page)).toContainText(/Your turn|Your decision/, { timeout: 10_000 });
    const now = await status(page).innerText();
    if (!/Your decision/.test(now)) break;
    const before = await seqOf(page);
    if (/loses to the whirlpool/.test(now)) await decision.getByRole('button', { name: 'A crew', exact: true }).click();
    else await decision.locator('[data-testid^=option-]').first().click();
    lost = true;
    await expect.poll(() => seqOf(page), { timeout: 15_000 }).toBeGreaterThan(before);
  }
  if (lost) await expect(panel).not.toContainText('crew Helmsman');
  await expect(page.getByTestId('log')).toContainText('came out of a whirlpool', { timeout: 10_000 });
  await context.close();
});

test('a treasure loaded face down is its owner\'s to know, and she turns it face up when it pays', async ({ browser, request }) => {
  // HMS Dover and Fireworks, the only treasure on the one wild island, a move south of her home.
  const fleet = { name: 'Dover and Fireworks', ruleset: 'official' as const, buildTotal: 40, ships: [{ cardId: 'SM-ES-009', crew: [] }], crew: [], forts: [], treasure: ['SCS-099'] };
  const scenario = { area: { width: 12, height: 12 }, islands: [{ x: 2, y: 2 }, { x: 10, y: 10 }, { x: 2, y: 5 }], treasurePerPlayer: 1, maxTurns: 8 };
  const opponentFleet = { ...fleet, name: 'Dover', treasure: [] };
  const { matchId, context, page, panel } = await atTheHelm(browser, request, { fleet, opponentFleet, scenario });
  await panel.getByRole('button', { name: 'Sail to island 3 and dock' }).click();
  await expect(page.getByTestId('log')).toContainText('docked at island 3', { timeout: 10_000 });
  await page.getByTestId('end-turn').click({ timeout: 10_000 });
  await expect(status(page)).toContainText(/Your turn/, { timeout: 15_000 });
  await page.locator('[data-testid^=my-ship-]').first().click();
  await panel.getByRole('button', { name: 'Explore the island' }).click();
  const decision = page.getByTestId('decision');
  await expect(decision).toBeVisible({ timeout: 10_000 });
  await decision.locator('input[type=checkbox]').first().check();
  await page.getByTestId('decide').click();
  await expect(panel).toContainText('Fireworks, face down: only you know it', { timeout: 10_000 });
  // The other seat's view of the same table: a face-down coin, not Fireworks.
  const spectator = await browser.newContext();
  const watching = await spectator.newPage();
  await watching.goto(`/matches/${matchId}?spectate=1`);
  await expect(watching.getByTestId('log')).toContainText('docked at island 3', { timeout: 10_000 });
  await expect(watching.getByTestId('table')).toBeVisible();
  await expect(watching.locator('body')).not.toContainText('Fireworks');
  await spectator.close();
  await panel.getByRole('button', { name: 'Turn Fireworks face up' }).click();
  await expect(page.getByTestId('log')).toContainText('Fireworks is turned face up.', { timeout: 10_000 });
  await expect(page.getByTestId('log')).toContainText('gets +2 to her cannon rolls this turn');
  await expect(panel).not.toContainText('Fireworks');
  await context.close();
});

test('the table fits a 375 px phone with zoom buttons and the action bar in reach', async ({ browser, request }) => {
  const created = await (await request.post('/api/matches', { data: { game: 'pirates', fleet: pirates, ruleset: 'official', opponent: 'computer', opponentFleet: english, scenario: strait } })).json();
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  await context.addInitScript(([id, value]) => window.localStorage.setItem(`pirates-match:${id}`, value), [created.matchId, JSON.stringify({ seat: 'A', token: created.token, game: 'pirates' })] as const);
  const page = await context.newPage();
  await page.goto(`/matches/${created.matchId}`);
  const table = page.getByTestId('table');
  await expect(table).toBeVisible();
  const box = (await table.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const before = await table.getAttribute('viewBox');
  await page.getByRole('button', { name: 'Zoom in' }).click();
  expect(await table.getAttribute('viewBox')).not.toBe(before);
  await page.getByRole('button', { name: 'My ships' }).click();
  await expect(page.getByTestId('ship-panel')).toBeVisible();
  await expect(page.getByTestId('end-turn')).toBeVisible();
  await context.close();
});
