import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { formatCell } from './cell-format.ts';
import { filterRows, rowMatches } from './global-filter.ts';
import { printableHtml } from './print-table.ts';
import { sortRows } from './sort-rows.ts';
import type { DataTableColumn } from './types.ts';
import { buildWorkbook, excelNumFmt, fileNameFromDisposition, xlsxFileName } from './xlsx-export.ts';

interface Row {
  id: number;
  name: string;
  price: number | null;
  cbm: number | null;
  db2p: number;
}

const rows: Row[] = [
  { id: 1, name: 'Ecksofa Möbelwerk', price: 678.99, cbm: 1.2, db2p: 29.5887 },
  { id: 2, name: 'Esstisch Eiche', price: 1234.5, cbm: null, db2p: -3.1 },
  { id: 3, name: 'Boxspringbett', price: null, cbm: 2.5, db2p: 12 },
];

const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', value: (r) => r.name },
  { id: 'price', header: 'Preis', value: (r) => r.price, format: 'euro' },
  { id: 'cbm', header: 'cbm', value: (r) => r.cbm, format: 'number', decimals: 3 },
  { id: 'db2p', header: 'DB2 %', value: (r) => r.db2p, format: 'percent' },
];

describe('cell texts', () => {
  it('writes euros, numbers and percents in German notation and nothing for no value', () => {
    expect(formatCell(1234.5, 'euro')).toBe('1.234,50\u00a0€');
    expect(formatCell(1.2, 'number', 3)).toBe('1,200');
    expect(formatCell(29.5887, 'percent')).toBe('29,59\u00a0%');
    expect(formatCell(-3.1, 'percent')).toBe('-3,10\u00a0%');
    expect(formatCell(12345, 'integer')).toBe('12.345');
    expect(formatCell(null, 'euro')).toBe('');
    expect(formatCell(Number.NaN, 'number')).toBe('');
  });
});

describe('the global search', () => {
  it('finds rows by any word in any searchable column, ignoring case and accents', () => {
    expect(filterRows(rows, columns, 'mobel').map((r) => r.id)).toEqual([1]);
    expect(filterRows(rows, columns, 'ESSTISCH eiche').map((r) => r.id)).toEqual([2]);
    expect(filterRows(rows, columns, 'sofa bett')).toEqual([]);
    expect(filterRows(rows, columns, '   ')).toHaveLength(3);
  });

  it('finds numbers in the German notation shown and in the raw notation', () => {
    expect(filterRows(rows, columns, '1.234,50').map((r) => r.id)).toEqual([2]);
    expect(filterRows(rows, columns, '678.99').map((r) => r.id)).toEqual([1]);
    expect(filterRows(rows, columns, '678,99').map((r) => r.id)).toEqual([1]);
  });

  it('leaves columns marked not searchable out', () => {
    const hidden = columns.map((c) => (c.id === 'name' ? { ...c, searchable: false } : c));
    expect(rowMatches(rows[0], hidden, 'ecksofa')).toBe(false);
  });
});

describe('sorting the selected rows', () => {
  it('sorts numbers numerically, text alphabetically, and empty values last in both directions', () => {
    expect(sortRows(rows, columns, { id: 'price', desc: false }).map((r) => r.id)).toEqual([1, 2, 3]);
    expect(sortRows(rows, columns, { id: 'price', desc: true }).map((r) => r.id)).toEqual([2, 1, 3]);
    expect(sortRows(rows, columns, { id: 'db2p', desc: true }).map((r) => r.id)).toEqual([1, 3, 2]);
    expect(sortRows(rows, columns, { id: 'name', desc: false }).map((r) => r.id)).toEqual([3, 1, 2]);
    expect(sortRows(rows, columns, null)).toBe(rows);
  });
});

describe('the .xlsx export', () => {
  it('writes a real workbook whose numbers stay numbers with euro, number and percent formats', async () => {
    const workbook = buildWorkbook(ExcelJS, { sheetName: 'Margen: FdImm/2026', columns, rows });
    const buffer = await workbook.xlsx.writeBuffer();
    // A zip file (the .xlsx container) starts with "PK".
    expect(
      Buffer.from(buffer as ArrayBuffer)
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    const read = new ExcelJS.Workbook();
    await read.xlsx.load(buffer as ArrayBuffer);
    const sheet = read.worksheets[0];
    expect(sheet.name).toBe('Margen  FdImm 2026');
    expect(sheet.rowCount).toBe(4);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Name', 'Preis', 'cbm', 'DB2 %']);
    expect(sheet.getRow(1).font?.bold).toBe(true);

    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('Ecksofa Möbelwerk');
    expect(first.getCell(2).value).toBe(678.99);
    expect(typeof first.getCell(2).value).toBe('number');
    expect(first.getCell(2).numFmt).toBe('#,##0.00 "€"');
    expect(first.getCell(3).value).toBe(1.2);
    expect(first.getCell(3).numFmt).toBe('#,##0.000');
    // Full precision is kept; only the display rounds.
    expect(first.getCell(4).value).toBe(29.5887);
    expect(first.getCell(4).numFmt).toBe('#,##0.00" %"');
    // No value: an empty cell, not 0 and not "".
    expect(sheet.getRow(3).getCell(3).value).toBeNull();
    expect(sheet.getRow(4).getCell(2).value).toBeNull();
  });

  it('exports only the rows it is given (the selection), in their order', async () => {
    const workbook = buildWorkbook(ExcelJS, { sheetName: 'x', columns, rows: [rows[2], rows[0]] });
    const read = new ExcelJS.Workbook();
    await read.xlsx.load((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
    const names = [2, 3].map((n) => read.worksheets[0].getRow(n).getCell(1).value);
    expect(read.worksheets[0].rowCount).toBe(3);
    expect(names).toEqual(['Boxspringbett', 'Ecksofa Möbelwerk']);
  });

  it('names formats and files predictably', () => {
    expect(excelNumFmt('text')).toBeUndefined();
    expect(excelNumFmt('integer')).toBe('#,##0');
    expect(xlsxFileName('Frachtrechner / Post', new Date(2026, 10, 4))).toBe('Frachtrechner-Post-2026-11-04.xlsx');
  });
});

describe('printing', () => {
  it('prints every given row with escaped texts and marks red rows', () => {
    const html = printableHtml({
      title: 'Liste <1>',
      columns,
      rows: [{ ...rows[0], name: '<b>Sofa</b>' }, rows[1]],
      lang: 'de',
      isDanger: (r) => r.db2p < 0,
    });
    expect(html).toContain('<title>Liste &lt;1&gt;</title>');
    expect(html).toContain('&lt;b&gt;Sofa&lt;/b&gt;');
    expect(html.match(/<tr class="danger">/g)).toHaveLength(1);
    expect(html).toContain('1.234,50\u00a0€');
    expect(html.match(/<tr/g)).toHaveLength(3);
  });
});

describe('server export file names', () => {
  it('takes the name from Content-Disposition, plain or RFC 5987, else the fallback', () => {
    expect(fileNameFromDisposition('attachment; filename="FdImm-2026-11-24.xlsx"', 'x.xlsx')).toBe(
      'FdImm-2026-11-24.xlsx',
    );
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''Frachtrechner%20%C3%BC.xlsx", 'x.xlsx')).toBe(
      'Frachtrechner ü.xlsx',
    );
    expect(fileNameFromDisposition(null, 'x.xlsx')).toBe('x.xlsx');
    expect(fileNameFromDisposition('inline', 'x.xlsx')).toBe('x.xlsx');
  });
});
