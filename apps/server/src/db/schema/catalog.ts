import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sellers } from './sellers.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What the staff product list searches by a part (name and code, lower-cased), of the products
 * row named by `table` ('' in the index, 'p.' in a query): its trigram index has the same expression.
 */
export const productAdminSearch = (table: '' | 'p.' = '') =>
  sql.raw(`(lower((${table}name)::text || ' ' || (${table}code)::text))`);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    slug: varchar('slug', { length: 120 }).notNull(),
    nameDe: varchar('name_de', { length: 160 }).notNull(),
    /** HTML from staff; sanitised when it is served. */
    descriptionHtml: text('description_html'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Set when staff delete it (migration 0026, decision 152): hidden everywhere, restorable. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by'),
  },
  (t) => [uniqueIndex('categories_slug_unique').on(t.slug), index('categories_parent_idx').on(t.parentId)],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  slug: varchar('slug', { length: 120 }).notNull().unique(),
});

/** Marketplace sellers ("product_shop" in the API). */
export const shops = pgTable('shops', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  slug: varchar('slug', { length: 120 }).notNull().unique(),
  description: text('description'),
  city: varchar('city', { length: 120 }),
  warehouseId: integer('warehouse_id').notNull().default(1),
  vendorId: integer('vendor_id').notNull().default(1),
  /** The marketplace seller the shop belongs to; null: Wohnwerk's own shop (decision 169). */
  sellerId: integer('seller_id').references(() => sellers.id),
});

export const series = pgTable('series', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull().unique(),
  frontColor: varchar('front_color', { length: 80 }).notNull(),
  bodyColor: varchar('body_color', { length: 80 }).notNull(),
});

export interface AttributeGroup {
  name: string;
  /** e.g. Farbe: [{label:'Front', value:'Weiß Hochglanz'}, {label:'Korpus', ...}]; Lieferinformation: [{label:'Lieferumfang', value:[...]}] */
  items: { label: string; value: string | string[] }[];
}
export interface ProductAttributes {
  beschreibung: AttributeGroup[];
  ausstatung: string[];
}

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 60 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    brandId: integer('brand_id').references(() => brands.id),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    seriesId: integer('series_id').references(() => series.id),
    /** Gross prices in euro cents (VAT included). */
    priceCents: integer('price_cents').notNull(),
    oldPriceCents: integer('old_price_cents'),
    purchasePriceCents: integer('purchase_price_cents'),
    /**
     * The reference of an announced reduction (PAngV §11): the lowest price of the 30 days before the current
     * price began, never above the old price; null when no reduction may be announced. Kept by a database trigger
     * from product_price_history (migration 0019), so every writer (form, import, SQL) keeps it right.
     */
    lowestPrice30DaysCents: integer('lowest_price_30_days_cents'),
    taxRate: smallint('tax_rate').notNull().default(19),
    stock: integer('stock').notNull().default(0),
    deliveryWeeks: varchar('delivery_weeks', { length: 20 }).notNull().default('1-2'),
    bestSeller: boolean('best_seller').notNull().default(false),
    /** LED lighting accessory: offered on other products and sorted last in a series. */
    isLight: boolean('is_light').notNull().default(false),
    /** Products sharing a group are variants of one another (colour, size, other versions). */
    variantGroup: varchar('variant_group', { length: 120 }),
    colorFront: varchar('color_front', { length: 80 }),
    colorBody: varchar('color_body', { length: 80 }),
    /** Size label in cm, e.g. "180x200" or "181". */
    dimensions: varchar('dimensions', { length: 40 }),
    attributes: jsonb('attributes').$type<ProductAttributes>().notNull().default({ beschreibung: [], ausstatung: [] }),
    cbm: numeric('cbm', { precision: 8, scale: 3, mode: 'number' }),
    kg: numeric('kg', { precision: 8, scale: 2, mode: 'number' }),
    coli: smallint('coli'),
    ean: varchar('ean', { length: 14 }),
    active: boolean('active').notNull().default(true),
    /** What search finds a product by: product_search_text() of its texts and names, which every writer calls (decision 166). */
    searchText: text('search_text').notNull().default(''),
    /**
     * to_tsvector('german', search_text), set by a trigger only when search_text changes (migration
     * 0024): a generated column is computed again on every update, also of a price or the stock.
     */
    searchTsv: tsvector('search_tsv'),
    ratingAvg: numeric('rating_avg', { precision: 3, scale: 2, mode: 'number' }),
    ratingCount: integer('rating_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when staff delete it (migration 0026, decision 152); a deleted product is always inactive
     * (check products_deleted_inactive), so every storefront reader treats it as one. A restore sets
     * active back to deleted_was_active.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by'),
    deletedWasActive: boolean('deleted_was_active'),
  },
  (t) => [
    // No index holds a price, a stock or the reference price (migration 0038, decision 179): an update of only those
    // stays on its page (heap-only), with fillfactor 75 set by that migration; the read model answers what they served.
    uniqueIndex('products_code_unique').on(t.code),
    index('products_category_name_idx').on(t.categoryId, t.name, t.id),
    index('products_brand_idx').on(t.brandId),
    index('products_shop_idx').on(t.shopId),
    index('products_series_idx').on(t.seriesId),
    index('products_variant_group_idx').on(t.variantGroup),
    /** The staff list finds a product by its EAN. */
    index('products_ean_idx').on(t.ean),
    /** The staff list finds a product by a part of its name or code (trigrams of the few words, not the description). */
    index('products_admin_search_trgm_idx').using('gin', sql`${productAdminSearch()} gin_trgm_ops`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.sortOrder)],
);

export const productPdfs = pgTable(
  'product_pdfs',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    path: text('path').notNull(),
  },
  (t) => [index('product_pdfs_product_idx').on(t.productId)],
);

/** Lighting accessories offered with a product (both sides are products; the light has is_light). */
export const productLights = pgTable(
  'product_lights',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    lightId: integer('light_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.lightId] })],
);

export const homepageTexts = pgTable('homepage_texts', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull().unique(),
  description: text('description').notNull(),
});

/** Legal and information pages, found by slug (agb, impressum, daten, widerrufsrecht, ...). */
export const contentPages = pgTable('content_pages', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 120 }).notNull().unique(),
  name: varchar('name', { length: 120 }).notNull(),
  title: varchar('title', { length: 200 }).notNull(),
  contentHtml: text('content_html').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});
