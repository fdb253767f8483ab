import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importMessages } from '@wohnwerk/contract/product-imports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogFixture, catalogTestApp } from '../catalog/catalog.fixtures.ts';
import type { TestContext } from '../../test/test-app.ts';
import { bombPart, part, sheetXml, workbookParts, zipFile } from '../../test/zip-file.ts';
import { importSteps } from './imports.fixtures.ts';

/**
 * Files as a whole (decision 149): XLSX files that unpack to far more than they weigh, and CSVs
 * in the encodings Excel writes.
 */
let t: TestContext;
let f: CatalogFixture;
let staff: { authorization: string };
// exceljs wrote its temporary files to os.tmpdir(): here it is a folder of this test's own.
const outerTmp = process.env.TMPDIR;
const tmp = mkdtempSync(join(tmpdir(), 'imports-files-'));

beforeAll(async () => {
  ({ t, f, staff } = await catalogTestApp());
  // After the test app made its own folders: from here on the temp folder holds only what imports leave.
  process.env.TMPDIR = tmp;
  expect(tmpdir()).toBe(tmp);
});
afterAll(async () => {
  await t.close();
  // Assigning undefined would store the string 'undefined' for whatever runs later in this process.
  if (outerTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = outerTmp;
  rmSync(tmp, { recursive: true, force: true });
});

const { post, upload, waitFor, apply, product } = importSteps(() => ({ t, staff }));

/** Category and shop of an existing product, as the export names them (a new product needs both). */
async function refs() {
  const res = await t.inject({ method: 'GET', url: '/api/v1/admin/products/export?format=csv', headers: staff });
  const lines = res.body.slice(1).split('\r\n');
  const header = lines[0].split(';');
  const torino = lines.find((l) => l.startsWith(`${f.products.torino.code};`))!.split(';');
  return { category: torino[header.indexOf('Kategorie')], shop: torino[header.indexOf('Shop')] };
}

const ROWS_HEAD =
  '<row r="1"><c r="A1" t="inlineStr"><is><t>Artikelnummer</t></is></c><c r="B1" t="inlineStr"><is><t>Bestand</t></is></c></row>';

describe('XLSX files that unpack to far more than they weigh', () => {
  it('a sheet that unpacks to 600 MB is refused at upload, row-less, and nothing is left in the temp folder', async () => {
    const bomb = await bombPart(
      'xl/worksheets/sheet1.xml',
      sheetXml(ROWS_HEAD).replace('</sheetData></worksheet>', ''),
      ' ',
      '</sheetData></worksheet>',
      600 * 1024 * 1024,
    );
    const file = zipFile([...workbookParts(['Artikel'], false), bomb]);
    expect(file.length).toBeLessThan(1024 * 1024);
    const res = await post(file, 'bombe.xlsx');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ file: [importMessages.unpackedTooLarge] });
    expect(readdirSync(tmp)).toEqual([]);

    // The same part claiming to be 1 kB: accepted at upload, stopped by the bytes that come out.
    const liar = zipFile([...workbookParts(['Artikel'], false), { ...bomb, declaredSize: 1024 }]);
    const started = Date.now();
    const failed = await waitFor(await upload(liar, 'bombe.xlsx'), ['failed', 'checked']);
    expect(failed).toMatchObject({ status: 'failed', failure: importMessages.unpackedTooLarge, errors_total: 0 });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(readdirSync(tmp)).toEqual([]);
  });

  it('only the first sheet and the shared strings are read: 8 sheets of 40 MB behind it cost nothing', async () => {
    // Row n: the product of shared string s gets stock n.
    const stock = (n: number, s: number) =>
      `<row r="${n}"><c r="A${n}" t="s"><v>${s}</v></c><c r="B${n}"><v>${n}</v></c></row>`;
    const first = part('xl/worksheets/sheet1.xml', sheetXml(ROWS_HEAD + stock(2, 0) + stock(3, 1)));
    const filler = await bombPart(
      'x',
      sheetXml('').replace('</sheetData></worksheet>', ''),
      ' ',
      '</sheetData></worksheet>',
      40 * 1024 * 1024,
    );
    const others = Array.from({ length: 8 }, (_, i) => ({ ...filler, name: `xl/worksheets/sheet${i + 2}.xml` }));
    const strings = part(
      'xl/sharedStrings.xml',
      `<sst><si><t>${f.products.lima181.code}</t></si><si><t>${f.products.arco.code}</t></si></sst>`,
    );
    const names = ['Artikel', ...others.map((_, i) => `Blatt${i + 2}`)];
    // exceljs met the sheets before the shared strings and unpacked each one to a temporary file.
    const file = zipFile([...workbookParts(names, true), first, ...others, strings]);
    const started = Date.now();
    const checked = await waitFor(await upload(file, 'viele-blaetter.xlsx'), ['failed', 'checked']);
    expect(checked).toMatchObject({ status: 'checked', rows_total: 2, updated: 2, errors_total: 0 });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(readdirSync(tmp)).toEqual([]);
    expect(await apply(checked.id)).toMatchObject({ status: 'applied' });
    expect((await product(f.products.lima181.code)).stock).toBe(2);
    expect((await product(f.products.arco.code)).stock).toBe(3);
  });
});

/** "Bücherregal Größe Weiß" and a euro sign as German Excel's "CSV (Trennzeichen-getrennt)" writes them. */
const windows1252 = (text: string) =>
  Buffer.from(Array.from(text, (ch) => (ch === '€' ? 0x80 : ch === '„' ? 0x84 : ch === '“' ? 0x93 : ch.charCodeAt(0))));

describe('CSV encodings', () => {
  it('a Windows-1252 CSV from German Excel is stored with its umlauts, euro sign and quotes', async () => {
    const { category, shop } = await refs();
    const text = `Artikelnummer;Name;Kategorie;Shop;Preis;Bestand;Beschreibung\r\nENC-1252;Bücherregal Größe Weiß;${category};${shop};149,00;4;„Günstig“ für 149 €\r\n`;
    const bytes = windows1252(text);
    expect(bytes.includes(0xfc)).toBe(true); // ü as one byte: no UTF-8
    const id = await upload(bytes);
    const checked = await waitFor(id, ['checked', 'failed']);
    expect(checked).toMatchObject({ status: 'checked', created: 1, errors_total: 0 });
    expect(await apply(id)).toMatchObject({ status: 'applied' });
    const stored = await product('ENC-1252');
    expect(stored.name).toBe('Bücherregal Größe Weiß');
    expect(stored.description).toBe('„Günstig“ für 149 €');
  });

  it('UTF-8 with and without byte order mark is read as UTF-8', async () => {
    const { category, shop } = await refs();
    const row = (code: string) => `${code};Bücherregal Größe Weiß;${category};${shop};149,00;4;Preis 149 €`;
    const head = 'Artikelnummer;Name;Kategorie;Shop;Preis;Bestand;Beschreibung';
    const withBom = await upload(`\ufeff${head}\r\n${row('ENC-BOM')}\r\n`);
    const without = await upload(`${head}\n${row('ENC-UTF8')}\n`);
    for (const id of [withBom, without]) {
      expect(await waitFor(id, ['checked', 'failed'])).toMatchObject({
        status: 'checked',
        created: 1,
        errors_total: 0,
      });
      await apply(id);
    }
    for (const code of ['ENC-BOM', 'ENC-UTF8']) {
      expect(await product(code)).toMatchObject({ name: 'Bücherregal Größe Weiß', description: 'Preis 149 €' });
    }
  });

  it('bytes that are neither UTF-8 nor Windows-1252 are a file error naming the line; UTF-16 says what to do', async () => {
    const head = Buffer.from('Artikelnummer;Name\r\nA-1;Regal\r\n');
    // 0x81 and 0x8D are undefined in Windows-1252; 0xFC (ü) makes the file no UTF-8.
    const broken = Buffer.concat([head, Buffer.from([0x41, 0x2d, 0x32, 0x3b, 0xfc, 0x81, 0x8d, 0x0d, 0x0a])]);
    const res = await post(broken, 'kaputt.csv');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ file: [importMessages.encoding(3)] });
    // A control character in a file that is not UTF-8: no text either.
    const control = Buffer.concat([head, Buffer.from([0x41, 0x2d, 0x33, 0x3b, 0xfc, 0x07, 0x0a])]);
    expect((await post(control, 'kaputt.csv')).json().errors).toEqual({ file: [importMessages.encoding(3)] });
    // Says UTF-8 (byte order mark) but is not.
    const liar = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), head, Buffer.from([0xfc, 0x0a])]);
    expect((await post(liar, 'kaputt.csv')).json().errors).toEqual({ file: [importMessages.encoding(3)] });

    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Artikelnummer\tName\r\n', 'utf16le')]);
    const refused = await post(utf16, 'unicode.txt');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ file: [importMessages.utf16] });
    const imports = (await t.inject({ method: 'GET', url: '/api/v1/admin/imports', headers: staff })).json().data;
    expect(imports.filter((i: { file_name: string }) => ['kaputt.csv', 'unicode.txt'].includes(i.file_name))).toEqual(
      [],
    );
  });
});
