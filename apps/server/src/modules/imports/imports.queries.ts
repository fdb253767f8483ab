import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { brands, categories, series, shops } from '../../db/schema/catalog.ts';
import { productImportErrors, productImports } from '../../db/schema/imports.ts';
import type { ValuedError } from './imports.error-values.ts';
import type { ProductValues } from '../admin-catalog/product-columns.ts';
import type { ExistingProduct, Refs } from './imports.rows.ts';
import { rows } from '../../db/raw.ts';

export async function insertImport(
  db: Db,
  v: {
    id: string;
    fileName: string;
    format: 'csv' | 'xlsx';
    storageKey: string;
    userId: number;
    sellerId: number | null;
  },
) {
  await db.insert(productImports).values(v);
}

export async function findImport(db: Tx, id: string) {
  const [row] = await db.select().from(productImports).where(eq(productImports.id, id)).limit(1);
  return row ?? null;
}

/** The latest imports, newest first: every import for staff, a seller's own for a seller (sellerId). */
export function recentImports(db: Db, sellerId: number | null, limit = 20) {
  return db
    .select()
    .from(productImports)
    .where(sellerId === null ? undefined : eq(productImports.sellerId, sellerId))
    .orderBy(desc(productImports.createdAt))
    .limit(limit);
}

/** The shops of a seller: what a seller's import may name (decision 172). */
export async function sellerShopIds(db: Db, sellerId: number): Promise<number[]> {
  const found = await db.select({ id: shops.id }).from(shops).where(eq(shops.sellerId, sellerId));
  return found.map((s) => s.id);
}

export function importErrors(db: Db, id: string, limit?: number) {
  const q = db
    .select({
      row: productImportErrors.rowNo,
      code: productImportErrors.code,
      column: productImportErrors.column,
      value: productImportErrors.value,
      message: productImportErrors.message,
    })
    .from(productImportErrors)
    .where(eq(productImportErrors.importId, id))
    .orderBy(asc(productImportErrors.rowNo), asc(productImportErrors.id));
  return limit === undefined ? q : q.limit(limit);
}

/** The rows with errors after row `after`, each once with its messages joined ("Preis: … | Bestand: …"), in row order. */
export function refusedRowErrors(db: Db, id: string, after: number, limit: number) {
  return rows<{ row_no: number; errors: string }>(
    db,
    sql`select row_no, string_agg("column" || ': ' || message, ' | ' order by id) as errors
        from product_import_errors where import_id = ${id} and row_no > ${after}
        group by row_no order by row_no limit ${limit}`,
  );
}

/** The file's row count from the quick first pass, for the progress of the check. */
export async function setRowsTotal(db: Db, id: string, rowsTotal: number) {
  await db.update(productImports).set({ rowsTotal }).where(eq(productImports.id, id));
}

/**
 * Fresh statistics on the staging table after a check: without them the planner may join the
 * staged rows to the products row by row with a scan each (a 100,000-row apply took minutes).
 */
export async function analyzeStagedRows(db: Db) {
  await db.execute(sql`analyze product_import_rows`);
}

/** Moves an import from one status to the next; false when it was not in `from` (another worker moved it). */
export async function moveStatus(db: Tx, id: string, from: string[], to: string, extra: Record<string, unknown> = {}) {
  const moved = await db
    .update(productImports)
    .set({ status: to, ...extra })
    .where(and(eq(productImports.id, id), inArray(productImports.status, from)))
    .returning({ id: productImports.id });
  return moved.length > 0;
}

/** The file's rows an apply has nothing to do for (unchanged or with errors): where its rows_done starts. */
export const rowsLeftOut = (id: string) =>
  sql`greatest(0, ${productImports.rowsTotal} - (select count(*)::int from product_import_rows where import_id = ${id}))`;

/** Names and slugs (lower case) of the tables a row names, for the check. */
export async function loadRefs(db: Db): Promise<Refs> {
  const byNameAndSlug = (list: { id: number; name: string; slug?: string }[]) => {
    const map = new Map<string, number>();
    for (const r of list) {
      map.set(r.name.toLowerCase(), r.id);
      if (r.slug) map.set(r.slug.toLowerCase(), r.id);
    }
    return map;
  };
  const [c, s, b, se] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.nameDe, slug: categories.slug })
      .from(categories)
      .where(isNull(categories.deletedAt)),
    db.select({ id: shops.id, name: shops.name, slug: shops.slug }).from(shops),
    db.select({ id: brands.id, name: brands.name, slug: brands.slug }).from(brands),
    db.select({ id: series.id, name: series.name }).from(series),
  ]);
  return {
    categories: byNameAndSlug(c),
    shops: byNameAndSlug(s),
    brands: byNameAndSlug(b),
    series: byNameAndSlug(se),
    ownShops: null,
  };
}

/** The stored products' columns a check compares with; the description only when the file has that column. */
const productColumnsSql = (description: boolean) =>
  sql.raw(`p.id, p.code, p.name, ${description ? 'p.description' : "''::text as description"}, p.category_id,
  p.brand_id, p.shop_id, p.series_id, p.price_cents, p.old_price_cents, p.purchase_price_cents, p.tax_rate, p.stock,
  p.delivery_weeks, p.best_seller, p.active, p.is_light, p.variant_group, p.color_front, p.color_body, p.dimensions,
  p.ean, p.cbm::float8 as cbm, p.kg::float8 as kg, p.coli, p.deleted_at is not null as deleted`);

/**
 * The stored products of a batch's codes. `withDescription` false (a file without a description column) leaves the
 * descriptions in the database: a row neither compares nor stages one (isStaged), and for a stock-and-price file of
 * the real catalogue they were most of what the dry run read.
 */
export async function productsByCode(
  db: Tx,
  codes: string[],
  withDescription = true,
): Promise<Map<string, ExistingProduct>> {
  if (codes.length === 0) return new Map();
  const list = await rows<ExistingProduct>(
    db,
    sql`select ${productColumnsSql(withDescription)} from products p where p.code = any(${sql.param(codes)}::text[])`,
  );
  return new Map(list.map((p) => [p.code, p]));
}

export interface StagedRow {
  rowNo: number;
  productId: number | null;
  fields: string[];
  values: ProductValues;
}

/**
 * One checked batch: its rows and errors staged and the counters moved on, in one transaction,
 * so a resumed check continues exactly behind the last committed batch. `notes` are the header
 * row's (an unknown column): errors to read, but of no product row, so no row with errors.
 */
export async function saveBatch(
  db: Db,
  id: string,
  batch: {
    staged: StagedRow[];
    errors: ValuedError[];
    notes?: ValuedError[];
    rowsDone: number;
    created: number;
    updated: number;
    unchanged: number;
  },
) {
  await db.transaction(async (tx) => {
    if (batch.staged.length) await stageRows(tx, id, batch.staged);
    const written = [...(batch.notes ?? []), ...batch.errors];
    if (written.length) {
      await tx.insert(productImportErrors).values(
        written.map((e) => ({
          importId: id,
          rowNo: e.row,
          column: e.column,
          message: e.message,
          code: e.code,
          value: e.value,
        })),
      );
    }
    await tx
      .update(productImports)
      .set({
        rowsDone: sql`${productImports.rowsDone} + ${batch.rowsDone}`,
        created: sql`${productImports.created} + ${batch.created}`,
        updated: sql`${productImports.updated} + ${batch.updated}`,
        unchanged: sql`${productImports.unchanged} + ${batch.unchanged}`,
        errorCount: sql`${productImports.errorCount} + ${written.length}`,
        // A file row is in one batch only: its errors' distinct rows are new rows with errors.
        errorRows: sql`${productImports.errorRows} + ${new Set(batch.errors.map((e) => e.row)).size}`,
      })
      .where(eq(productImports.id, id));
  });
}

/** The staging table's columns beside import_id, with their PostgreSQL types and how a staged row gives each. */
const STAGED_COLUMNS: [string, string, (r: StagedRow) => unknown][] = [
  ['row_no', 'int', (r) => r.rowNo],
  ['product_id', 'int', (r) => r.productId],
  // A row's field list travels as one text (arrays of arrays must be rectangular) and is split again below.
  ['fields', 'text', (r) => r.fields.join(',')],
  ['code', 'text', (r) => r.values.code],
  ['name', 'text', (r) => r.values.name],
  ['description', 'text', (r) => r.values.description],
  ['category_id', 'int', (r) => r.values.category_id],
  ['brand_id', 'int', (r) => r.values.brand_id],
  ['shop_id', 'int', (r) => r.values.shop_id],
  ['series_id', 'int', (r) => r.values.series_id],
  ['price_cents', 'int', (r) => r.values.price_cents],
  ['old_price_cents', 'int', (r) => r.values.old_price_cents],
  ['purchase_price_cents', 'int', (r) => r.values.purchase_price_cents],
  ['tax_rate', 'smallint', (r) => r.values.tax_rate],
  ['stock', 'int', (r) => r.values.stock],
  ['delivery_weeks', 'text', (r) => r.values.delivery_weeks],
  ['best_seller', 'boolean', (r) => r.values.best_seller],
  ['active', 'boolean', (r) => r.values.active],
  ['variant_group', 'text', (r) => r.values.variant_group],
  ['color_front', 'text', (r) => r.values.color_front],
  ['color_body', 'text', (r) => r.values.color_body],
  ['dimensions', 'text', (r) => r.values.dimensions],
  ['ean', 'text', (r) => r.values.ean],
  ['cbm', 'text', (r) => (r.values.cbm === null ? null : String(r.values.cbm))],
  ['kg', 'text', (r) => (r.values.kg === null ? null : String(r.values.kg))],
  ['coli', 'smallint', (r) => r.values.coli],
];

/** Columns every staged row carries; the others only where the row creates a product or its file gives them. */
const ALWAYS_STAGED = new Set(['row_no', 'product_id', 'fields', 'code']);
/**
 * An update takes from its staged row only the columns its file gives (the apply merges the others from the
 * stored product), so those are all it stages: a stock-and-price file of the real catalogue staged every
 * description and name too, most of the dry run's writes and of the apply's reads.
 */
const isStaged = (r: StagedRow, column: string) =>
  r.productId === null || ALWAYS_STAGED.has(column) || r.fields.includes(column);

/**
 * A batch of checked rows into the staging table in one statement of one array per column
 * (unnest): a statement of 2,000 rows × 27 values built value by value cost the dry run most
 * of its time (docs/decisions/137).
 */
async function stageRows(tx: Tx, id: string, staged: StagedRow[]) {
  // Columns no row of the batch stages are left to their default (null): a stock-and-price file sends six arrays, not 27.
  const columns = STAGED_COLUMNS.filter(([name]) => staged.some((r) => isStaged(r, name)));
  const arrays = columns.map(
    ([name, type, value]) =>
      sql`${sql.param(staged.map((r) => (isStaged(r, name) ? value(r) : null)))}::${sql.raw(type)}[]`,
  );
  const names = columns.map(([name]) => name);
  const selected = names.map((n) => (n === 'fields' ? `string_to_array(u.fields, ',')` : `u.${n}`));
  await tx.execute(sql`insert into product_import_rows (import_id, ${sql.raw(names.join(', '))})
    select ${id}::uuid, ${sql.raw(selected.join(', '))}
    from unnest(${sql.join(arrays, sql`, `)}) as u(${sql.raw(names.join(', '))})
    on conflict do nothing`);
}
