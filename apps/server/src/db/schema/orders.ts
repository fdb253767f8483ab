import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
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
import type { OrderAddress } from '@wohnwerk/contract/order-address';
import type { VatShare } from '../../lib/vat.ts';
import { coupons } from './coupons.ts';
import { products } from './catalog.ts';
import { users } from './users.ts';

/** shop-rules "Order statuses"; the customer sees them in German (contract orderStatusText). */
export const orderStatusEnum = pgEnum('order_status', [
  'pending_payment',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
]);
export const paymentStatusEnum = pgEnum('payment_status', ['pending', 'succeeded', 'failed']);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** WW-<year>-<6 digits>, shop-rules "Order number". */
    orderNumber: varchar('order_number', { length: 20 }).notNull(),
    /** Null once the customer deleted their account; the order stays for bookkeeping. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The e-mail at order time: the withdrawal function finds the order by number and this address. */
    email: varchar('email', { length: 190 }).notNull(),
    customerName: varchar('customer_name', { length: 120 }).notNull(),
    status: orderStatusEnum('status').notNull().default('pending_payment'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    /**
     * VAT of the order, the sum of its rates' (vatBreakdown), kept so the documents never recompute
     * it differently. Orders before migration 0028: total · 19/119.
     */
    vatCents: integer('vat_cents').notNull(),
    /** Net of the order (the rates' net); null on rows written without it, read as total − VAT. */
    netCents: integer('net_cents'),
    /**
     * VAT per rate as charged, shipping and discounts split across the rates (lib/vat.ts,
     * decision 153). A coupon and a gift code are price reductions: the rates' gross is the total.
     */
    vatBreakdown: jsonb('vat_breakdown').$type<VatShare[]>().notNull().default([]),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: varchar('coupon_code', { length: 60 }),
    couponText: varchar('coupon_text', { length: 200 }),
    shippingAddress: jsonb('shipping_address').$type<OrderAddress>().notNull(),
    billingAddress: jsonb('billing_address').$type<OrderAddress>().notNull(),
    paymentMethod: varchar('payment_method', { length: 20 }).notNull().default('card'),
    /** An unpaid order gives its units back after this moment. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** Set by staff when the order is shipped (both required then). */
    carrier: varchar('carrier', { length: 60 }),
    trackingNumber: varchar('tracking_number', { length: 60 }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** The day the goods reached the customer: the 14-day withdrawal period counts from it. */
    deliveredOn: date('delivered_on', { mode: 'string' }),
    /** When the order's units went back to stock after payment (cancellation or a refund with restock): once only. */
    restockedAt: timestamp('restocked_at', { withTimezone: true }),
    /** Written by `npm run demo`: the only orders a demo reset may delete. */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_unique').on(t.orderNumber),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_pending_idx').on(t.expiresAt).where(sql`status = 'pending_payment'`),
    index('orders_coupon_idx').on(t.couponId),
    // The staff order list (modules/admin-orders): newest first, by status, and the searches.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_email_lower_idx').using('btree', sql`lower(${t.email}) text_pattern_ops`),
    index('orders_number_pattern_idx').using('btree', sql`${t.orderNumber} text_pattern_ops`),
    index('orders_customer_name_trgm_idx').using('gin', sql`lower(${t.customerName}) gin_trgm_ops`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    isLight: boolean('is_light').notNull().default(false),
    productName: varchar('product_name', { length: 255 }).notNull(),
    productDescription: text('product_description').notNull().default(''),
    code: varchar('code', { length: 60 }),
    unitPriceCents: integer('unit_price_cents').notNull(),
    qty: smallint('qty').notNull(),
    lineCents: integer('line_cents').notNull(),
    /** The product's VAT rate when the order was placed; net and VAT follow from it and the line's gross, once. */
    vatRate: smallint('vat_rate').notNull().default(19),
    vatCents: integer('vat_cents').generatedAlwaysAs(
      sql`round((line_cents * vat_rate)::numeric / (100 + vat_rate))::integer`,
    ),
    netCents: integer('net_cents').generatedAlwaysAs(
      sql`line_cents - round((line_cents * vat_rate)::numeric / (100 + vat_rate))::integer`,
    ),
    deliveryWeeks: varchar('delivery_weeks', { length: 20 }),
    /** Units of this line back in stock (decision 163): a line refund returns its units, a cancellation the rest. */
    restockedQty: smallint('restocked_qty').notNull().default(0),
    /** The product's shop when the order was placed (the migration holds the foreign key). */
    shopId: integer('shop_id'),
    /** The shop's marketplace seller when the order was placed; null: Wohnwerk's own line (issue 38). */
    sellerId: integer('seller_id'),
    /** The seller order the line went to when the order was paid (seller-orders.ts; the migration holds the key). */
    sellerOrderId: integer('seller_order_id'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_seller_order_idx').on(t.sellerOrderId)],
);

/** Every provider call for an order. The unique key makes a retried charge find the first attempt instead of charging again. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 20 }).notNull(),
    method: varchar('method', { length: 20 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 200 }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: paymentStatusEnum('status').notNull().default('pending'),
    providerRef: varchar('provider_ref', { length: 120 }),
    message: varchar('message', { length: 300 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_idempotency_unique').on(t.idempotencyKey),
    index('payments_order_idx').on(t.orderId),
    index('payments_provider_ref_idx').on(t.provider, t.providerRef),
  ],
);

/** Answers of POST /order by (user, Idempotency-Key): a repeat gets the first answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: varchar('scope', { length: 20 }).notNull(),
    key: varchar('key', { length: 200 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    statusCode: smallint('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] })],
);

/** Checkout progress (POST /order-click): which step a customer reached, for reporting. */
export const checkoutSteps = pgTable(
  'checkout_steps',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    step: varchar('step', { length: 20 }).notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('checkout_steps_created_idx').on(t.createdAt)],
);

/** Declarations of withdrawal ("Vertrag widerrufen"), kept as the proof of when it was received. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 190 }).notNull(),
    name: varchar('name', { length: 120 }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('withdrawals_order_unique').on(t.orderId)],
);

/** Provider webhook events already handled: a redelivered event changes nothing. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: varchar('provider', { length: 20 }).notNull(),
    eventId: varchar('event_id', { length: 120 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * Each PayPal order the shop created, with the shop order it was created for: a capture or a
 * webhook names a PayPal order id, and only the shop order it belongs to may be paid by it.
 */
export const paypalOrders = pgTable(
  'paypal_orders',
  {
    paypalOrderId: varchar('paypal_order_id', { length: 64 }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('paypal_orders_order_idx').on(t.orderId)],
);
