import { expect, test } from '@playwright/test';
import { Fleet } from '@/lib/fleet/fleet';
import { encodeFleet } from '@/lib/fleet/share-code';

test('a fleet saved in this browser is listed on /fleets, opens from there, and can be taken off the list', async ({ page }) => {
  await page.goto('/fleets');
  await expect(page.getByTestId('saved-fleets')).toContainText('Fleets you save in this browser appear here');

  const fleet = Fleet.parse({ name: 'Harbour Patrol', ruleset: 'official', buildTotal: 40, ships: [{ cardId: 'SM-PS-025', crew: [] }] });
  await page.goto(`/fleets/new?code=${encodeURIComponent(encodeFleet(fleet))}`);
  await expect(page.getByTestId('legal-status')).toHaveAttribute('data-legal', 'true');
  await page.getByTestId('save').click();
  const url = await page.getByTestId('saved-link').getAttribute('href');
  const slug = url!.split('/').pop()!;

  await page.goto('/fleets');
  const entry = page.getByTestId('saved-fleets').locator(`[data-slug="${slug}"]`);
  await expect(entry).toContainText('Harbour Patrol');
  await expect(entry).toContainText('Official rules');
  await entry.getByRole('link', { name: 'Harbour Patrol' }).click();
  await expect(page).toHaveURL(new RegExp(`/fleets/${slug}$`));
  await expect(page.getByTestId('fleet-ship')).toHaveCount(1);

  await page.goto('/fleets');
  await page.getByRole('button', { name: 'Remove Harbour Patrol from this list' }).click();
  await expect(page.getByTestId('saved-fleets').locator(`[data-slug="${slug}"]`)).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('saved-fleets')).toContainText('Fleets you save in this browser appear here');
});
