import { z } from 'zod';
import { positiveId } from './fields.ts';

/**
 * Staff pricing tools (account-checkout-pricing §3, §5, §7; design/pricing.md): postal-service
 * records, FdImm parameter sets, the freight product rows and the FdImm result rows.
 */

export const REQUIRED = 'Dies ist ein Pflichtfeld.';
export const NOT_A_NUMBER = 'Bitte geben Sie eine Zahl ein.';
export const NEGATIVE = 'Der Wert darf nicht negativ sein.';
export const NAME_TAKEN = 'Dieser Name ist bereits vergeben.';

/** A decimal from JSON or a form field: 1.5, "1.5" and "1,5" are the same number. Empty is missing. */
const decimal = (max: number) =>
  z.preprocess(
    (value) => {
      if (typeof value === 'string') {
        const text = value.trim().replace(',', '.');
        if (text === '') return undefined;
        return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
      }
      return value;
    },
    z
      .number({ error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : NOT_A_NUMBER) })
      .min(0, { error: NEGATIVE })
      .max(max, { error: `Der Wert darf höchstens ${max.toLocaleString('de-DE')} sein.` }),
  );

const name = () =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .max(120, { error: 'Der Name darf höchstens 120 Zeichen lang sein.' });

// Upper bounds keep every value inside its database column (numeric(10,x) / numeric(6,2)).
const EURO_MAX = 99_999_999;
const FACTOR_MAX = 999_999;
const PERCENT_MAX = 100;

const serviceFields = z.object({
  name: name(),
  faktori_post: decimal(FACTOR_MAX),
  zup_mosina: decimal(EURO_MAX),
  letzte_meile: decimal(EURO_MAX),
  paushall: decimal(EURO_MAX),
  thc_zup: decimal(EURO_MAX),
});

/**
 * POST/PUT /calculate/services. The create form names the factor `faktor_post`; it is accepted
 * as an alias of `faktori_post`, which is what is stored and sent (design/pricing.md).
 */
export const serviceInputSchema = z.preprocess((body) => {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const b = body as Record<string, unknown>;
    if (
      (b.faktori_post === undefined || b.faktori_post === null || b.faktori_post === '') &&
      b.faktor_post !== undefined
    ) {
      const { faktor_post, ...rest } = b;
      return { ...rest, faktori_post: faktor_post };
    }
  }
  return body;
}, serviceFields);
export type ServiceInput = z.infer<typeof serviceFields>;
/** The form's own schema (no alias to resolve). */
export const serviceFormSchema = serviceFields;

export const serviceSchema = z.object({
  id: z.number(),
  name: z.string(),
  faktori_post: z.number(),
  zup_mosina: z.number(),
  letzte_meile: z.number(),
  paushall: z.number(),
  thc_zup: z.number(),
});
export type PostalService = z.infer<typeof serviceSchema>;

/** POST/PUT /calculate/imm: the form labels ap1–ap3 "I %", "II %", "III %". */
export const immInputSchema = z.object({
  name: name(),
  ausg: decimal(FACTOR_MAX),
  kf: decimal(EURO_MAX),
  // Discounts and margins are shares of a price: at most 100 %. The reference mark-up (III) may exceed it.
  ap1: decimal(PERCENT_MAX),
  ap2: decimal(PERCENT_MAX),
  ap3: decimal(1000),
  db1: decimal(PERCENT_MAX),
  kvar: decimal(PERCENT_MAX),
  fakt: decimal(FACTOR_MAX),
});
export type ImmInput = z.infer<typeof immInputSchema>;

export const immSetSchema = z.object({
  id: z.number(),
  name: z.string(),
  ausg: z.number(),
  kf: z.number(),
  ap1: z.number(),
  ap2: z.number(),
  ap3: z.number(),
  db1: z.number(),
  kvar: z.number(),
  fakt: z.number(),
});
export type ImmSet = z.infer<typeof immSetSchema>;

export const pricingIdParamsSchema = z.object({ id: positiveId('Die ID muss eine positive ganze Zahl sein.') });

/** Optional server-side paging of the big lists; without page/per_page the whole list comes back. */
const listParams = {
  page: positiveId('Die Seite muss eine positive ganze Zahl sein.').optional(),
  per_page: z.coerce
    .number({ error: 'per_page muss zwischen 1 und 500 liegen.' })
    .int({ error: 'per_page muss zwischen 1 und 500 liegen.' })
    .min(1, { error: 'per_page muss zwischen 1 und 500 liegen.' })
    .max(500, { error: 'per_page muss zwischen 1 und 500 liegen.' })
    .optional(),
  q: z.string().trim().max(200, { error: 'Der Suchbegriff ist zu lang.' }).optional(),
};

export const freightSortKeys = [
  'id',
  'name',
  'code',
  'price',
  'cbm',
  'kg',
  'coli',
  'calculated_price',
  'final_price',
] as const;
export const immSortKeys = [
  'product_id',
  'name',
  'price',
  'cbm',
  'ausg',
  'einst',
  'db1',
  'db1e',
  'porno',
  'kvar',
  'db2e',
  'db2p',
  'pu kalk',
  'fakt',
  'vk werb',
  'pu',
  'ap1',
  'ap2',
  'freie',
] as const;

const sortParam = (keys: readonly string[]) =>
  z
    .string()
    .trim()
    .refine((s) => keys.includes(s.replace(/^-/, '')), {
      error: `Sortierung nach: ${keys.join(', ')} (absteigend mit "-").`,
    })
    .optional();

/** An optional id left empty by a form (`?postal_id=`, or a page writing out null) is no id. */
const noneWhenEmpty = (v: unknown) => (v === '' || v === 'null' || v === 'undefined' ? undefined : v);

export const freightQuerySchema = z.object({
  postal_id: z.preprocess(noneWhenEmpty, positiveId('Bitte wählen Sie einen Versanddienst.').optional()),
  ...listParams,
  sort: sortParam(freightSortKeys),
});
export type FreightQuery = z.infer<typeof freightQuerySchema>;

export const immQuerySchema = z.object({
  imm_id: positiveId('Bitte wählen Sie einen Parametersatz.'),
  postal_id: positiveId('Bitte wählen Sie einen Versanddienst.'),
  ...listParams,
  sort: sortParam(immSortKeys),
});
export type ImmQuery = z.infer<typeof immQuerySchema>;

export const freightRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  /** Purchase price, net euro (null when unknown). */
  price: z.number().nullable(),
  cbm: z.number().nullable(),
  kg: z.number().nullable(),
  coli: z.number().nullable(),
  calculated_price: z.number().nullable(),
  final_price: z.number().nullable(),
});
export type FreightRow = z.infer<typeof freightRowSchema>;

export const immRowSchema = z.object({
  product_id: z.number(),
  name: z.string(),
  price: z.number().nullable(),
  cbm: z.number().nullable(),
  ausg: z.number(),
  einst: z.number(),
  db1: z.number(),
  db1e: z.number(),
  porno: z.number(),
  kvar: z.number(),
  db2e: z.number(),
  db2p: z.number(),
  'pu kalk': z.number(),
  fakt: z.number(),
  'vk werb': z.number(),
  pu: z.number(),
  ap1: z.number(),
  ap2: z.number(),
  freie: z.number(),
});
export type ImmRow = z.infer<typeof immRowSchema>;

const pageMeta = z.object({
  current_page: z.number(),
  last_page: z.number(),
  path: z.string(),
  per_page: z.number(),
  total: z.number(),
});
const pageLinks = z.object({
  first: z.string(),
  last: z.string(),
  next: z.string().nullable(),
  prev: z.string().nullable(),
});

/** A list answer: `{data}` as the spec's lists, plus meta/links when paged. */
export const listReplySchema = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), meta: pageMeta.optional(), links: pageLinks.optional() });

export type ListReply<T> = {
  data: T[];
  meta?: z.infer<typeof pageMeta>;
  links?: z.infer<typeof pageLinks>;
};

export const serviceReplySchema = z.object({ message: z.string(), data: serviceSchema });
export const immReplySchema = z.object({ message: z.string(), data: immSetSchema });
export const serviceOneSchema = z.object({ data: serviceSchema });
export const immOneSchema = z.object({ data: immSetSchema });
