import { type APIRequestContext, type Browser, type BrowserContextOptions, expect, type Page } from '@playwright/test';

/** Two small legal official fleets of real cards, one ship each. */
export const pirates = { name: 'Bonny Squadron', ruleset: 'official' as const, buildTotal: 40, ships: [{ cardId: 'SM-PS-025', crew: ['SM-PC-010'] }], crew: [], forts: [], treasure: [] };
export const english = { name: 'Dover Patrol', ruleset: 'official' as const, buildTotal: 40, ships: [{ cardId: 'SM-ES-009', crew: [] }], crew: [], forts: [], treasure: [] };

/** The two homes face each other across a narrow strait, so the fleets meet at once; two wild islands beside them. */
export const strait = (maxTurns: number) => ({
  area: { width: 10, height: 12 },
  islands: [
    { x: 5, y: 4 },
    { x: 5, y: 8 },
    { x: 8.2, y: 4.3 },
    { x: 2, y: 10 },
  ],
  maxTurns,
});

/** A match against the computer on the strait, seat A open in a context of its own (`options`: a phone's, say). */
export async function againstTheComputer(browser: Browser, request: APIRequestContext, maxTurns: number, options: BrowserContextOptions = {}) {
  const made = await request.post('/api/matches', { data: { game: 'pirates', fleet: pirates, ruleset: 'official', opponent: 'computer', opponentFleet: english, scenario: strait(maxTurns) } });
  expect(made.status()).toBe(201);
  const { matchId, token } = await made.json();
  return { matchId, token, ...(await openSeatA(browser, matchId, token, 'Bonny Squadron', options)) };
}

/**
 * Seat A of a match open in a browser context of its own, as the seat's device remembers it (its token under the
 * match, the fleet's name as the title), once the table says it is her move.
 */
export async function openSeatA(browser: Browser, matchId: string, token: string, title: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  await context.addInitScript(([id, value]) => window.localStorage.setItem(`pirates-match:${id}`, value), [matchId, JSON.stringify({ seat: 'A', token, game: 'pirates', title, at: Date.now() })] as const);
  const page = await context.newPage();
  await page.goto(`/matches/${matchId}`);
  await expect(page.getByTestId('match-status')).toContainText(/Your turn|Your decision/, { timeout: 15_000 });
  return { context, page };
}

export const status = (page: Page) => page.getByTestId('match-status');
export const seqOf = async (page: Page) => Number(await page.getByTestId('pirates-match').getAttribute('data-seq'));

/** Does `act`, then waits for the table to show a newer state than before. */
export async function acted(page: Page, act: () => Promise<void>): Promise<void> {
  const before = await seqOf(page);
  await act();
  await expect.poll(() => seqOf(page), { timeout: 15_000 }).toBeGreaterThan(before);
}

const POINTS = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'];
/** The compass point from a to b with north up the screen, as a player reads the map. */
export function compassOnMap(a: { x: number; y: number }, b: { x: number; y: number }): string {
  const h = (Math.atan2(b.x - a.x, -(b.y - a.y)) * 180) / Math.PI;
  return POINTS[Math.round((((h % 360) + 360) % 360) / 45) % 8];
}

/**
 * Plays this page's set-up steps until the table is built or it is the other side's step: a home from the buttons,
 * an island by tapping the table, trying points across it until one is accepted.
 */
export async function setUp(page: Page): Promise<void> {
  for (let guard = 0; guard < 24 && /set up/.test(await status(page).innerText()); guard++) {
    const before = await seqOf(page);
    if (await page.getByTestId('deploy').isVisible()) {
      // Ships: turn the first one to another side of home, then declare them placed.
      const turned = await page.getByTestId('action-deploy').first().isVisible();
      if (!turned) await page.getByTestId('deploy').getByRole('button').first().click();
      if (!turned && (await page.getByTestId('action-deploy').count()) > 0) await page.getByTestId('action-deploy').last().click();
      else await page.getByTestId('ready').click();
    } else if (await page.getByTestId('choose-home').isVisible()) await page.getByTestId('choose-home').getByRole('button').first().click();
    else {
      const box = (await page.getByTestId('setup-table').boundingBox())!;
      for (const [fx, fy] of [[0.5, 0.5], [0.3, 0.3], [0.7, 0.7], [0.3, 0.7], [0.7, 0.3], [0.5, 0.2], [0.5, 0.8], [0.2, 0.5], [0.8, 0.5], [0.15, 0.15], [0.85, 0.85], [0.15, 0.85], [0.85, 0.15]]) {
        await page.mouse.move(box.x + box.width * fx, box.y + box.height * fy);
        await page.waitForTimeout(100);
        if ((await page.getByTestId('island-ghost').getAttribute('fill')) !== '#2d6a4f') continue;
        await page.mouse.down();
        await page.mouse.up();
        break;
      }
    }
    await expect.poll(() => seqOf(page), { timeout: 15_000 }).toBeGreaterThan(before);
  }
}
