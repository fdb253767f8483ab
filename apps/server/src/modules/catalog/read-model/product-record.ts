/**
 * What the read model keeps of one product and of the small tables a product page names.
 * Types only, in a file of their own: the loader builds records with the writers' stored
 * cards (catalog.list-writer.ts, catalog.detail-writer.ts), and the writers read records, so
 * neither imports the other through this file.
 */

export interface ProductImage {
  path: string;
  width: number;
  height: number;
}

export interface ProductPdf {
  id: number;
  name: string;
  path: string;
}

/**
 * What only a product's own page shows, as the page embeds it: most of a record's characters
 * (about 1,200 of 3,000 per demo product), so a large catalogue leaves them in PostgreSQL (decision 174).
 */
export interface PageTexts {
  /** The description as JSON text (jsonText); JSON.parse gives the text. */
  descriptionJson: string;
  /**
   * The attributes (pageAttributesJson): compact JSON of { beschreibung, ausstatung }, both
   * always present. Kept as text, never parsed per request.
   */
  attributesJson: string;
  /**
   * Images (ProductImage[]) and PDFs (ProductPdf[]) as compact JSON text (jsonText): one string
   * per product instead of an object per image keeps the heap small.
   */
  imagesJson: string;
  pdfsJson: string;
}

/** lightIds of every product without lights: one array instead of an empty one per record. */
export const NO_LIGHTS: readonly number[] = Object.freeze([]);

export interface ProductRecord {
  id: number;
  code: string;
  name: string;
  categoryId: number;
  brandId: number | null;
  shopId: number;
  seriesId: number | null;
  priceCents: number;
  /**
   * The struck-out price the storefront may announce: products.lowest_price_30_days_cents (the lowest price of the
   * 30 days before the reduction began, PAngV §11), not the old price the staff entered; null when not reduced.
   */
  oldPriceCents: number | null;
  taxRate: number;
  stock: number;
  deliveryWeeks: string;
  bestSeller: boolean;
  isLight: boolean;
  variantGroup: string | null;
  colorFront: string | null;
  colorBody: string | null;
  dimensions: string | null;
  ratingAvg: number | null;
  ratingCount: number;
  /** The first image's path (list cards). */
  image: string | null;
  /**
   * name and image as JSON text (jsonText, escaped once at load): a product page lists
   * up to 60 other products of its series by them, and escaping them per request was most of
   * the cost of writing the page.
   */
  nameJson: string;
  imageJson: string;
  /** The product as a card in its series' product pages (catalog.detail-writer.ts, seriesCardJson). */
  seriesCardJson: string;
  /** The product as a card in lists and search, not on the wishlist (catalog.list-writer.ts). */
  listCardJson: string;
  /**
   * The texts only its own product page shows, or null when they stay in PostgreSQL and a page
   * reads them on demand (a catalogue above CatalogReadModelOptions.pageTextsUpTo products,
   * decision 174; CatalogReadModel.pageTexts).
   */
  texts: PageTexts | null;
  /** The product's lights, by id (NO_LIGHTS, one shared array, for the many without). */
  lightIds: readonly number[];
  /** The German lexemes of search_tsv (what the full-text index holds), space-separated. */
  lexemes: string;
  /** The German lexemes of the name alone, space-separated: a search word in the name ranks higher. */
  nameLexemes: string;
}

export interface CategoryRef {
  id: number;
  parentId: number | null;
  slug: string;
  nameDe: string;
}
export interface ShopRef {
  id: number;
  name: string;
  slug: string;
  warehouseId: number;
  vendorId: number;
}
export interface SeriesRef {
  id: number;
  name: string;
  frontColor: string;
  bodyColor: string;
}

export interface CatalogRefs {
  categories: CategoryRef[];
  /** In the database's order of their names (then ids): the filter panel lists them so. */
  brands: Map<number, string>;
  shops: Map<number, ShopRef>;
  series: Map<number, SeriesRef>;
  /** The catalogue's words (search_words), for correcting misspelt search words. */
  words: string[];
}
