import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOREIGN_SHOP, UNKNOWN_LIGHT } from '@wohnwerk/contract/admin-catalog';
import { rows } from '../../db/raw.ts';
import type { TestContext } from '../../test/test-app.ts';
import type { CatalogFixture } from '../catalog/catalog.fixtures.ts';
import { sellerProductsFixture } from './seller-products.fixtures.ts';

let t: TestContext;
let f: CatalogFixture;
let staff: { authorization: string };
let a: Awaited<ReturnType<typeof sellerProductsFixture>>['a'];
let b: Awaited<ReturnType<typeof sellerProductsFixture>>['b'];
let nordholz: Awaited<ReturnType<typeof sellerProductsFixture>>['nordholz'];

beforeAll(async () => {
  ({ t, f, staff, a, b, nordholz } = await sellerProductsFixture());
});
afterAll(() => t?.close());

/** A product body as the staff form sends it, in seller A's shop Möbel Direkt. */
const body = (over: Record<string, unknown> = {}) => ({
  code: 'MD-NEU-1',
  name: 'Couchtisch Direkt Eiche',
  category_id: f.categories.couchtische.id,
  shop_id: f.shops.direkt.id,
  brand_id: f.brands.holzkunst.id,
  series_id: null,
  price: '249,99',
  old_price: '',
  purchase_price: '120',
  stock: '4',
  delivery_weeks: '2-3',
  active: true,
  description: 'Eiche massiv.',
  tax: 19,
  ...over,
});
const productCount = async () => (await rows<{ n: number }>(t.db, sql`select count(*)::int as n from products`))[0]!.n;
const history = async (id: number) =>
  (await t.inject({ method: 'GET', url: `/api/v1/admin/products/${id}/history`, headers: staff })).json().data as {
    changes: { field: string; before: string | null; after: string | null; user_id: number | null; source: string }[];
    prices: { price: number; old_price: number | null }[];
  };

describe("a seller's products", () => {
  it("lists only the products of their own shops, with the staff list's search and paging", async () => {
    const [{ n }] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from products where shop_id = ${f.shops.direkt.id} and deleted_at is null`,
    );
    expect(n).toBe(21);
    const first = await t.inject({ method: 'GET', url: '/api/v1/seller/products', headers: a.auth });
    expect(first.statusCode, first.body).toBe(200);
    const list = first.json();
    expect(list.meta).toEqual({ current_page: 1, last_page: 1, total: n, per_page: 25 });
    expect(new Set(list.data.map((p: { shop_id: number }) => p.shop_id))).toEqual(new Set([f.shops.direkt.id]));

    const searched = (
      await t.inject({ method: 'GET', url: '/api/v1/seller/products?q=bergen&sort=code', headers: a.auth })
    ).json();
    expect(searched.meta.total).toBe(20);
    expect(searched.data[0].code).toBe('WW-CTB-001');
    // Wohnwerk's and seller B's products are not found, whatever the filter says.
    for (const url of [`/api/v1/seller/products?shop=${f.shops.wohnwerk.id}`, '/api/v1/seller/products?q=NH-001'])
      expect((await t.inject({ method: 'GET', url, headers: a.auth })).json().meta.total, url).toBe(0);
    const ofB = (await t.inject({ method: 'GET', url: '/api/v1/seller/products', headers: b.auth })).json();
    expect(ofB.data.map((p: { code: string }) => p.code)).toEqual(['NH-001']);
  });

  it('offers only their own shops in the form, beside every category, brand and series', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/v1/seller/product-options', headers: a.auth });
    expect(res.statusCode).toBe(200);
    const options = res.json().data;
    expect(options.shops).toEqual([{ id: f.shops.direkt.id, name: 'Möbel Direkt' }]);
    expect(options.categories.map((c: { id: number }) => c.id)).toContain(f.categories.couchtische.id);
    expect(options.brands).toHaveLength(3);
    expect(options.series.map((s: { name: string }) => s.name)).toEqual(['Lima', 'Nordic']);
  });

  it('creates a product in their shop through the staff checks, recorded with the seller user; never a bestseller', async () => {
    const invalid = await t.inject({
      method: 'POST',
      url: '/api/v1/seller/products',
      headers: a.auth,
      payload: body({ price: '12,3,4', old_price: '1' }),
    });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['price']);

    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/seller/products',
      headers: a.auth,
      payload: body({ best_seller: true }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    const got = await t.inject({ method: 'GET', url: `/api/v1/seller/products/${id}`, headers: a.auth });
    expect(got.json().data).toMatchObject({
      code: 'MD-NEU-1',
      price: 249.99,
      shop_id: f.shops.direkt.id,
      best_seller: false,
    });
    const h = await history(id);
    expect(h.changes.find((c) => c.field === 'price')).toMatchObject({
      after: '249.99',
      user_id: a.id,
      source: 'staff',
    });
    expect(h.changes.some((c) => c.field === 'best_seller' && c.after === 'true')).toBe(false);
    expect(h.prices).toEqual([expect.objectContaining({ price: 249.99, old_price: null })]);
  });

  it("refuses a shop that is not theirs with 422 on shop_id and stores nothing (Wohnwerk's, another seller's)", async () => {
    const before = await productCount();
    let visited = 0;
    for (const shopId of [f.shops.wohnwerk.id, nordholz.shopId]) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/v1/seller/products',
        headers: a.auth,
        payload: body({ code: `MD-FREMD-${shopId}`, shop_id: shopId }),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ shop_id: [FOREIGN_SHOP] });
      visited++;
    }
    expect(visited).toBe(2);
    // Lights of another shop are no offer of theirs either.
    const light = await t.inject({
      method: 'POST',
      url: '/api/v1/seller/products',
      headers: a.auth,
      payload: body({ code: 'MD-LICHT', lightning: [f.ids.led2] }),
    });
    expect(light.statusCode).toBe(422);
    expect(light.json().errors).toEqual({ lightning: [UNKNOWN_LIGHT] });
    expect(await productCount()).toBe(before);
  });

  it("answers 404 on another seller's and Wohnwerk's products, reading or writing, and changes nothing", async () => {
    const foreign = [nordholz.productId, f.ids.torino, f.ids.lima181];
    let visited = 0;
    for (const id of foreign) {
      const get = await t.inject({ method: 'GET', url: `/api/v1/seller/products/${id}`, headers: a.auth });
      expect(get.statusCode).toBe(404);
      const put = await t.inject({
        method: 'PUT',
        url: `/api/v1/seller/products/${id}`,
        headers: a.auth,
        payload: body({ code: `X-${id}`, price: '1' }),
      });
      expect(put.statusCode).toBe(404);
      visited++;
    }
    expect(visited).toBe(3);
    const [torino] = await rows<{ price_cents: number; code: string }>(
      t.db,
      sql`select price_cents, code from products where id = ${f.ids.torino}`,
    );
    expect(torino).toEqual({ price_cents: 89999, code: 'WW-SOF-005' });
    // Seller B reads their own product; seller A's is theirs no more than Wohnwerk's.
    expect(
      (await t.inject({ method: 'GET', url: `/api/v1/seller/products/${nordholz.productId}`, headers: b.auth }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.inject({ method: 'GET', url: `/api/v1/seller/products/${f.ids.lima2}`, headers: b.auth })).statusCode,
    ).toBe(404);
  });

  it('edits their product: every change recorded with the seller user; moving it to a foreign shop is refused', async () => {
    const id = f.ids.bergen1;
    // Staff made it a bestseller: the seller's body cannot take that back.
    await t.db.execute(sql`update products set best_seller = true where id = ${id}`);
    const current = (await t.inject({ method: 'GET', url: `/api/v1/seller/products/${id}`, headers: a.auth })).json()
      .data;
    const { id: _id, created_at, lowest_price_30_days, ordered, pdf_file, images, ...form } = current;
    const moved = await t.inject({
      method: 'PUT',
      url: `/api/v1/seller/products/${id}`,
      headers: a.auth,
      payload: { ...form, shop_id: f.shops.wohnwerk.id, stock: 99 },
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual({ shop_id: [FOREIGN_SHOP] });

    const res = await t.inject({
      method: 'PUT',
      url: `/api/v1/seller/products/${id}`,
      headers: a.auth,
      payload: { ...form, stock: 12, name: 'Couchtisch Bergen Eiche', best_seller: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      stock: 12,
      name: 'Couchtisch Bergen Eiche',
      best_seller: true,
      shop_id: f.shops.direkt.id,
    });
    const changes = (await history(id)).changes;
    expect(
      changes
        .filter((c) => c.user_id === a.id)
        .map((c) => c.field)
        .sort(),
    ).toEqual(['name', 'stock']);
  });

  it('keeps the PAngV reference price: a cut refers to the lowest price of the 30 days before', async () => {
    const id = f.ids.bergen2;
    // 199 for months, 169 from 20 to 10 days ago, back at 199 since: the seller now cuts to 149 "statt 199".
    await t.db.execute(sql`delete from product_price_history where product_id = ${id}`);
    for (const [days, cents] of [
      [90, 19900],
      [20, 16900],
      [10, 19900],
    ])
      await t.db.execute(sql`insert into product_price_history (product_id, price_cents, valid_from)
        values (${id}, ${cents}, now() - make_interval(days => ${days}))`);
    await t.db.execute(sql`update products set price_cents = 19900, old_price_cents = null where id = ${id}`);
    const current = (await t.inject({ method: 'GET', url: `/api/v1/seller/products/${id}`, headers: a.auth })).json()
      .data;
    const { id: _id, created_at, lowest_price_30_days, ordered, pdf_file, images, ...form } = current;
    const res = await t.inject({
      method: 'PUT',
      url: `/api/v1/seller/products/${id}`,
      headers: a.auth,
      payload: { ...form, price: '149', old_price: '199' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ price: 149, old_price: 199, lowest_price_30_days: 169 });
    const h = await history(id);
    expect(h.prices[0]).toMatchObject({ price: 149, old_price: 199 });
    expect(h.changes.find((c) => c.field === 'price')).toMatchObject({ before: '199', after: '149', user_id: a.id });
  });
});
