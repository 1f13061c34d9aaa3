import { expect, test } from '@playwright/test';

/** A small legal official fleet of real cards. */
const pirates = { name: 'Bonny Squadron', ruleset: 'official' as const, buildTotal: 40, ships: [{ cardId: 'SM-PS-025', crew: ['SM-PC-010'] }], crew: [], forts: [], treasure: [] };

test('the Play page offers an Easy, a Normal and a Hard computer player, and creates the match with the policy chosen', async ({ page, request }) => {
  const { slug } = await (await request.post('/api/fleets', { data: pirates })).json();
  await page.goto(`/play?fleet=slug:${slug}`);
  await expect(page.getByTestId('loaded-A')).toContainText('Bonny Squadron');
  const difficulty = page.getByTestId('difficulty');
  await expect(difficulty.locator('option')).toHaveText([/^Easy/, /^Normal/, /^Hard/]);
  // Hard, the strongest, unless the player chooses otherwise.
  await expect(difficulty).toHaveValue('hard');
  await difficulty.selectOption('easy');
  const created = page.waitForRequest((r) => r.url().endsWith('/api/matches') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Play against the computer' }).click();
  expect((await created).postDataJSON()).toMatchObject({ opponent: 'computer', policy: 'gold-runner' });
  await expect(page).toHaveURL(/\/matches\/[a-z0-9]{10}$/);
  // Against a friend there is no computer to choose.
  await page.goto(`/play?fleet=slug:${slug}&vs=friend`);
  await expect(page.getByTestId('loaded-A')).toContainText('Bonny Squadron');
  await expect(page.getByTestId('difficulty')).toHaveCount(0);
});
