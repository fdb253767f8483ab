import type { Workbook } from 'exceljs';
import { getAccessToken } from '../../../lib/auth-token.ts';
import type { DataTableColumn, DataTableFormat } from './types.ts';

type ExcelModule = { Workbook: new () => Workbook };

/** Excel number formats: numbers stay numbers, only their display is formatted. */
export function excelNumFmt(format: DataTableFormat | undefined, decimals = 2): string | undefined {
  const places = decimals > 0 ? `.${'0'.repeat(decimals)}` : '';
  switch (format) {
    case 'euro':
      return '#,##0.00 "€"';
    case 'integer':
      return '#,##0';
    case 'number':
      return `#,##0${places}`;
    case 'percent':
      // The value is already in percent: a quoted "%" does not multiply by 100 as a bare % would.
      return `#,##0${places}" %"`;
    default:
      return undefined;
  }
}

/** A cell's value in the sheet: numbers as numbers, text as text, nothing as an empty cell. */
function excelValue(value: unknown, format: DataTableFormat | undefined): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (format && format !== 'text') {
    const n = Number(value);
    if (Number.isFinite(n)) return n;
  }
  return String(value);
}

const defaultWidth = <T>(c: DataTableColumn<T>) =>
  Math.min(60, Math.max(c.header.length + 2, c.format === 'text' || !c.format ? 24 : 14));

/**
 * One worksheet: a bold, frozen header row with an auto filter, then one row per data row.
 * Takes the exceljs module as an argument so the browser loads it only when someone exports
 * (it is ~250 kB gzipped) and the tests can pass Node's copy.
 */
export function buildWorkbook<T>(
  excel: ExcelModule,
  opts: { sheetName: string; columns: DataTableColumn<T>[]; rows: T[] },
): Workbook {
  const workbook = new excel.Workbook();
  workbook.creator = 'Wohnwerk';
  workbook.created = new Date();
  // Sheet names: at most 31 characters, none of : \ / ? * [ ].
  const sheet = workbook.addWorksheet(opts.sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = opts.columns.map((c) => ({
    header: c.header,
    key: c.id,
    width: c.excelWidth ?? defaultWidth(c),
    style: { numFmt: excelNumFmt(c.format, c.decimals) },
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of opts.rows) {
    sheet.addRow(opts.columns.map((c) => excelValue(c.value(row), c.format)));
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: Math.max(1, opts.columns.length) } };
  return workbook;
}

/** A file name from a title and today's date: "Frachtrechner-2026-11-24.xlsx". */
export function xlsxFileName(title: string, now = new Date()): string {
  const base = title.replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '') || 'export';
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return `${base}-${day}.xlsx`;
}

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Saves a Blob as a download in the browser. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Builds the .xlsx in the browser (exceljs loaded on demand) and downloads it. */
export async function downloadXlsx<T>(opts: {
  title: string;
  columns: DataTableColumn<T>[];
  rows: T[];
}): Promise<void> {
  const mod = (await import('exceljs')) as unknown as ExcelModule & { default?: ExcelModule };
  const excel = mod.default?.Workbook ? mod.default : mod;
  const workbook = buildWorkbook(excel, { sheetName: opts.title, columns: opts.columns, rows: opts.rows });
  const buffer = await workbook.xlsx.writeBuffer();
  saveBlob(new Blob([buffer as ArrayBuffer], { type: XLSX_MIME }), xlsxFileName(opts.title));
}

/** The file name of a Content-Disposition header (`attachment; filename="x.xlsx"` or RFC 5987 `filename*=`). */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8'[^']*')?([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain ? plain[1].trim() : fallback;
}

/**
 * Downloads a file the server writes (the streamed export of every row): fetched with the
 * bearer token, since a plain link would go without it, and saved under the server's name.
 */
export async function downloadFromServer(url: string, fallbackName: string): Promise<void> {
  const token = getAccessToken();
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`Export failed: HTTP ${response.status}`);
  const blob = await response.blob();
  saveBlob(blob, fileNameFromDisposition(response.headers.get('content-disposition'), fallbackName));
}
