import { expect, test } from '@playwright/test';
import { encodeFleet } from '@/lib/fleet/share-code';

/** Two small legal official fleets of real cards: Bonny Kate and crew against English ships. */
const pirates = { name: 'Bonny Squadron', ruleset: 'official' as const, buildTotal: 40, ships: [{ cardId: 'SM-PS-025', crew: ['SM-PC-010'] }], crew: [], forts: [], treasure: [] };
const english = { name: 'Dover Patrol', ruleset: 'official' as const, buildTotal: 40, ships: [{ cardId: 'SM-ES-009', crew: [] }], crew: [], forts: [], treasure: [] };
const code = (fleet: Parameters<typeof encodeFleet>[0]) => encodeURIComponent(encodeFleet(fleet));

test('a player simulates two fleets, sees the result, and the address reproduces it in a fresh page', async ({ page, browser, request }) => {
  const saved = await request.post('/api/fleets', { data: pirates });
  const { slug } = await saved.json();
  await page.goto(`/simulate?a=slug:${slug}&b=code:${code(english)}&games=200&seed=77`);
  await expect(page.getByTestId('loaded-A')).toContainText('Bonny Squadron');
  await expect(page.getByTestId('loaded-A')).toContainText('Bonny Kate');
  await expect(page.getByTestId('loaded-B')).toContainText('Dover Patrol');
  await expect(page.getByTestId('loaded-B')).toContainText('Legal');
  await page.getByRole('button', { name: 'Simulate', exact: true }).click();
  const results = page.getByTestId('results');
  await expect(results).toContainText('200 games, seed 77', { timeout: 30_000 });
  await expect(page.getByTestId('outcome-bar')).toHaveAttribute('aria-label', /^A wins \d+\.\d%, Draws \d+\.\d%, B wins \d+\.\d%$/);
  const winA = await page.getByTestId('win-a').innerText();
  expect(winA).toMatch(/^\d+\.\d% \(95% interval \d+\.\d–\d+\.\d%\)$/);
  await expect(page.getByTestId('first-player')).toContainText('95% interval');
  await expect(page.getByTestId('games-with-shots')).toHaveText(/^\d+\.\d%$/);
  // The default table: the fleets trade home islands, and the result says so.
  await expect(page.getByTestId('scenario')).toContainText('each fleet starting at each home island in half the games');
  // A matchup that ends its games is not flagged for games stopped at the turn cap, which are scored as they stood.
  await expect(page.getByTestId('turn-cap-warning')).toHaveCount(0);
  await expect(page.getByTestId('turn-cap-games')).toHaveText(/^(none|\d+ games?, each scored as it stood)$/);
  await expect(results.getByRole('list', { name: 'Game length' })).toBeVisible();
  // Played by the quick default, the answer says a better player may rate the fleets otherwise, and how to ask it.
  await expect(page.getByTestId('played-by-note')).toContainText('run these fleets again with every fleet playing as Search (Hard)');
  const address = new URL(page.url());
  expect(address.searchParams.get('a')).toBe(`slug:${slug}`);
  expect(address.searchParams.get('seed')).toBe('77');
  expect(address.searchParams.get('run')).toBe('1');

  const fresh = await browser.newContext();
  const again = await fresh.newPage();
  await again.goto(page.url());
  await expect(again.getByTestId('results')).toContainText('200 games, seed 77', { timeout: 30_000 });
  expect(await again.getByTestId('win-a').innerText()).toBe(winA);
  await fresh.close();
});

test('a matchup whose fleets never fight says so, so a gun crew showing no edge is not read as worthless', async ({ page }) => {
  // The crew sanity table's Spanish pair: each fleet fetches its own half of the table and no shot is ever fired.
  const pair = (name: string, crew: string[]) => ({ name, ruleset: 'official' as const, buildTotal: 40, ships: [{ cardId: 'SM-SS-006', crew }, { cardId: 'SM-SS-016', crew }], crew: [], forts: [], treasure: [] });
  await page.goto(`/simulate?a=code:${code(pair('Musketeers', ['CC-108']))}&b=code:${code(pair('Bare', []))}&games=200&seed=5`);
  await expect(page.getByTestId('loaded-B')).toContainText('Legal');
  await page.getByRole('button', { name: 'Simulate', exact: true }).click();
  await expect(page.getByTestId('results')).toContainText('200 games, seed 5', { timeout: 30_000 });
  await expect(page.getByTestId('games-with-shots')).toHaveText('0.0%');
  await expect(page.getByTestId('few-fights')).toContainText('No shot was fired in any game');
  await expect(page.getByTestId('few-fights')).toContainText('Musketeer');
});

test('a seed is drawn and shown before the run, and a reload keeps the form without running it', async ({ page }) => {
  await page.goto(`/simulate?a=code:${code(pirates)}&b=code:${code(english)}&games=30&pa=hunter`);
  const seed = page.getByLabel('Seed', { exact: true });
  await expect(seed).toHaveValue(/^\d+$/);
  const drawn = await seed.inputValue();
  await expect(page).toHaveURL(new RegExp(`seed=${drawn}`));
  await page.getByLabel('Games').fill('40');
  await expect(page).toHaveURL(/games=40/);
  await page.reload();
  await expect(page.getByLabel('Seed', { exact: true })).toHaveValue(drawn);
  await expect(page.getByLabel('Games')).toHaveValue('40');
  await expect(page.getByLabel('Fleet A plays as')).toHaveValue('hunter');
  await expect(page.getByTestId('loaded-B')).toContainText('Dover Patrol');
  await expect(page.getByTestId('results')).toHaveCount(0);
});

test('Search, the Hard computer player, runs a short simulation and says how many games a long one may have', async ({ page }) => {
  await page.goto(`/simulate?a=code:${code(pirates)}&b=code:${code(english)}&games=100000&seed=5`);
  await expect(page.getByTestId('loaded-B')).toBeVisible();
  await expect(page.getByTestId('search-note')).toHaveCount(0);
  // Each policy the table offers is named with its difficulty on the Play page; the default is the simulator's own.
  const choices = await page.getByLabel('Fleet A plays as').locator('option').allInnerTexts();
  expect(choices).toEqual(['Default (Lookahead)', 'Gold runner (Easy)', 'Hunter', 'Balanced (Normal)', 'Lookahead', 'Search (Hard)']);
  await page.getByLabel('Fleet A plays as').selectOption('search');
  await expect(page.getByTestId('search-note')).toContainText('two full fleets with it gets several hundred games at most');
  await page.getByRole('button', { name: 'Simulate', exact: true }).click();
  // Two ships and a crew, each game counted 250 times for the fleet played by search: 2,000,000 / 750.
  await expect(page.getByTestId('simulate-error')).toContainText('so at most 2,666 games');
  await page.getByLabel('Games').fill('6');
  await page.getByRole('button', { name: 'Simulate', exact: true }).click();
  const results = page.getByTestId('results');
  await expect(results).toContainText('6 games, seed 5', { timeout: 60_000 });
  await expect(results).toContainText('Search (Hard)');
  await expect(page.getByTestId('played-by-note')).toHaveCount(0);
});

test('a run played by the quick default offers to run the same fleets again with Hard, and does', async ({ page }) => {
  await page.goto(`/simulate?a=code:${code(pirates)}&b=code:${code(english)}&games=4&seed=8`);
  await expect(page.getByTestId('loaded-B')).toBeVisible();
  await page.getByRole('button', { name: 'Simulate', exact: true }).click();
  const results = page.getByTestId('results');
  await expect(results).toContainText('4 games, seed 8', { timeout: 30_000 });
  await page.getByTestId('played-by-note').getByRole('button', { name: 'Run again with Hard' }).click();
  // The form says what was run: both fleets played by Search, the same games and seed, and the note is gone.
  await expect(results).toContainText('Search (Hard)', { timeout: 60_000 });
  await expect(results).toContainText('4 games, seed 8');
  await expect(page.getByLabel('Fleet A plays as')).toHaveValue('search');
  await expect(page.getByLabel('Fleet B plays as')).toHaveValue('search');
  await expect(page.getByTestId('played-by-note')).toHaveCount(0);
  await expect(page).toHaveURL(/run=1/);
});

test('a pasted list with a bad line says which, and an illegal fleet is refused with its violation under it', async ({ page }) => {
  await page.goto(`/simulate?b=code:${code(english)}&games=50`);
  const picker = page.getByTestId('picker-A');
  await picker.getByLabel('Text list').check();
  await picker.getByRole('textbox').fill('Bonny Kate\nBonny Kate\nNo Such Ship Anywhere');
  await picker.getByRole('button', { name: 'Load fleet A' }).click();
  await expect(page.getByTestId('load-error-A')).toContainText('Line 3');
  await expect(picker.getByRole('textbox')).toHaveValue('Bonny Kate\nBonny Kate\nNo Such Ship Anywhere');
  await picker.getByRole('button', { name: 'Use the 2 cards that were read anyway' }).click();
  await expect(page.getByTestId('loaded-A')).toContainText('Not legal');
  await page.getByRole('button', { name: 'Simulate', exact: true }).click();
  await expect(page.getByTestId('simulate-error')).toContainText('Fleet A is not legal');
  const violations = page.getByTestId('violations-A');
  await expect(violations).toContainText('The server refused this fleet');
  await expect(violations).toContainText('Bonny Kate');
  await expect(page.getByTestId('violations-B')).toHaveCount(0);
});

test('a long run shows its progress and can be cancelled', async ({ page }) => {
  await page.goto(`/simulate?a=code:${code(pirates)}&b=code:${code(english)}&games=100000&seed=1`);
  await expect(page.getByTestId('loaded-B')).toBeVisible();
  await page.getByRole('button', { name: 'Simulate', exact: true }).click();
  const bar = page.getByRole('progressbar', { name: 'Games played' });
  await expect(bar).toHaveAttribute('aria-valuemax', '100000');
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 20_000 }).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('cancelled')).toContainText('Cancelled after');
  await expect(bar).toHaveCount(0);
  await expect(page.getByTestId('results')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Simulate', exact: true })).toBeEnabled();
});

test('the builder offers "Simulate against…" with its fleet, and lists cards only partly simulated', async ({ page }) => {
  // The Silver Explorer's coins "printed with a silver number" are coins our treasure does not have: text the engine does not apply.
  const partly = { ...pirates, ships: [{ cardId: 'SM-PS-025', crew: ['FN-205'] }] };
  await page.goto(`/fleets/new?code=${code(partly)}`);
  await expect(page.getByTestId('partly-simulated')).toContainText('only partly simulated');
  const link = page.getByTestId('simulate-link');
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/simulate\?a=code/);
  await expect(page.getByTestId('loaded-A')).toContainText('Bonny Squadron');
});

test('the builder lists a fort whose own text the engine applies only in part, as the simulator does', async ({ page }) => {
  // Puerto Blanco's text makes it a second home port, which the engine does not play; its flags it does.
  const withFort = { ...pirates, name: 'Puerto Patrol', ruleset: 'crimson-coast' as const, buildTotal: 30, ships: [{ cardId: 'SM-SS-006', crew: [] }], forts: ['UNR-PUERTOBLANCO'] };
  await page.goto(`/fleets/new?code=${encodeURIComponent(encodeFleet(withFort))}`);
  await expect(page.getByTestId('partly-simulated')).toContainText('Puerto Blanco');
});

test('a saved fleet offers "Simulate against…" by its link', async ({ page, request }) => {
  const { slug } = await (await request.post('/api/fleets', { data: english })).json();
  await page.goto(`/fleets/${slug}`);
  await page.getByTestId('simulate-link').click();
  await expect(page.getByTestId('loaded-A')).toContainText('Dover Patrol');
  expect(new URL(page.url()).searchParams.get('a')).toBe(`slug:${slug}`);
});

test('the simulate page fits a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/simulate?a=code:${code(pirates)}&b=code:${code(english)}&games=50&seed=3`);
  await page.getByRole('button', { name: 'Simulate', exact: true }).click();
  await expect(page.getByTestId('results')).toBeVisible({ timeout: 30_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('opening a run=1 link starts the run once', async ({ page }) => {
  const started: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/simulate')) started.push(r.url());
  });
  await page.goto(`/simulate?a=code:${code(pirates)}&b=code:${code(english)}&games=50&seed=3&run=1`);
  await expect(page.getByTestId('results')).toContainText('50 games, seed 3', { timeout: 30_000 });
  // Long enough for a remount's replay to have been sent.
  await page.waitForTimeout(1000);
  expect(started).toHaveLength(1);
  expect(new URL(page.url()).searchParams.get('run')).toBe('1');
});

test('a player adds a third fleet for a free-for-all, sees each fleet win rate, and the address brings the run back', async ({ page, browser }) => {
  const spanish = { name: 'Armada', ruleset: 'official' as const, buildTotal: 40, ships: [{ cardId: 'SM-SS-006', crew: [] }], crew: [], forts: [], treasure: [] };
  await page.goto(`/simulate?a=code:${code(pirates)}&b=code:${code(english)}&games=60&seed=9`);
  await expect(page.getByTestId('loaded-B')).toContainText('Legal');
  await page.getByTestId('add-fleet').click();
  const picker = page.getByTestId('picker-C');
  await picker.getByLabel('Share code').check();
  await picker.getByRole('textbox').fill(encodeFleet(spanish));
  await picker.getByRole('button', { name: 'Load fleet C' }).click();
  await expect(page.getByTestId('loaded-C')).toContainText('Armada');
  await page.getByLabel('Fleet C plays as').selectOption('hunter');
  await page.getByRole('button', { name: 'Simulate', exact: true }).click();
  const results = page.getByTestId('results');
  await expect(results).toContainText('60 games, seed 9: a free-for-all of 3 fleets', { timeout: 30_000 });
  await expect(page.getByTestId('outcome-bar')).toHaveAttribute('aria-label', /^A wins \d+\.\d%, B wins \d+\.\d%, C wins \d+\.\d%, Draws \d+\.\d%$/);
  // One line on a desktop, the interval under the rate on a phone: compared as words.
  const words = (text: string) => text.replace(/\s+/g, ' ').trim();
  const winC = words(await page.getByTestId('win-c').innerText());
  expect(winC).toMatch(/^\d+\.\d% \(95% interval \d+\.\d–\d+\.\d%\)$/);
  await expect(page.getByTestId('endings')).toContainText('C won');
  await expect(results.getByRole('list', { name: 'Gold home, fleet C' })).toBeVisible();
  // A free-for-all is not a matchup to play at the table against one computer.
  await expect(page.getByTestId('play-matchup')).toHaveCount(0);
  await expect(results.getByRole('row', { name: /^C: Armada/ })).toContainText('Hunter');
  const address = new URL(page.url());
  expect(address.searchParams.get('c')).toMatch(/^code:/);
  expect(address.searchParams.get('pc')).toBe('hunter');

  const fresh = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const again = await fresh.newPage();
  await again.goto(page.url());
  await expect(again.getByTestId('results')).toContainText('a free-for-all of 3 fleets', { timeout: 30_000 });
  expect(words(await again.getByTestId('win-c').innerText())).toBe(winC);
  // Crimson Coast is written for two players: the form says so rather than sending three fleets.
  await again.getByRole('combobox', { name: 'Ruleset' }).selectOption('crimson-coast');
  await expect(again.getByTestId('too-many-fleets')).toContainText('remove fleet C');
  await expect(again.getByRole('button', { name: 'Simulate', exact: true })).toBeDisabled();
  await again.getByTestId('remove-C').click();
  await expect(again.getByTestId('too-many-fleets')).toHaveCount(0);
  await fresh.close();
});

test("a Daniel's fleet whose starting ship has no hold is legal but says, before a run, that it can buy nothing", async ({ page }) => {
  // Widowmaker (6 points, no cargo) is the cheapest ship, so she alone starts at sea (000 "Placing Islands").
  const stranded = { name: 'Hold-less Start', ruleset: 'daniel-house' as const, buildTotal: 50, nationality: 'Mercenary', ships: [{ cardId: 'FS-017', crew: [] }, { cardId: 'SMU-015', crew: [] }], crew: [], forts: [], treasure: [] };
  const fetching = { ...stranded, name: 'Fetching Start', ships: [{ cardId: 'SMU-015', crew: [] }] };
  await page.goto(`/simulate?a=code:${code(stranded)}&b=code:${code(fetching)}&games=10&seed=3`);
  await expect(page.getByTestId('loaded-A')).toContainText('Legal');
  await expect(page.getByTestId('notes-A')).toContainText('Widowmaker, the ship that starts at sea (the cheapest), has no cargo space');
  await expect(page.getByTestId('notes-B')).toHaveCount(0);

  // Its mirror, run from a shared link: every game stands still to the cap, and the warning names the fleets' note as the
  // cause rather than guessing at boxed-in ships.
  await page.goto(`/simulate?a=code:${code(stranded)}&b=code:${code(stranded)}&games=10&seed=3&turns=20&run=1`);
  const warning = page.getByTestId('turn-cap-warning');
  await expect(warning).toContainText('100% of the games stopped at the 20-turn cap', { timeout: 30_000 });
  await expect(warning).toContainText('Fleet A (Hold-less Start) and Fleet B (Hold-less Start) start with a ship that has no cargo space');
  await expect(warning).not.toContainText('boxed');
});
