import { expect, test } from '@playwright/test';
import { encodeFleet } from '@/lib/fleet/share-code';

/** Two small legal official fleets of real cards: Bonny Kate and crew against two English ships. */
const pirates = { name: 'Bonny Squadron', ruleset: 'official' as const, buildTotal: 40, ships: [{ cardId: 'SM-PS-025', crew: ['SM-PC-010'] }], crew: [], forts: [], treasure: [] };
const english = { name: 'Dover Patrol', ruleset: 'official' as const, buildTotal: 40, ships: [{ cardId: 'SM-ES-009', crew: [] }, { cardId: 'SM-ES-012', crew: [] }], crew: [], forts: [], treasure: [] };
const code = (fleet: object) => encodeURIComponent(encodeFleet(fleet as typeof pirates));
const address = `/simulate?a=code:${code(pirates)}&b=code:${code(english)}&games=200&seed=41`;

// A run shares the server's threads with whatever else the suite simulates at the time.
test.describe.configure({ timeout: 120_000 });

/** The whole numbers of a table cell's text, thousands separators and the share in brackets left out. */
const count = async (cell: import('@playwright/test').Locator) => Number((await cell.innerText()).split(' ')[0].replace(/,/g, ''));

test('the results say how the games ended and who won them, the counts adding up to the games played', async ({ page, request }) => {
  await page.goto(address);
  await expect(page.getByTestId('loaded-B')).toContainText('Legal');
  await page.getByRole('button', { name: 'Simulate', exact: true }).click();
  await expect(page.getByTestId('results')).toContainText('200 games, seed 41', { timeout: 90_000 });

  const table = page.getByTestId('endings');
  await expect(table.getByRole('caption')).toHaveText('How the games ended');
  const rows = table.locator('tbody tr');
  expect(await rows.count()).toBeGreaterThan(0);
  let games = 0;
  let winsA = 0;
  for (const row of await rows.all()) {
    const cells = row.getByRole('cell');
    const [n, a, b, drawn] = await Promise.all([0, 1, 2, 3].map((i) => count(cells.nth(i))));
    expect(a + b + drawn).toBe(n);
    games += n;
    winsA += a;
  }
  expect(games).toBe(200);

  // The page shows what the API answers for the same request.
  const api = await request.post('/api/simulate', { data: { a: pirates, b: english, games: 200, seed: 41 } });
  const body = (await api.json()) as { a: { winRate: number }; endings: Record<string, { games: number }> };
  expect(winsA).toBe(Math.round(body.a.winRate * 200));
  for (const reason of Object.keys(body.endings)) await expect(page.getByTestId(`ending-${reason}`)).toBeVisible();
});

test('the first mover\'s share is explained and the histograms carry their scales', async ({ page }) => {
  await page.goto(`${address}&run=1`);
  await expect(page.getByTestId('results')).toContainText('200 games, seed 41', { timeout: 90_000 });
  await expect(page.getByTestId('first-player-means')).toContainText('A die decides who moves first');
  await expect(page.getByTestId('first-player-means')).toContainText('far from it, the die settles many games');

  const charts = page.getByTestId('histogram');
  await expect(charts).toHaveCount(3);
  for (const chart of await charts.all()) {
    const shares = await chart.getByTestId('share-axis').locator('span').allInnerTexts();
    expect(shares[0]).toBe('0%');
    expect(shares).toHaveLength(3);
    expect(Number.parseFloat(shares[2])).toBeGreaterThan(Number.parseFloat(shares[1]));
    const values = (await chart.getByTestId('value-axis').locator('span').allInnerTexts()).map(Number);
    expect(values.length).toBeGreaterThanOrEqual(2);
    expect(values).toEqual([...values].sort((x, y) => x - y));
  }
  await expect(charts.last().getByTestId('value-title')).toHaveText('turns');
  await expect(charts.last()).toContainText('(% of games)');
});

test('on a phone the endings table and the charts fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${address}&run=1`);
  await expect(page.getByTestId('results')).toContainText('200 games, seed 41', { timeout: 90_000 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  const box = await page.getByTestId('endings').boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
});

test('a mirror that whoever moves first wins says what that means for the win rates', async ({ page }) => {
  // A random official draw (sim:sanity): four American ships racing for the gold, 7 turns a game.
  const four = { name: 'American four', ruleset: 'official' as const, buildTotal: 40, ships: [{ cardId: 'OE-088', crew: ['FS-128'] }, { cardId: 'RV-081', crew: ['RSS-036', 'BCU-UL096'] }, { cardId: 'RVU-UL077', crew: ['SCS-096'] }, { cardId: 'RV-076', crew: [] }], crew: [], forts: [], treasure: [] };
  await page.goto(`/simulate?a=code:${code(four)}&b=code:${code(four)}&games=200&seed=3&run=1`);
  await expect(page.getByTestId('results')).toContainText('200 games, seed 3', { timeout: 90_000 });
  await expect(page.getByTestId('first-player-note')).toContainText(/^The player who moved first won \d+% of the decided games/);
  await expect(page.getByTestId('first-player-note')).toContainText('favours neither fleet');
});
