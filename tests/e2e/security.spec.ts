import { expect, test } from '@playwright/test';

test.describe('security headers', () => {
  test('pages carry a nonce CSP and still work, with no policy violation in the console', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto('/cards');
    const headers = response!.headers();
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-powered-by']).toBeUndefined();

    // Typing only filters the grid if React hydrated, i.e. if the policy let the page's scripts run.
    await page.getByLabel('Search cards').pressSequentially('swallow', { delay: 20 });
    await expect(page.getByTestId('card-tile').filter({ hasText: 'HMS Swallow' }).first()).toBeVisible();
    await page.goto('/fleets/new');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('each page load gets its own nonce', async ({ request }) => {
    const nonce = async () => (await request.get('/')).headers()['content-security-policy']?.match(/'nonce-([^']+)'/)?.[1];
    const [a, b] = [await nonce(), await nonce()];
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
  });

  test('API answers carry the headers too', async ({ request }) => {
    const response = await request.get('/api/cards?limit=1');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers()['x-powered-by']).toBeUndefined();
  });
});
