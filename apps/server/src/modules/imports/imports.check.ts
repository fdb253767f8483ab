import { importMessages } from '@wohnwerk/contract/product-imports';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productImports } from '../../db/schema/imports.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { findImport, loadRefs, moveStatus, productsByCode, saveBatch, type StagedRow } from './imports.queries.ts';
import { type FileRow, readRows } from './imports.reader.ts';
import { checkRow, headerLayout, type RowError } from './imports.rows.ts';

/** Rows checked and staged per transaction: big enough for few round trips, small enough to resume close by. */
const CHECK_BATCH = 2000;
/** Rows checked between two turns of the event loop (a few ms). */
const CHECK_SLICE_ROWS = 200;

async function openRows(storage: FileStorage, key: string, format: 'csv' | 'xlsx') {
  const stream = await storage.stream(key);
  if (!stream) throw new Error(`import file ${key} is gone`);
  return readRows(format, stream);
}

/** Non-empty lines of a stored text file, counted over its bytes as they stream (no parsing). */
async function countLines(storage: FileStorage, key: string): Promise<number> {
  const stream = await storage.stream(key);
  if (!stream) throw new Error(`import file ${key} is gone`);
  let lines = 0;
  let last = 0x0a;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    for (let i = chunk.indexOf(0x0a); i >= 0; i = chunk.indexOf(0x0a, i + 1)) lines++;
    if (chunk.length) last = chunk[chunk.length - 1];
  }
  return last === 0x0a ? lines : lines + 1;
}

/**
 * The dry run: reads the file as it streams, checks every row against the catalogue and stages
 * what would change. Resumable: after a restart it skips the rows a committed batch counted.
 * Answers false when the import is not there to check (applied, failed or gone).
 */
export async function checkImport(
  db: Db,
  storage: FileStorage,
  id: string,
  hooks: { batchSize?: number; afterBatch?: (done: number) => Promise<void> } = {},
): Promise<boolean> {
  const found = await findImport(db, id);
  if (!found || !(await moveStatus(db, id, ['queued', 'checking'], 'checking'))) return false;
  const format = found.format as 'csv' | 'xlsx';

  // A first quick pass counts the rows, so the screen can show progress of the real one: a CSV's
  // line breaks (a quoted text over several lines counts too much until the check ends and sets
  // the real number), an XLSX's rows.
  if (found.rowsTotal === 0) {
    let total = 0;
    if (format === 'csv') total = await countLines(storage, found.storageKey);
    else for await (const _ of await openRows(storage, found.storageKey, format)) total++;
    await db
      .update(productImports)
      .set({ rowsTotal: Math.max(0, total - 1) })
      .where(eq(productImports.id, id));
  }

  const refs = await loadRefs(db);
  const skip = found.rowsDone;
  const seen = new Set<string>();
  let layout: ReturnType<typeof headerLayout> | null = null;
  let index = 0;
  let batch: FileRow[] = [];

  const flush = async () => {
    const rows = batch;
    batch = [];
    if (!layout || rows.length === 0) return;
    const codeAt = layout.indexOf('code');
    const codes = rows.map((r) => String(r.cells[codeAt] ?? '').trim()).filter(Boolean);
    const existing = await productsByCode(db, codes);
    const staged: StagedRow[] = [];
    const errors: (RowError & { row: number })[] = [];
    let created = 0;
    let updated = 0;
    let unchanged = 0;
    for (const [k, r] of rows.entries()) {
      // A batch is tens of ms of checking: requests of this instance are answered in between.
      if (k % CHECK_SLICE_ROWS === CHECK_SLICE_ROWS - 1) await new Promise((resolve) => setImmediate(resolve));
      const code = String(r.cells[codeAt] ?? '').trim();
      if (code && seen.has(code)) {
        errors.push({ row: r.row, column: 'Artikelnummer', message: importMessages.duplicateCode });
        continue;
      }
      if (code) seen.add(code);
      const product = code ? existing.get(code) : undefined;
      const checked = checkRow(layout, r.cells, product, refs);
      if (!checked.ok) {
        for (const e of checked.errors) errors.push({ row: r.row, ...e });
        continue;
      }
      if (checked.action === 'unchanged') {
        unchanged++;
        continue;
      }
      if (checked.action === 'create') created++;
      else updated++;
      staged.push({ rowNo: r.row, productId: product?.id ?? null, fields: checked.fields, values: checked.values });
    }
    await saveBatch(db, id, { staged, errors, rowsDone: rows.length, created, updated, unchanged });
    await hooks.afterBatch?.(index);
  };

  for await (const r of await openRows(storage, found.storageKey, format)) {
    if (!layout) {
      layout = headerLayout(r.cells);
      if (!layout.includes('code')) {
        await moveStatus(db, id, ['checking'], 'failed', { failure: importMessages.missingCode });
        return true;
      }
      continue;
    }
    index++;
    if (index <= skip) {
      // Rows before the resume point were checked already; their codes still count for duplicates.
      const code = String(r.cells[layout.indexOf('code')] ?? '').trim();
      if (code) seen.add(code);
      continue;
    }
    batch.push(r);
    if (batch.length >= (hooks.batchSize ?? CHECK_BATCH)) await flush();
  }
  await flush();
  // The staged rows are new to the planner: without fresh statistics it may join them to the
  // products row by row with a scan each, which turned a 100,000-row apply from seconds into minutes.
  await db.execute(sql`analyze product_import_rows`);
  await moveStatus(db, id, ['checking'], 'checked', { rowsTotal: index, checkedAt: new Date() });
  return true;
}
