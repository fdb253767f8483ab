import { lowerBound } from './ordering.ts';
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
  const given = Array.isArray(nexts) ? (nexts as ProductRecord[]) : [...nexts];
  return given.length <= FEW ? patchFew(ix, given) : patchAll(ix, given);
}

/**
 * Up to this many products at once are moved one by one (patchFew, decision 180): a staff edit or a tool's price changes, ten a
 * second. Each move shifts only the stretch of each of its orders between its old and its new place, where the pass
 * over the whole price order costs as much as the catalogue is long, each time: at a million products, ten such passes
 * a second held every request up (bench/RESULTS.md, "One million products"). More than this, an import's chunk, share
 * the one pass.
 */
const FEW = 8;

/**
 * Puts a newer version of a product in place, its old price too (the price itself moves with its orders), or aside
 * as pending when the indexes lack it. Answers its position (-1 when pending) and whether it waits for a rebuild.
 */
function putInPlace(ix: SnapshotIndexes, next: ProductRecord): { at: number; owes: boolean } {
  const at = ix.positionOf.get(next.id);
  if (at === undefined) {
    ix.pending.set(next.id, next);
    return { at: -1, owes: true };
  }
  const owes = indexedButPriceDiffer(ix.records[at], next);
  ix.records[at] = next;
  ix.oldPrice[at] = next.oldPriceCents ?? -1;
  return { at, owes };
}

function patchFew(ix: SnapshotIndexes, nexts: ProductRecord[]): number {
  let owed = 0;
  for (const next of nexts) {
    const { at, owes } = putInPlace(ix, next);
    if (owes) owed++;
    if (at >= 0 && next.priceCents !== ix.price[at]) movePrice(ix, at, next.priceCents);
  }
  return owed;
}

/**
 * Moves one product to its new price in the price order (with the ranks of what lies between) and in the filter
 * lists it was built on. Its place in each is found by a binary search while its price is still the old one; its
 * new place by one over the order without it; the stretch between the two shifts by one.
 */
function movePrice(ix: SnapshotIndexes, at: number, priceCents: number) {
  const { price, id } = ix;
  const before = (a: number, b: number) => price[a] - price[b] || id[a] - id[b];
  const orders = [ix.priceOrder];
  for (let s = at * 3; s < at * 3 + 3; s++) if (ix.priceListsOf[s] >= 0) orders.push(ix.priceLists[ix.priceListsOf[s]]);
  const from = orders.map((order) => lowerBound(order.length, (k) => before(order[k], at) < 0));
  price[at] = priceCents;
  orders.forEach((order, i) => {
    const f = from[i];
    const t = lowerBound(order.length - 1, (k) => before(order[k < f ? k : k + 1], at) < 0);
    if (t > f) order.copyWithin(f, f + 1, t + 1);
    else if (t < f) order.copyWithin(t + 1, t, f);
    order[t] = at;
    if (i === 0) for (let k = Math.min(f, t); k <= Math.max(f, t); k++) ix.priceRank[order[k]] = k;
  });
}

function patchAll(ix: SnapshotIndexes, nexts: ProductRecord[]): number {
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
    const { at, owes } = putInPlace(ix, next);
    if (owes) owed++;
    if (at < 0) continue;
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
