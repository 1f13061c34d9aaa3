import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { Fleet } from '@/lib/fleet/fleet';
import { encodeFleet } from '@/lib/fleet/share-code';
import { VIEWPORTS } from './viewports';

/* Real cards: Bonny Kate (ship, printed in SM and SMU), Lucky the Parrot (crew). */
const BONNY_KATE = 'SM-PS-025';
const LUCKY = 'SM-PC-010';

for (const [label, viewport] of VIEWPORTS) {
  test.describe(label, () => {
    test.use({ viewport });

    test('mark owned, build from it, see what a shared fleet lacks, export, import, sync to a fresh browser', async ({ page, browser }, info) => {
      // An empty collection says how to begin.
      await page.goto('/collection');
      await expect(page.getByTestId('collection-empty')).toContainText('Nothing marked yet');
      await page.goto(`/cards/${BONNY_KATE}`);
      const counts = page.locator(`section[aria-labelledby="collection-heading"] [data-testid="collection-counts"]`);
      await counts.getByRole('button', { name: 'Increase owned' }).click();
      await expect(counts.getByTestId('owned-count')).toHaveText('1');
      await page.screenshot({ path: info.outputPath(`card-${label}.png`), fullPage: false });

      // Builder: only owned pieces are offered.
      await page.goto('/fleets/new');
      await expect(page.getByTestId('search-result').first()).toBeVisible();
      await page.getByTestId('only-owned').check();
      await expect(page.getByTestId('search-result')).toHaveCount(1);
      await expect(page.getByTestId('search-result').getByRole('link').first()).toHaveText('Bonny Kate');

      // A shared fleet with Bonny Kate and Lucky: only Lucky is missing.
      const fleet = Fleet.parse({ ruleset: 'official', buildTotal: 40, ships: [{ cardId: BONNY_KATE, crew: [LUCKY] }] });
      await page.goto(`/fleets/new?code=${encodeURIComponent(encodeFleet(fleet))}`);
      const missing = page.getByTestId('missing-from-collection');
      await expect(missing).toContainText(LUCKY);
      await expect(missing).not.toContainText(BONNY_KATE);

      // A simulation's fleets say the same, each beside its own fleet.
      const code = encodeURIComponent(encodeFleet(fleet));
      await page.goto(`/simulate?a=code:${code}&b=code:${code}`);
      for (const side of ['A', 'B']) {
        await expect(page.getByTestId(`loaded-${side}`).getByTestId('missing-from-collection')).toContainText(LUCKY);
        await expect(page.getByTestId(`loaded-${side}`).getByTestId('missing-from-collection')).not.toContainText(BONNY_KATE);
      }

      // The collection page: progress, filter, export.
      await page.goto('/collection');
      await expect(page.getByTestId('collection-list')).toContainText(BONNY_KATE);
      await expect(page.getByTestId('set-progress')).toContainText(/Spanish Main First Edition\s*1 \/ \d+/);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const csv = readFileSync((await (await download).path()) as string, 'utf8');
      expect(csv).toBe(`id,owned,wanted\n${BONNY_KATE},1,0\n`);

      // A bad import names its lines and changes nothing; a good one replaces the collection.
      await page.getByTestId('import-csv').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(`id,owned,wanted\nXX-999,1,0\n${LUCKY},200,0\n`) });
      await expect(page.getByTestId('import-problems')).toContainText("Line 2: 'XX-999' is not a card id.");
      await expect(page.getByTestId('import-problems')).toContainText("Line 3: owned '200'");
      await expect(page.getByTestId('collection-list')).toContainText(BONNY_KATE);
      await page.getByTestId('import-csv').setInputFiles({ name: 'good.csv', mimeType: 'text/csv', buffer: Buffer.from(`id,owned,wanted\n${BONNY_KATE},2,0\n${LUCKY},1,3\n`) });
      await expect(page.getByTestId('collection-message')).toContainText('Imported 2 cards.');
      await expect(page.getByTestId('trade-list')).toContainText('1x Bonny Kate');
      await expect(page.getByTestId('trade-list')).toContainText('3x Lucky');

      // Sync link, opened in a fresh browser context.
      await page.getByRole('button', { name: 'Make a sync link' }).click();
      const link = await page.getByTestId('sync-link').inputValue();
      // With the sync link made, the card search language reads the collection's counts.
      await expect(page.getByTestId('sync-status')).toHaveText('Synced.');
      await page.getByLabel('Search your collection').fill('own>=1 t:ship');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByTestId('collection-search-results')).toContainText('Bonny Kate');
      await expect(page.getByTestId('collection-search-results')).not.toContainText('Lucky');
      await page.getByLabel('Search your collection').fill('want>=1');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByTestId('collection-search-results')).toContainText('Lucky');
      await expect(page.getByTestId('collection-search-count')).toHaveText(/^1 card match/);
      await page.getByLabel('Search your collection').fill('own>=');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByTestId('query-error')).toBeVisible();
      expect(link).toMatch(/\/collection\?key=[A-Za-z0-9_-]{43}$/);
      await page.screenshot({ path: info.outputPath(`collection-${label}.png`), fullPage: true });
      const other = await browser.newContext({ viewport });
      const second = await other.newPage();
      await second.goto(new URL(link).pathname + new URL(link).search);
      await expect(second.getByTestId('collection-message')).toContainText('Loaded your collection');
      await expect(second.getByTestId('collection-list')).toContainText(LUCKY);
      await second.getByRole('tab', { name: 'wanted' }).click();
      await expect(second.getByTestId('collection-list')).toContainText(LUCKY);
      await other.close();
    });
  });
}
