import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client.ts';
import { products } from './db/schema/catalog.ts';
import { orders } from './db/schema/orders.ts';
import { users } from './db/schema/users.ts';
import { hashPassword } from './lib/passwords.ts';
import { address, seedCheckoutFixture } from './modules/checkout/checkout.fixtures.ts';
import { nginxInstalled, startNginx, type Nginx } from './test/nginx-proxy.ts';
import { proxyClient } from './test/proxy-client.ts';
import { freePort, startServer, stopServer, type ServerProcess } from './test/server-process.ts';
import { startTraffic } from './test/shop-traffic.ts';
import { cloneTemplate } from './test/test-app.ts';

/**
 * A rolling restart behind nginx (decision 159, docs/operations.md): two production instances on one
 * PostgreSQL behind deploy/nginx/wohnwerk.conf, steady storefront and checkout traffic through
 * nginx, each instance stopped (SIGTERM, waited for) and started again with a new web build in
 * turn. Not one request may fail and every order answered 201 must be in the database.
 * `npm run test:deploy` (vitest.deploy.config.ts), run by .ci/run; needs DATABASE_URL and nginx.
 */

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wohnwerk-rolling-'));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** A web build: index.html names its script, as Vite's does; each release has its own hash. */
function webBuild(release: string) {
  const dir = path.join(tmp, `web-${release}`);
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  const script = `/assets/app-${release}.js`;
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="de"><head><title>Wohnwerk</title><script type="module" src="${script}"></script></head><body><div id="root"></div><!--page-preview--></body></html>`,
  );
  fs.writeFileSync(path.join(dir, script), `console.log(${JSON.stringify(release)});\n`.repeat(100));
  return dir;
}

const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://shop.example',
  LINK_SECRET: 'rolling-restart-test-link-secret-0123456789',
  METRICS_TOKEN: 'rolling-restart-metrics-token',
  SELLER_NAME: 'Wohnwerk GmbH',
  SELLER_STREET: 'Beispielstraße 12',
  SELLER_ZIP: '04109',
  SELLER_CITY: 'Leipzig',
  SELLER_EMAIL: 'info@shop.example',
  SELLER_VAT_ID: 'DE000000000',
  PAYOUT_IBAN: 'DE89370400440532013000',
  PAYOUT_BIC: 'COBADEFFXXX',
  TRUST_PROXY: '127.0.0.1',
  SHUTDOWN_DRAIN_MS: '0',
  LOG_LEVEL: 'info',
  DEMO_DATA: '0',
  DATABASE_POOL_SIZE: '4',
  REDIS_URL: '',
  // Four buyers place many orders in a minute; the limits for people are not under test here.
  ORDER_LIMIT_PER_CUSTOMER: '100000',
};

let database: Database;
let nginx: Nginx;
let client: ReturnType<typeof proxyClient>;
const servers: ServerProcess[] = [];
const ports: number[] = [];
let fixture: Awaited<ReturnType<typeof seedCheckoutFixture>>;
const customers: { email: string; token: string }[] = [];
let staffToken = '';

const instanceEnv = (i: number, release: string) => ({
  ...production,
  DATABASE_URL: database.url!,
  DATA_DIR: path.join(tmp, `data-${i}-${release}`),
  WEB_DIST: webBuild(release),
});

async function addUser(email: string, role: 'customer' | 'staff') {
  await database.db
    .insert(users)
    .values({ name: `Rolling ${role}`, email, role, passwordHash: await hashPassword('Geheim123!') });
}

async function login(email: string): Promise<string> {
  const res = await client.request('POST', '/api/v1/login', { body: { email, password: 'Geheim123!' } });
  expect(res.status, res.body).toBe(200);
  return JSON.parse(res.body).access_token;
}

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('the rolling restart needs PostgreSQL: set DATABASE_URL');
  if (!nginxInstalled()) throw new Error('the rolling restart needs nginx: apt-get install -y nginx-light');
  database = await cloneTemplate();
  fixture = await seedCheckoutFixture(database.db);
  await database.db.update(products).set({ stock: 1_000_000 }).where(eq(products.id, fixture.table.id));
  for (let i = 0; i < 4; i++) await addUser(`kunde${i}@rolling.test`, 'customer');
  await addUser('team@rolling.test', 'staff');
  ports.push(await freePort(), await freePort());
  servers.push(
    ...(await Promise.all(
      ports.map((port, i) => startServer({ name: `instance ${i}`, port, env: instanceEnv(i, 'old') })),
    )),
  );
  nginx = await startNginx({
    upstreams: ports.map((p) => `127.0.0.1:${p}`),
    httpPort: await freePort(),
    httpsPort: await freePort(),
  });
  client = proxyClient({ port: nginx.httpsPort, ca: nginx.ca, host: 'shop.example' });
  for (let i = 0; i < 4; i++)
    customers.push({ email: `kunde${i}@rolling.test`, token: await login(`kunde${i}@rolling.test`) });
  staffToken = await login('team@rolling.test');
}, 300_000);

afterAll(async () => {
  client?.close();
  await nginx?.stop();
  for (const s of servers) s.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited));
  await database?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('a rolling restart of two instances behind nginx', () => {
  it('drops no request and loses no order while each instance is stopped and started again with a new build', async () => {
    // The staff's figures stream, open through nginx across the restarts.
    const figures = client.stream('/api/v1/admin/figures/stream', staffToken);
    expect(await figures.ready).toBeLessThan(10_000);

    const traffic = startTraffic({
      client,
      browsers: 2,
      buyers: customers.map((c) => c.token),
      productId: fixture.table.id,
      address,
    });
    const { placed, paid, started } = traffic;
    await until('traffic', () => placed.length >= 10 && traffic.requests() >= 100, 60_000);

    const restartMs: number[] = [];
    const timeline: string[] = [];
    const mark = (what: string) => timeline.push(`${Date.now() - started} ms ${what}`);
    for (let i = 0; i < servers.length; i++) {
      const t0 = Date.now();
      const old = servers[i];
      mark(`SIGTERM to instance ${i}`);
      expect(await stopServer(old)).toBe(0);
      mark(`instance ${i} exited`);
      servers[i] = await startServer({ name: `instance ${i} (new)`, port: ports[i], env: instanceEnv(i, 'new') });
      mark(`instance ${i} ready again`);
      // nginx tries an instance it found down again only after fail_timeout, with one request; a
      // second one comes only once that one succeeded. The next instance is stopped once several
      // have come (each nginx worker has probed it back; two were once not enough on a quiet
      // machine), so nginx always has one in rotation (else: "no live upstreams", 502).
      await until(`nginx to send to instance ${i} again`, () => servers[i].requestsTaken() >= 10, 60_000);
      mark(`instance ${i} back in nginx's rotation`);
      restartMs.push(Date.now() - t0);
    }
    const after = traffic.requests();
    await until('traffic after the restarts', () => traffic.requests() >= after + 100, 60_000);
    await traffic.stop();

    expect({
      kinds: traffic.failureKinds(),
      first: traffic.failures.slice(0, 3),
      timeline,
      nginx: nginx.errorLog().slice(-3000),
    }).toEqual({ kinds: {}, first: [], timeline: expect.any(Array), nginx: expect.any(String) });
    expect(placed.length).toBeGreaterThan(20);
    // Every order answered 201 is in the database, and every one answered paid is paid.
    const rows = await database.db
      .select({ number: orders.orderNumber, status: orders.status })
      .from(orders)
      .where(inArray(orders.orderNumber, placed));
    expect(rows.length).toBe(placed.length);
    const status = new Map(rows.map((r) => [r.number, r.status]));
    expect(paid.filter((n) => status.get(n) !== 'paid')).toEqual([]);
    expect(paid.length).toBe(placed.length);

    // Traffic met a stopped instance and nginx took it elsewhere (the path under test was taken).
    const refused = nginx.errorLog().match(/connect\(\) failed \(111: Connection refused\)/g)?.length ?? 0;
    expect(refused).toBeGreaterThan(0);
    // Requests sent on a connection the stopping instance closed at that moment (retried as well).
    const reset = nginx.errorLog().match(/Connection reset by peer|prematurely closed/g)?.length ?? 0;
    // nginx's access log: JSON lines joined to the shop's by request id, retried requests naming both instances.
    const access = nginx.accessLog();
    expect(access.length).toBeGreaterThan(traffic.requests() / 2);
    expect(access.filter((l) => String(l.path).includes('?'))).toEqual([]);
    const retried = access.filter((l) => String(l.upstream).includes(', '));
    expect(retried.length).toBeGreaterThan(0);
    // The last one: an instance running now answered it (the stopped ones' logs are gone with them).
    const answered = [...access].reverse().find((l) => l.path === '/api/v1/categories' && l.request_id);
    expect(servers.some((s) => s.output().includes(String(answered?.request_id)))).toBe(true);
    // Both new instances serve the new build; a page of the old one still gets its script from nginx's cache.
    const oldScript = await client.request('GET', '/assets/app-old.js');
    expect([oldScript.status, oldScript.headers['x-cache-status']]).toEqual([200, 'HIT']);
    for (const s of servers) {
      const page = await fetch(`http://127.0.0.1:${s.port}/`).then((r) => r.text());
      expect(page).toContain('/assets/app-new.js');
    }

    // The stream ended cleanly when its instance stopped, after passing on the paid orders' changes at once.
    expect(await figures.ended).toBe('end');
    expect(figures.events.get('change') ?? 0).toBeGreaterThan(0);
    const again = client.stream('/api/v1/admin/figures/stream', staffToken);
    expect(await again.ready).toBeLessThan(10_000);
    again.close();

    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `rolling restart: ${traffic.requests()} requests (${placed.length} orders placed and paid), 0 failed; ` +
        `restarts took ${restartMs.map(seconds).join(' and ')}; nginx retried ${refused} refused and ${reset} reset connections; ` +
        `traffic ran ${seconds(Date.now() - started)}`,
    );
  }, 600_000);

  it('believes only the address nginx writes, answers plain HTTP with a redirect and keeps /metrics to the instances', async () => {
    // A path the traffic above never asked for, so its log line is this request's.
    const forged = await client.request('GET', '/api/v1/shops', {
      headers: { 'x-forwarded-for': '203.0.113.77' },
    });
    expect(forged.status).toBe(200);
    const logged = () =>
      servers.flatMap((s) => s.output().split('\n')).filter((line) => line.includes('"url":"/api/v1/shops"'));
    await until('the request in the log', () => logged().length > 0, 10_000);
    expect(logged().map((line) => JSON.parse(line).req.remoteAddress)).toEqual(['127.0.0.1']);
    for (const s of servers) expect(s.output()).not.toContain('203.0.113.77');

    const redirect = await new Promise<{ status: number; location?: string }>((resolve, reject) =>
      http
        .get(
          { host: '127.0.0.1', port: nginx.httpPort, path: '/produkte?x=1', headers: { host: 'shop.example' } },
          (res) => {
            res.resume();
            resolve({ status: res.statusCode ?? 0, location: res.headers.location });
          },
        )
        .on('error', reject),
    );
    expect(redirect).toEqual({ status: 301, location: 'https://shop.example/produkte?x=1' });

    const bearer = { authorization: `Bearer ${production.METRICS_TOKEN}` };
    expect((await client.request('GET', '/metrics', { headers: bearer })).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${ports[0]}/metrics`, { headers: bearer })).status).toBe(200);
  });
});
