import { byteOrder, lowerBound } from './ordering.ts';
import type { ProductRecord } from './product-record.ts';

/**
 * The indexes of a catalogue snapshot, and how they are built without stalling requests
 * (docs/decisions/017): the build is a generator that yields every few thousand steps, and
 * runSliced runs it in slices of a few ms between which the event loop answers requests;
 * sorts are merge sorts that yield too. Price changes, the most frequent change that moves
 * products in an order, are put into the indexes in place (snapshot-prices.ts).
 */

/** One filter list of positions in the three orders a list can be asked in (default = position). */
export interface Ordered {
  position: Int32Array;
  price: Int32Array;
  name: Int32Array;
}

class LexemeIndex {
  constructor(
    /** Lexemes in byte order. */
    readonly lexemes: string[],
    /** Every posting list end to end; lexeme k's list is postings[starts[k]..starts[k + 1]). */
    private readonly postings: Int32Array,
    private readonly starts: Int32Array,
  ) {}

  /** Calls visit with the postings of the lexeme, or of every lexeme that begins with it. */
  each(lexeme: string, prefix: boolean, visit: (positions: Int32Array) => void) {
    const lo = lowerBound(this.lexemes.length, (k) => byteOrder(this.lexemes[k], lexeme) < 0);
    for (let i = lo; i < this.lexemes.length; i++) {
      const l = this.lexemes[i];
      if (prefix ? !l.startsWith(lexeme) : l !== lexeme) break;
      visit(this.postings.subarray(this.starts[i], this.starts[i + 1]));
    }
  }
}

export interface SnapshotIndexes {
  /** Every active product at its position in the default order (best sellers first, then newest id). */
  records: ProductRecord[];
  positionOf: Map<number, number>;
  byCode: Map<string, number>;
  /** The product id at each position: orders break price and name ties by it without reading the records. */
  id: Int32Array;
  price: Int32Array;
  /** -1 without an old price. */
  oldPrice: Int32Array;
  category: Int32Array;
  /** 0 without a brand. */
  brand: Int32Array;
  priceOrder: Int32Array;
  priceRank: Int32Array;
  nameOrder: Int32Array;
  nameRank: Int32Array;
  /** Positions by category, by brand and by both ("category:brand"), each in three orders. */
  byCategory: Map<number, Ordered>;
  byBrand: Map<number, Ordered>;
  byCategoryBrand: Map<string, Ordered>;
  /**
   * The price orders of those filter lists, and each position's three of them (indexes into
   * priceLists, -1 for none; stride 3): a price move rewrites every list in one pass over the
   * price order (snapshot-prices.ts).
   */
  priceLists: Int32Array[];
  priceListsOf: Int32Array;
  everything: Ordered;
  /** A series as a product page lists it: LED lighting last, then by name. */
  bySeries: Map<number, number[]>;
  /** A variant group by id. */
  byVariantGroup: Map<string, number[]>;
  textIndex: LexemeIndex;
  nameIndex: LexemeIndex;
  /**
   * Active products a look found after the build (new ones), by id: their pages are answered at
   * once, lists and search take them in with the next rebuild (snapshot-prices.ts).
   */
  pending: Map<number, ProductRecord>;
}

/** Steps between two looks at the clock. */
const STEP = 2048;

/** A stable merge sort of a permutation that yields every STEP comparisons. */
function* sortSliced(
  items: Int32Array<ArrayBuffer>,
  compare: (a: number, b: number) => number,
): Generator<void, Int32Array<ArrayBuffer>> {
  const n = items.length;
  let src = items;
  let dst = new Int32Array(n);
  const RUN = 16;
  for (let lo = 0; lo < n; lo += RUN) {
    const hi = Math.min(lo + RUN, n);
    for (let i = lo + 1; i < hi; i++) {
      const v = src[i];
      let j = i - 1;
      while (j >= lo && compare(src[j], v) > 0) src[j + 1] = src[j--];
      src[j + 1] = v;
    }
    if (lo % (RUN * 128) === 0) yield;
  }
  let work = 0;
  for (let width = RUN; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n);
      const hi = Math.min(lo + 2 * width, n);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi) {
        dst[k++] = compare(src[i], src[j]) <= 0 ? src[i++] : src[j++];
        if (++work === STEP) {
          work = 0;
          yield;
        }
      }
      while (i < mid) dst[k++] = src[i++];
      while (j < hi) dst[k++] = src[j++];
    }
    [src, dst] = [dst, src];
  }
  return src;
}

/** Runs a build in slices of sliceMs, answering what is waiting in between (setImmediate). */
export async function runSliced<T>(build: Generator<void, T>, sliceMs = 8): Promise<T> {
  for (;;) {
    const start = performance.now();
    for (;;) {
      const step = build.next();
      if (step.done) return step.value;
      if (performance.now() - start >= sliceMs) break;
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Runs a build at once (small catalogues, tests). */
export function runAtOnce<T>(build: Generator<void, T>): T {
  for (;;) {
    const step = build.next();
    if (step.done) return step.value;
  }
}

/**
 * The lexeme index of one text of every record, its lexemes sorted in slices. Two passes over the texts: the
 * first numbers the lexemes and counts their products, the second writes each product into its lexeme's stretch
 * of one array. A growing list per lexeme (8 bytes a posting, and room to grow) held about a gigabyte beside the
 * records at a million products, the peak of the process's memory (issue 36).
 */
function* lexemeIndex(records: ProductRecord[], pick: (r: ProductRecord) => string): Generator<void, LexemeIndex> {
  const numbered = yield* numberLexemes(records, pick);
  const { unsorted, counts } = numbered;
  yield;
  const order = yield* sortSliced(Int32Array.from(unsorted.keys()), (a, b) => byteOrder(unsorted[a], unsorted[b]));
  const lexemes = Array.from(order, (k) => unsorted[k]);
  const starts = new Int32Array(lexemes.length + 1);
  /** Where the next product of lexeme k goes (k as numbered by the first pass). */
  const next = new Int32Array(lexemes.length);
  let at = 0;
  for (let r = 0; r < order.length; r++) {
    starts[r] = at;
    next[order[r]] = at;
    at += counts[order[r]];
  }
  starts[lexemes.length] = at;
  yield;
  const postings = yield* writePostings(records, pick, numbered, next);
  return new LexemeIndex(lexemes, postings, starts);
}

interface NumberedLexemes {
  idOf: Map<string, number>;
  /** Lexeme k's text, in the order first met. */
  unsorted: string[];
  /** Products with lexeme k. */
  counts: Int32Array<ArrayBuffer>;
  total: number;
}

/** The first pass: each lexeme numbered as first met, and its products counted. */
function* numberLexemes(
  records: ProductRecord[],
  pick: (r: ProductRecord) => string,
): Generator<void, NumberedLexemes> {
  const idOf = new Map<string, number>();
  const unsorted: string[] = [];
  let counts = new Int32Array(1024);
  let total = 0;
  for (let i = 0; i < records.length; i++) {
    const text = pick(records[i]);
    for (const l of text ? text.split(' ') : []) {
      let k = idOf.get(l);
      if (k === undefined) {
        k = unsorted.length;
        idOf.set(l, k);
        unsorted.push(l);
        if (k === counts.length) counts = grown(counts);
      }
      counts[k]++;
      total++;
    }
    if (i % 512 === 0) yield;
  }
  return { idOf, unsorted, counts, total };
}

/** The second pass: each product's position into the stretch of each of its lexemes, in position order. */
function* writePostings(
  records: ProductRecord[],
  pick: (r: ProductRecord) => string,
  { idOf, total }: NumberedLexemes,
  next: Int32Array,
): Generator<void, Int32Array<ArrayBuffer>> {
  const postings = new Int32Array(total);
  for (let i = 0; i < records.length; i++) {
    const text = pick(records[i]);
    if (text) for (const l of text.split(' ')) postings[next[idOf.get(l)!]++] = i;
    if (i % 512 === 0) yield;
  }
  return postings;
}

/** The same numbers in an array twice as long. */
function grown(list: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const longer = new Int32Array(list.length * 2);
  longer.set(list);
  return longer;
}

/** Positions grouped by key, each group in the order of `order` (a permutation of positions). */
function* groupsIn<K>(order: Int32Array, keyOf: (position: number) => K | null): Generator<void, Map<K, number[]>> {
  const groups = new Map<K, number[]>();
  for (let k = 0; k < order.length; k++) {
    const i = order[k];
    const key = keyOf(i);
    if (key !== null) {
      const list = groups.get(key);
      if (list) list.push(i);
      else groups.set(key, [i]);
    }
    if (k % STEP === 0) yield;
  }
  return groups;
}

/** Filter lists in the three orders, by walking the global orders once each (no sort per list). */
function* orderedGroups<K>(
  ix: Pick<SnapshotIndexes, 'priceOrder' | 'nameOrder'>,
  all: Int32Array,
  keyOf: (position: number) => K | null,
) {
  const position = yield* groupsIn(all, keyOf);
  const price = yield* groupsIn(ix.priceOrder, keyOf);
  const name = yield* groupsIn(ix.nameOrder, keyOf);
  const out = new Map<K, Ordered>();
  for (const [k, list] of position) {
    out.set(k, {
      position: Int32Array.from(list),
      price: Int32Array.from(price.get(k)!),
      name: Int32Array.from(name.get(k)!),
    });
  }
  yield;
  return out;
}

/** Appends the groups' price lists to `lists` and notes each position's one in slot `slot` of `of` (-1: none). */
function* listsOfPositions<K>(
  groups: Map<K, Ordered>,
  keyOf: (position: number) => K | null,
  slot: number,
  lists: Int32Array[],
  of: Int32Array,
): Generator<void, void> {
  const index = new Map<K, number>();
  for (const [key, ordered] of groups) {
    index.set(key, lists.length);
    lists.push(ordered.price);
  }
  for (let p = 0; p * 3 < of.length; p++) {
    const key = keyOf(p);
    of[p * 3 + slot] = key === null ? -1 : (index.get(key) ?? -1);
    if (p % STEP === 0) yield;
  }
}

/** Every index of a snapshot, built in steps (see runSliced). */
export function* buildIndexes(products: Iterable<ProductRecord>): Generator<void, SnapshotIndexes> {
  const given = [...products];
  yield;
  const defaultOrder = yield* sortSliced(
    Int32Array.from(given.keys()),
    (a, b) => Number(given[b].bestSeller) - Number(given[a].bestSeller) || given[b].id - given[a].id,
  );
  const records = Array.from(defaultOrder, (k) => given[k]);
  const n = records.length;
  const id = new Int32Array(n);
  const price = new Int32Array(n);
  const oldPrice = new Int32Array(n);
  const category = new Int32Array(n);
  const brand = new Int32Array(n);
  const positionOf = new Map<number, number>();
  const byCode = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const r = records[i];
    positionOf.set(r.id, i);
    byCode.set(r.code, i);
    id[i] = r.id;
    price[i] = r.priceCents;
    oldPrice[i] = r.oldPriceCents ?? -1;
    category[i] = r.categoryId;
    brand[i] = r.brandId ?? 0;
    if (i % STEP === 0) yield;
  }
  const all = Int32Array.from(records.keys());
  const priceOrder = yield* sortSliced(all.slice(), (a, b) => price[a] - price[b] || id[a] - id[b]);
  const nameOrder = yield* sortSliced(
    all.slice(),
    (a, b) => byteOrder(records[a].name, records[b].name) || id[a] - id[b],
  );
  const priceRank = new Int32Array(n);
  const nameRank = new Int32Array(n);
  for (let r = 0; r < n; r++) {
    priceRank[priceOrder[r]] = r;
    nameRank[nameOrder[r]] = r;
  }
  yield;
  const orders = { priceOrder, nameOrder };
  const categoryOf = (i: number) => records[i].categoryId;
  const brandOf = (i: number) => records[i].brandId;
  const categoryBrandOf = (i: number) =>
    records[i].brandId === null ? null : `${records[i].categoryId}:${records[i].brandId}`;
  const byCategory = yield* orderedGroups(orders, all, categoryOf);
  const byBrand = yield* orderedGroups(orders, all, brandOf);
  const byCategoryBrand = yield* orderedGroups(orders, all, categoryBrandOf);
  const priceLists: Int32Array[] = [];
  const priceListsOf = new Int32Array(n * 3);
  yield* listsOfPositions(byCategory, categoryOf, 0, priceLists, priceListsOf);
  yield* listsOfPositions(byBrand, brandOf, 1, priceLists, priceListsOf);
  yield* listsOfPositions(byCategoryBrand, categoryBrandOf, 2, priceLists, priceListsOf);
  // A series in the order a product page lists it: LED lighting last, then by name (name order).
  const bySeries = yield* groupsIn(nameOrder, (i) => records[i].seriesId);
  let sorted = 0;
  for (const list of bySeries.values()) {
    // Stable: lights move behind the rest, each part stays in name order.
    if (list.some((i) => records[i].isLight)) {
      const lights = list.filter((i) => records[i].isLight);
      let k = 0;
      for (const i of list) if (!records[i].isLight) list[k++] = i;
      for (const i of lights) list[k++] = i;
    }
    sorted += list.length;
    if (sorted >= STEP) {
      sorted = 0;
      yield;
    }
  }
  const byId = yield* sortSliced(all.slice(), (a, b) => id[a] - id[b]);
  const byVariantGroup = yield* groupsIn(byId, (i) => records[i].variantGroup);
  const textIndex = yield* lexemeIndex(records, (r) => r.lexemes);
  const nameIndex = yield* lexemeIndex(records, (r) => r.nameLexemes);
  return {
    records,
    positionOf,
    byCode,
    id,
    price,
    oldPrice,
    category,
    brand,
    priceOrder,
    priceRank,
    nameOrder,
    nameRank,
    byCategory,
    byBrand,
    byCategoryBrand,
    priceLists,
    priceListsOf,
    everything: { position: all, price: priceOrder, name: nameOrder },
    bySeries,
    byVariantGroup,
    textIndex,
    nameIndex,
    pending: new Map(),
  };
}

/**
 * Whether a newer version of a product differs in a field the indexes are built from, price
 * aside (a change of only the rest is put in place for good, snapshot-prices.ts). Written out
 * field by field: called for every product of an import chunk in one synchronous step.
 */
export function indexedButPriceDiffer(prev: ProductRecord, next: ProductRecord): boolean {
  return (
    prev.code !== next.code ||
    prev.name !== next.name ||
    prev.categoryId !== next.categoryId ||
    prev.brandId !== next.brandId ||
    prev.seriesId !== next.seriesId ||
    prev.bestSeller !== next.bestSeller ||
    prev.isLight !== next.isLight ||
    prev.variantGroup !== next.variantGroup ||
    prev.lexemes !== next.lexemes ||
    prev.nameLexemes !== next.nameLexemes
  );
}
