import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { orderItems, orders, payments, paymentStatusEnum } from './orders.ts';
import { users } from './users.ts';

/**
 * Money given back for an order, through the provider that took it. A pending row holds its
 * amount while the provider is asked, so parallel refunds can never exceed what was paid; the
 * unique key makes a repeated request (same Idempotency-Key) answer the first refund.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    restock: boolean('restock').notNull().default(false),
    status: paymentStatusEnum('status').notNull().default('pending'),
    provider: varchar('provider', { length: 20 }).notNull(),
    providerRef: varchar('provider_ref', { length: 120 }),
    idempotencyKey: varchar('idempotency_key', { length: 200 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    message: varchar('message', { length: 300 }),
    /** Null when the system refunded (a cancellation). */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: varchar('created_by_name', { length: 120 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refunds_idempotency_unique').on(t.idempotencyKey), index('refunds_order_idx').on(t.orderId)],
);

/** Which order lines a refund gives back (decision 163): units and money per line; none for a free amount. */
export const refundLines = pgTable(
  'refund_lines',
  {
    id: serial('id').primaryKey(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    qty: smallint('qty').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    uniqueIndex('refund_lines_refund_item_unique').on(t.refundId, t.orderItemId),
    index('refund_lines_item_idx').on(t.orderItemId),
  ],
);
