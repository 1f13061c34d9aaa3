import { expect, test } from '@playwright/test';
import { acted, againstTheComputer, english, pirates, status, strait } from './table-helpers';

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

for (const [device, options] of [
  ['desktop', { viewport: { width: 1280, height: 800 } }],
  ['phone', { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }],
] as const) {
  test(`a friend's shot is drawn, its dice shown and said, before the player chooses which mast she loses (${device})`, async ({ browser, request }, info) => {
    test.setTimeout(150_000);
    // A five-mast ship: HMS Dover's four dice can never take every mast at once, so a hit always leaves A a mast to
    // choose (a volley that takes them all asks nothing).
    const sturdy = { ...pirates, ships: [{ cardId: 'RV-001', crew: ['SM-PC-010'] }] };
    const created = await (await request.post('/api/matches', { data: { game: 'pirates', fleet: sturdy, ruleset: 'official', scenario: strait(12) } })).json();
    const invite = new URL(created.inviteUrl).searchParams.get('invite');
    const joined = await request.post(`/api/matches/${created.matchId}/join`, { data: { fleet: english, ...(invite ? { invite } : {}) } });
    expect(joined.ok()).toBe(true);
    const b = (await joined.json()) as { token: string };
    const context = await browser.newContext(options);
    await context.addInitScript(([id, value]) => window.localStorage.setItem(`pirates-match:${id}`, value), [created.matchId, JSON.stringify({ seat: 'A', token: created.token, game: 'pirates' })] as const);
    const page = await context.newPage();
    await page.goto(`/matches/${created.matchId}`);
    await expect(page.getByTestId('table')).toBeVisible({ timeout: 15_000 });

    // B is played through the API: it shoots whenever it can, and otherwise sails at A's ship.
    const api = `/api/matches/${created.matchId}`;
    const asB = { Authorization: `Bearer ${b.token}` };
    let movedThisTurn = -1;
    async function playB(): Promise<boolean> {
      const { seq, view } = await (await request.get(`${api}/state`, { headers: asB })).json();
      if (view.over) return false;
      if (view.pending) {
        if (view.pending.by === 'B') await request.post(`${api}/actions`, { headers: asB, data: { seq, action: { type: 'choose', answer: view.pending.choice.options[0] } } });
        return true;
      }
      if (view.toAct !== 'B') return true;
      const legal = view.legal as { type: string; ship?: number; segments?: { heading: number }[] }[];
      const shot = legal.find((a) => a.type === 'shoot');
      let action: unknown = { type: 'end-turn' };
      if (shot) action = shot;
      else if (movedThisTurn !== view.turn) {
        const mine = view.game.ships.find((s: { owner: number }) => s.owner === 1);
        const foe = view.game.ships.find((s: { owner: number }) => s.owner === 0);
        const toward = (Math.atan2(foe.x - mine.x, -(foe.y - mine.y)) * 180) / Math.PI;
        const off = (h: number) => Math.abs(((h - toward + 540) % 360) - 180);
        const moves = legal.filter((a) => a.type === 'move' && a.segments?.length).sort((x, y) => off(x.segments![0].heading) - off(y.segments![0].heading));
        if (moves.length) action = moves[0];
        movedThisTurn = view.turn;
      }
      await request.post(`${api}/actions`, { headers: asB, data: { seq, action } });
      return true;
    }

    let sawDecision = false;
    let sailed = false;
    for (let step = 0; step < 80 && !sawDecision; step++) {
      if (!(await playB())) break;
      await page.waitForTimeout(150);
      const now = await status(page).innerText();
      if (/won|draw/.test(now)) break;
      if (/^Your decision/.test(now) && /mast/.test(now)) {
        const happened = page.getByTestId('decision-happened');
        await expect(happened).toContainText(/fired at .*: rolled \d(, \d)* \((one|two|three|four|five|six) hits?\)/);
        await expect(page.getByTestId('fire-line').first()).toBeVisible();
        await expect(page.getByTestId('fire-dice').first()).toBeVisible();
        // Which mast matters (each cannon measures from its own), and how far through a volley of several hits she is.
        await expect(page.getByTestId('mast-hint')).toContainText('Each cannon measures its range from its own mast');
        if (/\((two|three|four|five|six) hits\)/.test(await happened.innerText())) await expect(page.getByTestId('mast-hint')).toContainText(/The volley made (two|three|four|five|six) hits: this is the (first|second|third|fourth) mast she loses to it/);
        // The volley is played out: the line drawn, then each die in turn, one after another.
        const dice = await page.getByTestId('fire-dice').first().locator('.fire-die').evaluateAll((els) => els.map((e) => ({ name: getComputedStyle(e).animationName, delay: parseFloat(getComputedStyle(e).animationDelay) })));
        expect(dice.length).toBeGreaterThan(0);
        for (const [i, d] of dice.entries()) {
          expect(d.name).toBe('fire-die-in');
          if (i > 0) expect(d.delay).toBeGreaterThan(dice[i - 1].delay);
        }
        expect(await page.getByTestId('fire-line').first().locator('line').evaluate((e) => getComputedStyle(e).animationName)).toBe('fire-draw');
        // The shooter is drawn where she fired from: the line of fire starts at her.
        const line = page.getByTestId('fire-line').first().locator('line');
        const shooter = page.locator('[data-ship]').filter({ hasText: 'HMS Dover' });
        const from = { x: Number(await line.getAttribute('x1')), y: Number(await line.getAttribute('y1')) };
        const drawn = { x: Number(await shooter.getAttribute('data-x')), y: Number(await shooter.getAttribute('data-y')) };
        expect(Math.hypot(from.x - drawn.x, from.y - drawn.y)).toBeLessThan(0.01);
        if (device === 'phone') {
          // On the phone the choices sit in the bar at the foot of the screen, the table above them, without scrolling.
          await page.evaluate(() => window.scrollTo(0, 0));
          const option = (await page.getByTestId('decision').locator('[data-testid^=option-]').first().boundingBox())!;
          expect(option.y + option.height).toBeLessThanOrEqual(812);
          expect(option.height).toBeGreaterThanOrEqual(44);
          expect((await page.getByTestId('table').boundingBox())!.y).toBeLessThan(812 / 2);
        }
        await page.screenshot({ path: info.outputPath(`friend-shot-decision-${device}.png`) });
        sawDecision = true;
        await acted(page, () => page.getByTestId('decision').locator('[data-testid^=option-]').first().click());
      } else if (/^Your decision/.test(now)) {
        await acted(page, () => page.getByTestId('decision').locator('[data-testid^=option-]').first().click());
      } else if (/^Your turn/.test(now)) {
        // A sails for B's home, where B's ship lies, once; then she waits there under B's guns.
        await page.locator('[data-testid^=my-ship-]').first().click();
        const toEnemy = page.getByTestId('quick-move').filter({ hasText: /towards the enemy's home/ }).first();
        if (!sailed && (await toEnemy.isVisible())) {
          sailed = true;
          // A finger's first tap shows the move; it is sent from the bar.
          if (device === 'phone') {
            await toEnemy.click();
            await acted(page, () => page.getByTestId('quick-sail').click());
          } else await acted(page, () => toEnemy.click());
        } else await acted(page, () => page.getByTestId('end-turn').click());
      }
    }
    expect(sawDecision).toBe(true);
    await context.close();
  });
}
