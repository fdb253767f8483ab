import { firstFew } from '../../../lib/first-few.ts';
import type { ProductRecord } from './product-record.ts';
import type { SnapshotIndexes } from './snapshot-indexes.ts';

/**
 * The staff figures' low-stock list from the view (decision 179): active products whose stock is 0 or
 * less, or below `below`; lowest first, then by id; at most `limit`. A pass over the records that keeps
 * the `limit` lowest (lib/first-few.ts), so no index on the products' stock is kept for it (an
 * import's stock changes are written in place) and no statement reads the whole table. Stock is put
 * into the records in place as it changes (snapshot-prices.ts); products new since the build are pending.
 */
export function lowStockOf(ix: SnapshotIndexes, below: number, limit: number): ProductRecord[] {
  const low = function* () {
    for (const r of ix.records) if (r.stock <= 0 || r.stock < below) yield r;
    for (const r of ix.pending.values()) if (r.stock <= 0 || r.stock < below) yield r;
  };
  return firstFew(low(), limit, (a, b) => a.stock < b.stock || (a.stock === b.stock && a.id < b.id));
}
