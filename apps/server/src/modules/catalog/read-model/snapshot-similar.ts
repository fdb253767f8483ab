import { lowerBound } from './ordering.ts';
import type { ProductRecord } from './product-record.ts';
import type { SnapshotIndexes } from './snapshot-indexes.ts';

/**
 * Similar products from the view (decision 179): active products of the same category and the same
 * kind (light or not), never the product itself nor one of its variant group; the `limit` nearest at
 * or above its price (cheapest first, then by id) and the `limit` nearest below it (dearest first,
 * then by highest id), together ordered by distance in price, then id. null for an unknown or
 * inactive product.
 *
 * Walks the category's price order outwards from the product's price (binary search), so a page
 * reads a few dozen records whatever the catalogue's size. A product moved to another category since
 * the last rebuild still stands in its old category's list: its record says where it is now, so it
 * is skipped there and joins the new one's with the rebuild, as on the lists. Products new since
 * the build are pending and are considered one by one.
 */
export function similarOf(ix: SnapshotIndexes, id: number, limit: number): ProductRecord[] | null {
  const at = ix.positionOf.get(id);
  const p0 = at !== undefined ? ix.records[at] : ix.pending.get(id);
  if (!p0) return null;
  const fits = (r: ProductRecord) =>
    r.categoryId === p0.categoryId &&
    r.id !== p0.id &&
    r.isLight === p0.isLight &&
    // A product without a variant group (or an empty one) excludes no group.
    !(p0.variantGroup && r.variantGroup === p0.variantGroup);
  const { above, below } = nearestInCategory(ix, p0, fits, limit);
  for (const r of ix.pending.values()) if (fits(r)) (r.priceCents >= p0.priceCents ? above : below).push(r);
  above.sort((a, b) => a.priceCents - b.priceCents || a.id - b.id);
  below.sort((a, b) => b.priceCents - a.priceCents || b.id - a.id);
  const distance = (r: ProductRecord) => Math.abs(r.priceCents - p0.priceCents);
  return [...above.slice(0, limit), ...below.slice(0, limit)]
    .sort((a, b) => distance(a) - distance(b) || a.id - b.id)
    .slice(0, limit);
}

/**
 * The `limit` cheapest that fit at or above p0's price and the `limit` dearest below it, from its category's
 * price order, which is (price, id) ascending: upwards from the first at the price, downwards from the one before.
 */
function nearestInCategory(
  ix: SnapshotIndexes,
  p0: ProductRecord,
  fits: (r: ProductRecord) => boolean,
  limit: number,
): { above: ProductRecord[]; below: ProductRecord[] } {
  const above: ProductRecord[] = [];
  const below: ProductRecord[] = [];
  const list = ix.byCategory.get(p0.categoryId)?.price;
  if (!list) return { above, below };
  const start = lowerBound(list.length, (k) => ix.price[list[k]] < p0.priceCents);
  for (let k = start; k < list.length && above.length < limit; k++) {
    const r = ix.records[list[k]];
    if (fits(r)) above.push(r);
  }
  for (let k = start - 1; k >= 0 && below.length < limit; k--) {
    const r = ix.records[list[k]];
    if (fits(r)) below.push(r);
  }
  return { above, below };
}
