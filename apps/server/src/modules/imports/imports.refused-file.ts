import { PassThrough, type Readable, type Writable } from 'node:stream';
import { REFUSED_ERROR_HEADER } from '@wohnwerk/contract/product-imports';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client.ts';
import { spreadsheetCsv } from '../../lib/csv.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { refusedRowErrors } from './imports.queries.ts';
import { type Cell, readRows } from './imports.reader.ts';

/** Error rows read per query while the file streams past (both in row order). */
const ERROR_PAGE = 2000;

/** Each row with errors once, its messages joined ("Preis: … | Bestand: …"), in row order, a page at a time. */
async function* errorRows(db: Db, id: string): AsyncGenerator<{ row_no: number; errors: string }> {
  let after = 0;
  while (true) {
    const page = await refusedRowErrors(db, id, after, ERROR_PAGE);
    if (page.length === 0) return;
    yield* page;
    after = page[page.length - 1].row_no;
  }
}

interface RefusedFileRows {
  /** The upload's header row, with the error column where the file had one, else appended. */
  header: Cell[];
  errorAt: number;
  rows: AsyncGenerator<Cell[]>;
}

/**
 * The refused rows of an import as the upload had them: its header, then every row with an error,
 * cell for cell, with the errors in the column "Fehler" (the import does not read that column, so
 * the corrected file uploads as it is). The stored file and the errors are both in row order and
 * are read side by side: neither is held whole. Null when the stored file is gone.
 */
export async function refusedRows(
  db: Db,
  storage: FileStorage,
  found: { id: string; storageKey: string; format: string },
): Promise<RefusedFileRows | null> {
  const stream = await storage.stream(found.storageKey);
  if (!stream) return null;
  const fileRows = readRows(found.format as 'csv' | 'xlsx', stream);
  const first = await fileRows.next();
  const header: Cell[] = first.done ? [] : [...first.value.cells];
  const existing = header.findIndex((c) => typeof c === 'string' && c.trim().toLowerCase() === 'fehler');
  const errorAt = existing >= 0 ? existing : header.length;
  header[errorAt] = REFUSED_ERROR_HEADER;

  async function* refused(): AsyncGenerator<Cell[]> {
    const errors = errorRows(db, found.id);
    let next = await errors.next();
    // The file is read to its end even after the last error: a CSV reader stopped half-way leaves
    // its inner stream to fail on the closed file ("premature close") with nobody listening.
    for await (const r of fileRows) {
      while (!next.done && next.value.row_no < r.row) next = await errors.next();
      if (next.done || next.value.row_no !== r.row) continue;
      const cells = Array.from({ length: Math.max(header.length, r.cells.length) }, (_, i) => r.cells[i] ?? null);
      cells[errorAt] = next.value.errors;
      yield cells;
    }
  }
  return { header, errorAt, rows: refused() };
}

/**
 * Until the client has read what was written, or has gone: a download broken off still reads the
 * stored file to its end (writing nothing more), so the file is closed and no reader is left waiting.
 */
const drained = (out: Writable) =>
  new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.once('drain', done);
    out.once('close', done);
  });

/**
 * A cell for a CSV as German Excel writes it: dates as YYYY-MM-DD, ja/nein; numbers stay numbers,
 * written with a decimal comma (a negative one is no formula to guard).
 */
function csvCell(cell: Cell): string | number {
  if (cell === null) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  if (typeof cell === 'boolean') return cell ? 'ja' : 'nein';
  return cell;
}

/** The refused rows as CSV through lib/csv.ts (formulas guarded; the import restores them). */
export function refusedCsv(file: RefusedFileRows): Readable {
  const out = spreadsheetCsv({ number: (n) => String(n).replace('.', ',') });
  (async () => {
    out.write(file.header.map(csvCell));
    for await (const cells of file.rows) {
      if (out.destroyed) continue;
      if (!out.write(cells.map(csvCell))) await drained(out);
    }
    out.end();
  })().catch((err) => out.destroy(err));
  return out;
}

/** The refused rows as XLSX: numbers and dates stay what they were, the error column wide. */
export function refusedXlsx(file: RefusedFileRows): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Fehlerzeilen');
  const value = (cell: Cell) => (typeof cell === 'boolean' ? (cell ? 'ja' : 'nein') : cell);
  (async () => {
    sheet.getColumn(file.errorAt + 1).width = 60;
    sheet.addRow(file.header.map(value)).commit();
    for await (const cells of file.rows) {
      if (out.destroyed) continue;
      sheet.addRow(cells.map(value)).commit();
      if (out.writableNeedDrain) await drained(out);
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err) => out.destroy(err));
  return out;
}
