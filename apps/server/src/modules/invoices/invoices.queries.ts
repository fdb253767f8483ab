import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { invoiceCounters, invoices } from '../../db/schema/invoices.ts';
import { orders } from '../../db/schema/orders.ts';
import type { Tx } from '../../db/client.ts';
import { rows } from '../../db/raw.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
/** RE invoices, RK credit notes, GS sellers' self-billing statements (decision 171). */
export type InvoiceSeries = 'RE' | 'RK' | 'GS';

/** The counter's upsert: the next number of a series in a year, its row locked until the caller's transaction ends. */
const nextCounter = (db: Tx, series: InvoiceSeries, year: number) =>
  db
    .insert(invoiceCounters)
    .values({ series, year, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.series, invoiceCounters.year],
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });

/**
 * The next document number of a series in its year (`GS-2026-000042`) for a document stored by another table in the
 * same transaction: gapless for the same reason as insertNumbered's.
 */
export async function takeNumber(db: Tx, series: InvoiceSeries, year: number): Promise<string> {
  const [row] = await nextCounter(db, series, year);
  return `${series}-${year}-${String(row.last).padStart(6, '0')}`;
}

/**
 * Inserts a document with the next number of its series in its year, in one statement. The
 * counter's upsert holds the counter row's lock until the caller's transaction ends, so
 * concurrent issuers queue and numbers are gapless: a rolled-back transaction gives its number
 * back to the next one.
 */
export async function insertNumbered(
  db: Tx,
  series: InvoiceSeries,
  year: number,
  values: Omit<typeof invoices.$inferInsert, 'number'>,
): Promise<{ id: number; number: string }> {
  const counter = nextCounter(db, series, year);
  const insert = db
    .insert(invoices)
    .values({ ...values, number: sql`(select ${`${series}-${year}-`} || lpad(last::text, 6, '0') from counter)` })
    .returning({ id: invoices.id, number: invoices.number });
  const [row] = await rows<{ id: number; number: string }>(
    db,
    sql`with counter as (${counter.getSQL()}) ${insert.getSQL()}`,
  );
  return row;
}

/** Columns of a document without its PDF bytes. */
const entryColumns = {
  id: invoices.id,
  number: invoices.number,
  type: invoices.type,
  orderId: invoices.orderId,
  issuedAt: invoices.issuedAt,
  totalCents: invoices.totalCents,
  netCents: invoices.netCents,
  vatCents: invoices.vatCents,
  vatRate: invoices.vatRate,
  vatBreakdown: invoices.vatBreakdown,
  referencesId: invoices.referencesId,
};
export type InvoiceEntryRow = { [K in keyof typeof entryColumns]: InvoiceRow[K] } & {
  references: string | null;
  /** A business customer's document, which has an e-invoice (decision 158: the buyer's address is kept). */
  eInvoice: boolean;
};

/** The documents of some orders, oldest first, each with the number of the invoice it corrects. */
export async function entriesOfOrders(db: Tx, orderIds: number[]): Promise<InvoiceEntryRow[]> {
  if (!orderIds.length) return [];
  const found = await db
    .select({ ...entryColumns, eInvoice: sql<boolean>`(${invoices.document} -> 'buyer') ? 'address'` })
    .from(invoices)
    .where(inArray(invoices.orderId, orderIds))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
  const numberOf = new Map(found.map((r) => [r.id, r.number]));
  return found.map((r) => ({ ...r, references: r.referencesId ? (numberOf.get(r.referencesId) ?? null) : null }));
}

/** The invoice (not a credit note) of an order. */
export async function invoiceOfOrder(db: Tx, orderId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.type, 'invoice')))
    .limit(1);
  return row;
}

/** A document by number with its order's owner, for the download's access check. */
export async function documentByNumber(db: Tx, number: string) {
  const [row] = await db
    .select({ invoice: invoices, userId: orders.userId })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.number, number))
    .limit(1);
  return row;
}

export async function invoiceById(db: Tx, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  return row;
}

/** Stores the rendered PDF once: a second writer finds it stored and keeps the first. */
export async function storePdf(db: Tx, id: number, pdf: Buffer, sha256: string): Promise<boolean> {
  const stored = await db
    .update(invoices)
    .set({ pdf, sha256 })
    .where(and(eq(invoices.id, id), isNull(invoices.pdf)))
    .returning({ id: invoices.id });
  return stored.length > 0;
}

/** Stores the e-invoice once, like the PDF: a second writer finds it stored and keeps the first. */
export async function storeEInvoice(db: Tx, id: number, xml: string, sha256: string): Promise<boolean> {
  const stored = await db
    .update(invoices)
    .set({ eInvoice: xml, eInvoiceSha256: sha256 })
    .where(and(eq(invoices.id, id), isNull(invoices.eInvoice)))
    .returning({ id: invoices.id });
  return stored.length > 0;
}
