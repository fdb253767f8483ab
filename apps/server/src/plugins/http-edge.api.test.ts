import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from '../config.ts';
import { appWithLog, createTestContext, type TestContext } from '../test/test-app.ts';
import { seedCatalogFixture } from '../modules/catalog/catalog.fixtures.ts';
import { productionSeller } from '../test/production-env.ts';

/** Decision 010: what a client can make the server believe through headers, and what pages answer. */
let t: TestContext;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'wohnwerk-web-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Wohnwerk</title></head><body><div id="root"><!--page-preview--></div></body></html>',
  );
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js'), 'export {};');
  t = await createTestContext({ WEB_DIST: webDist });
  await seedCatalogFixture(t.db);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const forged = {
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  host: 'evil.example',
  'x-forwarded-for': '203.0.113.9',
};

describe('forwarded headers', () => {
  it('builds paging links from PUBLIC_URL, whatever Host and X-Forwarded-Host say', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/v1/products?per_page=1', headers: forged });
    expect(res.statusCode).toBe(200);
    const { meta, links } = res.json();
    expect(meta.path).toBe('http://shop.test/api/v1/products');
    for (const link of [links.first, links.last, links.next])
      expect(link).toMatch(/^http:\/\/shop\.test\/api\/v1\/products\?/);
    expect(res.body).not.toContain('evil.example');
  });

  it('keeps links in pages (embedded answers, canonical) on PUBLIC_URL', async () => {
    const res = await t.inject({ method: 'GET', url: '/products', headers: forged });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('http://shop.test/');
    expect(res.body).not.toContain('evil.example');
  });

  it('makes its own request ids and never takes the client one', async () => {
    const a = await t.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': 'forged-id-12345678' },
    });
    const b = await t.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': 'forged-id-12345678' },
    });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names (the logged address shows it)', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{}, '10.0.0.2', '10.0.0.2'],
      [{ TRUST_PROXY: '10.0.0.0/8' }, '10.0.0.2', '203.0.113.9'],
      [{ TRUST_PROXY: '10.0.0.0/8' }, '192.0.2.1', '192.0.2.1'],
      [{ TRUST_PROXY: '1' }, '192.0.2.1', '203.0.113.9'],
    ];
    let checked = 0;
    for (const [env, peer, expected] of cases) {
      const logged = await appWithLog(env);
      try {
        const res = await logged.app.inject({
          method: 'GET',
          url: '/api/v1/health',
          remoteAddress: peer,
          headers: { 'x-forwarded-for': '203.0.113.9' },
        });
        expect(res.statusCode).toBe(200);
        const incoming = logged.lines.find((l) => l.msg === 'incoming request') as { req: { remoteAddress: string } };
        expect({ env, ip: incoming.req.remoteAddress }).toEqual({ env, ip: expected });
        checked++;
      } finally {
        await logged.close();
      }
    }
    expect(checked).toBe(cases.length);
  });
});

describe('configuration', () => {
  it('refuses to start in production without PUBLIC_URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL/);
    const linkSecret = 'k'.repeat(32);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://shop.example/',
        LINK_SECRET: linkSecret,
        ...productionSeller,
      }).publicUrl,
    ).toBe('https://shop.example');
    expect(loadConfig({ NODE_ENV: 'development' }).publicUrl).toBe('http://localhost:3000');
  });

  it("refuses a Stripe secret key without the publishable key the browser's card field needs", () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY/,
    );
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' }).STRIPE_PUBLISHABLE_KEY,
    ).toBe('pk_test_x');
  });

  it('reads TRUST_PROXY as Fastify does: unset trusts nothing', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});

describe('pages', () => {
  it("copies visitor text into the page literally ($` and $' are not replacement patterns)", async () => {
    const res = await t.inject({ method: 'GET', url: `/products?q=${encodeURIComponent("$`$'")}` });
    expect(res.statusCode).toBe(200);
    expect(res.body.match(/<head>/g)).toHaveLength(1);
    expect(res.body.match(/<html/g)).toHaveLength(1);
    expect(res.body).toContain('Suche: $`$&#39;');
  });

  it('answers 404 for unknown build files under /assets/, with or without an extension', async () => {
    for (const url of ['/assets/nothing', '/assets/sub/dir', '/assets/missing-1a2b.js']) {
      const res = await t.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode, type: res.headers['content-type'] }).toMatchObject({
        url,
        status: 404,
        type: expect.stringMatching(/json/),
      });
    }
    expect((await t.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' })).statusCode).toBe(200);
  });

  it('sends the page security headers with every HTML answer', async () => {
    const urls = ['/', '/products', '/product/99999999', '/konto/irgendwo', '/api/v1/newsletter/confirm?token=x'];
    let pages = 0;
    for (const url of urls) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      pages++;
    }
    expect(pages).toBe(urls.length);
  });
});
