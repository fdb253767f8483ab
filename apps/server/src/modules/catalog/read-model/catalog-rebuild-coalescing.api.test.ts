import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { listingFilter, listingRow, productPageRow } from '../../../test/catalog-rows.ts';
import { msUntil } from '../../../test/ms-until.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { seedCatalogFixture, type CatalogFixture } from '../catalog.fixtures.ts';
import { toTsquery, type ListingFilter } from '../catalog.queries.ts';
import { tsqueryText } from '../catalog.search.ts';
import type { CatalogSnapshot } from './catalog-snapshot.ts';
import { CatalogReadModel } from './catalog-read-model.ts';
import { covers, parseDbSnapshot, parseVersionToken } from './catalog-version.ts';
import { rows } from '../../../db/raw.ts';
import { versionNow } from '../../../test/catalog-version-now.ts';

/**
 * Rebuilds of the read model's indexes coalesced during bursts of changes (docs/decisions/142):
 * a burst of separate product-creating transactions rebuilds far fewer times than it has
 * transactions and is shown whole soon after; while a rebuild is deferred, a changed product's
 * page and cards show it at once, a new product's page too (lists and search wait), a read that
 * asks for a version gets it at once, and a deactivated product is gone after the look that saw it. Counts are asserted, not times.
 */

let t: TestContext;
let f: CatalogFixture;

beforeAll(async () => {
  t = await createTestContext();
  f = await seedCatalogFixture(t.db);
  await t.app.catalog.current();
});
afterAll(() => t?.close());

/** A new active product, a copy of the Arco coffee table (category couchtische) with its own code, name and search text. */
async function newProduct(db: Db, code: string, name: string): Promise<number> {
  const [row] = await rows<{ id: number }>(
    db,
    sql`insert into products (code, name, description, category_id, brand_id, shop_id, series_id, price_cents, old_price_cents,
          tax_rate, stock, delivery_weeks, best_seller, is_light, variant_group, color_front, color_body, dimensions, attributes,
          active, search_text)
        select ${code}, ${name}, description, category_id, brand_id, shop_id, series_id, price_cents, old_price_cents,
          tax_rate, stock, delivery_weeks, false, is_light, null, color_front, color_body, dimensions, attributes,
          true, ${name.toLowerCase()}
        from products where id = ${f.ids.arco}
        returning id`,
  );
  return row.id;
}

const getJson = async (url: string) => {
  const res = await t.inject({ method: 'GET', url: `/api/v1${url}` });
  return { status: res.statusCode, body: res.statusCode === 200 ? res.json() : null };
};

describe('a burst of product-creating transactions', () => {
  it('rebuilds far fewer times than it has transactions, and then lists, search and product pages show every product', async () => {
    const stats = t.app.catalog.stats;
    const before = { ...stats };
    const listed = (await getJson('/products?category=couchtische')).body.meta.total as number;
    const n = 40;
    const ids: number[] = [];
    const started = performance.now();
    // One transaction each, one after another, as an import's chunks commit; nothing sends a version.
    for (let i = 0; i < n; i++) ids.push(await newProduct(t.db, `BURST-${i}`, `Zebrakommode Burst ${i}`));
    const burstMs = performance.now() - started;
    await msUntil(async () => (await getJson('/search?q=zebrakommode')).body.meta.total === n);
    expect((await getJson('/products?category=couchtische')).body.meta.total).toBe(listed + n);
    for (const id of [ids[0], ids[n - 1]]) expect((await getJson(`/product/${id}`)).status).toBe(200);
    // Looks saw the transactions in many steps; the rebuilds were coalesced: a rebuild may start
    // no sooner than 250 ms after the previous one ended, plus one at the burst's end.
    const rebuilds = stats.rebuilds - before.rebuilds;
    expect(rebuilds).toBeGreaterThanOrEqual(1);
    expect(rebuilds).toBeLessThanOrEqual(Math.min(n / 2, 2 + Math.ceil(burstMs / 250)));
    expect(stats.deferredRebuilds).toBeGreaterThan(before.deferredRebuilds);
  });
});

describe('while a rebuild is deferred', () => {
  // A model whose rebuilds wait ten minutes unless asked for: the deferred state holds for the test.
  let model: CatalogReadModel;
  beforeAll(async () => {
    model = new CatalogReadModel(t.db, {
      refreshMs: 0,
      listen: t.database.listen,
      rebuildTiming: { gapFactor: 2, trailingFactor: 1, quietMs: 600_000 },
    });
    await model.current();
  });
  afterAll(() => model?.close());

  /** Until a look of the model has read everything committed now and has ended; no version asked for. */
  const looked = async () => {
    const now = parseVersionToken(await versionNow(t.db))!;
    await msUntil(async () => {
      if (covers(parseDbSnapshot(model.writeMark()!)!, now)) return true;
      model.markStale();
      return false;
    });
    // writeMark() moves on once a look has applied its changes to the records, before that look's
    // own rebuild (a product gone) has ended: under load the view was read mid-look. Looks run one
    // at a time, so the next one counted is the look that moved the mark, or one after it.
    const looks = model.stats.looks;
    model.markStale();
    await msUntil(async () => model.stats.looks > looks);
  };
  const listIds = (s: CatalogSnapshot, over: Partial<ListingFilter> = {}) =>
    s.page(listingFilter(over), 'default', 0, 1000).positions.map((p) => s.record(p).id);
  const searchIds = async (s: CatalogSnapshot, word: string) =>
    listIds(s, { search: { tsquery: await toTsquery(t.db, tsqueryText([[word]])), codes: [] } });

  it("a renamed product's page and list card show the new name and price at once; the indexes follow with the rebuild", async () => {
    const id = f.ids.arco;
    const stats = { ...model.stats };
    const old = (await model.current()).snapshot;
    await t.db.execute(sql`update products set name = 'Couchtisch Arco Umbenannt', price_cents = 101 where id = ${id}`);
    await looked();
    const { snapshot } = await model.current();
    expect(model.stats.rebuilds).toBe(stats.rebuilds);
    expect(model.stats.deferredRebuilds).toBeGreaterThan(stats.deferredRebuilds);
    expect(snapshot).toBe(old);
    expect(productPageRow(snapshot, id)).toMatchObject({ name: 'Couchtisch Arco Umbenannt', price_cents: 101 });
    const page = snapshot.page(listingFilter({ categorySlug: 'couchtische' }), 'price-asc', 0, 1000);
    const first = listingRow(snapshot, page.positions[0]);
    expect(first).toMatchObject({ id, name: 'Couchtisch Arco Umbenannt', priceCents: 101 });
    // A read that asks for the version rebuilds at once.
    const view = (await model.atLeast(await versionNow(t.db)))!;
    expect(model.stats.rebuilds).toBe(stats.rebuilds + 1);
    expect(model.stats.forcedRebuilds).toBe(stats.forcedRebuilds + 1);
    expect(productPageRow(view.snapshot, id)?.name).toBe('Couchtisch Arco Umbenannt');
  });

  it('a new product has its page at once and waits for the rebuild in lists and search, unless a read asks for its write’s version', async () => {
    const stats = { ...model.stats };
    const id = await newProduct(t.db, 'DEFER-NEW-1', 'Giraffenregal Einzeln');
    const version = await versionNow(t.db);
    await looked();
    const stale = (await model.current()).snapshot;
    expect(productPageRow(stale, id)?.name).toBe('Giraffenregal Einzeln');
    expect(listIds(stale, { categorySlug: 'couchtische' })).not.toContain(id);
    expect(await searchIds(stale, 'giraffenregal')).toEqual([]);
    expect(model.stats.rebuilds).toBe(stats.rebuilds);
    const view = (await model.atLeast(version))!;
    expect(view).not.toBeNull();
    expect(productPageRow(view.snapshot, id)?.name).toBe('Giraffenregal Einzeln');
    expect(listIds(view.snapshot, { categorySlug: 'couchtische' })).toContain(id);
    expect(await searchIds(view.snapshot, 'giraffenregal')).toEqual([id]);
    expect(model.stats.rebuilds).toBe(stats.rebuilds + 1);
    expect(model.atLeast(version)).toBeNull();
  });

  it("this process's own write is shown to its next read during a deferred rebuild", async () => {
    const stats = { ...model.stats };
    const mark = model.writeMark();
    const id = await newProduct(t.db, 'DEFER-OWN-1', 'Okapikommode Eigen');
    await looked();
    expect(await searchIds((await model.current()).snapshot, 'okapikommode')).toEqual([]);
    // As after a write request of this process: its answer's version, then any read of the process.
    expect(await model.versionAfterWrite(mark)).not.toBeNull();
    expect(await searchIds((await model.current()).snapshot, 'okapikommode')).toEqual([id]);
    expect(model.stats.forcedRebuilds).toBe(stats.forcedRebuilds + 1);
  });

  it('a deactivated product is never served after the look that saw it', async () => {
    // First a change that defers the rebuild, then the deactivation.
    await t.db.execute(sql`update products set name = name || ' (neu)' where id = ${f.ids.lima2}`);
    await looked();
    const stats = { ...model.stats };
    const id = f.ids.lima3;
    expect(productPageRow((await model.current()).snapshot, id)).not.toBeNull();
    await t.db.execute(sql`update products set active = false where id = ${id}`);
    await looked();
    const { snapshot } = await model.current();
    expect(productPageRow(snapshot, id)).toBeNull();
    expect(listIds(snapshot)).not.toContain(id);
    expect(listIds(snapshot, { categorySlug: 'sofas' })).not.toContain(id);
    expect(model.stats.rebuilds).toBe(stats.rebuilds + 1);
    expect(model.stats.forcedRebuilds).toBe(stats.forcedRebuilds);
    // The rename waited for no one: it came with the same rebuild.
    expect(productPageRow(snapshot, f.ids.lima2)?.name).toMatch(/ \(neu\)$/);
  });

  it('a new product deactivated before the rebuild loses its page with the look that saw it', async () => {
    const id = await newProduct(t.db, 'DEFER-GONE-1', 'Gnukommode Kurz');
    await looked();
    expect(productPageRow((await model.current()).snapshot, id)?.name).toBe('Gnukommode Kurz');
    await t.db.execute(sql`update products set active = false where id = ${id}`);
    await looked();
    expect(productPageRow((await model.current()).snapshot, id)).toBeNull();
  });
});
