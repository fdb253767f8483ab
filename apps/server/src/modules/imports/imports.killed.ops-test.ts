import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/raw.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';

/**
 * A server process killed (SIGKILL: no stop, no abort, no last write) while its job worker
 * applies an import (decision 160; the graceful stop is imports.restart.pg-test.ts). The import
 * has committed chunk by chunk with its rows_done; the job's heartbeat lapses, and another
 * instance on the same database takes it up and applies the rest, each row once.
 */
const root = path.resolve(import.meta.dirname, '../../../../..');
const ROWS = 30;
let t: TestContext;
let staff: { authorization: string };
let server: ChildProcess | null = null;
let dataDir: string;

async function freePort() {
  return new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function startServer(): Promise<string> {
  const port = await freePort();
  let out = '';
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: t.database.url!,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: '0',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      IMPORT_CHUNK_ROWS: '1',
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
  throw new Error(`server not ready:\n${out}`);
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wohnwerk-killed-'));
  t = await createTestContext({ IMPORT_CHUNK_ROWS: '1' });
  await seedCatalogFixture(t.db);
  staff = (await t.user('staff')).auth;
});
afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Status = { status: string; rows_done: number; rows_total: number; failure: string | null };
async function until(read: () => Promise<Status>, done: (s: Status) => boolean, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const s = await read();
    if (done(s)) return s;
    if (Date.now() > deadline) throw new Error(`import stayed ${JSON.stringify(s)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
const products = async () =>
  rows<{ code: string; stock: number }>(
    t.db,
    sql`select code, stock from products where code like 'KIL-%' order by code`,
  );

describe('a server killed while its worker applies an import', () => {
  it('leaves the import applying with exactly the committed rows, and another instance finishes it, each row once', async () => {
    const base = await startServer();
    const over = (url: string, init: RequestInit = {}) =>
      fetch(`${base}${url}`, { ...init, headers: { ...staff, ...(init.headers ?? {}) } });
    const csv = await (await over('/api/v1/admin/products/export?format=csv')).text();
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const header = lines[0].split(';');
    const at = (name: string) => header.indexOf(name);
    const file = [
      lines[0],
      ...Array.from({ length: ROWS }, (_, i) => {
        const cells = lines[1].split(';');
        cells[at('Artikelnummer')] = `KIL-${String(i).padStart(3, '0')}`;
        cells[at('Bestand')] = String(i + 1);
        cells[at('EAN')] = '';
        return cells.join(';');
      }),
    ].join('\n');
    const form = new FormData();
    form.append('file', new Blob([file], { type: 'text/csv' }), 'neu.csv');
    const up = await over('/api/v1/admin/imports', { method: 'POST', body: form });
    expect(up.status, await up.clone().text()).toBe(202);
    const id = ((await up.json()) as { id: string }).id;
    const overHttp = async () => (await (await over(`/api/v1/admin/imports/${id}`)).json()) as Status;
    expect(await until(overHttp, (s) => s.status === 'checked', 30_000)).toMatchObject({ rows_total: ROWS });

    // Each product write takes a moment, so the kill falls between the first and the last chunk.
    await t.db.execute(
      sql.raw(`create function slow_kill_row() returns trigger language plpgsql as $$
      begin perform pg_sleep(0.05); return new; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger slow_kill_row before insert on products for each row execute function slow_kill_row()`),
    );
    expect((await over(`/api/v1/admin/imports/${id}/apply`, { method: 'POST' })).status).toBe(202);
    await until(overHttp, (s) => s.status === 'applying' && s.rows_done >= 3, 30_000);
    const killed = new Promise((r) => server!.once('exit', r));
    server!.kill('SIGKILL');
    await killed;

    const [cut] = await rows<{ status: string; rows_done: number }>(
      t.db,
      sql`select status, rows_done from product_imports where id = ${id}`,
    );
    const applied = (await products()).length;
    expect(cut.status).toBe('applying');
    expect(applied).toBeGreaterThan(0);
    expect(applied).toBeLessThan(ROWS);
    expect(cut.rows_done).toBe(applied);

    await t.db.execute(sql.raw('drop trigger slow_kill_row on products'));
    // Another instance on the same database: the dead worker's job is its once the heartbeat lapses.
    const next: FastifyInstance = await t.instance({ IMPORT_CHUNK_ROWS: '1' });
    await next.jobs.start();
    const resumedAfter = Date.now();
    const viaNext = async () =>
      (await next.inject({ method: 'GET', url: `/api/v1/admin/imports/${id}`, headers: staff })).json() as Status;
    const end = await until(viaNext, (s) => s.status === 'applied' || s.status === 'failed', 90_000);
    expect(end).toMatchObject({ status: 'applied', rows_done: ROWS, failure: null });
    const after = await products();
    expect(after.map((p) => p.stock)).toEqual(Array.from({ length: ROWS }, (_, i) => i + 1));
    process.stdout.write(`killed import resumed and applied in ${((Date.now() - resumedAfter) / 1000).toFixed(1)} s\n`);
  }, 180_000);
});
