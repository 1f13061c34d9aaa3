import { expect, test, type Page } from '@playwright/test';
import { Fleet } from '@/lib/fleet/fleet';
import { encodeFleet } from '@/lib/fleet/share-code';

/* Real cards: Bonny Kate is printed in SM and SMU (one game piece); Lucky the Parrot is a 1-point crew. */
const BONNY_KATE = 'SM-PS-025';
const BONNY_KATE_SMU = 'SMU-025';
const LUCKY = 'SM-PC-010';

/** Adds the printing `id` of the piece named `query`: one row per piece, its printings offered in a list. */
async function addFromSearch(page: Page, tab: string, query: string, id: string) {
  await page.getByRole('tab', { name: tab }).click();
  const box = page.locator('#fleet-card-query');
  if ((await box.inputValue()) !== query) {
    const answered = page.waitForResponse((r) => r.url().includes('/api/cards?') && new URL(r.url()).searchParams.get('q')?.includes(query) === true);
    await box.fill(query);
    await answered;
  }
  const row = page.getByTestId('search-result').filter({ has: page.getByRole('link', { name: query, exact: true }) }).first();
  await expect(row).toBeVisible();
  const choice = row.getByTestId('printing-choice');
  if (await choice.count()) await choice.selectOption(id);
  await expect(row).toHaveAttribute('data-card-id', id);
  await row.getByRole('button', { name: /^Add / }).click();
}

const fleetCard = (page: Page, id: string) => page.getByTestId('fleet-view').locator(`[data-card-id="${id}"]`);

test('a duplicate appears as a violation on both printings and clears when one goes; the saved link opens the same fleet elsewhere', async ({ page, browser }) => {
  await page.goto('/fleets/new');
  await addFromSearch(page, 'Ships', 'Bonny Kate', BONNY_KATE);
  await expect(page.getByTestId('legal-status')).toHaveAttribute('data-legal', 'true');

  await addFromSearch(page, 'Ships', 'Bonny Kate', BONNY_KATE_SMU);
  const duplicate = page.locator('[data-testid="violation"][data-rule="no-duplicates"]');
  await expect(duplicate).toBeVisible();
  await expect(page.getByTestId('legal-status')).toHaveAttribute('data-legal', 'false');
  await expect(fleetCard(page, BONNY_KATE)).toHaveAttribute('data-flag', 'violation');
  await expect(fleetCard(page, BONNY_KATE_SMU)).toHaveAttribute('data-flag', 'violation');

  await page.getByRole('button', { name: `Remove ship (its crew stay, unassigned): Bonny Kate` }).last().click();
  await expect(duplicate).toHaveCount(0);
  await expect(page.getByTestId('legal-status')).toHaveAttribute('data-legal', 'true');

  await page.getByRole('button', { name: 'Crew this ship' }).click();
  await addFromSearch(page, 'Crew', 'Lucky the Parrot', LUCKY);
  await expect(page.getByTestId('fleet-ship').locator(`[data-card-id="${LUCKY}"]`)).toBeVisible();
  await expect(page.getByTestId('meter-crew-points')).toContainText('1 / 7');
  await expect(page.getByTestId('points-left')).toHaveText('32 points left');

  await page.getByTestId('save').click();
  const link = page.getByTestId('saved-link');
  await expect(link).toBeVisible();
  const url = await link.getAttribute('href');
  expect(url).toMatch(/\/fleets\/[A-Za-z0-9]{8}$/);

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(url!);
  const ships = other.getByTestId('fleet-ship');
  await expect(ships).toHaveCount(1);
  await expect(ships.locator(`[data-card-id="${BONNY_KATE}"]`)).toContainText('Bonny Kate');
  await expect(ships.locator(`[data-card-id="${LUCKY}"]`)).toContainText('Lucky the Parrot');
  await expect(other.getByTestId('legal-status')).toHaveAttribute('data-legal', 'true');
  await fresh.close();
});

test('undo and redo with the keyboard, and the draft survives a reload', async ({ page }) => {
  await page.goto('/fleets/new');
  await addFromSearch(page, 'Ships', 'Bonny Kate', BONNY_KATE);
  await expect(page.getByTestId('fleet-ship')).toHaveCount(1);
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await page.keyboard.press('ControlOrMeta+z');
  await expect(page.getByTestId('fleet-ship')).toHaveCount(0);
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect(page.getByTestId('fleet-ship')).toHaveCount(1);

  await page.reload();
  await expect(fleetCard(page, BONNY_KATE)).toContainText('Bonny Kate');
});

test('a broken share link says what went wrong instead of spinning', async ({ page }) => {
  await page.goto('/fleets/new?code=1.this-is-not-a-fleet');
  const notice = page.getByTestId('recovery');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('could not be read');
  await expect(page.getByTestId('legal-status')).toBeVisible();
});

test('a share link naming cards that do not exist shows the rest and names the missing ones', async ({ page }) => {
  const code = encodeFleet(Fleet.parse({ ruleset: 'official', buildTotal: 40, ships: [{ cardId: BONNY_KATE, crew: ['ZZ-999'] }] }));
  await page.goto(`/fleets/new?code=${encodeURIComponent(code)}`);
  await expect(page.getByTestId('unknown-cards')).toContainText('ZZ-999');
  await expect(fleetCard(page, BONNY_KATE)).toContainText('Bonny Kate');
  await page.getByRole('button', { name: 'Remove the unknown cards' }).click();
  await expect(page.getByTestId('unknown-cards')).toHaveCount(0);
  await expect(page.getByTestId('legal-status')).toHaveAttribute('data-legal', 'true');
});

test('a shared fleet loads its cards in one request, not one per card', async ({ page }) => {
  const singles: string[] = [];
  const batches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/api\/cards\/[^/]+$/.test(url.pathname)) singles.push(url.pathname);
    if (url.pathname === '/api/cards' && url.searchParams.has('ids')) batches.push(url.search);
  });
  const code = encodeFleet(
    Fleet.parse({ ruleset: 'official', buildTotal: 40, ships: [{ cardId: BONNY_KATE, crew: ['SM-PC-010'] }, { cardId: 'SM-PS-021' }] }),
  );
  await page.goto(`/fleets/new?code=${encodeURIComponent(code)}`);
  await expect(fleetCard(page, BONNY_KATE)).toContainText('Bonny Kate');
  await expect(page.getByTestId('legal-status')).toHaveAttribute('data-legal', 'true');
  expect(singles).toEqual([]);
  expect(batches).toHaveLength(1);
});

test('switching to a ruleset the fleet breaks raises a banner; Daniel’s rules show the shipyard and need a flag', async ({ page }) => {
  await page.goto('/fleets/new');
  await addFromSearch(page, 'Ships', 'Bonny Kate', BONNY_KATE);
  await expect(page.getByTestId('legal-status')).toHaveAttribute('data-legal', 'true');
  await page.getByTestId('ruleset').selectOption('daniel-house');
  await expect(page.getByTestId('ruleset-banner')).toBeVisible();
  await expect(page.locator('[data-testid="violation"][data-rule="nationality-required"]')).toBeVisible();
  await expect(page.getByTestId('shipyard-note')).toHaveText('Starts at the home island');
  await page.getByTestId('nationality').selectOption('English');
  await expect(page.locator('[data-testid="violation"][data-rule="nationality-required"]')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  // Compared with 375 itself: a mobile browser widens its layout viewport (innerWidth) to fit content that overflows.
  const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

  test('the builder fits 375px and cards can be added', async ({ page }) => {
    await page.goto('/fleets/new');
    await addFromSearch(page, 'Ships', 'Bonny Kate', BONNY_KATE);
    await expect(fleetCard(page, BONNY_KATE)).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  });

  test('Add answers where the player is looking: a sticky bar with points, legality and what was added', async ({ page }) => {
    await page.goto('/fleets/new');
    await addFromSearch(page, 'Ships', 'Bonny Kate', BONNY_KATE);
    const bar = page.getByTestId('status-bar');
    await expect(bar.getByTestId('status-bar-added')).toHaveText('Added Bonny Kate');
    await expect(bar).toContainText('7 / 40 pts');
    await expect(bar.getByTestId('status-bar-legal')).toHaveText('Legal');
    // The ship just added is the one Add crews next.
    await page.evaluate(() => window.scrollTo(0, 0));
    await addFromSearch(page, 'Crew', 'Lucky the Parrot', LUCKY);
    await expect(bar.getByTestId('status-bar-added')).toHaveText('Added Lucky the Parrot aboard Bonny Kate');
    const box = await bar.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(740);
    // A crew row keeps its id on one line and its name readable beside it.
    const id = page.getByTestId('fleet-crew').locator('span.whitespace-nowrap').first();
    const idBox = await id.boundingBox();
    expect(idBox!.height).toBeLessThan(24);
  });

  test('the printing picker fits 375px', async ({ page }) => {
    await page.goto('/fleets/new');
    await page.getByRole('tab', { name: 'Crew' }).click();
    await page.locator('#fleet-card-query').fill('!"El Fantasma"');
    const picker = page.getByTestId('printing-choice').filter({ has: page.locator('option[value="SM-PC-003"]') });
    await picker.selectOption('SM-PC-003');
    await expect(picker.locator('xpath=ancestor::li[1]')).toHaveAttribute('data-card-id', 'SM-PC-003');
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  });

  test('the notice of a broken link fits 375px too', async ({ page }) => {
    await page.goto('/fleets/new?code=1.broken');
    await expect(page.getByTestId('recovery')).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  });
});

test('a new, empty fleet is a starting point, not a list of problems', async ({ page }) => {
  await page.goto('/fleets/new');
  await expect(page.getByTestId('legal-status')).toHaveText('Empty fleet: add a ship to start.');
  await expect(page.getByTestId('violation')).toHaveCount(0);
  await addFromSearch(page, 'Crew', 'Lucky the Parrot', LUCKY);
  // Crew alone is a fleet without a ship: now the rule speaks.
  await expect(page.locator('[data-testid="violation"][data-rule="no-ships"]')).toBeVisible();
});

test('the search shows one row per game piece with what it does, best match first, and adds the newest printing by default', async ({ page }) => {
  await page.goto('/fleets/new');
  await page.getByRole('tab', { name: 'Crew' }).click();
  const searched = (text: string) => page.waitForResponse((r) => r.url().includes('/api/cards?') && new URL(r.url()).searchParams.get('q')?.includes(text) === true);
  const helmsman = searched('helmsman');
  await page.locator('#fleet-card-query').fill('helmsman');
  await helmsman;
  const rows = page.getByTestId('search-result');
  await expect(rows.first()).toBeVisible();
  // Generic crew are one piece per nation: each name-and-nation appears once, its printings offered in a list.
  const keys = await rows.evaluateAll((els) => els.map((el) => `${el.querySelector('a')?.textContent}|${el.querySelector('p')?.textContent?.split(' · ')[0]}`));
  expect(new Set(keys).size).toBe(keys.length);
  expect(await rows.getByTestId('printing-choice').count()).toBeGreaterThan(0);
  await page.getByRole('tab', { name: 'Ships' }).click();
  const bonny = searched('bonny kate');
  await page.locator('#fleet-card-query').fill('bonny kate');
  await bonny;
  const first = rows.first();
  await expect(first.getByRole('link')).toHaveText('Bonny Kate');
  await expect(first).toContainText('move');
  await expect(first).toHaveAttribute('data-card-id', BONNY_KATE_SMU);
  await first.getByRole('button', { name: /^Add / }).click();
  await expect(fleetCard(page, BONNY_KATE_SMU)).toBeVisible();
});

test('the build total can be cleared and retyped, and typing it is one undo step', async ({ page }) => {
  await page.goto('/fleets/new');
  const total = page.getByTestId('build-total');
  await expect(total).toHaveValue('40');
  await total.click();
  await total.press('End');
  await total.press('Backspace');
  await total.press('Backspace');
  await total.pressSequentially('30');
  await expect(total).toHaveValue('30');
  await page.getByLabel('Name').pressSequentially('Reef Patrol');
  await page.getByLabel('Name').blur();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(total).toHaveValue('40');
});

test('a share link opened over an unsaved draft keeps the draft one Undo away', async ({ page }) => {
  await page.goto('/fleets/new');
  await addFromSearch(page, 'Ships', 'Carrion Crow', 'SM-PS-021');
  await expect(fleetCard(page, 'SM-PS-021')).toBeVisible();
  const code = encodeFleet(Fleet.parse({ ruleset: 'official', buildTotal: 40, ships: [{ cardId: BONNY_KATE }] }));
  await page.goto(`/fleets/new?code=${encodeURIComponent(code)}`);
  await expect(fleetCard(page, BONNY_KATE)).toBeVisible();
  await expect(page.getByTestId('draft-kept')).toContainText('Undo brings it back');
  await page.getByRole('button', { name: 'Back to my draft' }).click();
  await expect(fleetCard(page, 'SM-PS-021')).toBeVisible();
  await expect(fleetCard(page, BONNY_KATE)).toHaveCount(0);
});

test('a list written by card names imports, and a list with bad lines leaves the fleet as it was', async ({ page }) => {
  await page.goto('/fleets/new');
  await addFromSearch(page, 'Ships', 'Carrion Crow', 'SM-PS-021');
  await page.getByText('Plain text: import').click();
  const box = page.getByTestId('text-import');
  await box.fill('Bonny Kate\n  Lucky the Parrot\nNo Such Ship At All');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByTestId('import-errors')).toContainText('Line 3');
  await expect(fleetCard(page, 'SM-PS-021')).toBeVisible();
  await box.fill('Bonny Kate\n  Lucky the Parrot');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByTestId('import-done')).toBeVisible();
  await expect(page.getByTestId('import-notes')).toContainText(BONNY_KATE_SMU);
  await expect(fleetCard(page, BONNY_KATE_SMU)).toBeVisible();
  await expect(fleetCard(page, 'SM-PS-021')).toHaveCount(0);
});


test('a draft prints as a sheet for the table: cards with stats, cannons and text, crew under their ship, totals, no site header', async ({ page }) => {
  const code = encodeFleet(Fleet.parse({ name: 'Table Copy', ruleset: 'official', buildTotal: 40, ships: [{ cardId: BONNY_KATE, crew: [LUCKY] }] }));
  await page.goto(`/fleets/new?code=${encodeURIComponent(code)}`);
  await expect(fleetCard(page, BONNY_KATE)).toBeVisible();
  await page.getByTestId('print-link').click();
  await expect(page).toHaveURL(/\/fleets\/print\?code=/);
  const sheet = page.getByTestId('print-view');
  await expect(sheet.getByRole('heading', { name: 'Table Copy' })).toBeVisible();
  const ship = sheet.getByTestId('print-ship');
  await expect(ship).toContainText('Bonny Kate');
  await expect(ship).toContainText('Lucky the Parrot');
  await expect(ship).toContainText('move S+L');
  await expect(ship.getByTestId('print-ship-total')).toContainText('Ship total 8 points');
  await expect(sheet.getByTestId('print-total')).toHaveText('Fleet total 8 of 40 points');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
});

test('picking El Fantasma for a Pirate ship offers the Pirate piece, its printings by set, faction and cost, the newest released by default', async ({ page }) => {
  await page.goto('/fleets/new');
  await page.getByRole('tab', { name: 'Crew' }).click();
  const answered = page.waitForResponse((r) => r.url().includes('/api/cards?') && new URL(r.url()).searchParams.get('q')?.includes('El Fantasma') === true);
  await page.locator('#fleet-card-query').fill('!"El Fantasma"');
  await answered;
  const rows = page.getByTestId('search-result');
  // The Pirate at 4 points (SM, SMU) is one row; the Cursed and unreleased El Fantasmas are rows of their own.
  const pirate = rows.filter({ has: page.locator('[data-testid="printing-choice"] option[value="SMU-031A"]') });
  await expect(pirate).toHaveCount(1);
  await expect(pirate).toHaveAttribute('data-card-id', 'SMU-031A');
  await expect(pirate.getByTestId('printing-choice').locator('option')).toHaveText(['SM · Pirate · 4 pts', 'SMU · Pirate · 4 pts']);
  await expect(rows.filter({ has: page.getByRole('button', { name: 'Add El Fantasma (UNR-B003)' }) })).toHaveCount(1);
  await expect(rows).toHaveCount(7);
});

test('Economy counts gold, and Add puts a crew aboard the last ship that can take one, not the sea creature just added', async ({ page }) => {
  await page.goto('/fleets/new');
  await page.getByTestId('ruleset').selectOption('economy');
  await addFromSearch(page, 'Ships', 'Aberdeen Baron', 'RF-003');
  await addFromSearch(page, 'Ships', 'Alexandria', 'BCU-UL048');
  await addFromSearch(page, 'Ships', 'A Feasome Creature', 'CA-200');
  await page.getByRole('tab', { name: 'Crew' }).click();
  await expect(page.getByTestId('crew-hint')).toHaveText('Add puts it aboard ship 2, Alexandria (pick another ship in the fleet).');
  await addFromSearch(page, 'Crew', 'Lucky the Parrot', LUCKY);
  const alexandria = page.getByTestId('fleet-view').locator('[data-card-id="BCU-UL048"]').locator('xpath=ancestor::li[1]');
  await expect(alexandria.locator(`[data-card-id="${LUCKY}"]`)).toBeVisible();
  await expect(page.getByTestId('points-meter')).toContainText('Gold');
  await expect(page.getByTestId('points-meter')).toContainText('45 / 40 gold');
  await expect(page.getByTestId('points-left')).toHaveText('5 gold over');
  const creature = page.getByTestId('fleet-ship').filter({ has: page.locator('[data-card-id="CA-200"]') });
  await expect(creature).toContainText('A sea creature carries no crew.');
  await expect(creature.getByRole('button', { name: /Crew/ })).toHaveCount(0);
});
