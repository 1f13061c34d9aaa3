import { expect, test } from '@playwright/test';
import { encodeFleet } from '@/lib/fleet/share-code';

/** Two small legal official fleets of real cards: Bonny Kate and crew against English ships. */
const pirates = { name: 'Bonny Squadron', ruleset: 'official' as const, buildTotal: 40, ships: [{ cardId: 'SM-PS-025', crew: ['SM-PC-010'] }], crew: [], forts: [], treasure: [] };
const english = { name: 'Dover Patrol', ruleset: 'official' as const, buildTotal: 40, ships: [{ cardId: 'SM-ES-009', crew: [] }], crew: [], forts: [], treasure: [] };

test('a player simulates two fleets, sees the result, and the address reproduces it in a fresh page', async ({ page, browser, request }) => {
  const saved = await request.post('/api/fleets', { data: pirates });
  const { slug } = await saved.json();
  await page.goto(`/simulate?a=slug:${slug}&b=code:${encodeURIComponent(encodeFleet(english))}&games=200&seed=77`);
  await expect(page.getByTestId('loaded-A')).toContainText('Bonny Squadron');
  await expect(page.getByTestId('loaded-B')).toContainText('Dover Patrol');
  await page.getByRole('button', { name: 'Simulate' }).click();
  const results = page.getByTestId('results');
  await expect(results).toContainText('200 games, seed 77', { timeout: 20_000 });
  const winA = await page.getByTestId('win-a').innerText();
  expect(winA).toMatch(/\d+\.\d% \(95% interval \d+\.\d–\d+\.\d%\)/);
  expect(page.url()).toContain('run=1');

  const fresh = await browser.newContext();
  const again = await fresh.newPage();
  await again.goto(page.url());
  await expect(again.getByTestId('results')).toContainText('200 games, seed 77', { timeout: 20_000 });
  expect(await again.getByTestId('win-a').innerText()).toBe(winA);
  await fresh.close();
});

test('a pasted list loads, and an illegal fleet is refused with its violation', async ({ page }) => {
  await page.goto(`/simulate?b=code:${encodeURIComponent(encodeFleet(english))}&games=50`);
  const picker = page.getByTestId('picker-A');
  await picker.getByLabel('Text list').check();
  await picker.getByRole('textbox').fill('Bonny Kate\nBonny Kate');
  await picker.getByRole('button', { name: 'Load fleet A' }).click();
  await expect(page.getByTestId('loaded-A')).toContainText('2 ships');
  await page.getByRole('button', { name: 'Simulate' }).click();
  const error = page.getByTestId('simulate-error');
  await expect(error).toContainText('Fleet A is not legal');
  await expect(error).toContainText(/Fleet A: .*Bonny Kate/);
});

test('a long run shows its progress and can be cancelled', async ({ page }) => {
  await page.goto(`/simulate?a=code:${encodeURIComponent(encodeFleet(pirates))}&b=code:${encodeURIComponent(encodeFleet(english))}&games=100000&seed=1`);
  await expect(page.getByTestId('loaded-B')).toBeVisible();
  await page.getByRole('button', { name: 'Simulate' }).click();
  const bar = page.getByRole('progressbar', { name: 'Games played' });
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 20_000 }).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('status')).toContainText('Cancelled');
});

test('the builder offers "Simulate against…" with its fleet, and lists cards only partly simulated', async ({ page }) => {
  await page.goto(`/fleets/new?code=${encodeURIComponent(encodeFleet(pirates))}`);
  const link = page.getByTestId('simulate-link');
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/simulate\?a=code/);
  await expect(page.getByTestId('loaded-A')).toContainText('Bonny Squadron');
});

test('the simulate page fits a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/simulate?a=code:${encodeURIComponent(encodeFleet(pirates))}&b=code:${encodeURIComponent(encodeFleet(english))}&games=50&seed=3`);
  await page.getByRole('button', { name: 'Simulate' }).click();
  await expect(page.getByTestId('results')).toBeVisible({ timeout: 20_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
