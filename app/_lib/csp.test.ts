import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, makeNonce } from './csp';

describe('contentSecurityPolicy', () => {
  it('allows scripts only by nonce, and no framing, plugins or foreign connections', () => {
    const policy = contentSecurityPolicy('abc123', false);
    expect(policy).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("connect-src 'self'");
  });

  it('adds eval only in development', () => {
    expect(contentSecurityPolicy('n', true)).toContain("'unsafe-eval'");
  });
});

describe('makeNonce', () => {
  it('is fresh each time and CSP-safe base64', () => {
    const nonces = new Set(Array.from({ length: 100 }, makeNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
