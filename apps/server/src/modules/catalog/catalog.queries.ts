import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared, query } from '../../db/raw.ts';
import { categories, contentPages, homepageTexts, type ProductAttributes } from '../../db/schema/catalog.ts';
import { rows } from '../../db/raw.ts';

/** The db or a transaction. */
export type Reader = Pick<Db, 'select' | 'execute'>;

/** The first image of product p (index product_images_product_idx). */
const firstImage = sql`(select i.path from product_images i where i.product_id = p.id order by i.sort_order, i.id limit 1)`;

const inWishlist = (userId: number | null) =>
  userId
    ? sql`exists (select 1 from wishlist_items w where w.user_id = ${userId} and w.product_id = p.id)`
    : sql`false`;

/** The columns of a listing item; p is the products alias. */
const listingColumns = (userId: number | null) => sql`p.id, p.name, p.price_cents as "priceCents",
  p.lowest_price_30_days_cents as "oldPriceCents", p.best_seller as "bestSeller", p.stock, ${firstImage} as "image", ${inWishlist(userId)} as "inWishlist"`;

export interface ListingRow {
  id: number;
  name: string;
  priceCents: number;
  oldPriceCents: number | null;
  bestSeller: boolean;
  stock: number;
  image: string | null;
  inWishlist: boolean;
}

/** A customer's wishlist as listing items, newest first (the wishlist module shows it). */
export function wishlistListing(db: Db, userId: number, limit = 500): Promise<ListingRow[]> {
  return rows(
    db,
    sql`select ${listingColumns(userId)} from wishlist_items wl join products p on p.id = wl.product_id
        where wl.user_id = ${userId} and p.active order by wl.created_at desc, wl.id desc limit ${limit}`,
  );
}

// ---------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------

export interface CategoryRow {
  id: number;
  parentId: number | null;
  slug: string;
  nameDe: string;
}

const categoryColumns = {
  id: categories.id,
  parentId: categories.parentId,
  slug: categories.slug,
  nameDe: categories.nameDe,
};

/** All categories but the deleted ones (a few dozen rows): the tree is resolved in memory, in one query. */
export function listCategories(db: Reader): Promise<CategoryRow[]> {
  return db
    .select(categoryColumns)
    .from(categories)
    .where(isNull(categories.deletedAt))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}

export async function findCategoryDescription(db: Reader, id: number): Promise<string | null> {
  const [row] = await db
    .select({ html: categories.descriptionHtml })
    .from(categories)
    .where(and(eq(categories.id, id), isNull(categories.deletedAt)))
    .limit(1);
  return row?.html ?? null;
}

// ---------------------------------------------------------------------------------------
// Listing, filters, search
//
// Lists, search, product pages, similar products and the filter panel are answered by the
// read model (read-model/): the types below describe what a list asks of it.
// ---------------------------------------------------------------------------------------

export interface SearchCondition {
  /** Normalised tsquery text (prepareSearch, toTsquery); null when the text has no searchable word. */
  tsquery: string | null;
  /** Exact product codes to match (these rank first). */
  codes: string[];
}

export interface ListingFilter {
  /** null: all categories. */
  categoryIds: number[] | null;
  /**
   * Instead of categoryIds: the category with this slug and every category below it (the read
   * model resolves it); an unknown slug lists nothing.
   */
  categorySlug?: string;
  sale: boolean;
  brandIds: number[];
  minCents?: number;
  maxCents?: number;
  search: SearchCondition | null;
}

/** Which order a list is in (the read model's CatalogSnapshot.page sorts by it). */
export type ListingOrder = 'price-asc' | 'price-desc' | 'name-asc' | 'name-desc' | 'default' | 'relevance';

/** The normalised German tsquery of a query text (null when only stop words remain). */
export async function toTsquery(db: Reader, text: string): Promise<string | null> {
  const [row] = await prepared<{ q: string }>(db, 'catalog_tsquery', `select to_tsquery('german', $1)::text as q`, [
    text,
  ]);
  return row.q || null;
}

// ---------------------------------------------------------------------------------------
// Product detail
// ---------------------------------------------------------------------------------------

export interface RelatedRow {
  id: number;
  name: string;
  code: string;
  price_cents: number;
  old_price_cents: number | null;
  is_light: boolean;
  image: string | null;
  color_front: string | null;
  color_body: string | null;
  dimensions: string | null;
}

interface ProductDetailRow {
  id: number;
  code: string;
  name: string;
  description: string;
  price_cents: number;
  old_price_cents: number | null;
  stock: number;
  delivery_weeks: string;
  tax_rate: number;
  is_light: boolean;
  best_seller: boolean;
  variant_group: string | null;
  color_front: string | null;
  color_body: string | null;
  dimensions: string | null;
  attributes: ProductAttributes | null;
  rating_avg: number | null;
  rating_count: number;
  series_id: number | null;
  series_name: string | null;
  front_color: string | null;
  body_color: string | null;
  shop_id: number;
  shop_name: string;
  shop_slug: string;
  warehouse_id: number;
  vendor_id: number;
  category_id: number;
  category_slug: string;
  category_name: string;
  category_parent_id: number | null;
  parent_slug: string | null;
  parent_name: string | null;
  parent_parent_id: number | null;
  brand_id: number | null;
  brand_name: string | null;
  images: { path: string; width: number; height: number }[];
  pdfs: { id: number; name: string; path: string }[];
  in_wishlist: boolean;
}

/** With the product: the rest of the series, the lights and the variant group (CatalogSnapshot.productPage). */
export interface ProductPageRow extends ProductDetailRow {
  series_products: RelatedRow[];
  lights: RelatedRow[];
  variant_group_products: RelatedRow[];
}

/** Columns of a related product; x is its products alias. */
const relatedColumns = `x.id, x.name, x.code, x.price_cents, x.lowest_price_30_days_cents as old_price_cents, x.is_light,
  (select i.path from product_images i where i.product_id = x.id order by i.sort_order, i.id limit 1) as image,
  x.color_front, x.color_body, x.dimensions`;

/** Which of these products are on the user's wishlist. */
export async function wishlistedAmong(db: Reader, userId: number, productIds: number[]): Promise<number[]> {
  const found = await prepared<{ product_id: number }>(
    db,
    'catalog_wishlisted_among',
    'select product_id from wishlist_items where user_id = $1::int and product_id = any($2::int[])',
    [userId, productIds],
  );
  return found.map((r) => r.product_id);
}

export function listLights(db: Reader, productId: number): Promise<RelatedRow[]> {
  return prepared(
    db,
    'catalog_lights',
    `select ${relatedColumns} from product_lights pl join products x on x.id = pl.light_id
     where pl.product_id = $1::int and x.active order by x.id limit 20`,
    [productId],
  );
}

// ---------------------------------------------------------------------------------------
// Shops, content
// ---------------------------------------------------------------------------------------

export function listShops(db: Reader) {
  return rows<{
    id: number;
    name: string;
    slug: string;
    description: string | null;
    city: string | null;
    product_count: number;
  }>(
    db,
    sql`select s.id, s.name, s.slug, s.description, s.city, coalesce(c.n, 0)::int as product_count
        from shops s left join (select shop_id, count(*) as n from products where active group by shop_id) c on c.shop_id = s.id
        order by s.name, s.id`,
  );
}

export function listHomepageTexts(db: Reader) {
  return db
    .select({ name: homepageTexts.name, description: homepageTexts.description })
    .from(homepageTexts)
    .orderBy(asc(homepageTexts.id));
}

const pageColumns = {
  id: contentPages.id,
  slug: contentPages.slug,
  name: contentPages.name,
  title: contentPages.title,
  contentHtml: contentPages.contentHtml,
};

export function listPages(db: Reader) {
  return db.select(pageColumns).from(contentPages).orderBy(asc(contentPages.sortOrder), asc(contentPages.id));
}

export async function findPage(db: Reader, slug: string) {
  const [row] = await db.select(pageColumns).from(contentPages).where(eq(contentPages.slug, slug)).limit(1);
  return row ?? null;
}
