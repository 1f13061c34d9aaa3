import { expect, test, type Page } from '@playwright/test';
import { Fleet } from '@/lib/fleet/fleet';
import { encodeFleet } from '@/lib/fleet/share-code';
import { VIEWPORTS } from './viewports';

/** A fleet with a ship, crew aboard and an unassigned crew, so the builder shows every kind of control. */
const fleet = Fleet.parse({ ruleset: 'official', buildTotal: 40, ships: [{ cardId: 'SM-PS-025', crew: ['SM-PC-010'] }], crew: ['SM-GC-003'] });

/**
 * Every control a thumb aims at that is smaller than 44 × 44 CSS px, described for the failure message. Links inside
 * a sentence are exempt (WCAG 2.5.5 "inline"); a checkbox's target is its label.
 */
function smallTargets(page: Page): Promise<{ checked: number; small: string[] }> {
  return page.evaluate(() => {
    const MIN = 43.5; // sub-pixel layout
    const targets = [
      ...document.querySelectorAll<HTMLElement>(
        'header nav a, main button, main select, main [role="tab"], main summary, main input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), main a.tap',
      ),
      ...[...document.querySelectorAll<HTMLInputElement>('main input[type="checkbox"], main input[type="radio"]')].map((i) => i.closest('label') ?? i),
    ];
    const out: string[] = [];
    let checked = 0;
    for (const el of targets) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || style.visibility === 'hidden' || el.closest('.sr-only, [hidden], details:not([open]) > :not(summary)')) continue;
      checked++;
      const wide = el.matches('button, [role="tab"]') ? box.width >= MIN : true;
      if (box.height < MIN || !wide) out.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return { checked, small: out };
  });
}

test.describe('375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  const pages: [string, (page: Page) => Promise<void>][] = [
    ['/cards with the filters open', async (page) => {
      await page.goto('/cards');
      await expect(page.getByTestId('card-tile').first()).toBeVisible();
      await page.getByText('Filters', { exact: true }).click();
      await expect(page.getByLabel('Masts value')).toBeVisible();
    }],
    ['a card page', async (page) => {
      await page.goto('/cards/SM-PS-025');
      await expect(page.getByRole('button', { name: 'Add to fleet' })).toBeVisible();
    }],
    ['/fleets', async (page) => {
      await page.goto('/fleets');
      await expect(page.getByTestId('saved-fleets')).toBeVisible();
    }],
    ['/play', async (page) => {
      await page.goto('/play');
      await expect(page.getByRole('heading', { name: 'Play a fleet' })).toBeVisible();
    }],
    ['/simulate', async (page) => {
      await page.goto('/simulate');
      await expect(page.getByRole('heading', { name: 'Simulate a matchup' })).toBeVisible();
    }],
    ['/keywords', async (page) => {
      await page.goto('/keywords');
      await expect(page.getByRole('heading', { name: 'Keywords', exact: true })).toBeVisible();
    }],
    ['the home page', async (page) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }],
    ['the builder with a crewed ship', async (page) => {
      await page.goto(`/fleets/new?code=${encodeURIComponent(encodeFleet(fleet))}`);
      await expect(page.getByTestId('fleet-ship')).toHaveCount(1);
      await expect(page.getByTestId('search-result').first()).toBeVisible();
    }],
  ];
  for (const [name, open] of pages) {
    test(`every menu link, button, tab, box and checkbox on ${name} is at least 44 px`, async ({ page }) => {
      await open(page);
      const { checked, small } = await smallTargets(page);
      expect(small).toEqual([]);
      // The menu's six links at least: a page whose controls were not found would pass for nothing.
      expect(checked).toBeGreaterThan(6);
    });
  }
});

for (const [label, viewport] of VIEWPORTS) {
  test(`${label}: cards with and without a picture leave no blank gaps in the card grid`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // Ships of every set: the early sets have scans, the later ones do not, so rows mix both.
    await page.goto('/cards?q=t%3Aship&sort=name');
    const tiles = page.getByTestId('card-tile');
    await expect(tiles.first()).toBeVisible();
    const measured = await page.getByTestId('results').evaluate((list) =>
      [...list.children].map((li) => {
        const cell = li.getBoundingClientRect();
        const face = li.querySelector('article')!;
        // Under the face: the piece's other printings and the collection counts.
        const below = [...li.querySelectorAll('[data-testid="printings"], [data-testid="collection-counts"]')].reduce((h, el) => h + el.getBoundingClientRect().height, 0);
        // The face's height were it not stretched to the row: its parts' own heights, plus the body's padding and gaps.
        const [header, body, footer] = [...face.children] as HTMLElement[];
        const parts = [...body.children].map((c) => c.getBoundingClientRect().height);
        const natural = header.offsetHeight + parts.reduce((a, b) => a + b, 0) + 8 * (parts.length - 1) + 16 + footer.offsetHeight;
        return { top: Math.round(cell.top), picture: li.querySelector('img') !== null, gap: cell.bottom - face.getBoundingClientRect().bottom - below, natural };
      }),
    );
    expect(measured.some((m) => m.picture)).toBe(true);
    expect(measured.some((m) => !m.picture)).toBe(true);
    // Every tile fills its grid cell: no blank space under a shorter one.
    for (const m of measured) expect(m.gap).toBeLessThan(8);
    // A picture no longer doubles a tile (a full-width scan added 215 px): in rows holding both kinds, the tallest
    // tile with a picture stands within a few lines of text of the tallest without.
    const tops = [...new Set(measured.map((m) => m.top))];
    for (const top of tops) {
      const row = measured.filter((m) => m.top === top);
      const withPicture = row.filter((m) => m.picture).map((m) => m.natural);
      const without = row.filter((m) => !m.picture).map((m) => m.natural);
      if (withPicture.length && without.length) expect(Math.max(...withPicture) - Math.max(...without)).toBeLessThan(80);
    }
  });
}
