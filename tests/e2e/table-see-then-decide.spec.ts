import { expect, test } from '@playwright/test';
import { acted, againstTheComputer, status } from './table-helpers';

test('every move and shot of the computer is shown on the table and in words before the player decides anything', async ({ browser, request }, info) => {
  test.setTimeout(120_000);
  const { context, page } = await againstTheComputer(browser, request, 8, { viewport: { width: 1280, height: 800 } });
  let sawSailing = false;
  let sawShot = false;
  let sawDecision = false;
  for (let turn = 0; turn < 8 && !(sawSailing && sawShot); turn++) {
    await expect(status(page)).toContainText(/Your turn|Your decision|won|draw/, { timeout: 15_000 });
    const now = await status(page).innerText();
    if (/won|draw/.test(now)) break;
    if (/^Your decision/.test(now)) {
      // The shot that asks the question is on the table (its line of fire and dice) and in words above the choices.
      const happened = page.getByTestId('decision-happened');
      await expect(happened).toContainText(/fired at .*: rolled \d(, \d)* \((one|two|three|four|five|six) hits?\)/);
      await expect(page.getByTestId('fire-line').first()).toBeVisible();
      await expect(page.getByTestId('fire-dice').first()).toBeVisible();
      if (!sawDecision) await page.screenshot({ path: info.outputPath('decision-desktop.png') });
      sawDecision = true;
      sawShot = true;
      await acted(page, () => page.getByTestId('decision').locator('[data-testid^=option-]').first().click());
      continue;
    }
    const recent = page.getByTestId('recent-turn');
    if (await recent.isVisible()) {
      await expect(recent).toContainText(/B's last turn/);
      const text = await recent.innerText();
      if (/sailed \d+\.\d S (north|south|east|west)/.test(text)) {
        sawSailing = true;
        // Her wake is drawn from where she was to where she stopped.
        await expect(page.locator('[data-testid^=wake-]').first()).toBeAttached();
      }
      if (/fired at .*: rolled/.test(text)) {
        sawShot = true;
        await expect(page.getByTestId('fire-line').first()).toBeAttached();
      }
      if (sawSailing || sawShot) await page.screenshot({ path: info.outputPath(`recent-turn-${turn}.png`) });
    }
    // The player stays put and ends the turn, so the computer's ship comes to her.
    await acted(page, () => page.getByTestId('end-turn').click());
  }
  expect(sawSailing || sawShot).toBe(true);
  await context.close();
});

test('the fleet list and the table say what each ship has done and may still do this turn', async ({ browser, request }, info) => {
  test.setTimeout(60_000);
  const { context, page } = await againstTheComputer(browser, request, 6, { viewport: { width: 1280, height: 800 } });
  for (let i = 0; i < 4 && /^Your decision/.test(await status(page).innerText()); i++) {
    await acted(page, () => page.getByTestId('decision').locator('[data-testid^=option-]').first().click());
  }
  const entry = page.locator('[data-testid^=my-ship-status-]').first();
  await expect(entry).toContainText('no action yet');
  await expect(entry).toContainText(/may still move/);
  const id = (await entry.getAttribute('data-testid'))!.replace('my-ship-status-', '');
  await expect(page.getByTestId(`ship-status-${id}`)).toHaveText('ready');
  await page.getByTestId(`my-ship-${id}`).click();
  await acted(page, () => page.getByTestId('quick-move').first().click());
  if (/^Your turn/.test(await status(page).innerText())) {
    await expect(page.getByTestId(`my-ship-status-${id}`)).toContainText('acted: moved');
    await expect(page.getByTestId(`ship-status-${id}`)).toHaveText(/moved|done/);
    await expect(page.getByTestId('ship-panel-status')).toContainText('acted: moved');
    await page.screenshot({ path: info.outputPath('status-desktop.png') });
  }
  await context.close();
});
