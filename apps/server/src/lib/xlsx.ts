import { PassThrough, type Readable } from 'node:stream';
import { berlinWallClock } from '@wohnwerk/contract/shop-time';
import ExcelJS from 'exceljs';

type Format = 'text' | 'integer' | 'number' | 'euro' | 'percent' | 'date' | 'datetime';
export interface ExportColumn<T> {
  header: string;
  /** A Date is written as an Excel date at the shop's wall-clock time (see excelDate). */
  value: (row: T) => string | number | Date | null;
  format?: Format;
  decimals?: number;
  width?: number;
}

/** The same Excel formats as the browser's DataTable export: numbers stay numbers. */
function numFmt(format: Format | undefined, decimals = 2): string | undefined {
  const places = decimals > 0 ? `.${'0'.repeat(decimals)}` : '';
  if (format === 'euro') return '#,##0.00 "€"';
  if (format === 'integer') return '#,##0';
  if (format === 'number') return `#,##0${places}`;
  if (format === 'percent') return `#,##0${places}" %"`;
  if (format === 'date') return 'dd.mm.yyyy';
  if (format === 'datetime') return 'dd.mm.yyyy hh:mm';
  return undefined;
}

/**
 * An Excel date has no time zone: the cell holds the wall-clock time the reader should see.
 * exceljs writes a Date by its UTC fields, so the instant is moved to the UTC time that reads
 * as Berlin's (staff work in Berlin; 22:30 UTC in November is shown as 23:30).
 */
export function excelDate(at: Date): Date {
  const p = berlinWallClock(at);
  return new Date(Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second));
}

/**
 * Writes the rows as an .xlsx through exceljs' streaming writer: each row is committed and
 * leaves memory as soon as it is written, so 100,000 rows never sit in a workbook at once.
 * The answer is the readable end; rows are written as the client reads.
 */
export function xlsxStream<T>(
  sheetName: string,
  columns: ExportColumn<T>[],
  rows: Iterable<T> | AsyncIterable<T>,
  isDanger?: (row: T) => boolean,
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Wohnwerk';
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: `c${i}`,
    width: c.width ?? Math.max(c.header.length + 2, 14),
    style: { numFmt: numFmt(c.format, c.decimals) },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const red = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF8D7DA' } } as const;
  void (async () => {
    try {
      let n = 0;
      for await (const row of rows) {
        const r = sheet.addRow(
          columns.map((c) => {
            const value = c.value(row);
            return value instanceof Date ? excelDate(value) : value;
          }),
        );
        if (isDanger?.(row)) r.eachCell({ includeEmpty: false }, (cell) => (cell.fill = red));
        r.commit();
        // Let the socket drain now and then instead of buffering the whole file.
        if (++n % 2000 === 0 && out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
      }
      sheet.commit();
      await workbook.commit();
    } catch (err) {
      out.destroy(err as Error);
    }
  })();
  return out;
}

/** "Frachtrechner-2026-11-24.xlsx" (the day in Berlin, where the staff work). */
export function exportFileName(base: string, now = new Date()): string {
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(now);
  return `${base}-${day}.xlsx`;
}
