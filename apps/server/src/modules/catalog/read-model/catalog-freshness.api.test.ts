import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TestContext } from '../../../test/test-app.ts';
import { startTwoCatalogInstances } from '../../../test/two-catalog-instances.ts';
import { msUntil } from '../../../test/ms-until.ts';
import type { CatalogFixture } from '../catalog.fixtures.ts';
import { VERSION_COOKIE, VERSION_HEADER } from './catalog-version.ts';

/**
 * Two server instances on one database, at the production refresh setting (decisions 015,
 * 016): a change committed through one is seen through the other within a second without
 * anything asked for, and at once by a read that sends the version the write answered. On
 * PostgreSQL (npm run test:pg) the second instance has its own pool and listening connection,
 * as a second process or machine has.
 */

let t: TestContext;
let f: CatalogFixture;
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  ({ t, f, a, b } = await startTwoCatalogInstances());
});
afterAll(() => t?.close());

const product = async (app: FastifyInstance, id: number, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/v1/product/${id}`, headers });

describe('a change through one instance, seen through the other within a second', () => {
  it('a price change', async () => {
    const id = f.ids.arco;
    expect((await product(b, id)).json().data.price).toBe(199.99);
    await a.db.execute(sql`update products set price_cents = 17777 where id = ${id}`);
    const ms = await msUntil(async () => (await product(b, id)).json().data.price === 177.77);
    expect(ms).toBeLessThan(1000);
    // The list follows too.
    const list = (await b.inject({ method: 'GET', url: '/api/v1/products?category=couchtische' })).json().data as {
      id: number;
      price: number;
    }[];
    expect(list.find((c) => c.id === id)?.price).toBe(177.77);
  });

  it('a deactivation', async () => {
    const id = f.ids.lima3;
    expect((await product(b, id)).statusCode).toBe(200);
    await a.db.execute(sql`update products set active = false where id = ${id}`);
    const ms = await msUntil(async () => (await product(b, id)).statusCode === 404);
    expect(ms).toBeLessThan(1000);
    const sofas = (await b.inject({ method: 'GET', url: '/api/v1/products?category=sofas' })).json().data as {
      id: number;
    }[];
    expect(sofas.map((c) => c.id)).not.toContain(id);
  });

  it('a stock change', async () => {
    const id = f.ids.torino;
    const before = (await product(b, id)).json().data.product_shop.product.stock as number;
    await a.db.execute(sql`update products set stock = stock - 1 where id = ${id}`);
    const ms = await msUntil(async () => (await product(b, id)).json().data.product_shop.product.stock === before - 1);
    expect(ms).toBeLessThan(1000);
  });
});

describe('read-your-writes on any instance', () => {
  it('a rating written through one instance answers a version; the other shows the rating on the first read that sends it', async () => {
    const user = await t.user();
    const id = f.ids.valencia;
    const res = await a.inject({
      method: 'POST',
      url: '/api/v1/ratings',
      headers: user.auth,
      payload: { rating: { product_id: id, rating: 4, description: 'Gut.' } },
    });
    expect(res.statusCode).toBe(201);
    const version = res.headers[VERSION_HEADER] as string;
    expect(version).toMatch(/^\d+:\d+:[\d.]*$/);
    expect(String(res.headers['set-cookie'])).toContain(`${VERSION_COOKIE}=${version}; Path=/`);
    // The very first read on the other instance, with the header or with the cookie, shows it.
    expect((await product(b, id, { [VERSION_HEADER]: version })).json().data.product_shop.product.rating).toEqual({
      average: 4,
      count: 1,
    });
    const user2 = await t.user();
    const res2 = await a.inject({
      method: 'POST',
      url: '/api/v1/ratings',
      headers: user2.auth,
      payload: { rating: { product_id: id, rating: 2, description: 'Naja.' } },
    });
    const cookie = `theme=dark; ${VERSION_COOKIE}=${res2.headers[VERSION_HEADER] as string}`;
    expect((await product(b, id, { cookie })).json().data.product_shop.product.rating).toEqual({
      average: 3,
      count: 2,
    });
    // The writing instance shows its own write to reads that send nothing.
    expect((await product(a, id)).json().data.product_shop.product.rating).toEqual({ average: 3, count: 2 });
  });

  it('a write that a look applied before its answer was sent still answers its version', async () => {
    const id = f.ids.torino;
    const mark = a.catalog.writeMark();
    expect(mark).not.toBeNull();
    await a.db.execute(sql`update products set stock = stock + 3 where id = ${id}`);
    // A notification-driven look on the writing instance applies the change first.
    expect(await a.catalog.versionAfterWrite()).not.toBeNull();
    await a.catalog.current();
    expect(await a.catalog.versionAfterWrite()).toBeNull();
    // Asked against the view as the write began, the change is still the write's.
    const version = await a.catalog.versionAfterWrite(mark);
    expect(version).toMatch(/^\d+:\d+:[\d.]*$/);
    const stock = (await product(a, id)).json().data.product_shop.product.stock as number;
    expect((await product(b, id, { [VERSION_HEADER]: version! })).json().data.product_shop.product.stock).toBe(stock);
  });

  it('a write that touches no catalogue data answers no version and costs reads nothing', async () => {
    // An instance that does not poll: only notifications and asked-for versions make it look.
    const c = await t.instance({ CATALOG_REFRESH_MS: '0' });
    await c.catalog.start();
    const looks = c.catalog.stats.looks;
    const click = await c.inject({
      method: 'POST',
      url: '/api/v1/button-click',
      payload: { product_id: f.ids.arco, button: 'ADD_TO_CART' },
    });
    expect(click.statusCode).toBe(202);
    expect(click.headers[VERSION_HEADER]).toBeUndefined();
    expect(click.headers['set-cookie']).toBeUndefined();
    for (let i = 0; i < 5; i++) expect((await product(c, f.ids.arco)).statusCode).toBe(200);
    expect(c.catalog.stats.looks).toBe(looks);
  });
});

describe('no change is missed', () => {
  it('when the change rows it needs were pruned, an instance reloads everything', async () => {
    const id = f.ids.limaTisch;
    const fullLoads = b.catalog.stats.fullLoads;
    // As pruning does after a long stall: the horizon moves past b's snapshot, the rows are gone.
    // In one transaction, so b is woken only after all of it.
    await a.db.transaction(async (tx) => {
      await tx.execute(sql`update products set price_cents = 31313 where id = ${id}`);
      await tx.execute(sql`update catalog_change_horizon set pruned_below = pg_snapshot_xmax(pg_current_snapshot())`);
      await tx.execute(sql`delete from catalog_changes`);
    });
    const ms = await msUntil(async () => (await product(b, id)).json().data.price === 313.13);
    expect(ms).toBeLessThan(1000);
    expect(b.catalog.stats.fullLoads).toBeGreaterThan(fullLoads);
  });
});
