import { asc, eq, sql } from 'drizzle-orm';
import type {
  AdminBrand,
  AdminCategory,
  AdminContentPage,
  AdminHomepageText,
  AdminSeries,
  AdminShop,
} from '@wohnwerk/contract/admin-catalog';
import { brands, categories, contentPages, homepageTexts, series, shops } from '../../db/schema/catalog.ts';
import { rows } from '../../db/raw.ts';
import type { Tx } from '../../db/client.ts';
import { refreshSearchText } from '../../db/product-search-text.ts';

/**
 * The categories staff work with, or (deleted) the deleted ones, newest deletion first. A product
 * counts in its category while it is not deleted: a deleted product keeps no category from being deleted
 * (it cannot be restored into a deleted category, see AdminProductsService.restore).
 */
export function listCategories(db: Tx, deleted = false): Promise<AdminCategory[]> {
  return rows<AdminCategory>(
    db,
    sql`select c.id, c.parent_id, c.slug, c.name_de, coalesce(c.description_html, '') as description_html, c.sort_order,
          (select count(*)::int from products p where p.category_id = c.id and p.deleted_at is null) as product_count,
          to_char(c.deleted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as deleted_at, u.name as deleted_by_name
        from categories c left join users u on u.id = c.deleted_by
        where ${deleted ? sql`c.deleted_at is not null` : sql`c.deleted_at is null`}
        order by ${deleted ? sql`c.deleted_at desc, c.id` : sql`c.sort_order, c.name_de, c.id`}`,
  );
}

/** A deleted category, locked for its restore; null when there is none by that id or it is not deleted. */
export async function findDeletedCategory(
  db: Tx,
  id: number,
): Promise<{ id: number; parent_id: number | null; slug: string; name_de: string; parent_deleted: boolean } | null> {
  const [row] = await rows<{
    id: number;
    parent_id: number | null;
    slug: string;
    name_de: string;
    parent_deleted: boolean;
  }>(
    db,
    sql`select c.id, c.parent_id, c.slug, c.name_de,
          coalesce((select pc.deleted_at is not null from categories pc where pc.id = c.parent_id), false) as parent_deleted
        from categories c where c.id = ${id} and c.deleted_at is not null for update of c`,
  );
  return row ?? null;
}

/** Whether a deleted category holds this slug (its restore would need it back). */
export async function slugOfDeletedCategory(db: Tx, slug: string): Promise<boolean> {
  const [row] = await rows<{ taken: boolean }>(
    db,
    sql`select exists (select 1 from categories where slug = ${slug} and deleted_at is not null) as taken`,
  );
  return Boolean(row?.taken);
}

export async function findCategory(db: Tx, id: number): Promise<AdminCategory | null> {
  return (await listCategories(db)).find((c) => c.id === id) ?? null;
}

export async function slugTaken(
  db: Tx,
  table: 'categories' | 'shops' | 'brands' | 'content_pages',
  slug: string,
  exceptId: number | null,
): Promise<boolean> {
  const [row] = await rows<{ taken: boolean }>(
    db,
    sql`select exists (select 1 from ${sql.identifier(table)} where slug = ${slug} ${exceptId ? sql`and id <> ${exceptId}` : sql``}) as taken`,
  );
  return Boolean(row?.taken);
}

export async function insertCategory(
  db: Tx,
  v: { parentId: number | null; slug: string; nameDe: string; descriptionHtml: string; sortOrder: number },
) {
  const [row] = await db.insert(categories).values(v).returning({ id: categories.id });
  return row!.id;
}

export async function updateCategory(
  db: Tx,
  id: number,
  v: { parentId: number | null; slug: string; nameDe: string; descriptionHtml: string; sortOrder: number },
) {
  await db.update(categories).set(v).where(eq(categories.id, id));
}

/** Marks a category deleted (decision 152): hidden from the shop and the staff lists, restorable. */
export async function markCategoryDeleted(db: Tx, id: number, userId: number) {
  await db.update(categories).set({ deletedAt: sql`now()`, deletedBy: userId }).where(eq(categories.id, id));
}

export async function restoreCategory(db: Tx, id: number) {
  await db.update(categories).set({ deletedAt: null, deletedBy: null }).where(eq(categories.id, id));
}

/**
 * Refreshes search_text of the products in these categories (search finds products by their
 * category's and parent's names), by the function every writer uses (decision 166).
 */
export async function refreshCategorySearchText(db: Tx, categoryIds: number[]) {
  if (!categoryIds.length) return;
  await refreshSearchText(db, sql`p.category_id = any(${`{${categoryIds.join(',')}}`}::int[])`);
}

export function listShops(db: Tx): Promise<AdminShop[]> {
  return rows<AdminShop>(
    db,
    sql`select s.id, s.name, s.slug, s.description, s.city,
          (select count(*)::int from products p where p.shop_id = s.id) as product_count
        from shops s order by s.name, s.id`,
  );
}

export async function insertShop(
  db: Tx,
  v: { name: string; slug: string; description: string | null; city: string | null },
) {
  const [row] = await db.insert(shops).values(v).returning({ id: shops.id });
  return row!.id;
}

export async function updateShop(
  db: Tx,
  id: number,
  v: { name: string; slug: string; description: string | null; city: string | null },
) {
  await db.update(shops).set(v).where(eq(shops.id, id));
}

export function listBrands(db: Tx): Promise<AdminBrand[]> {
  return rows<AdminBrand>(
    db,
    sql`select b.id, b.name, b.slug, (select count(*)::int from products p where p.brand_id = b.id) as product_count
        from brands b order by b.name, b.id`,
  );
}

export async function insertBrand(db: Tx, v: { name: string; slug: string }) {
  const [row] = await db.insert(brands).values(v).returning({ id: brands.id });
  return row!.id;
}

export async function updateBrand(db: Tx, id: number, v: { name: string; slug: string }) {
  await db.update(brands).set(v).where(eq(brands.id, id));
}

export function listSeries(db: Tx): Promise<AdminSeries[]> {
  return db
    .select({ id: series.id, name: series.name, front_color: series.frontColor, body_color: series.bodyColor })
    .from(series)
    .orderBy(asc(series.name), asc(series.id));
}

export async function seriesNameTaken(db: Tx, name: string, exceptId: number | null) {
  const [row] = await rows<{ taken: boolean }>(
    db,
    sql`select exists (select 1 from series where lower(name) = lower(${name}) ${exceptId ? sql`and id <> ${exceptId}` : sql``}) as taken`,
  );
  return Boolean(row?.taken);
}

export async function insertSeries(db: Tx, v: { name: string; frontColor: string; bodyColor: string }) {
  const [row] = await db.insert(series).values(v).returning({ id: series.id });
  return row!.id;
}

export async function updateSeries(db: Tx, id: number, v: { name: string; frontColor: string; bodyColor: string }) {
  await db.update(series).set(v).where(eq(series.id, id));
}

export function listHomepageTexts(db: Tx): Promise<AdminHomepageText[]> {
  return db
    .select({ id: homepageTexts.id, name: homepageTexts.name, description: homepageTexts.description })
    .from(homepageTexts)
    .orderBy(asc(homepageTexts.id));
}

export async function updateHomepageText(db: Tx, id: number, description: string) {
  await db.update(homepageTexts).set({ description }).where(eq(homepageTexts.id, id));
}

export function listContentPages(db: Tx): Promise<AdminContentPage[]> {
  return db
    .select({
      id: contentPages.id,
      slug: contentPages.slug,
      name: contentPages.name,
      title: contentPages.title,
      content_html: contentPages.contentHtml,
      sort_order: contentPages.sortOrder,
    })
    .from(contentPages)
    .orderBy(asc(contentPages.sortOrder), asc(contentPages.id));
}

export async function insertContentPage(
  db: Tx,
  v: { slug: string; name: string; title: string; contentHtml: string; sortOrder: number },
) {
  const [row] = await db.insert(contentPages).values(v).returning({ id: contentPages.id });
  return row!.id;
}

export async function updateContentPage(
  db: Tx,
  id: number,
  v: { slug: string; name: string; title: string; contentHtml: string; sortOrder: number },
) {
  await db.update(contentPages).set(v).where(eq(contentPages.id, id));
}

export async function deleteContentPage(db: Tx, id: number) {
  await db.delete(contentPages).where(eq(contentPages.id, id));
}
