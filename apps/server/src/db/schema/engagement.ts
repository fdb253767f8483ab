import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { users } from './users.ts';

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wishlist_user_product_unique').on(t.userId, t.productId)],
);

export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ratings_user_product_unique').on(t.userId, t.productId), index('ratings_product_idx').on(t.productId)],
);

/** Double opt-in: a row is unconfirmed until the link in the confirmation mail is opened. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 190 }).notNull(),
    confirmTokenHash: varchar('confirm_token_hash', { length: 64 }),
    unsubscribeTokenHash: varchar('unsubscribe_token_hash', { length: 64 }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_email_unique').on(sql`lower(${t.email})`),
    index('newsletter_confirm_token_idx').on(t.confirmTokenHash),
    index('newsletter_unsubscribe_token_idx').on(t.unsubscribeTokenHash),
  ],
);

export const buttonClicks = pgTable(
  'button_clicks',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    button: varchar('button', { length: 40 }).notNull(),
    userId: integer('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('button_clicks_product_idx').on(t.productId, t.createdAt)],
);

