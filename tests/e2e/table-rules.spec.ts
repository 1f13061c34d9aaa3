import { type Browser, expect, type Page, test } from '@playwright/test';

/** Two small legal official fleets of real cards. */
const pirates = { name: 'Bonny Squadron', ruleset: 'official' as const, buildTotal: 40, ships: [{ cardId: 'SM-PS-025', crew: ['SM-PC-010'] }], crew: [], forts: [], treasure: [] };
const english = { name: 'Dover Patrol', ruleset: 'official' as const, buildTotal: 40, ships: [{ cardId: 'SM-ES-009', crew: [] }], crew: [], forts: [], treasure: [] };

async function seated(browser: Browser, matchId: string, seat: string, token: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(([id, value]) => window.localStorage.setItem(`pirates-match:${id}`, value), [matchId, JSON.stringify({ seat, token, game: 'pirates', title: seat })] as const);
  const page = await context.newPage();
  await page.goto(`/matches/${matchId}`);
  return page;
}

const status = (page: Page) => page.getByTestId('match-status');

test('the standard table is set at once: the first tap is a ship, and a player can resign out of turn', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { slug } = await (await request.post('/api/fleets', { data: pirates })).json();
  await page.goto(`/play?fleet=slug:${slug}`);
  await expect(page.getByTestId('loaded-A')).toContainText('Bonny Squadron');
  // The standard table is the default choice.
  await expect(page.getByLabel(/The standard table/)).toBeChecked();
  await page.getByRole('button', { name: 'Play against the computer' }).click();
  await expect(page).toHaveURL(/\/matches\/[a-z0-9]{10}$/);
  // No set-up steps: the table with both fleets round their homes, and the first action a ship's.
  await expect(page.getByTestId('table')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('setup')).toHaveCount(0);
  await expect(status(page)).toContainText(/Your turn/, { timeout: 15_000 });
  await expect(page.locator('[data-testid^=my-ship-]').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/table-rules-standard.png', fullPage: true });

  // Resigning asks once more, then gives the game to the computer.
  await page.getByTestId('resign').click();
  await page.getByTestId('confirm-resign').click();
  await expect(status(page)).toContainText('B won.', { timeout: 15_000 });
  await expect(page.getByTestId('game-over')).toBeVisible();
  await expect(page.getByTestId('log')).toContainText('A resigned.');
  await expect(page.getByTestId('endings')).toHaveCount(0);
});

test('two friends agree a draw: offered on one side, accepted on the other out of turn', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const created = await (await request.post('/api/matches', { data: { game: 'pirates', fleet: pirates, ruleset: 'official' } })).json();
  const invite = new URL(created.inviteUrl).searchParams.get('invite');
  // The invite's secret, where the match service gives one (DESIGN.md "Matches").
  const joined = await request.post(`/api/matches/${created.matchId}/join`, { data: { fleet: english, ...(invite ? { invite } : {}) } });
  expect(joined.status()).toBe(200);
  const b = await joined.json();
  const a = await seated(browser, created.matchId, 'A', created.token);
  const bPage = await seated(browser, created.matchId, 'B', b.token);
  for (const page of [a, bPage]) await expect(page.getByTestId('table')).toBeVisible({ timeout: 15_000 });

  await a.getByTestId('offer-draw').click();
  await expect(a.getByTestId('draw-pending')).toBeVisible();
  await expect(bPage.getByTestId('draw-offered')).toContainText('A offers a draw', { timeout: 15_000 });
  await bPage.setViewportSize({ width: 375, height: 812 });
  await bPage.screenshot({ path: 'test-results/table-rules-draw-offered-375.png', fullPage: true });
  await bPage.getByTestId('accept-draw').click();
  for (const page of [a, bPage]) await expect(status(page)).toContainText('The game ended in a draw.', { timeout: 15_000 });
  await expect(a.getByTestId('log')).toContainText('B accepted the draw.');
});

test('refuses a draw nobody offered with the reason, naming what the player did', async ({ request }) => {
  const created = await (await request.post('/api/matches', { data: { game: 'pirates', fleet: pirates, ruleset: 'official', opponent: 'computer', setup: 'standard' } })).json();
  const state = await (await request.get(`/api/matches/${created.matchId}/state`, { headers: { Authorization: `Bearer ${created.token}` } })).json();
  const res = await request.post(`/api/matches/${created.matchId}/actions`, {
    headers: { Authorization: `Bearer ${created.token}` },
    data: { seq: state.seq, action: { type: 'accept-draw' } },
  });
  expect(res.status()).toBe(422);
  expect(JSON.stringify(await res.json())).toContain('You cannot accept a draw: B has not offered one');
});
