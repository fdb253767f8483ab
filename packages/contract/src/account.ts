import { z } from 'zod';
import { addressCountry, positiveId, requiredText, zipCode } from './fields.ts';
import { orderAddressAnswerSchema } from './order-address.ts';
import { checkBusinessAddress, companyField, vatIdField } from './vat-id.ts';

/**
 * The customer account: addresses, profile, privacy (spec account-checkout-pricing §2, §3, §5, §7;
 * design/shop-rules.md "Accounts", "German law"). The shop speaks German, so every message is German.
 */

export const accountTexts = {
  required: 'Dies ist ein Pflichtfeld.',
  zip: 'Die Postleitzahl besteht aus 4 bis 6 Ziffern.',
  type: 'Bitte wählen Sie Lieferadresse oder Rechnungsadresse.',
  country: 'Bitte wählen Sie Deutschland oder Frankreich.',
  tooLong: 'Dieser Text ist zu lang.',
  phone: 'Bitte geben Sie eine gültige Telefonnummer ein.',
  addressCreated: 'Adresse wurde erstellt',
  addressUpdated: 'Adresse wurde aktualisiert',
  addressDeleted: 'Adresse wurde gelöscht',
  profileUpdated: 'Profil Profilaktualisierung',
  imageTooLarge: 'Das Bild darf höchstens 2 MB groß sein.',
  imageType: 'Bitte laden Sie ein Bild im Format JPEG, PNG oder WebP hoch.',
  imageBroken: 'Die Datei ist kein gültiges JPEG-, PNG- oder WebP-Bild.',
  imageDimensions: 'Das Bild darf höchstens 6000 × 6000 Pixel groß sein.',
  passwordWrong: 'Das Passwort ist falsch.',
  passwordRequired: 'Bitte geben Sie Ihr Passwort ein.',
  staffCannotDelete: 'Mitarbeiterkonten können nicht selbst gelöscht werden. Bitte wenden Sie sich an die Verwaltung.',
  accountDeleted: 'Ihr Konto wurde gelöscht. Ihre Bestellungen bleiben anonymisiert für die Buchhaltung erhalten.',
} as const;

/** The image rules, shared by the form (checked before sending) and the server (checked again). */
export const profileImageRules = {
  maxBytes: 2 * 1024 * 1024,
  maxSide: 6000,
  types: ['image/jpeg', 'image/png', 'image/webp'] as const,
};
export type ProfileImageType = (typeof profileImageRules.types)[number];

export const addressTypes = ['Shipping', 'Billing'] as const;
export type AddressType = (typeof addressTypes)[number];

const trimmedOrBlank = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const requiredMessages = { required: accountTexts.required, tooLong: accountTexts.tooLong };
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? null : trimmedOrBlank(v)),
    z
      .string()
      .max(max, { error: accountTexts.tooLong })
      .nullable()
      .transform((s) => (s ? s : null)),
  );

/** isDefault travels as true/false or 1/0 (the spec's entity says "1 or true"). */
const flag = z.preprocess(
  (v) => (v === 1 || v === '1' || v === 'true' ? true : v === 0 || v === '0' || v === 'false' ? false : v),
  z.boolean({ error: accountTexts.required }),
);

export const addressBodySchema = z
  .object({
    type: z.enum(addressTypes, { error: accountTexts.type }),
    address_1: requiredText(190, requiredMessages),
    address_2: requiredText(190, requiredMessages),
    city: requiredText(120, requiredMessages),
    state: optionalText(120),
    country: addressCountry(accountTexts.country),
    zip: zipCode({ required: accountTexts.required, invalid: accountTexts.zip }),
    isDefault: flag.default(false),
    /** A business customer's company and USt-IdNr. (decision 158); checkout takes them over with the address. */
    company: companyField,
    vat_id: vatIdField,
  })
  .superRefine(checkBusinessAddress);
export type AddressBody = z.input<typeof addressBodySchema>;
export type AddressInput = z.output<typeof addressBodySchema>;

export const addressDtoSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(addressTypes),
    address_1: z.string(),
    address_2: z.string(),
    city: z.string(),
    state: z.string().nullable(),
    country: z.string(),
    zip: z.string(),
    isDefault: z.boolean(),
    company: z.string().nullable(),
    vat_id: z.string().nullable(),
    /** Only an order's shipping address carries one; saved addresses answer null. */
    delivery_date: z.string().nullable(),
  })
  .meta({ id: 'Address' });
/** A saved address as every answer carries it (address book, current user, order). */
export type AddressDto = z.infer<typeof addressDtoSchema>;

export const addressIdParamsSchema = z.object({
  id: positiveId('Ungültige Adresse.'),
});

export const addressReplySchema = z.object({ data: addressDtoSchema });
export const addressSavedReplySchema = z.object({ message: z.string(), data: addressDtoSchema });
export const addressListReplySchema = z.object({ data: z.array(addressDtoSchema) });

// --- profile -----------------------------------------------------------------------------------

/** A picked image travels as a data URL (data:image/png;base64,...); the server checks the bytes themselves. */
const imageUpload = z
  .string()
  .max(Math.ceil((profileImageRules.maxBytes * 4) / 3) + 200, { error: accountTexts.imageTooLarge })
  .regex(/^data:[\w/+.-]+;base64,[A-Za-z0-9+/=\s]+$/, { error: accountTexts.imageType });

export const profileBodySchema = z.object({
  name: requiredText(120, requiredMessages),
  about: optionalText(2000),
  // Written by people: "+49 170 1234567", "0170/1234567" (the spec's number input would drop the 0 and the +).
  phone: z.preprocess(
    (v) => (v === undefined || v === null ? null : typeof v === 'number' ? String(v) : trimmedOrBlank(v)),
    z
      .string()
      .max(40, { error: accountTexts.tooLong })
      .regex(/^(\+?[0-9 ()/-]{4,})?$/, { error: accountTexts.phone })
      .nullable()
      .transform((s) => (s ? s : null)),
  ),
  /** A new picture; absent keeps the current one. */
  image: imageUpload.optional(),
  /** true removes the current picture. */
  removeImage: z.boolean().optional(),
});
export type ProfileBody = z.input<typeof profileBodySchema>;

export const profileDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  about: z.string().nullable(),
  /** Path of the stored picture (served by this server), or null. */
  image: z.string().nullable(),
});
export const profileReplySchema = z.object({ message: z.string(), data: profileDtoSchema });

// --- privacy -----------------------------------------------------------------------------------

export const accountDeleteBodySchema = z.object({
  password: z
    .string({ error: accountTexts.passwordRequired })
    .min(1, { error: accountTexts.passwordRequired })
    .max(200),
});

/** Everything the order keeps of the address, also keys an older order may hold beside OrderAddress's. */
const orderAddressExport = orderAddressAnswerSchema.catchall(z.union([z.string(), z.null()]));
const orderExportSchema = z.object({
  order_number: z.string(),
  status: z.string(),
  email: z.string(),
  name: z.string(),
  amount: z.number(),
  subtotal: z.number(),
  discount: z.number(),
  vat_contained: z.number(),
  coupon_code: z.string().nullable(),
  coupon_text: z.string().nullable(),
  payment_method: z.string(),
  shipping_address: orderAddressExport,
  billing_address: orderAddressExport,
  created_at: z.string(),
  paid_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  withdrawn_at: z.string().nullable(),
  withdrawal: z
    .object({ email: z.string(), name: z.string().nullable(), reason: z.string().nullable(), received_at: z.string() })
    .nullable(),
  items: z.array(
    z.object({
      product_id: z.number().int().nullable(),
      product_name: z.string(),
      product_description: z.string(),
      code: z.string().nullable(),
      unit_price: z.number(),
      qty: z.number().int(),
      line_total: z.number(),
    }),
  ),
});

/** The data export: everything the shop keeps about the customer (Art. 15 and 20 GDPR). */
export const dataExportSchema = z.object({
  exported_at: z.string(),
  profile: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    about: z.string().nullable(),
    image: z.string().nullable(),
    created_at: z.string(),
  }),
  addresses: z.array(addressDtoSchema),
  wishlist: z.array(z.object({ product_id: z.number().int(), product_name: z.string(), added_at: z.string() })),
  ratings: z.array(
    z.object({
      product_id: z.number().int(),
      product_name: z.string(),
      stars: z.number(),
      description: z.string(),
      created_at: z.string(),
    }),
  ),
  newsletter: z.object({ email: z.string(), confirmed: z.boolean(), subscribed_at: z.string() }).nullable(),
  orders: z.array(orderExportSchema),
});
export type DataExport = z.infer<typeof dataExportSchema>;
