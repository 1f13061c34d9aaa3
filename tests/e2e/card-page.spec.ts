import { expect, test } from '@playwright/test';

test.describe('card page', () => {
  test('shows stats, every printing of the piece, and a keyword chip that opens the glossary', async ({ page }) => {
    await page.goto('/cards/RV-024');
    await expect(page.getByRole('heading', { level: 1, name: 'HMS Swallow' })).toBeVisible();

    const stats = page.getByTestId('card-stats');
    await expect(stats).toContainText('Masts');
    await expect(stats).toContainText('Revolution');

    const printings = page.getByTestId('printings').getByRole('listitem');
    expect(await printings.count()).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId('printings')).toContainText('Revolution Unlimited');

    await page.getByTestId('card-keywords').getByRole('link', { name: 'Broadsides Attack' }).click();
    await expect(page).toHaveURL(/\/keywords#broadsides-attack$/);
    await expect(page.getByRole('heading', { name: 'Broadsides Attack' })).toBeVisible();
  });

  test('lists the printings of the piece apart from other cards of the same name', async ({ page }) => {
    await page.goto('/cards/SM-PC-003');
    await expect(page.getByTestId('printings').getByRole('listitem')).toHaveCount(2);
    await expect(page.getByTestId('printings')).toContainText('SMU-031A');
    const namesakes = page.getByTestId('namesakes');
    await expect(namesakes.getByRole('heading')).toHaveText('Other cards named El Fantasma');
    await expect(namesakes).toContainText('UNR-B003');
    await expect(namesakes).toContainText('Cursed');
  });

  test('opening a card from the results grid', async ({ page }) => {
    await page.goto('/cards?q=swallow');
    await page.getByTestId('card-tile').filter({ hasText: 'HMS Swallow' }).first().click();
    await expect(page).toHaveURL(/\/cards\/RV/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('HMS Swallow');
  });

  test('an id without zero padding leads to the card', async ({ page }) => {
    await page.goto('/cards/SMU-57');
    await expect(page).toHaveURL(/\/cards\/SMU-057$/);
  });

  test('an unknown id is a 404 page', async ({ page }) => {
    const response = await page.goto('/cards/NOPE-999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'No card here' })).toBeVisible();
  });
});
