import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { orderStatusEnum, orders } from './orders.ts';
import { users } from './users.ts';

/**
 * Every status change of an order (who, when, from → to, note). Written by a trigger on
 * orders.status (migration 0018), so no path that changes a status can forget it; staff actions
 * name themselves and their note through transaction-local settings (modules/admin-orders).
 */
export const orderHistory = pgTable(
  'order_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for the system (the customer's payment, the expiry sweep, the withdrawal form). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member's name at the time, kept when the account goes. */
    userName: varchar('user_name', { length: 120 }),
    fromStatus: orderStatusEnum('from_status'),
    toStatus: orderStatusEnum('to_status').notNull(),
    note: text('note'),
    /**
     * What made the change: staff, payment, customer, expiry, withdrawal, provider (a refund its
     * webhook reported) or system (migration 0027).
     */
    source: varchar('source', { length: 20 }).notNull().default('system'),
  },
  (t) => [index('order_history_order_idx').on(t.orderId, t.at)],
);
