import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import type { TestContext } from '../../../test/test-app.ts';
import { startTwoCatalogInstances } from '../../../test/two-catalog-instances.ts';
import { msUntil } from '../../../test/ms-until.ts';
import type { CatalogFixture } from '../catalog.fixtures.ts';

/**
 * PostgreSQL only (npm run test:pg; vitest.config.ts includes *.pg-test.ts when DATABASE_URL is
 * set): a transaction left open while later ones commit needs two connections at once, and PGlite
 * has one. Two instances on one database as in catalog-freshness.api.test.ts (decision 015).
 */

let t: TestContext;
let f: CatalogFixture;
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  ({ t, f, a, b } = await startTwoCatalogInstances());
});
afterAll(() => t?.close());

const product = async (app: FastifyInstance, id: number) => app.inject({ method: 'GET', url: `/api/v1/product/${id}` });

describe('a change committed late', () => {
  it('a transaction that commits after later ones, with an older transaction id, is still applied', async () => {
    const late = new pg.Client({ connectionString: t.database.url });
    await late.connect();
    try {
      const [x, y] = [f.ids.lima181, f.ids.lima226];
      await late.query('begin');
      await late.query('update products set price_cents = 18181 where id = $1', [x]);
      // A later transaction commits and is seen while the first is still open.
      await a.db.execute(sql`update products set price_cents = 22622 where id = ${y}`);
      await msUntil(async () => (await product(b, y)).json().data.price === 226.22);
      await late.query('commit');
      const ms = await msUntil(async () => (await product(b, x)).json().data.price === 181.81);
      expect(ms).toBeLessThan(1000);
    } finally {
      await late.end();
    }
  });
});
