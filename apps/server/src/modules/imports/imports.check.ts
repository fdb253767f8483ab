import { importMessages, REFUSED_ERROR_HEADER } from '@wohnwerk/contract/product-imports';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { errorsWithValues, type ValuedError } from './imports.error-values.ts';
import {
  analyzeStagedRows,
  findImport,
  loadRefs,
  setRowsTotal,
  moveStatus,
  productsByCode,
  saveBatch,
  sellerShopIds,
  type StagedRow,
} from './imports.queries.ts';
import { ImportFileError } from './imports.limits.ts';
import { countRows, type FileRow, readRows } from './imports.reader.ts';
import type { Cell } from './imports.reader.ts';
import {
  type CheckedRow,
  checkRow,
  type ExistingProduct,
  headerLayout,
  type Refs,
  type RowError,
} from './imports.rows.ts';

/** Rows checked and staged per transaction: big enough for few round trips, small enough to resume close by. */
const CHECK_BATCH = 2000;
/** Rows checked between two turns of the event loop (a few ms). */
const CHECK_SLICE_ROWS = 200;

async function openRows(storage: FileStorage, key: string, format: 'csv' | 'xlsx') {
  const stream = await storage.stream(key);
  if (!stream) throw new Error(`import file ${key} is gone`);
  return readRows(format, stream);
}

type CheckHooks = { batchSize?: number; afterBatch?: (done: number) => Promise<void> };
type Layout = ReturnType<typeof headerLayout>;

/**
 * What the header row tells the merchant, reported as errors of that row (they refuse no product row): a column the
 * layout does not know ("Preiss") is not read, nor a seller's Bestseller column (decision 172: Wohnwerk sets it).
 * The column "Fehler" of a refused-rows file is not read either, by design, and goes unmentioned.
 */
function headerNotes(cells: Cell[], layout: Layout, row: number, seller: boolean): ValuedError[] {
  const notes: ValuedError[] = [];
  cells.forEach((cell, i) => {
    const header = String(cell ?? '').trim();
    if (header === '' || header.toLowerCase() === REFUSED_ERROR_HEADER.toLowerCase()) return;
    const message =
      layout[i] === null
        ? importMessages.unknownColumn
        : seller && layout[i] === 'best_seller'
          ? importMessages.staffOnlyColumn
          : null;
    if (message) notes.push({ row, code: null, column: header.slice(0, 60), value: null, message });
  });
  return notes;
}

/**
 * The dry run: reads the file as it streams, checks every row against the catalogue and stages
 * what would change. Resumable: after a restart it skips the rows a committed batch counted.
 * Answers false when the import is not there to check (applied, failed or gone). A file that
 * cannot be read as a whole (an XLSX that unpacks past the limits, a broken one) fails the
 * import at once with the reason, without row errors and without retries.
 */
export async function checkImport(db: Db, storage: FileStorage, id: string, hooks: CheckHooks = {}): Promise<boolean> {
  const found = await findImport(db, id);
  if (!found || !(await moveStatus(db, id, ['queued', 'checking'], 'checking'))) return false;
  try {
    return await checkRows(db, storage, found, hooks);
  } catch (err) {
    if (!(err instanceof ImportFileError)) throw err;
    await moveStatus(db, id, ['checking'], 'failed', { failure: err.message });
    return true;
  }
}

/** What the dry run makes of one file row: its errors, or the row checked against the product it names. */
function rowVerdict(
  layout: Layout,
  r: FileRow,
  code: string,
  product: ExistingProduct | undefined,
  refs: Refs,
  seen: Set<string>,
): { errors: RowError[] } | { checked: Extract<CheckedRow, { ok: true }> } {
  if (code && seen.has(code)) return { errors: [{ column: 'Artikelnummer', message: importMessages.duplicateCode }] };
  if (code) seen.add(code);
  // Another shop's product is not the seller's to change, deleted or not (its code is taken all the same).
  if (product && refs.ownShops && !refs.ownShops.has(product.shop_id))
    return { errors: [{ column: 'Artikelnummer', message: importMessages.foreignCode }] };
  if (product?.deleted) {
    const message = refs.ownShops ? importMessages.deletedProductSeller : importMessages.deletedProduct;
    return { errors: [{ column: 'Artikelnummer', message }] };
  }
  const checked = checkRow(layout, r.cells, product, refs);
  return checked.ok ? { checked } : { errors: checked.errors };
}

/** The header row's layout and what it tells the merchant (on a first check only); null without Artikelnummer. */
function readHeader(r: FileRow, bySeller: boolean, first: boolean): { layout: Layout; notes: ValuedError[] } | null {
  const read = headerLayout(r.cells);
  if (!read.includes('code')) return null;
  // A seller's Bestseller column is not read: their new products are no bestsellers, their others keep the flag.
  const layout = bySeller ? read.map((key) => (key === 'best_seller' ? null : key)) : read;
  return { layout, notes: first ? headerNotes(r.cells, read, r.row, bySeller) : [] };
}

/** A batch of file rows checked against the catalogue: what it stages, what it reports, and its counts. */
interface CheckedBatch {
  staged: StagedRow[];
  errors: ValuedError[];
  counts: { create: number; update: number; unchanged: number };
}

/** The codes a batch's rows name, for looking their products up. */
function codesOf(layout: Layout, rows: FileRow[]): string[] {
  const codeAt = layout.indexOf('code');
  // A NUL cannot reach PostgreSQL even as a parameter; such a code is a row error (checkRow) anyway.
  return rows.map((r) => String(r.cells[codeAt] ?? '').trim()).filter((c) => c && !c.includes('\0'));
}

/** Checks a batch's rows in file order against their stored products (`existing`, by code). */
async function checkBatch(
  layout: Layout,
  rows: FileRow[],
  existing: Map<string, ExistingProduct>,
  refs: Refs,
  seen: Set<string>,
): Promise<CheckedBatch> {
  const codeAt = layout.indexOf('code');
  const batch: CheckedBatch = { staged: [], errors: [], counts: { create: 0, update: 0, unchanged: 0 } };
  for (const [k, r] of rows.entries()) {
    // A batch is tens of ms of checking: requests of this instance are answered in between.
    if (k % CHECK_SLICE_ROWS === CHECK_SLICE_ROWS - 1) await new Promise((resolve) => setImmediate(resolve));
    const code = String(r.cells[codeAt] ?? '').trim();
    const product = code ? existing.get(code) : undefined;
    const verdict = rowVerdict(layout, r, code, product, refs, seen);
    if ('errors' in verdict) {
      batch.errors.push(...errorsWithValues(layout, r.cells, r.row, verdict.errors));
      continue;
    }
    const { checked } = verdict;
    batch.counts[checked.action]++;
    if (checked.action === 'unchanged') continue;
    batch.staged.push({ rowNo: r.row, productId: product?.id ?? null, fields: checked.fields, values: checked.values });
  }
  return batch;
}

/**
 * Batches checked and saved one after another, in file order, while the next batch is read from the file and its
 * products looked up (decision 183): the dry run's reads, its checking and its writes overlap instead of taking
 * turns. At most one batch waits behind the one in hand; a batch's save and `afterBatch` end before the next
 * batch's check begins, so a check cut off resumes exactly behind the last committed batch.
 */
class BatchPipeline {
  private inHand: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly found: NonNullable<Awaited<ReturnType<typeof findImport>>>,
    private readonly refs: Refs,
    private readonly hooks: CheckHooks,
  ) {}

  readonly seen = new Set<string>();

  /** Looks the batch's products up at once, then checks and saves it after the batch before it. */
  async push(layout: Layout, rows: FileRow[], notes: ValuedError[], index: number): Promise<void> {
    const existing = productsByCode(this.db, codesOf(layout, rows), layout.includes('description'));
    // Awaited only after the batch before: a failed lookup must not count as unhandled meanwhile.
    existing.catch(() => undefined);
    await this.inHand;
    this.inHand = this.checkAndSave(layout, rows, notes, index, existing);
    this.inHand.catch(() => undefined);
  }

  /** The batch in hand ended (its error, if any, thrown here). */
  done(): Promise<void> {
    return this.inHand;
  }

  private async checkAndSave(
    layout: Layout,
    rows: FileRow[],
    notes: ValuedError[],
    index: number,
    existing: Promise<Map<string, ExistingProduct>>,
  ) {
    const { db, found, refs } = this;
    // A seller's shops are read for each batch: a shop staff give to another seller meanwhile is out from here on.
    if (found.sellerId !== null) refs.ownShops = new Set(await sellerShopIds(db, found.sellerId));
    const { staged, errors, counts } = await checkBatch(layout, rows, await existing, refs, this.seen);
    const { create: created, update: updated, unchanged } = counts;
    await saveBatch(db, found.id, { staged, errors, notes, rowsDone: rows.length, created, updated, unchanged });
    await this.hooks.afterBatch?.(index);
  }
}

async function checkRows(
  db: Db,
  storage: FileStorage,
  found: NonNullable<Awaited<ReturnType<typeof findImport>>>,
  hooks: CheckHooks,
): Promise<boolean> {
  const id = found.id;
  const format = found.format as 'csv' | 'xlsx';

  // A first quick pass counts the rows, so the screen can show progress of the real one.
  if (found.rowsTotal === 0) {
    const stream = await storage.stream(found.storageKey);
    if (!stream) throw new Error(`import file ${found.storageKey} is gone`);
    const total = await countRows(format, stream);
    await setRowsTotal(db, id, Math.max(0, total - 1));
  }

  const pipeline = new BatchPipeline(db, found, await loadRefs(db), hooks);
  const skip = found.rowsDone;
  let layout: Layout | null = null;
  let index = 0;
  let batch: FileRow[] = [];
  // Saved with the first batch (in its transaction), so a check resumed behind it does not report them twice.
  let notes: ValuedError[] = [];

  const flush = async () => {
    if (!layout || (batch.length === 0 && notes.length === 0)) return;
    await pipeline.push(layout, batch, notes, index);
    batch = [];
    notes = [];
  };

  try {
    for await (const r of await openRows(storage, found.storageKey, format)) {
      if (!layout) {
        const header = readHeader(r, found.sellerId !== null, skip === 0);
        if (!header) {
          await moveStatus(db, id, ['checking'], 'failed', { failure: importMessages.missingCode });
          return true;
        }
        ({ layout, notes } = header);
        continue;
      }
      index++;
      if (index <= skip) {
        // Rows before the resume point were checked already; their codes still count for duplicates.
        for (const code of codesOf(layout, [r])) pipeline.seen.add(code);
        continue;
      }
      batch.push(r);
      if (batch.length >= (hooks.batchSize ?? CHECK_BATCH)) await flush();
    }
    await flush();
    await pipeline.done();
  } finally {
    // Never return (or throw) with a batch still being saved: a retried check would count it twice.
    await pipeline.done().catch(() => undefined);
  }
  // The staged rows are new to the planner: without fresh statistics it may join them to the
  // products row by row with a scan each, which turned a 100,000-row apply from seconds into minutes.
  await analyzeStagedRows(db);
  await moveStatus(db, id, ['checking'], 'checked', { rowsTotal: index, checkedAt: new Date() });
  return true;
}
