import {
  funnelSteps,
  type FiguresReply,
  type FiguresTotals,
  type FiguresGranularity,
} from '@wohnwerk/contract/figures';
import type { Db } from '../../db/client.ts';
import { centsToEuro } from '../../lib/money.ts';
import { previousPeriod, periodsOf } from './figures.periods.ts';
import * as figuresQueries from './figures.queries.ts';
import { type Ranked, topRanked } from './figures.ranking.ts';
import type { ProductSales } from './figures.sales.ts';

const TOP = 10;
const LOW_STOCK_ROWS = 50;

function totalsOf(t: figuresQueries.DayTotals): FiguresTotals {
  return {
    revenue: centsToEuro(t.revenueCents),
    revenue_net: centsToEuro(t.netCents),
    vat: centsToEuro(t.vatCents),
    orders: t.orders,
    average_order_value: t.orders ? centsToEuro(Math.round(t.revenueCents / t.orders)) : 0,
    refunds: t.refunds,
    refunded: centsToEuro(t.refundedCents),
    withdrawals: t.withdrawals,
    withdrawn: centsToEuro(t.withdrawnCents),
    coupon_orders: t.couponOrders,
    coupon_discount: centsToEuro(t.couponCents),
    gift_orders: t.giftOrders,
    gift_discount: centsToEuro(t.giftCents),
    placed: t.placed,
    placed_paid: t.placedPaid,
  };
}

/** Percent of `before` that did not reach `now`, two decimals; null when nothing came before. */
const dropOff = (before: number | undefined, now: number) =>
  before === undefined || before <= 0 ? null : Math.round(((before - now) / before) * 10_000) / 100;

/**
 * The figures of a period of Berlin days (decision 140), read from the roll-ups the database
 * keeps in every writing transaction, so the cost depends on the number of days, not of orders;
 * the top products and categories from the product sales kept in memory (decision 143).
 */
export async function figuresOf(
  db: Db,
  productSales: ProductSales,
  /** The catalogue's active products at 0 or below a threshold, lowest first (the read model's, decision 179). */
  lowStock: (below: number, limit: number) => Promise<{ id: number; name: string; code: string; stock: number }[]>,
  input: { from: string; to: string; granularity: FiguresGranularity; low_stock_below: number },
): Promise<FiguresReply> {
  const { from, to, granularity } = input;
  // First: a period too long to walk is refused before any query (figures.periods.ts).
  const periods = periodsOf(from, to, granularity);
  const before = previousPeriod(from, to);
  // One after another: PGlite runs one statement at a time anyway, and a pool connection each is not worth it.
  const totals = await figuresQueries.dayTotals(db, from, to);
  const previous = await figuresQueries.dayTotals(db, before.from, before.to);
  const sums = await figuresQueries.periodSums(db, from, to, granularity);
  const clicks = await figuresQueries.clickCounts(db, from, to);
  const ranked = await topRanked(db, await productSales.between(from, to), TOP);
  const low = await lowStock(input.low_stock_below, LOW_STOCK_ROWS);

  const counts: Record<(typeof funnelSteps)[number], number> = {
    ADD_TO_CART: clicks.get('ADD_TO_CART') ?? 0,
    STEP_1: clicks.get('STEP_1') ?? 0,
    STEP_2: clicks.get('STEP_2') ?? 0,
    STEP_3: clicks.get('STEP_3') ?? 0,
    STEP_4: clicks.get('STEP_4') ?? 0,
    ORDER_PLACED: totals.placed,
    ORDER_PAID: totals.placedPaid,
  };
  const euro = (list: Ranked[]) =>
    list.map((r) => ({ id: r.id, name: r.name, revenue: centsToEuro(r.revenueCents), units: r.units }));

  return {
    from,
    to,
    granularity,
    time_zone: 'Europe/Berlin',
    totals: totalsOf(totals),
    previous: { ...before, totals: totalsOf(previous) },
    series: periods.map((period) => {
      const s = sums.get(period);
      return { period, revenue: centsToEuro(s?.revenueCents ?? 0), orders: s?.orders ?? 0 };
    }),
    funnel: funnelSteps.map((step, i) => ({
      step,
      count: counts[step],
      drop_off: i === 0 ? null : dropOff(counts[funnelSteps[i - 1]], counts[step]),
    })),
    top_products: euro(ranked.products),
    top_categories: euro(ranked.categories),
    customers: {
      new: { orders: totals.newOrders, revenue: centsToEuro(totals.newRevenueCents) },
      returning: {
        orders: totals.orders - totals.newOrders,
        revenue: centsToEuro(totals.revenueCents - totals.newRevenueCents),
      },
    },
    low_stock: { below: input.low_stock_below, products: low },
  };
}
