import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';

/** A request sent as written: Playwright's own client would re-encode a bare `%` and refuse TRACE. */
function raw(baseURL: string, method: string, path: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(baseURL), { method, path }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

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

  test('a path that does not percent-decode gets 400 and TRACE gets 405 with Allow, each with the headers', async ({ baseURL }) => {
    for (const path of ['/api/cards/%C0%AE', '/cards/%', '/fleets/%', '/api/fleets/%E0%A4%A', '/api/matches/%/events', '/card-images/%']) {
      const answer = await raw(baseURL!, 'GET', path);
      expect([path, answer.status]).toEqual([path, 400]);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(JSON.parse(answer.body).error.code).toBe('malformed-path');
    }
    const trace = await raw(baseURL!, 'TRACE', '/');
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
    expect(trace.headers['x-content-type-options']).toBe('nosniff');
  });
});
