import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AdminOrderExportQuery, AdminOrderSort } from '@wohnwerk/contract/admin-orders';
import type { OrderStatus } from '@wohnwerk/contract/checkout';
import { orderHistory } from '../../db/schema/order-history.ts';
import { payments, withdrawals } from '../../db/schema/orders.ts';
import { refunds } from '../../db/schema/refunds.ts';
import type { Tx } from '../../db/client.ts';
import type { VatShare } from '../../lib/vat.ts';
import { rows } from '../../db/raw.ts';

export interface ListRow {
  id: number;
  order_number: string;
  created_at: Date | string;
  customer_name: string;
  email: string;
  total_cents: number;
  status: OrderStatus;
  payment_method: string;
  withdrawn: boolean;
}

/** An exported row: the list's columns and the order's net and VAT per rate (decision 153). */
export interface ExportRow extends ListRow {
  net_cents: number;
  vat_cents: number;
  vat_breakdown: VatShare[];
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The list's filters as one condition. Each search form has its index: an order number prefix
 * (text_pattern_ops), an e-mail prefix on lower(email) (text_pattern_ops), a part of the
 * customer's name (trigram GIN); words without @ look in name and e-mail.
 */
export function filterOf(f: Omit<AdminOrderExportQuery, 'sort'>): SQL {
  const parts: SQL[] = [];
  if (f.status) parts.push(sql`o.status = ${f.status}`);
  if (f.payment_method) parts.push(sql`o.payment_method = ${f.payment_method}`);
  if (f.from) parts.push(sql`o.created_at >= (${f.from}::date)::timestamp at time zone 'Europe/Berlin'`);
  if (f.to) parts.push(sql`o.created_at < (${f.to}::date + 1)::timestamp at time zone 'Europe/Berlin'`);
  const q = f.q?.trim();
  if (q) {
    const lower = likeEscaped(q.toLowerCase());
    if (/^ww-/i.test(q)) parts.push(sql`o.order_number like ${`${likeEscaped(q.toUpperCase())}%`}`);
    else if (q.includes('@')) parts.push(sql`lower(o.email) like ${`${lower}%`}`);
    else parts.push(sql`(lower(o.customer_name) like ${`%${lower}%`} or lower(o.email) like ${`${lower}%`})`);
  }
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** Sort column and direction; the id breaks ties in the same direction, so paging and keyset reads are stable. */
const sortColumns: Record<string, { column: SQL; type: SQL }> = {
  created_at: { column: sql`o.created_at`, type: sql.raw('timestamptz') },
  order_number: { column: sql`o.order_number`, type: sql.raw('text') },
  amount: { column: sql`o.total_cents`, type: sql.raw('int') },
  customer_name: { column: sql`o.customer_name`, type: sql.raw('text') },
  status: { column: sql`o.status`, type: sql.raw('order_status') },
};
function sortOf(sort: AdminOrderSort): { column: SQL; type: SQL; desc: boolean } {
  const desc = sort.startsWith('-');
  return { ...sortColumns[desc ? sort.slice(1) : sort], desc };
}
const orderBy = (sort: AdminOrderSort) => {
  const { column, desc } = sortOf(sort);
  return desc ? sql`${column} desc, o.id desc` : sql`${column} asc, o.id asc`;
};

const listColumns = sql`o.id, o.order_number, o.created_at, o.customer_name, o.email, o.total_cents, o.status,
  o.payment_method, (o.withdrawn_at is not null) as withdrawn`;

export async function listPage(
  db: Tx,
  filter: SQL,
  sort: AdminOrderSort,
  limit: number,
  offset: number,
): Promise<ListRow[]> {
  return rows<ListRow>(
    db,
    sql`select ${listColumns} from orders o where ${filter} order by ${orderBy(sort)} limit ${limit} offset ${offset}`,
  );
}

/**
 * How many orders match. Filtered by status and payment method only (or not at all), the total is
 * the sum of the counters the triggers keep (decision 124): a few rows instead of counting up to a
 * million index entries. A search or a date range counts its matches on the index that finds them.
 */
export async function listCount(db: Tx, f: Omit<AdminOrderExportQuery, 'sort'>, filter: SQL): Promise<number> {
  if (f.q?.trim() || f.from || f.to) {
    const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from orders o where ${filter}`);
    return row.n;
  }
  const parts: SQL[] = [sql`true`];
  if (f.status) parts.push(sql`status = ${f.status}`);
  if (f.payment_method) parts.push(sql`payment_method = ${f.payment_method}`);
  const [row] = await rows<{ n: number }>(
    db,
    sql`select coalesce(sum(orders), 0)::int as n from order_counts where ${sql.join(parts, sql` and `)}`,
  );
  return row.n;
}

/**
 * Every matching row in sort order, read in batches by keyset (the last row's sort value and id),
 * so an export of a million rows never holds more than one batch and never pays for deep offsets.
 */
export async function* listAll(db: Tx, filter: SQL, sort: AdminOrderSort, batch = 1000): AsyncGenerator<ExportRow> {
  const { column, type, desc } = sortOf(sort);
  // The last sort value travels as text and is cast back, so a timestamp keeps its microseconds.
  let last: { value: string; id: number } | null = null;
  for (;;) {
    const after: SQL = last
      ? sql`and (${column}, o.id) ${sql.raw(desc ? '<' : '>')} (${last.value}::${type}, ${last.id}::int)`
      : sql``;
    const found = await rows<ExportRow & { sort_value: string }>(
      db,
      sql`select ${listColumns}, coalesce(o.net_cents, o.total_cents - o.vat_cents) as net_cents, o.vat_cents,
          o.vat_breakdown, ${column}::text as sort_value from orders o where ${filter} ${after}
          order by ${orderBy(sort)} limit ${batch}`,
    );
    for (const row of found) yield row;
    if (found.length < batch) return;
    const end = found[found.length - 1];
    last = { value: end.sort_value, id: end.id };
  }
}

export async function paymentsOf(db: Tx, orderId: number) {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
}

export async function refundsOf(db: Tx, orderId: number) {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
}

export async function historyOf(db: Tx, orderId: number) {
  return db
    .select()
    .from(orderHistory)
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(asc(orderHistory.at), asc(orderHistory.id));
}

export async function withdrawalOf(db: Tx, orderId: number) {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.orderId, orderId)).limit(1);
  return row;
}
