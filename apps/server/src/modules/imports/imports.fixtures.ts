import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { products } from '../../db/schema/catalog.ts';
import { postMultipart } from '../../test/multipart.ts';
import type { TestContext } from '../../test/test-app.ts';

/**
 * The steps the import tests take as staff: upload a file, wait for the check, apply it, and look
 * at the products. `session` is read at each call, since the tests sign in in their beforeAll.
 */
export function importSteps(session: () => { t: TestContext; staff: { authorization: string } }) {
  const post = (bytes: Buffer | string, filename = 'artikel.csv') => {
    const { t, staff } = session();
    return postMultipart(t, '/api/v1/admin/imports', [{ field: 'file', filename, bytes }], staff);
  };
  const upload = async (bytes: Buffer | string, filename = 'artikel.csv') => {
    const res = await post(bytes, filename);
    expect(res.statusCode, res.body).toBe(202);
    return res.json().id as string;
  };
  /** Polls the import until it reaches one of `statuses` (30 s at most). */
  const waitFor = async (id: string, statuses: string[]) => {
    const { t, staff } = session();
    for (let i = 0; i < 300; i++) {
      const res = await t.inject({ method: 'GET', url: `/api/v1/admin/imports/${id}`, headers: staff });
      const body = res.json();
      if (statuses.includes(body.status)) return body;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`import ${id} never reached ${statuses.join('/')}`);
  };
  const apply = async (id: string) => {
    const { t, staff } = session();
    const res = await t.inject({ method: 'POST', url: `/api/v1/admin/imports/${id}/apply`, headers: staff });
    expect(res.statusCode).toBe(202);
    return waitFor(id, ['applied', 'failed']);
  };
  const exportCsv = async () => {
    const { t, staff } = session();
    const res = await t.inject({ method: 'GET', url: '/api/v1/admin/products/export?format=csv', headers: staff });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const product = async (code: string) =>
    (await session().t.db.select().from(products).where(eq(products.code, code)))[0];
  const productCount = async () =>
    (
      (await session().t.db.execute(sql`select count(*)::int as n from products`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0].n;
  return { post, upload, waitFor, apply, exportCsv, product, productCount };
}
