import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { orderItems, orders } from './orders.ts';
import { sellers } from './sellers.ts';
import { users } from './users.ts';

/**
 * Marketplace seller orders (migration 0034, issue 38): when an order is paid, each seller gets the
 * order's lines from their shops as one seller order, `WW-YYYY-NNNNNN-S{n}`. The lines themselves stay
 * in `order_items` (one owner of the order): `order_items.seller_order_id` points here.
 */
export const sellerOrderStatusEnum = pgEnum('seller_order_status', [
  'open',
  'confirmed',
  'partially_shipped',
  'shipped',
  'refused',
  'cancelled',
]);

export const sellerOrders = pgTable(
  'seller_orders',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    /** The order's number with `-S{n}`, n counted from 1 per order in seller id order. */
    number: varchar('number', { length: 24 }).notNull(),
    status: sellerOrderStatusEnum('status').notNull().default('open'),
    /** The day the seller expects to ship, given when confirming. */
    expectedShipOn: date('expected_ship_on', { mode: 'string' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seller_orders_number_unique').on(t.number),
    uniqueIndex('seller_orders_order_seller_unique').on(t.orderId, t.sellerId),
    index('seller_orders_seller_idx').on(t.sellerId, t.status, t.createdAt),
  ],
);

/**
 * A parcel or forwarder delivery to the customer: by a seller (seller_order_id set) or by Wohnwerk
 * itself (null). Partial shipments are several rows; `shipment_lines` says which units went.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerOrderId: integer('seller_order_id').references(() => sellerOrders.id, { onDelete: 'cascade' }),
    carrier: varchar('carrier', { length: 60 }).notNull(),
    trackingNumber: varchar('tracking_number', { length: 60 }).notNull(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: varchar('created_by_name', { length: 120 }),
  },
  (t) => [index('shipments_order_idx').on(t.orderId), index('shipments_seller_order_idx').on(t.sellerOrderId)],
);

export const shipmentLines = pgTable(
  'shipment_lines',
  {
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    qty: smallint('qty').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shipmentId, t.orderItemId] }),
    index('shipment_lines_item_idx').on(t.orderItemId),
    check('shipment_lines_qty_positive', sql`${t.qty} > 0`),
  ],
);

/** A line the seller cannot deliver (out of stock and the like), with the reason: staff then refund it. */
export const sellerRefusals = pgTable(
  'seller_line_refusals',
  {
    orderItemId: integer('order_item_id')
      .primaryKey()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    sellerOrderId: integer('seller_order_id')
      .notNull()
      .references(() => sellerOrders.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    refusedAt: timestamp('refused_at', { withTimezone: true }).notNull().defaultNow(),
    refusedBy: integer('refused_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('seller_line_refusals_seller_order_idx').on(t.sellerOrderId)],
);
