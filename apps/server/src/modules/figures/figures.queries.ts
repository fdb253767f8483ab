import type { Db } from '../../db/client.ts';
import { query } from '../../db/raw.ts';

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

/** Active products whose stock is 0 or less, or below the threshold; lowest first. */
export function lowStock(db: Db, below: number, limit: number) {
  return query<{ id: number; name: string; code: string; stock: number }>(
    db,
    `select id, name, code, stock from products
      where active and (stock <= 0 or stock < $1) order by stock, id limit $2`,
    [below, limit],
  );
}
