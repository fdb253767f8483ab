import { index, integer, jsonb, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Marketplace sellers (migration 0033, decision 169): a company that sells through Wohnwerk from its own shops.
 * The IBAN in full is selected by the admins' query only; every other reader selects `iban_masked`.
 */
export const sellers = pgTable('sellers', {
  id: serial('id').primaryKey(),
  companyName: varchar('company_name', { length: 120 }).notNull(),
  street: varchar('street', { length: 190 }).notNull(),
  zip: varchar('zip', { length: 10 }).notNull(),
  city: varchar('city', { length: 120 }).notNull(),
  /** ISO 3166-1 alpha-2 of an EU state. */
  country: varchar('country', { length: 2 }).notNull(),
  vatId: varchar('vat_id', { length: 20 }).notNull(),
  iban: varchar('iban', { length: 34 }).notNull(),
  ibanMasked: varchar('iban_masked', { length: 50 }).notNull(),
  /** Hundredths of a percent: 1250 = 12,50 %. */
  commissionBp: integer('commission_bp').notNull(),
  email: varchar('email', { length: 190 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A seller's commission for one category, in place of the seller's own rate (the migration holds the foreign keys). */
export const sellerCategoryCommissions = pgTable(
  'seller_category_commissions',
  {
    sellerId: integer('seller_id').notNull(),
    categoryId: integer('category_id').notNull(),
    commissionBp: integer('commission_bp').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.categoryId] })],
);

/** One field of a seller before and after a change (the IBAN as its mask only). */
export interface SellerFieldChange {
  field: string;
  from: string | null;
  to: string | null;
}

/** Who changed which fields of a seller, when (decision 171): written in the transaction of the change. */
export const sellerChanges = pgTable(
  'seller_changes',
  {
    id: serial('id').primaryKey(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    changedBy: integer('changed_by'),
    changedByName: varchar('changed_by_name', { length: 120 }).notNull(),
    action: varchar('action', { length: 10 }).$type<'created' | 'updated'>().notNull(),
    changes: jsonb('changes').$type<SellerFieldChange[]>().notNull(),
  },
  (t) => [index('seller_changes_seller_idx').on(t.sellerId, t.changedAt)],
);
