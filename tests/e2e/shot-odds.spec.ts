import { expect, type Locator, type Page, test } from '@playwright/test';

/** The "Exactly" cell of the row for `hits` in the odds table captioned `caption`. */
function exactly(page: Page, caption: string, hits: number): Locator {
  return page
    .getByRole('table', { name: caption })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: String(hits), exact: true }) })
    .getByRole('cell')
    .first();
}

test.describe('shot odds on a ship card', () => {
  test('three 3S cannons: every count of hits at S, worked by hand, and nothing reaches L', async ({ page }) => {
    // Silver Dagger, 3S-3S-3S, no shooting ability: each cannon hits on 4-6, one chance in two.
    await page.goto('/cards/SM-PS-028');
    const odds = page.getByTestId('shot-odds');
    await expect(odds.getByRole('heading', { name: 'Shot odds' })).toBeVisible();
    // (1/2)³ = 12.5% for none or all three; 3 · (1/2)³ = 37.5% for one or two.
    await expect(exactly(page, 'Target at S range', 0)).toHaveText('12.5%');
    await expect(exactly(page, 'Target at S range', 1)).toHaveText('37.5%');
    await expect(exactly(page, 'Target at S range', 3)).toHaveText('12.5%');
    await expect(page.getByRole('table', { name: 'Target at S range' })).toContainText('1.50 hits');
    await expect(page.getByTestId('odds-L')).toContainText('No cannon reaches that far.');
    await expect(page.getByTestId('odds-included')).toHaveText('No ability on this card changes these odds.');
  });

  test('Broadsides Attack gets a table of its own: one die above 3, then all five cannons and one more', async ({ page }) => {
    // HMS Swallow, 3S-3L-3L-3L-3S: at L three 3L cannons miss together (1/2)³ = 12.5% of the time.
    await page.goto('/cards/RV-024');
    await expect(exactly(page, 'Target at L range', 0)).toHaveText('12.5%');
    await expect(exactly(page, 'Target at S range', 0)).toHaveText('3.1%');
    const broadside = 'Broadsides Attack, target at S range';
    await expect(exactly(page, broadside, 0)).toHaveText('50.0%');
    await expect(exactly(page, broadside, 6)).toHaveText('50.0%');
    await expect(page.getByRole('table', { name: broadside }).getByRole('rowheader')).toHaveText(['0', '6', 'Average']);
    await expect(page.getByTestId('odds-included')).toContainText('Broadsides Attack');
  });

  test('a bonus against one nation: the target is chosen by link, and the odds follow', async ({ page }) => {
    // Revenge, 4S-4L-4L-4S, +1 against English ships: a 4 needs 5-6 (1/3), with +1 it needs 4-6 (1/2).
    await page.goto('/cards/SM-PP376');
    const choices = page.getByRole('list', { name: "The target's nation" });
    await expect(choices.getByRole('link', { name: /any nation but English \(no bonus\)/ })).toHaveAttribute('aria-current', 'true');
    // (2/3)⁴ = 16/81.
    await expect(exactly(page, 'Target at S range', 0)).toHaveText('19.8%');
    await expect(page.getByTestId('odds-included')).toHaveText('No ability on this card changes these odds against this target.');

    await choices.getByRole('link', { name: 'English ships (+1)' }).click();
    await expect(page).toHaveURL(/\/cards\/SM-PP376\?target=English#shot-odds$/);
    await expect(choices.getByRole('link', { name: 'English ships (+1)' })).toHaveAttribute('aria-current', 'true');
    // (1/2)⁴ and, at L with two cannons, (1/2)².
    await expect(exactly(page, 'Target at S range', 0)).toHaveText('6.3%');
    await expect(exactly(page, 'Target at L range', 0)).toHaveText('25.0%');
    await expect(page.getByTestId('odds-included')).toContainText('+1 to every cannon roll against English ships');
  });

  test('cards without cannons have no shot odds', async ({ page }) => {
    await page.goto('/cards/SM-EC-001');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('shot-odds')).toHaveCount(0);
  });

  test("a fort's flags shoot as cannons: its odds, with what of its own text the engine applies to a shot", async ({ page }) => {
    // Dead Man's Point, four 3L flags: each hits on 4-6; all four miss (1/2)⁴ = 6.3% of the time, at S as at L. Its
    // own text (a cargo lost when it hits) is applied but changes no roll.
    await page.goto('/cards/CC-031');
    await expect(page.getByTestId('shot-odds')).toContainText('every flag standing');
    await expect(exactly(page, 'Target at L range', 0)).toHaveText('6.3%');
    await expect(exactly(page, 'Target at S range', 4)).toHaveText('6.3%');
    await expect(page.getByTestId('odds-included')).toHaveText('Included: its flags alone.');
    await expect(page.getByTestId('odds-excluded')).not.toContainText("fort's text");
    // El Castillo del Infanta, five 4L flags, one of which may shoot again if it misses: all miss (2/3)⁶ = 8.8%.
    await page.goto('/cards/CC-063');
    await expect(exactly(page, 'Target at L range', 0)).toHaveText('8.8%');
    await expect(page.getByTestId('odds-included')).toHaveText('Included: its flags, and one missed cannon shooting again per turn.');
    // Fort Brompton's +1 holds only while a ship is docked at it: named, not counted; Puerto Blanco's second home port is not played.
    await page.goto('/cards/CC-047');
    await expect(page.getByTestId('odds-excluded')).toContainText('+1 to every cannon roll while a ship is docked at it');
    await page.goto('/cards/UNR-PUERTOBLANCO');
    await expect(page.getByTestId('odds-excluded')).toContainText("1 sentence of this fort's text the rules engine does not apply yet");
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the odds tables fit 375px without horizontal scrolling', async ({ page }) => {
    await page.goto('/cards/SM-PP376?target=English');
    const table = page.getByRole('table', { name: 'Target at S range' });
    await table.scrollIntoViewIfNeeded();
    await expect(table).toBeInViewport();
    expect((await table.boundingBox())?.width ?? 0).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test('printed, the chosen target is written out and the links to choose it are gone', async ({ page }) => {
  await page.emulateMedia({ media: 'print' });
  await page.goto('/cards/SM-PP376?target=English');
  await expect(page.getByTestId('shot-odds')).toContainText('Target: English ships');
  await expect(page.getByRole('list', { name: "The target's nation" })).toBeHidden();
  await expect(page.getByRole('table', { name: 'Target at S range' })).toBeVisible();
});
