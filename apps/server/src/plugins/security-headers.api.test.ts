import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('security headers', () => {
  it('sends the helmet headers with the shop CSP on API answers, errors and pages', async () => {
    for (const url of ['/api/v1/categories', '/api/v1/product/999999', '/products?category=sofas']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['content-security-policy'], url).toContain("img-src 'self' data: blob:");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
      expect(res.headers['cross-origin-embedder-policy'], url).toBeUndefined();
    }
  });

  it('sends a build asset only the headers that apply to a script or stylesheet', async () => {
    const res = await t.inject({ method: 'GET', url: '/assets/missing-1a2b.js' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('lets Stripe.js in only while cards go through Stripe (script, card and 3-D Secure frames, its API)', async () => {
    const directives = (csp: string | undefined) =>
      Object.fromEntries(
        (csp ?? '')
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values]),
      );
    const closed = directives(
      (await t.inject({ method: 'GET', url: '/checkout' })).headers['content-security-policy'] as string,
    );
    expect(closed['script-src']).toEqual(["'self'"]);
    expect(closed['connect-src']).toEqual(["'self'"]);
    expect(closed['frame-src']).toEqual(["'self'"]);
    const stripe = await createTestContext({ STRIPE_SECRET_KEY: 'sk_test_csp', STRIPE_PUBLISHABLE_KEY: 'pk_test_csp' });
    try {
      for (const url of ['/checkout', '/api/v1/payment-config']) {
        const open = directives(
          (await stripe.inject({ method: 'GET', url })).headers['content-security-policy'] as string,
        );
        expect(open['script-src'], url).toEqual(["'self'", 'https://js.stripe.com']);
        expect(open['connect-src'], url).toEqual(["'self'", 'https://api.stripe.com']);
        expect(open['frame-src'], url).toEqual(["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com']);
        expect(open['default-src'], url).toEqual(["'self'"]);
      }
    } finally {
      await stripe.close();
    }
  });
});
