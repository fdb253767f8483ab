import type { ListingFilter, ListingOrder } from '../catalog.queries.ts';
import { subtreeIds } from '../category-tree.ts';
import type { CatalogRefs, CategoryRef, ProductRecord } from './product-record.ts';
import { filterPanelOf } from './snapshot-filters.ts';

/** A list's filter panel as the storefront shows it: price range and brands by name. */
interface Panel {
  min: number | null;
  max: number | null;
  brands: { id: number; name: string }[];
}
import { lowStockOf } from './snapshot-low-stock.ts';
import { buildIndexes, runAtOnce, runSliced, type SnapshotIndexes } from './snapshot-indexes.ts';
import { SnapshotLists, type PageOfPositions } from './snapshot-lists.ts';
import { patchMany } from './snapshot-prices.ts';
import { productPartsOf, type ProductParts } from './snapshot-product-page.ts';
import { SnapshotSearch } from './snapshot-search.ts';
import { similarOf } from './snapshot-similar.ts';

/**
 * One view of the catalogue with the indexes the storefront's read paths need
 * (snapshot-indexes.ts): every active product at a dense position (0..size-1) in the default
 * order (best sellers first, then newest id), typed arrays of the filter columns, price and
 * name ranks, products per category, series and variant group, and the lexeme index of the
 * full-text search. Its parts, by role: the search (snapshot-search.ts), the lists
 * (snapshot-lists.ts) and the product page (snapshot-product-page.ts). A view is replaced
 * whole when its indexes are rebuilt; a price or an unindexed field changes in place
 * (patch, docs/decisions/017, 145); a product's other fields are put in place ahead of a
 * deferred rebuild (docs/decisions/142).
 */
export class CatalogSnapshot {
  readonly size: number;
  private readonly categoryById: Map<number, CategoryRef>;
  private readonly lists: SnapshotLists;
  /** Filter panels asked of this view, until a patch changes what they sum up. */
  private readonly panels = new Map<string, Panel>();

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
    this.categoryById = new Map(refs.categories.map((c) => [c.id, c]));
    this.lists = new SnapshotLists(ix, new SnapshotSearch(ix));
  }

  /**
   * One page of a list: the positions of the page in order, and how many products match.
   * Same rules as the SQL list statement it replaces: active products of the category tree,
   * on sale, of any of the brands, within the price bounds, matching the search (text or an
   * exact product code). An unknown category slug matches nothing.
   */
  page(f: ListingFilter, order: ListingOrder, offset: number, limit: number): PageOfPositions {
    let categories: number[] | null = f.categoryIds;
    if (f.categorySlug !== undefined) {
      const root = this.refs.categories.find((c) => c.slug === f.categorySlug);
      if (!root) return { positions: [], total: 0 };
      categories = subtreeIds(this.refs.categories, root.id);
    }
    return this.lists.page(f, categories, order, offset, limit);
  }

  /** The record at a position (positions come from page()). */
  record(position: number): ProductRecord {
    return this.ix.records[position];
  }

  /** Everything a product page names, by reference; null for an unknown or inactive product (snapshot-product-page.ts). */
  productParts(id: number): ProductParts | null {
    return productPartsOf(this.ix, this.refs, this.categoryById, id);
  }

  /**
   * Puts newer versions of products in place (snapshot-prices.ts): records, prices and the price
   * orders at once and for good; a change of another indexed field (name, category, search
   * text...) shows on the product's page and cards while lists and search wait for a rebuild.
   * Answers how many products wait for it: those and the ones this snapshot lacks (new ones).
   */
  patch(nexts: Iterable<ProductRecord>): number {
    // Prices, reference prices and brands' products change in place: the panels are summed up again.
    this.panels.clear();
    return patchMany(this.ix, nexts);
  }

  /**
   * Every category but the deleted ones, in menu order: what GET /categories answers, served from
   * here while the database is away (decision 160). Never changed: a look replaces it whole.
   */
  categories(): readonly CategoryRef[] {
    return this.refs.categories;
  }

  /**
   * The filter panel of a category's list (its subtree's ids) or of the Sale list (null, sale): the price
   * range of its products and their brands, in the database's name order (snapshot-filters.ts).
   */
  filterPanel(categories: number[] | null, sale: boolean): Readonly<Panel> {
    const key = `${sale}:${categories ?? ''}`;
    let panel = this.panels.get(key);
    if (!panel) {
      const { min, max, brandIds } = filterPanelOf(this.ix, categories, sale);
      const brands = [...this.refs.brands].filter(([id]) => brandIds.has(id)).map(([id, name]) => ({ id, name }));
      panel = { min, max, brands };
      // Keys are the shop's categories' subtrees and the Sale list: bounded by its own rows.
      this.panels.set(key, panel);
    }
    return panel;
  }

  /** The staff figures' active products at 0 or below a threshold, lowest first (snapshot-low-stock.ts). */
  lowStock(below: number, limit: number): ProductRecord[] {
    return lowStockOf(this.ix, below, limit);
  }

  /** Similar products of a product page (snapshot-similar.ts). */
  similar(id: number, limit: number): ProductRecord[] | null {
    return similarOf(this.ix, id, limit);
  }

  /** Whether the product is served from this snapshot (active when it was built, or a pending page). */
  has(id: number): boolean {
    return this.ix.positionOf.has(id) || this.ix.pending.has(id);
  }
}
