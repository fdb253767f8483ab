import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const couponKindEnum = pgEnum('coupon_kind', ['percent', 'fixed']);

/**
 * Checkout coupons and staff gift codes (is_gift_code: fixed value, redeemable once, marked used when
 * the order is paid). `value` is percent for kind=percent and euro for kind=fixed.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 60 }).notNull(),
    kind: couponKindEnum('kind').notNull(),
    value: numeric('value', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    minOrderCents: integer('min_order_cents').notNull().default(0),
    /** Null = unlimited. */
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    isGiftCode: boolean('is_gift_code').notNull().default(false),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Customers type codes in any case; one code must never match two rows.
    uniqueIndex('coupons_code_unique').on(sql`lower(${t.code})`),
    index('coupons_gift_created_idx').on(t.isGiftCode, t.createdAt),
  ],
);
