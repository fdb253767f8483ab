import { bigserial, index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
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

/**
 * Changes to the catalogue: who, when, which field, before → after (values as text), and what made
 * them (docs/decisions/150): staff, an import, or an order's stock movement.
 */
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
    /** staff, import, order (stock taken at checkout), cancellation, expiry, withdrawal, refund. */
    source: varchar('source', { length: 20 }).notNull().default('staff'),
    /** The import that made the change (no foreign key: the history outlives the import). */
    importId: uuid('import_id'),
    /** The order whose stock movement this is (no foreign key, as above). */
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalog_audit_entity_idx').on(t.entity, t.entityId, t.id)],
);
