import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE } from '@wohnwerk/contract/catalog';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import type { Db } from '../../../db/client.ts';
import { seedCatalogFixture, type CatalogFixture } from '../catalog.fixtures.ts';
import { toTsquery, type ListingFilter, type ListingOrder } from '../catalog.queries.ts';
import { searchTerms, tsqueryText } from '../catalog.search.ts';
import { CatalogReadModel } from './catalog-read-model.ts';
import { loadProducts } from './catalog-loader.ts';
import { listingFilter, listingRow, productPageRow } from '../../../test/catalog-rows.ts';
import { VERSION_HEADER } from './catalog-version.ts';
import { rows } from '../../../db/raw.ts';
import { versionNow } from '../../../test/catalog-version-now.ts';

/**
 * The read model against PostgreSQL: every list the snapshot answers equals the one a plain
 * SQL statement answers over the same rows, and writes done straight in the database (no
 * request) reach the API as the freshness rules promise: a read that sends the catalogue
 * version taken after a write shows it (docs/decisions/016). Reads here all send the version
 * of the moment they are made, as a visitor's browser does after its own write.
 */

let t: TestContext;
let f: CatalogFixture;

type Item = { id: number; name: string; price: number; old_price: number | null; product_image: string | null };
type ListBody = { data: Item[]; meta: { total: number } };

const get = async (url: string) =>
  t.inject({ method: 'GET', url: `/api/v1${url}`, headers: { [VERSION_HEADER]: await versionNow(t.db) } });
const list = async (url: string, ctx: TestContext = t): Promise<ListBody> => {
  const res = await ctx.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: { [VERSION_HEADER]: await versionNow(ctx.db) },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as ListBody;
};
const ids = (items: { id: number }[]) => items.map((i) => i.id);

/** Copies a product row with a new code (and other columns overridden); answers the new id. */
async function copyProduct(
  db: Db,
  fromId: number,
  set: {
    code: string;
    name?: string;
    price_cents?: number;
    old_price_cents?: number | null;
    best_seller?: boolean;
    brand_id?: number | null;
    search_text?: string;
  },
): Promise<number> {
  const v = (column: keyof typeof set, fallback: string): SQL =>
    column in set ? sql`${set[column]}` : sql.raw(fallback);
  const [row] = await rows<{ id: number }>(
    db,
    sql`insert into products (code, name, description, category_id, brand_id, shop_id, series_id, price_cents, old_price_cents,
          tax_rate, stock, delivery_weeks, best_seller, is_light, variant_group, color_front, color_body, dimensions, attributes,
          active, search_text)
        select ${set.code}, ${v('name', 'name')}, description, category_id, ${v('brand_id', 'brand_id')}, shop_id, series_id,
          ${v('price_cents', 'price_cents')}, ${v('old_price_cents', 'old_price_cents')}, tax_rate, stock, delivery_weeks,
          ${v('best_seller', 'best_seller')}, is_light, variant_group, color_front, color_body, dimensions, attributes, true,
          ${v('search_text', 'search_text')}
        from products where id = ${fromId}
        returning id`,
  );
  return row.id;
}

beforeAll(async () => {
  t = await createTestContext();
  f = await seedCatalogFixture(t.db);
  // Ties and byte-order cases the fixture lacks: same price, same name, lower case, umlauts, no brand.
  await copyProduct(t.db, f.ids.arco, { code: 'RM-ARCO-TWIN', best_seller: true }); // same name and price as arco
  await copyProduct(t.db, f.ids.arco, {
    code: 'RM-AEPFEL',
    name: 'Äpfelregal Zeta',
    brand_id: null,
    search_text: 'äpfelregal zeta couchtisch',
  });
  await copyProduct(t.db, f.ids.arco, {
    code: 'RM-LOWER',
    name: 'couchtisch klein',
    price_cents: 24999,
    search_text: 'couchtisch klein',
  });
  await copyProduct(t.db, f.ids.lima2, {
    code: 'RM-SOFA-EQ',
    name: 'Sofa Lima Gleichpreis',
    old_price_cents: 59999,
    search_text: 'sofa lima gleichpreis',
  });
  await copyProduct(t.db, f.ids.lima2, {
    code: 'RM-SOFA-ZZ',
    name: 'Zofa Sonderposten',
    price_cents: 59999,
    old_price_cents: 99999,
    best_seller: true,
    search_text: 'zofa sonderposten sofa',
  });
  await t.app.catalog.current();
});
afterAll(() => t?.close());

// ---------------------------------------------------------------------------------------
// Parity with SQL
// ---------------------------------------------------------------------------------------

interface Search {
  text: string;
  tsquery: string | null;
  codes: string[];
  /** to_tsquery of each word on its own, for the relevance score (null: a stop word). */
  groups: (string | null)[];
}

async function prepareSearch(text: string): Promise<Search> {
  const terms = searchTerms(text)!;
  const groups = await Promise.all(terms.words.map((w) => toTsquery(t.db, tsqueryText([[w]]))));
  return { text, tsquery: await toTsquery(t.db, terms.tsqueryText), codes: terms.codes, groups };
}

const orderSql: Record<ListingOrder, SQL | null> = {
  'price-asc': sql`p.price_cents, p.id`,
  'price-desc': sql`p.price_cents desc, p.id desc`,
  'name-asc': sql`p.name collate "C", p.id`,
  'name-desc': sql`p.name collate "C" desc, p.id desc`,
  default: sql`p.best_seller desc, p.id desc`,
  relevance: null,
};

/** Every id of the list in each order, by one plain statement over the products table. */
async function referenceAll(filter: ListingFilter, search: Search | null): Promise<Record<ListingOrder, number[]>> {
  const conds: SQL[] = [sql`p.active`];
  if (filter.categorySlug !== undefined)
    conds.push(sql`p.category_id in (with recursive t(id) as (select c.id from categories c where c.slug = ${filter.categorySlug}
      union select c.id from categories c join t on c.parent_id = t.id) select id from t)`);
  else if (filter.categoryIds) conds.push(sql`p.category_id = any(${sql.param(filter.categoryIds)}::int[])`);
  if (filter.sale) conds.push(sql`p.lowest_price_30_days_cents is not null`);
  if (filter.brandIds.length) conds.push(sql`p.brand_id = any(${sql.param(filter.brandIds)}::int[])`);
  if (filter.minCents !== undefined) conds.push(sql`p.price_cents >= ${filter.minCents}::int`);
  if (filter.maxCents !== undefined) conds.push(sql`p.price_cents <= ${filter.maxCents}::int`);
  const orders = { ...orderSql };
  if (search) {
    const any: SQL[] = [];
    if (search.tsquery) any.push(sql`p.search_tsv @@ ${search.tsquery}::tsquery`);
    if (search.codes.length) any.push(sql`p.code = any(${sql.param(search.codes)}::text[])`);
    conds.push(any.length ? sql`(${sql.join(any, sql` or `)})` : sql`false`);
    // Relevance: a word found in the name scores 3, elsewhere 1; the words' scores add up; an exact code ranks first.
    const groups = search.groups.filter((g): g is string => g !== null);
    const score = groups.length
      ? sql.join(
          groups.map((g) => sql`(case when to_tsvector('german', p.name) @@ ${g}::tsquery then 3 else 1 end)`),
          sql` + `,
        )
      : sql`0`;
    orders.relevance = sql`(p.code = any(${sql.param(search.codes)}::text[])) desc, (${score})::int desc, p.best_seller desc, p.id desc`;
  }
  const names = (Object.keys(orders) as ListingOrder[]).filter((o) => orders[o]);
  const [row] = await rows<Record<string, number[] | null>>(
    t.db,
    sql`select ${sql.join(
      names.map((o) => sql`array_agg(p.id order by ${orders[o]}) as ${sql.identifier(o)}`),
      sql`, `,
    )} from products p where ${sql.join(conds, sql` and `)}`,
  );
  return Object.fromEntries(names.map((o) => [o, row[o] ?? []])) as Record<ListingOrder, number[]>;
}

/** Every id of the list in order (see referenceAll). */
async function reference(filter: ListingFilter, order: ListingOrder, search: Search | null): Promise<number[]> {
  return (await referenceAll(filter, search))[order];
}

/** The snapshot answers every page of the list in each order as the reference does. */
async function expectParity(filter: ListingFilter, orders: readonly ListingOrder[], search: Search | null = null) {
  const expected = await referenceAll(filter, search);
  const { snapshot } = await t.app.catalog.current();
  for (const order of orders) {
    const all = expected[order];
    const label = JSON.stringify({ ...filter, search: search?.text, order });
    const offsets = [
      ...new Set([
        0,
        1,
        PAGE_SIZE - 1,
        PAGE_SIZE,
        2 * PAGE_SIZE,
        Math.max(0, all.length - 1),
        all.length,
        all.length + 7,
        1_000_000,
      ]),
    ];
    for (const limit of [PAGE_SIZE, 1, 5, 1000]) {
      for (const offset of offsets) {
        const page = snapshot.page(filter, order, offset, limit);
        const got = { ids: page.positions.map((p) => listingRow(snapshot, p).id), total: page.total };
        expect(got, `${label} offset ${offset} limit ${limit}`).toEqual({
          ids: all.slice(offset, offset + limit),
          total: all.length,
        });
      }
    }
  }
}

const ORDERS = ['price-asc', 'price-desc', 'name-asc', 'name-desc', 'default'] as const;
describe('snapshot.page equals SQL', () => {
  it('for every order over category slugs (parent, leaf, unknown), sale, brands and price bounds', async () => {
    const slugs = [undefined, 'wohnzimmer', 'schlafzimmer', 'couchtische', 'sofas', 'gibt-es-nicht'];
    const brandSets = [[], [f.brands.casa.id], [f.brands.casa.id, f.brands.holzkunst.id], [999_999]];
    const bounds: [number | undefined, number | undefined][] = [
      [undefined, undefined],
      [20_000, undefined],
      [undefined, 59_999],
      [19_999, 80_000],
      [59_999, 59_999],
      [90_000, 10_000],
    ];
    for (const categorySlug of slugs)
      for (const sale of [false, true])
        for (const brandIds of brandSets)
          for (const [minCents, maxCents] of bounds)
            await expectParity(listingFilter({ categorySlug, sale, brandIds, minCents, maxCents }), ORDERS);
  });

  it('for explicit category ids, including an empty list and duplicates', async () => {
    const c = f.categories;
    for (const categoryIds of [[c.sofas.id, c.betten.id], [c.couchtische.id, c.couchtische.id], [], [999_999]])
      for (const brandIds of [[], [f.brands.moebelwerk.id, f.brands.casa.id]])
        await expectParity(listingFilter({ categoryIds, brandIds }), ORDERS);
  });

  const SEARCHES = [
    'sofa',
    'Sofas',
    'lima',
    'kleiderschrank lima',
    'Kleiderschrank Lima 181',
    'couchtisch',
    'bergen modell',
    'WW-SOF-003',
    'ww-ct-001',
    'weiß hochglanz',
    'led',
    'x',
    'gibtesnicht',
  ];

  it('for searches in every order, relevance included, with and without filters', async () => {
    for (const text of SEARCHES) {
      const search = await prepareSearch(text);
      for (const over of [
        {},
        { categorySlug: 'wohnzimmer' },
        { categorySlug: 'kleiderschraenke', brandIds: [f.brands.moebelwerk.id] },
        { sale: true },
        { minCents: 50_000, maxCents: 130_000 },
        { brandIds: [f.brands.casa.id, f.brands.holzkunst.id] },
      ]) {
        const base = listingFilter({ ...over, search: { tsquery: search.tsquery, codes: search.codes } });
        await expectParity(base, [...ORDERS, 'relevance'], search);
      }
    }
  });

  it('for a search asked again, answered from the remembered merged lists and their ranking', async () => {
    for (let round = 0; round < 2; round++) {
      for (const text of SEARCHES) {
        const search = await prepareSearch(text);
        await expectParity(
          listingFilter({ search: { tsquery: search.tsquery, codes: search.codes } }),
          ['relevance', 'price-asc'],
          search,
        );
      }
    }
    // The same words with their alternatives in another order share one remembered list.
    const a = await toTsquery(t.db, 'sofa:* | couch:*');
    const b = await toTsquery(t.db, 'couch:* | sofa:*');
    await expectParity(listingFilter({ search: { tsquery: a, codes: [] } }), ['relevance'], {
      text: 'sofa|couch',
      tsquery: a,
      codes: [],
      groups: [a],
    });
    await expectParity(listingFilter({ search: { tsquery: b, codes: [] } }), ['relevance'], {
      text: 'couch|sofa',
      tsquery: b,
      codes: [],
      groups: [b],
    });
  });

  it('for tsqueries as PostgreSQL prints them, with | ! and parentheses', async () => {
    const inputs = [
      'sofa:* & !lima:*',
      '(schrank:* | tisch:*) & !bergen',
      'kleiderschrank:* | couchtisch:* & arco',
      '!sofa:*',
      'hochglanz & (weiß | eiche:*)',
      'bett:*',
    ];
    for (const input of inputs) {
      const printed = await toTsquery(t.db, input);
      expect(printed, input).not.toBeNull();
      const search: Search = { text: input, tsquery: printed, codes: [], groups: [] };
      await expectParity(listingFilter({ search: { tsquery: printed, codes: [] } }), ORDERS, search);
      await expectParity(
        listingFilter({ categorySlug: 'wohnzimmer', search: { tsquery: printed, codes: [] } }),
        ['price-asc'],
        search,
      );
    }
  });

  it('for a search of only stop words or only a code', async () => {
    await expectParity(listingFilter({ search: { tsquery: null, codes: [] } }), ORDERS, {
      text: '',
      tsquery: null,
      codes: [],
      groups: [],
    });
    const code = { text: 'WW-BB-180', tsquery: null, codes: ['WW-BB-180'], groups: [] };
    await expectParity(listingFilter({ search: { tsquery: null, codes: code.codes } }), [...ORDERS, 'relevance'], code);
  });
});

/** Columns of a related product; x is its products alias (as the SQL product page statement had them). */
const relatedColumns =
  sql.raw(`x.id, x.name, x.code, x.price_cents, x.lowest_price_30_days_cents as old_price_cents, x.is_light,
  (select i.path from product_images i where i.product_id = x.id order by i.sort_order, i.id limit 1) as image,
  x.color_front, x.color_body, x.dimensions`);

/** The product page by the SQL statement the read model replaced (names in byte order). */
async function referenceProductPage(id: number) {
  const [row] = await rows<Record<string, unknown>>(
    t.db,
    sql`select p.id, p.code, p.name, p.description, p.price_cents, p.lowest_price_30_days_cents as old_price_cents, p.stock, p.delivery_weeks,
      p.tax_rate::int as tax_rate, p.is_light, p.best_seller, p.variant_group, p.color_front, p.color_body, p.dimensions,
      p.attributes, p.rating_avg::float8 as rating_avg, p.rating_count,
      se.id as series_id, se.name as series_name, se.front_color, se.body_color,
      s.id as shop_id, s.name as shop_name, s.slug as shop_slug, s.warehouse_id, s.vendor_id,
      c.id as category_id, c.slug as category_slug, c.name_de as category_name, c.parent_id as category_parent_id,
      pc.slug as parent_slug, pc.name_de as parent_name, pc.parent_id as parent_parent_id,
      b.id as brand_id, b.name as brand_name,
      coalesce((select json_agg(json_build_object('path', i.path, 'width', i.width, 'height', i.height) order by i.sort_order, i.id)
                from product_images i where i.product_id = p.id), '[]'::json) as images,
      coalesce((select json_agg(json_build_object('id', f.id, 'name', f.name, 'path', f.path) order by f.id)
                from product_pdfs f where f.product_id = p.id), '[]'::json) as pdfs,
      false as in_wishlist,
      (select coalesce(json_agg(r order by r.is_light, r.name collate "C", r.id), '[]'::json) from (
          select ${relatedColumns} from products x
          where x.series_id = p.series_id and x.id <> p.id and x.active
          order by x.is_light asc, x.name collate "C" asc, x.id asc limit 60) r) as series_products,
      (select coalesce(json_agg(r order by r.id), '[]'::json) from (
          select ${relatedColumns} from product_lights pl join products x on x.id = pl.light_id
          where pl.product_id = p.id and x.active order by x.id limit 20) r) as lights,
      (select coalesce(json_agg(r order by r.id), '[]'::json) from (
          select ${relatedColumns} from products x
          where x.variant_group = p.variant_group and x.active order by x.id limit 100) r) as variant_group_products
    from products p
      join shops s on s.id = p.shop_id
      join categories c on c.id = p.category_id
      left join categories pc on pc.id = c.parent_id
      left join brands b on b.id = p.brand_id
      left join series se on se.id = p.series_id
    where p.id = ${id}::int and p.active`,
  );
  return row ?? null;
}

async function expectProductPagesAsSql() {
  const all = await rows<{ id: number }>(t.db, sql`select id from products order by id`);
  const { snapshot } = await t.app.catalog.current();
  for (const id of [...all.map((r) => r.id), 0, 999_999]) {
    expect(productPageRow(snapshot, id), `product ${id}`).toEqual(await referenceProductPage(id));
  }
}

describe('snapshot.productPage equals SQL', () => {
  it('for every product id, inactive and unknown ones included', async () => {
    await expectProductPagesAsSql();
  });
});

// ---------------------------------------------------------------------------------------
// Freshness through the API: reads that send the version after a write
// ---------------------------------------------------------------------------------------

describe('direct database writes reach a read that sends the version after them', () => {
  it('a new price shows on the product page and in the category list', async () => {
    const id = f.ids.arco;
    await t.db.execute(sql`update products set price_cents = 12345 where id = ${id}`);
    const page = await get(`/product/${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().data.price).toBe(123.45);
    const cards = (await list('/products?category=couchtische&order=Niedriger-Hoher')).data;
    expect(cards.find((c) => c.id === id)?.price).toBe(123.45);
    // And the list's price order follows the new price.
    const expected = await reference(listingFilter({ categorySlug: 'couchtische' }), 'price-asc', null);
    expect(ids(cards)).toEqual(expected.slice(0, PAGE_SIZE));
  });

  it('a deactivated product answers 404 and leaves lists and search; reactivated, it is back', async () => {
    const id = f.ids.lima3;
    await t.db.execute(sql`update products set active = false where id = ${id}`);
    const res = await get(`/product/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('Nicht Gefunden!');
    expect(ids((await list('/products?category=sofas')).data)).not.toContain(id);
    expect(ids((await list('/products?category=wohnzimmer&order=A-Z')).data)).not.toContain(id);
    expect(ids((await list('/search?q=sofa')).data)).not.toContain(id);
    expect(ids((await list('/search?q=WW-SOF-003')).data)).not.toContain(id);
    // It also leaves the other products' series lists.
    const series = (await get(`/product/${f.ids.lima2}`)).json().data.product_shop.product.serie_products as {
      id: number;
    }[];
    expect(ids(series)).not.toContain(id);

    await t.db.execute(sql`update products set active = true where id = ${id}`);
    expect((await get(`/product/${id}`)).statusCode).toBe(200);
    expect(ids((await list('/products?category=sofas')).data)).toContain(id);
  });

  it('a new product appears in lists and search', async () => {
    const id = await copyProduct(t.db, f.ids.torino, {
      code: 'RM-NEU-001',
      name: 'Schlafsofa Zanzibar Petrol',
      price_cents: 77_700,
      search_text: 'schlafsofa zanzibar petrol rm-neu-001 sofas & couches wohnzimmer casa forma',
    });
    const sofas = await list('/products?category=sofas');
    expect(ids(sofas.data)).toContain(id);
    expect(sofas.data.find((c) => c.id === id)).toMatchObject({ name: 'Schlafsofa Zanzibar Petrol', price: 777 });
    expect(
      ids((await list('/products?category=wohnzimmer&order=Niedriger-Hoher&min_price=777&max_price=777')).data),
    ).toEqual([id]);
    expect(ids((await list('/search?q=zanzibar')).data)).toEqual([id]);
    expect(ids((await list('/search?q=RM-NEU-001')).data)[0]).toBe(id);
    const page = await get(`/product/${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().data.product_shop.product.code).toBe('RM-NEU-001');
  });

  it('deleting the first image changes the list card and the product page', async () => {
    const id = f.ids.nordicGrau;
    const card = async () => (await list('/products?category=sofas')).data.find((c) => c.id === id)!.product_image;
    const before = await card();
    expect(before).toBe('/media/products/ww-sof-001-1.svg');
    await t.db.execute(sql`delete from product_images where product_id = ${id} and path = ${before}`);
    expect(await card()).toBe('/media/products/ww-sof-001-2.svg');
    const images = (await get(`/product/${id}`)).json().data.product_shop.product.images as { path: string }[];
    expect(images.map((i) => i.path)).toEqual(['/media/products/ww-sof-001-2.svg', '/media/products/ww-sof-001-3.svg']);
    await t.db.execute(sql`delete from product_images where product_id = ${id}`);
    expect(await card()).toBeNull();
  });

  it('a new light shows in the product page lightning list', async () => {
    const id = f.ids.lima136;
    const lightning = async () =>
      (await get(`/product/${id}`)).json().data.product_shop.product.lightning as { id: number; price: number }[];
    expect(await lightning()).toEqual([]);
    await t.db.execute(sql`insert into product_lights (product_id, light_id) values (${id}, ${f.ids.led2})`);
    expect(ids(await lightning())).toEqual([f.ids.led2]);
    // A change of the light itself shows on the page of the product that offers it.
    await t.db.execute(sql`update products set price_cents = 3333 where id = ${f.ids.led2}`);
    expect((await lightning())[0].price).toBe(33.33);
    await t.db.execute(sql`update products set active = false where id = ${f.ids.led2}`);
    expect(await lightning()).toEqual([]);
    await t.db.execute(sql`update products set active = true where id = ${f.ids.led2}`);
  });

  it('a new PDF shows on the product page', async () => {
    const id = f.ids.lima226;
    await t.db.execute(
      sql`insert into product_pdfs (product_id, name, path) values (${id}, 'Aufbau', '/media/pdfs/aufbau.pdf')`,
    );
    const pdfs = (await get(`/product/${id}`)).json().data.product_shop.product.pdf_file as { name: string }[];
    expect(pdfs.map((p) => p.name)).toEqual(['Aufbau']);
  });

  it('50 parallel reads right after a direct update all see it', async () => {
    const id = f.ids.valencia;
    await list('/products?category=betten');
    await t.db.execute(sql`update products set price_cents = 111111 where id = ${id}`);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2
          ? get(`/product/${id}`).then((r) => r.json().data.price as number)
          : list('/products?category=betten').then((b) => b.data.find((c) => c.id === id)!.price),
      ),
    );
    expect(answers).toEqual(Array(50).fill(1111.11));
  });

  it('several writes in a row, each read between them sees the latest', async () => {
    const id = f.ids.limaBett;
    for (const cents of [40_001, 40_002, 40_003, 40_004, 40_005]) {
      await t.db.execute(sql`update products set price_cents = ${cents} where id = ${id}`);
      expect((await get(`/product/${id}`)).json().data.price).toBe(cents / 100);
    }
  });

  it('emptying product_lights with TRUNCATE reaches the product page', async () => {
    expect(ids((await get(`/product/${f.ids.lima181}`)).json().data.product_shop.product.lightning)).toHaveLength(2);
    await t.db.execute(sql`truncate product_lights`);
    expect((await get(`/product/${f.ids.lima181}`)).json().data.product_shop.product.lightning).toEqual([]);
  });

  it('after a category slug changes, the old slug lists nothing and the new one lists its products', async () => {
    const before = ids((await list('/products?category=sofas')).data).sort();
    expect(before.length).toBeGreaterThan(0);
    await t.db.execute(sql`update categories set slug = 'sofas-neu' where slug = 'sofas'`);
    expect(await list('/products?category=sofas')).toMatchObject({ data: [], meta: { total: 0 } });
    expect(ids((await list('/products?category=sofas-neu')).data).sort()).toEqual(before);
    // The product page names the new slug too.
    expect((await get(`/product/${before[0]}`)).json().data.product_shop.product.category.slug).toBe('sofas-neu');
    // The parent still lists them.
    expect(
      ids(
        (await list('/products?category=wohnzimmer&order=A-Z')).data.concat(
          (await list('/products?category=wohnzimmer&order=A-Z&page=2')).data,
        ),
      ),
    ).toEqual(expect.arrayContaining(before));
  });

  it('keeps its view when nothing changed after a change of everything (no full reload per read)', async () => {
    // Nothing changed since the category change above: reads keep the view.
    const first = await t.app.catalog.current();
    const second = await t.app.catalog.current();
    const third = await t.app.catalog.current();
    expect(second).toBe(first);
    expect(third).toBe(first);
  });

  it('puts a change of unindexed fields (rating, stock) and of a price in place, and rebuilds the indexes for a name change', async () => {
    const id = f.ids.limaTisch;
    const before = (await t.app.catalog.current()).snapshot;
    await t.db.execute(sql`update products set rating_count = 7, rating_avg = 4.5, stock = 3 where id = ${id}`);
    const page = (await get(`/product/${id}`)).json().data;
    expect(page.product_shop.product.rating).toEqual({ average: 4.5, count: 7 });
    expect(page.product_shop.product.stock).toBe(3);
    expect((await t.app.catalog.current()).snapshot).toBe(before);
    await t.db.execute(sql`update products set price_cents = price_cents + 1 where id = ${id}`);
    await get(`/product/${id}`);
    expect((await t.app.catalog.current()).snapshot).toBe(before);
    await expectParity(listingFilter({ categorySlug: 'wohnzimmer' }), ORDERS);
    await t.db.execute(sql`update products set name = name || ' Neu' where id = ${id}`);
    await get(`/product/${id}`);
    expect((await t.app.catalog.current()).snapshot).not.toBe(before);
    await expectParity(listingFilter({ categorySlug: 'wohnzimmer' }), ORDERS);
  });

  it('a product change after a full reload is still seen (parity again after all the writes)', async () => {
    await t.db.execute(sql`update products set price_cents = 22222 where id = ${f.ids.limaTisch}`);
    expect((await get(`/product/${f.ids.limaTisch}`)).json().data.price).toBe(222.22);
    await expectParity(listingFilter({ categorySlug: 'wohnzimmer' }), ORDERS);
    await expectParity(listingFilter({ categorySlug: 'sofas-neu', sale: true }), ORDERS);
    await expectProductPagesAsSql();
  });
});

// ---------------------------------------------------------------------------------------
// A model of its own, on the same database
// ---------------------------------------------------------------------------------------

describe('a second read model on the same database', () => {
  it('loads the same catalogue as the app model and follows the same changes', async () => {
    const other = new CatalogReadModel(t.db, { refreshMs: 0 });
    const a = (await other.current()).snapshot;
    const b = (await t.app.catalog.current()).snapshot;
    expect(a.size).toBe(b.size);
    for (const order of ORDERS) {
      const fa = a.page(listingFilter({}), order, 0, 1000).positions.map((p) => listingRow(a, p));
      const fb = b.page(listingFilter({}), order, 0, 1000).positions.map((p) => listingRow(b, p));
      expect(fa).toEqual(fb);
    }
    await t.db.execute(sql`update products set name = 'Couchtisch Arco Umbenannt' where id = ${f.ids.arco}`);
    // Not listening and not polling: it keeps its view until asked for a later version.
    expect(productPageRow((await other.current()).snapshot, f.ids.arco)?.name).not.toBe('Couchtisch Arco Umbenannt');
    const renamed = productPageRow((await other.atLeast(await versionNow(t.db)))!.snapshot, f.ids.arco);
    expect(renamed?.name).toBe('Couchtisch Arco Umbenannt');
    expect(other.atLeast(await versionNow(t.db))).toBeNull();
    await other.close();
  });
});

describe('a look in one statement (decision 184)', () => {
  it('reads a price edit in one statement without a transaction; a content change in the look transaction', async () => {
    const calls = { transaction: 0, execute: 0 };
    const counted = new Proxy(t.db, {
      get(target, prop) {
        const real = Reflect.get(target, prop, target);
        if (prop !== 'transaction' && prop !== 'execute') return real;
        return (...args: unknown[]) => {
          calls[prop]++;
          return (real as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        };
      },
    }) as Db;
    const model = new CatalogReadModel(counted, { refreshMs: 0 });
    const id = f.ids.lima226;
    const before = productPageRow((await model.current()).snapshot, id)!.price_cents;
    const loaded = { ...calls };

    await t.db.execute(sql`update products set price_cents = ${before + 7}, stock = stock + 1 where id = ${id}`);
    const repriced = (await model.atLeast(await versionNow(t.db)))!.snapshot;
    expect(productPageRow(repriced, id)!.price_cents).toBe(before + 7);
    expect(calls).toEqual({ transaction: loaded.transaction, execute: loaded.execute + 1 });
    expect(model.stats.quickLooks).toBe(1);

    await t.db.execute(sql`update products set name = 'Lima umbenannt' where id = ${id}`);
    const renamed = (await model.atLeast(await versionNow(t.db)))!.snapshot;
    expect(productPageRow(renamed, id)!.name).toBe('Lima umbenannt');
    expect(calls.transaction).toBe(loaded.transaction + 1);
    expect(model.stats.quickLooks).toBe(1);
    await model.close();
  });
});

describe('a look that fails', () => {
  it('loses no change: the next look reloads what the failed one could not', async () => {
    // The database fails every look while armed: its transaction, and its one statement (decision 184).
    let armed = false;
    const flaky = new Proxy(t.db, {
      get(target, prop) {
        if (prop !== 'transaction' && prop !== 'execute') return Reflect.get(target, prop, target);
        const real = Reflect.get(target, prop, target) as (...args: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) =>
          armed ? Promise.reject(new Error('connection lost')) : real.apply(target, args);
      },
    }) as Db;
    const model = new CatalogReadModel(flaky, { refreshMs: 0 });
    const id = f.ids.lima226;
    const before = productPageRow((await model.current()).snapshot, id)!.price_cents;
    await t.db.execute(sql`update products set price_cents = ${before + 1} where id = ${id}`);
    armed = true;
    await expect(model.atLeast(await versionNow(t.db))).rejects.toThrow('connection lost');
    expect(productPageRow((await model.current()).snapshot, id)!.price_cents).toBe(before);
    armed = false;
    expect(productPageRow((await model.atLeast(await versionNow(t.db)))!.snapshot, id)!.price_cents).toBe(before + 1);
    await model.close();
  });
});

// ---------------------------------------------------------------------------------------
// The loader by id (the path of every product change)
// ---------------------------------------------------------------------------------------

describe('loadProducts by id', () => {
  it('loads exactly the active products asked for, as the full load has them', async () => {
    const everything = new Map((await loadProducts(t.db, null)).map((p) => [p.id, p]));
    const one = await loadProducts(t.db, [f.ids.lima181]);
    expect(one).toEqual([everything.get(f.ids.lima181)]);
    const some = await loadProducts(t.db, [f.ids.nordicGrau, f.ids.lima181, f.ids.inactive, 999_999]);
    expect(some.sort((a, b) => a.id - b.id)).toEqual(
      [f.ids.nordicGrau, f.ids.lima181].sort((a, b) => a - b).map((id) => everything.get(id)),
    );
    expect(await loadProducts(t.db, [])).toEqual([]);
  });
});
