import type { ProductRecord } from './product-record.ts';
import type { SnapshotIndexes } from './snapshot-indexes.ts';

/**
 * Similar products from the view, by the rules of the SQL statement the storefront asks while the
 * database answers (catalog.queries.ts, listSimilar): active products of the same category and the
 * same kind (light or not), never the product itself nor one of its variant group; the `limit`
 * nearest at or above its price (cheapest first, then by id) and the `limit` nearest below it
 * (dearest first, then by highest id), together ordered by distance in price, then id. Answered
 * while PostgreSQL is away (decision 160): a scan of the view, so every product's page has them,
 * not only those this process served before. null for an unknown or inactive product.
 */
export function similarOf(ix: SnapshotIndexes, id: number, limit: number): ProductRecord[] | null {
  const at = ix.positionOf.get(id);
  const p0 = at !== undefined ? ix.records[at] : ix.pending.get(id);
  if (!p0) return null;
  const above: ProductRecord[] = [];
  const below: ProductRecord[] = [];
  const consider = (r: ProductRecord) => {
    if (r.categoryId !== p0.categoryId || r.id === p0.id || r.isLight !== p0.isLight) return;
    // As the SQL: a product without a variant group (or an empty one) excludes no group.
    if (p0.variantGroup && r.variantGroup === p0.variantGroup) return;
    (r.priceCents >= p0.priceCents ? above : below).push(r);
  };
  // Every record, not the category's index: a product moved to another category stands at its old
  // place until the next rebuild; products new since the build are pending.
  for (const r of ix.records) consider(r);
  for (const r of ix.pending.values()) consider(r);
  above.sort((a, b) => a.priceCents - b.priceCents || a.id - b.id);
  below.sort((a, b) => b.priceCents - a.priceCents || b.id - a.id);
  const distance = (r: ProductRecord) => Math.abs(r.priceCents - p0.priceCents);
  return [...above.slice(0, limit), ...below.slice(0, limit)]
    .sort((a, b) => distance(a) - distance(b) || a.id - b.id)
    .slice(0, limit);
}
