import {
  PAGE_SIZE,
  SALE_SLUG,
  type LightDto,
  type ProductDetail,
  type ProductDetailReply,
  type ProductListItem,
  type ProductListQuery,
  type ProductOrder,
} from '@wohnwerk/contract/catalog';
import type { Db } from '../../db/client.ts';
import { centsToEuro, centsToEuroOrNull, euroToCents } from '../../lib/money.ts';
import type { QueryValue } from '../../lib/paging.ts';
import { lightListCents, writeProductDetail } from './catalog.detail-writer.ts';
import * as catalogQueries from './catalog.queries.ts';
import { listCard } from './catalog.list-writer.ts';
import { correctWordsFrom, searchTerms, tsqueryText } from './catalog.search.ts';
import { germanTsquery, OLDER_STEMMER, STEMMER_PROBE, stemmerRulesOf, type StemmerRules } from './german-tsquery.ts';
import { orFromMemory } from './last-good.ts';
import type { CatalogReadModel } from './read-model/catalog-read-model.ts';
import type { ProductRecord } from './read-model/product-record.ts';

/** Other modules' way to listing rows: the wishlist shows its products as the lists do. */
export { wishlistListing } from './catalog.queries.ts';

const SIMILAR_LIMIT = 12;
const NONE: ReadonlySet<number> = new Set();
/** How many normalised search texts are remembered (to_tsquery is a pure function of its text). */
const TSQUERY_MEMORY = 2000;

const orderOf: Record<ProductOrder, catalogQueries.ListingOrder> = {
  'Niedriger-Hoher': 'price-asc',
  'Hoher-Niedriger': 'price-desc',
  'A-Z': 'name-asc',
  'Z-A': 'name-desc',
};

export function toListItem(row: catalogQueries.ListingRow): ProductListItem {
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

/** The listing columns of a record of the catalogue's view. */
const listingOf = (r: ProductRecord): Omit<catalogQueries.ListingRow, 'inWishlist'> => ({
  id: r.id,
  name: r.name,
  priceCents: r.priceCents,
  oldPriceCents: r.oldPriceCents,
  bestSeller: r.bestSeller,
  stock: r.stock,
  image: r.image,
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
  /** The database's German stemmer's rules (learnStemmer), for normalising searches while it is away. */
  private stemmerRules: StemmerRules = OLDER_STEMMER;

  constructor(
    private readonly db: Db,
    /** Lists, search and product pages are answered from the catalogue read model. */
    private readonly catalog: CatalogReadModel,
  ) {}

  /** Learns which edition of the German stemmer the database has, for searches while it is away. */
  async learnStemmer(): Promise<void> {
    this.stemmerRules = stemmerRulesOf((await catalogQueries.toTsquery(this.db, STEMMER_PROBE)) ?? '');
  }

  /**
   * to_tsquery('german', text): the database's stemmer and stop words, asked once per text. While
   * the database is away, a text it never normalised is normalised in this process (decision 160)
   * and not remembered, so the database answers it again once it is back.
   */
  private async tsquery(text: string): Promise<string | null> {
    if (this.tsqueries.has(text)) return this.tsqueries.get(text)!;
    const fromDatabase = async () => {
      const normalised = await catalogQueries.toTsquery(this.db, text);
      if (this.tsqueries.size >= TSQUERY_MEMORY) this.tsqueries.delete(this.tsqueries.keys().next().value!);
      this.tsqueries.set(text, normalised);
      return normalised;
    };
    return orFromMemory(fromDatabase, async () => germanTsquery(text, this.stemmerRules));
  }

  /**
   * Which of these products the user has on their wishlist (one statement; none for guests). While
   * the database is away the page is shown without the marks: browsing matters more than a heart.
   */
  private async wishlisted(products: { id: number }[], userId: number | null): Promise<ReadonlySet<number>> {
    if (!userId || !products.length) return NONE;
    const ids = products.map((p) => p.id);
    return orFromMemory(
      async () => new Set(await catalogQueries.wishlistedAmong(this.db, userId, ids)),
      async () => NONE,
    );
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
    const filter: catalogQueries.ListingFilter = {
      categoryIds: null,
      categorySlug: sale ? undefined : query.category,
      sale,
      brandIds: query.brand ?? [],
      minCents: query.min_price === undefined ? undefined : euroToCents(query.min_price),
      maxCents: query.max_price === undefined ? undefined : euroToCents(query.max_price),
      search: null,
    };
    const order: catalogQueries.ListingOrder = query.order ? orderOf[query.order] : text ? 'relevance' : 'default';
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
   * on every call (no answer is kept); in_wishlist asks the database for a signed-in user
   * (unmarked while it is away).
   * null when the product is unknown or inactive.
   */
  async detailJson(id: number, userId: number | null): Promise<string | null> {
    const parts = (await this.catalog.current()).snapshot.productParts(id);
    if (!parts) return null;
    const [texts, wishlisted] = await Promise.all([
      this.catalog.pageTexts.of(parts.product),
      this.wishlisted([{ id }], userId),
    ]);
    if (!texts) return null;
    return writeProductDetail(parts, wishlisted.has(id), texts);
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
    const texts = await this.catalog.pageTexts.of(p);
    if (!texts) return null;
    return {
      id: p.id,
      name: p.name,
      code: p.code,
      description: JSON.parse(texts.descriptionJson) as string,
      price: centsToEuro(p.priceCents),
      stock: p.stock,
      image: p.image,
      brand: parts.brandName,
      category: parts.category.nameDe,
      ratingAverage: Number(p.ratingAvg ?? 0),
      ratingCount: p.ratingCount,
    };
  }

  /**
   * From the catalogue's view (snapshot-similar.ts, decision 179): no statement but the wishlist marks
   * of a signed-in customer, which are left out while the database is away, as on the lists.
   */
  async similar(id: number, userId: number | null): Promise<ProductListItem[] | null> {
    const found = (await this.catalog.current()).snapshot.similar(id, SIMILAR_LIMIT);
    if (!found) return null;
    const listed = await this.wishlisted(found, userId);
    return found.map((r) => toListItem({ ...listingOf(r), inWishlist: listed.has(r.id) }));
  }

  async lights(id: number): Promise<LightDto[]> {
    return (await catalogQueries.listLights(this.db, id)).map(lightDto);
  }
}

/** /getLightId answers from SQL; the product page writes the same shape (catalog.detail-writer.ts). */
function lightDto(l: catalogQueries.RelatedRow): LightDto {
  return {
    id: l.id,
    code: l.code,
    name: l.name,
    image: l.image,
    price: centsToEuro(lightListCents(l.price_cents, l.old_price_cents)),
    sale_price: centsToEuro(l.price_cents),
  };
}
