import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CODE_TAKEN } from '@wohnwerk/contract/admin-catalog';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { seedCatalogFixture, type CatalogFixture } from '../catalog/catalog.fixtures.ts';
import { rows } from '../../db/raw.ts';

type Auth = { authorization: string };
let t: TestContext;
let f: CatalogFixture;
let staff: { id: number; auth: Auth };
let admin: { id: number; auth: Auth };
let customer: { auth: Auth };

beforeAll(async () => {
  t = await createTestContext();
  f = await seedCatalogFixture(t.db);
  [staff, admin, customer] = await Promise.all([t.user('staff'), t.user('admin'), t.user('customer')]);
});
afterAll(() => t?.close());

const api = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  opts: { auth?: Auth; payload?: unknown; headers?: Record<string, string> } = {},
) =>
  t.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(opts.auth ?? {}), ...(opts.headers ?? {}) },
    payload: opts.payload as never,
  });

let codes = 0;
const body = (over: Record<string, unknown> = {}) => ({
  code: `T-${++codes}-${Date.now() % 100000}`,
  name: 'Sideboard Testa',
  category_id: f.categories.couchtische.id,
  shop_id: f.shops.wohnwerk.id,
  brand_id: f.brands.casa.id,
  series_id: f.series.lima.id,
  price: 499.99,
  old_price: null,
  purchase_price: 210,
  stock: 4,
  delivery_weeks: '6-8',
  best_seller: false,
  active: true,
  description: 'Ein Sideboard.',
  front_color: 'Weiß Hochglanz',
  body_color: 'Eiche Sonoma',
  dimensions: '180x80',
  variant_group: null,
  attributes: {
    beschreibung: [
      {
        name: 'Farbe',
        items: [
          { label: 'Front', value: 'Weiß Hochglanz' },
          { label: 'Korpus', value: 'Eiche Sonoma' },
        ],
      },
      { name: 'Lieferinformation', items: [{ label: 'Lieferumfang', value: ['Sideboard', 'Montagematerial'] }] },
    ],
    ausstatung: ['Soft-Close', 'Kabeldurchlass'],
  },
  ean: '4006381333931',
  cbm: 1.2,
  kg: 80,
  coli: 3,
  lightning: [f.ids.ledUnter],
  ...over,
});

const productCount = async () => (await rows<{ n: number }>(t.db, sql`select count(*)::int as n from products`))[0]!.n;

describe('who may use the catalogue administration', () => {
  it('answers guests 401 and customers 403 on every admin catalogue route, staff only where admins are not needed', async () => {
    // Photos and the export have their own role tests (photos.api.test.ts, imports.api.test.ts).
    const mine = t.app.routeTable.filter(
      (r) =>
        (/^\/api\/v1\/admin\/(products|categories|shops|brands|series|homepage-texts|pages)/.test(r.url) &&
          !/\/photos|\/products\/export$/.test(r.url)) ||
        r.url.startsWith('/uploads/assembly'),
    );
    const id = (await api('POST', '/admin/products', { auth: staff.auth, payload: body() })).json().id as number;
    let visited = 0;
    let adminOnly = 0;
    for (const route of mine) {
      if (route.url.startsWith('/uploads/')) {
        expect(route.access).toBe('public');
        continue;
      }
      const url = route.url.replace('/api/v1', '').replace(':pdfId', '999999').replace(':id', String(id));
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      expect(
        (await api(method, url, { payload: method === 'GET' ? undefined : {} })).statusCode,
        `${method} ${url} guest`,
      ).toBe(401);
      expect(
        (await api(method, url, { auth: customer.auth, payload: method === 'GET' ? undefined : {} })).statusCode,
        `${method} ${url} customer`,
      ).toBe(403);
      if (route.access === 'admin') {
        adminOnly++;
        // Admins delete, and restore what was deleted (decision 152).
        expect(method === 'DELETE' || (method === 'POST' && url.endsWith('/restore')), `${method} ${url}`).toBe(true);
        expect((await api(method, url, { auth: staff.auth })).statusCode, `${method} ${url} staff`).toBe(403);
      } else {
        expect(route.access).toBe('staff');
        // Staff pass the role check: what follows is the route's own answer (a page, a 422 for the empty body, a 404).
        const res = await api(method, url, { auth: staff.auth, payload: method === 'GET' ? undefined : {} });
        expect([200, 404, 415, 422], `${method} ${url} staff`).toContain(res.statusCode);
      }
      visited++;
    }
    expect(visited).toBe(31);
    expect(adminOnly).toBe(5);
  });
});

describe('creating and changing a product', () => {
  it('creates a product with every field and answers its id; the form reads back the same values', async () => {
    const payload = body();
    const res = await api('POST', '/admin/products', { auth: staff.auth, payload });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const got = (await api('GET', `/admin/products/${id}`, { auth: staff.auth })).json().data;
    const { lightning, ...rest } = payload;
    expect(got).toMatchObject({ ...rest, id, tax: 19, is_light: false, ordered: false, lowest_price_30_days: null });
    expect(got.lightning).toEqual(lightning);
  });

  it('refuses bad input with German field errors and stores nothing', async () => {
    const before = await productCount();
    const res = await api('POST', '/admin/products', {
      auth: staff.auth,
      payload: body({
        name: '',
        price: '12,345',
        old_price: 10,
        stock: -1,
        ean: '4006381333932',
        delivery_weeks: 'bald',
      }),
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors.name).toEqual(['Dies ist ein Pflichtfeld.']);
    expect(errors.price[0]).toMatch(/Betrag in Euro/);
    expect(errors.stock).toEqual(['Der Bestand muss mindestens 0 sein.']);
    expect(errors.ean[0]).toMatch(/EAN ist ungültig/);
    expect(errors.delivery_weeks[0]).toMatch(/Lieferzeit/);
    expect(await productCount()).toBe(before);
  });

  it('refuses unknown categories, shops and lights (422, nothing stored)', async () => {
    const before = await productCount();
    const res = await api('POST', '/admin/products', {
      auth: staff.auth,
      payload: body({ category_id: 999999, shop_id: 999999, lightning: [f.ids.arco] }),
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['category_id', 'lightning', 'shop_id']);
    expect(await productCount()).toBe(before);
  });

  it('refuses a code that exists already, on create and on update', async () => {
    const taken = f.products.arco!.code;
    const before = await productCount();
    const res = await api('POST', '/admin/products', { auth: staff.auth, payload: body({ code: taken }) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.code).toEqual([CODE_TAKEN]);
    expect(await productCount()).toBe(before);
    const { id } = (await api('POST', '/admin/products', { auth: staff.auth, payload: body() })).json();
    const put = await api('PUT', `/admin/products/${id}`, { auth: staff.auth, payload: body({ code: taken }) });
    expect(put.statusCode).toBe(422);
    expect(put.json().errors.code).toEqual([CODE_TAKEN]);
  });

  it('records every changed field with who, when, before and after', async () => {
    const payload = body();
    const { id } = (await api('POST', '/admin/products', { auth: staff.auth, payload })).json();
    const res = await api('PUT', `/admin/products/${id}`, {
      auth: admin.auth,
      payload: { ...payload, name: 'Sideboard Testa XL', price: 449.99, stock: 0 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Sideboard Testa XL', price: 449.99, stock: 0 });
    const history = (await api('GET', `/admin/products/${id}/history`, { auth: staff.auth })).json().data;
    const byAdmin = history.changes.filter((c: { user_id: number }) => c.user_id === admin.id);
    expect(
      byAdmin.map((c: { field: string; before: string; after: string }) => [c.field, c.before, c.after]).sort(),
    ).toEqual([
      ['name', 'Sideboard Testa', 'Sideboard Testa XL'],
      ['price', '499.99', '449.99'],
      ['stock', '4', '0'],
    ]);
    expect(byAdmin[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    // The creation is recorded too, by the staff member who did it.
    expect(
      history.changes.some((c: { user_id: number; field: string }) => c.user_id === staff.id && c.field === 'code'),
    ).toBe(true);
    // The price history has the first and the changed price.
    expect(history.prices.map((p: { price: number }) => p.price)).toEqual([449.99, 499.99]);
  });

  it('an unchanged save records nothing', async () => {
    const payload = body();
    const { id } = (await api('POST', '/admin/products', { auth: staff.auth, payload })).json();
    const count = async () =>
      (
        await rows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from catalog_audit where entity = 'product' and entity_id = ${id}`,
        )
      )[0]!.n;
    const before = await count();
    expect((await api('PUT', `/admin/products/${id}`, { auth: staff.auth, payload })).statusCode).toBe(200);
    expect(await count()).toBe(before);
  });
});

describe('the product list', () => {
  it('finds by name, code and EAN, filters and pages', async () => {
    const payload = body({ name: 'Vitrine Quasimodo', ean: '4012345678901' });
    const { id } = (await api('POST', '/admin/products', { auth: staff.auth, payload })).json();
    const find = async (query: string) =>
      (await api('GET', `/admin/products?${query}`, { auth: staff.auth })).json() as {
        data: { id: number }[];
        meta: { total: number; current_page: number; last_page: number };
      };
    for (const q of ['quasimodo', payload.code, '4012345678901']) {
      const found = await find(`q=${encodeURIComponent(q)}`);
      expect(
        found.data.map((p) => p.id),
        q,
      ).toEqual([id]);
    }
    const inactive = await find('active=false');
    expect(inactive.data.map((p) => p.id)).toContain(f.ids.inactive);
    expect(inactive.data.every((p) => p.id !== id)).toBe(true);
    // The category filter takes the subcategories.
    const living = await find(`category=${f.categories.wohnzimmer.id}&sort=price`);
    expect(living.data.map((p) => p.id)).toContain(f.ids.arco);
    expect(living.meta.current_page).toBe(1);
    const bad = await api('GET', '/admin/products?sort=bogus&page=0', { auth: staff.auth });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['page', 'sort']);
  });

  it('activates and deactivates the selected products and records each', async () => {
    const a = (await api('POST', '/admin/products', { auth: staff.auth, payload: body() })).json().id as number;
    const b = (await api('POST', '/admin/products', { auth: staff.auth, payload: body() })).json().id as number;
    const off = await api('POST', '/admin/products/bulk', {
      auth: staff.auth,
      payload: { ids: [a, b], active: false },
    });
    expect(off.json()).toEqual({ changed: 2 });
    const again = await api('POST', '/admin/products/bulk', {
      auth: staff.auth,
      payload: { ids: [a, b], active: false },
    });
    expect(again.json()).toEqual({ changed: 0 });
    for (const id of [a, b])
      expect((await api('GET', `/admin/products/${id}`, { auth: staff.auth })).json().data.active).toBe(false);
    expect((await api('GET', `/product/${a}`)).statusCode).toBe(404);
  });
});

describe('deleting', () => {
  it('deletes a product nobody ordered, but only deactivates an ordered one', async () => {
    const free = (await api('POST', '/admin/products', { auth: staff.auth, payload: body() })).json().id as number;
    const ordered = (await api('POST', '/admin/products', { auth: staff.auth, payload: body() })).json().id as number;
    await t.db.execute(sql`with o as (
        insert into orders (order_number, email, customer_name, subtotal_cents, total_cents, vat_cents, shipping_address, billing_address, expires_at)
        values ('WW-2026-900001', 'k@example.test', 'Kunde', 49999, 49999, 7983, '{}'::jsonb, '{}'::jsonb, now()) returning id)
      insert into order_items (order_id, product_id, product_name, unit_price_cents, qty, line_cents) select id, ${ordered}, 'x', 49999, 1, 49999 from o`);
    const gone = await api('DELETE', `/admin/products/${free}`, { auth: admin.auth });
    expect(gone.json()).toMatchObject({ deleted: true, deactivated: false });
    expect((await api('GET', `/admin/products/${free}`, { auth: staff.auth })).statusCode).toBe(404);
    const kept = await api('DELETE', `/admin/products/${ordered}`, { auth: admin.auth });
    expect(kept.json()).toMatchObject({ deleted: false, deactivated: true });
    const still = (await api('GET', `/admin/products/${ordered}`, { auth: staff.auth })).json().data;
    expect(still).toMatchObject({ active: false, ordered: true });
  });
});

describe('assembly manuals', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

  it('stores a PDF through the file storage and serves it; refuses what is no PDF', async () => {
    const id = (await api('POST', '/admin/products', { auth: staff.auth, payload: body() })).json().id as number;
    const up = (payload: Buffer, type = 'application/pdf') =>
      t.inject({
        method: 'POST',
        url: `/api/v1/admin/products/${id}/pdfs?name=Aufbau`,
        headers: { ...staff.auth, 'content-type': type },
        payload,
      });
    const refused = await up(Buffer.from('GIF89a not a pdf at all'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.file).toEqual(['Die Datei ist keine PDF-Datei.']);
    const ok = await up(pdf);
    expect(ok.statusCode).toBe(201);
    const { path } = ok.json().data;
    expect(path).toMatch(/^\/uploads\/assembly\/[a-f0-9]{32}\.pdf$/);
    const served = await t.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(pdf)).toBe(true);
    const got = (await api('GET', `/admin/products/${id}`, { auth: staff.auth })).json().data;
    expect(got.pdf_file).toEqual([{ id: ok.json().data.id, name: 'Aufbau', path }]);
    const tooBig = await up(Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]));
    expect(tooBig.statusCode).toBe(413);
  });
});

describe('pricing beside the price', () => {
  it('shows the final price and margin of the pricing tools for a postal service and a parameter set', async () => {
    const service = (
      await api('POST', '/calculate/services', {
        auth: staff.auth,
        payload: { name: 'Spedition', faktori_post: 1.1, zup_mosina: 45, letzte_meile: 35, paushall: 10, thc_zup: 4 },
      })
    ).json().data.id;
    const set = (
      await api('POST', '/calculate/imm', {
        auth: staff.auth,
        payload: { name: 'Standard', ausg: 1.05, kf: 20, ap1: 10, ap2: 20, ap3: 30, db1: 35, kvar: 8, fakt: 1.6 },
      })
    ).json().data.id;
    // The worked example of design/pricing.md.
    const res = await api('POST', '/admin/products/pricing', {
      auth: staff.auth,
      payload: { postal_id: service, imm_id: set, purchase_price: 200, cbm: 1.2, coli: 3, price: 678.99 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      porto: 122.1,
      final_price: 322.1,
      einst: 234,
      pu: 678.99,
      db1e: 336.58,
      db2e: 168.83,
      freie: 136.88,
      below_minimum: false,
      at_price: { db1e: 336.58, db2e: 168.83 },
    });
    const unknown = await api('POST', '/admin/products/pricing', {
      auth: staff.auth,
      payload: { postal_id: 999999, imm_id: set, purchase_price: 200, cbm: 1, coli: 1 },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.postal_id).toBeDefined();
  });
});
