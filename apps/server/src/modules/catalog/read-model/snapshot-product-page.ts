import type { CatalogRefs, CategoryRef, ProductRecord, SeriesRef, ShopRef } from './product-record.ts';
import type { SnapshotIndexes } from './snapshot-indexes.ts';

/** What a product page names, by reference (see CatalogSnapshot.productParts). */
export interface ProductParts {
  product: ProductRecord;
  shop: ShopRef;
  category: CategoryRef;
  /** The category's parent; undefined for a top category (or an unknown parent). */
  parent: CategoryRef | undefined;
  /** null without a brand or for an unknown one. */
  brandName: string | null;
  /** undefined without a series or for an unknown one. */
  series: SeriesRef | undefined;
  /** The rest of the series: LED lighting last, then by name. */
  seriesMembers: ProductRecord[];
  /** The product's active lights, by id. */
  lights: ProductRecord[];
  /** The variant group, the product included, by id. */
  variantGroup: ProductRecord[];
}

/**
 * Everything a product page names, by reference (no copies, no parsing): the record, its
 * shop, category, brand and series, the rest of the series (LED lighting last, at most 60),
 * its lights (at most 20) and its variant group (by id, at most 100). null for an unknown or
 * inactive product. A product new since the build (pending) is answered with what the indexes
 * know. The API writes its answer from this (catalog.detail-writer.ts).
 */
export function productPartsOf(
  ix: SnapshotIndexes,
  refs: CatalogRefs,
  categoryById: Map<number, CategoryRef>,
  id: number,
): ProductParts | null {
  // A product new since the build (pending) has a page, but no position in lists yet.
  const at = ix.positionOf.get(id);
  const product = at !== undefined ? ix.records[at] : ix.pending.get(id);
  if (!product) return null;
  const shop = refs.shops.get(product.shopId);
  const category = categoryById.get(product.categoryId);
  if (!shop || !category) return null;
  const records = ix.records;
  const seriesMembers: ProductRecord[] = [];
  for (const i of product.seriesId !== null ? (ix.bySeries.get(product.seriesId) ?? []) : []) {
    if (seriesMembers.length === 60) break;
    if (i !== at) seriesMembers.push(records[i]);
  }
  // lightIds are loaded in id order.
  const lights: ProductRecord[] = [];
  for (const lightId of product.lightIds) {
    if (lights.length === 20) break;
    const i = ix.positionOf.get(lightId);
    if (i !== undefined) lights.push(records[i]);
  }
  const group = (product.variantGroup !== null ? (ix.byVariantGroup.get(product.variantGroup) ?? []) : []).map(
    (i) => records[i],
  );
  if (at === undefined && product.variantGroup !== null) {
    group.push(product);
    group.sort((a, b) => a.id - b.id);
  }
  group.length = Math.min(group.length, 100);
  return {
    product,
    shop,
    category,
    parent: category.parentId !== null ? categoryById.get(category.parentId) : undefined,
    brandName: product.brandId !== null ? (refs.brands.get(product.brandId) ?? null) : null,
    series: product.seriesId !== null ? refs.series.get(product.seriesId) : undefined,
    seriesMembers,
    lights,
    variantGroup: group,
  };
}
