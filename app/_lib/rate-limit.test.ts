import { describe, expect, it } from 'vitest';
import { clientKey, RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('lets a burst through, then refuses with the seconds until the next token', () => {
    let now = 0;
    const limiter = new RateLimiter({ burst: 3, perMinute: 6, now: () => now });
    expect([1, 2, 3].map(() => limiter.take('a').ok)).toEqual([true, true, true]);
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 10 });
    now += 10_000;
    expect(limiter.take('a').ok).toBe(true);
    expect(limiter.take('a').ok).toBe(false);
  });

  it('keeps clients apart', () => {
    const limiter = new RateLimiter({ burst: 1, perMinute: 1, now: () => 0 });
    expect(limiter.take('a').ok).toBe(true);
    expect(limiter.take('a').ok).toBe(false);
    expect(limiter.take('b').ok).toBe(true);
  });

  it('forgets the least recently seen client beyond its bound', () => {
    const limiter = new RateLimiter({ burst: 1, perMinute: 1, now: () => 0, maxClients: 2 });
    limiter.take('a');
    limiter.take('b');
    limiter.take('c');
    expect(limiter.take('a').ok).toBe(true);
    expect(limiter.take('c').ok).toBe(false);
  });
});

describe('clientKey', () => {
  it('takes the last forwarded address, the one the nearest trusted hop wrote, else one shared key', () => {
    const r = (h: Record<string, string>) => new Request('http://x/', { headers: h });
    expect(clientKey(r({ 'x-forwarded-for': 'made.up.by.client, 203.0.113.9' }))).toBe('203.0.113.9');
    expect(clientKey(r({ 'x-forwarded-for': '198.51.100.2' }))).toBe('198.51.100.2');
    expect(clientKey(r({ 'x-real-ip': '198.51.100.2' }))).toBe('direct');
    expect(clientKey(r({}))).toBe('direct');
  });
});
