import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMessages } from '@wohnwerk/contract/product-imports';
import { products, shops } from '../../db/schema/catalog.ts';
import { postMultipart } from '../../test/multipart.ts';
import type { TestContext } from '../../test/test-app.ts';
import type { CatalogFixture } from '../catalog/catalog.fixtures.ts';
import { sellerProductsFixture } from './seller-products.fixtures.ts';

let t: TestContext;
let f: CatalogFixture;
let staff: { authorization: string };
let a: Awaited<ReturnType<typeof sellerProductsFixture>>['a'];
let b: Awaited<ReturnType<typeof sellerProductsFixture>>['b'];
let nordholz: Awaited<ReturnType<typeof sellerProductsFixture>>['nordholz'];

beforeAll(async () => {
  ({ t, f, staff, a, b, nordholz } = await sellerProductsFixture());
});
afterAll(() => t?.close());

const csv = (header: string, ...lines: string[]) => `\ufeff${[header, ...lines].join('\r\n')}\r\n`;
const FULL = 'Artikelnummer;Name;Kategorie;Shop;Preis;Bestand;Bestseller';

async function upload(file: string, auth: { authorization: string }) {
  const res = await postMultipart(
    t,
    '/api/v1/seller/imports',
    [{ field: 'file', filename: 'artikel.csv', bytes: file }],
    auth,
  );
  expect(res.statusCode, res.body).toBe(202);
  return res.json().id as string;
}
async function waitFor(id: string, statuses: string[], auth: { authorization: string }) {
  for (let i = 0; i < 300; i++) {
    const body = (await t.inject({ method: 'GET', url: `/api/v1/seller/imports/${id}`, headers: auth })).json();
    if (statuses.includes(body.status)) return body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`import ${id} never reached ${statuses.join('/')}`);
}
async function apply(id: string, auth: { authorization: string }) {
  const res = await t.inject({ method: 'POST', url: `/api/v1/seller/imports/${id}/apply`, headers: auth });
  expect(res.statusCode, res.body).toBe(202);
  return waitFor(id, ['applied', 'failed'], auth);
}
const product = async (code: string) => (await t.db.select().from(products).where(eq(products.code, code)))[0];

describe("a seller's import", () => {
  it("changes their shops' products only: a foreign shop or Artikelnummer is an error row and nothing of it is stored", async () => {
    const torinoBefore = await product('WW-SOF-005');
    const nhBefore = await product(nordholz.code);
    const file = csv(
      FULL,
      'WW-CTB-003;Couchtisch Bergen Modell 03;couchtische;moebel-direkt;159,99;8;',
      'MD-IMP-1;Beistelltisch Direkt;couchtische;moebel-direkt;89,00;5;ja',
      'MD-IMP-2;Beistelltisch Fremd;couchtische;wohnwerk;79,00;5;',
      'MD-IMP-3;Beistelltisch Nord;couchtische;Nordholz Outlet;79,00;5;',
      'WW-SOF-005;Schlafsofa Torino Beige;sofas;wohnwerk;1,00;0;',
      `${nordholz.code};Kommode Nordholz;kleiderschraenke;nordholz-outlet;1,00;0;`,
    );
    const id = await upload(file, a.auth);
    const checked = await waitFor(id, ['checked', 'failed'], a.auth);
    expect(checked).toMatchObject({ status: 'checked', created: 1, updated: 1, rows_with_errors: 4, errors_total: 5 });
    expect(checked.errors).toEqual([
      { row: 1, code: null, column: 'Bestseller', value: null, message: importMessages.staffOnlyColumn },
      { row: 4, code: 'MD-IMP-2', column: 'Shop', value: 'wohnwerk', message: importMessages.foreignShop },
      { row: 5, code: 'MD-IMP-3', column: 'Shop', value: 'Nordholz Outlet', message: importMessages.foreignShop },
      { row: 6, code: 'WW-SOF-005', column: 'Artikelnummer', value: 'WW-SOF-005', message: importMessages.foreignCode },
      {
        row: 7,
        code: nordholz.code,
        column: 'Artikelnummer',
        value: nordholz.code,
        message: importMessages.foreignCode,
      },
    ]);

    const applied = await apply(id, a.auth);
    expect(applied).toMatchObject({ status: 'applied', created: 1, updated: 1, rows_with_errors: 4 });
    expect(await product('WW-CTB-003')).toMatchObject({ priceCents: 15999, stock: 8 });
    // The Bestseller column is not read: the new product is none.
    expect(await product('MD-IMP-1')).toMatchObject({ shopId: f.shops.direkt.id, priceCents: 8900, bestSeller: false });
    expect(await product('MD-IMP-2')).toBeUndefined();
    expect(await product('MD-IMP-3')).toBeUndefined();
    expect(await product('WW-SOF-005')).toEqual(torinoBefore);
    expect(await product(nordholz.code)).toEqual(nhBefore);

    // The history names the import and the seller user who applied it.
    const history = (
      await t.inject({ method: 'GET', url: `/api/v1/admin/products/${f.ids.bergen3}/history`, headers: staff })
    ).json().data;
    expect(history.changes.find((c: { field: string }) => c.field === 'price')).toMatchObject({
      before: '130.99',
      after: '159.99',
      source: 'import',
      user_id: a.id,
    });
  });

  it("exports their shops' products only, in the import's layout without Bestseller", async () => {
    const res = await t.inject({ method: 'GET', url: '/api/v1/seller/products/export?format=csv', headers: b.auth });
    expect(res.statusCode).toBe(200);
    const lines = res.body.slice(1).trim().split('\r\n');
    expect(lines[0].split(';')).not.toContain('Bestseller');
    expect(lines[0].split(';').slice(0, 7)).toEqual([
      'Artikelnummer',
      'Name',
      'Kategorie',
      'Shop',
      'Marke',
      'Serie',
      'Preis',
    ]);
    expect(lines.slice(1).map((l) => l.split(';')[0])).toEqual([nordholz.code]);
    // Uploaded again as it is, it changes nothing and says nothing.
    const id = await upload(res.body.replace(/^\ufeff/, ''), b.auth);
    expect(await waitFor(id, ['checked', 'failed'], b.auth)).toMatchObject({
      status: 'checked',
      unchanged: 1,
      errors_total: 0,
    });
  });

  it("answers 404 on another seller's import, reading, downloading or applying, and staff see it", async () => {
    const id = await upload(csv('Artikelnummer;Preis;Bestand', 'WW-CTB-004;151,00;1', 'WW-CTB-006;-1;1'), a.auth);
    await waitFor(id, ['checked'], a.auth);
    let visited = 0;
    for (const [method, url] of [
      ['GET', `/api/v1/seller/imports/${id}`],
      ['GET', `/api/v1/seller/imports/${id}/errors`],
      ['GET', `/api/v1/seller/imports/${id}/refused`],
      ['POST', `/api/v1/seller/imports/${id}/apply`],
    ] as const) {
      expect((await t.inject({ method, url, headers: b.auth })).statusCode, url).toBe(404);
      if (method === 'GET') expect((await t.inject({ method, url, headers: a.auth })).statusCode, url).toBe(200);
      visited++;
    }
    expect(visited).toBe(4);
    const refused = await t.inject({ method: 'GET', url: `/api/v1/seller/imports/${id}/refused`, headers: a.auth });
    expect(refused.body).toContain("WW-CTB-006;'-1;1;Preis: Der Preis muss größer als 0 sein.");
    expect((await product('WW-CTB-004')).priceCents).toBe(14099);
    const asStaff = await t.inject({ method: 'GET', url: `/api/v1/admin/imports/${id}`, headers: staff });
    expect(asStaff.json()).toMatchObject({ status: 'checked', updated: 1 });
  });

  it('checks the shops again as it applies: a shop given to another seller after the dry run is an error row', async () => {
    const [moved] = await t.db
      .insert(shops)
      .values({ name: 'Direkt Zwei', slug: 'direkt-zwei', sellerId: a.sellerId })
      .returning({ id: shops.id });
    const id = await upload(
      csv(
        FULL,
        'MD-ZWEI-1;Regal Zwei;couchtische;direkt-zwei;59,00;2;',
        'WW-CTB-005;Couchtisch Bergen Modell 05;couchtische;moebel-direkt;155,00;6;',
      ),
      a.auth,
    );
    expect(await waitFor(id, ['checked'], a.auth)).toMatchObject({ created: 1, updated: 1, rows_with_errors: 0 });
    await t.db.update(shops).set({ sellerId: b.sellerId }).where(eq(shops.id, moved.id));
    await t.db.execute(sql`update products set shop_id = ${moved.id} where code = 'WW-CTB-005'`);

    const applied = await apply(id, a.auth);
    expect(applied).toMatchObject({ status: 'applied', created: 0, updated: 0, rows_with_errors: 2, errors_total: 3 });
    expect(applied.errors.filter((e: { row: number }) => e.row > 1)).toEqual([
      {
        row: 2,
        code: 'MD-ZWEI-1',
        column: 'Artikelnummer',
        value: 'MD-ZWEI-1',
        message: importMessages.foreignSinceCheck,
      },
      {
        row: 3,
        code: 'WW-CTB-005',
        column: 'Artikelnummer',
        value: 'WW-CTB-005',
        message: importMessages.foreignSinceCheck,
      },
    ]);
    expect(await product('MD-ZWEI-1')).toBeUndefined();
    expect(await product('WW-CTB-005')).toMatchObject({ priceCents: 15099, shopId: moved.id });
  });
});
