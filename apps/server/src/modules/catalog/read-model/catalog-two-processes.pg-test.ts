import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema/users.ts';
import { hashPassword } from '../../../lib/passwords.ts';
import { msUntil } from '../../../test/ms-until.ts';
import { cloneTemplate } from '../../../test/test-app.ts';
import { seedCatalogFixture, type CatalogFixture } from '../catalog.fixtures.ts';
import { VERSION_HEADER } from './catalog-version.ts';

/**
 * Two real server processes (`node apps/server/src/main.ts`, as two machines or two
 * deployments run it) on one PostgreSQL database, at the production settings (decision 015,
 * decisions 015 and 016): a price change, a deactivation and a stock change made through one
 * are seen through the other within a second, with nothing but the database between them.
 * Price and deactivation are written with SQL (no route of the shop changes them: imports
 * and other tools do), the stock change is a real order through one process.
 *
 * PostgreSQL only: vitest.config.ts includes `*.pg-test.ts` files only when DATABASE_URL is
 * set (npm run test:pg, CI), because the embedded PGlite belongs to the one process that opens
 * its data folder: two processes cannot share it, so on PGlite there is nothing to test. The
 * in-process test with two instances (catalog-freshness.api.test.ts) runs on both.
 */

const root = path.resolve(import.meta.dirname, '../../../../../..');

interface Server {
  child: ChildProcess;
  base: string;
  output: () => string;
}

let database: Database;
let f: CatalogFixture;
let a: Server;
let b: Server;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wohnwerk-two-'));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function start(name: string): Promise<Server> {
  const port = await freePort();
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url!,
      DATA_DIR: path.join(dataDir, name),
      DEMO_DATA: '0',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      WEB_CONCURRENCY: '1',
      WEB_DIST: path.join(dataDir, 'no-web'),
      // The safety-net poll (production: 1 s, only for a lost listening connection) set far
      // off: a change seen within a second came through LISTEN/NOTIFY, the path under test.
      CATALOG_REFRESH_MS: '60000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server ${name} exited:\n${out}`);
    if (
      await fetch(`${base}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, base, output: () => out };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server ${name} did not start:\n${out}`);
}

async function stop(server: Server | undefined) {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  await exited;
}

beforeAll(async () => {
  database = await cloneTemplate();
  f = await seedCatalogFixture(database.db);
  // Both load the same catalogue; started one after the other (each migrates on start: a no-op here).
  a = await start('a');
  b = await start('b');
}, 120_000);

afterAll(async () => {
  await Promise.all([stop(a), stop(b)]);
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const productOn = async (server: Server, id: number, headers: Record<string, string> = {}) => {
  const res = await fetch(`${server.base}/api/v1/product/${id}`, { headers });
  return {
    status: res.status,
    body:
      res.status === 200
        ? ((await res.json()) as { data: { price: number; product_shop: { product: { stock: number } } } }).data
        : null,
  };
};

describe('two server processes on one PostgreSQL', () => {
  it('are two processes, both serving the catalogue', async () => {
    expect(a.child.pid).not.toBe(b.child.pid);
    for (const s of [a, b]) expect((await productOn(s, f.ids.arco)).body?.price).toBe(199.99);
  });

  it('a price change written to the database while both run is seen through the other within a second', async () => {
    // No route of the shop changes a price: imports and other tools write it, as here.
    await database.db.execute(sql`update products set price_cents = 17777 where id = ${f.ids.arco}`);
    // Both processes, each timed from the commit.
    const ms = await Promise.all(
      [a, b].map((s) => msUntil(async () => (await productOn(s, f.ids.arco)).body?.price === 177.77)),
    );
    expect(Math.max(...ms)).toBeLessThan(1000);
    const list = (await (await fetch(`${b.base}/api/v1/products?category=couchtische`)).json()) as {
      data: { id: number; price: number }[];
    };
    expect(list.data.find((c) => c.id === f.ids.arco)?.price).toBe(177.77);
  });

  it('a deactivation is seen through the other within a second', async () => {
    expect((await productOn(b, f.ids.lima3)).status).toBe(200);
    await database.db.execute(sql`update products set active = false where id = ${f.ids.lima3}`);
    const ms = await msUntil(async () => (await productOn(b, f.ids.lima3)).status === 404);
    expect(ms).toBeLessThan(1000);
    const sofas = (await (await fetch(`${b.base}/api/v1/products?category=sofas`)).json()) as {
      data: { id: number }[];
    };
    expect(sofas.data.length).toBeGreaterThan(0);
    expect(sofas.data.map((c) => c.id)).not.toContain(f.ids.lima3);
  });

  it('an order placed through one process takes stock, seen through the other within a second', async () => {
    const id = f.ids.nordicGrau;
    const stockOn = async (s: Server, headers?: Record<string, string>) =>
      (await productOn(s, id, headers)).body?.product_shop.product.stock;
    const before = await stockOn(b);
    expect(before).toBeGreaterThan(0);
    const email = `zwei-${process.pid}@example.test`;
    await database.db
      .insert(users)
      .values({ name: 'Zwei Prozesse', email, role: 'customer', passwordHash: await hashPassword('Geheim123!') });
    const login = await fetch(`${a.base}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Geheim123!' }),
    });
    expect(login.status).toBe(200);
    const { access_token: token } = (await login.json()) as { access_token: string };
    const address = {
      address_1: 'Musterstraße 5',
      address_2: '2. OG',
      city: 'Leipzig',
      country: 'Deutschland',
      zip: '04109',
    };
    const placeOrder = async (n: number, qty = 1) => {
      const res = await fetch(`${a.base}/api/v1/order`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': `two-processes-${process.pid}-${n}`,
        },
        body: JSON.stringify({
          items: [{ product_id: id, qty }],
          shipping_address: address,
          billing_address: address,
        }),
      });
      expect(res.status, await res.clone().text()).toBe(201);
      return res;
    };
    const stockInDatabase = async () =>
      (
        (await database.db.execute(sql`select stock from products where id = ${id}`)) as unknown as {
          rows: { stock: number }[];
        }
      ).rows[0].stock;

    await placeOrder(1);
    expect(await stockInDatabase()).toBe(before! - 1);
    const ms = await msUntil(async () => (await stockOn(b)) === before! - 1);
    expect(ms).toBeLessThan(1000);

    // The order's answer carries the catalogue version: the very next read on the other
    // process that sends it shows the order (a buyer's own write, whichever process answers).
    // The same customer's new order releases the first (decision 100) and takes two units.
    const second = await placeOrder(2, 2);
    const version = second.headers.get(VERSION_HEADER);
    expect(version).toMatch(/^\d+:\d+:[\d.]*$/);
    expect(await stockOn(b, { [VERSION_HEADER]: version! })).toBe(before! - 2);
    expect(await stockInDatabase()).toBe(before! - 2);
  });

  it('the processes logged no error', () => {
    for (const s of [a, b]) expect(s.output()).not.toMatch(/"level":(50|60)/);
  });
});
