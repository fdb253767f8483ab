import type { ProductRecord } from './product-record.ts';
import { INDEXED_BUT_PRICE, type SnapshotIndexes } from './snapshot-indexes.ts';

/** Buffers patchMany reuses per snapshot: a per-position flag and an order's worth of positions. */
const scratchOf = new WeakMap<SnapshotIndexes, { flags: Uint8Array; order: Int32Array }>();

/**
 * Puts many newer versions of products into the indexes at once (a look that saw an import's
 * chunk, or a single staff edit): each product the indexes hold gets its record and old price,
 * and every changed price is moved in one pass over each price order (the order without the
 * moved products, merged with the moved ones sorted), not one move each: a move copies within
 * arrays as long as the catalogue, and thousands of them held requests up for a second
 * (docs/decisions/145). The orders are merged into a reused buffer and copied back in the same
 * synchronous step (a request sees every price before or every price after), and nothing as
 * long as the catalogue is allocated per call: at ten edits a second, fresh arrays made the
 * garbage collector hold requests up.
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
    scratch = { flags: new Uint8Array(n), order: new Int32Array(n) };
    scratchOf.set(ix, scratch);
  }
  const { flags: isMoved, order: buffer } = scratch;
  let owed = 0;
  const moved: number[] = [];
  const newPrice = new Map<number, number>();
  for (const next of nexts) {
    const at = ix.positionOf.get(next.id);
    if (at === undefined) {
      ix.pending.set(next.id, next);
      owed++;
      continue;
    }
    const prev = ix.records[at];
    if (INDEXED_BUT_PRICE.some((key) => prev[key] !== next[key])) owed++;
    ix.records[at] = next;
    ix.oldPrice[at] = next.oldPriceCents ?? -1;
    if (next.priceCents !== ix.price[at]) {
      if (!isMoved[at]) moved.push(at);
      isMoved[at] = 1;
      newPrice.set(at, next.priceCents);
    } else if (isMoved[at]) {
      // Changed and changed back within the call: it still moves (to where it was).
      newPrice.set(at, next.priceCents);
    }
  }
  if (moved.length === 0) return owed;

  // From here on, synchronously: prices, the price order, ranks and filter lists together.
  for (const [at, cents] of newPrice) ix.price[at] = cents;
  const { price, records, priceRank } = ix;
  const byPrice = (a: number, b: number) => price[a] - price[b] || records[a].id - records[b].id;
  mergeMoved(ix.priceOrder, isMoved, moved.sort(byPrice), byPrice, buffer);
  const priceOrder = ix.priceOrder;
  for (let r = 0; r < n; r++) priceRank[priceOrder[r]] = r;
  // The filter lists a product is on are those it was built on (ix.category and ix.brand).
  const touched = new Set<Int32Array>();
  for (const at of moved) {
    const category = ix.category[at];
    const brand = ix.brand[at];
    for (const list of [
      ix.byCategory.get(category),
      ix.byBrand.get(brand),
      ix.byCategoryBrand.get(`${category}:${brand}`),
    ])
      if (list) touched.add(list.price);
  }
  const byRank = (a: number, b: number) => priceRank[a] - priceRank[b];
  for (const list of touched) {
    const mine: number[] = [];
    for (const p of list) if (isMoved[p]) mine.push(p);
    mergeMoved(list, isMoved, mine.sort(byRank), byRank, buffer);
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
