import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { buttonClicks } from '../../db/schema/button-clicks.ts';
import { seedCatalogFixture, type CatalogFixture } from '../catalog/catalog.fixtures.ts';

let t: TestContext;
let f: CatalogFixture;
beforeAll(async () => {
  t = await createTestContext();
  f = await seedCatalogFixture(t.db);
});
afterAll(() => t.close());

type Auth = { authorization: string };
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, opts: { auth?: Auth; payload?: unknown } = {}) =>
  t.inject({ method, url: `/api/v1${url}`, headers: opts.auth ?? {}, payload: opts.payload as never });

describe('button clicks', () => {
  it('stores a click with 202 and refuses unknown buttons', async () => {
    const u = await t.user('customer');
    const res = await api('POST', '/button-click', { payload: { product_id: f.ids.arco, button: 'ADD_TO_CART' } });
    expect(res.statusCode).toBe(202);
    await api('POST', '/button-click', {
      auth: u.auth,
      payload: { product_id: f.ids.arco, button: 'ADD_TO_WISHLIST' },
    });
    const rows = await t.db
      .select({ button: buttonClicks.button, userId: buttonClicks.userId })
      .from(buttonClicks)
      .where(eq(buttonClicks.productId, f.ids.arco));
    expect(rows).toEqual([
      { button: 'ADD_TO_CART', userId: null },
      { button: 'ADD_TO_WISHLIST', userId: u.id },
    ]);

    const bad = await api('POST', '/button-click', { payload: { product_id: f.ids.arco, button: 'BUY' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.button).toEqual(['Unbekannte Schaltfläche. Erlaubt sind: ADD_TO_CART, ADD_TO_WISHLIST.']);
    expect(
      (await api('POST', '/button-click', { payload: { product_id: 'x', button: 'ADD_TO_CART' } })).statusCode,
    ).toBe(422);
  });
});
