import { and, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { AdminProductListQuery, AdminProductRow } from '@wohnwerk/contract/admin-catalog';
import { ADMIN_PAGE_SIZE } from '@wohnwerk/contract/admin-catalog';
import type { Tx } from '../../db/client.ts';
import {
  productAdminSearch,
  productLights,
  productPdfs,
  products,
  type ProductAttributes,
} from '../../db/schema/catalog.ts';
import { searchTextOf } from '../../db/product-search-text.ts';
import { rows } from '../../db/raw.ts';
import type { ProductScope, ProductValues } from './product-columns.ts';

const sorts: Record<string, string> = {
  name: 'p.name asc, p.id asc',
  '-name': 'p.name desc, p.id desc',
  code: 'p.code asc',
  '-code': 'p.code desc',
  price: 'p.price_cents asc, p.id asc',
  '-price': 'p.price_cents desc, p.id desc',
  stock: 'p.stock asc, p.id asc',
  '-stock': 'p.stock desc, p.id desc',
  created: 'p.id asc',
  '-created': 'p.id desc',
};

/** The condition (read by the statement itself) that the shop id `shopId` (an SQL expression) is one of the scope's shops; true for staff. */
const inScope = (scope: ProductScope, shopId: SQL) =>
  scope ? sql`${shopId} in (select sc.id from shops sc where sc.seller_id = ${scope.sellerId})` : sql`true`;

/** LIKE pattern of a text, its wildcards taken literally. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The staff product list: every product (active or not) but the deleted ones, or with deleted
 * only those (newest deletion first unless sorted otherwise), filtered on the server. The search
 * matches a code or EAN exactly (unique index, EAN index) or a part of name or code through
 * the trigram index of productAdminSearch, so it stays fast over 100,000 products.
 */
/** The staff's search: a code or EAN exactly, else a part of name and code (from 3 characters) or the name's start. */
function searchCondition(q: string): SQL {
  const exact = q.toUpperCase();
  return q.length >= 3
    ? sql`(p.code = ${q} or p.code = ${exact} or p.ean = ${q} or ${productAdminSearch('p.')} like ${likePattern(q)})`
    : sql`(p.code = ${q} or p.code = ${exact} or p.ean = ${q} or lower(p.name) like ${`${q.toLowerCase()}%`})`;
}

export async function listProducts(db: Tx, query: AdminProductListQuery, scope: ProductScope = null) {
  const conds: SQL[] = [query.deleted ? sql`p.deleted_at is not null` : sql`p.deleted_at is null`];
  if (scope) conds.push(inScope(scope, sql`p.shop_id`));
  if (query.q) conds.push(searchCondition(query.q));
  if (query.category !== undefined)
    conds.push(sql`p.category_id in (with recursive t(id) as (select ${query.category}::int
      union select c.id from categories c join t on c.parent_id = t.id) select id from t)`);
  if (query.shop !== undefined) conds.push(sql`p.shop_id = ${query.shop}`);
  if (query.brand !== undefined) conds.push(sql`p.brand_id = ${query.brand}`);
  if (query.active !== undefined) conds.push(sql`p.active = ${query.active}`);
  if (query.stock_zero === true) conds.push(sql`p.stock = 0`);
  if (query.stock_zero === false) conds.push(sql`p.stock > 0`);
  if (query.light !== undefined) conds.push(sql`p.is_light = ${query.light}`);
  const where = conds.length ? sql`where ${sql.join(conds, sql` and `)}` : sql``;
  const page = query.page ?? 1;
  const order = query.sort
    ? sql.raw(sorts[query.sort] ?? sorts['-created']!)
    : query.deleted
      ? sql.raw('p.deleted_at desc, p.id desc')
      : sql.raw(sorts['-created']!);
  const [data, [count]] = await Promise.all([
    rows<Omit<AdminProductRow, 'price' | 'old_price'> & { price_cents: number; old_price_cents: number | null }>(
      db,
      sql`select p.id, p.code, p.name, p.ean, p.category_id, c.name_de as category_name, p.shop_id, s.name as shop_name,
            p.brand_id, b.name as brand_name, p.price_cents, p.old_price_cents, p.stock, p.active, p.best_seller,
            (select pi.path from product_images pi where pi.product_id = p.id
              order by pi.sort_order, pi.id limit 1) as image,
            to_char(p.deleted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as deleted_at, du.name as deleted_by_name
          from products p join categories c on c.id = p.category_id join shops s on s.id = p.shop_id
            left join brands b on b.id = p.brand_id left join users du on du.id = p.deleted_by
          ${where} order by ${order} limit ${ADMIN_PAGE_SIZE} offset ${(page - 1) * ADMIN_PAGE_SIZE}`,
    ),
    rows<{ n: number }>(db, sql`select count(*)::int as n from products p ${where}`),
  ]);
  return { data, total: count?.n ?? 0, page };
}

export interface ProductRow {
  id: number;
  code: string;
  name: string;
  description: string;
  category_id: number;
  shop_id: number;
  brand_id: number | null;
  series_id: number | null;
  price_cents: number;
  old_price_cents: number | null;
  purchase_price_cents: number | null;
  lowest_price_30_days_cents: number | null;
  tax_rate: number;
  stock: number;
  delivery_weeks: string;
  best_seller: boolean;
  active: boolean;
  is_light: boolean;
  variant_group: string | null;
  color_front: string | null;
  color_body: string | null;
  dimensions: string | null;
  attributes: ProductAttributes | null;
  ean: string | null;
  cbm: number | null;
  kg: number | null;
  coli: number | null;
  created_at: string;
}

/**
 * A product staff work with (a deleted one is found only by findDeletedProduct); with a seller's scope only one of
 * their shops' (another's is not found, like a missing one).
 */
export async function findProduct(
  db: Tx,
  id: number,
  forUpdate = false,
  scope: ProductScope = null,
): Promise<ProductRow | null> {
  const [row] = await rows<ProductRow>(
    db,
    sql`select id, code, name, description, category_id, shop_id, brand_id, series_id, price_cents, old_price_cents,
          purchase_price_cents, lowest_price_30_days_cents, tax_rate::int as tax_rate, stock, delivery_weeks, best_seller,
          active, is_light, variant_group, color_front, color_body, dimensions, attributes, ean, cbm::float8 as cbm,
          kg::float8 as kg, coli::int as coli, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at
        from products where id = ${id} and deleted_at is null and ${inScope(scope, sql`shop_id`)}
        ${forUpdate ? sql`for update` : sql``}`,
  );
  return row ?? null;
}

/** A deleted product, locked for its restore, with whether its category is deleted too. */
export async function findDeletedProduct(db: Tx, id: number) {
  const [row] = await rows<{
    id: number;
    name: string;
    was_active: boolean;
    category_name: string;
    category_deleted: boolean;
  }>(
    db,
    sql`select p.id, p.name, coalesce(p.deleted_was_active, false) as was_active, c.name_de as category_name,
          c.deleted_at is not null as category_deleted
        from products p join categories c on c.id = p.category_id
        where p.id = ${id} and p.deleted_at is not null for update of p`,
  );
  return row ?? null;
}

/**
 * Marks a product deleted (decision 152): inactive (so every storefront reader drops it, and the
 * change feed tells every instance), who and when, and whether it was active for a restore.
 */
export async function markProductDeleted(db: Tx, id: number, userId: number) {
  await db
    .update(products)
    .set({ deletedWasActive: sql`${products.active}`, active: false, deletedAt: sql`now()`, deletedBy: userId })
    .where(and(eq(products.id, id), sql`${products.deletedAt} is null`));
}

export async function restoreProduct(db: Tx, id: number, active: boolean) {
  await db
    .update(products)
    .set({ active, deletedAt: null, deletedBy: null, deletedWasActive: null })
    .where(eq(products.id, id));
}

export async function lightIdsOf(db: Tx, productId: number): Promise<number[]> {
  const found = await db
    .select({ id: productLights.lightId })
    .from(productLights)
    .where(eq(productLights.productId, productId))
    .orderBy(productLights.lightId);
  return found.map((r) => r.id);
}

export async function pdfsOf(db: Tx, productId: number) {
  return db
    .select({ id: productPdfs.id, name: productPdfs.name, path: productPdfs.path })
    .from(productPdfs)
    .where(eq(productPdfs.productId, productId))
    .orderBy(productPdfs.id);
}

export async function imagesOf(db: Tx, productId: number) {
  return rows<{ id: number; path: string; width: number; height: number }>(
    db,
    sql`select id, path, width, height from product_images where product_id = ${productId} order by sort_order, id`,
  );
}

/** Whether any order names the product: then it is only ever deactivated. */
export async function isOrdered(db: Tx, productId: number): Promise<boolean> {
  const [row] = await rows<{ ordered: boolean }>(
    db,
    sql`select exists (select 1 from order_items where product_id = ${productId}) as ordered`,
  );
  return Boolean(row?.ordered);
}

/** Whether another product has the code: 'deleted' when that one is deleted (its restore needs the code). */
export async function codeTaken(db: Tx, code: string, exceptId: number | null): Promise<false | 'live' | 'deleted'> {
  const [row] = await rows<{ deleted: boolean }>(
    db,
    sql`select deleted_at is not null as deleted from products where code = ${code} ${exceptId ? sql`and id <> ${exceptId}` : sql``}`,
  );
  return row ? (row.deleted ? 'deleted' : 'live') : false;
}

/**
 * The names the search text and the checks need; null where an id is unknown. `shop_in_scope`: whether the shop is
 * one the scope may choose; a seller's lights are those of their own shops.
 */
export async function referencesOf(
  db: Tx,
  ids: { category: number; shop: number; brand: number | null; series: number | null; lights: number[] },
  scope: ProductScope = null,
) {
  const [row] = await rows<{
    category: string | null;
    shop: string | null;
    shop_in_scope: boolean;
    brand: string | null;
    series: string | null;
    lights: number[] | null;
  }>(
    db,
    sql`select (select name_de from categories where id = ${ids.category} and deleted_at is null) as category,
          (select name from shops where id = ${ids.shop}) as shop,
          ${inScope(scope, sql`${ids.shop}::int`)} as shop_in_scope,
          (select name from brands where id = ${ids.brand ?? 0}) as brand,
          (select name from series where id = ${ids.series ?? 0}) as series,
          (select array_agg(id order by id) from products where is_light and deleted_at is null
            and ${inScope(scope, sql`shop_id`)} and id = any(${`{${ids.lights.join(',')}}`}::int[])) as lights`,
  );
  return row!;
}

/** A product's columns as the form writes them (product-columns.ts); search_text follows from them (decision 166). */
export type ProductColumns = ProductValues & { is_light: boolean; attributes: ProductAttributes };

/** Drizzle's property of each products column: the form's values are named by column, as the import's. */
const propertyOf = new Map(
  Object.entries(getTableColumns(products)).map(([property, column]) => [column.name, property]),
);

type ProductInsert = typeof products.$inferInsert;

function productInsert(values: ProductColumns): Omit<ProductInsert, 'searchText'> & { searchText: SQL } {
  const row = Object.fromEntries(
    Object.entries(values).map(([column, value]) => [propertyOf.get(column)!, value]),
  ) as ProductInsert;
  return { ...row, searchText: searchTextOf(row) };
}

export async function insertProduct(db: Tx, values: ProductColumns): Promise<number> {
  const [row] = await db.insert(products).values(productInsert(values)).returning({ id: products.id });
  return row!.id;
}

export async function updateProduct(db: Tx, id: number, values: ProductColumns) {
  await db.update(products).set(productInsert(values)).where(eq(products.id, id));
}

export async function replaceLights(db: Tx, productId: number, lightIds: number[]) {
  await db.delete(productLights).where(eq(productLights.productId, productId));
  if (lightIds.length) await db.insert(productLights).values(lightIds.map((lightId) => ({ productId, lightId })));
}

/** Sets active on the products that differ (never on a deleted one); answers the ids changed. */
export async function setActive(db: Tx, ids: number[], active: boolean): Promise<number[]> {
  const changed = await db
    .update(products)
    .set({ active })
    .where(and(inArray(products.id, ids), sql`${products.active} <> ${active}`, sql`${products.deletedAt} is null`))
    .returning({ id: products.id });
  return changed.map((r) => r.id).sort((a, b) => a - b);
}

export async function insertPdf(db: Tx, productId: number, name: string, path: string): Promise<number> {
  const [row] = await db.insert(productPdfs).values({ productId, name, path }).returning({ id: productPdfs.id });
  return row!.id;
}

export async function deletePdf(db: Tx, productId: number, pdfId: number) {
  const [row] = await db
    .delete(productPdfs)
    .where(and(eq(productPdfs.id, pdfId), eq(productPdfs.productId, productId)))
    .returning({ path: productPdfs.path, name: productPdfs.name });
  return row ?? null;
}

/** The price history of a product, newest first (what the form shows under the price). */
export async function priceHistoryOf(db: Tx, productId: number) {
  return rows<{ price_cents: number; old_price_cents: number | null; valid_from: string }>(
    db,
    sql`select price_cents, old_price_cents, to_char(valid_from at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as valid_from
        from product_price_history where product_id = ${productId} order by valid_from desc, id desc limit 50`,
  );
}
