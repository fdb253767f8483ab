import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/raw.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { multipartBody } from '../../test/multipart.ts';
import { adminOrdersFixture } from '../admin-orders/admin-orders.fixtures.ts';
import { seedCatalogFixture, type CatalogFixture } from '../catalog/catalog.fixtures.ts';

/**
 * Every change of a product is in its history (GET /admin/products/{id}/history), whoever made
 * it: the form, an import, a photo, an order taking stock, a refund or cancellation giving it back.
 */
type Auth = { authorization: string };
type Change = {
  field: string;
  before: string | null;
  after: string | null;
  user_id: number | null;
  user_name: string | null;
  source: string;
  import_id: string | null;
  import_number: number | null;
  order_number: string | null;
  created_at: string;
};

let t: TestContext;
let f: CatalogFixture;
let o: Awaited<ReturnType<typeof adminOrdersFixture>>;

beforeAll(async () => {
  t = await createTestContext();
  f = await seedCatalogFixture(t.db);
  o = await adminOrdersFixture(t);
});
afterAll(() => t?.close());

const changesOf = async (id: number): Promise<Change[]> => {
  const res = await t.inject({ method: 'GET', url: `/api/v1/admin/products/${id}/history`, headers: o.staff.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.changes;
};
const triples = (list: Change[]) => list.map((c) => [c.field, c.before, c.after]).sort();

async function waitForImport(id: string, auth: Auth, statuses: string[]) {
  for (let i = 0; i < 300; i++) {
    const body = (await t.inject({ method: 'GET', url: `/api/v1/admin/imports/${id}`, headers: auth })).json();
    if (statuses.includes(body.status)) return body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`import ${id} never reached ${statuses.join('/')}`);
}

describe('product history', () => {
  it('an import that changes price, stock and name records the three fields by the import and who applied it', async () => {
    const exported = await t.inject({
      method: 'GET',
      url: '/api/v1/admin/products/export?format=csv',
      headers: o.staff.auth,
    });
    const lines = exported.body.slice(1).trim().split('\r\n');
    const header = lines[0].split(';');
    const cells = lines.find((l) => l.startsWith(`${f.products.lima181.code};`))!.split(';');
    const before = { name: cells[header.indexOf('Name')], stock: cells[header.indexOf('Bestand')] };
    const created = [...cells];
    cells[header.indexOf('Name')] = 'Lima 181 Neu';
    cells[header.indexOf('Preis')] = '555,55';
    cells[header.indexOf('Bestand')] = '17';
    // A second row makes a new product: its creation is recorded by the import too.
    const newCode = `HIST-${Date.now() % 100000}`;
    created[header.indexOf('Artikelnummer')] = newCode;
    created[header.indexOf('Name')] = 'Regal Historia';
    created[header.indexOf('Preis')] = '99,5';
    created[header.indexOf('Alter Preis')] = '';
    created[header.indexOf('Bestand')] = '7';
    created[header.indexOf('EAN')] = '';
    const file = `\ufeff${lines[0]}\r\n${cells.join(';')}\r\n${created.join(';')}`;

    // Stefan uploads the file, Anna applies it: the change is Anna's, through this import.
    const body = multipartBody([{ field: 'file', filename: 'preise.csv', type: 'text/csv', bytes: file }]);
    const uploaded = await t.inject({
      method: 'POST',
      url: '/api/v1/admin/imports',
      payload: body.payload,
      headers: { ...body.headers, ...o.staff.auth },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(202);
    const importId = uploaded.json().id as string;
    expect(await waitForImport(importId, o.staff.auth, ['checked', 'failed'])).toMatchObject({
      updated: 1,
      created: 1,
      errors_total: 0,
    });
    const applied = await t.inject({
      method: 'POST',
      url: `/api/v1/admin/imports/${importId}/apply`,
      headers: o.admin.auth,
    });
    expect(applied.statusCode).toBe(202);
    await waitForImport(importId, o.staff.auth, ['applied']);

    const byImport = (await changesOf(f.ids.lima181)).filter((c) => c.source === 'import');
    expect(triples(byImport)).toEqual([
      ['name', before.name, 'Lima 181 Neu'],
      ['price', '649.99', '555.55'],
      ['stock', before.stock, '17'],
    ]);
    for (const c of byImport) {
      expect(c).toMatchObject({ import_id: importId, user_id: o.admin.id, user_name: 'Anna Admin' });
      expect(c.import_number).toBeGreaterThan(0);
      expect(c.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    }

    const [{ id: newId }] = await rows<{ id: number }>(t.db, sql`select id from products where code = ${newCode}`);
    const creation = await changesOf(newId);
    expect(triples(creation)).toEqual([
      ['code', null, newCode],
      ['name', null, 'Regal Historia'],
      ['price', null, '99.5'],
      ['stock', null, '7'],
    ]);
    expect(creation.every((c) => c.source === 'import' && c.import_id === importId && c.user_id === o.admin.id)).toBe(
      true,
    );
  });

  it('photo upload, reorder and removal are recorded with who did them', async () => {
    const id = f.ids.nordicGrau;
    const png = (g: number) =>
      sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 10, g, b: 90 } } })
        .png()
        .toBuffer();
    const body = multipartBody([
      { field: 'photos', filename: 'a.png', type: 'image/png', bytes: await png(100) },
      { field: 'photos', filename: 'b.png', type: 'image/png', bytes: await png(200) },
    ]);
    const up = await t.inject({
      method: 'POST',
      url: `/api/v1/admin/products/${id}/photos`,
      payload: body.payload,
      headers: { ...body.headers, ...o.staff.auth },
    });
    expect(up.statusCode, up.body).toBe(201);
    const photos = (up.json().data as { id: number; path: string; uploaded: boolean }[]).filter((p) => p.uploaded);
    expect(photos).toHaveLength(2);
    const added = (await changesOf(id)).filter((c) => c.field === 'photo');
    expect(added.map((c) => [c.before, c.after]).sort()).toEqual(photos.map((p) => [null, p.path]).sort());
    expect(added.every((c) => c.user_id === o.staff.id && c.source === 'staff')).toBe(true);

    const all = (up.json().data as { id: number }[]).map((p) => p.id);
    const reversed = [...all].reverse();
    const put = await t.inject({
      method: 'PUT',
      url: `/api/v1/admin/products/${id}/photos/order`,
      payload: { ids: reversed },
      headers: o.admin.auth,
    });
    expect(put.statusCode, put.body).toBe(200);
    const reordered = (await changesOf(id)).filter((c) => c.field === 'photo_order');
    expect(reordered.map((c) => [c.before, c.after, c.user_id])).toEqual([
      [all.join(', '), reversed.join(', '), o.admin.id],
    ]);

    const del = await t.inject({
      method: 'DELETE',
      url: `/api/v1/admin/products/${id}/photos/${photos[0].id}`,
      headers: o.admin.auth,
    });
    expect(del.statusCode, del.body).toBe(200);
    const removed = (await changesOf(id)).filter((c) => c.field === 'photo' && c.after === null);
    expect(removed.map((c) => [c.before, c.user_id])).toEqual([[photos[0].path, o.admin.id]]);
  });

  it('a refused upload and an unchanged order record nothing', async () => {
    const id = f.ids.nordicGrau;
    const count = (await changesOf(id)).length;
    const body = multipartBody([{ field: 'photos', filename: 'x.png', type: 'image/png', bytes: 'kein Bild' }]);
    const up = await t.inject({
      method: 'POST',
      url: `/api/v1/admin/products/${id}/photos`,
      payload: body.payload,
      headers: { ...body.headers, ...o.staff.auth },
    });
    expect(up.statusCode).toBe(422);
    const list = (
      await t.inject({ method: 'GET', url: `/api/v1/admin/products/${id}/photos`, headers: o.staff.auth })
    ).json().data as { id: number }[];
    const same = await t.inject({
      method: 'PUT',
      url: `/api/v1/admin/products/${id}/photos/order`,
      payload: { ids: list.map((p) => p.id) },
      headers: o.staff.auth,
    });
    expect(same.statusCode).toBe(200);
    expect((await changesOf(id)).length).toBe(count);
  });

  it('a checkout records the stock it took, attributed to the order', async () => {
    const customer = await t.user('customer');
    const order = await o.place(customer.auth, [{ product_id: o.f.sofa.id, qty: 2 }]);
    const taken = (await changesOf(o.f.sofa.id)).filter((c) => c.source === 'order');
    expect(taken.map((c) => [c.field, c.before, c.after, c.order_number, c.user_id])).toEqual([
      ['stock', '10', '8', order.order_number, null],
    ]);
  });

  it('an unpaid order cancelled by its customer gives its stock back, recorded with the order', async () => {
    const customer = await t.user('customer');
    const order = await o.place(customer.auth, [{ product_id: o.f.sofa.id, qty: 1 }]);
    const cancel = await t.inject({
      method: 'POST',
      url: `/api/v1/order/${order.order_number}/cancel`,
      headers: customer.auth,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const back = (await changesOf(o.f.sofa.id)).filter(
      (c) => c.order_number === order.order_number && c.source !== 'order',
    );
    expect(back.map((c) => [c.field, c.source, c.user_id, Number(c.after) - Number(c.before)])).toEqual([
      ['stock', 'cancellation', null, 1],
    ]);
  });

  it('a refund with restock and a cancellation by staff record the stock they gave back, with who', async () => {
    const { order } = await o.paidOrder([{ product_id: o.f.sofa.id, qty: 3 }]);
    const refund = await o.refund(o.admin.auth, order.order_number, {
      amount: order.amount,
      reason: 'Ware zurück',
      restock: true,
    });
    expect(refund.statusCode, refund.body).toBeLessThan(300);
    const back = (await changesOf(o.f.sofa.id)).filter(
      (c) => c.order_number === order.order_number && c.source === 'refund',
    );
    expect(back.map((c) => [c.field, c.user_name, Number(c.after) - Number(c.before)])).toEqual([
      ['stock', 'Anna Admin', 3],
    ]);

    const second = (await o.paidOrder([{ product_id: o.f.sofa.id, qty: 1 }])).order;
    const cancelled = await o.status(o.staff.auth, second.order_number, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const returned = (await changesOf(o.f.sofa.id)).filter(
      (c) => c.order_number === second.order_number && c.source === 'cancellation',
    );
    expect(returned.map((c) => [c.field, c.user_name, Number(c.after) - Number(c.before)])).toEqual([
      ['stock', 'Stefan Lager', 1],
    ]);
  });

  it('assembly PDFs added and removed are recorded', async () => {
    const id = o.f.table.id;
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const added = await t.inject({
      method: 'POST',
      url: `/api/v1/admin/products/${id}/pdfs?name=Aufbauanleitung`,
      payload: pdf,
      headers: { ...o.staff.auth, 'content-type': 'application/pdf' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const removed = await t.inject({
      method: 'DELETE',
      url: `/api/v1/admin/products/${id}/pdfs/${added.json().data.id}`,
      headers: o.admin.auth,
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const pdfs = (await changesOf(id)).filter((c) => c.field === 'pdf_file');
    expect(pdfs.map((c) => [c.before, c.after, c.user_id, c.source]).reverse()).toEqual([
      [null, 'Aufbauanleitung', o.staff.id, 'staff'],
      ['Aufbauanleitung', null, o.admin.id, 'staff'],
    ]);
  });
});
