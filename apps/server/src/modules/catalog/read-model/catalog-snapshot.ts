import type { ListingFilter, ListingOrder, ListingRow, ProductPageRow, RelatedRow } from '../catalog.queries.ts';
import type { CatalogRefs, ProductRecord } from './catalog-loader.ts';
import { parseTsquery, type TsNode } from './tsquery.ts';

/**
 * One immutable view of the catalogue with the indexes the storefront's read paths need:
 * every active product at a dense position (0..size-1) in the default order (best sellers
 * first, then newest id), typed arrays of the filter columns, price and name ranks, products
 * per category, series and variant group, and the lexeme index of the full-text search.
 * A list is answered by collecting the positions that pass the filters, ordering them by a
 * precomputed rank (a numeric sort of a typed array) and cutting the page out; no SQL, no
 * per-request allocation beyond the matches.
 */

/** Byte order of UTF-8, as the database's C collation sorts names (UTF-16 code units agree below U+FFFF). */
const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Score of a search term found in a product's name; elsewhere in its text it scores 1. */
const NAME_HIT = 3;
/** An exact product code ranks above every text match. */
const CODE_BUCKET = 256;

class LexemeIndex {
  readonly lexemes: string[];
  readonly postings: Int32Array[];

  constructor(lists: Map<string, number[]>) {
    this.lexemes = [...lists.keys()].sort(byteOrder);
    this.postings = this.lexemes.map((l) => Int32Array.from(lists.get(l)!));
  }

  /** Calls visit with the postings of the lexeme, or of every lexeme that begins with it. */
  each(lexeme: string, prefix: boolean, visit: (positions: Int32Array) => void) {
    let lo = 0;
    let hi = this.lexemes.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.lexemes[mid] < lexeme) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < this.lexemes.length; i++) {
      const l = this.lexemes[i];
      if (prefix ? !l.startsWith(lexeme) : l !== lexeme) break;
      visit(this.postings[i]);
    }
  }
}

function lexemeLists(records: ProductRecord[], pick: (r: ProductRecord) => string[]): Map<string, number[]> {
  const lists = new Map<string, number[]>();
  records.forEach((r, i) => {
    for (const l of pick(r)) {
      const list = lists.get(l);
      if (list) list.push(i);
      else lists.set(l, [i]);
    }
  });
  return lists;
}

function groupPositions<K>(records: ProductRecord[], key: (r: ProductRecord) => K | null): Map<K, number[]> {
  const groups = new Map<K, number[]>();
  records.forEach((r, i) => {
    const k = key(r);
    if (k === null) return;
    const list = groups.get(k);
    if (list) list.push(i);
    else groups.set(k, [i]);
  });
  return groups;
}

/** A permutation of positions in the order of compare, and each position's rank in it. */
function ranked(records: ProductRecord[], compare: (a: ProductRecord, b: ProductRecord) => number) {
  const order = Int32Array.from(records.keys()).sort((a, b) => compare(records[a], records[b]));
  const rank = new Int32Array(records.length);
  order.forEach((pos, r) => (rank[pos] = r));
  return { order, rank };
}

/** Products a search matches: positions ascending, each with its score (0 never appears). */
interface Matches {
  positions: Int32Array;
  scores: Uint16Array;
}

/** Both sides match: scores add up (capped below the code bucket). */
function intersect(a: Matches, b: Matches): Matches {
  const positions: number[] = [];
  const scores: number[] = [];
  for (let i = 0, j = 0; i < a.positions.length && j < b.positions.length; ) {
    if (a.positions[i] < b.positions[j]) i++;
    else if (a.positions[i] > b.positions[j]) j++;
    else {
      positions.push(a.positions[i]);
      scores.push(Math.min(CODE_BUCKET - 1, a.scores[i++] + b.scores[j++]));
    }
  }
  return { positions: Int32Array.from(positions), scores: Uint16Array.from(scores) };
}

/** Either side matches: the better score counts (alternatives of one word). */
function union(a: Matches, b: Matches): Matches {
  const positions: number[] = [];
  const scores: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.positions.length || j < b.positions.length) {
    if (j >= b.positions.length || (i < a.positions.length && a.positions[i] < b.positions[j])) {
      positions.push(a.positions[i]);
      scores.push(a.scores[i++]);
    } else if (i >= a.positions.length || b.positions[j] < a.positions[i]) {
      positions.push(b.positions[j]);
      scores.push(b.scores[j++]);
    } else {
      positions.push(a.positions[i]);
      scores.push(Math.max(a.scores[i++], b.scores[j++]));
    }
  }
  return { positions: Int32Array.from(positions), scores: Uint16Array.from(scores) };
}

export interface PageOfPositions {
  positions: number[];
  total: number;
}

export class CatalogSnapshot {
  readonly size: number;
  private readonly records: ProductRecord[];
  private readonly positionOf = new Map<number, number>();
  private readonly byCode = new Map<string, number>();
  private readonly price: Int32Array;
  private readonly oldPrice: Int32Array;
  private readonly category: Int32Array;
  private readonly brand: Int32Array;
  private readonly priceOrder: Int32Array;
  private readonly priceRank: Int32Array;
  private readonly nameOrder: Int32Array;
  private readonly nameRank: Int32Array;
  private readonly byCategory: Map<number, number[]>;
  private readonly bySeries: Map<number, number[]>;
  private readonly byVariantGroup: Map<string, number[]>;
  private readonly textIndex: LexemeIndex;
  private readonly nameIndex: LexemeIndex;
  private readonly categoryById: Map<number, CatalogRefs['categories'][number]>;
  /** One flag per position, all 0 between calls (marks while merging posting lists). */
  private readonly scratch: Uint8Array;

  constructor(
    products: Iterable<ProductRecord>,
    private readonly refs: CatalogRefs,
  ) {
    this.records = [...products].sort((a, b) => Number(b.bestSeller) - Number(a.bestSeller) || b.id - a.id);
    const n = (this.size = this.records.length);
    this.price = new Int32Array(n);
    this.oldPrice = new Int32Array(n);
    this.category = new Int32Array(n);
    this.brand = new Int32Array(n);
    this.scratch = new Uint8Array(n);
    this.records.forEach((r, i) => {
      this.positionOf.set(r.id, i);
      this.byCode.set(r.code, i);
      this.price[i] = r.priceCents;
      this.oldPrice[i] = r.oldPriceCents ?? -1;
      this.category[i] = r.categoryId;
      this.brand[i] = r.brandId ?? 0;
    });
    ({ order: this.priceOrder, rank: this.priceRank } = ranked(this.records, (a, b) => a.priceCents - b.priceCents || a.id - b.id));
    ({ order: this.nameOrder, rank: this.nameRank } = ranked(this.records, (a, b) => byteOrder(a.name, b.name) || a.id - b.id));
    this.byCategory = groupPositions(this.records, (r) => r.categoryId);
    this.bySeries = groupPositions(this.records, (r) => r.seriesId);
    this.byVariantGroup = groupPositions(this.records, (r) => r.variantGroup);
    this.textIndex = new LexemeIndex(lexemeLists(this.records, (r) => r.lexemes));
    this.nameIndex = new LexemeIndex(lexemeLists(this.records, (r) => r.nameLexemes));
    this.categoryById = new Map(refs.categories.map((c) => [c.id, c]));
  }

  // -------------------------------------------------------------------------------------
  // Lists and search
  // -------------------------------------------------------------------------------------

  /** The category with this slug and every category below it; null for an unknown slug. */
  private subtree(slug: string): number[] | null {
    const root = this.refs.categories.find((c) => c.slug === slug);
    if (!root) return null;
    const ids = [root.id];
    for (let i = 0; i < ids.length; i++) {
      for (const c of this.refs.categories) if (c.parentId === ids[i] && !ids.includes(c.id)) ids.push(c.id);
    }
    return ids;
  }

  /** The products a search tree matches, ascending by position, with their scores. */
  private evaluate(node: TsNode): Matches {
    if (node.kind === 'term') return this.term(node.lexeme, node.prefix);
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

  /** A term: every product with the lexeme (or one beginning with it); in the name it scores more. */
  private term(lexeme: string, prefix: boolean): Matches {
    const mark = this.scratch;
    const lists: Int32Array[] = [];
    this.textIndex.each(lexeme, prefix, (list) => lists.push(list));
    let positions: Int32Array;
    if (lists.length <= 1) positions = lists[0] ?? new Int32Array(0);
    else {
      const all: number[] = [];
      for (const list of lists) for (let k = 0; k < list.length; k++) if (!mark[list[k]]) (mark[list[k]] = 1), all.push(list[k]);
      for (const p of all) mark[p] = 0;
      positions = Int32Array.from(all).sort();
    }
    const scores = new Uint16Array(positions.length).fill(1);
    const names: Int32Array[] = [];
    this.nameIndex.each(lexeme, prefix, (list) => names.push(list));
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
    const { price, oldPrice, brand, category } = this;
    const inCategory = categories ? new Set(categories) : null;

    // The positions that pass, ascending (= default order), and their search buckets.
    const found: number[] = [];
    const buckets: number[] = [];
    const keep = (i: number) =>
      price[i] >= min && price[i] <= max && (!brands || brands.has(brand[i])) && (!f.sale || oldPrice[i] > price[i]);
    if (f.search) {
      const tree = f.search.tsquery ? parseTsquery(f.search.tsquery) : null;
      let matches: Matches = tree ? this.evaluate(tree) : { positions: new Int32Array(0), scores: new Uint16Array(0) };
      const codes = f.search.codes.map((c) => this.byCode.get(c)).filter((p): p is number => p !== undefined);
      if (codes.length) {
        const sorted = Int32Array.from(new Set(codes)).sort();
        matches = union(matches, { positions: sorted, scores: new Uint16Array(sorted.length).fill(CODE_BUCKET) });
      }
      const { positions, scores } = matches;
      for (let k = 0; k < positions.length; k++) {
        const i = positions[k];
        if (keep(i) && (!inCategory || inCategory.has(category[i]))) {
          found.push(i);
          buckets.push(scores[k]);
        }
      }
    } else if (categories) {
      for (const id of new Set(categories)) for (const i of this.byCategory.get(id) ?? []) if (keep(i)) found.push(i);
      if (categories.length > 1) found.sort((a, b) => a - b);
    } else {
      for (let i = 0; i < this.size; i++) if (keep(i)) found.push(i);
    }
    const total = found.length;
    if (offset >= total) return { positions: [], total };

    switch (order) {
      case 'price-asc':
      case 'price-desc':
      case 'name-asc':
      case 'name-desc': {
        const [rank, permutation] = order.startsWith('price') ? [this.priceRank, this.priceOrder] : [this.nameRank, this.nameOrder];
        const ranks = Int32Array.from(found, (i) => rank[i]).sort();
        if (order.endsWith('desc')) ranks.reverse();
        return { positions: Array.from(ranks.subarray(offset, offset + limit), (r) => permutation[r]), total };
      }
      case 'relevance': {
        // Stable buckets by score (a code match above all), highest first; inside a bucket the default order.
        const counts = new Int32Array(CODE_BUCKET + 1);
        for (const b of buckets) counts[b]++;
        const positions: number[] = [];
        let skipped = 0;
        for (let b = CODE_BUCKET; b > 0 && positions.length < limit; b--) {
          if (skipped + counts[b] <= offset) {
            skipped += counts[b];
            continue;
          }
          for (let k = 0; k < found.length && positions.length < limit; k++) {
            if (buckets[k] !== b) continue;
            if (skipped++ < offset) continue;
            positions.push(found[k]);
          }
        }
        return { positions, total };
      }
      default:
        return { positions: found.slice(offset, offset + limit), total };
    }
  }

  listingRow(position: number): ListingRow {
    const r = this.records[position];
    return {
      id: r.id,
      name: r.name,
      priceCents: r.priceCents,
      oldPriceCents: r.oldPriceCents,
      bestSeller: r.bestSeller,
      image: r.images[0]?.path ?? null,
      inWishlist: false,
    };
  }

  // -------------------------------------------------------------------------------------
  // Product page
  // -------------------------------------------------------------------------------------

  private related(position: number): RelatedRow {
    const x = this.records[position];
    return {
      id: x.id,
      name: x.name,
      code: x.code,
      price_cents: x.priceCents,
      old_price_cents: x.oldPriceCents,
      is_light: x.isLight,
      image: x.images[0]?.path ?? null,
      color_front: x.colorFront,
      color_body: x.colorBody,
      dimensions: x.dimensions,
    };
  }

  /**
   * Everything of the product page, in the shape of the SQL statement it replaces
   * (findProductPage): the rest of the series (LED lighting last), its lights and its variant
   * group. null for an unknown or inactive product.
   */
  productPage(id: number): ProductPageRow | null {
    const at = this.positionOf.get(id);
    if (at === undefined) return null;
    const p = this.records[at];
    const shop = this.refs.shops.get(p.shopId);
    const category = this.categoryById.get(p.categoryId);
    if (!shop || !category) return null;
    const parent = category.parentId !== null ? this.categoryById.get(category.parentId) : undefined;
    const series = p.seriesId !== null ? this.refs.series.get(p.seriesId) : undefined;
    const seriesMembers = (p.seriesId !== null ? (this.bySeries.get(p.seriesId) ?? []) : [])
      .filter((i) => i !== at)
      .map((i) => this.records[i])
      .sort((a, b) => Number(a.isLight) - Number(b.isLight) || byteOrder(a.name, b.name) || a.id - b.id)
      .slice(0, 60);
    const lights = p.lightIds
      .map((id) => this.positionOf.get(id))
      .filter((i): i is number => i !== undefined)
      .sort((a, b) => this.records[a].id - this.records[b].id)
      .slice(0, 20);
    const group = (p.variantGroup !== null ? (this.byVariantGroup.get(p.variantGroup) ?? []) : [])
      .slice()
      .sort((a, b) => this.records[a].id - this.records[b].id)
      .slice(0, 100);
    return {
      id: p.id,
      code: p.code,
      name: p.name,
      description: p.description,
      price_cents: p.priceCents,
      old_price_cents: p.oldPriceCents,
      stock: p.stock,
      delivery_weeks: p.deliveryWeeks,
      tax_rate: p.taxRate,
      is_light: p.isLight,
      best_seller: p.bestSeller,
      variant_group: p.variantGroup,
      color_front: p.colorFront,
      color_body: p.colorBody,
      dimensions: p.dimensions,
      attributes: JSON.parse(p.attributesJson),
      rating_avg: p.ratingAvg,
      rating_count: p.ratingCount,
      series_id: series ? series.id : null,
      series_name: series?.name ?? null,
      front_color: series?.frontColor ?? null,
      body_color: series?.bodyColor ?? null,
      shop_id: shop.id,
      shop_name: shop.name,
      shop_slug: shop.slug,
      warehouse_id: shop.warehouseId,
      vendor_id: shop.vendorId,
      category_id: category.id,
      category_slug: category.slug,
      category_name: category.nameDe,
      category_parent_id: category.parentId,
      parent_slug: parent?.slug ?? null,
      parent_name: parent?.nameDe ?? null,
      parent_parent_id: parent?.parentId ?? null,
      brand_id: p.brandId,
      brand_name: p.brandId !== null ? (this.refs.brands.get(p.brandId) ?? null) : null,
      images: p.images,
      pdfs: p.pdfs,
      in_wishlist: false,
      series_products: seriesMembers.map((r) => this.related(this.positionOf.get(r.id)!)),
      lights: lights.map((i) => this.related(i)),
      variant_group_products: group.map((i) => this.related(i)),
    };
  }
}
