import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

for (const path of ['/', '/cards', '/cards/RV-024', '/keywords']) {
  test(`${path} fits a 375px phone without horizontal scrolling`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Against 375 itself: an emulated phone may widen innerWidth to fit content that is too wide.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
}

test('results are visible on a phone and search works there', async ({ page }) => {
  await page.goto('/cards');
  await page.getByLabel('Search cards').fill('t:ship n:pirate');
  await expect(page).toHaveURL(/q=t%3Aship/);
  // The URL changes as the request starts; the tiles are replaced when it answers.
  await expect(page.getByTestId('result-count')).toHaveText(/^[\d,]+ cards?$/);
  await expect(page.getByTestId('card-tile').first()).toContainText(/pirate/i);
  const tile = page.getByTestId('card-tile').first();
  await tile.scrollIntoViewIfNeeded();
  await expect(tile).toBeInViewport();
  const box = await tile.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(375);
});

test("the site's menu keeps its links to one row under the name, each a finger wide", async ({ page }) => {
  await page.goto('/');
  const links = page.getByRole('navigation', { name: 'Main' }).getByRole('listitem').getByRole('link');
  const boxes = await links.evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ y: r.y, w: r.width, h: r.height })));
  expect(boxes.length).toBe(6);
  expect(new Set(boxes.map((b) => Math.round(b.y))).size).toBe(1);
  for (const b of boxes) expect(Math.min(b.w, b.h)).toBeGreaterThanOrEqual(44);
});
