import { z } from 'zod';
import type { ContentPage, HomepageText } from './content.ts';

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
      .regex(/^\d{1,7}([.,]\d{1,2})?$/, {
        error: `${label} muss ein Betrag in Euro von 0 bis ${MAX_PRICE_EURO} sein, z. B. 199,99.`,
      })
      .transform((v) => Number(v.replace(',', '.'))),
  );

/** brand=1&brand=2 and brand=1,2 both work; every item must be a brand id. */
const brandMessage = 'Die Marke muss als Zahl (Marken-ID) angegeben werden.';
const brandIds = optional(
  z.union([z.string(), z.array(z.string())], { error: brandMessage }).transform((v, ctx) => {
    const parts = (Array.isArray(v) ? v : [v])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean);
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

/**
 * The product id in a product path, as text: the routes read it themselves, so anything that
 * is not a known active product answers the spec's plain "Nicht Gefunden!" (404), not a 422.
 */
export const productPathSchema = z.object({ id: z.string().describe('Product id (digits).') });

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
// Reply shapes
// ---------------------------------------------------------------------------------------

export interface CategoryDto {
  id: number;
  parent_id: number | null;
  slug: string;
  name_de: string;
}

export interface BrandDto {
  id: number;
  name: string;
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

export type ProductListReply = Paged<ProductListItem>;

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
  /**
   * The struck-out price of an announced reduction: the lowest price of the 30 days before the reduction began
   * (PAngV §11), never above the old price the staff entered; null when no reduction may be announced.
   */
  old_price: number | null;
  /** The same reference under its legal name; the page says "Niedrigster Preis der letzten 30 Tage: …". */
  lowest_price_30_days: number | null;
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

// ---------------------------------------------------------------------------------------
// Reply schemas (docs/decisions/018): the routes declare them, so /api/docs shows every
// answer's shape, and the API tests check every answer against them. Strict: a field the
// schema does not name fails the check, so answers and schemas cannot drift apart. Each is
// tied to its interface above (satisfies), so the types and the schemas say the same.
// ---------------------------------------------------------------------------------------

const int = () => z.number().int();
const euroAmount = () => z.number();

const categoryDtoSchema = z.strictObject({
  id: int(),
  parent_id: int().nullable(),
  slug: z.string(),
  name_de: z.string(),
});
const brandDtoSchema = z.strictObject({ id: int(), name: z.string() });

export const categoryListReplySchema = z.strictObject({ data: z.array(categoryDtoSchema) }) satisfies z.ZodType<{
  data: CategoryDto[];
}>;

export const categoryPageReplySchema = z.strictObject({
  data: z.array(categoryDtoSchema),
  category: categoryDtoSchema.extend({ description_html: z.string(), parent: categoryDtoSchema.nullable() }),
});
/** GET /categories/{slug}: the subcategories in data, the category itself beside them. */
export type CategoryPageReply = z.infer<typeof categoryPageReplySchema>;

export const categoryFiltersReplySchema = z.strictObject({
  min_price: euroAmount(),
  max_price: euroAmount(),
  brands: z.array(brandDtoSchema),
});
/** GET /categories-filters/{slug}: price range (euro) and brands over the category and its subcategories. */
export type CategoryFiltersReply = z.infer<typeof categoryFiltersReplySchema>;

export const brandListReplySchema = z.strictObject({ data: z.array(brandDtoSchema) }) satisfies z.ZodType<{
  data: BrandDto[];
}>;

export const productListItemSchema = z
  .strictObject({
    id: int(),
    name: z.string(),
    price: euroAmount(),
    old_price: euroAmount().nullable(),
    /** The lowest price of the 30 days before the reduction began (PAngV §11); null when no reduction may be announced. */
    lowest_price_30_days: euroAmount().nullable(),
    product_image: z.string().nullable(),
    best_seller: z.boolean(),
    in_stock: z.boolean(),
    in_wishlist: z.boolean(),
  })
  .meta({ id: 'ProductListItem' });
export type ProductListItem = z.infer<typeof productListItemSchema>;

export const productListReplySchema = z.strictObject({
  data: z.array(productListItemSchema),
  meta: z.strictObject({ current_page: int(), last_page: int(), path: z.string(), per_page: int(), total: int() }),
  links: z.strictObject({
    first: z.string(),
    last: z.string(),
    next: z.string().nullable(),
    prev: z.string().nullable(),
  }),
}) satisfies z.ZodType<ProductListReply>;

export const productItemsReplySchema = z.strictObject({ data: z.array(productListItemSchema) }) satisfies z.ZodType<{
  data: ProductListItem[];
}>;

const lightDtoSchema = z.strictObject({
  id: int(),
  code: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  price: euroAmount(),
  sale_price: euroAmount(),
});

export const lightListReplySchema = z.strictObject({ data: z.array(lightDtoSchema) }) satisfies z.ZodType<{
  data: LightDto[];
}>;

export const productDetailReplySchema = z.strictObject({
  data: z.strictObject({
    price: euroAmount(),
    old_price: euroAmount().nullable(),
    lowest_price_30_days: euroAmount().nullable(),
    id: int(),
    product_shop: z.strictObject({
      id: int(),
      name: z.string(),
      shop_name: z.string(),
      shop_slug: z.string(),
      shop_id: int(),
      warehouse_id: int(),
      vendor_id: int(),
      product: z.strictObject({
        id: int(),
        code: z.string(),
        name: z.string(),
        description: z.string(),
        category: categoryDtoSchema.extend({ parent: categoryDtoSchema.nullable() }),
        brand: brandDtoSchema.nullable(),
        series: z
          .strictObject({ id: int(), name: z.string(), front_color: z.string(), body_color: z.string() })
          .nullable(),
        delivery_weeks: z.string(),
        images: z.array(z.strictObject({ path: z.string(), width: int(), height: int() })),
        product_image: z.string().nullable(),
        stock: int(),
        tax: z.number(),
        is_light: z.boolean(),
        skus: z.array(z.strictObject({ code: z.string(), delivery_time: z.string() })),
        pdf_file: z.array(z.strictObject({ id: int(), name: z.string(), path: z.string() })),
        attributes: z.strictObject({
          beschreibung: z.array(
            z.strictObject({
              name: z.string(),
              items: z.array(z.strictObject({ label: z.string(), value: z.union([z.string(), z.array(z.string())]) })),
            }),
          ),
          ausstatung: z.array(z.string()),
        }),
        serie_products: z.array(
          z.strictObject({
            id: int(),
            name: z.string(),
            image: z.string().nullable(),
            price: euroAmount(),
            old_price: euroAmount().nullable(),
            productName: z.string(),
            is_light: z.boolean(),
          }),
        ),
        lightning: z.array(lightDtoSchema),
        rating: z.strictObject({ average: z.number(), count: int() }),
      }),
    }),
    variants: z.strictObject({
      farbe: z.array(
        z.strictObject({
          variant_id: int(),
          farbe_image: z.string().nullable(),
          farbe_title: z.string(),
          selected: z.boolean(),
        }),
      ),
      dimensions: z.array(z.strictObject({ variant_id: int(), dimensions: z.string(), selected: z.boolean() })),
      variants: z.array(z.strictObject({ id: int(), name: z.string(), product_image: z.string().nullable() })),
    }),
    in_wishlist: z.boolean(),
  }),
});
export type ProductDetailReply = z.infer<typeof productDetailReplySchema>;

export const shopListReplySchema = z.strictObject({
  data: z.array(
    z.strictObject({
      id: int(),
      name: z.string(),
      slug: z.string(),
      description: z.string().nullable(),
      city: z.string().nullable(),
      product_count: int(),
    }),
  ),
}) satisfies z.ZodType<{ data: ShopDto[] }>;

// Home page texts and content pages (types in content.ts, which stays free of zod for the web's first load).
const contentPageSchema = z.strictObject({
  id: int(),
  slug: z.string(),
  name: z.string(),
  title: z.string(),
  content_html: z.string(),
});
export const homepageTextsReplySchema = z.strictObject({
  data: z.array(z.strictObject({ name: z.string(), description: z.string() })),
}) satisfies z.ZodType<{ data: HomepageText[] }>;
export const contentPagesReplySchema = z.strictObject({ data: z.array(contentPageSchema) }) satisfies z.ZodType<{
  data: ContentPage[];
}>;
export const contentPageReplySchema = z.strictObject({ data: contentPageSchema }) satisfies z.ZodType<{
  data: ContentPage;
}>;
