import { expect, test } from '@playwright/test';

test('the glossary lists keywords with summaries and a search for the cards carrying each', async ({ page }) => {
  await page.goto('/keywords');
  await expect(page.getByRole('heading', { level: 1, name: 'Keywords' })).toBeVisible();
  const entry = page.locator('section#schooner');
  await expect(entry.getByRole('heading', { name: 'Schooner' })).toBeVisible();
  const allCards = entry.getByRole('link', { name: /cards that carry it/ });
  await allCards.click();
  await expect(page).toHaveURL(/\/cards\?q=k%3Aschooner/);
  await expect(page.getByTestId('card-tile').first()).toBeVisible();
});

test('keywords our rule texts do not define say so, and what the cards tell of them is marked as read from the cards', async ({ page }) => {
  await page.goto('/keywords');
  await expect(page.getByText('Our rules texts do not define this keyword').first()).toBeVisible();
  await expect(page.locator('section#submarine').getByTestId('from-cards')).toContainText('Read from the cards');
  // Notes for maintainers (why a summary reads as it does) never reach the page.
  await expect(page.locator('main')).not.toContainText('range symbol');
  await expect(page.locator('section#broadsides-attack')).toContainText('short range (S)');
});

test('home page leads to the cards and keywords and searches', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Cards' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Keywords' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Fleets' })).toBeVisible();
  await page.getByLabel('Search cards').fill('swallow');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/cards\?q=swallow/);
  await expect(page.getByTestId('card-tile').filter({ hasText: 'HMS Swallow' }).first()).toBeVisible();
});
