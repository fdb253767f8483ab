import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { shopErrorTexts } from '@wohnwerk/contract/error-texts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { seedCatalogFixture, type CatalogFixture } from '../catalog.fixtures.ts';

/**
 * A catalogue above CATALOG_PAGE_TEXTS_UP_TO (decision 174): the records hold no description,
 * attributes, images or PDFs, and a product page reads them from the database. Here an instance
 * with the limit 0 answers beside one with the default (every text in memory), on one database.
 */
let t: TestContext;
let f: CatalogFixture;
/** Page texts read on demand. */
let lazy: FastifyInstance;

beforeAll(async () => {
  t = await createTestContext();
  f = await seedCatalogFixture(t.db);
  lazy = await t.instance({ CATALOG_PAGE_TEXTS_UP_TO: '0' });
});
afterAll(() => t?.close());

const page = (app: FastifyInstance, id: number, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/v1/product/${id}`, headers });

describe('page texts read from the database on demand', () => {
  it('answers every product page byte for byte as with the texts in memory, and reads each product once', async () => {
    const ids = Object.values(f.ids);
    const view = (await lazy.catalog.current()).snapshot;
    // The records hold no page texts: what the limit is for.
    const active = ids.filter((id) => view.productParts(id));
    expect(active.length).toBeGreaterThan(10);
    for (const id of active) expect(view.productParts(id)!.product.texts).toBeNull();
    const { reads } = lazy.catalog.pageTexts.stats;
    let visited = 0;
    for (const id of ids) {
      const [inMemory, onDemand] = [await page(t.app, id), await page(lazy, id)];
      expect({ id, status: onDemand.statusCode, body: onDemand.body }).toEqual({
        id,
        status: inMemory.statusCode,
        body: inMemory.body,
      });
      visited++;
    }
    expect(visited).toBe(ids.length);
    expect(lazy.catalog.pageTexts.stats.reads - reads).toBe(active.length);
    // Asked again: kept, not read again.
    const { hits } = lazy.catalog.pageTexts.stats;
    for (const id of active) expect((await page(lazy, id)).statusCode).toBe(200);
    expect(lazy.catalog.pageTexts.stats.hits - hits).toBe(active.length);
    expect(lazy.catalog.pageTexts.stats.reads - reads).toBe(active.length);
  });

  it('shows a changed description and a new image with the version the write answered, not the kept texts', async () => {
    const id = f.ids.lima181;
    expect((await page(lazy, id)).json().data.product_shop.product.description).not.toContain('Neu beschrieben');
    await t.db.execute(sql`update products set description = 'Neu beschrieben – mit Gedankenstrich' where id = ${id}`);
    await t.db.execute(
      sql`insert into product_images (product_id, path, width, height, sort_order) values (${id}, '/media/neu.svg', 10, 20, 99)`,
    );
    const after = (await page(lazy, id, await t.catalogVersion())).json().data.product_shop.product;
    expect(after.description).toBe('Neu beschrieben – mit Gedankenstrich');
    expect(after.images.at(-1)).toEqual({ path: '/media/neu.svg', width: 10, height: 20 });
    expect((await page(lazy, id)).body).toBe((await page(t.app, id, await t.catalogVersion())).body);
  });

  it('answers a page it kept while the database is away, and a 503 for one it never read', async () => {
    const kept = f.ids.lima181;
    expect((await page(lazy, kept)).statusCode).toBe(200);
    const other = (await t.db.execute(
      sql`insert into products (code, name, category_id, shop_id, price_cents, stock) values ('NEU-1', 'Neues Regal', ${f.categories.betten.id}, ${f.shops.wohnwerk.id}, 9900, 3) returning id`,
    )) as unknown as { rows: { id: number }[] };
    const fresh = other.rows[0].id;
    // The view knows the new product (its record), but not its texts.
    await lazy.inject({ method: 'GET', url: '/api/v1/products', headers: await t.catalogVersion() });
    const client = (lazy.db as unknown as { $client: Record<string, unknown> }).$client;
    const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const spies = ['query', 'connect', 'transaction', 'exec']
      .filter((name) => typeof client[name] === 'function')
      .map((name) => vi.spyOn(client as Record<string, () => unknown>, name).mockRejectedValue(refused()));
    try {
      expect((await page(lazy, kept)).statusCode).toBe(200);
      const never = await page(lazy, fresh);
      expect(never.statusCode).toBe(503);
      expect(never.json().message).toBe(shopErrorTexts.unavailable);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect((await page(lazy, fresh)).json().data.product_shop.product.name).toBe('Neues Regal');
  });

  it('reads the pages asked for at once together, each product once, and answers each its own texts', async () => {
    const cold = await t.instance({ CATALOG_PAGE_TEXTS_UP_TO: '0' });
    const view = (await cold.catalog.current()).snapshot;
    const active = Object.values(f.ids).filter((id) => view.productParts(id));
    expect(active.length).toBeGreaterThan(10);
    // Each product asked for twice at once: one read serves both pages.
    const asked = [...active, ...active];
    const answers = await Promise.all(asked.map((id) => page(cold, id)));
    expect(answers.map((a) => a.statusCode)).toEqual(asked.map(() => 200));
    expect(answers.map((a) => a.json().data.product_shop.product.id)).toEqual(asked);
    for (const [i, id] of asked.entries()) expect(answers[i].body).toBe((await page(t.app, id)).body);
    expect(cold.catalog.pageTexts.stats.reads).toBe(active.length);
    // A read per page would be one per product; read together, a few for all.
    expect(cold.catalog.pageTexts.stats.batches).toBeLessThanOrEqual(3);
  });
});
