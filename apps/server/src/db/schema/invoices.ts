import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { VatShare } from '../../lib/vat.ts';
import { orders } from './orders.ts';
import { refunds } from './refunds.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The last number issued per series and calendar year (RE: invoices, RK: credit notes). The
 * paying (or refunding) transaction increments its row, so numbers are gapless: a rolled-back
 * transaction gives its number back, and concurrent ones queue on the row lock.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: varchar('series', { length: 2 }).notNull(),
    year: smallint('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/** What an invoice or credit note says, frozen at issue (§14 UStG items); the PDF is rendered from it. */
export interface InvoiceDocument {
  seller: {
    name: string;
    street: string;
    zip: string;
    city: string;
    email: string;
    phone: string;
    vatId: string;
    register: string;
    managingDirector: string;
  };
  buyer: { name: string; email: string; lines: string[] };
  orderNumber: string;
  orderDate: string;
  /**
   * Documents issued before decision 154: the day of delivery or its expected day, YYYY-MM-DD,
   * printed as "Liefer-/Leistungsdatum". Later documents have null here and say `supply`.
   */
  deliveryDate: string | null;
  /**
   * When the goods are supplied (§14 Abs. 4 Nr. 6 UStG, decision 154): the shipping day when the
   * order had shipped at issue ("Lieferdatum"), else the calendar month of the expected delivery
   * (§31 Abs. 4 UStDV: "Leistungszeitraum: Dezember 2026"), never a future day.
   */
  supply?: { shippedOn: string } | { month: string };
  /** A credit note's title: "Stornorechnung" when it gives back the whole invoice, else "Rechnungskorrektur". */
  title?: 'Rechnungskorrektur' | 'Stornorechnung';
  paymentMethod: string;
  lines: {
    description: string;
    code: string | null;
    qty: number;
    unitCents: number;
    lineCents: number;
    /** The line's VAT rate (documents issued before decision 153 have none: the document's one rate). */
    vatRate?: number;
    /**
     * A credit note's line that corrects an order line (a refund by line: qty of that line); absent
     * on an invoice and on a credit note's line for an amount given back (its share at one rate).
     */
    orderItemId?: number;
  }[];
  /** A price reduction (a coupon or a gift code): it lowers the taxable amount of each rate. */
  discount: { text: string; cents: number } | null;
  /** VAT per rate (documents issued before decision 153 have none: the document's one rate). */
  vatBreakdown?: VatShare[];
  /** For a credit note: the reason and the invoice it corrects. */
  reason: string | null;
  references: { number: string; issuedAt: string } | null;
}

/**
 * Invoices (Rechnung) and credit notes (Rechnungskorrektur), issued once and never edited. The
 * PDF bytes are stored with their SHA-256 and served as stored; they are written once right after
 * the issuing transaction (or by the first reader, should the process stop in between).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: varchar('number', { length: 20 }).notNull(),
    type: varchar('type', { length: 12 }).$type<'invoice' | 'credit_note'>().notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    referencesId: integer('references_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    totalCents: integer('total_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    /** The document's VAT rate when it has one; null when it has several (vatBreakdown). */
    vatRate: smallint('vat_rate'),
    /** VAT per rate as issued (decision 153). */
    vatBreakdown: jsonb('vat_breakdown').$type<VatShare[]>().notNull().default([]),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
    pdf: bytea('pdf'),
    sha256: varchar('sha256', { length: 64 }),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.number),
    index('invoices_order_idx').on(t.orderId),
    uniqueIndex('invoices_one_per_order').on(t.orderId).where(sql`type = 'invoice'`),
    uniqueIndex('invoices_one_per_refund').on(t.refundId),
  ],
);
