import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopErrorTexts } from '@wohnwerk/contract/error-texts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openPostgres, type Database } from '../db/client.ts';
import { seedCatalogFixture } from '../modules/catalog/catalog.fixtures.ts';
import { address, seedCheckoutFixture } from '../modules/checkout/checkout.fixtures.ts';
import { withDatabase } from '../test/global-setup.ts';
import { tcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';
import { cloneTemplate } from '../test/test-app.ts';
import { hashPassword } from './passwords.ts';
import { users } from '../db/schema/users.ts';

/**
 * The database goes away under a running shop (decision 160): the server reaches PostgreSQL
 * through a relay the test cuts, as a PostgreSQL restart or a failover cuts it — open connections
 * reset, new ones refused. The reads a visitor browses with keep answering from memory (the
 * catalogue's view, and the last answers of the reads that ask the database); writes answer 503
 * with a German message and Retry-After (never a 500); once the database is back the next write
 * succeeds.
 */
let direct: Database;
let proxied: Database;
let proxy: TcpProxy;
let app: FastifyInstance;
let dataDir: string;
const lines: Record<string, unknown>[] = [];
let fixture: Awaited<ReturnType<typeof seedCheckoutFixture>>;
let catalog: Awaited<ReturnType<typeof seedCatalogFixture>>;
let auth: { authorization: string };

beforeAll(async () => {
  direct = await cloneTemplate();
  fixture = await seedCheckoutFixture(direct.db);
  // Categories with descriptions, shops, home page texts and legal pages, as a shop has them.
  catalog = await seedCatalogFixture(direct.db);
  const email = 'ausfall@example.test';
  await direct.db
    .insert(users)
    .values({ name: 'Ada Ausfall', email, role: 'customer', passwordHash: await hashPassword('Geheim123!') });
  const url = new URL(direct.url!);
  proxy = await tcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.host = `127.0.0.1:${proxy.port}`;
  proxied = openPostgres(withDatabase(url.toString(), url.pathname.slice(1)), 5);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wohnwerk-away-'));
  // The page shell of its own: '/' is answered whether or not the web app was built before this step.
  const webDist = path.join(dataDir, 'web');
  fs.mkdirSync(webDist);
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Wohnwerk</title></head><body><div id="root"><!--page-preview--></div></body></html>',
  );
  const logStream = new Writable({
    write(chunk, _enc, cb) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      cb();
    },
  });
  app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'http://shop.test',
    }),
    database: proxied,
    logStream,
  });
  await app.ready();
  await app.catalog.current();
  const login = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password: 'Geheim123!' } });
  auth = { authorization: `Bearer ${login.json().access_token}` };
});
afterAll(async () => {
  await proxy?.mend().catch(() => undefined);
  await app?.close();
  await proxied?.close();
  await proxy?.close();
  await direct?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const order = () =>
  app.inject({
    method: 'POST',
    url: '/api/v1/order',
    headers: auth,
    payload: {
      items: [{ product_id: fixture.table.id, qty: 1 }],
      shipping_address: address,
      billing_address: address,
      payment_method: 'card',
    },
  });
/** Storefront reads the catalogue read model answers from memory. */
const fromMemory = () => [
  '/api/v1/products?sort=price_asc',
  `/api/v1/product/${fixture.sofa.id}`,
  '/api/v1/sale-products',
  '/api/v1/shop-info',
  '/',
];
/**
 * Reads that ask the database on every request, answered from memory while it is away: the
 * category bar and similar products from the catalogue's view, the others as last answered.
 */
const browsing = () => [
  '/api/v1/categories',
  '/api/v1/categories/wohnzimmer',
  '/api/v1/categories-filters/sofas',
  `/api/v1/category/${catalog.categories.wohnzimmer.id}`,
  '/api/v1/shops',
  '/api/v1/homepage-texts',
  '/api/v1/pages',
  '/api/v1/search?q=Sofa',
  `/api/v1/similar-products/${fixture.sofa.id}`,
  `/api/v1/similar-products/${catalog.ids.lima181}`,
  `/api/v1/similar-products/${catalog.ids.arco}`,
];
/** Reads with nothing in memory to answer from (a page unknown): 503 like writes, never 500. */
const fromDatabase = () => ['/api/v1/pages/gibt-es-nicht'];
/** Search texts this process never searched: normalised in the process while the database is away. */
const unseenSearches = () => [
  '/api/v1/search?q=Kleiderschr%C3%A4nke',
  '/api/v1/search?q=Ecksofas%20grau',
  '/api/v1/products?q=Couchtische&order=A-Z',
  '/api/v1/search?q=der%20Kommode',
];
/** A signed-in customer's reads that mark wishlisted products: shown unmarked while the database is away. */
const signedIn = () => ['/api/v1/products?sort=price_asc', `/api/v1/product/${fixture.sofa.id}`];

/**
 * While the database is away: a signed-in customer's pages answer, without the wishlist marks the
 * database holds, and searches nobody made before answer (kept in `searchedAway` to compare with the
 * database's answers once it is back). Returns how many reads it made.
 */
async function browsesOnWhileAway(searchedAway: Map<string, string>): Promise<number> {
  let visited = 0;
  // A signed-in customer browses on: pages answer, without the wishlist marks the database holds.
  for (const url of signedIn()) {
    const res = await app.inject({ method: 'GET', url, headers: auth });
    expect(res.statusCode, url).toBe(200);
    expect(res.body, url).not.toContain('"in_wishlist":true');
    visited++;
  }
  // Searches nobody made before: answered now, checked against the database's answers once it is back.
  for (const url of unseenSearches()) {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    searchedAway.set(url, res.body);
    visited++;
  }
  expect(searchedAway.size).toBe(4);
  const found = (url: string) => JSON.parse(searchedAway.get(url)!).data.length;
  // Something found (the same as the database finds is checked below).
  for (const url of unseenSearches().slice(0, 3)) expect(found(url), url).toBeGreaterThan(0);
  return visited;
}

describe('PostgreSQL unreachable under a running shop', () => {
  it('storefront reads answer from memory, writes answer 503 in German, and the first write after it is back succeeds', async () => {
    expect((await order()).statusCode).toBe(201);
    // Each browsing read once before the cut, as visitors asked them (what a page shows).
    const before = new Map<string, string>();
    for (const url of browsing()) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      before.set(url, res.body);
    }
    expect(JSON.parse(before.get(`/api/v1/similar-products/${catalog.ids.arco}`)!).data.length).toBeGreaterThan(0);
    const wished = await app.inject({
      method: 'POST',
      url: '/api/v1/wishlist',
      headers: auth,
      payload: { product_id: fixture.sofa.id },
    });
    expect(wished.statusCode, wished.body).toBeLessThan(300);
    const sofaPage = await app.inject({ method: 'GET', url: signedIn()[1], headers: auth });
    expect(sofaPage.json().data.in_wishlist).toBe(true);
    await proxy.cut();

    // 100 storefront reads from memory at once while the database is away: every one answers 200.
    const urls = [...fromMemory(), ...browsing()];
    const statuses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => app.inject({ method: 'GET', url: urls[i % urls.length] })),
    ).then((all) => all.map((r) => r.statusCode));
    expect(statuses).toEqual(Array(100).fill(200));
    // Each browsing read answers what it answered before the cut.
    let visited = 0;
    for (const url of browsing()) {
      const res = await app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode, body: res.body }).toEqual({ url, status: 200, body: before.get(url) });
      visited++;
    }
    expect(visited).toBe(11);
    // Legal pages nobody asked this process for: read as it started.
    const legal = [
      { slug: 'agb', says: '<h1>AGB</h1>' },
      { slug: 'impressum', says: 'Wohnwerk GmbH' },
    ];
    for (const { slug, says } of legal) {
      const res = await app.inject({ method: 'GET', url: `/api/v1/pages/${slug}` });
      expect(res.statusCode, slug).toBe(200);
      expect(res.json().data.slug).toBe(slug);
      expect(res.json().data.content_html).toContain(says);
      visited++;
    }
    expect(visited).toBe(13);
    for (const url of fromDatabase()) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.json().message).toBe(shopErrorTexts.unavailable);
      visited++;
    }
    expect(visited).toBe(14);
    const searchedAway = new Map<string, string>();
    visited += await browsesOnWhileAway(searchedAway);
    expect(visited).toBe(20);

    const refused = await order();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: shopErrorTexts.unavailable });
    expect(refused.headers['retry-after']).toBe('5');
    const register = await app.inject({
      method: 'POST',
      url: '/api/v1/register',
      payload: {
        name: 'Neu Kunde',
        email: 'neu@example.test',
        phone: '030 1234567',
        password: 'Sicher123!',
        password_confirmation: 'Sicher123!',
      },
    });
    expect(register.statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/api/v1/ready' })).statusCode).toBe(503);

    await proxy.mend();
    const back = Date.now();
    const placed = await order();
    expect(placed.statusCode, placed.body).toBe(201);
    // At once: the pool dropped its dead connections and opened a new one for this write.
    expect(Date.now() - back).toBeLessThan(2000);
    expect((await app.inject({ method: 'GET', url: '/api/v1/ready' })).statusCode).toBe(200);
    // What the process found while the database was away is what the database's own stemmer finds.
    for (const [url, body] of searchedAway) {
      expect({ url, body: (await app.inject({ method: 'GET', url })).body }).toEqual({ url, body });
    }
    expect((await app.inject({ method: 'GET', url: signedIn()[1], headers: auth })).json().data.in_wishlist).toBe(true);

    // Logged as warnings that say what was away; no request failed with a 500.
    const away = lines.filter((l) => l.msg === 'database unreachable: answered 503');
    expect(away.length).toBeGreaterThanOrEqual(2);
    expect(lines.filter((l) => l.msg === 'request failed')).toEqual([]);
  });
});
