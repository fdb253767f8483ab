import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';
import { multipartBody } from '../../test/multipart.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { rows } from '../../db/raw.ts';

/**
 * A server that stops while an import is being applied (docs/decisions/137): the apply commits
 * chunk by chunk, each with its rows_done, so the import resumes on the next instance behind the
 * last committed chunk and ends fully applied, every row once. The first server applies one
 * staged row per transaction (IMPORT_CHUNK_ROWS=1) and each row's write is slowed down by a
 * trigger, so it is stopped for certain in the middle. PostgreSQL only (npm run test:pg): the embedded
 * PGlite neither pauses in pg_sleep nor lets a second server open its database.
 */

let t: TestContext;
let staff: { authorization: string };
const ROWS = 40;

beforeAll(async () => {
  t = await createTestContext({ IMPORT_CHUNK_ROWS: '1' });
  await seedCatalogFixture(t.db);
  staff = (await t.user('staff')).auth;
});
afterAll(() => t?.close());

type Status = { status: string; rows_done: number; rows_total: number; failure: string | null };
const statusOf = async (app: FastifyInstance, id: string) =>
  (await app.inject({ method: 'GET', url: `/api/v1/admin/imports/${id}`, headers: staff })).json() as Status;

async function until(app: FastifyInstance, id: string, done: (s: Status) => boolean, ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const s = await statusOf(app, id);
    if (done(s)) return s;
    if (Date.now() > deadline) throw new Error(`import ${id} stayed ${JSON.stringify(s)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const stockOf = async () =>
  rows<{ code: string; stock: number }>(
    t.db,
    sql`select code, stock from products where code like 'RST-%' order by code`,
  );

describe('an import whose server stops while applying', () => {
  it('resumes on a new server on the same database and ends fully applied, each row once', async () => {
    // 40 new products, each in a chunk of its own on the first server.
    const csv = await t.inject({ method: 'GET', url: '/api/v1/admin/products/export?format=csv', headers: staff });
    const lines = csv.body.slice(1).trim().split('\r\n');
    const header = lines[0].split(';');
    const at = (name: string) => header.indexOf(name);
    const template = lines[1].split(';');
    const file = [
      lines[0],
      ...Array.from({ length: ROWS }, (_, i) => {
        const cells = [...template];
        cells[at('Artikelnummer')] = `RST-${String(i).padStart(3, '0')}`;
        cells[at('Bestand')] = String(i + 1);
        cells[at('EAN')] = '';
        return cells.join(';');
      }),
    ].join('\n');
    const body = multipartBody([{ field: 'file', filename: 'neu.csv', type: 'text/csv', bytes: file }]);
    const up = await t.inject({
      method: 'POST',
      url: '/api/v1/admin/imports',
      payload: body.payload,
      headers: { ...body.headers, ...staff },
    });
    expect(up.statusCode, up.body).toBe(202);
    const id = up.json().id as string;
    expect(await until(t.app, id, (s) => s.status === 'checked')).toMatchObject({ rows_total: ROWS });

    // Each product write takes a moment, so the stop falls between the first and the last chunk.
    await t.db.execute(
      sql.raw(`create function slow_import_row() returns trigger language plpgsql as $$
      begin perform pg_sleep(0.05); return new; end $$`),
    );
    await t.db.execute(
      sql.raw(
        `create trigger slow_import_row before insert on products for each row execute function slow_import_row()`,
      ),
    );

    expect(
      (await t.inject({ method: 'POST', url: `/api/v1/admin/imports/${id}/apply`, headers: staff })).statusCode,
    ).toBe(202);
    const moving = await until(t.app, id, (s) => s.status === 'applying' && s.rows_done >= 3);
    expect(moving.rows_done).toBeLessThan(ROWS);
    // The server stops: its job worker is cut off in the middle of the apply.
    await t.app.close();
    const cut = (
      await rows<{ status: string; rows_done: number }>(
        t.db,
        sql`select status, rows_done from product_imports where id = ${id}`,
      )
    )[0];
    const applied = (await stockOf()).length;
    // Never half-applied unnoticed: the import still says applying, and exactly the counted rows are in the catalogue.
    expect(cut.status).toBe('applying');
    expect(applied).toBeGreaterThan(0);
    expect(applied).toBeLessThan(ROWS);
    expect(cut.rows_done).toBe(applied);

    await t.db.execute(sql.raw('drop trigger slow_import_row on products'));
    // A new server on the same database takes the job up again.
    const next = await t.instance({ IMPORT_CHUNK_ROWS: '1' });
    await next.jobs.start();
    const end = await until(next, id, (s) => s.status === 'applied' || s.status === 'failed', 60_000);
    expect(end).toMatchObject({ status: 'applied', rows_done: ROWS, failure: null });
    const after = await stockOf();
    expect(after).toHaveLength(ROWS);
    expect(after.map((p) => p.stock)).toEqual(Array.from({ length: ROWS }, (_, i) => i + 1));
    const staged = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from product_import_rows where import_id = ${id}`,
    );
    expect(staged[0].n).toBe(0);
  }, 120_000);
});
