import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TestContext } from '../../test/test-app.ts';
import { startTwoCatalogInstances } from '../../test/two-catalog-instances.ts';
import { msUntil } from '../../test/ms-until.ts';
import type { CatalogFixture } from '../catalog/catalog.fixtures.ts';
import { rows } from '../../db/raw.ts';

/**
 * German price law (PAngV §11, Omnibus Art. 6a): an announced reduction refers to the lowest
 * price of the 30 days before it began. The history is written by a trigger, so plain SQL
 * counts as much as the admin form; the storefront (both instances) shows the reference.
 */

let t: TestContext;
let f: CatalogFixture;
let a: FastifyInstance;
let b: FastifyInstance;
let staff: { auth: { authorization: string } };

beforeAll(async () => {
  ({ t, f, a, b } = await startTwoCatalogInstances());
  staff = await t.user('staff');
});
afterAll(() => t?.close());

const detail = async (app: FastifyInstance, id: number) =>
  (await app.inject({ method: 'GET', url: `/api/v1/product/${id}` })).json().data as {
    price: number;
    old_price: number | null;
    lowest_price_30_days: number | null;
  };
const saleIds = async (app: FastifyInstance) =>
  ((await app.inject({ method: 'GET', url: '/api/v1/sale-products' })).json().data as { id: number }[]).map(
    (p) => p.id,
  );

/** Replaces a product's price history by prices that began the given number of days ago, then sets price and old price. */
async function withHistory(
  id: number,
  prices: [daysAgo: number, euro: number][],
  now: { price: number; old: number | null },
) {
  await t.db.execute(sql`delete from product_price_history where product_id = ${id}`);
  for (const [days, euro] of prices)
    await t.db.execute(sql`insert into product_price_history (product_id, price_cents, valid_from)
      values (${id}, ${Math.round(euro * 100)}, now() - make_interval(days => ${days}))`);
  await t.db.execute(
    sql`update products set price_cents = ${Math.round(now.price * 100)}, old_price_cents = ${now.old === null ? null : Math.round(now.old * 100)} where id = ${id}`,
  );
}
const reference = async (id: number) =>
  (
    await rows<{ r: number | null }>(t.db, sql`select lowest_price_30_days_cents as r from products where id = ${id}`)
  )[0]!.r;

describe('the reference price of a reduction', () => {
  it('is the price of the 30 days before the reduction began', async () => {
    const id = f.ids.torino;
    await withHistory(id, [[90, 999]], { price: 799, old: 999 });
    expect(await reference(id)).toBe(99900);
    // The history gained today's reduced price.
    const history = await rows<{ price_cents: number }>(
      t.db,
      sql`select price_cents from product_price_history where product_id = ${id} order by valid_from`,
    );
    expect(history.map((h) => h.price_cents)).toEqual([99900, 79900]);
  });

  it('is lowered by an earlier sale inside the 30 days', async () => {
    const id = f.ids.arco;
    // 249 for months, on sale at 179 from 20 to 10 days ago, back to 249, now reduced to 199 "statt 249".
    await withHistory(
      id,
      [
        [120, 249],
        [20, 179],
        [10, 249],
      ],
      { price: 199, old: 249 },
    );
    expect(await reference(id)).toBeNull(); // 179 lies below 199: no reduction may be announced
    await withHistory(
      id,
      [
        [120, 249],
        [20, 219],
        [10, 249],
      ],
      { price: 199, old: 249 },
    );
    expect(await reference(id)).toBe(21900);
  });

  it('counts the price in effect when the window opened, not older ones', async () => {
    const id = f.ids.valencia;
    await withHistory(
      id,
      [
        [200, 99],
        [60, 599],
      ],
      { price: 499, old: 799 },
    );
    // 99 ended 60 days ago; the 30 days before today saw only 599; the old price 799 is above it.
    expect(await reference(id)).toBe(59900);
  });

  it('keeps the reference when only the old price is edited later', async () => {
    const id = f.ids.valencia;
    await t.db.execute(sql`update products set old_price_cents = 89900 where id = ${id}`);
    expect(await reference(id)).toBe(59900);
    await t.db.execute(sql`update products set old_price_cents = 55000 where id = ${id}`);
    expect(await reference(id)).toBe(55000);
    await t.db.execute(sql`update products set old_price_cents = null where id = ${id}`);
    expect(await reference(id)).toBeNull();
  });

  it('a stock change leaves the history alone', async () => {
    const id = f.ids.torino;
    const count = async () =>
      (
        await rows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from product_price_history where product_id = ${id}`,
        )
      )[0]!.n;
    const before = await count();
    await t.db.execute(sql`update products set stock = stock + 1 where id = ${id}`);
    expect(await count()).toBe(before);
  });
});

describe('the storefront announces reductions against the reference, on every instance', () => {
  it('shows the 30-day lowest price as the struck-out price and lowest_price_30_days, within a second', async () => {
    const id = f.ids.limaTisch;
    await withHistory(
      id,
      [
        [100, 400],
        [25, 350],
      ],
      { price: 300, old: 400 },
    );
    const ms = await msUntil(async () => (await detail(b, id)).old_price === 350);
    expect(ms).toBeLessThan(1000);
    expect(await detail(b, id)).toMatchObject({ price: 300, old_price: 350, lowest_price_30_days: 350 });
    expect(await saleIds(b)).toContain(id);
  });

  it('list cards (Sale list, search, similar products) carry the reference as lowest_price_30_days with the struck-out price', async () => {
    const id = f.ids.limaTisch;
    type Card = { id: number; price: number; old_price: number | null; lowest_price_30_days: number | null };
    const cards = async (url: string) => (await b.inject({ method: 'GET', url })).json().data as Card[];
    const sale = await cards('/api/v1/sale-products');
    expect(sale.find((c) => c.id === id)).toMatchObject({ price: 300, old_price: 350, lowest_price_30_days: 350 });
    // Every card on the Sale list announces a reduction, so every one names its reference.
    expect(sale.length).toBeGreaterThan(0);
    for (const c of sale) expect(c.lowest_price_30_days, `product ${c.id}`).toBe(c.old_price);
    const name = (await b.inject({ method: 'GET', url: `/api/v1/product/${id}` })).json().data.product_shop.product
      .name as string;
    const found = await cards(`/api/v1/search?q=${encodeURIComponent(name)}`);
    expect(found.find((c) => c.id === id)).toMatchObject({ old_price: 350, lowest_price_30_days: 350 });
    // A card without a reduction names none (the SQL path of similar products as well).
    const similar = await cards(`/api/v1/similar-products/${id}`);
    expect(similar.length).toBeGreaterThan(0);
    for (const c of similar) expect(c.lowest_price_30_days, `product ${c.id}`).toBe(c.old_price);
  });

  it('drops a product from the Sale list when its reference is not above the price', async () => {
    const id = f.ids.limaTisch;
    await withHistory(
      id,
      [
        [100, 400],
        [25, 280],
        [15, 400],
      ],
      { price: 299, old: 400 },
    );
    expect(await msUntil(async () => (await detail(b, id)).old_price === null)).toBeLessThan(1000);
    expect((await detail(b, id)).lowest_price_30_days).toBeNull();
    expect(await saleIds(b)).not.toContain(id);
  });

  it('a price changed in the admin form is seen by the other instance within a second, with its reference', async () => {
    const id = f.ids.torino;
    const form = (await a.inject({ method: 'GET', url: `/api/v1/admin/products/${id}`, headers: staff.auth })).json()
      .data;
    const res = await a.inject({
      method: 'PUT',
      url: `/api/v1/admin/products/${id}`,
      headers: staff.auth,
      payload: { ...form, price: 749, old_price: 999 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.lowest_price_30_days).toBe(799);
    const ms = await msUntil(async () => (await detail(b, id)).price === 749);
    expect(ms).toBeLessThan(1000);
    // 799 was the price since this file's first test (today): the lowest of the 30 days before.
    expect(await detail(b, id)).toMatchObject({ price: 749, old_price: 799, lowest_price_30_days: 799 });
  });
});
