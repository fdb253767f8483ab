import { z } from 'zod';

/** Wishlist, ratings, newsletter and button clicks (spec storefront §3, §7, §8; shop-rules). */

const productId = (message = 'Bitte wählen Sie ein Produkt.') =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(2_147_483_647, { error: message });

export const wishlistAddSchema = z.object({ product_id: productId() });
export type WishlistAddInput = z.infer<typeof wishlistAddSchema>;

export const productIdParamsSchema = z.object({ productId: productId('Die Produkt-ID muss eine positive ganze Zahl sein.') });
export const ratingIdParamsSchema = z.object({ id: productId('Die Bewertungs-ID muss eine positive ganze Zahl sein.') });

export const clickButtons = ['ADD_TO_CART', 'ADD_TO_WISHLIST'] as const;
export type ClickButton = (typeof clickButtons)[number];

export const buttonClickSchema = z.object({
  product_id: productId(),
  button: z.enum(clickButtons, { error: `Unbekannte Schaltfläche. Erlaubt sind: ${clickButtons.join(', ')}.` }),
});
export type ButtonClickInput = z.infer<typeof buttonClickSchema>;

export const RATING_DESCRIPTION_MAX = 2000;

const ratingFields = {
  // The spec's form starts at 0 stars and enforces no minimum; the server does (shop-rules).
  rating: z
    .number({ error: 'Bitte vergeben Sie 1 bis 5 Sterne.' })
    .int({ error: 'Bitte vergeben Sie 1 bis 5 Sterne.' })
    .min(1, { error: 'Bitte vergeben Sie 1 bis 5 Sterne.' })
    .max(5, { error: 'Bitte vergeben Sie 1 bis 5 Sterne.' }),
  description: z
    .string({ error: 'Bitte schreiben Sie einen Kommentar.' })
    .trim()
    .min(1, { error: 'Bitte schreiben Sie einen Kommentar.' })
    .max(RATING_DESCRIPTION_MAX, { error: `Der Kommentar darf höchstens ${RATING_DESCRIPTION_MAX} Zeichen lang sein.` }),
};

/** POST /ratings {rating: {product_id, rating, description}}. */
export const ratingCreateSchema = z.object({
  rating: z.object({ product_id: productId(), ...ratingFields }, { error: 'Dies ist ein Pflichtfeld.' }),
});
export type RatingCreateInput = z.infer<typeof ratingCreateSchema>;

/** PUT /ratings/{id}: the same body; product_id may be sent but a rating never moves to another product. */
export const ratingUpdateSchema = z.object({
  rating: z.object({ product_id: productId().optional(), ...ratingFields }, { error: 'Dies ist ein Pflichtfeld.' }),
});
export type RatingUpdateInput = z.infer<typeof ratingUpdateSchema>;

export const subscribeSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' }).max(190, { error: 'Die E-Mail-Adresse ist zu lang.' })),
});
export type SubscribeInput = z.infer<typeof subscribeSchema>;

// ---------------------------------------------------------------------------------------
// Response shapes and texts
// ---------------------------------------------------------------------------------------

export interface RatingDto {
  id: number;
  /** The author's name. */
  user: string;
  /** YYYY-MM-DD (Europe/Berlin). */
  date: string;
  description: string;
  rating: number;
  /** True on the current user's own rating. */
  rated: boolean;
}

/** GET /ratings/{productId} and GET /ratings/guest/{productId}; rated: the current user has rated the product. */
export interface RatingsResponse {
  ratings: RatingDto[];
  rated: boolean;
}

/** GET /rating/{id}: the caller's own rating, for the edit form. */
export interface RatingResponse {
  data: RatingDto & { product_id: number };
}

export interface MessageResponse {
  message: string;
}

export const engagementTexts = {
  wishlistAdded: 'Artikel in den Merkliste gelegt',
  wishlistExists: 'Produkt ist bereits in der Merkliste vorhanden',
  wishlistRemoved: 'Artikel aus der Merkliste entfernt',
  ratingThanks: 'Vielen Danke!',
  ratingExists: 'Sie haben dieses Produkt bereits bewertet. Sie können Ihre Bewertung bearbeiten.',
  ratingNotFound: 'Diese Bewertung gibt es nicht.',
  ratingNotOwn: 'Sie können nur Ihre eigene Bewertung ändern oder löschen.',
  productUnknown: 'Dieses Produkt gibt es nicht.',
  subscribed: 'Vielen Dank! Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail.',
  newsletterFailed: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es später noch einmal!',
} as const;

// ---------------------------------------------------------------------------------------
// Response schemas (docs/decisions/018): declared by the routes, checked in the API tests.
// ---------------------------------------------------------------------------------------

export const messageResponseSchema = z.strictObject({ message: z.string() }) satisfies z.ZodType<MessageResponse>;

const ratingDtoSchema = z.strictObject({ id: z.number().int(), user: z.string(), date: z.string(), description: z.string(), rating: z.number().int(), rated: z.boolean() });

export const ratingsResponseSchema = z.strictObject({ ratings: z.array(ratingDtoSchema), rated: z.boolean() }) satisfies z.ZodType<RatingsResponse>;

export const ratingResponseSchema = z.strictObject({ data: ratingDtoSchema.extend({ product_id: z.number().int() }) }) satisfies z.ZodType<RatingResponse>;

/** GET /newsletter/confirm?token=…: read by the route itself (a missing or malformed token answers the 404 page, not a 422). */
export const newsletterTokenQuerySchema = z.object({ token: z.string().optional() });

/** A small HTML page (text/html). */
export const htmlPageSchema = z.string();
