import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES } from '@wohnwerk/contract/product-imports';
import { PHOTO_MAX_BYTES, PHOTO_MAX_FILES } from '@wohnwerk/contract/photos';
import { createTestContext, type TestContext } from './test/test-app.ts';

/**
 * deploy/nginx/wohnwerk.conf follows the shop's routes (decision 159): the writes nginx may send to
 * a second instance are exactly the POST routes whose API document says a repeat of the
 * Idempotency-Key answers the first answer; uploads may be as large as the shop accepts; event
 * streams are passed on unbuffered; nginx drops idle connections before the shop does. The
 * rolling-restart test (npm run test:deploy) runs the file in nginx; this one needs no nginx.
 */

const conf = fs.readFileSync(path.resolve(import.meta.dirname, '../../../deploy/nginx/wohnwerk.conf'), 'utf8');

/** The regular expressions of an nginx `map` block or `location ~` lines, as JavaScript ones. */
function mapPatterns(header: string): RegExp[] {
  const block = conf.slice(conf.indexOf(header), conf.indexOf('}', conf.indexOf(header)));
  return [...block.matchAll(/^\s*"~([^"]+)"\s+\S+;$/gm)].map((m) => new RegExp(m[1]));
}
function location(pattern: RegExp): { regex: RegExp; body: string } {
  const m = pattern.exec(conf);
  if (!m) throw new Error(`no location ${pattern} in deploy/nginx/wohnwerk.conf`);
  const start = conf.indexOf(m[0]);
  return { regex: new RegExp(m[1]), body: conf.slice(start, conf.indexOf('}', start)) };
}
const megabytes = (body: string) => Number(/client_max_body_size (\d+)m;/.exec(body)?.[1]) * 1024 * 1024;

let t: TestContext;
let doc: {
  paths: Record<string, Record<string, { description?: string; parameters?: { in: string; name: string }[] }>>;
};
beforeAll(async () => {
  t = await createTestContext();
  doc = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

describe('the nginx configuration in deploy/', () => {
  it('retries exactly the POST routes that answer a repeated Idempotency-Key with the first answer', () => {
    const keyed = Object.entries(doc.paths).flatMap(([route, ops]) =>
      Object.entries(ops)
        .filter(
          ([method, op]) =>
            method === 'post' &&
            ((op.parameters ?? []).some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key') ||
              /Idempotency-Key/.test(op.description ?? '')),
        )
        .map(() => `POST ${route.replace(/\{[^}]+\}/g, 'WW-2026-000042')}`),
    );
    expect(keyed.length).toBeGreaterThanOrEqual(4);
    const patterns = mapPatterns('map "$request_method $uri" $wohnwerk_keyed_route');
    expect(keyed.filter((r) => !patterns.some((p) => p.test(r)))).toEqual([]);
    // No pattern is left for a route that no longer takes a key.
    expect(patterns.filter((p) => !keyed.some((r) => p.test(r)))).toEqual([]);
    // Reads and other writes are not in it.
    for (const other of ['POST /api/v1/login', 'POST /api/v1/register', 'GET /api/v1/order', 'POST /api/v1/order/1'])
      expect(patterns.some((p) => p.test(other))).toBe(false);
  });

  it('lets photo, PDF and import uploads through at the sizes the shop accepts, and nothing else that large', () => {
    const uploads = location(/location ~ (\^\/api\/v1\/admin\/\(products[^ ]+) \{/);
    for (const [method, url, sample] of [
      ['POST', '/api/v1/admin/products/:id/photos', '/api/v1/admin/products/17/photos'],
      ['POST', '/api/v1/admin/products/:id/pdfs', '/api/v1/admin/products/17/pdfs'],
      ['POST', '/api/v1/admin/imports', '/api/v1/admin/imports'],
    ] as const) {
      expect(t.app.hasRoute({ method, url })).toBe(true);
      expect(uploads.regex.test(sample)).toBe(true);
    }
    expect(megabytes(uploads.body)).toBeGreaterThanOrEqual(
      Math.max(PHOTO_MAX_BYTES * PHOTO_MAX_FILES, IMPORT_MAX_BYTES),
    );
    expect(megabytes(conf)).toBeLessThanOrEqual(2 * 1024 * 1024);
  });

  it('passes event streams on unbuffered, longer than their 25 s heartbeat', () => {
    const streams = location(/location ~ (\^\/api\/v1\/\.\+\/stream\$) \{/);
    for (const url of ['/api/v1/admin/figures/stream', '/api/v1/excel/detyrat-ekran/stream']) {
      expect(t.app.hasRoute({ method: 'GET', url })).toBe(true);
      expect(streams.regex.test(url)).toBe(true);
    }
    expect(streams.body).toContain('proxy_buffering off;');
    expect(Number(/proxy_read_timeout (\d+)s;/.exec(streams.body)?.[1])).toBeGreaterThan(25);
  });

  it('logs JSON lines without query strings or the reset token (decision 012)', () => {
    const format = conf.slice(conf.indexOf('log_format wohnwerk_json'), conf.indexOf("}';") + 3);
    for (const secret of ['$request ', '$request"', '$request_uri', '$args', '$query_string', '$uri"'])
      expect(format).not.toContain(secret);
    const masks = mapPatterns('map $uri $wohnwerk_log_path');
    expect(masks.some((p) => p.test('/reset-password/4f1c9a0b2d3e4f5a6b7c8d9e'))).toBe(true);
    expect(conf.match(/access_log \S+ wohnwerk_json;/g)?.length).toBe(2);
  });

  it('closes idle connections to an instance before the instance would', () => {
    const nginxSeconds = Number(/^\s*keepalive_timeout (\d+)s;$/m.exec(conf)?.[1]);
    expect(nginxSeconds * 1000).toBeLessThan(t.app.server.keepAliveTimeout);
  });
});
