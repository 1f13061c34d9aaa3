import { expect, test, type Browser, type Page } from '@playwright/test';

/**
 * Issue 41, what players tripped over in Pirates! Diplomacy and on a missing page, at desktop size and on a 375 px
 * phone: the page asks before a submission with orders missing resolves the phase, shows places under their right
 * spelling, shows a past phase's own list of who ordered, lets a thumb tap a unit at the map's edge, links the
 * variant's rules and shows no developer text; the not-found page says what was not found.
 */
test.describe.configure({ timeout: 120_000 });

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false },
  { name: '375 px phone', viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
] as const;

async function open(browser: Browser, size: (typeof SIZES)[number]) {
  const ctx = await browser.newContext({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });
  return { ctx, page: await ctx.newPage() };
}

/** A new game as `power`, every other power played by a bot. */
async function newGame(page: Page, power: string) {
  await page.goto('/diplomacy');
  await page.getByLabel('You play').selectOption(power);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page).toHaveURL(/\/matches\/[^/?]+$/);
  await expect(page.locator('[data-unit]').first()).toBeAttached();
  // A phone's map moves to the player's units once the frame is measured: tap only after it has.
  const viewBox = () => page.locator('svg[aria-label="Map of the Caribbean"]').getAttribute('viewBox');
  await expect(async () => {
    const before = await viewBox();
    await page.waitForTimeout(300);
    expect(await viewBox()).toBe(before);
  }).toPass();
}

async function build(page: Page, place: string, as: 'clipper' | 'frigate' = 'frigate', label = place) {
  await page.locator(`[data-territory="${place}"]`).click({ force: true });
  await page.getByRole('button', { name: `Build a ${as} in ${label}` }).click();
}

for (const size of SIZES) {
  test.describe(size.name, () => {
    test('submitting with builds unset asks first; keeping on ordering leaves the phase open', async ({ browser }) => {
      const { ctx, page } = await open(browser, size);
      await newGame(page, 'Spain');
      await build(page, 'Havana');
      await page.getByRole('button', { name: 'Submit orders' }).click();
      const ask = page.getByTestId('confirm-submit');
      await expect(ask).toContainText('Submit with 2 orders missing?');
      await expect(ask).toContainText('2 units not chosen yet keep the type shown');
      await page.getByRole('button', { name: 'Keep ordering' }).click();
      await expect(ask).toHaveCount(0);
      // Every bot is done, and still nothing resolved: the player was asked, and said no.
      await expect(page.getByTestId('submitted')).toContainText('✓ England');
      await expect(page.getByTestId('phase')).toHaveText(/^build 1666$/i);
      await build(page, 'Voodoo Witch Hut');
      await build(page, 'Panama', 'clipper');
      await page.getByRole('button', { name: 'Submit orders' }).click();
      await expect(page.getByTestId('phase')).toContainText(/spring 1666 moves/i);
      await expect(ask).toHaveCount(0);
      await ctx.close();
    });

    test('places show their right spelling, the rules are one click away, and no developer text is shown', async ({ browser }) => {
      const { ctx, page } = await open(browser, size);
      await page.goto('/diplomacy');
      await page.getByRole('link', { name: 'The rules of the variant' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pirates! Diplomacy: the rules');
      await expect(page.getByText('A power wins with 28 of the 54 supply centres')).toBeVisible();
      // The variant's own text, read from the shared rules folder when the page is served.
      await expect(page.getByTestId('rule-text')).toContainText('Gavin Atkinson');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.viewport.width);

      // The Dunkirkers start at Caracus in the map data: the page says Caracas, and the data name stays the id.
      await newGame(page, 'Dunkirkers');
      await expect(page.getByTestId('guidance')).toContainText('Choose clipper or frigate for Caracas and Campeche');
      await expect(page.locator('[data-label="Caracus"]')).toHaveText('Caracas');
      await build(page, 'Caracus', 'clipper', 'Caracas');
      await expect(page.getByTestId('draft-orders')).toContainText('Build a clipper in Caracas');
      const text = await page.locator('main, body').first().innerText();
      for (const wrong of ['Caracus', 'Yuchatan', 'Trinadad', 'Orinico', 'Nombre de Dior', 'Rules 002']) expect(text).not.toContain(wrong);
      await expect(page.getByText('A power wins with 28 of the 54 supply centres, more than half.')).toBeVisible();
      await ctx.close();
    });

    test("a past phase lists who ordered in it, not who has submitted now", async ({ browser }) => {
      const { ctx, page } = await open(browser, size);
      await newGame(page, 'France');
      for (const place of ['St Domingue', 'Guadeloupe', 'Martinique']) await build(page, place);
      await page.getByRole('button', { name: 'Submit orders' }).click();
      await expect(page.getByTestId('phase')).toContainText(/spring 1666 moves/i);
      await expect(page.getByTestId('submitted')).toContainText('· France');
      await page.getByLabel('Show').selectOption({ label: 'build 1666 (orders and results)' });
      await expect(page.getByRole('heading', { name: 'Who ordered in build 1666' })).toBeVisible();
      const list = page.getByTestId('submitted');
      await expect(list).toContainText('✓ France');
      await expect(list).toContainText('3 orders');
      await expect(list).not.toContainText('· France');
      await page.getByRole('button', { name: /Back to spring 1666 moves/i }).click();
      await expect(page.getByRole('heading', { name: 'Submitted this phase' })).toBeVisible();
      await ctx.close();
    });

    test('a unit at the edge of the map answers a tap a thumb wide around it', async ({ browser }) => {
      const { ctx, page } = await open(browser, size);
      // Isaac Rochussen starts in the Mid Atlantic, the map's top right corner, where the view buttons once sat.
      await newGame(page, 'Isaac Rochussen');
      for (const place of ['Mid Atlantic', 'Mona Passage', 'Southeast Caribbean Sea']) {
        await page.locator(`[data-unit="${place}"]`).scrollIntoViewIfNeeded();
        const frame = (await page.getByTestId('map-frame').boundingBox())!;
        const target = page.locator(`[data-territory="${place}"]`);
        const r = Number(await target.getAttribute('r'));
        const across = await target.evaluate((c, radius) => 2 * radius * (c as SVGGraphicsElement).getScreenCTM()!.a, r);
        expect(across, place).toBeGreaterThanOrEqual(43.99);
        const unit = (await page.locator(`[data-unit="${place}"]`).boundingBox())!;
        const [cx, cy] = [unit.x + unit.width / 2, unit.y + unit.height / 2];
        // Nothing covers the unit: the point under it is its own tap target.
        expect(await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.getAttribute('data-territory'), [cx, cy])).toBe(place);
        if (place !== 'Mid Atlantic') continue;
        // At the map's corner, a tap well off the ship, towards the nearer edges of the frame, still selects it.
        const dx = cx - frame.x < frame.x + frame.width - cx ? -18 : 18;
        const dy = cy - frame.y < frame.y + frame.height - cy ? -18 : 18;
        const [tx, ty] = [Math.min(Math.max(cx + dx * 0.7, frame.x + 2), frame.x + frame.width - 2), Math.min(Math.max(cy + dy * 0.7, frame.y + 2), frame.y + frame.height - 2)];
        if (size.hasTouch) await page.touchscreen.tap(tx, ty);
        else await page.mouse.click(tx, ty);
        await expect(page.getByTestId('unit-menu')).toContainText(`${place}: choose clipper or frigate.`);
      }
      // The view buttons sit above the map and are a thumb tall.
      const frame = (await page.getByTestId('map-frame').boundingBox())!;
      for (const name of ['Zoom in', 'Zoom out', 'My units', 'Whole map']) {
        const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
        expect(box.height, name).toBeGreaterThanOrEqual(44);
        expect(box.y + box.height, name).toBeLessThanOrEqual(frame.y + 1);
      }
      await ctx.close();
    });

    test('the not-found page says what was not found', async ({ browser }) => {
      const { ctx, page } = await open(browser, size);
      const cases = [
        ['/matches/no-such-match', 'No match here', '"no-such-match"'],
        ['/cards/SM-XX-999', 'No card here', '"SM-XX-999"'],
        ['/no/such/page', 'No page here', '/no/such/page'],
      ] as const;
      for (const [path, heading, names] of cases) {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page.getByTestId('not-found-text')).toContainText(names);
        if (heading !== 'No card here') await expect(page.getByTestId('not-found-text')).not.toContainText(/card id/i);
      }
      // A navigation by the client router (an RSC request with its router tree) to a missing page says the same.
      await page.goto('/cards');
      const rsc = page.waitForResponse((r) => r.url().includes('/matches/gone-missing') && !!r.request().headers()['next-router-state-tree']);
      await page.evaluate(() => (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push('/matches/gone-missing'));
      expect((await rsc).status()).toBeLessThan(500);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('No match here');
      await ctx.close();
    });
  });
}
