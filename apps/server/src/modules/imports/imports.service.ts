import { randomUUID } from 'node:crypto';
import {
  IMPORT_ERRORS_SHOWN,
  type ImportStatus,
  type ImportStatusReply,
  importMessages,
} from '@wohnwerk/contract/product-imports';
import type { Db } from '../../db/client.ts';
import { AppError, messages } from '../../lib/app-error.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import type { ProductScope } from '../admin-catalog/product-columns.ts';
import { applyImport } from './imports.apply.ts';
import { checkImport } from './imports.check.ts';
import { csvAsUtf8 } from './imports.encoding.ts';
import { ImportFileError } from './imports.limits.ts';
import { spreadsheetCsv } from '../../lib/csv.ts';
import { refusedCsv, refusedRows, refusedXlsx } from './imports.refused-file.ts';
import { productsCsv, productsXlsx } from './product-export.ts';
import { checkXlsx } from './imports.xlsx.ts';
import { findImport, importErrors, insertImport, moveStatus, recentImports, rowsLeftOut } from './imports.queries.ts';

const CHECK_JOB = 'product-import-check';
const APPLY_JOB = 'product-import-apply';

type ImportRow = NonNullable<Awaited<ReturnType<typeof findImport>>>;
const notFound = () => new AppError('not_found', messages.notFound);

/** The import if the scope may see it: staff every import, a seller's users their seller's own (another's: 404). */
async function visibleImport(db: Db, id: string, scope: ProductScope): Promise<ImportRow> {
  const row = await findImport(db, id);
  if (!row || (scope && row.sellerId !== scope.sellerId)) throw notFound();
  return row;
}

function statusOf(row: ImportRow): Omit<ImportStatusReply, 'errors'> {
  return {
    id: row.id,
    status: row.status as ImportStatus,
    file_name: row.fileName,
    rows_total: row.rowsTotal,
    rows_done: row.rowsDone,
    created: row.created,
    updated: row.updated,
    unchanged: row.unchanged,
    errors_total: row.errorCount,
    rows_with_errors: row.errorRows,
    failure: row.failure,
    created_at: row.createdAt.toISOString(),
    checked_at: row.checkedAt?.toISOString() ?? null,
    applied_at: row.appliedAt?.toISOString() ?? null,
  };
}

/** The file's kind by its first bytes: an XLSX is a ZIP; anything else must be text. */
function formatOf(bytes: Buffer): 'csv' | 'xlsx' | null {
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50) return 'xlsx';
  // Excel's "Unicode-Text" starts with a UTF-16 byte order mark.
  if (bytes.length >= 2 && (bytes.readUInt16LE(0) === 0xfeff || bytes.readUInt16BE(0) === 0xfeff))
    throw new ImportFileError(importMessages.utf16);
  const head = bytes.subarray(0, 4096);
  if (head.includes(0)) return null;
  return 'csv';
}

export class ImportsService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly jobs: JobQueue,
    private readonly options: { applyChunkRows?: number } = {},
  ) {}

  /** Registers the two jobs every instance works: the dry run and the apply. */
  defineJobs() {
    this.jobs.define<{ id: string }>({
      name: CHECK_JOB,
      run: async ({ id }, { lastTry }) => {
        try {
          await checkImport(this.db, this.storage, id);
        } catch (err) {
          if (lastTry) await this.fail(id, ['queued', 'checking']);
          throw err;
        }
      },
    });
    this.jobs.define<{ id: string }>({
      name: APPLY_JOB,
      run: async ({ id }, { lastTry, signal }) => {
        try {
          await applyImport(this.db, id, { chunkRows: this.options.applyChunkRows, signal });
        } catch (err) {
          // Committed chunks stay applied and the rest stays staged: the import fails saying so, and applying it again continues.
          if (lastTry)
            await moveStatus(this.db, id, ['applying'], 'failed', { failure: importMessages.applyInterrupted });
          throw err;
        }
      },
    });
  }

  private async fail(id: string, from: string[]) {
    await moveStatus(this.db, id, from, 'failed', { failure: importMessages.interrupted });
  }

  /**
   * Takes an uploaded file when it can be read as a whole: a CSV is stored as UTF-8 (Windows-1252
   * from German Excel converted), an XLSX must be a workbook whose parts fit XLSX_LIMITS as its
   * ZIP declares them. Otherwise 422 with the reason on `file`, before any job runs.
   */
  async create(userId: number, fileName: string, bytes: Buffer, scope: ProductScope = null) {
    let format: 'csv' | 'xlsx' | null;
    let stored = bytes;
    try {
      format = formatOf(bytes);
      if (format === 'csv') stored = csvAsUtf8(bytes);
      if (format === 'xlsx') await checkXlsx(bytes);
    } catch (err) {
      if (err instanceof ImportFileError) throw new AppError('validation', messages.invalid, { file: [err.message] });
      throw err;
    }
    if (!format) throw new AppError('validation', messages.invalid, { file: [importMessages.wrongType] });
    const id = randomUUID();
    const storageKey = `imports/${id}.${format}`;
    await this.storage.put(storageKey, stored);
    await insertImport(this.db, {
      id,
      fileName: fileName.slice(0, 255) || `import.${format}`,
      format,
      storageKey,
      userId,
      sellerId: scope?.sellerId ?? null,
    });
    await this.jobs.send(CHECK_JOB, { id });
    return { id, status: 'queued' as const };
  }

  async status(id: string, scope: ProductScope = null): Promise<ImportStatusReply> {
    const row = await visibleImport(this.db, id, scope);
    return { ...statusOf(row), errors: await importErrors(this.db, id, IMPORT_ERRORS_SHOWN) };
  }

  async list(scope: ProductScope = null) {
    return (await recentImports(this.db, scope?.sellerId ?? null)).map(statusOf);
  }

  /** Every row error of an import as CSV (Zeile;Artikelnummer;Spalte;Wert;Fehler), for the screen's download. */
  async errorsCsv(id: string, scope: ProductScope = null) {
    await visibleImport(this.db, id, scope);
    const errors = await importErrors(this.db, id);
    const csv = spreadsheetCsv();
    csv.write(['Zeile', 'Artikelnummer', 'Spalte', 'Wert', 'Fehler']);
    for (const e of errors) csv.write([e.row, e.code ?? '', e.column, e.value ?? '', e.message]);
    csv.end();
    return csv;
  }

  /** The products as a file in the import's layout: every shop's for staff, a seller's own shops' for a seller. */
  exportFile(format: 'csv' | 'xlsx', scope: ProductScope = null) {
    const sellerId = scope?.sellerId ?? null;
    return format === 'csv' ? productsCsv(this.db, sellerId) : productsXlsx(this.db, sellerId);
  }

  /**
   * The refused rows as a file to correct and upload again (refusedRows): in the upload's format
   * unless another is asked for, named after the import's number.
   */
  async refused(id: string, format?: 'csv' | 'xlsx', scope: ProductScope = null) {
    const row = await visibleImport(this.db, id, scope);
    const file = await refusedRows(this.db, this.storage, row);
    if (!file) throw notFound();
    const chosen = format ?? (row.format as 'csv' | 'xlsx');
    return {
      format: chosen,
      fileName: `import-${row.number}-fehlerzeilen.${chosen}`,
      body: chosen === 'csv' ? refusedCsv(file) : refusedXlsx(file),
    };
  }

  /**
   * Starts applying a checked import, or continues one whose apply failed part-way (its applied
   * chunks stay, the rest is still staged); asking again while or after it applies changes nothing.
   * rows_done restarts as the file's rows with nothing to apply (unchanged, errors) and rises
   * with every applied chunk.
   */
  async apply(id: string, userId: number, scope: ProductScope = null) {
    const row = await visibleImport(this.db, id, scope);
    if (row.status === 'applying' || row.status === 'applied') return { id, status: row.status as ImportStatus };
    const from = row.status === 'failed' && row.checkedAt ? ['failed'] : ['checked'];
    // Who applies is who the product history names beside the import (decision 150).
    const start = { failure: null, rowsDone: rowsLeftOut(id), appliedBy: userId };
    if (!(await moveStatus(this.db, id, from, 'applying', start)))
      throw new AppError('conflict', importMessages.notChecked);
    await this.jobs.send(APPLY_JOB, { id });
    return { id, status: 'applying' as const };
  }
}
