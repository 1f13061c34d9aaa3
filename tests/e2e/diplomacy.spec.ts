import { expect, test } from '@playwright/test';

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
  const englandLink = await spain.getByRole('link', { name: /power=England$/ }).getAttribute('href');
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

  // The spectator learns that Spain submitted, and nothing of what.
  await expect(spectator.getByTestId('submitted')).toContainText('✓ Spain');
  await expect(spectator.getByText(/Build a clipper/)).toHaveCount(0);

  await england.locator('[data-territory="Barbados"]').click({ force: true });
  await england.getByRole('button', { name: 'Build a frigate in Barbados' }).click();
  await england.getByRole('button', { name: 'Submit orders' }).click();

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
  await expect(spectator.getByTestId('submitted')).toContainText('✓ Spain');
  // Before the phase resolves the spectator sees no order of anyone: no arrows, no order text.
  await expect(spectator.locator('[data-arrow]')).toHaveCount(0);
  await expect(spectator.getByText(`moves to ${destination}`)).toHaveCount(0);
  // Nor does England see Spain's orders.
  await expect(england.locator('[data-arrow^="Havana>"]')).toHaveCount(0);

  // The creator resolves the phase; the history then shows Spain's move as an arrow to everyone.
  await spain.getByRole('button', { name: 'Resolve the phase now' }).click();
  await expect(spectator.getByTestId('phase')).not.toContainText(/spring 1666 moves/i);
  const springMoves = await spectator
    .getByLabel('Show')
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).at(-1));
  await spectator.getByLabel('Show').selectOption(springMoves!);
  await expect(spectator.locator(`[data-arrow="Havana>${destination}"]`)).toBeVisible();

  await Promise.all([spainCtx.close(), englandCtx.close(), spectatorCtx.close()]);
});

test('the game page fits a 375px phone: the map scrolls inside its frame, the page does not', async ({ browser }) => {
  const ctx = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  await page.goto('/diplomacy');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page).toHaveURL(/\/matches\//);
  await expect(page.locator('[data-territory]').first()).toBeAttached();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await ctx.close();
});

