import { expect, test } from '@playwright/test';
import { encodeFleet } from '@/lib/fleet/share-code';

/** Two small legal Economy Edition fleets of real cards, each leaving gold unspent for upkeep. */
const pirates = { name: 'Bonny Traders', ruleset: 'economy' as const, buildTotal: 40, ships: [{ cardId: 'SM-PS-025', crew: ['SM-PC-010'] }], crew: [], forts: [], treasure: [] };
const english = { name: 'Dover Merchants', ruleset: 'economy' as const, buildTotal: 40, ships: [{ cardId: 'SM-ES-009', crew: [] }, { cardId: 'SM-ES-012', crew: [] }], crew: [], forts: [], treasure: [] };
const code = (fleet: object) => encodeURIComponent(encodeFleet(fleet as typeof pirates));
const address = `/simulate?a=code:${code(pirates)}&b=code:${code(english)}&games=100&seed=9`;

test.describe.configure({ timeout: 120_000 });

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 375, height: 812 }],
] as const) {
  test(`Economy fleets are simulated to their time limit in rounds, the endings in Economy's words (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(address);
    await expect(page.getByTestId('loaded-B')).toContainText('Legal');
    await expect(page.getByText('Time limit (rounds)')).toBeVisible();
    await page.getByRole('button', { name: 'Simulate', exact: true }).click();
    const results = page.getByTestId('results');
    await expect(results).toContainText('100 games, seed 9', { timeout: 90_000 });
    await expect(page.getByTestId('scenario')).toContainText('a time limit of 30 rounds');
    // 003 "Time limit: The player with the most gold coins (not resources) wins after a set amount of time has passed".
    await expect(page.getByTestId('ending-turn-cap')).toContainText('Time limit');
    await expect(page.getByTestId('ending-turn-cap')).toContainText('the most gold coins (not resources) won');
    await expect(page.getByTestId('turn-cap-warning')).toHaveCount(0);
    await results.screenshot({ path: `test-results/simulate-economy-${label}.png` });
  });
}
