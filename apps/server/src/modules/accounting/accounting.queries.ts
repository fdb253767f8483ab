import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema/invoices.ts';
import type { VatShare } from '../../lib/vat.ts';

/** A document as the accountant books it: number, kind, Berlin day of issue, buyer, the invoice it corrects, its rates. */
export interface BookedDocument {
  number: string;
  type: 'invoice' | 'credit_note';
  /** YYYY-MM-DD in Berlin. */
  day: string;
  buyer: string;
  orderNumber: string;
  references: string | null;
  totalCents: number;
  netCents: number;
  vatCents: number;
  vatRate: number | null;
  vatBreakdown: VatShare[];
}

/**
 * The invoices and credit notes issued in a Berlin calendar month, in the order they were
 * issued (numbers within a series rise with it). Read from the issued columns and the frozen
 * document only: what the export says is what was issued.
 */
export async function documentsOfMonth(db: Db, month: string): Promise<BookedDocument[]> {
  const first = `${month}-01`;
  const corrected = alias(invoices, 'corrected');
  return db
    .select({
      number: invoices.number,
      type: invoices.type,
      day: sql<string>`to_char(${invoices.issuedAt} at time zone 'Europe/Berlin', 'YYYY-MM-DD')`,
      buyer: sql<string>`coalesce(${invoices.document}->'buyer'->>'name', '')`,
      orderNumber: sql<string>`coalesce(${invoices.document}->>'orderNumber', '')`,
      references: corrected.number,
      totalCents: invoices.totalCents,
      netCents: invoices.netCents,
      vatCents: invoices.vatCents,
      vatRate: invoices.vatRate,
      vatBreakdown: invoices.vatBreakdown,
    })
    .from(invoices)
    .leftJoin(corrected, eq(corrected.id, invoices.referencesId))
    .where(
      and(
        gte(invoices.issuedAt, sql`(${first}::date)::timestamp at time zone 'Europe/Berlin'`),
        lt(
          invoices.issuedAt,
          sql`((${first}::date + interval '1 month')::date)::timestamp at time zone 'Europe/Berlin'`,
        ),
      ),
    )
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
}
