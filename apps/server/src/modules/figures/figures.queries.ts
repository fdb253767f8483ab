import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { query } from '../../db/raw.ts';
import type { RollupPiece } from './figures.periods.ts';

/** Sums come back as text (pg), bigint (PGlite) or number; all are whole cents or counts. */
const n = (v: unknown) => Number(v ?? 0);

export interface DayTotals {
  orders: number;
  revenueCents: number;
  vatCents: number;
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

interface RankedRow {
  kind: 'product' | 'category';
  id: number;
  name: string | null;
  revenue_cents: unknown;
  units: unknown;
}

export interface Ranked {
  kind: 'product' | 'category';
  id: number;
  name: string;
  revenueCents: number;
  units: number;
}

const rollups = {
  day: { table: sql.raw('figures_product_days'), key: sql.raw('day') },
  month: { table: sql.raw('figures_product_months'), key: sql.raw('month') },
  year: { table: sql.raw('figures_product_years'), key: sql.raw('year') },
};

/**
 * The top products and categories by line value in one statement, from the signed roll-up pieces
 * of the period (rollupPieces: a year is about one row per product sold, not twelve). Lines are
 * joined to their products before they are summed, so the category comes with each product and
 * the names are looked up for the top rows only. Categories are the products' current ones.
 */
export async function topRanked(db: Db, pieces: RollupPiece[], limit: number): Promise<Ranked[]> {
  if (pieces.length === 0) return [];
  const lines = sql.join(
    pieces.map(({ level, from, to, sign }) => {
      const r = rollups[level];
      return sql`select product_id, ${sign}::int * revenue_cents as revenue_cents, ${sign}::int * units as units
        from ${r.table} where ${r.key} between ${from}::date and ${to}::date`;
    }),
    sql` union all `,
  );
  // A year of a large catalogue sums a hundred thousand rows and more by product: with the
  // default 4 MB the hash aggregate spills to disk, which costs more than the sum itself.
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    const result = await tx.execute(sql`with lines as (${lines}), sold as materialized (
       select l.product_id, p.category_id, sum(l.revenue_cents) as revenue_cents, sum(l.units) as units
         from lines l left join products p on p.id = l.product_id
        group by l.product_id, p.category_id having sum(l.units) <> 0 or sum(l.revenue_cents) <> 0
     ), top_products as (
       select 'product' as kind, s.product_id as id, p.name, s.revenue_cents, s.units
         from (select * from sold order by revenue_cents desc, product_id limit ${limit}) s
         left join products p on p.id = s.product_id
     ), top_categories as (
       select 'category' as kind, c.id, c.name_de as name, sum(s.revenue_cents) as revenue_cents, sum(s.units) as units
         from sold s join categories c on c.id = s.category_id
        group by c.id, c.name_de order by 4 desc, c.id limit ${limit}
     )
     select kind, id, name, revenue_cents::int8 as revenue_cents, units::int8 as units from top_products
     union all
     select kind, id, name, revenue_cents::int8, units::int8 from top_categories`);
    return (result as unknown as { rows: RankedRow[] }).rows;
  });
  // The join after the limit keeps no order: the ranking is sorted again here.
  return rows
    .map((r) => ({
      kind: r.kind,
      id: r.id,
      name: r.name ?? '',
      revenueCents: n(r.revenue_cents),
      units: n(r.units),
    }))
    .sort((a, b) => a.kind.localeCompare(b.kind) || b.revenueCents - a.revenueCents || a.id - b.id);
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
