import { asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, categories, series, shops } from '../../db/schema/catalog.ts';

/** What the product form's selects offer a seller (decision 172): their own shops, and every category, brand, series. */
export async function productOptions(db: Db, sellerId: number) {
  const [own, cats, brandRows, seriesRows] = await Promise.all([
    db
      .select({ id: shops.id, name: shops.name })
      .from(shops)
      .where(eq(shops.sellerId, sellerId))
      .orderBy(asc(shops.name), asc(shops.id)),
    db
      .select({ id: categories.id, parent_id: categories.parentId, name_de: categories.nameDe })
      .from(categories)
      .where(isNull(categories.deletedAt))
      .orderBy(asc(categories.sortOrder), asc(categories.nameDe), asc(categories.id)),
    db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.name), asc(brands.id)),
    db.select({ id: series.id, name: series.name }).from(series).orderBy(asc(series.name), asc(series.id)),
  ]);
  return { shops: own, categories: cats, brands: brandRows, series: seriesRows };
}
