import { z } from 'zod';
import { emailAddress, positiveId, requiredText } from './fields.ts';
import { normaliseVatId, vatIdFormats, vatIdProblem } from './vat-id.ts';

/**
 * Marketplace sellers (issue 38, decision 169): a company selling through Wohnwerk from its own shops, paid out
 * to its IBAN less a commission. Staff read sellers with the IBAN masked; admins create, change and read it in full.
 */

export const sellerTexts = {
  companyName: 'Bitte geben Sie den Firmennamen an (höchstens 120 Zeichen).',
  street: 'Bitte geben Sie Straße und Hausnummer an (höchstens 190 Zeichen).',
  zip: 'Bitte geben Sie eine gültige Postleitzahl an.',
  city: 'Bitte geben Sie den Ort an (höchstens 120 Zeichen).',
  country: 'Bitte geben Sie den Ländercode eines EU-Staats an, z. B. DE.',
  vatIdCountry: 'Die USt-IdNr. gehört nicht zum Land des Verkäufers.',
  iban: 'Diese IBAN ist ungültig. Bitte prüfen Sie sie.',
  commission: 'Die Provision liegt zwischen 0 und 100 % mit höchstens zwei Nachkommastellen.',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  name: 'Bitte geben Sie einen Namen an (höchstens 120 Zeichen).',
  categoryTwice: 'Jede Kategorie darf nur einmal vorkommen.',
  categoryUnknown: (id: number) => `Die Kategorie ${id} gibt es nicht.`,
  shopUnknown: (id: number) => `Den Shop ${id} gibt es nicht.`,
  shopTaken: (shop: string) => `Der Shop „${shop}“ gehört bereits einem anderen Verkäufer.`,
  notFound: 'Dieser Verkäufer wurde nicht gefunden.',
  invited: 'Die Einladung wurde versendet.',
} as const;

const text = (max: number, message: string) => requiredText(max, { required: message, tooLong: message });
const email = () => emailAddress({ invalid: sellerTexts.email, tooLong: sellerTexts.email });
const id = positiveId('Die ID muss eine positive ganze Zahl sein.');

/** EU states by their ISO code (Greece is GR here, EL in its VAT ids). */
const euStates = new Map(Object.entries(vatIdFormats).map(([prefix, state]) => [state.iso, prefix]));

/** A percentage with at most two decimals, kept as hundredths of a percent (12.5 → 1250). */
const percent = z
  .number({ error: sellerTexts.commission })
  .min(0, { error: sellerTexts.commission })
  .max(100, { error: sellerTexts.commission })
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: sellerTexts.commission });

/**
 * An IBAN as people write it ("de89 3704 …"), kept in its electronic form. Only its shape here: the server checks
 * the check digits and the country's length with ibantools (sellers.routes.ts).
 */
export const ibanField = z
  .string()
  .max(50, { error: sellerTexts.iban })
  .transform((v) => v.toUpperCase().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/, { error: sellerTexts.iban }));

/** The fields of a seller as staff send them (POST and PUT: the whole seller). */
export const sellerBodyObject = z.object({
  company_name: text(120, sellerTexts.companyName),
  street: text(190, sellerTexts.street),
  // Any EU state's postcode (NL "1234 AB", PL "00-950"), not the German form's digits only (fields.ts zipCode).
  zip: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{3,10}$/, { error: sellerTexts.zip }),
  city: text(120, sellerTexts.city),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .refine((c) => euStates.has(c), { error: sellerTexts.country }),
  vat_id: z
    .string()
    .max(40, { error: 'Bitte geben Sie die USt-IdNr. an.' })
    .transform(normaliseVatId)
    .superRefine((value, ctx) => {
      const problem = vatIdProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  iban: ibanField,
  commission_percent: percent,
  category_commissions: z
    .array(z.object({ category_id: id, commission_percent: percent }))
    .max(500)
    .default([])
    .refine((rows) => new Set(rows.map((r) => r.category_id)).size === rows.length, {
      error: sellerTexts.categoryTwice,
    }),
  shop_ids: z.array(id).max(200).default([]),
  email: email(),
});

/** The USt-IdNr. names the seller's state: DE… for DE, EL… for GR. */
export function checkSellerVatCountry(seller: { country: string; vat_id: string }, ctx: z.RefinementCtx) {
  if (seller.vat_id.slice(0, 2) !== euStates.get(seller.country))
    ctx.addIssue({ code: 'custom', path: ['vat_id'], message: sellerTexts.vatIdCountry });
}

const sellerBodySchema = sellerBodyObject.superRefine(checkSellerVatCountry);
export type SellerBody = z.output<typeof sellerBodySchema>;

export const sellerInviteSchema = z.object({ email: email(), name: text(120, sellerTexts.name) });
export type SellerInvite = z.output<typeof sellerInviteSchema>;

export const sellerIdParamsSchema = z.object({ id });

// ---------------------------------------------------------------------------------------
// Reply schemas (docs/decisions/018): declared by the routes, checked in the API tests.
// ---------------------------------------------------------------------------------------

const sellerUserSchema = z
  .strictObject({ id: z.number().int(), name: z.string(), email: z.string() })
  .meta({ id: 'SellerUser' });

const sellerSchema = z
  .strictObject({
    id: z.number().int(),
    company_name: z.string(),
    street: z.string(),
    zip: z.string(),
    city: z.string(),
    country: z.string(),
    vat_id: z.string(),
    /** Always masked: country, check digits and the last four characters (DE89 **** **** **** **30 00). */
    iban: z.string(),
    /** The IBAN in full, for admins only; null for everyone else. */
    iban_full: z.string().nullable(),
    commission_percent: z.number(),
    category_commissions: z.array(z.strictObject({ category_id: z.number().int(), commission_percent: z.number() })),
    shops: z.array(z.strictObject({ id: z.number().int(), name: z.string(), slug: z.string() })),
    users: z.array(sellerUserSchema),
    email: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Seller' });
export type Seller = z.infer<typeof sellerSchema>;

export const sellerReplySchema = z.strictObject({ data: sellerSchema });
export const sellerListReplySchema = z.strictObject({ data: z.array(sellerSchema) });
export const sellerInviteReplySchema = z.strictObject({ data: sellerUserSchema, message: z.string() });

/**
 * One change of a seller (GET /admin/sellers/:id/changes, decision 171): who, when, and each field from what to what.
 * The IBAN appears masked only; `field` is the API field name, `label` its German name for the screen.
 */
const sellerChangeSchema = z
  .strictObject({
    id: z.number().int(),
    changed_at: z.string(),
    changed_by: z.string().describe('the name of the admin who made the change'),
    action: z.enum(['created', 'updated']),
    changes: z.array(
      z.strictObject({
        field: z.string(),
        label: z.string(),
        from: z.string().nullable(),
        to: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'SellerChange' });
export type SellerChange = z.infer<typeof sellerChangeSchema>;
export const sellerChangesReplySchema = z.strictObject({ data: z.array(sellerChangeSchema) });
