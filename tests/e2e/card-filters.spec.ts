import { expect, test } from '@playwright/test';
import { VIEWPORTS } from './viewports';

for (const [label, viewport] of VIEWPORTS) {
  test.describe(label, () => {
    test.use({ viewport });

    test('the filter panel filters masts, cargo and base move by writing the query', async ({ page }) => {
      await page.goto('/cards');
      await expect(page.getByTestId('card-tile').first()).toBeVisible();
      await page.getByText('Filters', { exact: true }).click();
      const box = page.getByLabel('Search cards');

      await page.getByLabel('Masts value').fill('3');
      await expect(box).toHaveValue('masts>=3');
      await expect(page).toHaveURL(/[?&]q=masts%3E%3D3/);
      await page.getByLabel('Masts comparison').selectOption('=');
      await expect(box).toHaveValue('masts=3');

      await page.getByLabel('Cargo value').fill('5');
      await expect(box).toHaveValue('masts=3 cargo>=5');

      await page.getByLabel('Base move').selectOption('S+L');
      await expect(box).toHaveValue('masts=3 cargo>=5 move:S+L');
      await expect(page.getByTestId('result-count')).toHaveText(/^[\d,]+ cards?$/);
      const tile = page.getByTestId('card-tile').first();
      await expect(tile).toContainText('Masts3');
      await expect(tile).toContainText('MoveS+L');

      // The controls read the query back: typed syntax shows in them.
      await box.fill('cargo<2');
      await expect(page.getByLabel('Cargo comparison')).toHaveValue('<');
      await expect(page.getByLabel('Cargo value')).toHaveValue('2');
      await expect(page.getByLabel('Masts value')).toHaveValue('');
    });

    test('a search written in words that finds nothing suggests the syntax it meant, and one tap runs it', async ({ page }) => {
      await page.goto('/cards?q=english%20ship%203%20masts');
      await expect(page.getByTestId('empty-state')).toBeVisible();
      const suggestion = page.getByTestId('query-suggestion');
      await expect(suggestion).toContainText('Did you mean n:english t:ship masts=3?');
      await suggestion.getByRole('button', { name: 'n:english t:ship masts=3' }).click();
      await expect(page.getByLabel('Search cards')).toHaveValue('n:english t:ship masts=3');
      await expect(page.getByTestId('card-tile').first()).toContainText('English');
      await expect(page.getByTestId('card-tile').first()).toContainText('Masts3');

      await page.getByLabel('Search cards').fill('masts >= 3');
      await expect(page.getByTestId('query-suggestion')).toContainText('masts>=3');
      await page.getByTestId('query-suggestion').getByRole('button').click();
      await expect(page.getByLabel('Search cards')).toHaveValue('masts>=3');
      await expect(page.getByTestId('card-tile').first()).toBeVisible();
    });
  });
}
