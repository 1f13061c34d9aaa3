import { expect, test } from '@playwright/test';

test.describe('card search', () => {
  test('results update as you type and the URL follows', async ({ page }) => {
    await page.goto('/cards');
    const tiles = page.getByTestId('card-tile');
    await expect(tiles.first()).toBeVisible();

    await page.getByLabel('Search cards').pressSequentially('swallow', { delay: 30 });
    await expect(page).toHaveURL(/[?&]q=swallow/);
    await expect(tiles.filter({ hasText: 'HMS Swallow' }).first()).toBeVisible();
    await expect(page.getByTestId('result-count')).not.toHaveText(/^2,\d{3} cards/);
  });

  test('a bad query shows the error with a caret at its position and keeps the results', async ({ page }) => {
    await page.goto('/cards?q=t%3Aship');
    const tiles = page.getByTestId('card-tile');
    await expect(tiles.first()).toBeVisible();
    const before = await tiles.count();

    const box = page.getByLabel('Search cards');
    await box.fill('t:ship foo:bar');
    const error = page.getByTestId('query-error');
    await expect(error).toBeVisible();
    await expect(error).toContainText(/foo/i);
    // The caret line sits under "foo", which starts at offset 7.
    await expect(error.locator('pre')).toHaveText(/t:ship foo:bar\n {7}\^/);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(await tiles.count()).toBe(before);

    await box.fill('t:ship');
    await expect(error).toBeHidden();
  });

  test('a shared link with a broken query explains it instead of showing an empty result', async ({ page }) => {
    await page.goto('/cards?q=t%3Aship%20(');
    await expect(page.getByTestId('query-error')).toContainText('Fix the query');
    await expect(page.getByTestId('empty-state')).toHaveCount(0);
    await page.getByLabel('Search cards').fill('t:ship');
    await expect(page.getByTestId('card-tile').first()).toBeVisible();
  });

  test('a filter control writes the query, the URL and the results', async ({ page }) => {
    await page.goto('/cards');
    await expect(page.getByTestId('card-tile').first()).toBeVisible();
    const count = page.getByTestId('result-count');
    const allText = await count.textContent();

    await page.getByText('Filters', { exact: true }).click();
    await page.getByRole('group', { name: 'Type' }).getByLabel('Ship', { exact: true }).check();

    await expect(page.getByLabel('Search cards')).toHaveValue(/t:ship/);
    await expect(page).toHaveURL(/[?&]q=t%3Aship/);
    await expect(count).not.toHaveText(allText ?? '');
    await expect(page.getByTestId('card-tile').first()).toBeVisible();
  });

  test('sorting by points descending puts the costliest card first', async ({ page }) => {
    await page.goto('/cards?q=t%3Aship');
    await page.getByLabel('Sort by').selectOption('points');
    await page.getByLabel('Order').selectOption('desc');
    await expect(page).toHaveURL(/sort=points/);
    await expect(page).toHaveURL(/dir=desc/);
    const firstPoints = async () => Number.parseFloat((await page.getByTestId('card-tile').first().locator('header span').first().textContent()) ?? '0');
    await expect.poll(firstPoints).toBeGreaterThanOrEqual(20);
  });

  test('"show more" appends the next page', async ({ page }) => {
    await page.goto('/cards?q=t%3Acrew');
    const tiles = page.getByTestId('card-tile');
    await expect(tiles.first()).toBeVisible();
    const first = await tiles.count();
    await page.getByRole('button', { name: /more/ }).click();
    await expect.poll(() => tiles.count()).toBeGreaterThan(first);
  });

  test('a search with no match says so', async ({ page }) => {
    await page.goto('/cards?q=pts%3E999');
    await expect(page.getByTestId('empty-state')).toBeVisible();
  });

  test('Back from a card restores the search, the sort, the results shown and the place on the page', async ({ page }) => {
    await page.goto('/cards');
    const tiles = page.getByTestId('card-tile');
    await expect(tiles.first()).toBeVisible();
    await page.getByLabel('Search cards').pressSequentially('t:crew', { delay: 20 });
    await expect(page).toHaveURL(/q=t%3Acrew/);
    await page.getByLabel('Sort by').selectOption('points');
    await expect(page).toHaveURL(/sort=points/);
    await expect(tiles.first()).toBeVisible();
    await page.getByRole('button', { name: /more/ }).click();
    await expect.poll(() => tiles.count()).toBeGreaterThan(48);
    const shown = await tiles.count();
    const target = tiles.nth(shown - 3);
    await target.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await target.click();
    await expect(page).toHaveURL(/\/cards\/[A-Z]/);

    await page.goBack();
    await expect(page.getByLabel('Search cards')).toHaveValue('t:crew');
    await expect(page.getByLabel('Sort by')).toHaveValue('points');
    await expect.poll(() => tiles.count()).toBe(shown);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled * 0.9);
  });

  test('one tile per game piece with its printings; the toggle shows every printing', async ({ page }) => {
    await page.goto('/cards?q=!%22Bonny%20Kate%22');
    const tiles = page.getByTestId('card-tile');
    await expect(tiles).toHaveCount(1);
    await expect(page.getByTestId('printings')).toContainText('2 printings');
    await expect(page.getByTestId('printings').getByRole('link', { name: 'SMU' })).toHaveAttribute('href', '/cards/SMU-025');
    await page.getByTestId('every-printing').check();
    await expect(tiles).toHaveCount(2);
    await expect(page).toHaveURL(/printings=all/);
  });

  test('nicknames in quotes sort under their letters', async ({ page }) => {
    await page.goto('/cards?sort=name');
    const first = await page.getByTestId('card-tile').first().textContent();
    expect(first).not.toMatch(/^["'\u2018\u201c]/);
  });
});
