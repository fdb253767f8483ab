import type { ListingFilter, ListingOrder, SearchCondition } from '../catalog.queries.ts';
import { lowerBound } from './ordering.ts';
import { CODE_BUCKET, ranking } from './search-matches.ts';
import type { Ordered, SnapshotIndexes } from './snapshot-indexes.ts';
import type { SnapshotSearch } from './snapshot-search.ts';

/** Pages up to this depth are merged from the ordered lists; deeper ones collect and sort. */
const MERGE_LIMIT = 2000;

export interface PageOfPositions {
  positions: number[];
  total: number;
}

/** One page asked of the lists, the filter's brands and price bounds read once. */
interface PageQuery {
  f: ListingFilter;
  categories: number[] | null;
  brands: Set<number> | null;
  min: number;
  max: number;
  order: ListingOrder;
  offset: number;
  limit: number;
}

/** A finished page, or the matches ascending (= default order) with their search buckets. */
type Matched = { page: PageOfPositions } | { found: Int32Array; buckets: Uint16Array };

/**
 * A page in relevance order: highest bucket first (a code match above all), inside a bucket the
 * default order. Counts per bucket, works out what the page skips and takes of each, then one pass.
 */
function relevancePage(found: Int32Array, buckets: Uint16Array, offset: number, limit: number): number[] {
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
  return positions;
}

/**
 * The product lists of one snapshot: which positions pass a list's filters, in the order
 * asked for, cut to a page. No SQL, no per-request allocation beyond the matches: the filter
 * lists of the indexes are merged for shallow pages, deeper ones collect and order by a
 * precomputed rank (a numeric sort of a typed array).
 */
export class SnapshotLists {
  constructor(
    private readonly ix: SnapshotIndexes,
    private readonly search: SnapshotSearch,
  ) {}

  /**
   * One page of a list: the positions of the page in order, and how many products match.
   * Same rules as the SQL list statement it replaces: active products of the category tree,
   * on sale, of any of the brands, within the price bounds, matching the search (text or an
   * exact product code). `categories`: the category ids of the filter, its slug's subtree
   * resolved (CatalogSnapshot.page); null for any.
   */
  page(
    f: ListingFilter,
    categories: number[] | null,
    order: ListingOrder,
    offset: number,
    limit: number,
  ): PageOfPositions {
    const q: PageQuery = {
      f,
      categories,
      brands: f.brandIds.length ? new Set(f.brandIds) : null,
      min: f.minCents ?? -Infinity,
      max: f.maxCents ?? Infinity,
      order,
      offset,
      limit,
    };
    const matched = f.search ? this.searched(q, f.search) : this.listed(q);
    if ('page' in matched) return matched.page;
    const { found, buckets } = matched;
    const total = found.length;
    if (offset >= total) return { positions: [], total };
    if (order === 'relevance') return { positions: relevancePage(found, buckets, offset, limit), total };
    if (order === 'default') return { positions: Array.from(found.subarray(offset, offset + limit)), total };
    return { positions: this.rankedPage(found, order, offset, limit), total };
  }

  /** The search's matches that pass the filters, ascending (= default order), with their buckets. */
  private searched(q: PageQuery, search: SearchCondition): Matched {
    const { f, brands, min, max } = q;
    const { price, oldPrice, brand, category } = this.ix;
    const matches = this.search.matches(search);
    const { positions, scores } = matches;
    const inCategory = q.categories ? new Set(q.categories) : null;
    if (!inCategory && !brands && f.minCents === undefined && f.maxCents === undefined && !f.sale) {
      if (q.order !== 'relevance') return { found: positions, buckets: scores };
      const page = Array.from(ranking(matches).subarray(q.offset, q.offset + q.limit));
      return { page: { positions: page, total: positions.length } };
    }
    const keep = (i: number) =>
      price[i] >= min && price[i] <= max && (!brands || brands.has(brand[i])) && (!f.sale || oldPrice[i] > price[i]);
    const kept: number[] = [];
    const keptBuckets: number[] = [];
    for (let k = 0; k < positions.length; k++) {
      const i = positions[k];
      if (keep(i) && (!inCategory || inCategory.has(category[i]))) {
        kept.push(i);
        keptBuckets.push(scores[k]);
      }
    }
    return { found: Int32Array.from(kept), buckets: Uint16Array.from(keptBuckets) };
  }

  /** Without a search: a shallow page merged from the filter's lists, else every match collected. */
  private listed(q: PageQuery): Matched {
    const groups = this.groupsOf(q.categories, q.brands);
    if (!q.f.sale && q.offset + q.limit <= MERGE_LIMIT)
      return { page: this.mergedPage(groups, q.order, q.min, q.max, q.offset, q.limit) };
    const { price, oldPrice } = this.ix;
    const kept: number[] = [];
    for (const { price: list } of groups) {
      for (let k = this.firstAtLeast(list, q.min); k < list.length && price[list[k]] <= q.max; k++) {
        const i = list[k];
        if (!q.f.sale || oldPrice[i] > price[i]) kept.push(i);
      }
    }
    // The default order is position order (a numeric typed-array sort, no comparator calls);
    // the other orders sort by rank (rankedPage).
    const found = Int32Array.from(kept);
    if (q.order === 'default') found.sort();
    return { found, buckets: new Uint16Array(0) };
  }

  /** The lists of the category and brand filters, each in price, name and default order. */
  private groupsOf(categories: number[] | null, brands: Set<number> | null): Ordered[] {
    const cats = categories ? [...new Set(categories)] : null;
    const brandIds = brands ? [...brands] : null;
    let groups: (Ordered | undefined)[];
    if (cats && brandIds) groups = cats.flatMap((c) => brandIds.map((b) => this.ix.byCategoryBrand.get(`${c}:${b}`)));
    else if (cats) groups = cats.map((c) => this.ix.byCategory.get(c));
    else if (brandIds) groups = brandIds.map((b) => this.ix.byBrand.get(b));
    else return [this.ix.everything];
    return groups.filter((g) => g !== undefined);
  }

  /** A page of the matches in price or name order, by their precomputed rank. */
  private rankedPage(found: Int32Array, order: ListingOrder, offset: number, limit: number): number[] {
    const [rank, permutation] = order.startsWith('price')
      ? [this.ix.priceRank, this.ix.priceOrder]
      : [this.ix.nameRank, this.ix.nameOrder];
    const ranks = new Int32Array(found.length);
    for (let k = 0; k < found.length; k++) ranks[k] = rank[found[k]];
    ranks.sort();
    if (order.endsWith('desc')) ranks.reverse();
    return Array.from(ranks.subarray(offset, offset + limit), (r) => permutation[r]);
  }

  /**
   * A page straight from the filter's lists, without collecting every match: the count is the
   * sum of the ranges between the price bounds in the price-ordered lists (binary searches);
   * the page is a merge of the lists in the requested order (heads, or tails descending),
   * skipping products outside the price bounds, until offset + limit products are passed.
   */
  private mergedPage(
    groups: Ordered[],
    order: ListingOrder,
    min: number,
    max: number,
    offset: number,
    limit: number,
  ): PageOfPositions {
    const priceLists = groups.map((g) => g.price);
    const lo = priceLists.map((list) => this.firstAtLeast(list, min));
    const hi = priceLists.map((list) => lowerBound(list.length, (k) => this.ix.price[list[k]] <= max));
    let total = 0;
    for (let g = 0; g < groups.length; g++) total += Math.max(0, hi[g] - lo[g]);
    if (offset >= total) return { positions: [], total };

    const desc = order === 'price-desc' || order === 'name-desc';
    const byPrice = order === 'price-asc' || order === 'price-desc';
    // Price lists are cut to the bounds already; the others skip what lies outside them.
    const lists = byPrice
      ? priceLists
      : groups.map((g) => (order === 'name-asc' || order === 'name-desc' ? g.name : g.position));
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
}
