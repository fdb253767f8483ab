import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Product imports (CSV/XLSX): one row per uploaded file, moved by the import jobs
 * (queued → checking → checked → applying → applied, or failed). The counters and rows_done are
 * written in the same transaction as the staged rows they count, so a job that resumes after a
 * restart continues behind the last committed batch.
 */
export const productImports = pgTable('product_imports', {
  id: uuid('id').primaryKey().defaultRandom(),
  status: varchar('status', { length: 20 }).notNull().default('queued'),
  fileName: varchar('file_name', { length: 255 }).notNull(),
  format: varchar('format', { length: 4 }).notNull(),
  storageKey: varchar('storage_key', { length: 120 }).notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** The short number staff see ("Import #12"). */
  number: integer('number').notNull().generatedByDefaultAsIdentity(),
  /** Who asked to apply it: the product history names them beside the import. */
  appliedBy: integer('applied_by').references(() => users.id, { onDelete: 'set null' }),
  /**
   * A seller's import (migration 0036, decision 172): it reaches only the shops of this seller, and only its users
   * read it; null: an import of Wohnwerk's staff (the migration holds the foreign key).
   */
  sellerId: integer('seller_id'),
  rowsTotal: integer('rows_total').notNull().default(0),
  rowsDone: integer('rows_done').notNull().default(0),
  created: integer('created').notNull().default(0),
  updated: integer('updated').notNull().default(0),
  unchanged: integer('unchanged').notNull().default(0),
  errorCount: integer('error_count').notNull().default(0),
  /** The file's rows with at least one error (a row with three errors counts once). */
  errorRows: integer('error_rows').notNull().default(0),
  /** Why the job failed (German, for the screen), null otherwise. */
  failure: text('failure'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  checkedAt: timestamp('checked_at', { withTimezone: true }),
  appliedAt: timestamp('applied_at', { withTimezone: true }),
});

/**
 * The checked rows of an import waiting to be applied, in the products table's units (cents).
 * `fields` names the columns the file gave: an update writes only those.
 */
export const productImportRows = pgTable(
  'product_import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => productImports.id, { onDelete: 'cascade' }),
    rowNo: integer('row_no').notNull(),
    productId: integer('product_id'),
    fields: text('fields').array().notNull(),
    code: varchar('code', { length: 60 }).notNull(),
    name: varchar('name', { length: 255 }),
    description: text('description'),
    categoryId: integer('category_id'),
    brandId: integer('brand_id'),
    shopId: integer('shop_id'),
    seriesId: integer('series_id'),
    priceCents: integer('price_cents'),
    oldPriceCents: integer('old_price_cents'),
    purchasePriceCents: integer('purchase_price_cents'),
    taxRate: smallint('tax_rate'),
    stock: integer('stock'),
    deliveryWeeks: varchar('delivery_weeks', { length: 20 }),
    bestSeller: boolean('best_seller'),
    active: boolean('active'),
    variantGroup: varchar('variant_group', { length: 120 }),
    colorFront: varchar('color_front', { length: 80 }),
    colorBody: varchar('color_body', { length: 80 }),
    dimensions: varchar('dimensions', { length: 40 }),
    ean: varchar('ean', { length: 14 }),
    cbm: text('cbm'),
    kg: text('kg'),
    coli: smallint('coli'),
    attributes: jsonb('attributes'),
  },
  (t) => [primaryKey({ columns: [t.importId, t.rowNo] })],
);

export const productImportErrors = pgTable(
  'product_import_errors',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    importId: uuid('import_id')
      .notNull()
      .references(() => productImports.id, { onDelete: 'cascade' }),
    rowNo: integer('row_no').notNull(),
    column: varchar('column', { length: 60 }).notNull(),
    message: text('message').notNull(),
    /** The row's Artikelnummer as the file gave it (null when empty). */
    code: text('code'),
    /** What the file held in the refused column, as text (null when the column was empty or missing). */
    value: text('value'),
  },
  (t) => [index('product_import_errors_import_idx').on(t.importId, t.rowNo)],
);
