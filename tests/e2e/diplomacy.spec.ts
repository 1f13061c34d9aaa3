import { expect, test, type Page } from '@playwright/test';

/**
 * Pirates! Diplomacy in real Chromium against the production build: Spain creates a game with England played by a
 * person (the rest by bots), England joins by its invite link, both enter orders on the map, and a spectator sees
 * who has submitted but never what until the phase resolves.
 */
test.describe.configure({ timeout: 120_000 });

test('two powers order on the map while a spectator sees only who has submitted', async ({ browser }) => {
  const spainCtx = await browser.newContext();
  const spain = await spainCtx.newPage();
  await spain.goto('/');
  await spain.getByRole('link', { name: 'Play Pirates! Diplomacy' }).click();
  await spain.getByLabel('You play').selectOption('Spain');
  await spain.getByRole('checkbox', { name: 'England' }).check();
  await spain.getByRole('button', { name: 'Start the game' }).click();
  await expect(spain).toHaveURL(/\/matches\/[^/?]+$/);
  await expect(spain.getByText('You play Spain')).toBeVisible();
  const englandLink = await spain.getByTestId('invite-England').getAttribute('href');
  expect(englandLink).toMatch(/\?invite=[\w-]{20,}$/);
  const spectatorLink = await spain.getByRole('link', { name: /spectate=1$/ }).getAttribute('href');
  expect(englandLink).toBeTruthy();
  expect(spectatorLink).toBeTruthy();

  const englandCtx = await browser.newContext();
  const england = await englandCtx.newPage();
  await england.goto(englandLink!);
  await england.getByRole('button', { name: 'Take the seat of England' }).click();
  await expect(england.getByText('You play England')).toBeVisible();

  const spectatorCtx = await browser.newContext();
  const spectator = await spectatorCtx.newPage();
  await spectator.goto(spectatorLink!);
  await expect(spectator.getByText('Watching as a spectator')).toBeVisible();
  await expect(spectator.getByRole('button', { name: 'Submit orders' })).toHaveCount(0);

  // Opening builds: Spain builds a clipper in Havana from the menu offered after a click on Havana.
  await spain.locator('[data-territory="Havana"]').click({ force: true });
  await spain.getByRole('button', { name: 'Build a clipper in Havana' }).click();
  await expect(spain.getByTestId('draft-orders')).toContainText('Build a clipper in Havana');
  await spain.getByRole('button', { name: 'Submit orders' }).click();
  // Two of Spain's three ships are unchosen: the page asks first.
  await spain.getByRole('button', { name: 'Submit anyway' }).click();

  // The spectator learns that Spain submitted, and nothing of what.
  await expect(spectator.getByTestId('submitted')).toContainText('✓ Spain');
  await expect(spectator.getByText(/Build a clipper/)).toHaveCount(0);

  await england.locator('[data-territory="Barbados"]').click({ force: true });
  await england.getByRole('button', { name: 'Build a frigate in Barbados' }).click();
  await england.getByRole('button', { name: 'Submit orders' }).click();
  await england.getByRole('button', { name: 'Submit anyway' }).click();

  // Every seated power has submitted: the phase resolves and both see the spring moves.
  await expect(spain.getByTestId('phase')).toContainText(/spring 1666/i);
  await expect(spectator.getByTestId('phase')).toContainText(/spring 1666/i);
  await expect(spectator.locator('[data-unit="Havana"]')).toBeVisible();

  // Spring: Spain clicks its clipper, then one of the highlighted legal destinations.
  await spain.locator('[data-territory="Havana"]').click({ force: true });
  const target = spain.locator('[data-target]').first();
  const destination = await target.getAttribute('data-territory');
  await target.click({ force: true });
  await expect(spain.getByTestId('draft-orders')).toContainText(`Havana moves to ${destination}`);
  await expect(spain.locator(`[data-arrow="Havana>${destination}"]`)).toBeVisible();
  await spain.getByRole('button', { name: 'Submit orders' }).click();
  await spain.getByRole('button', { name: 'Submit anyway' }).click();
  await expect(spectator.getByTestId('submitted')).toContainText('✓ Spain');
  // Before the phase resolves the spectator sees no order of anyone: no arrows, no order text.
  await expect(spectator.locator('[data-arrow]')).toHaveCount(0);
  await expect(spectator.getByText(`moves to ${destination}`)).toHaveCount(0);
  // Nor does England see Spain's orders.
  await expect(england.locator('[data-arrow^="Havana>"]')).toHaveCount(0);

  // The creator resolves the phase (two of Spain's units still unordered: asked first); the history then shows
  // Spain's move as an arrow to everyone.
  await spain.getByRole('button', { name: 'Resolve the phase now' }).click();
  await spain.getByRole('button', { name: 'Resolve anyway' }).click();
  await expect(spectator.getByTestId('phase')).not.toContainText(/spring 1666 moves/i);
  const springMoves = await spectator
    .getByLabel('Show')
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).at(-1));
  await spectator.getByLabel('Show').selectOption(springMoves!);
  await expect(spectator.locator(`[data-arrow="Havana>${destination}"]`)).toBeVisible();

  await Promise.all([spainCtx.close(), englandCtx.close(), spectatorCtx.close()]);
});

/** Opens a new game from the form as `power`, every other power played by a bot. */
async function newGame(page: Page, power: string) {
  await page.goto('/diplomacy');
  await page.getByLabel('You play').selectOption(power);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page).toHaveURL(/\/matches\/[^/?]+$/);
  await expect(page.locator('[data-unit]').first()).toBeAttached();
}

test('the build phase is guided and completed from the map, and its history shows it on its own board', async ({ page }) => {
  await newGame(page, 'Spain');
  await expect(page.getByTestId('guidance')).toContainText('Choose clipper or frigate for Havana, Voodoo Witch Hut and Panama');
  await expect(page.locator('[data-act-on]')).toHaveCount(3);
  await expect(page.getByTestId('missing')).toContainText('3 orders still missing');
  for (const place of ['Havana', 'Voodoo Witch Hut', 'Panama']) {
    await page.locator(`[data-territory="${place}"]`).click({ force: true });
    await expect(page.getByTestId('unit-menu')).toContainText(`${place}: choose clipper or frigate.`);
    await page.getByRole('button', { name: `Build a frigate in ${place}` }).click();
    // The choice shows on the board at once.
    await expect(page.locator(`[data-unit="${place}"]`)).toHaveAttribute('data-type', 'frigate');
  }
  await expect(page.getByTestId('missing')).toHaveCount(0);
  await expect(page.locator('[data-act-on]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit orders' }).click();
  await expect(page.getByTestId('phase')).toContainText(/spring 1666 moves/i);

  // The build phase from the history: its own header and board, and every power's builds, the bots' too.
  await page.getByLabel('Show').selectOption({ label: 'build 1666 (orders and results)' });
  await expect(page.getByTestId('phase')).toContainText(/build 1666 \(a past phase\)/i);
  await expect(page.getByTestId('past-orders')).toContainText('England (bot)');
  await expect(page.getByTestId('past-orders')).toContainText('Build a frigate in Havana');
  await expect(page.locator('[data-unit="Havana"]')).toHaveAttribute('data-type', 'frigate');
  await page.getByRole('button', { name: /Back to spring 1666 moves/i }).click();
  await expect(page.getByTestId('phase')).toHaveText(/^spring 1666 moves$/i);
});

/**
 * Place names on screen: none overlaps another, none is smaller than 11 px. Retried briefly: the names are placed
 * again when the frame changes size (a scrollbar appearing), one render after the browser's layout.
 */
async function checkLabels(page: Page) {
  await expect(() => labelsReadable(page)).toPass({ timeout: 5_000 });
}

async function labelsReadable(page: Page) {
  const labels = await page.locator('[data-label]').evaluateAll((texts) =>
    texts.map((t) => {
      const r = t.getBoundingClientRect();
      const size = parseFloat(t.parentElement!.getAttribute('font-size')!) * (t as SVGGraphicsElement).getScreenCTM()!.a;
      return { name: t.getAttribute('data-label'), x0: r.left, y0: r.top, x1: r.right, y1: r.bottom, size };
    }),
  );
  expect(labels.length).toBeGreaterThan(20);
  for (const l of labels) expect(l.size, l.name!).toBeGreaterThanOrEqual(11);
  const clash: string[] = [];
  for (let i = 0; i < labels.length; i++) {
    for (let j = i + 1; j < labels.length; j++) {
      const [a, b] = [labels[i], labels[j]];
      if (a.x0 < b.x1 - 0.5 && b.x0 < a.x1 - 0.5 && a.y0 < b.y1 - 0.5 && b.y0 < a.y1 - 0.5) clash.push(`${a.name} / ${b.name}`);
    }
  }
  expect(clash).toEqual([]);
}

test('place names are at least 11 px and never overlap, on the whole map and zoomed in', async ({ page }) => {
  await newGame(page, 'France');
  await checkLabels(page);
  const before = await page.locator('[data-label]').count();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await checkLabels(page);
  // Zoomed in, names left out for lack of room come back (those in view and out of it alike are placed).
  expect(await page.locator('[data-label]').count()).toBeGreaterThan(before);
  await expect(page.getByTestId('map-legend')).toContainText('Treasure centre');
});

test('on a 375px phone the map opens on the player\'s own units and pans and zooms inside its frame', async ({ browser }) => {
  const ctx = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  // Holland starts in the far east (Curacao, St Martin, St Eustatius): the old frame showed the Gulf of Mexico.
  await newGame(page, 'Holland');
  const frame = await page.getByTestId('map-frame').boundingBox();
  const own = await page.locator('[data-own]').evaluateAll((units) => units.map((u) => u.getBoundingClientRect().toJSON() as DOMRect));
  expect(own).toHaveLength(3);
  for (const u of own) {
    expect(u.left).toBeGreaterThanOrEqual(frame!.x);
    expect(u.right).toBeLessThanOrEqual(frame!.x + frame!.width);
    expect(u.top).toBeGreaterThanOrEqual(frame!.y);
    expect(u.bottom).toBeLessThanOrEqual(frame!.y + frame!.height);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await checkLabels(page);
  // Two fingers spreading apart zoom in, one finger dragging pans: touch events, as a phone sends them.
  const map = page.locator('svg[aria-label="Map of the Caribbean"]');
  const width = async () => Number((await map.getAttribute('viewBox'))!.split(' ')[2]);
  const before = await width();
  const cdp = await ctx.newCDPSession(page);
  const [cx, cy] = [frame!.x + frame!.width / 2, frame!.y + frame!.height / 2];
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', spread: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: cx - spread, y: cy, id: 0 }, { x: cx + spread, y: cy, id: 1 }],
    });
  await touch('touchStart', 30);
  for (const spread of [45, 60, 75]) await touch('touchMove', spread);
  await touch('touchEnd', 0);
  await expect.poll(width).toBeLessThan(before * 0.9);
  const left = async () => Number((await map.getAttribute('viewBox'))!.split(' ')[0]);
  const x0 = await left();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: cx, y: cy, id: 0 }] });
  for (const dx of [20, 40, 60]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: cx + dx, y: cy, id: 0 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect.poll(left).toBeLessThan(x0);
  // The whole map and back to my units, by the frame's buttons.
  const zoomed = await page.locator('svg[aria-label="Map of the Caribbean"]').getAttribute('viewBox');
  await page.getByRole('button', { name: 'Whole map' }).click();
  await expect(page.locator('svg[aria-label="Map of the Caribbean"]')).not.toHaveAttribute('viewBox', zoomed!);
  await page.getByRole('button', { name: 'My units' }).click();
  await expect.poll(width).toBeCloseTo(before, 5);
  await ctx.close();
});
