import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { shopErrorTexts } from '@wohnwerk/contract/error-texts';
import { categories, contentPages, products } from '../../db/schema/catalog.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { seedCatalogFixture, type CatalogFixture } from './catalog.fixtures.ts';

/**
 * The reads a visitor browses with, while the database does not answer (decision 160): the category
 * bar from the catalogue's view, similar products and a category's filters and brands from it always
 * (decision 179), shops, home page texts, content pages and a category's page from this process's
 * last answer. The database is made
 * unreachable by rejecting its driver's calls with a refused connection, on PGlite and on
 * PostgreSQL alike (the real cut through a relay is database-away.ops-test.ts).
 */
let t: TestContext;
let f: CatalogFixture;
/** An instance started after the catalogue was written, as a process starts on a running shop. */
let app: FastifyInstance;
let addedBeds: number[];

beforeAll(async () => {
  t = await createTestContext();
  f = await seedCatalogFixture(t.db);
  addedBeds = await addBeds();
  app = await t.instance();
  await app.catalog.current();
});
afterAll(() => t.close());

/**
 * 36 beds and lights whose similar products test the statement's edges: prices tied at both sides'
 * cut-offs, lights apart from the rest, variant groups (one empty) that exclude their members.
 */
async function addBeds(): Promise<number[]> {
  const rows = await t.db
    .insert(products)
    .values(
      Array.from({ length: 36 }, (_, i) => ({
        code: `BETT-${i}`,
        name: `Bett ${i}`,
        categoryId: f.categories.betten.id,
        shopId: f.shops.wohnwerk.id,
        priceCents: [50_000, 50_000, 50_000, 42_000, 61_000, 61_000][i % 6] + (i % 4 === 0 ? 0 : 1_000 * (i % 3)),
        stock: i % 5,
        isLight: i % 9 === 0,
        variantGroup: i % 7 === 0 ? 'bett-gruppe' : i % 11 === 0 ? '' : null,
        bestSeller: i % 8 === 0,
      })),
    )
    .returning({ id: products.id });
  return rows.map((r) => r.id);
}

const unreachable = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** Until the returned function is called, every statement of `app` fails as with PostgreSQL down. */
function databaseAway(target: FastifyInstance): () => void {
  const client = (target.db as unknown as { $client: Record<string, unknown> }).$client;
  const spies = ['query', 'connect', 'transaction', 'exec']
    .filter((name) => typeof client[name] === 'function')
    .map((name) => vi.spyOn(client as Record<string, () => unknown>, name).mockRejectedValue(unreachable()));
  return () => {
    for (const spy of spies) spy.mockRestore();
  };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

describe('while the database is unreachable', () => {
  it('answers the browsing reads from memory, as they answered before, and new searches; what it never answered is a 503', async () => {
    const productIds = [...Object.values(f.ids), ...addedBeds];
    const urls = [
      '/categories',
      '/categories/wohnzimmer',
      '/categories/sale',
      '/categories-filters/sofas',
      '/categories-filters/sale',
      `/category/${f.categories.wohnzimmer.id}`,
      '/shops',
      '/homepage-texts',
      '/pages',
      '/search?q=Sofa',
      ...productIds.map((id) => `/similar-products/${id}`),
    ];
    const before = new Map<string, { status: number; body: string }>();
    for (const url of urls) {
      const res = await get(url);
      before.set(url, { status: res.statusCode, body: res.body });
    }
    // The beds fill both sides of the nearest-price cut-off.
    const bed = JSON.parse(before.get(`/similar-products/${addedBeds[3]}`)!.body).data as { id: number }[];
    expect(bed).toHaveLength(12);
    // Some products are inactive: they answer 404 from memory too.
    expect([...before.values()].filter((b) => b.status === 404).length).toBeGreaterThan(0);
    const user = await t.user();

    let searchedAway = '';
    const back = databaseAway(app);
    try {
      let visited = 0;
      for (const url of urls) {
        const res = await get(url);
        expect({ url, status: res.statusCode, body: res.body }).toEqual({ url, ...before.get(url) });
        visited++;
      }
      expect(visited).toBe(10 + productIds.length);

      // Legal pages no visitor asked this process for: copied when it started.
      const agb = await get('/pages/agb');
      expect(agb.statusCode).toBe(200);
      expect(agb.json().data).toMatchObject({ slug: 'agb', title: 'Allgemeine Geschäftsbedingungen' });
      expect(agb.json().data.content_html).toContain('<h1>AGB</h1>');
      expect((await get('/pages/impressum')).json().data.content_html).toContain('Wohnwerk GmbH');

      // Nothing to answer from: an unknown page, a category page never asked for; a route that
      // needs the signed-in user (the authenticated similar products).
      for (const url of ['/pages/gibt-es-nicht', '/categories/betten']) {
        const res = await get(url);
        expect({ url, status: res.statusCode }).toEqual({ url, status: 503 });
        expect(res.json().message).toBe(shopErrorTexts.unavailable);
      }
      expect((await get(`/asimilar-products/${f.ids.lima181}`, user.auth)).statusCode).toBe(503);
      // A new search text is normalised in the process (amendment 2); a signed-in customer's
      // public reads answer as a guest's.
      const search = await get('/search?q=Schr%C3%A4nke');
      expect(search.statusCode).toBe(200);
      expect(search.json().data.length).toBeGreaterThan(0);
      searchedAway = search.body;
      const product = await get(`/product/${f.ids.lima181}`, user.auth);
      expect(product.statusCode).toBe(200);
      expect(product.json().data.in_wishlist).toBe(false);
    } finally {
      back();
    }
    expect((await get('/categories/betten')).statusCode).toBe(200);
    expect((await get('/search?q=Schr%C3%A4nke')).body).toBe(searchedAway);
  });

  it('shows a staff edit as at once as before, and serves the edited answer while the database is away', async () => {
    await t.db
      .update(contentPages)
      .set({ contentHtml: '<h1>AGB</h1><p>Neu gefasst.</p>' })
      .where(eq(contentPages.slug, 'agb'));
    await t.db.insert(categories).values({ slug: 'flur', nameDe: 'Flur', parentId: null, sortOrder: 5 });
    await t.db.execute(sql`update shops set city = 'Dresden' where id = ${f.shops.direkt.id}`);
    // The next read shows each edit: nothing to wait for, no version to send.
    expect((await get('/pages/agb')).json().data.content_html).toContain('Neu gefasst.');
    expect((await get('/categories')).json().data.map((c: { slug: string }) => c.slug)).toContain('flur');
    const shops = (await get('/shops')).json().data as { id: number; city: string }[];
    expect(shops.find((s) => s.id === f.shops.direkt.id)?.city).toBe('Dresden');
    // The catalogue's view shows the new category once it looked (a read with the version waits for it).
    await get('/products', await t.catalogVersion());

    const back = databaseAway(app);
    try {
      expect((await get('/pages/agb')).json().data.content_html).toContain('Neu gefasst.');
      expect((await get('/categories')).json().data.map((c: { slug: string }) => c.slug)).toContain('flur');
      const away = (await get('/shops')).json().data as { id: number; city: string }[];
      expect(away.find((s) => s.id === f.shops.direkt.id)?.city).toBe('Dresden');
    } finally {
      back();
    }
  });
});
