import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { products } from '../../db/schema/catalog.ts';
import { seedCatalogFixture, type CatalogFixture } from '../catalog/catalog.fixtures.ts';

let t: TestContext;
let f: CatalogFixture;
type Auth = { authorization: string };
let staff: { auth: Auth };
let postalId: number;
let immId: number;
let productCount: number;

beforeAll(async () => {
  t = await createTestContext();
  f = await seedCatalogFixture(t.db);
  staff = await t.user('staff');
  // The worked example's product, and one without volume or package data.
  await t.db
    .update(products)
    .set({ purchasePriceCents: 20_000, cbm: 1.2, kg: 80, coli: 3 })
    .where(eq(products.id, f.ids.arco));
  await t.db
    .update(products)
    .set({ purchasePriceCents: 10_000, cbm: null, kg: null, coli: null })
    .where(eq(products.id, f.ids.torino));
  // A product whose mark-up is too small for the set's DB1 minimum (see the red-row test).
  await t.db
    .update(products)
    .set({ purchasePriceCents: 100_000, cbm: 0.1, kg: 10, coli: 1 })
    .where(eq(products.id, f.ids.lima3));
  productCount = (await t.db.select({ id: products.id }).from(products)).length;
  postalId = (
    await api('POST', '/calculate/services', {
      payload: {
        name: 'Spedition Standard',
        faktori_post: 1.1,
        zup_mosina: 45,
        letzte_meile: 35,
        paushall: 10,
        thc_zup: 4,
      },
    })
  ).json().data.id;
  immId = (
    await api('POST', '/calculate/imm', {
      payload: { name: 'Standard 2026', ausg: 1.05, kf: 20, ap1: 10, ap2: 20, ap3: 30, db1: 35, kvar: 8, fakt: 1.6 },
    })
  ).json().data.id;
});
afterAll(() => t.close());

function api(method: 'GET' | 'POST', url: string, opts: { payload?: unknown } = {}) {
  return t.inject({ method, url: `/api/v1${url}`, headers: staff.auth, payload: opts.payload as never });
}

describe('freight calculator', () => {
  it('lists every product with its staff data, without prices when no service is chosen', async () => {
    const res = await api('GET', '/calculate/products');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.length).toBe(productCount);
    expect(res.json()).not.toHaveProperty('meta');
    expect(data.find((r: { id: number }) => r.id === f.ids.arco)).toEqual({
      id: f.ids.arco,
      name: 'Couchtisch Arco Eiche Sonoma',
      code: 'WW-CT-001',
      price: 200,
      cbm: 1.2,
      kg: 80,
      coli: 3,
      calculated_price: null,
      final_price: null,
    });
  });

  it('computes the calculated and the final price of the worked example for a service', async () => {
    const data = (await api('GET', `/calculate/products?postal_id=${postalId}`)).json().data;
    const arco = data.find((r: { id: number }) => r.id === f.ids.arco);
    expect(arco.calculated_price).toBe(111);
    expect(arco.final_price).toBe(322.1);
    const torino = data.find((r: { id: number }) => r.id === f.ids.torino);
    expect(torino).toMatchObject({ cbm: null, coli: null, kg: null, calculated_price: 45, final_price: 149.5 });
  });

  it('takes an empty postal_id (a selector left on its placeholder) as no service', async () => {
    for (const query of ['?postal_id=', '?postal_id=null']) {
      const res = await api('GET', `/calculate/products${query}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.length).toBe(productCount);
      expect(res.json().data.every((r: { final_price: number | null }) => r.final_price === null)).toBe(true);
    }
  });

  it('answers 404 for an unknown service and 422 for a malformed one', async () => {
    expect((await api('GET', '/calculate/products?postal_id=999999')).statusCode).toBe(404);
    const bad = await api('GET', '/calculate/products?postal_id=abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.postal_id).toBeDefined();
  });

  it('pages, sorts and searches on the server when asked', async () => {
    const first = await api('GET', `/calculate/products?postal_id=${postalId}&page=1&per_page=5&sort=-final_price`);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.data.length).toBe(5);
    expect(body.meta).toMatchObject({
      current_page: 1,
      per_page: 5,
      total: productCount,
      last_page: Math.ceil(productCount / 5),
    });
    expect(body.links.next).toContain('page=2');
    expect(body.links.next).toContain('sort=-final_price');
    const all = (await api('GET', `/calculate/products?postal_id=${postalId}&sort=-final_price`)).json().data;
    expect(all.length).toBe(productCount);
    const finals = all.map((r: { final_price: number }) => r.final_price);
    expect(finals).toEqual([...finals].sort((a, b) => b - a));
    expect(body.data).toEqual(all.slice(0, 5));
    const second = (
      await api('GET', `/calculate/products?postal_id=${postalId}&page=2&per_page=5&sort=-final_price`)
    ).json();
    expect(second.data).toEqual(all.slice(5, 10));

    const search = (await api('GET', '/calculate/products?q=bergen&per_page=100')).json();
    expect(search.meta.total).toBe(20);
    expect(search.data.every((r: { name: string }) => r.name.includes('Bergen'))).toBe(true);
    const byCode = (await api('GET', '/calculate/products?q=ww-ct-001')).json().data;
    expect(byCode.map((r: { id: number }) => r.id)).toEqual([f.ids.arco]);
    // A wildcard in the search is a character, not a pattern.
    expect((await api('GET', '/calculate/products?q=%25')).json().data).toEqual([]);
  });

  it('gives the same order paged (read by SQL) as unpaged for stored columns, empty values last', async () => {
    for (const sort of ['-price', 'price', 'cbm', '-coli']) {
      const all = (await api('GET', `/calculate/products?postal_id=${postalId}&sort=${sort}`)).json().data;
      const pages = [];
      for (let page = 1; page <= Math.ceil(productCount / 10); page++) {
        pages.push(
          ...(
            await api('GET', `/calculate/products?postal_id=${postalId}&sort=${sort}&page=${page}&per_page=10`)
          ).json().data,
        );
      }
      expect(
        pages.map((r: { id: number }) => r.id),
        sort,
      ).toEqual(all.map((r: { id: number }) => r.id));
    }
    const priced = (await api('GET', '/calculate/products?sort=-price&per_page=3'))
      .json()
      .data.map((r: { price: number | null }) => r.price);
    expect(priced).toEqual([1000, 200, 100]);
    const unsorted = (await api('GET', '/calculate/products?per_page=500'))
      .json()
      .data.map((r: { id: number }) => r.id);
    expect(unsorted).toEqual([...unsorted].sort((a: number, b: number) => a - b));
  });

  it('refuses unknown sort keys and out-of-range paging with 422', async () => {
    expect((await api('GET', '/calculate/products?sort=password')).statusCode).toBe(422);
    expect((await api('GET', '/calculate/products?per_page=0')).statusCode).toBe(422);
    expect((await api('GET', '/calculate/products?per_page=501')).statusCode).toBe(422);
    expect((await api('GET', '/calculate/products?page=-1')).statusCode).toBe(422);
  });
});

describe('margin calculator (FdImm)', () => {
  it('gives the worked example row with every column of the spec', async () => {
    const res = await api('GET', `/calculate/imm?imm_id=${immId}&postal_id=${postalId}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.length).toBe(productCount);
    const row = data.find((r: { product_id: number }) => r.product_id === f.ids.arco);
    expect(Object.keys(row).sort()).toEqual(
      [
        'product_id',
        'name',
        'price',
        'cbm',
        'ausg',
        'einst',
        'db1',
        'db1e',
        'porno',
        'kvar',
        'db2e',
        'db2p',
        'pu kalk',
        'fakt',
        'vk werb',
        'pu',
        'ap1',
        'ap2',
        'freie',
      ].sort(),
    );
    expect(row).toMatchObject({
      product_id: f.ids.arco,
      name: 'Couchtisch Arco Eiche Sonoma',
      price: 200,
      cbm: 1.2,
      ausg: 1.05,
      einst: 234,
      db1e: 336.58,
      porno: 122.1,
      kvar: 8,
      db2e: 168.83,
      'pu kalk': 678.01,
      fakt: 1.6,
      'vk werb': 882.99,
      pu: 678.99,
      ap1: 611.09,
      ap2: 543.19,
      freie: 136.88,
    });
    expect(row.db1).toBeCloseTo(58.99, 2);
    expect(row.db2p).toBeCloseTo(29.59, 2);
  });

  it('gives a negative "freie" (a red row) when the set’s mark-up is too small for its DB1 minimum', async () => {
    const thin = (
      await api('POST', '/calculate/imm', {
        payload: { name: 'Knapp', ausg: 1.05, kf: 20, ap1: 10, ap2: 20, ap3: 30, db1: 35, kvar: 8, fakt: 1.1 },
      })
    ).json().data.id;
    const data = (await api('GET', `/calculate/imm?imm_id=${thin}&postal_id=${postalId}`)).json().data;
    const low = data.find((r: { product_id: number }) => r.product_id === f.ids.lima3);
    expect(low.einst).toBe(1052);
    expect(low.freie).toBeLessThan(0);
  });

  it('requires both selectors and answers 404 for an unknown set or service', async () => {
    const missing = await api('GET', '/calculate/imm');
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['imm_id', 'postal_id']);
    expect((await api('GET', `/calculate/imm?imm_id=999999&postal_id=${postalId}`)).statusCode).toBe(404);
    expect((await api('GET', `/calculate/imm?imm_id=${immId}&postal_id=999999`)).statusCode).toBe(404);
  });

  it('sorts by DB2 and pages on the server', async () => {
    const res = (
      await api('GET', `/calculate/imm?imm_id=${immId}&postal_id=${postalId}&sort=-db2e&page=1&per_page=3`)
    ).json();
    expect(res.data.length).toBe(3);
    expect(res.meta.total).toBe(productCount);
    const all = (await api('GET', `/calculate/imm?imm_id=${immId}&postal_id=${postalId}&sort=-db2e`)).json().data;
    const db2 = all.map((r: { db2e: number }) => r.db2e);
    expect(db2).toEqual([...db2].sort((a, b) => b - a));
    expect(res.data).toEqual(all.slice(0, 3));
    const byPu = (await api('GET', `/calculate/imm?imm_id=${immId}&postal_id=${postalId}&sort=pu%20kalk`))
      .json()
      .data.map((r: Record<string, number>) => r['pu kalk']);
    expect(byPu).toEqual([...byPu].sort((a, b) => a - b));
  });
});

async function readXlsx(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as never);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { sheet, rows };
}

describe('exports', () => {
  it('streams the whole freight table as an .xlsx with numbers as numbers', async () => {
    const res = await api('GET', `/calculate/products/export?postal_id=${postalId}&sort=name`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="Frachtrechner-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const { rows, sheet } = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(['Name', 'Code', 'Preis', 'CBM', 'KG', 'Coli', 'Berechneter Preis', 'Endpreis']);
    expect(rows.length).toBe(productCount + 1);
    const arco = rows.find((r) => r[1] === 'WW-CT-001')!;
    expect(arco).toEqual(['Couchtisch Arco Eiche Sonoma', 'WW-CT-001', 200, 1.2, 80, 3, 111, 322.1]);
    expect(sheet.getColumn(8).numFmt).toBe('#,##0.00 "€"');
  });

  it('streams the FdImm table with the filters of the list and the spec columns', async () => {
    const res = await api('GET', `/calculate/imm/export?imm_id=${immId}&postal_id=${postalId}&q=arco`);
    expect(res.statusCode).toBe(200);
    const { rows } = await readXlsx(res.rawPayload);
    expect(rows.length).toBe(2);
    expect(rows[0]).toEqual([
      'Produkt-ID',
      'Name',
      'Preis',
      'CBM',
      'Ausg',
      'Einst',
      'DB1 %',
      'DB1 €',
      'Porno',
      'Kvar %',
      'DB2 €',
      'DB2 %',
      'PU kalk',
      'Fakt',
      'VK werb',
      'PU',
      'AP1',
      'AP2',
      'Freie',
    ]);
    const r = rows[1] as number[];
    expect(r.slice(0, 6)).toEqual([f.ids.arco, 'Couchtisch Arco Eiche Sonoma', 200, 1.2, 1.05, 234]);
    expect(r[6]).toBeCloseTo(58.99, 2);
    expect(r.slice(7, 11)).toEqual([336.58, 122.1, 8, 168.83]);
    expect(r.slice(12)).toEqual([678.01, 1.6, 882.99, 678.99, 611.09, 543.19, 136.88]);
  });
});
