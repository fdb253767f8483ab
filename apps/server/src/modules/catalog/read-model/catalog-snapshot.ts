import type { ListingFilter, ListingOrder } from '../catalog.queries.ts';
import { subtreeIds } from '../category-tree.ts';
import type { CatalogRefs, CategoryRef, ProductRecord, SeriesRef, ShopRef } from './product-record.ts';
import { lowerBound } from './ordering.ts';
import { buildIndexes, patchPrice, runAtOnce, runSliced, type Ordered, type SnapshotIndexes } from './snapshot-indexes.ts';
import { parseTsqueryRemembered, type TsNode } from './tsquery.ts';
import { alternativesKey, CODE_BUCKET, intersect, NAME_HIT, ranking, termKey, union, type Matches } from './search-matches.ts';

/**
 * One immutable view of the catalogue with the indexes the storefront's read paths need:
 * every active product at a dense position (0..size-1) in the default order (best sellers
 * first, then newest id), typed arrays of the filter columns, price and name ranks, products
 * per category, series and variant group, and the lexeme index of the full-text search.
 * A list is answered by collecting the positions that pass the filters, ordering them by a
 * precomputed rank (a numeric sort of a typed array) and cutting the page out; no SQL, no
 * per-request allocation beyond the matches.
 */


/** Pages up to this depth are merged from the ordered lists; deeper ones collect and sort. */
const MERGE_LIMIT = 2000;
/** How many merged term posting lists a snapshot keeps. */
const TERM_MEMORY = 1024;

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

export interface PageOfPositions {
  positions: number[];
  total: number;
}

export class CatalogSnapshot {
  readonly size: number;
  private readonly categoryById: Map<number, CatalogRefs['categories'][number]>;
  /** Merged posting lists of search terms, oldest first (see term()). */
  private readonly terms = new Map<string, Matches>();
  /** One flag per position, all 0 between calls (marks while merging posting lists). */
  private readonly scratch: Uint8Array;

  /** A snapshot built at once: for small catalogues and tests (build() does not stall requests). */
  static of(products: Iterable<ProductRecord>, refs: CatalogRefs): CatalogSnapshot {
    return new CatalogSnapshot(runAtOnce(buildIndexes(products)), refs);
  }

  /** A snapshot built in slices between which requests are answered (docs/decisions/017). */
  static async build(products: Iterable<ProductRecord>, refs: CatalogRefs): Promise<CatalogSnapshot> {
    return new CatalogSnapshot(await runSliced(buildIndexes(products)), refs);
  }

  constructor(
    private readonly ix: SnapshotIndexes,
    private readonly refs: CatalogRefs,
  ) {
    this.size = ix.records.length;
    this.scratch = new Uint8Array(this.size);
    this.categoryById = new Map(refs.categories.map((c) => [c.id, c]));
  }

  // -------------------------------------------------------------------------------------
  // Lists and search
  // -------------------------------------------------------------------------------------

  /** The category with this slug and every category below it; null for an unknown slug. */
  private subtree(slug: string): number[] | null {
    const root = this.refs.categories.find((c) => c.slug === slug);
    return root ? subtreeIds(this.refs.categories, root.id) : null;
  }

  /** The products a search tree matches, ascending by position, with their scores. */
  private evaluate(node: TsNode): Matches {
    if (node.kind === 'term') return this.term(node.lexeme, node.prefix);
    // The alternatives of one word (its spellings, corrections, compounds) are kept merged like a
    // prefix term: a search ANDs a few of these lists instead of merging every alternative again.
    if (node.kind === 'or') {
      const key = alternativesKey(node);
      if (key !== null) return this.remembered(key, () => union(this.evaluate(node.left), this.evaluate(node.right)));
    }
    if (node.kind === 'not') {
      const inner = this.evaluate(node.operand);
      const positions: number[] = [];
      for (let i = 0, k = 0; i < this.size; i++) {
        if (k < inner.positions.length && inner.positions[k] === i) k++;
        else positions.push(i);
      }
      return { positions: Int32Array.from(positions), scores: new Uint16Array(positions.length).fill(1) };
    }
    const a = this.evaluate(node.left);
    const b = this.evaluate(node.right);
    return node.kind === 'and' ? intersect(a, b) : union(a, b);
  }

  /**
   * A term: every product with the lexeme (or one beginning with it); in the name it scores
   * more. A term's merged posting list is kept with the snapshot once built (a prefix such as
   * "bett:*" spans hundreds of lexemes), like an index page in a buffer cache; it is part of
   * the index of this snapshot, not an answer: every request still filters, ranks and pages.
   */
  private term(lexeme: string, prefix: boolean): Matches {
    return this.remembered(termKey(lexeme, prefix), () => this.buildTerm(lexeme, prefix));
  }

  /** Merged posting lists of this snapshot, by term or group of alternatives; the oldest is forgotten first. */
  private remembered(key: string, build: () => Matches): Matches {
    const known = this.terms.get(key);
    if (known) return known;
    const built = build();
    if (this.terms.size >= TERM_MEMORY) this.terms.delete(this.terms.keys().next().value!);
    this.terms.set(key, built);
    return built;
  }

  private buildTerm(lexeme: string, prefix: boolean): Matches {
    const mark = this.scratch;
    const lists: Int32Array[] = [];
    this.ix.textIndex.each(lexeme, prefix, (list) => lists.push(list));
    let positions: Int32Array;
    if (lists.length <= 1) positions = lists[0] ?? new Int32Array(0);
    else {
      // Mark every match, then read the marks in position order: no sort.
      let count = 0;
      for (const list of lists) for (let k = 0; k < list.length; k++) if (!mark[list[k]]) (mark[list[k]] = 1), count++;
      positions = new Int32Array(count);
      for (let i = 0, n = 0; n < count; i++) if (mark[i]) (mark[i] = 0), (positions[n++] = i);
    }
    const scores = new Uint16Array(positions.length).fill(1);
    const names: Int32Array[] = [];
    this.ix.nameIndex.each(lexeme, prefix, (list) => names.push(list));
    if (names.length) {
      for (const list of names) for (let k = 0; k < list.length; k++) mark[list[k]] = 1;
      for (let k = 0; k < positions.length; k++) if (mark[positions[k]]) scores[k] = NAME_HIT;
      for (const list of names) for (let k = 0; k < list.length; k++) mark[list[k]] = 0;
    }
    return { positions, scores };
  }

  /**
   * One page of a list: the positions of the page in order, and how many products match.
   * Same rules as the SQL list statement it replaces: active products of the category tree,
   * on sale, of any of the brands, within the price bounds, matching the search (text or an
   * exact product code).
   */
  page(f: ListingFilter, order: ListingOrder, offset: number, limit: number): PageOfPositions {
    let categories: number[] | null = f.categoryIds;
    if (f.categorySlug !== undefined) {
      categories = this.subtree(f.categorySlug);
      if (!categories) return { positions: [], total: 0 };
    }
    const brands = f.brandIds.length ? new Set(f.brandIds) : null;
    const min = f.minCents ?? -Infinity;
    const max = f.maxCents ?? Infinity;
    const { price, oldPrice, brand, category } = this.ix;
    const inCategory = categories ? new Set(categories) : null;

    // The positions that pass, ascending (= default order), and their search buckets.
    let found: Int32Array;
    let buckets: Uint16Array = new Uint16Array(0);
    const keep = (i: number) =>
      price[i] >= min && price[i] <= max && (!brands || brands.has(brand[i])) && (!f.sale || oldPrice[i] > price[i]);
    if (f.search) {
      const tree = f.search.tsquery ? parseTsqueryRemembered(f.search.tsquery) : null;
      let matches: Matches = tree ? this.evaluate(tree) : { positions: new Int32Array(0), scores: new Uint16Array(0) };
      const codes = f.search.codes.map((c) => this.ix.byCode.get(c)).filter((p): p is number => p !== undefined);
      if (codes.length) {
        const sorted = Int32Array.from(new Set(codes)).sort();
        matches = union(matches, { positions: sorted, scores: new Uint16Array(sorted.length).fill(CODE_BUCKET) });
      }
      const { positions, scores } = matches;
      if (!inCategory && !brands && f.minCents === undefined && f.maxCents === undefined && !f.sale) {
        if (order === 'relevance') {
          return { positions: Array.from(ranking(matches).subarray(offset, offset + limit)), total: positions.length };
        }
        found = positions;
        buckets = scores;
      } else {
        const kept: number[] = [];
        const keptBuckets: number[] = [];
        for (let k = 0; k < positions.length; k++) {
          const i = positions[k];
          if (keep(i) && (!inCategory || inCategory.has(category[i]))) {
            kept.push(i);
            keptBuckets.push(scores[k]);
          }
        }
        found = Int32Array.from(kept);
        buckets = Uint16Array.from(keptBuckets);
      }
    } else {
      // The lists of the category and brand filters, each in price, name and default order.
      const groups: Ordered[] = [];
      const cats = categories ? [...new Set(categories)] : null;
      const brandIds = brands ? [...brands] : null;
      const add = (g: Ordered | undefined) => g && groups.push(g);
      if (cats && brandIds) for (const c of cats) for (const b of brandIds) add(this.ix.byCategoryBrand.get(`${c}:${b}`));
      else if (cats) for (const c of cats) add(this.ix.byCategory.get(c));
      else if (brandIds) for (const b of brandIds) add(this.ix.byBrand.get(b));
      else groups.push(this.ix.everything);
      if (!f.sale && offset + limit <= MERGE_LIMIT) return this.mergedPage(groups, order, min, max, offset, limit);
      const sources = groups.map((g) => g.price);
      const kept: number[] = [];
      for (const list of sources) {
        for (let k = this.firstAtLeast(list, min); k < list.length && price[list[k]] <= max; k++) {
          const i = list[k];
          if (!f.sale || oldPrice[i] > price[i]) kept.push(i);
        }
      }
      // The default order is position order (a numeric typed-array sort, no comparator calls);
      // the other orders sort by rank below.
      found = Int32Array.from(kept);
      if (order === 'default') found.sort();
    }
    const total = found.length;
    if (offset >= total) return { positions: [], total };

    switch (order) {
      case 'price-asc':
      case 'price-desc':
      case 'name-asc':
      case 'name-desc': {
        const [rank, permutation] = order.startsWith('price') ? [this.ix.priceRank, this.ix.priceOrder] : [this.ix.nameRank, this.ix.nameOrder];
        const ranks = new Int32Array(found.length);
        for (let k = 0; k < found.length; k++) ranks[k] = rank[found[k]];
        ranks.sort();
        if (order.endsWith('desc')) ranks.reverse();
        return { positions: Array.from(ranks.subarray(offset, offset + limit), (r) => permutation[r]), total };
      }
      case 'relevance': {
        // Highest bucket first (a code match above all), inside a bucket the default order.
        // Count per bucket, work out what the page skips and takes of each, then one pass.
        const counts = new Int32Array(CODE_BUCKET + 1);
        for (let k = 0; k < buckets.length; k++) counts[buckets[k]]++;
        const skip = new Int32Array(CODE_BUCKET + 1);
        const take = new Int32Array(CODE_BUCKET + 1);
        const next = new Int32Array(CODE_BUCKET + 1); // where the bucket's next taken item goes
        let toSkip = offset;
        let taken = 0;
        for (let b = CODE_BUCKET; b > 0 && taken < limit; b--) {
          skip[b] = Math.min(toSkip, counts[b]);
          toSkip -= skip[b];
          take[b] = Math.min(limit - taken, counts[b] - skip[b]);
          next[b] = taken;
          taken += take[b];
        }
        const positions = new Array<number>(taken);
        for (let k = 0, left = taken; k < found.length && left > 0; k++) {
          const b = buckets[k];
          if (take[b] === 0) continue;
          if (skip[b] > 0) {
            skip[b]--;
            continue;
          }
          positions[next[b]++] = found[k];
          take[b]--;
          left--;
        }
        return { positions, total };
      }
      default:
        return { positions: Array.from(found.subarray(offset, offset + limit)), total };
    }
  }

  /**
   * A page straight from the filter's lists, without collecting every match: the count is the
   * sum of the ranges between the price bounds in the price-ordered lists (binary searches);
   * the page is a merge of the lists in the requested order (heads, or tails descending),
   * skipping products outside the price bounds, until offset + limit products are passed.
   */
  private mergedPage(groups: Ordered[], order: ListingOrder, min: number, max: number, offset: number, limit: number): PageOfPositions {
    const priceLists = groups.map((g) => g.price);
    const lo = priceLists.map((list) => this.firstAtLeast(list, min));
    const hi = priceLists.map((list) => lowerBound(list.length, (k) => this.ix.price[list[k]] <= max));
    let total = 0;
    for (let g = 0; g < groups.length; g++) total += Math.max(0, hi[g] - lo[g]);
    if (offset >= total) return { positions: [], total };

    const desc = order === 'price-desc' || order === 'name-desc';
    const byPrice = order === 'price-asc' || order === 'price-desc';
    // Price lists are cut to the bounds already; the others skip what lies outside them.
    const lists = byPrice ? priceLists : groups.map((g) => (order === 'name-asc' || order === 'name-desc' ? g.name : g.position));
    const rank = byPrice ? this.ix.priceRank : order === 'name-asc' || order === 'name-desc' ? this.ix.nameRank : null;
    const start = byPrice ? lo : lists.map(() => 0);
    const end = byPrice ? hi : lists.map((list) => list.length);
    const head = desc ? end.map((e) => e - 1) : start.slice();
    const price = this.ix.price;
    const live = (g: number) => (desc ? head[g] >= start[g] : head[g] < end[g]);
    const settle = (g: number) => {
      if (byPrice) return;
      while (live(g)) {
        const p = price[lists[g][head[g]]];
        if (p >= min && p <= max) return;
        head[g] += desc ? -1 : 1;
      }
    };
    for (let g = 0; g < lists.length; g++) settle(g);

    const positions: number[] = [];
    for (let taken = 0; taken < offset + limit; taken++) {
      let best = -1;
      let bestRank = 0;
      for (let g = 0; g < lists.length; g++) {
        if (!live(g)) continue;
        const at = lists[g][head[g]];
        const r = rank ? rank[at] : at;
        if (best < 0 || (desc ? r > bestRank : r < bestRank)) [best, bestRank] = [g, r];
      }
      if (best < 0) break;
      if (taken >= offset) positions.push(lists[best][head[best]]);
      head[best] += desc ? -1 : 1;
      settle(best);
    }
    return { positions, total };
  }

  /** The first index of a price-ordered list whose price is at least min. */
  private firstAtLeast(list: Int32Array, min: number): number {
    return lowerBound(list.length, (k) => this.ix.price[list[k]] < min);
  }

  /**
   * Puts a newer version of a product in place when no index but the price order is built from
   * what changed (a price, a rating, the stock, texts, images after the first...): no rebuild,
   * see patchPrice. Answers false when the indexes must be rebuilt.
   */
  patch(next: ProductRecord): boolean {
    return patchPrice(this.ix, next);
  }

  /** The record at a position (positions come from page()). */
  record(position: number): ProductRecord {
    return this.ix.records[position];
  }



  // -------------------------------------------------------------------------------------
  // Product page
  // -------------------------------------------------------------------------------------

  /**
   * Everything a product page names, by reference (no copies, no parsing): the record, its
   * shop, category, brand and series, the rest of the series (LED lighting last, at most 60),
   * its lights (at most 20) and its variant group (by id, at most 100). null for an unknown or
   * inactive product. The API writes its answer from this (catalog.detail-writer.ts).
   */
  productParts(id: number): ProductParts | null {
    const at = this.ix.positionOf.get(id);
    if (at === undefined) return null;
    const product = this.ix.records[at];
    const shop = this.refs.shops.get(product.shopId);
    const category = this.categoryById.get(product.categoryId);
    if (!shop || !category) return null;
    const records = this.ix.records;
    const seriesMembers: ProductRecord[] = [];
    for (const i of product.seriesId !== null ? (this.ix.bySeries.get(product.seriesId) ?? []) : []) {
      if (seriesMembers.length === 60) break;
      if (i !== at) seriesMembers.push(records[i]);
    }
    // lightIds are loaded in id order.
    const lights: ProductRecord[] = [];
    for (const lightId of product.lightIds) {
      if (lights.length === 20) break;
      const i = this.ix.positionOf.get(lightId);
      if (i !== undefined) lights.push(records[i]);
    }
    const group = (product.variantGroup !== null ? (this.ix.byVariantGroup.get(product.variantGroup) ?? []) : []).slice(0, 100).map((i) => records[i]);
    return {
      product,
      shop,
      category,
      parent: category.parentId !== null ? this.categoryById.get(category.parentId) : undefined,
      brandName: product.brandId !== null ? (this.refs.brands.get(product.brandId) ?? null) : null,
      series: product.seriesId !== null ? this.refs.series.get(product.seriesId) : undefined,
      seriesMembers,
      lights,
      variantGroup: group,
    };
  }

}
