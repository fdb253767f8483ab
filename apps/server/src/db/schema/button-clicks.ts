import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Reporting data only, counted per product over time; no foreign keys, so deleting a product or user keeps its counts. */
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
