import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { VatShare } from '../../lib/vat.ts';
import type { Seller } from '../../lib/seller.ts';
import { sellers } from './sellers.ts';
import { users } from './users.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** One line of a statement: units of an order line shipped (a sale) or given back (a refund) in the month. */
export interface StatementLine {
  orderItemId: number;
  orderNumber: string;
  description: string;
  code: string | null;
  qty: number;
  /** Gross (VAT included) at the sale price; a refund's line is the amount deducted, positive. */
  grossCents: number;
  vatRate: number;
  /** The commission rate applied, hundredths of a percent, and the commission on this line (a refund's: given back). */
  commissionBp: number;
  commissionCents: number;
}

/**
 * What a self-billing statement says, frozen at issue (§14 Abs. 2 Satz 2, Abs. 4 UStG): both parties' legal data,
 * the period, the lines, every sum. The PDF is rendered from it; nothing is read from live tables afterwards.
 */
export interface StatementDocument {
  /** Wohnwerk: issues the statement (it receives the seller's supplies) and invoices the commission. */
  issuer: Seller;
  /** The seller as it was at issue: supplier of the goods, recipient of the commission invoice. */
  seller: {
    name: string;
    street: string;
    zip: string;
    city: string;
    country: string;
    vatId: string;
    email: string;
    ibanMasked: string;
  };
  /** YYYY-MM, the Berlin calendar month of the shipments and refunds. */
  period: string;
  sales: StatementLine[];
  refunds: StatementLine[];
  /** VAT per rate of the sales and of the refunds, each rate's VAT rounded once (decision 153). */
  salesShares: VatShare[];
  refundShares: VatShare[];
  commissionNetCents: number;
  commissionVatRate: number;
  commissionVatCents: number;
  payoutCents: number;
  /**
   * A correction names the statement it replaces and why. `settledCents`: what that statement (and those it replaced)
   * already settled — its payout, less a negative amount nobody carried yet, which the correction takes over instead
   * (decision 176); absent on documents issued before, where it was the payout.
   */
  corrects: { number: string; issuedAt: string; payoutCents: number; settledCents?: number } | null;
  reason: string | null;
  /**
   * The negative amount of an earlier statement this one deducts ("Vortrag aus GS-…", decision 176), included in
   * `payoutCents`; absent on documents issued before the carry existed.
   */
  carry?: { number: string; issuedAt: string; cents: number } | null;
}

/**
 * Monthly self-billing statements ("Gutschrift", decision 171), numbered GS-YYYY-NNNNNN from the invoices'
 * counter table (series GS). Never changed after issue, except that the PDF bytes are stored by the first reader and
 * the first payout file that carries the statement records when it did. A correction is a new row naming the old.
 */
export const sellerStatements = pgTable(
  'seller_statements',
  {
    id: serial('id').primaryKey(),
    number: varchar('number', { length: 20 }).notNull(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'restrict' }),
    period: varchar('period', { length: 7 }).notNull(),
    correctsId: integer('corrects_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: issued by the monthly job. */
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    salesCents: integer('sales_cents').notNull(),
    refundsCents: integer('refunds_cents').notNull(),
    commissionNetCents: integer('commission_net_cents').notNull(),
    commissionVatCents: integer('commission_vat_cents').notNull(),
    payoutCents: integer('payout_cents').notNull(),
    /** What this document asks to transfer: the payout, or for a correction the difference to the corrected one. */
    transferCents: integer('transfer_cents').notNull(),
    document: jsonb('document').$type<StatementDocument>().notNull(),
    pdf: bytea('pdf'),
    sha256: varchar('sha256', { length: 64 }),
    /** When a payout file first carried this statement's transfer. */
    payoutExportedAt: timestamp('payout_exported_at', { withTimezone: true }),
    /**
     * The earlier statement whose negative transfer this one deducts (decision 176, migration 0037) and that amount
     * (negative, included in payout and transfer); a correction keeps the carry of the statement it replaces.
     */
    carriedFromId: integer('carried_from_id'),
    carryCents: integer('carry_cents').notNull().default(0),
  },
  (t) => [
    uniqueIndex('seller_statements_number_unique').on(t.number),
    uniqueIndex('seller_statements_one_per_month').on(t.sellerId, t.period).where(sql`corrects_id is null`),
    uniqueIndex('seller_statements_one_correction').on(t.correctsId).where(sql`corrects_id is not null`),
    // One negative statement is carried once: its replacements repeat the carry, first statements never twice.
    uniqueIndex('seller_statements_carried_once')
      .on(t.carriedFromId)
      .where(sql`carried_from_id is not null and corrects_id is null`),
    index('seller_statements_period_idx').on(t.period, t.sellerId),
  ],
);

/** The monthly job's runs: one row per period, inserted in the issuing transaction, so only one instance issues. */
export const sellerStatementRuns = pgTable('seller_statement_runs', {
  period: varchar('period', { length: 7 }).primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  statements: integer('statements').notNull().default(0),
});
