import { expect, test } from '@playwright/test';
import { acted, againstTheComputer, compassOnMap, status } from './table-helpers';

const at = async (loc: import('@playwright/test').Locator) => ({ x: Number(await loc.getAttribute('data-x')), y: Number(await loc.getAttribute('data-y')) });

test('planning a move shows the rings, the enemies in reach and why she stops short where she would end, and a tap on an enemy is a waypoint', async ({ browser, request }, info) => {
  test.setTimeout(60_000);
  const { context, page } = await againstTheComputer(browser, request, 6, { viewport: { width: 1280, height: 800 } });
  for (let i = 0; i < 4 && /^Your decision/.test(await status(page).innerText()); i++) {
    await acted(page, () => page.getByTestId('decision').locator('[data-testid^=option-]').first().click());
  }
  const mine = page.locator('[data-testid^=my-ship-]:not([data-testid*=status])').first();
  const id = (await mine.getAttribute('data-testid'))!.replace('my-ship-', '');
  const shipName = (await mine.locator('strong').innerText()).trim();
  await mine.click();
  const start = await at(page.getByTestId(`ship-${id}`));
  await page.getByTestId('plan-move').click();

  // A tap on the enemy's ship while planning heads her there: it never selects the enemy.
  const enemy = page.locator(`[data-ship]:not([data-ship="${id}"])`).first();
  const eb = (await enemy.boundingBox())!;
  await page.mouse.click(eb.x + eb.width / 2, eb.y + eb.height / 2);
  await expect(page.getByTestId('ship-panel').locator('h2')).toContainText(shipName);
  await expect(page.getByTestId('match-error')).toHaveCount(0);
  const preview = page.getByTestId('move-preview');
  await expect(preview).toBeVisible();
  await expect(preview).not.toContainText('Something stops her short');
  await expect(preview).not.toContainText('It is not your turn');
  const text = await preview.innerText();
  if (/stops short/.test(text)) expect(text).toMatch(/stops short: (.+ is in her way|she has no room|there is no room)/);
  if (!/Not allowed/.test(text)) {
    // The range rings stand where she would end, not where she is, and the enemies in reach from there are listed.
    const ghost = await at(page.getByTestId('ghost'));
    const ring = page.getByTestId('range-ring').first();
    const cx = Number(await ring.getAttribute('cx'));
    const cy = Number(await ring.getAttribute('cy'));
    expect(Math.hypot(cx - ghost.x, cy - ghost.y)).toBeLessThan(1);
    expect(Math.hypot(ghost.x - start.x, ghost.y - start.y)).toBeGreaterThan(0.1);
    await expect(page.getByTestId('move-reach')).toContainText(/From there (no enemy is in reach|in reach: .+% to hit)/);
    if (/in reach:/.test(await page.getByTestId('move-reach').innerText())) await expect(page.getByTestId('reach-line').first()).toBeAttached();
  }
  await page.screenshot({ path: info.outputPath('planning-desktop.png') });
  await page.getByTestId('action-bar').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('move-plan')).toHaveCount(0);

  // Quick moves: none listed twice, each shown on the table when pointed at, its compass word the map's.
  const quick = page.getByTestId('quick-move');
  const labels = await quick.allInnerTexts();
  expect(labels.length).toBeGreaterThan(0);
  expect(new Set(labels).size).toBe(labels.length);
  let checked = 0;
  for (let i = 0; i < labels.length; i++) {
    // Scrolling it into view can slide another move under the pointer; pointing again settles on this one.
    await expect(async () => {
      await quick.nth(i).hover();
      await expect(quick.nth(i)).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await expect(page.getByTestId('quick-preview')).toContainText(labels[i]);
    await expect(page.getByTestId('ghost')).toBeAttached();
    const end = await at(page.getByTestId('ghost'));
    const words = /^Sail \d+\.\d S ([a-z-]+)/.exec(labels[i]);
    if (words && Math.hypot(end.x - start.x, end.y - start.y) > 0.05) {
      expect(words[1], `${labels[i]}: she ends at (${end.x.toFixed(2)}, ${end.y.toFixed(2)}) from (${start.x.toFixed(2)}, ${start.y.toFixed(2)})`).toBe(compassOnMap(start, end));
      checked++;
    }
    if (i === 0) await page.screenshot({ path: info.outputPath('quick-move-hover-desktop.png') });
  }
  expect(checked).toBeGreaterThan(0);
  await context.close();
});
