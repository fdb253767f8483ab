import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrdersFixture } from '../modules/admin-orders/admin-orders.fixtures.ts';
import { address } from '../modules/checkout/checkout.fixtures.ts';
import { withDatabase } from '../test/global-setup.ts';
import { postMultipart } from '../test/multipart.ts';
import { createTestContext, type TestContext } from '../test/test-app.ts';

/**
 * The restore drill (issue 35, decision 160): a shop with paid orders, their invoices and an
 * uploaded photo is backed up with `npm run backup`'s program, restored with `npm run restore`'s
 * into a scratch database and an empty DATA_DIR, and the real server started on it shows the same
 * orders, numbers the next invoice right after the last one, and serves the photo's bytes. The
 * restore refuses a database that is not empty and a damaged archive.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const serverUrl = process.env.DATABASE_URL!;
const scratchName = `wohnwerk_drill_${randomBytes(4).toString('hex')}`;
const scratchUrl = withDatabase(serverUrl, scratchName);
let t: TestContext;
let x: Awaited<ReturnType<typeof adminOrdersFixture>>;
let work: string;
let server: ChildProcess | null = null;
const started = Date.now();

const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

/** Runs one of the ops programs as `npm run backup` / `npm run restore` do. */
function runOps(program: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `apps/server/src/ops/${program}`, ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

async function freePort() {
  return new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** The real server (main.ts: migrate, then serve) on the restored database; answers its address once ready. */
async function startServer(dataDir: string): Promise<string> {
  const port = await freePort();
  let out = '';
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: scratchUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: '0',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'http://shop.test',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (d) => (out += d));
  server.stderr!.on('data', (d) => (out += d));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`server ended:\n${out}`);
    if (
      (await fetch(`${base}/api/v1/ready`).then(
        (r) => r.status,
        () => 0,
      )) === 200
    )
      return base;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready within 60 s:\n${out}`);
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'wohnwerk-drill-'));
  t = await createTestContext();
  x = await adminOrdersFixture(t);
  await admin(`create database ${scratchName}`);
});
afterAll(async () => {
  if (server && server.exitCode === null) {
    const ended = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await ended;
  }
  await t?.close();
  await admin(`drop database if exists ${scratchName} with (force)`);
  fs.rmSync(work, { recursive: true, force: true });
  process.stdout.write(`restore drill: ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
});

const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> });
const orderNumbersIn = (body: unknown) => [...new Set(JSON.stringify(body).match(/WW-\d{4}-\d{6}/g) ?? [])].sort();
const invoiceNumbers = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ number: string }>(`select number from invoices order by number`)).rows.map(
      (r) => r.number,
    );
  } finally {
    await client.end();
  }
};

describe('restore drill', () => {
  it('a backup restores into a scratch database: same orders, invoices continue without a gap, photos served', async () => {
    // The shop: one customer with two paid orders, another with one; each payment issued an invoice.
    const first = await x.paidOrder();
    const second = await x.paidOrder(undefined, first.customer);
    const third = await x.paidOrder([{ product_id: x.f.sofa.id, qty: 1 }]);
    const ordersBefore = [first, second, third].map((o) => o.order.order_number).sort();
    const invoicesBefore = await invoiceNumbers(t.database.url!);
    expect(invoicesBefore).toHaveLength(3);
    const picture = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 120, g: 90, b: 60 } },
    })
      .png()
      .toBuffer();
    const uploaded = await postMultipart(
      t,
      `/api/v1/admin/products/${x.f.sofa.id}/photos`,
      [{ field: 'photos', filename: 'sofa.png', type: 'image/png', bytes: picture }],
      x.staff.auth,
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const photoPath = (uploaded.json().data as { path: string; uploaded: boolean }[]).find((p) => p.uploaded)!.path;
    const photoBefore = await t.inject({ method: 'GET', url: photoPath });
    expect(photoBefore.statusCode).toBe(200);

    // npm run backup
    const backupDir = path.join(work, 'backups');
    const backup = await runOps('backup-cli.ts', [], {
      DATABASE_URL: t.database.url!,
      DATA_DIR: t.dataDir,
      BACKUP_DIR: backupDir,
    });
    expect(backup.code, backup.stderr).toBe(0);
    const archive = backup.stdout.trim().split('\n').at(-1)!;
    expect(archive).toMatch(/wohnwerk-wohnwerk_t_\w+-\d{8}T\d{6}Z\.tar$/);
    expect(backup.stdout).toContain('(3 orders, 3 invoices)');
    expect(fs.readFileSync(`${archive}.sha256`, 'utf8')).toMatch(
      new RegExp(`^[a-f0-9]{64}  ${path.basename(archive)}\\n$`),
    );

    // Refused, nothing changed: a database that is not empty, and a damaged archive.
    const freshDir = path.join(work, 'restored-data');
    const intoFull = await runOps('restore-cli.ts', [archive], { DATABASE_URL: t.database.url!, DATA_DIR: freshDir });
    expect(intoFull.code).toBe(2);
    expect(intoFull.stderr).toMatch(/restore refused: database "wohnwerk_t_\w+" is not empty \(\d+ tables/);
    const damaged = path.join(work, 'damaged.tar');
    const bytes = fs.readFileSync(archive);
    bytes[bytes.length >> 1] ^= 0xff;
    fs.writeFileSync(damaged, bytes);
    fs.writeFileSync(
      `${damaged}.sha256`,
      fs.readFileSync(`${archive}.sha256`, 'utf8').replace(/\S+\n$/, 'damaged.tar\n'),
    );
    const fromDamaged = await runOps('restore-cli.ts', [damaged], { DATABASE_URL: scratchUrl, DATA_DIR: freshDir });
    expect(fromDamaged.code).toBe(2);
    expect(fromDamaged.stderr).toContain('does not match its checksum');
    expect(fs.existsSync(path.join(freshDir, 'uploads'))).toBe(false);

    // npm run restore -- FILE into the empty scratch database and an empty DATA_DIR.
    const restore = await runOps('restore-cli.ts', [archive], { DATABASE_URL: scratchUrl, DATA_DIR: freshDir });
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('restore complete');
    expect(await invoiceNumbers(scratchUrl)).toEqual(invoicesBefore);

    // The real server on the restored database.
    const base = await startServer(freshDir);
    const login = async (email: string, password: string) => {
      const res = await json(
        await fetch(`${base}/api/v1/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        }),
      );
      expect(res.status).toBe(200);
      return { authorization: `Bearer ${res.body.access_token}` };
    };
    const firstCustomer = await login(first.customer.email, first.customer.password);
    const mine = await json(await fetch(`${base}/api/v1/orders`, { headers: firstCustomer }));
    expect(mine.status).toBe(200);
    expect(orderNumbersIn(mine.body)).toEqual([first, second].map((o) => o.order.order_number).sort());
    const staff = await login(x.staff.email, x.staff.password);
    let visited = 0;
    for (const number of ordersBefore) {
      const detail = await json(await fetch(`${base}/api/v1/admin/orders/${number}`, { headers: staff }));
      expect(detail.status, number).toBe(200);
      expect(orderNumbersIn(detail.body)).toContain(number);
      visited++;
    }
    expect(visited).toBe(3);

    // The next invoice continues the series of the backup: no gap, no number twice.
    const placed = await json(
      await fetch(`${base}/api/v1/order`, {
        method: 'POST',
        headers: { ...firstCustomer, 'content-type': 'application/json' },
        body: JSON.stringify({
          items: [{ product_id: x.f.table.id, qty: 1 }],
          shipping_address: address,
          billing_address: address,
          payment_method: 'card',
        }),
      }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderId = (placed.body.order as { id: number }).id;
    const paid = await fetch(`${base}/api/v1/charge`, {
      method: 'POST',
      headers: {
        ...firstCustomer,
        'content-type': 'application/json',
        'idempotency-key': `drill-pay-${orderId}-${randomBytes(4).toString('hex')}`,
      },
      body: JSON.stringify({ order_id: orderId, token: 'tok_visa' }),
    });
    expect(paid.status, await paid.text()).toBe(200);
    const after = await invoiceNumbers(scratchUrl);
    const last = invoicesBefore.at(-1)!;
    const next = `${last.slice(0, -6)}${String(Number(last.slice(-6)) + 1).padStart(6, '0')}`;
    expect(after).toEqual([...invoicesBefore, next]);

    // The uploaded photo, served from the restored uploads folder with the same bytes.
    const photoAfter = await fetch(`${base}${photoPath}`);
    expect(photoAfter.status).toBe(200);
    expect(Buffer.from(await photoAfter.arrayBuffer()).equals(photoBefore.rawPayload)).toBe(true);
  }, 180_000);
});
