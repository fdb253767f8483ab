import { z } from 'zod';

/**
 * Storefront catalogue: query schemas (server validation, web filter forms) and the
 * response shapes of spec storefront §3/§7. Prices in responses are euro numbers with two
 * decimals (stored as cents on the server).
 */

export const PAGE_SIZE = 24;
export const SEARCH_MAX_LENGTH = 200;
export const MAX_PRICE_EURO = 9_999_999;
export const MAX_PAGE = 1_000_000_000;

/** Sort values of the spec (storefront §2, §9); without one the best sellers come first, then the newest. */
export const productOrders = ['Niedriger-Hoher', 'Hoher-Niedriger', 'A-Z', 'Z-A'] as const;
export type ProductOrder = (typeof productOrders)[number];

/** The category slug that selects the sale list (old price above price) instead of a category. */
export const SALE_SLUG = 'sale';

/** Query values arrive as strings; an empty one means "not given" (forms send empty fields). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || (typeof v === 'string' && v.trim() === '') ? undefined : v), schema.optional());

const euro = (label: string) =>
  optional(
    z
      .string({ error: `${label} muss ein Betrag in Euro sein, z. B. 199,99.` })
      .trim()
      .regex(/^\d{1,7}([.,]\d{1,2})?$/, { error: `${label} muss ein Betrag in Euro von 0 bis ${MAX_PRICE_EURO} sein, z. B. 199,99.` })
      .transform((v) => Number(v.replace(',', '.'))),
  );

/** brand=1&brand=2 and brand=1,2 both work; every item must be a brand id. */
const brandMessage = 'Die Marke muss als Zahl (Marken-ID) angegeben werden.';
const brandIds = optional(
  z.union([z.string(), z.array(z.string())], { error: brandMessage }).transform((v, ctx) => {
    const parts = (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean);
    if (parts.some((p) => !/^\d{1,9}$/.test(p))) {
      ctx.issues.push({ code: 'custom', message: brandMessage, input: v });
      return z.NEVER;
    }
    if (parts.length > 50) {
      ctx.issues.push({ code: 'custom', message: 'Bitte wählen Sie höchstens 50 Marken.', input: v });
      return z.NEVER;
    }
    return [...new Set(parts.map(Number))];
  }),
);

export const productListQuerySchema = z
  .object({
    category: optional(
      z
        .string({ error: 'Die Kategorie ist ungültig.' })
        .trim()
        .max(120, { error: 'Die Kategorie ist ungültig.' })
        .regex(/^[a-z0-9][a-z0-9-]*$/i, { error: 'Die Kategorie ist ungültig.' })
        .transform((v) => v.toLowerCase()),
    ),
    q: optional(
      z
        .string({ error: 'Der Suchbegriff ist ungültig.' })
        .trim()
        .max(SEARCH_MAX_LENGTH, { error: `Der Suchbegriff darf höchstens ${SEARCH_MAX_LENGTH} Zeichen lang sein.` }),
    ),
    min_price: euro('Der Mindestpreis'),
    max_price: euro('Der Höchstpreis'),
    brand: brandIds,
    order: optional(
      z.enum(productOrders, { error: `Unbekannte Sortierung. Erlaubt sind: ${productOrders.join(', ')}.` }),
    ),
    page: optional(
      z
        .string({ error: 'Die Seite muss eine ganze Zahl ab 1 sein.' })
        .trim()
        .regex(/^\d{1,10}$/, { error: 'Die Seite muss eine ganze Zahl ab 1 sein.' })
        .transform(Number)
        .pipe(
          z
            .number()
            .int()
            .min(1, { error: 'Die Seite muss eine ganze Zahl ab 1 sein.' })
            .max(MAX_PAGE, { error: `Die Seite darf höchstens ${MAX_PAGE} sein.` }),
        ),
    ),
  })
  .refine((v) => v.min_price === undefined || v.max_price === undefined || v.min_price <= v.max_price, {
    path: ['max_price'],
    error: 'Der Höchstpreis darf nicht kleiner als der Mindestpreis sein.',
  });
export type ProductListQuery = z.output<typeof productListQuerySchema>;
/** What the web puts into the query string (prices in euro; brands repeated as brand=1&brand=2). */
export interface ProductListParams {
  category?: string;
  q?: string;
  min_price?: number | string;
  max_price?: number | string;
  brand?: Array<number | string> | string;
  order?: ProductOrder;
  page?: number;
}

export const slugParamsSchema = z.object({
  slug: z
    .string()
    .trim()
    .max(120, { error: 'Ungültige Adresse.' })
    .regex(/^[a-z0-9][a-z0-9-]*$/i, { error: 'Ungültige Adresse.' })
    .transform((v) => v.toLowerCase()),
});

export const idParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, { error: 'Die ID muss eine positive ganze Zahl sein.' })
    .transform(Number),
});

// ---------------------------------------------------------------------------------------
// Response shapes
// ---------------------------------------------------------------------------------------

export interface CategoryDto {
  id: number;
  parent_id: number | null;
  slug: string;
  name_de: string;
}

/** GET /categories/{slug}: the subcategories in data, the category itself beside them. */
export interface CategoryPageResponse {
  data: CategoryDto[];
  category: CategoryDto & {
    /** Sanitised HTML shown under the product list. */
    description_html: string;
    parent: CategoryDto | null;
  };
}

export interface BrandDto {
  id: number;
  name: string;
}

/** GET /categories-filters/{slug}: price range (euro) and brands over the category and its subcategories. */
export interface CategoryFiltersResponse {
  min_price: number;
  max_price: number;
  brands: BrandDto[];
}

export interface ProductListItem {
  id: number;
  name: string;
  price: number;
  old_price: number | null;
  /** Path or URL of the first image; null when the product has none (the web shows its placeholder). */
  product_image: string | null;
  best_seller: boolean;
  in_wishlist: boolean;
}

export interface PageMeta {
  current_page: number;
  last_page: number;
  /** Full URL of the list without query. */
  path: string;
  per_page: number;
  total: number;
}

/** Full URLs that keep every filter in the query; null where there is no such page. */
export interface PageLinks {
  first: string;
  last: string;
  next: string | null;
  prev: string | null;
}

export interface Paged<T> {
  data: T[];
  meta: PageMeta;
  links: PageLinks;
}

export type ProductListResponse = Paged<ProductListItem>;

export interface ProductImage {
  path: string;
  width: number;
  height: number;
}

export interface AttributeGroupDto {
  name: string;
  items: { label: string; value: string | string[] }[];
}

export interface SeriesProductDto {
  id: number;
  name: string;
  image: string | null;
  price: number;
  old_price: number | null;
  /** The product's name (kept beside name for the spec's carousel). */
  productName: string;
  is_light: boolean;
}

/** A lighting accessory: price is the list price (old price when there is one), sale_price what is charged. */
export interface LightDto {
  id: number;
  code: string;
  name: string;
  image: string | null;
  price: number;
  sale_price: number;
}

export interface ProductDetail {
  price: number;
  old_price: number | null;
  id: number;
  product_shop: {
    /** The product id: one product is one marketplace offer (the cart's shopmarketplace_id). */
    id: number;
    name: string;
    shop_name: string;
    shop_slug: string;
    shop_id: number;
    warehouse_id: number;
    vendor_id: number;
    product: {
      id: number;
      code: string;
      name: string;
      description: string;
      category: CategoryDto & { parent: CategoryDto | null };
      brand: BrandDto | null;
      series: { id: number; name: string; front_color: string; body_color: string } | null;
      /** Raw value, e.g. "1-2" or "10-12" (the web offers the info modal from 10 weeks on). */
      delivery_weeks: string;
      images: ProductImage[];
      product_image: string | null;
      stock: number;
      tax: number;
      is_light: boolean;
      /** delivery_time: "1-2 Wochen" when in stock, otherwise the delivery weeks. */
      skus: { code: string; delivery_time: string }[];
      pdf_file: { id: number; name: string; path: string }[];
      attributes: { beschreibung: AttributeGroupDto[]; ausstatung: string[] };
      /** Same series without the product itself; LED lighting last. */
      serie_products: SeriesProductDto[];
      lightning: LightDto[];
      rating: { average: number; count: number };
    };
  };
  variants: {
    farbe: { variant_id: number; farbe_image: string | null; farbe_title: string; selected: boolean }[];
    dimensions: { variant_id: number; dimensions: string; selected: boolean }[];
    /** The other products of the variant group. */
    variants: { id: number; name: string; product_image: string | null }[];
  };
  in_wishlist: boolean;
}

export interface ProductDetailResponse {
  data: ProductDetail;
}

/** The body of a product call for an unknown product (text/plain); the web goes to the catch-all page. */
export const PRODUCT_NOT_FOUND_BODY = 'Nicht Gefunden!';

export interface ShopDto {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  city: string | null;
  product_count: number;
}
