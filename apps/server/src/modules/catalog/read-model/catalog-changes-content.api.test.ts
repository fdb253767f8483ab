import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { rows } from '../../../db/raw.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { seedCatalogFixture, type CatalogFixture } from '../catalog.fixtures.ts';
import { versionNow } from '../../../test/catalog-version-now.ts';

/**
 * Change rows say whether a product's content changed or only its price, stock or rating
 * (migration 0025, docs/decisions/146), and a look reads the latter as five numbers on top of
 * the loaded record. If the trigger called a content change "price only", the storefront would
 * keep showing the old text: every column the loader reads is changed here once. A change row
 * names one product, or all products of a statement that changed more (decision 185).
 */

let t: TestContext;
let f: CatalogFixture;

beforeAll(async () => {
  t = await createTestContext();
  f = await seedCatalogFixture(t.db);
  await t.app.catalog.current();
});
afterAll(() => t?.close());

class RolledBack extends Error {}

/** The products the change rows of the current transaction name, one entry per product and row. */
const CHANGED_NOW = sql`select p.product_id, c.content from catalog_changes c
  cross join lateral unnest(coalesce(c.product_ids, array[c.product_id])) as p(product_id)
  where c.xid = pg_current_xact_id() order by p.product_id, c.id`;

/** Runs `work` in a transaction rolled back afterwards. */
async function rolledBack(work: (tx: Tx) => Promise<void>) {
  await t.db
    .transaction(async (tx) => {
      await work(tx);
      throw new RolledBack();
    })
    .catch((err) => {
      if (!(err instanceof RolledBack)) throw err;
    });
}

/** The change rows an update of one product writes, in a transaction rolled back afterwards. */
async function changeRowsOf(set: SQL, id = f.ids.arco) {
  let found: { product_id: number; content: boolean }[] = [];
  await rolledBack(async (tx) => {
    await tx.execute(sql`update products set ${set} where id = ${id}`);
    found = await rows(tx, CHANGED_NOW);
  });
  return found;
}

/** Each column of products the read model loads besides price, stock and rating, with a change of it. */
const contentChanges: [string, SQL][] = [
  ['code', sql`code = code || '-X'`],
  ['name', sql`name = name || ' X'`],
  ['description', sql`description = description || ' x'`],
  ['category_id', sql`category_id = (select min(id) from categories where id <> products.category_id)`],
  ['brand_id', sql`brand_id = (select min(id) from brands where id is distinct from products.brand_id)`],
  ['shop_id', sql`shop_id = (select min(id) from shops where id <> products.shop_id)`],
  ['series_id', sql`series_id = (select min(id) from series where id is distinct from products.series_id)`],
  ['tax_rate', sql`tax_rate = case when tax_rate = 19 then 7 else 19 end`],
  ['delivery_weeks', sql`delivery_weeks = '9-10'`],
  ['best_seller', sql`best_seller = not best_seller`],
  ['is_light', sql`is_light = not is_light`],
  ['variant_group', sql`variant_group = coalesce(variant_group, '') || 'x'`],
  ['color_front', sql`color_front = coalesce(color_front, '') || 'x'`],
  ['color_body', sql`color_body = coalesce(color_body, '') || 'x'`],
  ['dimensions', sql`dimensions = coalesce(dimensions, '') || 'x'`],
  ['attributes', sql`attributes = '{"beschreibung":[],"ausstatung":["Neu"]}'::jsonb`],
  ['search_text (search_tsv)', sql`search_text = search_text || ' zusatzwort'`],
  ['active', sql`active = not active`],
];

/** Columns whose change leaves every text of the record as it was. */
const priceChanges: [string, SQL][] = [
  ['price_cents', sql`price_cents = price_cents + 100`],
  ['stock', sql`stock = stock + 1`],
  ['rating_avg, rating_count', sql`rating_avg = 4.5, rating_count = rating_count + 1`],
  ['old_price_cents (the reference price follows)', sql`old_price_cents = price_cents + 5000`],
  ['purchase_price_cents', sql`purchase_price_cents = 1234`],
  ['ean, cbm, kg, coli', sql`ean = '4006381333931', cbm = 1.5, kg = 20, coli = 2`],
];

describe('a change row says whether the content changed', () => {
  it('content for each column the read model loads besides price, stock and rating', async () => {
    let visited = 0;
    for (const [column, set] of contentChanges) {
      expect(await changeRowsOf(set), column).toEqual([{ product_id: f.ids.arco, content: true }]);
      visited++;
    }
    expect(visited).toBe(18);
  });

  it('price only for price, stock, rating and the columns the storefront does not show', async () => {
    let visited = 0;
    for (const [column, set] of priceChanges) {
      expect(await changeRowsOf(set), column).toEqual([{ product_id: f.ids.arco, content: false }]);
      visited++;
    }
    expect(visited).toBe(6);
  });

  it('each product of a statement with its own flag', async () => {
    const ids = [f.ids.arco, f.ids.torino];
    let found: { product_id: number; content: boolean }[] = [];
    await rolledBack(async (tx) => {
      await tx.execute(sql`update products set price_cents = price_cents + 1,
          name = case when id = ${f.ids.torino} then name || ' X' else name end
        where id in (${ids[0]}, ${ids[1]})`);
      found = await rows(tx, CHANGED_NOW);
    });
    expect(found).toEqual(
      [
        { product_id: f.ids.arco, content: false },
        { product_id: f.ids.torino, content: true },
      ].sort((x, y) => x.product_id - y.product_id),
    );
  });

  it('one change row per flag for a statement of many products: their ids, not a row each', async () => {
    let changeRows: { product_id: number | null; ids: number; content: boolean }[] = [];
    let products = 0;
    await rolledBack(async (tx) => {
      const [{ n }] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from products where active`);
      products = n;
      await tx.execute(sql`update products set stock = stock + 1, price_cents = price_cents + 1 where active`);
      await tx.execute(sql`update products set name = name || ' X' where id in (${f.ids.arco}, ${f.ids.torino})`);
      changeRows = await rows(
        tx,
        sql`select product_id, coalesce(cardinality(product_ids), 0)::int as ids, content from catalog_changes
            where xid = pg_current_xact_id() order by content`,
      );
    });
    expect(products).toBeGreaterThan(2);
    expect(changeRows).toEqual([
      { product_id: null, ids: products, content: false },
      { product_id: null, ids: 2, content: true },
    ]);
  });

  it('content columns set to the values they hold: price only; a content change between price updates: content', async () => {
    // Set, so compared, but unchanged: price only (a full import file whose texts are the catalogue's).
    const same = sql`name = name, description = description, attributes = attributes, stock = stock + 1`;
    expect(await changeRowsOf(same)).toEqual([{ product_id: f.ids.arco, content: false }]);
    let found: { product_id: number; content: boolean }[] = [];
    await rolledBack(async (tx) => {
      await tx.execute(sql`update products set stock = stock + 1 where id = ${f.ids.arco}`);
      await tx.execute(sql`update products set name = name || ' Y' where id = ${f.ids.arco}`);
      await tx.execute(sql`update products set stock = stock + 1 where id = ${f.ids.arco}`);
      found = await rows(tx, CHANGED_NOW);
    });
    expect(found).toEqual([
      { product_id: f.ids.arco, content: false },
      { product_id: f.ids.arco, content: true },
      { product_id: f.ids.arco, content: false },
    ]);
  });
});

const page = async (id: number) =>
  (await t.inject({ method: 'GET', url: `/api/v1/product/${id}` })).json().data as {
    price: number;
    product_shop: { product: { name: string; description: string; stock: number } };
  };

describe('a look reads a price-only change on top of the loaded record', () => {
  it('the new price and stock on the page and in the list, the texts kept; a content change loads the product whole', async () => {
    const model = t.app.catalog;
    const id = f.ids.valencia;
    const before = await page(id);
    const stats = { ...model.stats };

    await t.db.execute(sql`update products set price_cents = 12345, stock = stock + 3 where id = ${id}`);
    await model.atLeast(await versionNow(t.db));
    expect(model.stats.repricedProducts).toBe(stats.repricedProducts + 1);
    const repriced = await page(id);
    expect(repriced.price).toBe(123.45);
    expect(repriced.product_shop.product.stock).toBe(before.product_shop.product.stock + 3);
    expect(repriced.product_shop.product.description).toBe(before.product_shop.product.description);
    expect(repriced.product_shop.product.name).toBe(before.product_shop.product.name);
    const list = (await t.inject({ method: 'GET', url: '/api/v1/products?q=WW-BB-180' })).json().data as {
      id: number;
      price: number;
    }[];
    expect(list.find((c) => c.id === id)?.price).toBe(123.45);

    // A price and a description change of one product in one look (one transaction): loaded whole, both shown.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`update products set price_cents = 11111 where id = ${id}`);
      await tx.execute(sql`update products set description = 'Neu beschrieben.' where id = ${id}`);
    });
    await model.atLeast(await versionNow(t.db));
    expect(model.stats.repricedProducts).toBe(stats.repricedProducts + 1);
    const both = await page(id);
    expect(both.price).toBe(111.11);
    expect(both.product_shop.product.description).toBe('Neu beschrieben.');
  });

  it('a price-only change of a product deactivated in the same look: gone', async () => {
    const model = t.app.catalog;
    const id = f.ids.lima3;
    expect((await t.inject({ method: 'GET', url: `/api/v1/product/${id}` })).statusCode).toBe(200);
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`update products set active = false where id = ${id}`);
      await tx.execute(sql`update products set price_cents = price_cents + 1 where id = ${id}`);
    });
    await model.atLeast(await versionNow(t.db));
    expect((await t.inject({ method: 'GET', url: `/api/v1/product/${id}` })).statusCode).toBe(404);
  });
});
