import { z } from 'zod';
import { MAX_PRICE_EURO } from './catalog.ts';
import { euroField, euroOrNull, ID_MAX, optionalEuroField } from './fields.ts';

/**
 * Shop administration of the catalogue (/api/v1/admin/products, categories, shops, brands,
 * homepage texts, information pages). One schema per body: the server validates with it and
 * the admin form uses the same one, so both show the same German field errors. JSON names
 * follow the storefront's product answer (catalog.ts); amounts are euro with two decimals.
 */

export const REQUIRED = 'Dies ist ein Pflichtfeld.';
export const CODE_TAKEN = 'Diese Artikelnummer ist bereits vergeben.';
export const SLUG_TAKEN = 'Diese Adresse (Slug) ist bereits vergeben.';
export const UNKNOWN_CATEGORY = 'Diese Kategorie gibt es nicht.';
export const UNKNOWN_SHOP = 'Diesen Shop gibt es nicht.';
/** A seller's user names a shop that is not one of their seller's (decision 172). */
export const FOREIGN_SHOP = 'Dieser Shop gehört nicht zu Ihren Shops. Bitte wählen Sie einen Ihrer Shops.';
export const UNKNOWN_BRAND = 'Diese Marke gibt es nicht.';
export const UNKNOWN_SERIES = 'Diese Serie gibt es nicht.';
export const UNKNOWN_LIGHT = 'Mindestens eine gewählte Beleuchtung ist kein Beleuchtungsartikel.';

/** Form fields arrive as strings; an empty one means "not given". */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const blankToNull = (v: unknown) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v);

const text = (label: string, max: number) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .max(max, { error: `${label} darf höchstens ${max} Zeichen lang sein.` });

const optionalText = (label: string, max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `${label} muss ein Text sein.` })
      .trim()
      .max(max, { error: `${label} darf höchstens ${max} Zeichen lang sein.` })
      .nullable(),
  );

/** The product form's messages for a price, each naming the field. */
const euroMessages = (label: string, min: number) => ({
  required: REQUIRED,
  invalid: `${label} muss ein Betrag in Euro sein.`,
  example: `${label} muss ein Betrag in Euro sein, z. B. 199,99.`,
  cents: `${label} darf höchstens zwei Nachkommastellen haben.`,
  min: min > 0 ? `${label} muss größer als 0 sein.` : `${label} darf nicht negativ sein.`,
  max: `${label} darf höchstens ${MAX_PRICE_EURO.toLocaleString('de-DE')} € sein.`,
});

/** Amounts are read by the one strict parser (euro.ts): 1.234,56 / 1234,56 / 1234.56 / 1234 and JSON numbers. */
const euro = (label: string, min = 0) => euroField(euroMessages(label, min), { min, max: MAX_PRICE_EURO });
const optionalEuro = (label: string) => optionalEuroField(euroMessages(label, 0), { min: 0, max: MAX_PRICE_EURO });

/** A decimal with at most `scale` places (cbm, kg), null when not given. */
const optionalDecimal = (label: string, max: number, scale: number) =>
  z.preprocess(
    (v) => {
      if (v === null || v === undefined) return null;
      if (typeof v === 'number') return v;
      if (typeof v !== 'string') return Number.NaN;
      const t = v.trim().replace(',', '.');
      if (t === '') return null;
      return /^\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
    },
    z
      .number({ error: `${label} muss eine Zahl sein.` })
      .refine((n) => !Number.isNaN(n), { error: `${label} muss eine Zahl sein.` })
      .refine((n) => Number.isNaN(n) || n >= 0, { error: `${label} darf nicht negativ sein.` })
      .refine((n) => Number.isNaN(n) || n <= max, {
        error: `${label} darf höchstens ${max.toLocaleString('de-DE')} sein.`,
      })
      .refine((n) => Number.isNaN(n) || Math.abs(Math.round(n * 10 ** scale) - n * 10 ** scale) < 1e-6, {
        error: `${label} darf höchstens ${scale} Nachkommastellen haben.`,
      })
      .nullable(),
  );

const wholeNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : blankToUndefined(v)),
    z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null ? REQUIRED : `${label} muss eine ganze Zahl sein.`,
      })
      .int({ error: `${label} muss eine ganze Zahl sein.` })
      .min(min, { error: `${label} muss mindestens ${min} sein.` })
      .max(max, { error: `${label} darf höchstens ${max.toLocaleString('de-DE')} sein.` }),
  );

const idField = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : blankToUndefined(v)),
    z
      .number({ error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : message) })
      .int({ error: message })
      .min(1, { error: message })
      .max(ID_MAX, { error: message }),
  );
const optionalId = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : blankToNull(v)),
    z
      .number({ error: message })
      .int({ error: message })
      .min(1, { error: message })
      .max(ID_MAX, { error: message })
      .nullable(),
  );

const boolField = (label: string, fallback: boolean) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? fallback : v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: `${label} muss ja oder nein sein.` }),
  );

/** GS1 check digit over EAN-8, UPC-A (12), EAN-13 and GTIN-14. */
export function isValidGtin(code: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop() as number;
  let sum = 0;
  for (let i = digits.length - 1, w = 3; i >= 0; i--, w = w === 3 ? 1 : 3) sum += (digits[i] as number) * w;
  return (10 - (sum % 10)) % 10 === check;
}

const attributeItemSchema = z.object({
  label: text('Die Bezeichnung', 80),
  value: z.union(
    [
      text('Der Wert', 500),
      z
        .array(text('Der Wert', 500), { error: 'Der Wert muss ein Text oder eine Liste sein.' })
        .min(1, { error: REQUIRED })
        .max(50, { error: 'Höchstens 50 Einträge.' }),
    ],
    { error: 'Der Wert muss ein Text oder eine Liste sein.' },
  ),
});

/** The storefront's description groups: e.g. Farbe (Front, Korpus), Lieferinformation (Lieferumfang). */
export const attributeGroupSchema = z.object({
  name: text('Der Gruppenname', 80),
  items: z
    .array(attributeItemSchema, { error: 'Die Einträge müssen eine Liste sein.' })
    .max(30, { error: 'Höchstens 30 Einträge je Gruppe.' }),
});

export const productAttributesSchema = z.preprocess(
  (v) => (v === undefined || v === null ? { beschreibung: [], ausstatung: [] } : v),
  z.object({
    beschreibung: z
      .array(attributeGroupSchema, { error: 'Die Beschreibungsgruppen müssen eine Liste sein.' })
      .max(20, { error: 'Höchstens 20 Gruppen.' })
      .default([]),
    /** The Ausstattung list (the storefront's spelling). */
    ausstatung: z
      .array(text('Ein Ausstattungsmerkmal', 200), { error: 'Die Ausstattung muss eine Liste sein.' })
      .max(50, { error: 'Höchstens 50 Ausstattungsmerkmale.' })
      .default([]),
  }),
);

export const DELIVERY_WEEKS_PATTERN = /^\d{1,2}(-\d{1,2})?$/;
export const TAX_RATES = [19, 7] as const;

const productFields = z.object({
  code: text('Die Artikelnummer', 60).regex(/^[A-Za-z0-9][A-Za-z0-9._\-/]*$/, {
    error: 'Die Artikelnummer darf nur Buchstaben, Ziffern und . _ - / enthalten.',
  }),
  name: text('Der Name', 255),
  category_id: idField('Bitte wählen Sie eine Kategorie.'),
  shop_id: idField('Bitte wählen Sie einen Shop.'),
  brand_id: optionalId('Bitte wählen Sie eine Marke.'),
  series_id: optionalId('Bitte wählen Sie eine Serie.'),
  price: euro('Der Preis', 0.01),
  old_price: optionalEuro('Der alte Preis'),
  purchase_price: optionalEuro('Der Einkaufspreis'),
  stock: wholeNumber('Der Bestand', 0, 1_000_000),
  delivery_weeks: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? '1-2' : typeof v === 'number' ? String(v) : v),
    z
      .string({ error: 'Die Lieferzeit muss in Wochen angegeben werden, z. B. 1-2.' })
      .trim()
      .regex(DELIVERY_WEEKS_PATTERN, { error: 'Die Lieferzeit muss in Wochen angegeben werden, z. B. 1-2 oder 6.' }),
  ),
  best_seller: boolField('Bestseller', false),
  active: boolField('Aktiv', true),
  description: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string({ error: 'Die Beschreibung muss ein Text sein.' })
      .trim()
      .max(20_000, { error: 'Die Beschreibung darf höchstens 20.000 Zeichen lang sein.' }),
  ),
  tax: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 19 : typeof v === 'string' ? Number(v) : v),
    z.union([z.literal(19), z.literal(7)], { error: 'Der Steuersatz muss 19 oder 7 Prozent sein.' }),
  ),
  is_light: boolField('Beleuchtungsartikel', false),
  front_color: optionalText('Die Frontfarbe', 80),
  body_color: optionalText('Die Korpusfarbe', 80),
  dimensions: optionalText('Die Maße', 40),
  variant_group: optionalText('Die Variantengruppe', 120),
  attributes: productAttributesSchema,
  ean: z.preprocess(
    blankToNull,
    z
      .string({ error: 'Die EAN muss aus Ziffern bestehen.' })
      .trim()
      .refine(isValidGtin, { error: 'Die EAN ist ungültig (8, 12, 13 oder 14 Ziffern mit gültiger Prüfziffer).' })
      .nullable(),
  ),
  cbm: optionalDecimal('Das Volumen (cbm)', 99_999.999, 3),
  kg: optionalDecimal('Das Gewicht (kg)', 999_999.99, 2),
  coli: z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : blankToNull(v)),
    z
      .number({ error: 'Die Anzahl Packstücke (Colli) muss eine ganze Zahl sein.' })
      .int({ error: 'Die Anzahl Packstücke (Colli) muss eine ganze Zahl sein.' })
      .min(1, { error: 'Die Anzahl Packstücke (Colli) muss mindestens 1 sein.' })
      .max(999, { error: 'Die Anzahl Packstücke (Colli) darf höchstens 999 sein.' })
      .nullable(),
  ),
  /** Ids of the lighting accessories offered with this product (products with is_light). */
  lightning: z.preprocess(
    (v) => (v === undefined || v === null ? [] : v),
    z
      .array(z.number({ error: UNKNOWN_LIGHT }).int({ error: UNKNOWN_LIGHT }).min(1, { error: UNKNOWN_LIGHT }), {
        error: 'Die Beleuchtung muss eine Liste von Artikel-IDs sein.',
      })
      .max(50, { error: 'Höchstens 50 Beleuchtungsartikel.' })
      .transform((ids) => [...new Set(ids)]),
  ),
});

/**
 * POST /api/v1/admin/products and PUT /api/v1/admin/products/{id} take the same body.
 * The old price, when given, is the price a reduction is announced against, so it must lie above the price.
 */
export const productBodySchema = productFields.superRefine((p, ctx) => {
  if (p.old_price !== null && !Number.isNaN(p.price) && p.old_price <= p.price)
    ctx.addIssue({ code: 'custom', path: ['old_price'], message: 'Der alte Preis muss über dem Preis liegen.' });
  if (p.is_light && p.lightning.length > 0)
    ctx.addIssue({
      code: 'custom',
      path: ['lightning'],
      message: 'Ein Beleuchtungsartikel kann selbst keine Beleuchtung anbieten.',
    });
});
export type ProductBodyInput = z.input<typeof productBodySchema>;
export type ProductBody = z.output<typeof productBodySchema>;

/** The admin form's and GET /api/v1/admin/products/{id}'s view of a product: the body plus what the server keeps. */
export interface AdminProduct extends ProductBody {
  id: number;
  created_at: string;
  /** Lowest price of the 30 days before the current reduction began (PAngV §11); null when nothing is reduced. */
  lowest_price_30_days: number | null;
  /** True once the product is in an order: it can then only be deactivated, never deleted. */
  ordered: boolean;
  pdf_file: { id: number; name: string; path: string }[];
  images: { id: number; path: string; width: number; height: number }[];
}

// ---------------------------------------------------------------------------------------
// Product list
// ---------------------------------------------------------------------------------------

export const ADMIN_PAGE_SIZE = 25;
export const adminProductSorts = [
  'name',
  '-name',
  'code',
  '-code',
  'price',
  '-price',
  'stock',
  '-stock',
  'created',
  '-created',
] as const;
export type AdminProductSort = (typeof adminProductSorts)[number];

const queryId = (message: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(1, { error: message })
      .max(ID_MAX, { error: message })
      .optional(),
  );
const queryBool = (message: string) =>
  z.preprocess(
    (v) =>
      v === '' || v === undefined
        ? undefined
        : v === 'true' || v === '1'
          ? true
          : v === 'false' || v === '0'
            ? false
            : v,
    z.boolean({ error: message }).optional(),
  );

export const adminProductListQuerySchema = z.object({
  q: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'Der Suchbegriff ist ungültig.' })
      .trim()
      .max(200, { error: 'Der Suchbegriff darf höchstens 200 Zeichen lang sein.' })
      .optional(),
  ),
  category: queryId('Die Kategorie ist ungültig.'),
  shop: queryId('Der Shop ist ungültig.'),
  brand: queryId('Die Marke ist ungültig.'),
  active: queryBool('Aktiv muss true oder false sein.'),
  stock_zero: queryBool('Bestand 0 muss true oder false sein.'),
  /** Only lighting accessories (the form's lighting picker). */
  light: queryBool('Beleuchtung muss true oder false sein.'),
  /** true: only the deleted products (restorable, decision 152); otherwise they are left out. */
  deleted: queryBool('Gelöscht muss true oder false sein.'),
  sort: z.preprocess(
    blankToUndefined,
    z
      .enum(adminProductSorts, { error: `Unbekannte Sortierung. Erlaubt sind: ${adminProductSorts.join(', ')}.` })
      .optional(),
  ),
  page: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'Die Seite muss eine ganze Zahl ab 1 sein.' })
      .int({ error: 'Die Seite muss eine ganze Zahl ab 1 sein.' })
      .min(1, { error: 'Die Seite muss eine ganze Zahl ab 1 sein.' })
      .max(1_000_000, { error: 'Die Seite darf höchstens 1.000.000 sein.' })
      .optional(),
  ),
});
export type AdminProductListQuery = z.output<typeof adminProductListQuerySchema>;

export interface AdminProductRow {
  id: number;
  code: string;
  name: string;
  ean: string | null;
  category_id: number;
  category_name: string;
  shop_id: number;
  shop_name: string;
  brand_id: number | null;
  brand_name: string | null;
  price: number;
  old_price: number | null;
  stock: number;
  active: boolean;
  best_seller: boolean;
  /** Its first photo (the list picture), or null without photos. */
  image: string | null;
  /** When and by whom it was deleted (only in the list of deleted products; null otherwise). */
  deleted_at: string | null;
  deleted_by_name: string | null;
}

/** POST /api/v1/admin/products/bulk: activate or deactivate the selected products. */
export const productBulkBodySchema = z.object({
  ids: z
    .array(
      z
        .number({ error: 'Ungültige Artikel-ID.' })
        .int({ error: 'Ungültige Artikel-ID.' })
        .min(1, { error: 'Ungültige Artikel-ID.' })
        .max(ID_MAX, { error: 'Ungültige Artikel-ID.' }),
      {
        error: 'Bitte wählen Sie mindestens einen Artikel.',
      },
    )
    .min(1, { error: 'Bitte wählen Sie mindestens einen Artikel.' })
    .max(1000, { error: 'Höchstens 1.000 Artikel auf einmal.' }),
  active: z.boolean({ error: 'Aktiv muss true oder false sein.' }),
});
export type ProductBulkBody = z.output<typeof productBulkBodySchema>;

/** GET /api/v1/admin/categories: deleted=true lists the deleted categories (restorable) instead of the others. */
export const adminCategoryListQuerySchema = z.object({
  deleted: queryBool('Gelöscht muss true oder false sein.'),
});

// ---------------------------------------------------------------------------------------
// Categories, shops, brands, series, homepage texts, information pages
// ---------------------------------------------------------------------------------------

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const slug = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z
      .string({ error: REQUIRED })
      .min(1, { error: REQUIRED })
      .max(120, { error: 'Die Adresse (Slug) darf höchstens 120 Zeichen lang sein.' })
      .regex(SLUG_PATTERN, {
        error: 'Die Adresse (Slug) darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten.',
      }),
  );
const optionalSlug = () => z.preprocess((v) => blankToUndefined(v), slug().optional());
const html = (label: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string({ error: `${label} muss ein Text sein.` }).max(200_000, { error: `${label} ist zu lang.` }),
  );

/** A category: the slug is made from the name when not given; parent_id null puts it at the top. */
export const categoryBodySchema = z.object({
  name_de: text('Der Name', 160),
  slug: optionalSlug(),
  parent_id: optionalId('Bitte wählen Sie eine übergeordnete Kategorie.'),
  description_html: html('Die Beschreibung'),
  sort_order: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 0 : v),
    wholeNumber('Die Reihenfolge', 0, 100_000),
  ),
});
export type CategoryBody = z.output<typeof categoryBodySchema>;

export const shopBodySchema = z.object({
  name: text('Der Name', 120),
  slug: optionalSlug(),
  description: optionalText('Die Beschreibung', 5000),
  city: optionalText('Der Ort', 120),
});
export type ShopBody = z.output<typeof shopBodySchema>;

export const brandBodySchema = z.object({ name: text('Der Name', 120), slug: optionalSlug() });
export type BrandBody = z.output<typeof brandBodySchema>;

export const seriesBodySchema = z.object({
  name: text('Der Name', 120),
  front_color: text('Die Frontfarbe', 80),
  body_color: text('Die Korpusfarbe', 80),
});
export type SeriesBody = z.output<typeof seriesBodySchema>;

export const homepageTextBodySchema = z.object({ description: text('Der Text', 20_000) });

export const contentPageBodySchema = z.object({
  slug: slug(),
  name: text('Der Menüname', 120),
  title: text('Der Titel', 200),
  content_html: html('Der Inhalt'),
  sort_order: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 0 : v),
    wholeNumber('Die Reihenfolge', 0, 100_000),
  ),
});
export type ContentPageBody = z.output<typeof contentPageBodySchema>;

// ---------------------------------------------------------------------------------------
// Reply schemas (docs/decisions/018): strict, tied to the interfaces above.
// ---------------------------------------------------------------------------------------

const int = () => z.number().int();
const attributesOut = z.strictObject({
  beschreibung: z.array(
    z.strictObject({
      name: z.string(),
      items: z.array(z.strictObject({ label: z.string(), value: z.union([z.string(), z.array(z.string())]) })),
    }),
  ),
  ausstatung: z.array(z.string()),
});

export const adminProductSchema = z.strictObject({
  id: int(),
  code: z.string(),
  name: z.string(),
  category_id: int(),
  shop_id: int(),
  brand_id: int().nullable(),
  series_id: int().nullable(),
  price: z.number(),
  old_price: z.number().nullable(),
  purchase_price: z.number().nullable(),
  stock: int(),
  delivery_weeks: z.string(),
  best_seller: z.boolean(),
  active: z.boolean(),
  description: z.string(),
  tax: z.union([z.literal(19), z.literal(7)]),
  is_light: z.boolean(),
  front_color: z.string().nullable(),
  body_color: z.string().nullable(),
  dimensions: z.string().nullable(),
  variant_group: z.string().nullable(),
  attributes: attributesOut,
  ean: z.string().nullable(),
  cbm: z.number().nullable(),
  kg: z.number().nullable(),
  coli: int().nullable(),
  lightning: z.array(int()),
  created_at: z.string(),
  lowest_price_30_days: z.number().nullable(),
  ordered: z.boolean(),
  pdf_file: z.array(z.strictObject({ id: int(), name: z.string(), path: z.string() })),
  images: z.array(z.strictObject({ id: int(), path: z.string(), width: int(), height: int() })),
}) satisfies z.ZodType<AdminProduct>;

export const adminProductReplySchema = z.strictObject({
  data: adminProductSchema,
});
export type AdminProductReply = z.infer<typeof adminProductReplySchema>;
export const adminProductCreatedSchema = z.strictObject({ id: int() });
/** POST answers the new id. */
export type AdminProductCreated = z.infer<typeof adminProductCreatedSchema>;

export const adminProductListReplySchema = z.strictObject({
  data: z.array(
    z.strictObject({
      id: int(),
      code: z.string(),
      name: z.string(),
      ean: z.string().nullable(),
      category_id: int(),
      category_name: z.string(),
      shop_id: int(),
      shop_name: z.string(),
      brand_id: int().nullable(),
      brand_name: z.string().nullable(),
      price: z.number(),
      old_price: z.number().nullable(),
      stock: int(),
      active: z.boolean(),
      best_seller: z.boolean(),
      image: z.string().nullable(),
      deleted_at: z.string().nullable(),
      deleted_by_name: z.string().nullable(),
    }),
  ),
  meta: z.strictObject({ current_page: int(), last_page: int(), total: int(), per_page: int() }),
});
export type AdminProductListReply = z.infer<typeof adminProductListReplySchema>;

export const bulkResultSchema = z.strictObject({ changed: int() });
export const deleteResultSchema = z.strictObject({
  deleted: z.boolean(),
  deactivated: z.boolean(),
  message: z.string(),
});
export const pdfCreatedSchema = z.strictObject({
  data: z.strictObject({ id: int(), name: z.string(), path: z.string() }),
});

/**
 * What made a product change: staff (form, photos, PDFs), an import, or an order's stock: taken at
 * checkout (order), given back by a cancellation, an unpaid order's expiry, a withdrawal or a refund.
 */
export const catalogChangeSources = [
  'staff',
  'import',
  'order',
  'cancellation',
  'expiry',
  'withdrawal',
  'refund',
] as const;
export type CatalogChangeSource = (typeof catalogChangeSources)[number];

export const auditEntrySchema = z.strictObject({
  id: int(),
  entity: z.string(),
  entity_id: int(),
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  user_id: int().nullable(),
  user_name: z.string().nullable(),
  /** What made the change (decision 150); user_id is who applied an import, or the staff member behind an order's. */
  source: z.enum(catalogChangeSources),
  import_id: z.string().nullable(),
  /** The import's short number ("Import #12"). */
  import_number: int().nullable(),
  /** The order whose stock movement this is ("Bestellung WW-2026-000123"). */
  order_number: z.string().nullable(),
  created_at: z.string(),
});
/** One recorded change: who or what, when, which field, before → after. */
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export interface PriceHistoryEntry {
  price: number;
  old_price: number | null;
  valid_from: string;
}
export const productHistoryReplySchema = z.strictObject({
  data: z.strictObject({
    changes: z.array(auditEntrySchema),
    prices: z.array(z.strictObject({ price: z.number(), old_price: z.number().nullable(), valid_from: z.string() })),
  }),
});
export type ProductHistoryReply = z.infer<typeof productHistoryReplySchema>;

/** POST /api/v1/admin/products/pricing: margin and final price of the form's values (design/pricing.md). */
export const pricingPreviewBodySchema = z.object({
  postal_id: idField('Bitte wählen Sie einen Postdienst.'),
  imm_id: idField('Bitte wählen Sie einen Parametersatz.'),
  price: euroOrNull(MAX_PRICE_EURO).optional(),
  purchase_price: euroOrNull(MAX_PRICE_EURO),
  cbm: optionalDecimal('Das Volumen (cbm)', 99_999.999, 3),
  coli: z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : blankToNull(v)),
    z.number().int().min(0).max(999).nullable(),
  ),
});
export type PricingPreviewBody = z.output<typeof pricingPreviewBodySchema>;
export const pricingPreviewReplySchema = z.strictObject({
  data: z.strictObject({
    /** Freight calculator: the purchase price plus the postage of the service. */
    porto: z.number(),
    final_price: z.number(),
    /** Margin calculator: the suggested retail price (ends in ,99), landed cost and margins. */
    einst: z.number(),
    pu: z.number(),
    db1e: z.number(),
    db1: z.number(),
    db2e: z.number(),
    db2p: z.number(),
    freie: z.number(),
    below_minimum: z.boolean(),
    /** The margin at the price entered in the form (null without a price). */
    at_price: z.strictObject({ db1e: z.number(), db1: z.number(), db2e: z.number(), db2p: z.number() }).nullable(),
  }),
});
export type PricingPreview = z.infer<typeof pricingPreviewReplySchema>['data'];

export const adminCategorySchema = z.strictObject({
  id: int(),
  parent_id: int().nullable(),
  slug: z.string(),
  name_de: z.string(),
  description_html: z.string(),
  sort_order: int(),
  product_count: int(),
  /** When and by whom it was deleted (only in the list of deleted categories; null otherwise). */
  deleted_at: z.string().nullable(),
  deleted_by_name: z.string().nullable(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminShopSchema = z.strictObject({
  id: int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  city: z.string().nullable(),
  product_count: int(),
});
export type AdminShop = z.infer<typeof adminShopSchema>;
export const adminBrandSchema = z.strictObject({
  id: int(),
  name: z.string(),
  slug: z.string(),
  product_count: int(),
});
export type AdminBrand = z.infer<typeof adminBrandSchema>;
export const adminSeriesSchema = z.strictObject({
  id: int(),
  name: z.string(),
  front_color: z.string(),
  body_color: z.string(),
});
export type AdminSeries = z.infer<typeof adminSeriesSchema>;
export const adminHomepageTextSchema = z.strictObject({
  id: int(),
  name: z.string(),
  description: z.string(),
});
export type AdminHomepageText = z.infer<typeof adminHomepageTextSchema>;
export const adminContentPageSchema = z.strictObject({
  id: int(),
  slug: z.string(),
  name: z.string(),
  title: z.string(),
  content_html: z.string(),
  sort_order: int(),
});
export type AdminContentPage = z.infer<typeof adminContentPageSchema>;

export const listOf = <T extends z.ZodType>(item: T) => z.strictObject({ data: z.array(item) });
export const oneOf = <T extends z.ZodType>(item: T) => z.strictObject({ data: item });

export const adminIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, { error: 'Die ID muss eine positive ganze Zahl sein.' })
    .transform(Number),
});
export const adminPdfParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, { error: 'Die ID muss eine positive ganze Zahl sein.' })
    .transform(Number),
  pdfId: z
    .string()
    .regex(/^\d{1,9}$/, { error: 'Die ID muss eine positive ganze Zahl sein.' })
    .transform(Number),
});
export const pdfUploadQuerySchema = z.object({
  name: z.preprocess(
    (v) => (v === undefined || v === '' ? 'Aufbauanleitung' : v),
    z.string().trim().min(1).max(200, { error: 'Der Name darf höchstens 200 Zeichen lang sein.' }),
  ),
});
