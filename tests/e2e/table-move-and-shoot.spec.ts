import { type APIRequestContext, type Browser, type BrowserContextOptions, devices, expect, type Page, test } from '@playwright/test';
import { acted, english, pirates, status, strait } from './table-helpers';

/** Bonny Kate with a Captain aboard: "This ship may move and then shoot using the same move action" (004). */
const withCaptain = { ...pirates, ships: [{ cardId: 'SM-PS-025', crew: ['SM-T-008'] }] };

type Seen = { owner: number; docked: number };

/**
 * A friend played through the API who sails out of her dock one leg east on her first turn (north would ram A's ship
 * across the strait), then only ends her turns. No die decides where she is, so A's planner always finds her at sea (a ship docked at her home may not
 * be shot) and within one move of A.
 */
async function open(browser: Browser, request: APIRequestContext, options: BrowserContextOptions) {
  const made = await request.post('/api/matches', { data: { game: 'pirates', fleet: withCaptain, ruleset: 'official', scenario: strait(12) } });
  expect(made.status()).toBe(201);
  const { matchId, token, inviteUrl } = await made.json();
  const joined = await request.post(`/api/matches/${matchId}/join`, { data: { fleet: english, invite: new URL(inviteUrl).searchParams.get('invite') } });
  expect(joined.ok()).toBe(true);
  const asB = { Authorization: `Bearer ${((await joined.json()) as { token: string }).token}` };
  const friend = async () => {
    for (let i = 0; i < 10; i++) {
      const { seq, view } = await (await request.get(`/api/matches/${matchId}/state`, { headers: asB })).json();
      if (view.over) return;
      let action: unknown = null;
      if (view.pending?.by === 'B') action = { type: 'choose', answer: view.pending.choice.options[0] };
      else if (view.toAct === 'B' && !view.pending) {
        const ships = view.game.ships as Seen[];
        const her = ships.findIndex((s) => s.owner === 1);
        action =
          ships[her].docked >= 0
            ? { type: 'move', ship: her, segments: [{ heading: 90, distance: 1 }] }
            : { type: 'end-turn' };
      }
      if (!action) return;
      const sent = await request.post(`/api/matches/${matchId}/actions`, { headers: asB, data: { seq, action } });
      expect(sent.ok(), await sent.text()).toBe(true);
    }
  };
  await friend();
  const context = await browser.newContext(options);
  await context.addInitScript(([id, value]) => window.localStorage.setItem(`pirates-match:${id}`, value), [matchId, JSON.stringify({ seat: 'A', token, game: 'pirates', title: withCaptain.name, at: Date.now() })] as const);
  const page = await context.newPage();
  await page.goto(`/matches/${matchId}`);
  await expect(status(page)).toContainText(/Your turn|Your decision/, { timeout: 15_000 });
  return { context, page, friend };
}

async function settleDecisions(page: Page) {
  for (let i = 0; i < 6 && /^Your decision/.test(await status(page).innerText()); i++) {
    await acted(page, () => page.getByTestId('decision').locator('[data-testid^=option-]').first().click());
  }
}

const cases = [
  { name: 'desktop', options: { viewport: { width: 1280, height: 800 } }, touch: false },
  { name: 'phone', options: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, userAgent: devices['iPhone 13'].userAgent }, touch: true },
];

for (const c of cases) {
  test(`a Captain's ship sails and shoots with one action from the planner, the odds from where she ends (${c.name})`, async ({ browser, request }, info) => {
    test.setTimeout(120_000);
    const { context, page, friend } = await open(browser, request, c.options);
    // A waits at home until the friend has left her dock.
    const mine = page.locator('[data-testid^=my-ship-]:not([data-testid*=status])').first();
    const id = (await mine.getAttribute('data-testid'))!.replace('my-ship-', '');
    const enemy = page.locator(`[data-ship]:not([data-ship="${id}"])`).first();
    for (let turn = 0; turn < 3; turn++) {
      await friend();
      await expect(status(page)).toContainText(/Your turn|Your decision/, { timeout: 20_000 });
      await settleDecisions(page);
      if (turn > 0 || (await page.getByTestId('log').innerText()).includes('HMS Dover sailed')) break;
      await acted(page, () => page.getByTestId('end-turn').click());
    }
    await expect(page.getByTestId('log')).toContainText('HMS Dover sailed');
    await mine.click();
    await page.getByTestId('plan-move').click();
    // A tap on the sea north-west of her (not on her: that would be a ram) heads Bonny Kate there.
    const her = { x: Number(await enemy.getAttribute('data-x')), y: Number(await enemy.getAttribute('data-y')) };
    await enemy.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const spot = await page.getByTestId('table').evaluate((svg, p) => {
      const m = (svg as SVGSVGElement).getScreenCTM()!;
      return { x: m.a * p.x + m.c * p.y + m.e, y: m.b * p.x + m.d * p.y + m.f };
    }, { x: her.x - 1.2, y: her.y - 0.9 });
    if (c.touch) await page.touchscreen.tap(spot.x, spot.y);
    else await page.mouse.click(spot.x, spot.y);
    await expect(page.getByTestId('move-preview')).toBeVisible();

    const offer = page.getByTestId('move-then-shoot').first();
    await expect(offer).toHaveText(/^Sail, then shoot at HMS Dover \(\d+\.\d hits expected, \d+% to hit\)$/);
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
    // One action: she sailed and fired, and the log says both in words.
    await expect(page.locator('body')).toContainText(/Bonny Kate sailed \d+\.\d S/);
    await expect(page.locator('body')).toContainText(/Bonny Kate fired at HMS Dover: rolled \d/);
    await page.screenshot({ path: info.outputPath(`move-then-shoot-fired-${c.name}.png`) });
    await context.close();
  });
}
