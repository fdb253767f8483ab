import type { ProductRecord } from './product-record.ts';
import { indexedButPriceDiffer, type SnapshotIndexes } from './snapshot-indexes.ts';

/** Buffers patchMany reuses per snapshot: a per-position flag, an order's worth of positions, a cursor per filter list. */
const scratchOf = new WeakMap<SnapshotIndexes, { flags: Uint8Array; order: Int32Array; cursor: Int32Array }>();

/**
 * Puts many newer versions of products into the indexes at once (a look that saw an import's
 * chunk, or a single staff edit): each product the indexes hold gets its record and old price,
 * and every changed price is moved in one pass over the price order (the order without the
 * moved products, merged with the moved ones sorted), not one move each: a move copies within
 * arrays as long as the catalogue, and thousands of them held requests up for a second
 * (docs/decisions/145). The filter lists' price orders are then written again from it in one
 * more pass (merging each list on its own cost as much per list, and an import's chunk moves
 * products on every list, decision 146). All in the same synchronous step (a request sees every
 * price before or every price after), and nothing as long as the catalogue is allocated per
 * call: at ten edits a second, fresh arrays made the garbage collector hold requests up.
 *
 * A product whose other indexed fields changed stands at its position with its new fields, its
 * price moved like the rest, lists and search as built; a product the indexes lack (a new one)
 * is kept aside (`pending`), its page answered at once. Both are counted in the answer: the
 * rebuild they wait for.
 */
export function patchMany(ix: SnapshotIndexes, nexts: Iterable<ProductRecord>): number {
  const n = ix.records.length;
  let scratch = scratchOf.get(ix);
  if (!scratch) {
    scratch = { flags: new Uint8Array(n), order: new Int32Array(n), cursor: new Int32Array(ix.priceLists.length) };
    scratchOf.set(ix, scratch);
  }
  const { flags: isMoved, order: buffer } = scratch;
  let owed = 0;
  const moved: number[] = [];
  for (const next of nexts) {
    const at = ix.positionOf.get(next.id);
    if (at === undefined) {
      ix.pending.set(next.id, next);
      owed++;
      continue;
    }
    const prev = ix.records[at];
    if (indexedButPriceDiffer(prev, next)) owed++;
    ix.records[at] = next;
    ix.oldPrice[at] = next.oldPriceCents ?? -1;
    // A price changed and changed back within the call still moves (to where it was).
    if (next.priceCents !== ix.price[at]) {
      if (!isMoved[at]) moved.push(at);
      isMoved[at] = 1;
      ix.price[at] = next.priceCents;
    }
  }
  if (moved.length === 0) return owed;

  // The price order, ranks and filter lists follow in the same synchronous step.
  const { price, id, priceRank } = ix;
  const byPrice = (a: number, b: number) => price[a] - price[b] || id[a] - id[b];
  mergeMoved(ix.priceOrder, isMoved, moved.sort(byPrice), byPrice, buffer);
  // Ranks and every filter list's price order in one pass over the price order: as many
  // steps as the catalogue has products, whichever lists the moved products are on.
  const { priceOrder, priceLists, priceListsOf } = ix;
  const cursor = scratch.cursor.fill(0);
  for (let r = 0; r < n; r++) {
    const p = priceOrder[r];
    priceRank[p] = r;
    for (let s = p * 3; s < p * 3 + 3; s++) {
      const list = priceListsOf[s];
      if (list >= 0) priceLists[list][cursor[list]++] = p;
    }
  }
  for (const at of moved) isMoved[at] = 0;
  return owed;
}

/**
 * Rewrites `order` in place: without the moved positions, merged with `movedSorted` (sorted by
 * `compare`, as `order` is), through `buffer` (at least as long as `order`).
 */
function mergeMoved(
  order: Int32Array,
  isMoved: Uint8Array,
  movedSorted: number[],
  compare: (a: number, b: number) => number,
  buffer: Int32Array,
) {
  let j = 0;
  let k = 0;
  for (let i = 0; i < order.length; i++) {
    const p = order[i];
    if (isMoved[p]) continue;
    while (j < movedSorted.length && compare(movedSorted[j], p) < 0) buffer[k++] = movedSorted[j++];
    buffer[k++] = p;
  }
  while (j < movedSorted.length) buffer[k++] = movedSorted[j++];
  order.set(buffer.subarray(0, order.length));
}
