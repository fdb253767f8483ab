import { integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { orderStatusEnum } from './orders.ts';

/**
 * How many orders have each status and payment method (docs/decisions/124-order-list-counts.md),
 * kept by triggers on `orders` in the transaction that inserts, moves, deletes or truncates them
 * (migration 0022), so the staff order list's total for a status tab is read, not counted. Several
 * rows per pair (shard = order id mod 8) so concurrent checkouts do not wait for one row lock;
 * readers sum them.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    status: orderStatusEnum('status').notNull(),
    paymentMethod: varchar('payment_method', { length: 20 }).notNull(),
    shard: smallint('shard').notNull(),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.paymentMethod, t.shard] })],
);
