import {
  PAGE_SIZE,
  SALE_SLUG,
  type BrandDto,
  type CategoryDto,
  type CategoryFiltersReply,
  type CategoryPageReply,
  type LightDto,
  type ProductDetail,
  type ProductDetailReply,
  type ProductListItem,
  type ProductListQuery,
  type ProductOrder,
  type ShopDto,
} from '@wohnwerk/contract/catalog';
import type { ContentPage, HomepageText } from '@wohnwerk/contract/content';
import type { Db } from '../../db/client.ts';
import { sanitizeHtml } from '../../lib/html.ts';
import { centsToEuro, centsToEuroOrNull, euroToCents } from '../../lib/money.ts';
import type { QueryValue } from '../../lib/paging.ts';
import { lightListCents, writeProductDetail } from './catalog.detail-writer.ts';
import * as q from './catalog.queries.ts';
import { subtreeIds } from './category-tree.ts';
import { listCard } from './catalog.list-writer.ts';
import { correctWordsFrom, searchTerms, tsqueryText } from './catalog.search.ts';
import type { CatalogReadModel } from './read-model/catalog-read-model.ts';

/** Other modules' way to listing rows: the wishlist shows its products as the lists do. */
export { wishlistListing } from './catalog.queries.ts';

const SIMILAR_LIMIT = 12;
const NONE: ReadonlySet<number> = new Set();
/** How many normalised search texts are remembered (to_tsquery is a pure function of its text). */
const TSQUERY_MEMORY = 2000;

const orderOf: Record<ProductOrder, q.ListingOrder> = {
  'Niedriger-Hoher': 'price-asc',
  'Hoher-Niedriger': 'price-desc',
  'A-Z': 'name-asc',
  'Z-A': 'name-desc',
};

export function toListItem(row: q.ListingRow): ProductListItem {
  return {
    id: row.id,
    name: row.name,
    price: centsToEuro(row.priceCents),
    old_price: centsToEuroOrNull(row.oldPriceCents),
    // The listing selects lowest_price_30_days_cents as its old price (decision 130).
    lowest_price_30_days: centsToEuroOrNull(row.oldPriceCents),
    product_image: row.image,
    best_seller: row.bestSeller,
    in_stock: row.stock > 0,
    in_wishlist: Boolean(row.inWishlist),
  };
}

const categoryDto = (c: q.CategoryRow): CategoryDto => ({
  id: c.id,
  parent_id: c.parentId,
  slug: c.slug,
  name_de: c.nameDe,
});

export interface ListOptions {
  userId: number | null;
  /** /sale-products: the sale list whatever the category says. */
  sale?: boolean;
  /** /search: no text, no results. */
  searchOnly?: boolean;
}

export interface ListResult {
  /** The page's products as list cards (JSON text, catalog.list-writer.ts). */
  cards: string[];
  total: number;
  page: number;
  perPage: number;
  /** The normalised filters, for the paging links. */
  params: Record<string, QueryValue>;
}

export class CatalogService {
  /** Normalised tsquery per search text, in insertion order (the oldest is forgotten first). */
  private readonly tsqueries = new Map<string, string | null>();

  constructor(
    private readonly db: Db,
    /** Lists, search and product pages are answered from the catalogue read model. */
    private readonly catalog: CatalogReadModel,
  ) {}

  /** to_tsquery('german', text): the database's stemmer and stop words, asked once per text. */
  private async tsquery(text: string): Promise<string | null> {
    if (this.tsqueries.has(text)) return this.tsqueries.get(text)!;
    const normalised = await q.toTsquery(this.db, text);
    if (this.tsqueries.size >= TSQUERY_MEMORY) this.tsqueries.delete(this.tsqueries.keys().next().value!);
    this.tsqueries.set(text, normalised);
    return normalised;
  }

  /** Which of these products the user has on their wishlist (one statement; none for guests). */
  private async wishlisted(products: { id: number }[], userId: number | null): Promise<ReadonlySet<number>> {
    if (!userId || !products.length) return NONE;
    return new Set(
      await q.wishlistedAmong(
        this.db,
        userId,
        products.map((p) => p.id),
      ),
    );
  }

  // -------------------------------------------------------------------------------------
  // Categories
  // -------------------------------------------------------------------------------------

  async categories(): Promise<CategoryDto[]> {
    return (await q.listCategories(this.db)).map(categoryDto);
  }

  async categoryPage(slug: string): Promise<CategoryPageReply | null> {
    const all = await q.listCategories(this.db);
    const category = all.find((c) => c.slug === slug);
    if (!category) return null;
    const parent = category.parentId ? all.find((c) => c.id === category.parentId) : undefined;
    return {
      data: all.filter((c) => c.parentId === category.id).map(categoryDto),
      category: {
        ...categoryDto(category),
        description_html: sanitizeHtml(await q.findCategoryDescription(this.db, category.id)),
        parent: parent ? categoryDto(parent) : null,
      },
    };
  }

  /** The listing filter of a category slug; null for an unknown slug. */
  private async categoryFilter(
    slug: string | undefined,
    all?: q.CategoryRow[],
  ): Promise<Pick<q.ListingFilter, 'categoryIds' | 'sale'> | null> {
    if (!slug) return { categoryIds: null, sale: false };
    if (slug === SALE_SLUG) return { categoryIds: null, sale: true };
    const cats = all ?? (await q.listCategories(this.db));
    const category = cats.find((c) => c.slug === slug);
    return category ? { categoryIds: subtreeIds(cats, category.id), sale: false } : null;
  }

  async categoryFilters(slug: string): Promise<CategoryFiltersReply | null> {
    const all = await q.listCategories(this.db);
    if (slug !== SALE_SLUG && !all.some((c) => c.slug === slug)) return null;
    const base = await this.categoryFilter(slug, all);
    const filter: q.ListingFilter = { ...base!, brandIds: [], search: null };
    const [range, brands] = await Promise.all([q.priceRange(this.db, filter), q.brandsOf(this.db, filter)]);
    return {
      min_price: centsToEuro(range.min ?? 0),
      max_price: centsToEuro(range.max ?? 0),
      brands,
    };
  }

  /** Brands of a category and its subcategories (the home page's brand lists); [] for an unknown id. */
  async categoryBrands(id: number): Promise<BrandDto[]> {
    const all = await q.listCategories(this.db);
    if (!all.some((c) => c.id === id)) return [];
    return q.brandsOf(this.db, { categoryIds: subtreeIds(all, id), sale: false, brandIds: [], search: null });
  }

  // -------------------------------------------------------------------------------------
  // Listing and search
  // -------------------------------------------------------------------------------------

  async list(query: ProductListQuery, opts: ListOptions): Promise<ListResult> {
    const page = query.page ?? 1;
    const params: Record<string, QueryValue> = {
      category: opts.sale ? undefined : query.category,
      q: query.q,
      min_price: query.min_price,
      max_price: query.max_price,
      brand: query.brand,
      order: query.order,
    };
    const empty: ListResult = { cards: [], total: 0, page, perPage: PAGE_SIZE, params };
    const text = query.q ?? '';
    if (opts.searchOnly && !text) return empty;

    // The category slug is resolved to its subtree inside the list statement: one round trip.
    const sale = opts.sale || query.category === SALE_SLUG;
    const filter: q.ListingFilter = {
      categoryIds: null,
      categorySlug: sale ? undefined : query.category,
      sale,
      brandIds: query.brand ?? [],
      minCents: query.min_price === undefined ? undefined : euroToCents(query.min_price),
      maxCents: query.max_price === undefined ? undefined : euroToCents(query.max_price),
      search: null,
    };
    const order: q.ListingOrder = query.order ? orderOf[query.order] : text ? 'relevance' : 'default';
    const offset = (page - 1) * PAGE_SIZE;

    const view = await this.catalog.current();
    const pageOf = async () => {
      const found = view.snapshot.page(filter, order, offset, PAGE_SIZE);
      const records = found.positions.map((p) => view.snapshot.record(p));
      const listed = await this.wishlisted(records, opts.userId);
      return { cards: records.map((r) => listCard(r, listed.has(r.id))), total: found.total };
    };

    if (!text) return { ...empty, ...(await pageOf()) };

    const terms = searchTerms(text);
    if (!terms) return empty;
    filter.search = { tsquery: await this.tsquery(terms.tsqueryText), codes: terms.codes };
    let result = await pageOf();
    const correctable = terms.words.filter((w) => w.length >= 3);
    if (result.total === 0 && terms.trigramText && correctable.length) {
      // Nothing under these words: correct misspelt words from the catalogue's words that
      // look alike (the best by trigram similarity, and one that begins with the word), then
      // search the corrected words.
      const corrected = correctWordsFrom(terms.words, view.vocabulary);
      if (corrected.some((alts, i) => alts[0] !== terms.words[i])) {
        filter.search = { tsquery: await this.tsquery(tsqueryText(corrected)), codes: [] };
        result = await pageOf();
      }
    }
    return { ...empty, ...result };
  }

  // -------------------------------------------------------------------------------------
  // Product detail, similar products, lights
  // -------------------------------------------------------------------------------------

  /**
   * The product page answer as JSON text ({ data: ProductDetail }), written from the snapshot
   * on every call (no answer is kept); in_wishlist asks the database for a signed-in user.
   * null when the product is unknown or inactive.
   */
  async detailJson(id: number, userId: number | null): Promise<string | null> {
    const parts = (await this.catalog.current()).snapshot.productParts(id);
    if (!parts) return null;
    const inWishlist = userId ? (await q.wishlistedAmong(this.db, userId, [id])).length > 0 : false;
    return writeProductDetail(parts, inWishlist);
  }

  /** The product page data as an object (the server-rendered page); parsed from the one writer of the shape. */
  async detail(id: number, userId: number | null): Promise<ProductDetail | null> {
    const json = await this.detailJson(id, userId);
    return json === null ? null : (JSON.parse(json) as ProductDetailReply).data;
  }

  /** What the page head needs. */
  async productHead(id: number) {
    const parts = (await this.catalog.current()).snapshot.productParts(id);
    if (!parts) return null;
    const p = parts.product;
    return {
      id: p.id,
      name: p.name,
      code: p.code,
      description: JSON.parse(p.descriptionJson) as string,
      price: centsToEuro(p.priceCents),
      stock: p.stock,
      image: p.image,
      brand: parts.brandName,
      category: parts.category.nameDe,
      ratingAverage: Number(p.ratingAvg ?? 0),
      ratingCount: p.ratingCount,
    };
  }

  async similar(id: number, userId: number | null): Promise<ProductListItem[] | null> {
    const p = await q.findProductBasics(this.db, id);
    if (!p) return null;
    return (await q.listSimilar(this.db, p, SIMILAR_LIMIT, userId)).map(toListItem);
  }

  async lights(id: number): Promise<LightDto[]> {
    return (await q.listLights(this.db, id)).map(lightDto);
  }

  // -------------------------------------------------------------------------------------
  // Shops and content
  // -------------------------------------------------------------------------------------

  async shops(): Promise<ShopDto[]> {
    return q.listShops(this.db);
  }

  async homepageTexts(): Promise<HomepageText[]> {
    return (await q.listHomepageTexts(this.db)).map((t) => ({
      name: t.name,
      description: sanitizeHtml(t.description),
    }));
  }

  async pages(): Promise<ContentPage[]> {
    return (await q.listPages(this.db)).map(pageDto);
  }

  async page(slug: string): Promise<ContentPage | null> {
    const page = await q.findPage(this.db, slug);
    return page ? pageDto(page) : null;
  }
}

const pageDto = (p: { id: number; slug: string; name: string; title: string; contentHtml: string }): ContentPage => ({
  id: p.id,
  slug: p.slug,
  name: p.name,
  title: p.title,
  content_html: sanitizeHtml(p.contentHtml),
});

/** /getLightId answers from SQL; the product page writes the same shape (catalog.detail-writer.ts). */
function lightDto(l: q.RelatedRow): LightDto {
  return {
    id: l.id,
    code: l.code,
    name: l.name,
    image: l.image,
    price: centsToEuro(lightListCents(l.price_cents, l.old_price_cents)),
    sale_price: centsToEuro(l.price_cents),
  };
}
