import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rows } from '../../db/raw.ts';
import { sellerStatementRuns, sellerStatements } from '../../db/schema/seller-statements.ts';
import { sellers } from '../../db/schema/sellers.ts';
import type { RefundedUnits, SellerItem, ShippedUnits } from './statement-figures.ts';

type Reader = Pick<Db, 'execute' | 'select'>;
export type StatementRow = typeof sellerStatements.$inferSelect;

/** The instants of Berlin midnight starting `fromDay` and `toDay` (exclusive end). */
export async function berlinBounds(db: Reader, fromDay: string, toDay: string): Promise<{ from: Date; to: Date }> {
  const [row] = await rows<{ from: string | Date; to: string | Date }>(
    db,
    sql`select (${fromDay}::date)::timestamp at time zone 'Europe/Berlin' as "from",
               (${toDay}::date)::timestamp at time zone 'Europe/Berlin' as "to"`,
  );
  return { from: new Date(row.from), to: new Date(row.to) };
}

/** A seller's legal data for the statement and, for the payout file only, the IBAN in full. */
const sellerColumns = {
  id: sellers.id,
  companyName: sellers.companyName,
  street: sellers.street,
  zip: sellers.zip,
  city: sellers.city,
  country: sellers.country,
  vatId: sellers.vatId,
  email: sellers.email,
  ibanMasked: sellers.ibanMasked,
  commissionBp: sellers.commissionBp,
};
export type SellerParty = { [K in keyof typeof sellerColumns]: (typeof sellers.$inferSelect)[K] };

export const sellersOf = (db: Reader, sellerId?: number): Promise<SellerParty[]> =>
  db
    .select(sellerColumns)
    .from(sellers)
    .where(sellerId === undefined ? undefined : eq(sellers.id, sellerId))
    .orderBy(asc(sellers.id));

/** The full IBANs of some sellers: the payout file's creditor accounts (admins only reach it). */
export async function ibansOf(db: Reader, sellerIds: number[]) {
  if (!sellerIds.length) return new Map<number, string>();
  const found = await db
    .select({ id: sellers.id, iban: sellers.iban })
    .from(sellers)
    .where(inArray(sellers.id, sellerIds));
  return new Map(found.map((r) => [r.id, r.iban]));
}

/**
 * The seller lines with a shipment or a succeeded refund in [from, to), with the commission rate each takes: the
 * seller's rate for the product's category or its nearest ancestor (seller_category_commissions), else the seller's
 * own. A line whose product was deleted takes the seller's own rate.
 */
export async function itemsInPeriod(
  db: Reader,
  sellerIds: number[],
  from: Date,
  to: Date,
): Promise<(SellerItem & { sellerId: number })[]> {
  if (!sellerIds.length) return [];
  const ids = sql.join(
    sellerIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return rows(
    db,
    sql`
    with recursive touched as (
      select sl.order_item_id as id from shipment_lines sl join shipments s on s.id = sl.shipment_id
       where s.shipped_at >= ${from.toISOString()} and s.shipped_at < ${to.toISOString()}
      union
      select rl.order_item_id from refund_lines rl join refunds r on r.id = rl.refund_id
       where r.status = 'succeeded' and r.updated_at >= ${from.toISOString()} and r.updated_at < ${to.toISOString()}
    ),
    items as (
      select oi.* from order_items oi join touched t on t.id = oi.id where oi.seller_id in (${ids})
    ),
    up as (
      select i.id as item_id, c.id as category_id, c.parent_id, 0 as depth
        from items i join products p on p.id = i.product_id join categories c on c.id = p.category_id
      union all
      select up.item_id, c.id, c.parent_id, up.depth + 1 from up join categories c on c.id = up.parent_id
       where up.depth < 32
    ),
    rate as (
      select distinct on (up.item_id) up.item_id, scc.commission_bp
        from up join items i on i.id = up.item_id
        join seller_category_commissions scc on scc.category_id = up.category_id and scc.seller_id = i.seller_id
       order by up.item_id, up.depth
    )
    select i.id as "orderItemId", i.seller_id as "sellerId", o.order_number as "orderNumber",
           i.product_name as "description", i.code, i.qty::int as qty, i.line_cents as "lineCents",
           i.vat_rate::int as "vatRate", coalesce(rate.commission_bp, s.commission_bp) as "commissionBp"
      from items i join orders o on o.id = i.order_id join sellers s on s.id = i.seller_id
      left join rate on rate.item_id = i.id
     order by o.order_number, i.id`,
  );
}

/** Every shipment of these items before `to`. */
export async function shipmentsOf(db: Reader, itemIds: number[], to: Date): Promise<ShippedUnits[]> {
  if (!itemIds.length) return [];
  const found = await rows<{ orderItemId: number; qty: number; at: string | Date }>(
    db,
    sql`select sl.order_item_id as "orderItemId", sl.qty::int as qty, s.shipped_at as at
          from shipment_lines sl join shipments s on s.id = sl.shipment_id
         where sl.order_item_id in (${sql.join(
           itemIds.map((id) => sql`${id}`),
           sql`, `,
         )}) and s.shipped_at < ${to.toISOString()}`,
  );
  return found.map((r) => ({ ...r, at: new Date(r.at) }));
}

/** Every succeeded refund line of these items before `to`, at the moment its refund succeeded. */
export async function refundsOf(db: Reader, itemIds: number[], to: Date): Promise<RefundedUnits[]> {
  if (!itemIds.length) return [];
  const found = await rows<Omit<RefundedUnits, 'at'> & { at: string | Date }>(
    db,
    sql`select rl.order_item_id as "orderItemId", rl.refund_id as "refundId", rl.qty::int as qty,
               rl.amount_cents as "amountCents", r.updated_at as at
          from refund_lines rl join refunds r on r.id = rl.refund_id
         where r.status = 'succeeded' and rl.order_item_id in (${sql.join(
           itemIds.map((id) => sql`${id}`),
           sql`, `,
         )}) and r.updated_at < ${to.toISOString()}`,
  );
  return found.map((r) => ({ ...r, at: new Date(r.at) }));
}

// Drizzle writes a column of the query's one table without its table name: inside a subquery on the same table that
// name would mean the subquery's row, so the outer row is named in full.
const outer = sql.raw('"seller_statements"');
const notReplaced = sql`not exists (select 1 from seller_statements c where c.corrects_id = ${outer}.id)`;

/** The statements of a seller and month not yet replaced by a correction (at most one). */
export async function currentStatement(db: Reader, sellerId: number, period: string) {
  const [row] = await db
    .select({ id: sellerStatements.id, number: sellerStatements.number })
    .from(sellerStatements)
    .where(and(eq(sellerStatements.sellerId, sellerId), eq(sellerStatements.period, period), notReplaced))
    .limit(1);
  return row ?? null;
}

export async function insertStatement(tx: Tx, values: typeof sellerStatements.$inferInsert): Promise<number> {
  const [row] = await tx.insert(sellerStatements).values(values).returning({ id: sellerStatements.id });
  return row.id;
}

/** Columns of a statement without its PDF bytes, with the numbers of the statement it corrects and of its correction. */
const listColumns = {
  id: sellerStatements.id,
  number: sellerStatements.number,
  sellerId: sellerStatements.sellerId,
  period: sellerStatements.period,
  issuedAt: sellerStatements.issuedAt,
  salesCents: sellerStatements.salesCents,
  refundsCents: sellerStatements.refundsCents,
  commissionNetCents: sellerStatements.commissionNetCents,
  commissionVatCents: sellerStatements.commissionVatCents,
  payoutCents: sellerStatements.payoutCents,
  transferCents: sellerStatements.transferCents,
  carryCents: sellerStatements.carryCents,
  payoutExportedAt: sellerStatements.payoutExportedAt,
  sellerName: sql<string>`${sellerStatements.document} -> 'seller' ->> 'name'`,
  correctsNumber: sql<string | null>`(select c.number from seller_statements c where c.id = ${outer}.corrects_id)`,
  correctedByNumber: sql<string | null>`(select c.number from seller_statements c where c.corrects_id = ${outer}.id)`,
  carriedFromNumber: sql<
    string | null
  >`(select c.number from seller_statements c where c.id = ${outer}.carried_from_id)`,
};
/** Statements, newest first: by month, by seller, or some ids. */
export async function listStatements(db: Reader, filter: { period?: string; sellerId?: number; ids?: number[] }) {
  if (filter.ids && !filter.ids.length) return [];
  return db
    .select(listColumns)
    .from(sellerStatements)
    .where(
      and(
        filter.period ? eq(sellerStatements.period, filter.period) : undefined,
        filter.sellerId ? eq(sellerStatements.sellerId, filter.sellerId) : undefined,
        filter.ids ? inArray(sellerStatements.id, filter.ids) : undefined,
      ),
    )
    .orderBy(desc(sellerStatements.period), desc(sellerStatements.issuedAt), desc(sellerStatements.id));
}
export type StatementListRow = Awaited<ReturnType<typeof listStatements>>[number];

export async function statementById(db: Reader, id: number): Promise<StatementRow | undefined> {
  const [row] = await db.select().from(sellerStatements).where(eq(sellerStatements.id, id)).limit(1);
  return row;
}

/** Stores the rendered PDF once: a second writer finds it stored and keeps the first. */
export async function storePdf(db: Db, id: number, pdf: Buffer, sha256: string): Promise<boolean> {
  const stored = await db
    .update(sellerStatements)
    .set({ pdf, sha256 })
    .where(and(eq(sellerStatements.id, id), isNull(sellerStatements.pdf)))
    .returning({ id: sellerStatements.id });
  return stored.length > 0;
}

/** The statements of a month with money to transfer, oldest first (the payout file's payments). */
export const payableStatements = (db: Reader, period: string) =>
  db
    .select({
      id: sellerStatements.id,
      number: sellerStatements.number,
      sellerId: sellerStatements.sellerId,
      transferCents: sellerStatements.transferCents,
      document: sellerStatements.document,
    })
    .from(sellerStatements)
    .where(and(eq(sellerStatements.period, period), gt(sellerStatements.transferCents, 0)))
    .orderBy(asc(sellerStatements.id));

/** Records the first payout file that carried these statements; a later file keeps the first moment. */
export async function markExported(db: Db, ids: number[]) {
  if (!ids.length) return;
  await db
    .update(sellerStatements)
    .set({ payoutExportedAt: sql`now()` })
    .where(and(inArray(sellerStatements.id, ids), isNull(sellerStatements.payoutExportedAt)));
}

/** Per seller: what issued statements transfer and no payout file has carried yet. */
export async function openPayouts(db: Reader): Promise<Map<number, number>> {
  const found = await db
    .select({ sellerId: sellerStatements.sellerId, cents: sql<number>`sum(${sellerStatements.transferCents})::int` })
    .from(sellerStatements)
    .where(and(isNull(sellerStatements.payoutExportedAt), gt(sellerStatements.transferCents, 0)))
    .groupBy(sellerStatements.sellerId);
  return new Map(found.map((r) => [r.sellerId, r.cents]));
}

/**
 * Claims the monthly job's run of a period in the caller's transaction: true for exactly one instance. A second
 * instance's insert waits on the first's row until that transaction ends, then finds it (or takes it over when the
 * first rolled back).
 */
export async function claimRun(tx: Tx, period: string): Promise<boolean> {
  const claimed = await tx
    .insert(sellerStatementRuns)
    .values({ period })
    .onConflictDoNothing()
    .returning({ period: sellerStatementRuns.period });
  return claimed.length > 0;
}

export async function finishRun(tx: Tx, period: string, statements: number) {
  await tx.update(sellerStatementRuns).set({ statements }).where(eq(sellerStatementRuns.period, period));
}
