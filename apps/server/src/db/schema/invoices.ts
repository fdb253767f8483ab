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
  text,
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
 * The last number issued per series and calendar year (RE: invoices, RK: credit notes, GS: the
 * sellers' self-billing statements, decision 171). The
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

/** An address as a business customer's documents keep it for the e-invoice (decision 158). */
export interface DocumentAddress {
  name: string | null;
  address_1: string;
  address_2: string;
  zip: string;
  city: string;
  state: string | null;
  /** As the customer wrote it, and its ISO 3166-1 code (EN 16931 names the state by code). */
  country: string;
  countryCode: string;
}

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
  buyer: {
    name: string;
    email: string;
    lines: string[];
    /**
     * A business customer (decision 158): the billing address's company, its USt-IdNr. when given,
     * and the billing and shipping addresses as fields for the EN 16931 e-invoice. Documents of
     * private customers (and every document issued before) have none: they have no e-invoice.
     */
    company?: string;
    vatId?: string | null;
    address?: DocumentAddress;
    shipTo?: DocumentAddress;
  };
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
    /** A business customer's EN 16931 e-invoice (XRechnung CII), stored by its first reader (decision 158). */
    eInvoice: text('e_invoice'),
    eInvoiceSha256: varchar('e_invoice_sha256', { length: 64 }),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.number),
    index('invoices_order_idx').on(t.orderId),
    uniqueIndex('invoices_one_per_order').on(t.orderId).where(sql`type = 'invoice'`),
    uniqueIndex('invoices_one_per_refund').on(t.refundId),
  ],
);
