import { INDEXED_BUT_PRICE, type Ordered, type SnapshotIndexes } from './snapshot-indexes.ts';
import type { ProductRecord } from './product-record.ts';

/**
 * Puts many newer versions of products into the indexes at once (a look that saw an import's
 * chunk): each product the indexes hold gets its record and old price, and every changed price
 * is moved in one pass over each price order (the order without the moved products, merged
 * with the moved ones sorted), not one move each: a move copies within arrays as long as the
 * catalogue, and thousands of them held requests up for a second (docs/decisions/145).
 * The new orders are built aside and put in place in one synchronous step, so a request sees
 * every price before or every price after.
 *
 * A product whose other indexed fields changed stands at its position with its new fields, its
 * price moved like the rest, lists and search as built; a product the indexes lack (a new one)
 * is kept aside (`pending`), its page answered at once. Both are counted in the answer: the
 * rebuild they wait for.
 */
export function patchMany(ix: SnapshotIndexes, nexts: Iterable<ProductRecord>): number {
  let owed = 0;
  const price = ix.price.slice();
  const moved: number[] = [];
  const isMoved = new Uint8Array(price.length);
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
    price[at] = next.priceCents;
    if (price[at] !== ix.price[at] && !isMoved[at]) {
      isMoved[at] = 1;
      moved.push(at);
    }
  }
  if (moved.length === 0) return owed;

  const { records } = ix;
  const byPrice = (a: number, b: number) => price[a] - price[b] || records[a].id - records[b].id;
  const priceOrder = mergeMoved(ix.priceOrder, isMoved, moved.sort(byPrice), byPrice);
  const priceRank = new Int32Array(price.length);
  for (let r = 0; r < priceOrder.length; r++) priceRank[priceOrder[r]] = r;
  // The filter lists a product is on are those it was built on (ix.category and ix.brand).
  const touched = new Set<Ordered>();
  for (const at of moved) {
    const category = ix.category[at];
    const brand = ix.brand[at];
    for (const list of [
      ix.byCategory.get(category),
      ix.byBrand.get(brand),
      ix.byCategoryBrand.get(`${category}:${brand}`),
    ])
      if (list) touched.add(list);
  }
  const byRank = (a: number, b: number) => priceRank[a] - priceRank[b];
  const lists = [...touched].map((list) => {
    const mine = list.price.filter((p) => isMoved[p] === 1).sort(byRank);
    return [list, mergeMoved(list.price, isMoved, mine, byRank)] as const;
  });

  ix.price = price;
  ix.priceOrder = priceOrder;
  ix.priceRank = priceRank;
  ix.everything.price = priceOrder;
  for (const [list, order] of lists) list.price = order;
  return owed;
}

/** `order` without the moved positions, merged with `movedSorted` (sorted by `compare`, as `order` is). */
function mergeMoved(
  order: Int32Array,
  isMoved: Uint8Array,
  movedSorted: ArrayLike<number>,
  compare: (a: number, b: number) => number,
): Int32Array {
  const out = new Int32Array(order.length);
  let j = 0;
  let k = 0;
  for (let i = 0; i < order.length; i++) {
    const p = order[i];
    if (isMoved[p]) continue;
    while (j < movedSorted.length && compare(movedSorted[j], p) < 0) out[k++] = movedSorted[j++];
    out[k++] = p;
  }
  while (j < movedSorted.length) out[k++] = movedSorted[j++];
  return out;
}
