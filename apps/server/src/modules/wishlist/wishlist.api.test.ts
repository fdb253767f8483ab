import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
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

describe('wishlist', () => {
  it('adds a product with the spec text, refuses it a second time with 409 and lists it', async () => {
    const u = await t.user('customer');
    const add = await api('POST', '/wishlist', { auth: u.auth, payload: { product_id: f.ids.torino } });
    expect(add.statusCode).toBe(201);
    expect(add.json()).toEqual({ message: 'Artikel in den Merkliste gelegt' });
    const again = await api('POST', '/wishlist', { auth: u.auth, payload: { product_id: f.ids.torino } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Produkt ist bereits in der Merkliste vorhanden' });

    await api('POST', '/wishlist', { auth: u.auth, payload: { product_id: f.ids.lima181 } });
    const list = await api('GET', '/wishlist', { auth: u.auth });
    expect(list.statusCode).toBe(200);
    const data = list.json().data;
    expect(data.map((i: { id: number }) => i.id)).toEqual([f.ids.lima181, f.ids.torino]);
    expect(data[1]).toEqual({
      id: f.ids.torino,
      name: 'Schlafsofa Torino Beige',
      price: 899.99,
      old_price: 1099.99,
      lowest_price_30_days: 1099.99,
      product_image: '/media/products/ww-sof-005-1.svg',
      best_seller: false,
      in_stock: false,
      in_wishlist: true,
    });
  });

  it('keeps each customer’s list apart', async () => {
    const a = await t.user('customer');
    const b = await t.user('customer');
    await api('POST', '/wishlist', { auth: a.auth, payload: { product_id: f.ids.arco } });
    expect((await api('GET', '/wishlist', { auth: b.auth })).json().data).toEqual([]);
    expect((await api('POST', '/wishlist', { auth: b.auth, payload: { product_id: f.ids.arco } })).statusCode).toBe(
      201,
    );
  });

  it('removes a product, also when clicked twice', async () => {
    const u = await t.user('customer');
    await api('POST', '/wishlist', { auth: u.auth, payload: { product_id: f.ids.arco } });
    const del = await api('DELETE', `/wishlist/${f.ids.arco}`, { auth: u.auth });
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('Artikel aus der Merkliste entfernt');
    expect((await api('GET', '/wishlist', { auth: u.auth })).json().data).toEqual([]);
    expect((await api('DELETE', `/wishlist/${f.ids.arco}`, { auth: u.auth })).statusCode).toBe(200);
    expect((await api('POST', '/wishlist', { auth: u.auth, payload: { product_id: f.ids.arco } })).statusCode).toBe(
      201,
    );
  });

  it('answers guests with 401 "Nicht authentifiziert"', async () => {
    for (const [method, url] of [
      ['POST', '/wishlist'],
      ['GET', '/wishlist'],
      ['DELETE', `/wishlist/${f.ids.arco}`],
    ] as const) {
      const res = await api(method, url, { payload: method === 'POST' ? { product_id: f.ids.arco } : undefined });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Nicht authentifiziert' });
    }
  });

  it('refuses unknown, inactive and malformed products with a field message', async () => {
    const u = await t.user('customer');
    for (const product_id of [999999, f.ids.inactive]) {
      const res = await api('POST', '/wishlist', { auth: u.auth, payload: { product_id } });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.product_id).toEqual(['Dieses Produkt gibt es nicht.']);
    }
    for (const product_id of ['abc', -1, 0, 1.5, null]) {
      const res = await api('POST', '/wishlist', { auth: u.auth, payload: { product_id } });
      expect({ product_id, status: res.statusCode }).toEqual({ product_id, status: 422 });
    }
    expect((await api('DELETE', '/wishlist/abc', { auth: u.auth })).statusCode).toBe(422);
  });
});
