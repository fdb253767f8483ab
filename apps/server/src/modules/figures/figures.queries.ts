import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { query, rows } from '../../db/raw.ts';

/** Sums come back as text (pg), bigint (PGlite) or number; all are whole cents or counts. */
const n = (v: unknown) => Number(v ?? 0);

export interface DayTotals {
  orders: number;
  revenueCents: number;
  vatCents: number;
  /** The orders' net (their lines' net per rate, decision 153) less the net of what was refunded. */
  netCents: number;
  couponOrders: number;
  couponCents: number;
  giftOrders: number;
  giftCents: number;
  newOrders: number;
  newRevenueCents: number;
  placed: number;
  placedPaid: number;
  withdrawals: number;
  withdrawnCents: number;
  refunds: number;
  refundedCents: number;
}

const totalColumns: [keyof DayTotals, string][] = [
  ['orders', 'orders'],
  ['revenueCents', 'revenue_cents'],
  ['vatCents', 'vat_cents'],
  ['netCents', 'net_cents'],
  ['couponOrders', 'coupon_orders'],
  ['couponCents', 'coupon_cents'],
  ['giftOrders', 'gift_orders'],
  ['giftCents', 'gift_cents'],
  ['newOrders', 'new_orders'],
  ['newRevenueCents', 'new_revenue_cents'],
  ['placed', 'placed'],
  ['placedPaid', 'placed_paid'],
  ['withdrawals', 'withdrawals'],
  ['withdrawnCents', 'withdrawn_cents'],
  ['refunds', 'refunds'],
  ['refundedCents', 'refunded_cents'],
];

/** Every total of the Berlin days from … to (both included), from the daily roll-up. */
export async function dayTotals(db: Db, from: string, to: string): Promise<DayTotals> {
  const [row] = await query<Record<string, unknown>>(
    db,
    `select ${totalColumns.map(([, c]) => `sum(${c})::int8 as ${c}`).join(', ')}
       from figures_days where day between $1::date and $2::date`,
    [from, to],
  );
  return Object.fromEntries(totalColumns.map(([key, c]) => [key, n(row?.[c])])) as unknown as DayTotals;
}

/** Revenue and paid orders per day, ISO week (Monday) or month; periods without orders are absent. */
export async function periodSums(
  db: Db,
  from: string,
  to: string,
  unit: 'day' | 'week' | 'month',
): Promise<Map<string, { revenueCents: number; orders: number }>> {
  const rows = await query<{ period: string; revenue_cents: unknown; orders: unknown }>(
    db,
    `select to_char(date_trunc($3, day::timestamp), 'YYYY-MM-DD') as period,
            sum(revenue_cents)::int8 as revenue_cents, sum(orders)::int8 as orders
       from figures_days where day between $1::date and $2::date group by 1`,
    [from, to, unit],
  );
  return new Map(rows.map((r) => [r.period, { revenueCents: n(r.revenue_cents), orders: n(r.orders) }]));
}

/** Clicks per event (ADD_TO_CART, STEP_1 …) in the period. */
export async function clickCounts(db: Db, from: string, to: string): Promise<Map<string, number>> {
  const rows = await query<{ event: string; clicks: unknown }>(
    db,
    `select event, sum(clicks)::int8 as clicks from figures_clicks
      where day between $1::date and $2::date group by event`,
    [from, to],
  );
  return new Map(rows.map((r) => [r.event, n(r.clicks)]));
}

/** Names of the given products (a product deleted since has none). */
export async function productNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const found = await query<{ id: number; name: string }>(db, 'select id, name from products where id = any($1)', [
    ids,
  ]);
  return new Map(found.map((p) => [p.id, p.name]));
}

/** German names of the given categories. */
export async function categoryNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const found = await query<{ id: number; name_de: string }>(
    db,
    'select id, name_de from categories where id = any($1)',
    [ids],
  );
  return new Map(found.map((c) => [c.id, c.name_de]));
}

/** A transaction or the database: the product sales read several statements in one snapshot. */
type Reader = Pick<Db, 'execute'>;

/** Each day's figures_days counters from … to, as one text: when it differs, the day's product rows did too. */
export function dayCounters(tx: Reader, from: string, to: string) {
  return rows<{ day: string; signature: string }>(
    tx,
    sql`select day::text as day,
          concat_ws(':', sum(item_changes), sum(orders), sum(revenue_cents)) as signature
        from figures_days where day between ${from}::date and ${to}::date group by day`,
  );
}

/**
 * The product roll-up of the given days, one row per day with its columns as text lists: a day of
 * a large shop is thousands of product rows, which the driver would turn into as many objects.
 */
export function soldOnDays(tx: Reader, days: string[]) {
  return rows<{ day: string; products: string; cents: string; units: string }>(
    tx,
    sql`select day::text as day, string_agg(product_id::text, ',' order by product_id) as products,
          string_agg(revenue_cents::text, ',' order by product_id) as cents,
          string_agg(units::text, ',' order by product_id) as units
        from figures_product_days where day = any(${`{${days.join(',')}}`}::date[]) group by day`,
  );
}

/** Whether categories read at `readAt` are older than `maxAge` or a product's content changed since. */
export async function categoriesStale(tx: Reader, readAt: string, maxAge: string): Promise<boolean> {
  const [{ changed }] = await rows<{ changed: boolean }>(
    tx,
    sql`select ${readAt}::timestamptz < now() - ${maxAge}::interval
        or exists(select 1 from catalog_changes where content and at >= ${readAt}::timestamptz - interval '1 minute') as changed`,
  );
  return changed;
}

/** The database clock, as text. */
export async function databaseNow(tx: Reader): Promise<string> {
  const [{ at }] = await rows<{ at: string }>(tx, sql`select now()::text as at`);
  return at;
}

/** Every product's category. */
export function productCategories(tx: Reader) {
  return rows<{ id: number; category_id: number }>(tx, sql`select id, category_id from products`);
}
