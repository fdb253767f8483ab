import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Copies of the warehouse system's work orders (AW), documents (WM) and lines, loaded by an import;
 * the original column names of that system are noted where the API still uses them.
 */
export const workOrders = pgTable(
  'work_orders',
  {
    id: serial('id').primaryKey(),
    /** Label shown to staff, e.g. "AW 2026/0412". */
    aw: varchar('aw', { length: 60 }).notNull(),
    /** Two-barcode scanning mode ("is_grabowski" in the API). */
    twoBarcode: boolean('two_barcode').notNull().default(false),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('work_orders_aw_unique').on(t.aw)],
);

export const wmDocuments = pgTable(
  'wm_documents',
  {
    id: serial('id').primaryKey(),
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    trIdtrans: integer('tr_idtrans').notNull(),
    trNumer: varchar('tr_numer', { length: 40 }).notNull(),
    /** Customer reference, e.g. "HOME24-4711823"; HOME/VENTE references need equal barcodes. */
    trNrobcy: varchar('tr_nrobcy', { length: 80 }).notNull().default(''),
    /** 1 scanned, 2 warning, anything else not scanned. */
    scanned: smallint('scanned').notNull().default(0),
  },
  (t) => [
    uniqueIndex('wm_documents_idtrans_unique').on(t.trIdtrans),
    index('wm_documents_work_order_idx').on(t.workOrderId),
    index('wm_documents_numer_idx').on(t.trNumer),
  ],
);

export const wmLines = pgTable(
  'wm_lines',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => wmDocuments.id, { onDelete: 'cascade' }),
    /** towp_ttw_klucz */
    lineKey: integer('line_key').notNull(),
    /** towp_ttw_nazwa */
    productName: varchar('product_name', { length: 255 }).notNull(),
    /** p_ttw_idtowaru: the warehouse system's product id (the shop's product id for demo data); no FK, imports may name unknown products. */
    productRef: integer('product_ref').notNull(),
    /** towp_ttw_ean */
    ean: varchar('ean', { length: 14 }).notNull(),
    expectedQty: integer('expected_qty').notNull(),
    scannedQty: integer('scanned_qty').notNull().default(0),
    /** 1 all scanned, 2 warning (overflow or mismatch), anything else not done. */
    closed: smallint('closed').notNull().default(0),
  },
  (t) => [
    uniqueIndex('wm_lines_line_key_unique').on(t.lineKey),
    index('wm_lines_document_ean_idx').on(t.documentId, t.ean),
  ],
);

/** Every scan as an event; request_key makes a retried request a no-op. */
export const scanEvents = pgTable(
  'scan_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => wmDocuments.id, { onDelete: 'cascade' }),
    lineId: integer('line_id').references(() => wmLines.id, { onDelete: 'set null' }),
    ean: varchar('ean', { length: 64 }).notNull(),
    ean2: varchar('ean2', { length: 64 }),
    /** ok | overflow | not_found | mismatch */
    result: varchar('result', { length: 20 }).notNull(),
    requestKey: varchar('request_key', { length: 100 }),
    /** The answer given, so a retried request (same key) gets the same answer without counting again. */
    reply: jsonb('reply'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // NULLs are distinct in a unique index, so scans without a key never collide.
    uniqueIndex('scan_events_request_key_unique').on(t.requestKey),
    index('scan_events_document_idx').on(t.documentId, t.createdAt),
  ],
);
