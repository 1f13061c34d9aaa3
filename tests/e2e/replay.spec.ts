import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { encodeFleet } from '@/lib/fleet/share-code';
import { english, pirates, strait } from './table-helpers';
import { VIEWPORTS } from './viewports';

/**
 * A finished match to replay: against the computer on the strait, seat A plays a few turns through the API (answering
 * any decision with its first option, else ending its turn), then resigns.
 */
async function finishedMatch(request: APIRequestContext): Promise<{ matchId: string; last: number }> {
  const made = await request.post('/api/matches', { data: { game: 'pirates', fleet: pirates, ruleset: 'official', opponent: 'computer', opponentFleet: english, scenario: strait(8) } });
  expect(made.status()).toBe(201);
  const { matchId, token } = (await made.json()) as { matchId: string; token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const stateNow = async () => (await (await request.get(`/api/matches/${matchId}/state`, { headers })).json()) as { seq: number; view: { over: boolean; toAct: string | null; pending: { by: string; choice: { options: unknown[] } } | null; legal: { type: string }[] } };
  let moved = false;
  for (let turns = 0; turns < 3; ) {
    const { seq, view } = await stateNow();
    if (view.over) break;
    const move = view.legal.find((a) => a.type === 'move');
    // One sailing a turn, so the replay has wakes and a log to show.
    const action: { type: string; answer?: unknown } = view.pending?.by === 'A' ? { type: 'choose', answer: view.pending.choice.options[0] } : move && !moved ? move : { type: 'end-turn' };
    moved = action.type === 'move';
    if (action.type === 'end-turn') turns++;
    await request.post(`/api/matches/${matchId}/actions`, { headers, data: { seq, action } });
  }
  const { seq, view } = await stateNow();
  if (!view.over) {
    const resigned = await request.post(`/api/matches/${matchId}/actions`, { headers, data: { seq, action: { type: 'resign' } } });
    expect(resigned.status(), await resigned.text()).toBe(200);
  }
  return { matchId, last: (await stateNow()).seq };
}

const at = async (page: Page) => Number(await page.getByTestId('replay').getAttribute('data-at'));

for (const [name, viewport] of VIEWPORTS) {
  test(`steps through a finished match on a ${name}: slider, events, turns, play, the log in step, ?at= kept in the address`, async ({ browser, request }, info) => {
    test.setTimeout(90_000);
    const { matchId, last } = await finishedMatch(request);
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    // Every request the replay makes: the log is read once, and each moment is asked for at most once.
    const asked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith(`/api/matches/${matchId}/`)) asked.push(`${url.pathname.split('/').pop()}${url.search}`);
    });
    await page.goto('/');
    await page.goto(`/matches/${matchId}/replay`);
    const replay = page.getByTestId('replay');
    await expect(replay).toHaveAttribute('data-last', String(last));
    await expect(replay).toHaveAttribute('data-at', String(last));
    await expect(page.getByTestId('replay-where')).toContainText(/over: ([AB] won|a draw)/);
    // The game is over, so a spectator sees every coin: no face-down coin at home or anywhere.
    await expect(page.getByTestId('replay-gold')).not.toContainText('face-down');
    const linesAtEnd = await page.getByTestId('replay-log').locator('li').count();
    expect(linesAtEnd).toBeGreaterThan(3);
    await page.screenshot({ path: info.outputPath(`replay-end-${viewport.width}.png`), fullPage: true });

    await page.getByTestId('replay-turn-back').click();
    const turnStart = await at(page);
    expect(turnStart).toBeLessThan(last);
    await expect(page).toHaveURL(new RegExp(`[?&]at=${turnStart}$`));
    await page.getByTestId('replay-turn-back').click();
    const earlier = await at(page);
    expect(earlier).toBeLessThan(turnStart);
    await expect.poll(() => page.getByTestId('replay-log').locator('li').count()).toBeLessThan(linesAtEnd);
    await page.getByTestId('replay-back').click();
    expect(await at(page)).toBe(earlier - 1);
    await page.getByTestId('replay-forward').click();
    await page.getByTestId('replay-forward').click();
    expect(await at(page)).toBe(earlier + 1);
    await expect(page).toHaveURL(new RegExp(`[?&]at=${earlier + 1}$`));
    // The keyboard steps too, once focus has left the buttons.
    await page.getByTestId('replay-where').click();
    await page.keyboard.press('ArrowLeft');
    await expect(replay).toHaveAttribute('data-at', String(earlier));
    await page.keyboard.press('ArrowRight');
    await expect(replay).toHaveAttribute('data-at', String(earlier + 1));
    await expect(page.getByTestId('replay-where')).toContainText(`Event ${earlier + 1} of ${last}`);
    expect(asked.filter((a) => a.startsWith('events')).length).toBe(1);
    const moments = asked.filter((a) => a.startsWith('state?at='));
    expect(new Set(moments).size).toBe(moments.length);
    // Back over moments already shown: none is asked for again.
    await page.getByTestId('replay-back').click();
    await page.getByTestId('replay-back').click();
    await expect(replay).toHaveAttribute('data-at', String(earlier - 1));
    expect(asked.filter((a) => a.startsWith('state?at=')).length).toBe(moments.length);
    await page.getByTestId('replay-forward').click();
    await page.getByTestId('replay-forward').click();
    await page.screenshot({ path: info.outputPath(`replay-step-${viewport.width}.png`), fullPage: true });

    // The slider reaches every moment; the first has no table yet.
    await page.getByTestId('replay-slider').fill('0');
    await expect(replay).toHaveAttribute('data-at', '0');
    await expect(page.getByText('The table is not built yet')).toBeVisible();
    await page.getByTestId('replay-turn-forward').click();
    const firstTurn = await at(page);
    expect(firstTurn).toBeGreaterThan(0);
    await expect(page.getByTestId('table')).toBeVisible();

    await page.getByTestId('replay-play').click();
    await expect.poll(() => at(page), { timeout: 10_000 }).toBeGreaterThan(firstTurn);
    await page.getByTestId('replay-play').click();
    const paused = await at(page);
    await page.waitForTimeout(1500);
    expect(await at(page)).toBe(paused);

    // A deep link opens that moment; Back leaves the replay rather than stepping it.
    await page.goto(`/matches/${matchId}/replay?at=${firstTurn}`);
    await expect(replay).toHaveAttribute('data-at', String(firstTurn));
    await page.getByTestId('replay-forward').click();
    await page.getByTestId('replay-forward').click();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/matches/${matchId}/replay\\?at=`));
    await page.goBack();
    await expect(page).not.toHaveURL(/\/replay/);
    await context.close();
  });
}

/** The content of a `<meta property=...>` tag in a page's HTML. */
function meta(html: string, property: string): string | undefined {
  const tag = html.match(new RegExp(`<meta[^>]+(?:property|name)="${property}"[^>]*>`))?.[0];
  return tag?.match(/content="([^"]*)"/)?.[1]?.replace(/&amp;/g, '&').replace(/&#x27;/g, "'");
}

for (const [name, viewport] of VIEWPORTS) {
  test(`a battle report opens from a shared link in a fresh browser on a ${name}, with its charts, turns and link preview`, async ({ browser, request }, info) => {
    test.setTimeout(90_000);
    const { matchId } = await finishedMatch(request);
    const html = await (await request.get(`/matches/${matchId}/report`, { headers: { 'X-Forwarded-Host': 'pirates.example.org', 'X-Forwarded-Proto': 'https' } })).text();
    expect(meta(html, 'og:title')).toBe('Battle report: Bonny Squadron against Dover Patrol');
    // The match's dice are the server's: it may end before the resignation (a fleet left without masts, say).
    expect(meta(html, 'og:description')).toMatch(/^Bonny Squadron against Dover Patrol: (Dover Patrol won|Bonny Squadron won|A draw) \(.+\) in \d+ turns?, \d+ gold to \d+; ships lost: Bonny Squadron \d+, Dover Patrol \d+\.$/);
    expect(meta(html, 'og:url')).toBe(`https://pirates.example.org/matches/${matchId}/report`);

    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`/matches/${matchId}/report`);
    await expect(page.getByTestId('report-ending')).toContainText(/^(Dover Patrol \(B\) won|Bonny Squadron \(A\) won|A draw): [a-z ]+, after \d+ turns?/);
    await expect(page.getByTestId('report-charts').locator('svg[role="img"]')).toHaveCount(2);
    await expect(page.getByTestId('report-totals')).toContainText('Ships lost');
    await expect(page.getByTestId('report-turns').locator('> li').first()).toContainText(/Turn \d+/);
    // No part of the page runs off a phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: info.outputPath(`report-${viewport.width}.png`), fullPage: true });
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('print-report')).toBeHidden();
    await page.screenshot({ path: info.outputPath(`report-print-${viewport.width}.png`), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    await page.getByTestId('report-replay').click();
    await expect(page.getByTestId('replay')).toBeVisible();
    await context.close();
  });
}

test('a simulated game opens from the results page in the same replay view, the very game the run counted', async ({ page }, info) => {
  test.setTimeout(90_000);
  const code = (fleet: typeof pirates) => encodeURIComponent(encodeFleet(fleet));
  await page.goto(`/simulate?a=code:${code(pirates)}&b=code:${code(english)}&games=40&seed=12`);
  await expect(page.getByTestId('loaded-B')).toContainText('Legal');
  await page.getByRole('button', { name: 'Simulate', exact: true }).click();
  await expect(page.getByTestId('results')).toContainText('40 games, seed 12', { timeout: 30_000 });
  const picks = page.getByTestId('watch-game');
  await expect(picks.first()).toBeVisible();
  expect(await picks.count()).toBeGreaterThanOrEqual(2);
  const longest = picks.filter({ hasText: /longest/i });
  await longest.click();
  const replay = page.getByTestId('replay');
  await expect(replay).toBeVisible();
  await expect(page.getByTestId('watching')).toContainText(/won in \d+ turns|a draw in \d+ turns/);
  const last = Number(await replay.getAttribute('data-last'));
  await expect(replay).toHaveAttribute('data-at', String(last));
  await expect(page.getByTestId('replay-where')).toContainText(/over: .* won|over: a draw/);
  await page.getByTestId('replay-slider').fill('1');
  await expect(page.getByTestId('table')).toBeVisible();
  await page.getByTestId('replay-turn-forward').click();
  await page.getByTestId('replay-turn-forward').click();
  expect(Number(await replay.getAttribute('data-at'))).toBeGreaterThan(1);
  await expect(page.getByTestId('replay-log').locator('li')).not.toHaveCount(0);
  await replay.screenshot({ path: info.outputPath('simulated-game.png') });
});

test('a Diplomacy match replays with the same slider over its phases, each with its orders and results', async ({ browser, request }, info) => {
  test.setTimeout(90_000);
  const map = (await (await request.get('/api/diplomacy/map')).json()) as { powers: { name: string }[] };
  const bots = map.powers.map((p) => p.name).filter((p) => p !== 'Spain');
  const made = await request.post('/api/matches', { data: { game: 'diplomacy', power: 'Spain', bots } });
  expect(made.status()).toBe(201);
  const { matchId, token } = (await made.json()) as { matchId: string; token: string };
  const headers = { Authorization: `Bearer ${token}` };
  // Spain gives the first order it may for each unit or centre three times (builds, then holds), so it stays in the
  // game and each phase waits for it; the bots order, and each phase resolves.
  for (let i = 0; i < 3; i++) {
    const { seq, view } = (await (await request.get(`/api/matches/${matchId}/state`, { headers })).json()) as { seq: number; view: { legalOrders: { unit: string }[] } };
    const orders = view.legalOrders.filter((o, k, all) => all.findIndex((x) => x.unit === o.unit) === k);
    expect((await request.post(`/api/matches/${matchId}/actions`, { headers, data: { seq, action: { type: 'orders', orders } } })).status()).toBe(200);
  }
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`/matches/${matchId}/replay`);
  const where = page.getByTestId('replay-where');
  await expect(where).toContainText(/the board now · phase (\d+) of \1/);
  const phases = Number((await where.innerText()).match(/phase (\d+) of/)![1]);
  expect(phases).toBeGreaterThanOrEqual(4);
  await page.getByTestId('replay-slider').fill('1');
  await expect(where).toContainText(`orders and results · phase 2 of ${phases}`);
  await expect(page.getByTestId('replay-orders')).toContainText(/succeeded|failed|No orders/);
  const at = await page.getByTestId('replay').getAttribute('data-at');
  await expect(page).toHaveURL(new RegExp(`[?&]at=${at}$`));
  await page.getByTestId('replay-back').click();
  await expect(where).toContainText(`phase 1 of ${phases}`);
  await page.screenshot({ path: info.outputPath('diplomacy-replay.png') });
  // The deep link opens the same phase in a fresh page.
  await page.goto(`/matches/${matchId}/replay?at=${at}`);
  await expect(where).toContainText(`phase 2 of ${phases}`);
  await context.close();
});
