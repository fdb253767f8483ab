import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_COLUMNS } from '@wohnwerk/contract/product-imports';
import { type CatalogFixture, catalogTestApp } from '../catalog/catalog.fixtures.ts';
import type { TestContext } from '../../test/test-app.ts';
import { checkImport } from './imports.check.ts';
import { importSteps } from './imports.fixtures.ts';

let t: TestContext;
let f: CatalogFixture;
let staff: { authorization: string };

beforeAll(async () => {
  ({ t, f, staff } = await catalogTestApp());
});
afterAll(() => t.close());

const { post, upload, waitFor, exportCsv, productCount, product } = importSteps(() => ({ t, staff }));

describe('product export and import', () => {
  it('only staff may export, import, read and apply (guest 401, customer 403)', async () => {
    const customer = (await t.user('customer')).auth;
    const id = '00000000-0000-4000-8000-000000000000';
    const routes = [
      ['GET', '/api/v1/admin/products/export?format=csv'],
      ['POST', '/api/v1/admin/imports'],
      ['GET', '/api/v1/admin/imports'],
      ['GET', `/api/v1/admin/imports/${id}`],
      ['GET', `/api/v1/admin/imports/${id}/errors`],
      ['POST', `/api/v1/admin/imports/${id}/apply`],
    ] as const;
    let visited = 0;
    for (const [method, url] of routes) {
      expect((await t.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
      expect((await t.inject({ method, url, headers: customer })).statusCode, `${method} ${url}`).toBe(403);
      visited++;
    }
    expect(visited).toBe(6);
  });

  it('exports every product as CSV with German headers ("Preis") and German numbers, and as XLSX', async () => {
    const csv = await exportCsv();
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trim().split('\r\n');
    expect(lines[0].split(';')).toEqual(PRODUCT_COLUMNS.map((c) => c.header));
    expect(lines[0].split(';')[6]).toBe('Preis');
    expect(lines).toHaveLength(1 + (await productCount()));
    const lima = lines.find((l) => l.startsWith(`${f.products.lima181.code};`))!;
    expect(lima).toContain(';649,99;799,99;');

    const xlsx = await t.inject({ method: 'GET', url: '/api/v1/admin/products/export?format=xlsx', headers: staff });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(7).value).toBe('Preis');
    expect(sheet.actualRowCount).toBe(1 + (await productCount()));
  });

  it('round trip: an edited export updates, creates, reports bad rows in German and applies once', async () => {
    const before = await productCount();
    const csv = await exportCsv();
    const lines = csv.slice(1).trim().split('\r\n');
    const header = lines[0].split(';');
    const col = (name: string) => header.indexOf(name);
    const edit = (line: string, changes: Record<string, string>) => {
      const cells = line.split(';');
      for (const [k, v] of Object.entries(changes)) cells[col(k)] = v;
      return cells.join(';');
    };
    const limaLine = lines.find((l) => l.startsWith(`${f.products.lima181.code};`))!;
    const torinoLine = lines.find((l) => l.startsWith(`${f.products.torino.code};`))!;
    const newRow = edit(torinoLine, {
      Artikelnummer: 'IMP-NEU-1',
      Name: 'Importiertes Regal Eiche',
      Preis: '1.234,56',
      'Alter Preis': '',
      Bestand: '7',
      EAN: '',
    });
    const badCategory = edit(torinoLine, { Artikelnummer: 'IMP-NEU-2', Kategorie: 'gibt-es-nicht' });
    const negative = edit(limaLine, { Preis: '-5,00' });
    const broken = edit(torinoLine, { Artikelnummer: 'IMP-NEU-3', Preis: '12,3,4', Bestand: 'viele' });
    const changed = edit(limaLine, { Preis: '599.5', 'Alter Preis': '799,99', Bestand: '42' });
    const file = [
      `\ufeff${lines[0]}`,
      ...lines.slice(1).filter((l) => l !== limaLine),
      changed,
      newRow,
      badCategory,
      broken,
    ].join('\r\n');
    const rowOf = (line: string) => file.split('\r\n').indexOf(line) + 1;

    const id = await upload(file);
    const checked = await waitFor(id, ['checked', 'failed']);
    expect(checked).toMatchObject({
      status: 'checked',
      rows_total: before + 3,
      created: 1,
      updated: 1,
      unchanged: before - 1,
    });
    // Each error names the row's Artikelnummer and the value the file gave, to fix it from the report.
    expect(checked.errors).toEqual([
      {
        row: rowOf(badCategory),
        code: 'IMP-NEU-2',
        column: 'Kategorie',
        value: 'gibt-es-nicht',
        message: 'Diese Kategorie gibt es nicht.',
      },
      {
        row: rowOf(broken),
        code: 'IMP-NEU-3',
        column: 'Preis',
        value: '12,3,4',
        message: expect.stringMatching(/^Der Preis muss ein Betrag in Euro sein/),
      },
      {
        row: rowOf(broken),
        code: 'IMP-NEU-3',
        column: 'Bestand',
        value: 'viele',
        message: 'Der Bestand muss eine ganze Zahl sein.',
      },
    ]);
    // Three errors on two rows: the rest of the file is taken.
    expect(checked).toMatchObject({ errors_total: 3, rows_with_errors: 2 });
    // The dry run changed nothing.
    expect((await product(f.products.lima181.code)).priceCents).toBe(64999);

    const applied = await t.inject({ method: 'POST', url: `/api/v1/admin/imports/${id}/apply`, headers: staff });
    expect(applied.statusCode).toBe(202);
    await waitFor(id, ['applied']);
    expect(await product(f.products.lima181.code)).toMatchObject({
      priceCents: 59950,
      oldPriceCents: 79999,
      stock: 42,
    });
    expect(await product('IMP-NEU-1')).toMatchObject({
      name: 'Importiertes Regal Eiche',
      priceCents: 123456,
      stock: 7,
    });
    expect((await product('IMP-NEU-1')).searchText).toContain('importiertes regal eiche');
    // The price change is in the price history (its triggers see the bulk update like any other).
    const history = (await t.db.execute(
      sql`select price_cents from product_price_history where product_id = ${f.ids.lima181} order by id desc limit 1`,
    )) as unknown as { rows: { price_cents: number }[] };
    expect(history.rows[0].price_cents).toBe(59950);
    expect(await product('IMP-NEU-2')).toBeUndefined();
    expect(await productCount()).toBe(before + 1);
    // The storefront shows the new price.
    const page = await t.inject({
      method: 'GET',
      url: `/api/v1/product/${f.ids.lima181}`,
      headers: await t.catalogVersion(),
    });
    expect(page.json().data.price).toBe(599.5);

    // Applying again changes nothing; importing the same file again finds nothing to change.
    const again = await t.inject({ method: 'POST', url: `/api/v1/admin/imports/${id}/apply`, headers: staff });
    expect(again.json()).toEqual({ id, status: 'applied' });
    const second = await waitFor(await upload(file), ['checked']);
    expect(second).toMatchObject({ created: 0, updated: 0, unchanged: before + 1 });
    expect(second.errors_total).toBe(3);

    // The error rows download as CSV.
    const errors = await t.inject({ method: 'GET', url: `/api/v1/admin/imports/${id}/errors`, headers: staff });
    expect(errors.body.slice(1).split('\r\n')[0]).toBe('Zeile;Artikelnummer;Spalte;Wert;Fehler');
    expect(errors.body).toContain(
      `${rowOf(badCategory)};IMP-NEU-2;Kategorie;gibt-es-nicht;Diese Kategorie gibt es nicht.`,
    );
    // A negative price of an existing product is a row error as well.
    const neg = await waitFor(await upload([lines[0], negative].join('\n')), ['checked']);
    expect(neg.errors).toEqual([
      {
        row: 2,
        code: f.products.lima181.code,
        column: 'Preis',
        value: '-5,00',
        message: 'Der Preis muss größer als 0 sein.',
      },
    ]);
  });

  it('an XLSX export imports back unchanged; a stock-and-price file changes only those columns', async () => {
    const xlsx = await t.inject({ method: 'GET', url: '/api/v1/admin/products/export?format=xlsx', headers: staff });
    const same = await waitFor(await upload(xlsx.rawPayload, 'artikel.xlsx'), ['checked', 'failed']);
    expect(same).toMatchObject({
      status: 'checked',
      created: 0,
      updated: 0,
      unchanged: await productCount(),
      errors: [],
    });

    const arco = await product(f.products.arco.code);
    const id = await upload(`Artikelnummer,Preis,Bestand\n${arco.code},111.11,3\n`);
    expect(await waitFor(id, ['checked'])).toMatchObject({ updated: 1, errors: [] });
    await t.inject({ method: 'POST', url: `/api/v1/admin/imports/${id}/apply`, headers: staff });
    await waitFor(id, ['applied']);
    const after = await product(arco.code);
    // The columns the file leaves out are not staged: the apply takes them from the stored product.
    expect(after).toMatchObject({
      priceCents: 11111,
      stock: 3,
      name: arco.name,
      description: arco.description,
      categoryId: arco.categoryId,
      brandId: arco.brandId,
      dimensions: arco.dimensions,
      active: arco.active,
    });
    // The check reads no descriptions for such a file (decision 182) and still sees the row as it is stored.
    const again = await upload(`Artikelnummer,Preis,Bestand\n${arco.code},111.11,3\n`);
    expect(await waitFor(again, ['checked'])).toMatchObject({ updated: 0, unchanged: 1, errors: [] });
    expect((await product(arco.code)).description).toBe(arco.description);
  });

  it('a file without Artikelnummer fails cleanly; a file that is not CSV or XLSX is refused', async () => {
    const failed = await waitFor(await upload('Name;Preis\nSofa;10\n'), ['failed', 'checked']);
    expect(failed).toMatchObject({ status: 'failed', failure: 'Die Spalte „Artikelnummer“ fehlt in der Kopfzeile.' });
    const res = await post(Buffer.from([0, 1, 2, 3, 0, 0]), 'x.csv');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual(['Die Datei muss eine CSV- oder XLSX-Datei sein.']);
  });

  it('a check cut off after a batch resumes behind the last committed batch, without double rows', async () => {
    const csv = await exportCsv();
    const lines = csv.slice(1).trim().split('\r\n');
    const file = [lines[0], ...lines.slice(1).map((l) => l.replace(/^([^;]*);/, 'RES-$1;'))].join('\n');
    // Queued without a worker: the import is checked here by hand, as a restarted worker would.
    await t.app.jobs.stop();
    const id = await upload(file);
    await t.app.jobs.stop();
    await t.db.execute(sql`update product_imports set status = 'queued' where id = ${id}`);
    let batches = 0;
    const crash = checkImport(t.db, t.app.storage, id, {
      batchSize: 10,
      afterBatch: async () => {
        if (++batches === 2) throw new Error('process killed');
      },
    });
    await expect(crash).rejects.toThrow('process killed');
    const half = (await t.inject({ method: 'GET', url: `/api/v1/admin/imports/${id}`, headers: staff })).json();
    expect(half).toMatchObject({ status: 'checking', rows_done: 20, created: 20 });
    expect(await checkImport(t.db, t.app.storage, id, { batchSize: 10 })).toBe(true);
    const done = (await t.inject({ method: 'GET', url: `/api/v1/admin/imports/${id}`, headers: staff })).json();
    expect(done).toMatchObject({
      status: 'checked',
      rows_done: lines.length - 1,
      created: lines.length - 1,
      errors: [],
    });
    const staged = (await t.db.execute(
      sql`select count(*)::int as n, count(distinct code)::int as d from product_import_rows where import_id = ${id}`,
    )) as unknown as { rows: { n: number; d: number }[] };
    expect(staged.rows[0]).toEqual({ n: lines.length - 1, d: lines.length - 1 });
  });
});
