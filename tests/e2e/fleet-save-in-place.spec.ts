import { expect, test, type Page } from '@playwright/test';
import { Fleet } from '@/lib/fleet/fleet';
import { encodeFleet } from '@/lib/fleet/share-code';
import { VIEWPORTS } from './viewports';

/* Real cards: Bonny Kate (SM and SMU printings of one 7-point ship), Lucky the Parrot (1-point crew). */
const BONNY_KATE = 'SM-PS-025';
const BONNY_KATE_SMU = 'SMU-025';
const LUCKY = 'SM-PC-010';

const openCode = (page: Page, fleet: Fleet) => page.goto(`/fleets/new?code=${encodeURIComponent(encodeFleet(fleet))}`);
const slugOf = (page: Page) => new URL(page.url()).pathname.split('/').pop()!;

for (const [label, viewport] of VIEWPORTS) {
  test.describe(label, () => {
    test.use({ viewport });

    test('a saved fleet is changed in place by the browser that saved it, with Save as new beside it, and listed once', async ({ page }) => {
      const name = `Revenant Raiders ${label}`;
      await openCode(page, Fleet.parse({ name, ruleset: 'official', buildTotal: 40, ships: [{ cardId: BONNY_KATE }] }));
      await expect(page.getByTestId('legal-status')).toHaveAttribute('data-legal', 'true');
      await page.getByTestId('save').click();
      await expect(page.getByTestId('saved')).toContainText('Saved.');
      // The builder now edits the saved fleet: its address, and nothing left to save.
      await expect(page).toHaveURL(/\/fleets\/[A-Za-z0-9]{8}$/);
      const slug = slugOf(page);
      await expect(page.getByTestId('save')).toHaveText('Saved');
      await expect(page.getByTestId('save')).toBeDisabled();
      await expect(page.getByTestId('save-as-new')).toBeVisible();

      await page.getByLabel('Name', { exact: true }).fill(`${name} II`);
      await expect(page.getByTestId('save')).toHaveText('Save changes');
      await page.getByTestId('save').click();
      await expect(page.getByTestId('saved')).toContainText('Changes saved.');
      await expect(page.getByTestId('saved-link')).toHaveAttribute('href', `/fleets/${slug}`);
      await expect(page).toHaveURL(new RegExp(`/fleets/${slug}$`));

      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} II`);
      await expect(page.getByTestId('save')).toBeDisabled();

      await page.goto('/fleets');
      const entries = page.getByTestId('saved-fleets').locator('li', { hasText: name });
      await expect(entries).toHaveCount(1);
      await expect(entries).toHaveAttribute('data-slug', slug);
      await expect(entries).toContainText(`${name} II`);
      await expect(entries).toContainText('Official rules');
      await expect(entries).toContainText('7 of 40 points');
      await expect(entries).toContainText(/saved \S*\d/);

      // Save as new: a second fleet with its own link, which this browser may change too.
      await page.goto(`/fleets/${slug}`);
      await page.getByLabel('Name', { exact: true }).fill(`${name} III`);
      await page.getByTestId('save-as-new').click();
      await expect(page.getByTestId('saved')).toContainText('Saved.');
      await expect(page).not.toHaveURL(new RegExp(`/fleets/${slug}$`));
      const copy = slugOf(page);
      await expect(page.getByTestId('save')).toHaveText('Saved');

      await page.goto('/fleets');
      await expect(page.getByTestId('saved-fleets').locator('li', { hasText: name })).toHaveCount(2);
      await expect(page.getByTestId('saved-fleets').locator(`[data-slug="${copy}"]`)).toContainText(`${name} III`);
      await expect(page.getByTestId('saved-fleets').locator(`[data-slug="${slug}"]`)).toContainText(`${name} II`);

      // The pickers of Simulate (and Play, which shares it) offer each saved fleet once.
      await page.goto('/simulate');
      const offered = page.getByTestId('saved-here-A');
      await expect(offered.getByRole('button', { name: `${name} II`, exact: true })).toHaveCount(1);
      await expect(offered.getByRole('button', { name: `${name} III`, exact: true })).toHaveCount(1);
    });

    test('a shared link is read-only: another browser can only save its own copy', async ({ page, browser }) => {
      await openCode(page, Fleet.parse({ name: `Shared ${label}`, ruleset: 'official', buildTotal: 40, ships: [{ cardId: BONNY_KATE }] }));
      await page.getByTestId('save').click();
      await expect(page).toHaveURL(/\/fleets\/[A-Za-z0-9]{8}$/);
      const url = page.url();

      const friend = await browser.newContext({ viewport });
      const other = await friend.newPage();
      await other.goto(url);
      await expect(other.getByTestId('read-only')).toContainText('saved in another browser');
      await expect(other.getByTestId('save')).toHaveCount(0);
      await other.getByLabel('Name', { exact: true }).fill(`Shared ${label}, my way`);
      await other.getByTestId('save-as-new').click();
      await expect(other.getByTestId('saved')).toContainText('Saved.');
      await expect(other).not.toHaveURL(url);
      await expect(other.getByTestId('read-only')).toHaveCount(0);
      await friend.close();

      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Shared ${label}`);
    });

    test('saving an illegal fleet counts its rule problems in correct English', async ({ page }) => {
      await openCode(page, Fleet.parse({ ruleset: 'official', buildTotal: 40, ships: [{ cardId: BONNY_KATE }, { cardId: BONNY_KATE_SMU }] }));
      await expect(page.getByTestId('legal-status')).toHaveAttribute('data-legal', 'false');
      await page.getByTestId('save').click();
      await expect(page.getByTestId('saved')).toContainText('Saved as a work in progress: the server found 1 rule problem.');
    });

    test('"Crew this ship" switches the search to crew with an empty box', async ({ page }) => {
      await openCode(page, Fleet.parse({ ruleset: 'official', buildTotal: 40, ships: [{ cardId: BONNY_KATE }] }));
      await page.locator('#fleet-card-query').fill('Bonny Kate');
      await page.getByRole('button', { name: 'Crew this ship' }).click();
      await expect(page.getByRole('tab', { name: 'Crew' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('#fleet-card-query')).toHaveValue('');
      await expect(page.getByRole('heading', { name: 'Add cards' })).toBeInViewport();
      await page.locator('#fleet-card-query').fill('Lucky the Parrot');
      const row = page.getByTestId('search-result').filter({ has: page.getByRole('link', { name: 'Lucky the Parrot', exact: true }) }).first();
      await row.getByRole('button', { name: /^Add / }).click();
      await expect(page.getByRole('list', { name: 'Aboard ship 1' })).toContainText('Lucky the Parrot');
    });

    test('a card page adds the card to the fleet draft the builder opens', async ({ page }) => {
      await page.goto(`/cards/${BONNY_KATE}`);
      await page.getByRole('button', { name: 'Add to fleet' }).click();
      await expect(page.getByTestId('add-to-fleet')).toContainText('Added Bonny Kate. Your fleet draft holds 1 card.');
      await page.goto(`/cards/${LUCKY}`);
      await page.getByRole('button', { name: 'Add to fleet' }).click();
      await expect(page.getByTestId('add-to-fleet')).toContainText('unassigned');
      await page.getByTestId('add-to-fleet').getByRole('link', { name: 'Open the builder' }).click();
      await expect(page).toHaveURL(/\/fleets\/new$/);
      await expect(page.getByTestId('fleet-ship').locator(`[data-card-id="${BONNY_KATE}"]`)).toBeVisible();
      await expect(page.getByTestId('fleet-view').locator(`[data-card-id="${LUCKY}"]`)).toBeVisible();
    });
  });
}
