import { sql } from 'drizzle-orm';
import { index, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

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
