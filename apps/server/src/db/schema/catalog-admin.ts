import { bigserial, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Every price a product had, from when (PAngV §11, Omnibus Art. 6a). Written only by a database trigger on
 * products (migration 0019), so a form, an import and plain SQL all leave the same history. No foreign key: the
 * history of a deleted product stays evidence of the prices it was offered at.
 */
export const productPriceHistory = pgTable(
  'product_price_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: integer('product_id').notNull(),
    priceCents: integer('price_cents').notNull(),
    oldPriceCents: integer('old_price_cents'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_price_history_product_idx').on(t.productId, t.validFrom)],
);

/** Staff changes to the catalogue: who, when, which field, before → after (values as text). */
export const catalogAudit = pgTable(
  'catalog_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** product, category, shop, brand, series, homepage_text, content_page */
    entity: varchar('entity', { length: 40 }).notNull(),
    entityId: integer('entity_id').notNull(),
    field: varchar('field', { length: 80 }).notNull(),
    before: text('before'),
    after: text('after'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalog_audit_entity_idx').on(t.entity, t.entityId, t.id)],
);
