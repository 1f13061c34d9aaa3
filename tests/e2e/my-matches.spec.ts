import { expect, test } from '@playwright/test';
import { english, pirates, strait } from './table-helpers';

test('My matches names the opponent, the rules, the times, whose turn and the result, and forgets a match only once confirmed', async ({ browser, request }, info) => {
  test.setTimeout(90_000);
  const make = async (maxTurns: number) => {
    const made = await request.post('/api/matches', { data: { game: 'pirates', fleet: pirates, ruleset: 'official', opponent: 'computer', opponentFleet: english, scenario: strait(maxTurns) } });
    expect(made.status()).toBe(201);
    return (await made.json()) as { matchId: string; token: string };
  };
  const live = await make(6);
  const done = await make(1);
  // The short one played to its end: seat A ends its turns until the turn cap ends the game (the computer answers at once).
  for (let i = 0; i < 6; i++) {
    const state = await (await request.get(`/api/matches/${done.matchId}/state`, { headers: { Authorization: `Bearer ${done.token}` } })).json();
    if (state.view.over) break;
    if (state.view.pending?.by === 'A') {
      await request.post(`/api/matches/${done.matchId}/actions`, { headers: { Authorization: `Bearer ${done.token}` }, data: { seq: state.seq, action: { type: 'choose', answer: state.view.pending.choice.options[0] } } });
    } else if (state.view.toAct === 'A') {
      await request.post(`/api/matches/${done.matchId}/actions`, { headers: { Authorization: `Bearer ${done.token}` }, data: { seq: state.seq, action: { type: 'end-turn' } } });
    }
  }
  // The live one moves once after it was created, so it has a last move to show.
  await new Promise((r) => setTimeout(r, 20));
  const liveState = await (await request.get(`/api/matches/${live.matchId}/state`, { headers: { Authorization: `Bearer ${live.token}` } })).json();
  if (liveState.view.toAct === 'A') {
    await request.post(`/api/matches/${live.matchId}/actions`, { headers: { Authorization: `Bearer ${live.token}` }, data: { seq: liveState.seq, action: { type: 'end-turn' } } });
  }
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const started = Date.UTC(2026, 10, 27, 9, 30);
  await context.addInitScript(
    ([a, b, at]) => {
      // Once per browser, as a seat is stored when it is taken: later pages read what the table wrote since.
      if (window.localStorage.getItem('seeded')) return;
      window.localStorage.setItem('seeded', '1');
      window.localStorage.setItem(`pirates-match:${a.matchId}`, JSON.stringify({ seat: 'A', token: a.token, game: 'pirates', title: 'Live one', at }));
      window.localStorage.setItem(`pirates-match:${b.matchId}`, JSON.stringify({ seat: 'A', token: b.token, game: 'pirates', title: 'Finished one', at: at - 60_000 }));
    },
    [live, done, started] as const,
  );
  const page = await context.newPage();
  await page.goto('/matches');
  const rows = page.getByTestId('my-match');
  await expect(rows).toHaveCount(2);
  const liveRow = rows.filter({ hasText: 'Live one' });
  const doneRow = rows.filter({ hasText: 'Finished one' });
  await expect(liveRow.getByTestId('match-opponent')).toHaveText('You are A against the computer (Dover Patrol) · Official rules');
  await expect(liveRow.getByTestId('match-status-line')).toHaveText(/^(Your turn|B's turn \(the computer\))$/);
  // The times are the server's (when the match was created and last written), not when this browser took the seat.
  await expect(liveRow.getByTestId('match-times')).not.toContainText('27 Nov, 09:30');
  await expect(liveRow.getByTestId('match-times')).toContainText(/^started \d+ [A-Z][a-z]{2}, \d\d:\d\d · last move \d+ [A-Z][a-z]{2}, \d\d:\d\d in turn \d+/);
  await expect(liveRow.getByTestId('match-times')).toContainText('new moves since you last looked');
  await expect(doneRow.getByTestId('match-status-line')).toHaveText(/^Over: (you won|B won|a draw)/);
  await page.screenshot({ path: info.outputPath('my-matches-desktop.png') });

  // Opening the match records the last move this browser saw.
  await page.goto(`/matches/${live.matchId}`);
  await expect(page.getByTestId('table')).toBeVisible();
  await page.goto('/matches');
  await expect(liveRow.getByTestId('match-times')).toContainText(/last move \d+ [A-Z][a-z]{2}, \d\d:\d\d in turn \d+/);
  await expect(liveRow.getByTestId('match-times')).not.toContainText('new moves since you last looked');

  // Removing asks first; keeping it changes nothing.
  await liveRow.getByTestId('remove-match').click();
  await expect(liveRow.getByTestId('confirm-remove')).toContainText('Remove this match from this browser?');
  await liveRow.getByTestId('confirm-remove-no').click();
  await expect(rows).toHaveCount(2);
  await liveRow.getByTestId('remove-match').click();
  await page.screenshot({ path: info.outputPath('my-matches-confirm.png') });
  await liveRow.getByTestId('confirm-remove-yes').click();
  await expect(rows).toHaveCount(1);
  expect(await page.evaluate((id) => window.localStorage.getItem(`pirates-match:${id}`), live.matchId)).toBeNull();
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Finished one');
  await context.close();
});

test('My matches reads on a phone, its buttons finger-sized', async ({ browser, request }, info) => {
  const made = await (await request.post('/api/matches', { data: { game: 'pirates', fleet: pirates, ruleset: 'official', opponent: 'computer', opponentFleet: english, scenario: strait(4) } })).json();
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  await context.addInitScript(([id, token]) => window.localStorage.setItem(`pirates-match:${id}`, JSON.stringify({ seat: 'A', token, game: 'pirates', title: 'On the go', at: Date.now() })), [made.matchId, made.token] as const);
  const page = await context.newPage();
  await page.goto('/matches');
  await expect(page.getByTestId('match-opponent')).toContainText('against the computer');
  expect((await page.getByTestId('remove-match').boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: info.outputPath('my-matches-phone.png') });
  await context.close();
});
