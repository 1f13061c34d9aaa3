import { expect, test } from '@playwright/test';

/** The content of a `<meta property=...>` tag in a page's HTML. */
function meta(html: string, property: string): string | undefined {
  const tag = html.match(new RegExp(`<meta[^>]+(?:property|name)="${property}"[^>]*>`))?.[0];
  return tag?.match(/content="([^"]*)"/)?.[1]?.replace(/&amp;/g, '&');
}

test('a card page gives link previews its name, numbers and image, at the address the site was reached at', async ({ request }) => {
  const res = await request.get('/cards/SM-PS-025', { headers: { 'X-Forwarded-Host': 'pirates.example.org', 'X-Forwarded-Proto': 'https' } });
  const html = await res.text();
  expect(meta(html, 'og:title')).toBe('Bonny Kate (SM-PS-025)');
  expect(meta(html, 'og:description')).toMatch(/^Ship · Pirate · 7 pts · 2 masts/);
  expect(meta(html, 'og:image')).toMatch(/^https:\/\/pirates\.example\.org\/card-images\/.+\.jpg$/);
});

test('a saved fleet gives link previews its name and what it holds', async ({ request }) => {
  const saved = await request.post('/api/fleets', {
    data: { name: 'Preview Squadron', ruleset: 'official', buildTotal: 40, ships: [{ cardId: 'SM-PS-025', crew: ['SM-PC-010'] }] },
  });
  const { slug } = await saved.json();
  const html = await (await request.get(`/fleets/${slug}`)).text();
  expect(meta(html, 'og:title')).toBe('Preview Squadron');
  expect(meta(html, 'og:description')).toBe('Official rules, 40 points: 1 ship (Bonny Kate) and 1 crew.');
});

test('every page names the site icon', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="icon"]').first().getAttribute('href');
  expect(href).toMatch(/icon/);
  expect((await page.request.get(href!)).status()).toBe(200);
});
