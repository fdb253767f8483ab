import { importMessages } from '@wohnwerk/contract/product-imports';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { part, sheetXml, workbookParts, zipFile } from '../../test/zip-file.ts';
import { ImportFileError, XLSX_LIMITS } from './imports.limits.ts';
import { checkXlsx, xlsxRowCount, xlsxRows } from './imports.xlsx.ts';

const collect = async (bytes: Buffer, limits = XLSX_LIMITS) => {
  const rows = [];
  for await (const r of xlsxRows(bytes, limits)) rows.push(r);
  return rows;
};
const failure = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ImportFileError);
  return (err as Error).message;
};

describe('the XLSX reader', () => {
  it('reads the first tab with shared, inline and rich texts, numbers, booleans and Excel escapes', async () => {
    const strings = `<sst><si><t>Artikelnummer</t></si><si><t>Name</t></si><si><r><t>Regal </t></r><r><t xml:space="preserve">Eiche</t></r><rPh><t>ignored</t></rPh></si><si><t>Zeile_x000D_
zwei _x005F_x0041_</t></si></sst>`;
    const first = sheetXml(
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>' +
        '<row r="3"><c r="A3" t="inlineStr"><is><t>A-1</t></is></c><c r="B3" t="s"><v>2</v></c><c r="D3"><v>12.5</v></c><c r="E3" t="b"><v>1</v></c></row>' +
        '<row r="4"><c r="B4"/></row>' +
        '<row r="5"><c r="A5" t="str"><f>A3</f><v>A-2</v></c><c r="B5" t="s"><v>3</v></c></row>',
    );
    const bytes = zipFile([
      ...workbookParts(['Artikel', 'Zweites'], true),
      // The second tab's part comes first in the ZIP: the reader goes by the workbook's tab order.
      part('xl/worksheets/sheet2.xml', sheetXml('<row r="1"><c r="A1" t="inlineStr"><is><t>falsch</t></is></c></row>')),
      part('xl/worksheets/sheet1.xml', first),
      part('xl/sharedStrings.xml', strings),
    ]);
    expect(await collect(bytes)).toEqual([
      { row: 1, cells: ['Artikelnummer', 'Name'] },
      { row: 3, cells: ['A-1', 'Regal Eiche', null, 12.5, true] },
      { row: 5, cells: ['A-2', 'Zeile\r\nzwei _x0041_'] },
    ]);
    expect(await xlsxRowCount(bytes)).toBe(4);
  });

  it('reads what exceljs writes (the XLSX export), numbers as numbers', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Artikel');
    sheet.addRow(['Artikelnummer', 'Name', 'Preis']);
    sheet.addRow(['X-1', '=HYPERLINK("http://evil.test")', 649.99]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    expect(await collect(bytes)).toEqual([
      { row: 1, cells: ['Artikelnummer', 'Name', 'Preis'] },
      { row: 2, cells: ['X-1', '=HYPERLINK("http://evil.test")', 649.99] },
    ]);
  });

  it('refuses parts that declare more than the limit before unpacking anything', async () => {
    const bytes = zipFile([
      ...workbookParts(['Artikel'], false),
      part(
        'xl/worksheets/sheet1.xml',
        sheetXml(`<row r="1"><c t="inlineStr"><is><t>${'x'.repeat(5000)}</t></is></c></row>`),
      ),
    ]);
    const small = { ...XLSX_LIMITS, unpackedBytes: 4000 };
    expect(await failure(checkXlsx(bytes, small))).toBe(importMessages.unpackedTooLarge);
    expect(await failure(collect(bytes, small))).toBe(importMessages.unpackedTooLarge);
    await expect(checkXlsx(bytes)).resolves.toBeUndefined();
  });

  it('stops a part that unpacks to more than it declared (a crafted ZIP)', async () => {
    const sheet = part('xl/worksheets/sheet1.xml', sheetXml(`<row r="1">${'<c><v>1</v></c>'.repeat(5000)}</row>`));
    const bytes = zipFile([...workbookParts(['Artikel'], false), { ...sheet, declaredSize: 100 }]);
    await expect(checkXlsx(bytes)).resolves.toBeUndefined();
    expect(await failure(collect(bytes))).toBe(importMessages.unpackedTooLarge);
    expect(await failure(xlsxRowCount(bytes))).toBe(importMessages.unpackedTooLarge);
  });

  it('refuses a column past XFD or a row past 1,048,576 without sizing anything by them', async () => {
    const wide = zipFile([
      ...workbookParts(['Artikel'], false),
      part('xl/worksheets/sheet1.xml', sheetXml('<row r="1"><c r="ZZZZZZZ1"><v>1</v></c></row>')),
    ]);
    expect(await failure(collect(wide))).toBe(importMessages.tooManyCells);
    const long = zipFile([
      ...workbookParts(['Artikel'], false),
      part('xl/worksheets/sheet1.xml', sheetXml('<row r="1048577"><c><v>1</v></c></row>')),
    ]);
    expect(await failure(collect(long))).toBe(importMessages.tooManyCells);
  });

  it('a ZIP that is no workbook, or broken XML, is an unreadable file', async () => {
    const noBook = zipFile([part('content.xml', '<office:document/>')]);
    expect(await failure(checkXlsx(noBook))).toBe(importMessages.unreadable);
    const broken = zipFile([
      ...workbookParts(['Artikel'], false),
      part('xl/worksheets/sheet1.xml', '<worksheet><row>'),
    ]);
    expect(await failure(collect(broken))).toBe(importMessages.unreadable);
    expect(await failure(checkXlsx(Buffer.from('PK\u0003\u0004 kaputt')))).toBe(importMessages.unreadable);
  });
});
