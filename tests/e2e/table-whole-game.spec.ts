import { expect, type Page, test } from '@playwright/test';
import { acted, status } from './table-helpers';
import { VIEWPORTS } from './viewports';

/** Two ships with crew, 40 points under the official rules; the computer sails the mirror of it. */
const squadron = {
  name: 'Whole-Game Squadron',
  ruleset: 'official' as const,
  buildTotal: 40,
  ships: [
    { cardId: 'SM-PS-025', crew: ['SM-T-008'] },
    { cardId: 'SM-ES-009', crew: [] },
  ],
  crew: [],
  forts: [],
  treasure: [],
};

/** A card id as the data prints them (SM-PS-025): a player must never read one at the table. */
const CARD_ID = /\b(SM|RV|CC|RF|PotCC|SMU)-[A-Z]{1,3}-\d{3}\b/;

/** Answers a decision as a player who takes what she can: every coin her hold has room for, else the first choice. */
async function decide(page: Page) {
  const decision = page.getByTestId('decision');
  await expect(decision).not.toContainText(CARD_ID);
  await expect(decision).not.toContainText(/\bCoin \d/);
  const boxes = decision.locator('input[type=checkbox]');
  if ((await boxes.count()) > 0) {
    for (let i = 0; i < (await boxes.count()); i++) if (await boxes.nth(i).isEnabled()) await boxes.nth(i).check();
    await acted(page, () => decision.getByTestId('decide').click());
  } else await acted(page, () => decision.locator('[data-testid^=option-]').first().click());
}

/**
 * One ship's turn as a plain player plays it: exploring the wild island she is docked at; a shot with even odds or better when one is offered; else a voyage home
 * when she carries coins, to a wild island with coins when she does not, or the first quick move; a ship with nothing
 * on offer waits.
 */
async function sail(page: Page, ship: number, coarse: boolean) {
  const entry = page.getByTestId(`my-ship-${ship}`);
  if ((await entry.count()) === 0) return;
  const line = await entry.innerText();
  if (!/may still/.test(line)) return;
  await entry.click();
  const panel = page.getByTestId('ship-panel');
  const explore = panel.getByTestId('action-explore');
  if ((await explore.count()) > 0) return acted(page, () => explore.first().click());
  const shots = panel.getByTestId('action-shoot');
  for (let i = 0; i < (await shots.count()); i++) {
    const odds = /(\d+)% to hit/.exec(await shots.nth(i).innerText());
    if (odds && Number(odds[1]) >= 50) return acted(page, () => shots.nth(i).click());
  }
  const moves = panel.getByTestId('quick-move');
  const labels = await moves.allInnerTexts();
  if (labels.length === 0) return;
  const carrying = /\d+ coins?/.test(line) && !/· 0 coins/.test(line);
  const want = carrying ? /Sail to (your|A's) home/ : /Sail to island \d+ and dock/;
  let pick = labels.findIndex((l) => want.test(l));
  if (pick < 0) pick = labels.findIndex((l) => /towards island/.test(l));
  if (pick < 0) pick = 0;
  const move = moves.nth(pick);
  // A finger's first tap shows the move on the table; the bar's Sail sends it.
  if (coarse) {
    await move.click();
    await acted(page, () => page.getByTestId('quick-sail').click());
  } else await acted(page, () => move.click());
}

for (const [name, viewport] of VIEWPORTS) {
  const device = { name: name === 'desktop' ? 'desktop' : 'phone', viewport };
  test(`a whole game against Hard on the standard table, played from the Play page to its end (${device.name})`, async ({ browser, request }, info) => {
    test.setTimeout(240_000);
    const { slug } = await (await request.post('/api/fleets', { data: squadron })).json();
    const coarse = device.name === 'phone';
    const context = await browser.newContext(coarse ? { viewport: device.viewport, isMobile: true, hasTouch: true } : { viewport: device.viewport });
    const page = await context.newPage();
    await page.goto(`/play?fleet=slug:${slug}`);
    await expect(page.getByTestId('loaded-A')).toContainText(squadron.name);
    await page.getByLabel(/Turn limit/).fill('30');
    await page.getByRole('button', { name: 'Play against the computer' }).click();
    await expect(page).toHaveURL(/\/matches\/[a-z0-9]{10}$/);
    // The standard table: no set-up to play, the first tap is a ship.
    await expect(page.getByTestId('table')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('setup')).toHaveCount(0);

    let turns = 0;
    let decisions = 0;
    let shots = false;
    for (let step = 0; step < 400; step++) {
      await expect(status(page)).toContainText(/^(Your turn|Your decision|You won|[AB] won|The game ended)/, { timeout: 30_000 });
      const now = await status(page).innerText();
      if (/^(You won|[AB] won|The game ended)/.test(now)) break;
      await expect(page.getByTestId('match-error')).toHaveCount(0);
      if (/^Your decision/.test(now)) {
        if (coarse) {
          // See, then decide: the table, where what asks it is drawn, is brought into view above the choices.
          await expect.poll(async () => (await page.getByTestId('table').boundingBox())!.y, { timeout: 5_000 }).toBeGreaterThanOrEqual(-1);
          expect((await page.getByTestId('table').boundingBox())!.y).toBeLessThan(device.viewport.height / 2);
        }
        if (decisions++ === 0) await page.screenshot({ path: info.outputPath(`whole-game-decision-${device.name}.png`) });
        await decide(page);
        continue;
      }
      const mine = await page.locator('[data-testid^=my-ship-]:not([data-testid*=status])').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-testid')!.replace('my-ship-', ''))));
      for (const ship of mine) {
        if (!/^Your turn/.test(await status(page).innerText())) break;
        await sail(page, ship, coarse);
      }
      if (/^Your decision/.test(await status(page).innerText())) continue;
      if (!/^Your turn/.test(await status(page).innerText())) continue;
      if (turns === 2) await page.screenshot({ path: info.outputPath(`whole-game-turn-${device.name}.png`) });
      await expect(page.locator('main')).not.toContainText(CARD_ID);
      shots ||= /fired at/.test(await page.getByTestId('log').innerText());
      await acted(page, () => page.getByTestId('end-turn').click());
      turns++;
    }
    await expect(page.getByTestId('game-over')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('log')).toContainText('The game is over');
    // Both fleets sailed: the computer's moves are told in words, and a turn of A's ended each round.
    await expect(page.getByTestId('log')).toContainText(/sailed \d+\.\d S/);
    expect(turns).toBeGreaterThan(2);
    await expect(page.locator('main')).not.toContainText(CARD_ID);
    await page.screenshot({ path: info.outputPath(`whole-game-over-${device.name}.png`), fullPage: true });
    // The game, once over, can be watched again and read as a battle report.
    await page.getByTestId('battle-report').click();
    await expect(page).toHaveURL(/\/matches\/[a-z0-9]{10}\/report$/);
    await expect(page.locator('main')).toContainText(squadron.name);
    await page.goBack();
    await page.getByTestId('watch-replay').click();
    await expect(page).toHaveURL(/\/matches\/[a-z0-9]{10}\/replay/);
    info.annotations.push({ type: 'game', description: `${turns} turns of A's, ${decisions} decisions, shots fired: ${shots}` });
    await context.close();
  });
}
