import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMessages } from '@wohnwerk/contract/product-imports';
import type { TestContext } from '../../test/test-app.ts';
import { type CatalogFixture, catalogTestApp } from '../catalog/catalog.fixtures.ts';
import { importSteps } from './imports.fixtures.ts';

/**
 * Import errors a merchant can fix from the report (issue 34): each error names the row's
 * Artikelnummer and the refused value, the import counts its rows with errors once, and the
 * refused rows download as a file in the upload's layout (plus "Fehler") that uploads again.
 */
let t: TestContext;
let f: CatalogFixture;
let staff: { authorization: string };

beforeAll(async () => {
  ({ t, f, staff } = await catalogTestApp());
});
afterAll(() => t.close());

const { upload, waitFor, apply, product } = importSteps(() => ({ t, staff }));

const refusedOf = (id: string, format?: 'csv' | 'xlsx') =>
  t.inject({
    method: 'GET',
    url: `/api/v1/admin/imports/${id}/refused${format ? `?format=${format}` : ''}`,
    headers: staff,
  });
const csvRows = (body: string) => parse(body, { delimiter: ';', bom: true, relax_column_count: true }) as string[][];

describe('the refused rows of an import', () => {
  it('only staff may download them; an unknown import is 404, an unknown format 422', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const url = `/api/v1/admin/imports/${id}/refused`;
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url, headers: (await t.user('customer')).auth })).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url, headers: staff })).statusCode).toBe(404);
    const real = await upload(`Artikelnummer;Bestand\n${f.products.arco.code};4\n`);
    const pdf = await t.inject({
      method: 'GET',
      url: `/api/v1/admin/imports/${real}/refused?format=pdf`,
      headers: staff,
    });
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().errors.format).toEqual(['Das Format muss csv oder xlsx sein.']);
  });

  it('a row with two errors counts once; the refused rows download in the upload layout, are corrected and import', async () => {
    const codes = [f.products.lima181.code, f.products.torino.code, f.products.arco.code, f.products.limaTisch.code];
    const file = [
      'Artikelnummer;Preis;Bestand;Notiz',
      `${codes[0]};649,99;11;erste`,
      `${codes[1]};abc;viele;"zweite; mit Semikolon"`,
      `${codes[2]};=1+1;7;dritte`,
      `${codes[0]};1,00;1;doppelt`,
      `${codes[3]};99,50;8;`,
    ].join('\r\n');
    const id = await upload(file);
    const checked = await waitFor(id, ['checked', 'failed']);
    // Rows 3 (two errors), 4 (a formula is no amount) and 5 (a code twice) are refused; 2 and 6 are taken. The
    // column "Notiz" is not read, and the header row says so (no product row is refused for it).
    expect(checked).toMatchObject({ status: 'checked', rows_total: 5, errors_total: 5, rows_with_errors: 3 });
    expect(checked.errors).toEqual([
      { row: 1, code: null, column: 'Notiz', value: null, message: importMessages.unknownColumn },
      expect.objectContaining({ row: 3, code: codes[1], column: 'Preis', value: 'abc' }),
      expect.objectContaining({ row: 3, code: codes[1], column: 'Bestand', value: 'viele' }),
      expect.objectContaining({ row: 4, code: codes[2], column: 'Preis', value: '=1+1' }),
      expect.objectContaining({ row: 5, code: codes[0], column: 'Artikelnummer', value: codes[0] }),
    ]);
    const applied = await apply(id);
    expect(applied).toMatchObject({ status: 'applied', rows_total: 5, rows_with_errors: 3 });

    // The upload was a CSV: so is the file, named after the import, with its own header plus "Fehler".
    const res = await refusedOf(id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/filename="import-\d+-fehlerzeilen\.csv"/);
    const [header, ...refused] = csvRows(res.body);
    expect(header).toEqual(['Artikelnummer', 'Preis', 'Bestand', 'Notiz', 'Fehler']);
    expect(refused).toHaveLength(3);
    expect(refused[0]).toEqual([
      codes[1],
      'abc',
      'viele',
      'zweite; mit Semikolon',
      expect.stringMatching(
        /^Preis: Der Preis muss ein Betrag in Euro sein.* \| Bestand: Der Bestand muss eine ganze Zahl sein\.$/,
      ),
    ]);
    // A formula-like cell is written guarded (lib/csv.ts) and read back as it was.
    expect(refused[1].slice(0, 4)).toEqual([codes[2], "'=1+1", '7', 'dritte']);
    expect(refused[2][4]).toBe('Artikelnummer: Diese Artikelnummer steht mehrfach in der Datei.');

    // The same rows as XLSX on request; the stored file goes on past the last refused row (row 6),
    // and is read to its end without breaking off the reader under it.
    const xlsx = await refusedOf(id, 'xlsx');
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0].actualRowCount).toBe(4);
    expect(book.worksheets[0].getRow(3).getCell(2).value).toBe('=1+1');
    await new Promise((resolve) => setTimeout(resolve, 200));

    // Corrected in the downloaded file (the "Fehler" column left in) and uploaded again: no row errors (the header
    // row names "Notiz" again, which is not read), applied.
    const fixed = res.body
      .split('\r\n')
      .filter((line) => !line.startsWith(`${codes[0]};`))
      .join('\r\n')
      .replace(';abc;viele;', ';123,45;9;');
    const again = await waitFor(await upload(fixed.replace("'=1+1", '88,00')), ['checked', 'failed']);
    expect(again).toMatchObject({ status: 'checked', errors_total: 1, rows_with_errors: 0, updated: 2 });
    expect(again.errors).toEqual([expect.objectContaining({ row: 1, column: 'Notiz' })]);
    expect(await apply(again.id)).toMatchObject({ status: 'applied' });
    expect(await product(codes[1])).toMatchObject({ priceCents: 12345, stock: 9 });
    expect(await product(codes[2])).toMatchObject({ priceCents: 8800, stock: 7 });
  });

  it('an XLSX upload gives an XLSX with numbers kept, its own "Fehler" column reused; CSV on request', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Artikel');
    sheet.addRow(['Artikelnummer', 'Fehler', 'Preis', 'Bestand']);
    sheet.addRow([f.products.torino.code, 'alt', 199.5, 3]);
    sheet.addRow([f.products.arco.code, 'alt', -5, 2.5]);
    const id = await upload(Buffer.from(await book.xlsx.writeBuffer()), 'artikel.xlsx');
    const checked = await waitFor(id, ['checked', 'failed']);
    expect(checked).toMatchObject({ rows_with_errors: 1, errors_total: 2 });
    expect(checked.errors).toEqual([
      expect.objectContaining({ row: 3, column: 'Preis', value: '-5' }),
      expect.objectContaining({ row: 3, column: 'Bestand', value: '2,5' }),
    ]);

    const xlsx = await refusedOf(id);
    expect(xlsx.headers['content-disposition']).toMatch(/fehlerzeilen\.xlsx"/);
    const back = new ExcelJS.Workbook();
    await back.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const out = back.worksheets[0];
    expect(out.actualRowCount).toBe(2);
    expect(out.getRow(1).values).toEqual([undefined, 'Artikelnummer', 'Fehler', 'Preis', 'Bestand']);
    const row = out.getRow(2);
    expect(row.getCell(1).value).toBe(f.products.arco.code);
    expect(row.getCell(2).value).toMatch(/^Preis: .* \| Bestand: Der Bestand muss eine ganze Zahl sein\.$/);
    expect(row.getCell(3).value).toBe(-5);
    expect(row.getCell(4).value).toBe(2.5);

    const csv = await refusedOf(id, 'csv');
    expect(csv.headers['content-disposition']).toMatch(/fehlerzeilen\.csv"/);
    const [header, refused] = csvRows(csv.body);
    expect(header).toEqual(['Artikelnummer', 'Fehler', 'Preis', 'Bestand']);
    // German Excel's numbers; the negative one as a number, not a guarded text.
    expect([refused[0], refused[2], refused[3]]).toEqual([f.products.arco.code, '-5', '2,5']);
  });

  it('thousands of refused rows come out complete and in order, read a page at a time', async () => {
    const lines = ['Artikelnummer;Name;Kategorie;Shop;Preis;Bestand'];
    // More refused rows than one page of errors (2,000): each names a category and a shop that are not there.
    for (let i = 1; i <= 2600; i++) lines.push(`REF-${i};Regal ${i};keine-kategorie;keiner;10,00;1`);
    const id = await upload(lines.join('\n'));
    const checked = await waitFor(id, ['checked', 'failed']);
    expect(checked.rows_with_errors).toBe(2600);
    const [header, ...refused] = csvRows((await refusedOf(id)).body);
    expect(header.at(-1)).toBe('Fehler');
    expect(refused).toHaveLength(2600);
    let visited = 0;
    for (const [k, cells] of refused.entries()) {
      expect(cells[0]).toBe(`REF-${k + 1}`);
      expect(cells[6]).toBe('Kategorie: Diese Kategorie gibt es nicht. | Shop: Diesen Shop gibt es nicht.');
      visited++;
    }
    expect(visited).toBe(2600);
  });
});
