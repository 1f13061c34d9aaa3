import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
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
    await page.goto('/');
    await page.goto(`/matches/${matchId}/replay`);
    const replay = page.getByTestId('replay');
    await expect(replay).toHaveAttribute('data-last', String(last));
    await expect(replay).toHaveAttribute('data-at', String(last));
    await expect(page.getByTestId('replay-where')).toContainText('B won');
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
    await expect(page.getByTestId('replay-where')).toContainText(`Event ${earlier + 1} of ${last}`);
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
