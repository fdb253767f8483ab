import type { ProductRecord } from './product-record.ts';
import type { SnapshotIndexes } from './snapshot-indexes.ts';

/**
 * The staff figures' low-stock list from the view (decision 179): active products whose stock is 0 or
 * less, or below `below`; lowest first, then by id; at most `limit`. A pass over the records that keeps
 * the `limit` lowest in a small sorted array, so no index on the products' stock is kept for it (an
 * import's stock changes are written in place) and no statement reads the whole table. Stock is put
 * into the records in place as it changes (snapshot-prices.ts); products new since the build are pending.
 */
export function lowStockOf(ix: SnapshotIndexes, below: number, limit: number): ProductRecord[] {
  const kept: ProductRecord[] = [];
  const before = (a: ProductRecord, b: ProductRecord) => a.stock < b.stock || (a.stock === b.stock && a.id < b.id);
  const consider = (r: ProductRecord) => {
    if (!(r.stock <= 0 || r.stock < below) || limit <= 0) return;
    if (kept.length === limit && !before(r, kept[limit - 1])) return;
    let k = kept.length === limit ? limit - 1 : kept.length;
    while (k > 0 && before(r, kept[k - 1])) {
      kept[k] = kept[k - 1];
      k--;
    }
    kept[k] = r;
  };
  for (const r of ix.records) consider(r);
  for (const r of ix.pending.values()) consider(r);
  return kept;
}
