import { type APIRequestContext, type Browser, type BrowserContextOptions, devices, expect, type Page, test } from '@playwright/test';
import { acted, english, pirates, status, strait } from './table-helpers';

/** Bonny Kate with a Captain aboard: "This ship may move and then shoot using the same move action" (004). */
const withCaptain = { ...pirates, ships: [{ cardId: 'SM-PS-025', crew: ['SM-T-008'] }] };

/**
 * A friend who joins and then only ends her turns (answering any decision with its first choice), through the API: the
 * Captain's ship sails up to her unhindered, so the test turns on the planner, not on who wins a race for gold.
 */
async function open(browser: Browser, request: APIRequestContext, options: BrowserContextOptions) {
  const made = await request.post('/api/matches', { data: { game: 'pirates', fleet: withCaptain, ruleset: 'official', scenario: strait(10) } });
  expect(made.status()).toBe(201);
  const { matchId, token, inviteUrl } = await made.json();
  const joined = await request.post(`/api/matches/${matchId}/join`, { data: { fleet: english, invite: new URL(inviteUrl).searchParams.get('invite') } });
  expect(joined.ok()).toBe(true);
  const asB = { Authorization: `Bearer ${((await joined.json()) as { token: string }).token}` };
  const idleB = async () => {
    for (let i = 0; i < 10; i++) {
      const { seq, view } = await (await request.get(`/api/matches/${matchId}/state`, { headers: asB })).json();
      if (view.over) return;
      const action = view.pending?.by === 'B' ? { type: 'choose', answer: view.pending.choice.options[0] } : view.toAct === 'B' && !view.pending ? { type: 'end-turn' } : null;
      if (!action) return;
      await request.post(`/api/matches/${matchId}/actions`, { headers: asB, data: { seq, action } });
    }
  };
  await idleB();
  const context = await browser.newContext(options);
  await context.addInitScript(([id, value]) => window.localStorage.setItem(`pirates-match:${id}`, value), [matchId, JSON.stringify({ seat: 'A', token, game: 'pirates', title: withCaptain.name, at: Date.now() })] as const);
  const page = await context.newPage();
  await page.goto(`/matches/${matchId}`);
  await expect(status(page)).toContainText(/Your turn|Your decision/, { timeout: 15_000 });
  return { context, page, idleB };
}

async function settleDecisions(page: Page) {
  for (let i = 0; i < 6 && /^Your decision/.test(await status(page).innerText()); i++) {
    await acted(page, () => page.getByTestId('decision').locator('[data-testid^=option-]').first().click());
  }
}

/**
 * Plans a move at the enemy, turn after turn, until from where she would end the enemy is in reach and a move ending in
 * a shot is offered; short of that she sails the plan and ends her turn.
 */
async function planUntilInReach(page: Page, touch: boolean, idleB: () => Promise<void>) {
  for (let turn = 0; turn < 8; turn++) {
    await idleB();
    await expect(status(page)).toContainText(/Your turn|Your decision/, { timeout: 20_000 });
    await settleDecisions(page);
    // The dice decide how the fleets meet: a turn she may not move in (her masts shot away, say) is passed.
    const free = await page
      .locator('[data-testid^=my-ship-status-]')
      .first()
      .filter({ hasText: 'may still move' })
      .waitFor({ timeout: 5_000 })
      .then(() => true, () => false);
    if (!free) {
      await acted(page, () => page.getByTestId('end-turn').click());
      continue;
    }
    const mine = page.locator('[data-testid^=my-ship-]:not([data-testid*=status])').first();
    const id = (await mine.getAttribute('data-testid'))!.replace('my-ship-', '');
    await mine.click();
    await page.getByTestId('plan-move').click();
    // The enemy in the middle of the screen, clear of the controls kept at its foot.
    const enemy = page.locator(`[data-ship]:not([data-ship="${id}"])`).first();
    await enemy.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const eb = (await enemy.boundingBox())!;
    if (touch) await page.touchscreen.tap(eb.x + eb.width / 2, eb.y + eb.height / 2);
    else await page.mouse.click(eb.x + eb.width / 2, eb.y + eb.height / 2);
    await expect(page.getByTestId('move-preview')).toBeVisible();
    if (await page.getByTestId('move-then-shoot').count()) return;
    if (await page.getByTestId('commit-move').isEnabled()) await acted(page, () => page.getByTestId('commit-move').click());
    else await page.getByTestId('action-bar').getByRole('button', { name: 'Cancel' }).click();
    await settleDecisions(page);
    await acted(page, () => page.getByTestId('end-turn').click());
  }
  throw new Error('no move ending in a shot was offered in eight turns');
}

const cases = [
  { name: 'desktop', options: { viewport: { width: 1280, height: 800 } }, touch: false },
  { name: 'phone', options: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, userAgent: devices['iPhone 13'].userAgent }, touch: true },
];

for (const c of cases) {
  test(`a Captain's ship sails and shoots with one action from the planner, the odds from where she ends (${c.name})`, async ({ browser, request }, info) => {
    test.setTimeout(120_000);
    const { context, page, idleB } = await open(browser, request, c.options);
    await planUntilInReach(page, c.touch, idleB);
    const offer = page.getByTestId('move-then-shoot').first();
    await expect(offer).toHaveText(/^Sail, then shoot at (.+) \(\d+\.\d hits expected, \d+% to hit\)$/);
    // The same odds as the reach line gives for where she would end.
    const [, hits, chance] = /\((\d+\.\d) hits expected, (\d+)% to hit\)/.exec(await offer.innerText())!;
    await expect(page.getByTestId('move-reach')).toContainText(`${chance}% to hit, ${hits} hits expected`);
    const box = (await offer.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    await expect(page.getByTestId('commit-move')).toBeVisible();
    await page.screenshot({ path: info.outputPath(`move-then-shoot-${c.name}.png`) });

    await acted(page, () => offer.click());
    await expect(page.getByTestId('match-error')).toHaveCount(0);
    await expect(page.locator('body')).toContainText(/Bonny Kate fired at .+: rolled \d/);
    await page.screenshot({ path: info.outputPath(`move-then-shoot-fired-${c.name}.png`) });
    await context.close();
  });
}
