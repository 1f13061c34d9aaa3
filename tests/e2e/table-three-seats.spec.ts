import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { english, pirates, seqOf, setUp, status } from './table-helpers';

/**
 * Three seats at one official table (DESIGN.md "Matches": `seats`): A creates it on the Play page at a desktop, with
 * a friend at B (who joins on a 375 px phone through B's invite link) and the computer at C; a spectator watches.
 * Every seat is drawn in its own colour, the turn order and whose turn it is are shown, each seat's gold at home,
 * and at the end a ranking with the scores. The spectator is never sent a face-down coin's worth.
 */
test('a friend on a phone and a computer seat join A at a three-seat table, watched by a spectator, to the ranking at the end', async ({ browser, request }, info) => {
  test.setTimeout(240_000);
  const { slug } = await (await request.post('/api/fleets', { data: pirates })).json();

  // A: the Play page, three players, B a friend, C the computer at Easy.
  const aContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const a = await aContext.newPage();
  await a.goto(`/play?fleet=slug:${slug}&vs=friend`);
  await expect(a.getByTestId('loaded-A')).toContainText('Bonny Squadron');
  await a.getByTestId('seat-count').selectOption('3');
  const c = a.getByTestId('seat-choice-C');
  await c.getByRole('radio', { name: 'The computer' }).check();
  await c.getByTestId('difficulty-C').selectOption('easy');
  await a.getByLabel(/Turn limit/).fill('4');
  await a.getByTestId('seats').screenshot({ path: info.outputPath('three-seats-play-form.png') });
  const posted = a.waitForRequest((r) => r.url().endsWith('/api/matches') && r.method() === 'POST');
  await a.getByRole('button', { name: 'Create the match and get the invite link' }).click();
  expect((await posted).postDataJSON()).toMatchObject({ seats: [{ kind: 'invite' }, { kind: 'computer', policy: 'gold-runner' }] });
  await expect(a).toHaveURL(/\/matches\/[a-z0-9]{10}$/);
  const matchId = new URL(a.url()).pathname.split('/').pop()!;

  // The waiting screen lists B's invite link; C, the computer's, is already seated.
  const inviteUrl = await a.getByTestId('invite-link').inputValue();
  expect(inviteUrl).toMatch(/\?invite=[\w-]{20,}$/);
  await expect(a.getByTestId('seat-C')).toContainText('(computer)');
  await expect(status(a)).toContainText('Waiting for the last fleet.');
  const spectateUrl = await a.getByTestId('spectate-link').inputValue();

  // B joins on a phone with a fleet pasted as a list.
  const bContext = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const b = await bContext.newPage();
  const { slug: bSlug } = await (await request.post('/api/fleets', { data: english })).json();
  const saved = [{ slug: bSlug, name: english.name, ruleset: 'official', pointsUsed: 10, pointsAllowed: 40, legal: true, savedAt: new Date().toISOString() }];
  await bContext.addInitScript((list) => window.localStorage.setItem('pirates.saved-fleets', list), JSON.stringify(saved));
  await b.goto(new URL(inviteUrl).pathname + new URL(inviteUrl).search);
  await b.getByTestId('saved-here-B').getByRole('button', { name: english.name }).click();
  await b.getByRole('button', { name: 'Join the match with this fleet' }).click();
  await expect(b.getByTestId('table')).toBeVisible({ timeout: 15_000 });
  await expect(b.getByText('you are B')).toBeVisible();

  // The spectator: every state it is sent is checked for coin values.
  const watcher: BrowserContext = await browser.newContext();
  const watch = await watcher.newPage();
  const leaks: string[] = [];
  watch.on('response', async (res) => {
    if (!res.url().includes('/state')) return;
    const body = (await res.json().catch(() => null)) as { view?: { over: boolean; game: { treasures: { id: number; value?: number; unique?: boolean }[]; players: { home: number[] }[] } | null } } | null;
    const game = body?.view?.game;
    if (!game || body.view!.over) return;
    const home = new Set(game.players.flatMap((p) => p.home));
    for (const t of game.treasures) if ('value' in t && !t.unique && !home.has(t.id)) leaks.push(`coin ${t.id}`);
  });
  await watch.goto(new URL(spectateUrl).pathname + new URL(spectateUrl).search);
  await expect(watch.getByTestId('table')).toBeVisible();
  await expect(a.getByTestId('table')).toBeVisible();

  // Every seat in the turn order, each in its own colour, the seat to act marked, each one's gold at home.
  const seats = watch.getByTestId('seats');
  await expect(seats.locator('li')).toHaveCount(3);
  const colours = await Promise.all(['A', 'B', 'C'].map((s) => watch.getByTestId(`seat-${s}`).locator('strong').evaluate((el) => getComputedStyle(el).color)));
  expect(new Set(colours).size).toBe(3);
  await expect(watch.getByTestId('turn-marker')).toHaveCount(1);
  await expect(watch.getByTestId('gold-A')).toContainText('gold');
  // The hulls are drawn in the seats' colours: three fills among the ships (A's, B's and C's).
  const hulls = await watch.getByTestId('table').locator('[data-testid^=ship-] line').evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('stroke')))]);
  expect(hulls.length).toBe(3);

  await a.screenshot({ path: info.outputPath('three-seats-desktop.png'), fullPage: true });
  await b.screenshot({ path: info.outputPath('three-seats-phone.png'), fullPage: true });

  // Play on: whoever of A and B is to act ends her turn (the computer plays its own at once), to the turn limit.
  const players: Record<string, Page> = { A: a, B: b };
  // Whose move it is is read from the players' own pages (the spectator's page may show it a moment later).
  for (let step = 0; step < 80; step++) {
    if (/won|draw/.test(await status(a).innerText())) break;
    const seat = (await Promise.all(['A', 'B'].map(async (s) => ((await status(players[s]).innerText()).startsWith('Your') ? s : null)))).find(Boolean);
    if (!seat) {
      await a.waitForTimeout(250);
      continue;
    }
    const p = players[seat];
    const before = await seqOf(p);
    if (await p.getByTestId('decision').isVisible()) {
      const options = p.getByTestId('decision').locator('[data-testid^=option-]');
      if ((await options.count()) > 0) await options.first().click();
      else await p.getByTestId('decide').click();
    } else await p.getByTestId('end-turn').click({ timeout: 10_000 });
    await expect.poll(() => seqOf(p), { timeout: 15_000 }).toBeGreaterThan(before);
  }
  for (const p of [a, b, watch]) await expect(p.getByTestId('game-over')).toBeVisible({ timeout: 20_000 });
  // The ranking: every seat with its place and score.
  const rows = watch.getByTestId('game-over').locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.first().locator('td').first()).toHaveText('1');
  // Placed by score, then 001's tiebreakers the table shows beside it: gold aboard, then masts standing.
  const keys = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].slice(2, 5).map((td) => Number(td.textContent))));
  for (let i = 1; i < keys.length; i++) {
    const [prev, next] = [keys[i - 1], keys[i]];
    const k = prev.findIndex((v, j) => v !== next[j]);
    if (k >= 0) expect(prev[k]).toBeGreaterThan(next[k]);
  }
  await expect(watch.getByTestId('log')).toContainText(/C/);
  expect(leaks).toEqual([]);
  await a.screenshot({ path: info.outputPath('three-seats-over-desktop.png'), fullPage: true });
  await b.screenshot({ path: info.outputPath('three-seats-over-phone.png'), fullPage: true });
  await watch.goto(`/matches/${matchId}/replay`);
  await expect(watch.getByRole('heading', { name: 'Replay of a Pirates match' })).toBeVisible();
  for (const x of [aContext, bContext, watcher]) await x.close();
});

test('three seats set up by hand as 001 orders it: the roll for the order, nine islands placed in turn, homes chosen, then the first turn', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const made = await request.post('/api/matches', {
    data: { game: 'pirates', fleet: pirates, ruleset: 'official', setup: 'by-hand', seats: [{ kind: 'computer', policy: 'gold-runner' }, { kind: 'computer', fleet: english }], scenario: { maxTurns: 3 } },
  });
  expect(made.status()).toBe(201);
  const { matchId, token } = await made.json();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(([id, value]) => window.localStorage.setItem(`pirates-match:${id}`, value), [matchId, JSON.stringify({ seat: 'A', token, game: 'pirates' })] as const);
  const page = await context.newPage();
  await page.goto(`/matches/${matchId}`);
  await expect(page.getByTestId('setup')).toBeVisible({ timeout: 15_000 });
  // "Each player rolls a d6 … followed by the next highest-rolling player, and so on": the set-up gives the order.
  await expect(page.getByTestId('setup')).toContainText(/Rolled for the turn order: .*The order of play: [ABC], [ABC], [ABC]\./);
  await expect(page.getByTestId('setup-step')).toContainText(/of 9\)/);
  await setUp(page);
  await expect(page.getByTestId('table')).toBeVisible({ timeout: 15_000 });
  // "Three islands per player (ex: … nine islands for three players)", three of them homes.
  await expect(page.locator('[data-testid^="island-"]:not([data-testid^="island-crew"])')).toHaveCount(9);
  for (const seat of ['A', 'B', 'C']) await expect(page.getByTestId('table')).toContainText(`${seat} home`);
  await expect(page.getByTestId('seats').locator('[data-testid^="seat-"]')).toHaveCount(3);
  await context.close();
});

