import { bigint, date, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';

const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const count = (name: string) => integer(name).notNull().default(0);

/**
 * The shop's figures per Berlin day (decision 140), kept by triggers in the transaction that
 * changes an order, a withdrawal or a refund (migration 0021). Each fact counts on its own day:
 * orders and revenue on the day of payment, placed orders on the day they were placed,
 * withdrawals and refunds on the day they were declared or booked. A day has several rows
 * (shard = order id mod 8) so that concurrent payments do not wait for one row lock; readers sum them.
 */
export const figuresDays = pgTable(
  'figures_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull(),
    orders: count('orders'),
    revenueCents: cents('revenue_cents'),
    vatCents: cents('vat_cents'),
    /**
     * Net revenue from the orders' net per rate (migration 0028, decision 153): revenue = net + VAT
     * (coupons and gift codes are price reductions, already out of both).
     */
    netCents: cents('net_cents'),
    couponOrders: count('coupon_orders'),
    couponCents: cents('coupon_cents'),
    giftOrders: count('gift_orders'),
    giftCents: cents('gift_cents'),
    newOrders: count('new_orders'),
    newRevenueCents: cents('new_revenue_cents'),
    placed: count('placed'),
    placedPaid: count('placed_paid'),
    withdrawals: count('withdrawals'),
    withdrawnCents: cents('withdrawn_cents'),
    refunds: count('refunds'),
    refundedCents: cents('refunded_cents'),
    /**
     * Order lines added to or taken off the day's product roll-up (migration 0023): only ever
     * rises, so a reader that keeps the day's product rows knows they changed (figures.sales.ts).
     */
    itemChanges: cents('item_changes'),
  },
  (t) => [primaryKey({ columns: [t.day, t.shard] })],
);

/** Product buttons (ADD_TO_CART, ADD_TO_WISHLIST) and checkout steps (STEP_1…STEP_4) per Berlin day. */
export const figuresClicks = pgTable(
  'figures_clicks',
  {
    day: date('day', { mode: 'string' }).notNull(),
    event: varchar('event', { length: 40 }).notNull(),
    shard: smallint('shard').notNull(),
    clicks: count('clicks'),
  },
  (t) => [primaryKey({ columns: [t.day, t.event, t.shard] })],
);

/** Line values and units of paid orders per product and Berlin day of payment. */
export const figuresProductDays = pgTable(
  'figures_product_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    productId: integer('product_id').notNull(),
    revenueCents: cents('revenue_cents'),
    units: count('units'),
  },
  (t) => [primaryKey({ columns: [t.day, t.productId] })],
);
