import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { seedCatalogFixture, type CatalogFixture } from '../catalog/catalog.fixtures.ts';
import { rows } from '../../db/raw.ts';

/** Product prices and the pricing preview read euro by the one strict parser (decision 151). */
type Auth = { authorization: string };
let t: TestContext;
let f: CatalogFixture;
let staff: { auth: Auth };
beforeAll(async () => {
  t = await createTestContext();
  f = await seedCatalogFixture(t.db);
  staff = await t.user('staff');
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown) =>
  t.inject({ method: 'POST', url: `/api/v1${url}`, headers: staff.auth, payload: payload as never });
let codes = 0;
const product = (price: unknown) => ({
  code: `EUR-${++codes}-${Date.now() % 100000}`,
  name: 'Kommode Euro',
  category_id: f.categories.couchtische.id,
  shop_id: f.shops.wohnwerk.id,
  brand_id: f.brands.casa.id,
  series_id: null,
  price,
  old_price: null,
  purchase_price: null,
  stock: 1,
  delivery_weeks: '6-8',
  best_seller: false,
  active: true,
  description: 'Eine Kommode.',
  attributes: { beschreibung: [], ausstatung: [] },
});
const productCount = async () => (await rows<{ n: number }>(t.db, sql`select count(*)::int as n from products`))[0]!.n;
const refused = ['0x10', '1e1', '0b11', 'Infinity', ' 12', '12 €', '12,505', '-5'];

describe('euro amounts of the catalogue administration', () => {
  it('a product price like "0x10", "1e1", " 12" or "12,505" is a German field error and no product is stored', async () => {
    const before = await productCount();
    let visited = 0;
    for (const price of refused) {
      const res = await post('/admin/products', product(price));
      expect(res.statusCode, price).toBe(422);
      expect(Object.keys(res.json().errors), price).toEqual(['price']);
      expect(res.json().errors.price[0], price).toMatch(/^Der Preis (muss|darf)/);
      visited++;
    }
    expect(visited).toBe(refused.length);
    expect(await productCount()).toBe(before);
  });

  it('"12,50", "12.50" and "1.234,56" are prices', async () => {
    const stored: number[] = [];
    for (const price of ['12,50', '12.50', '1.234,56']) {
      const res = await post('/admin/products', product(price));
      expect(res.statusCode, res.body).toBe(201);
      const got = await t.inject({
        method: 'GET',
        url: `/api/v1/admin/products/${res.json().id}`,
        headers: staff.auth,
      });
      stored.push(got.json().data.price);
    }
    expect(stored).toEqual([12.5, 12.5, 1234.56]);
  });

  it('the pricing preview refuses the same texts for the price and the purchase price', async () => {
    let visited = 0;
    for (const value of refused) {
      const res = await post('/admin/products/pricing', {
        postal_id: 1,
        imm_id: 1,
        price: value,
        purchase_price: value,
        cbm: 1,
        coli: 1,
      });
      expect(res.statusCode, value).toBe(422);
      expect(Object.keys(res.json().errors).sort(), value).toEqual(['price', 'purchase_price']);
      visited++;
    }
    expect(visited).toBe(refused.length);
  });
});
