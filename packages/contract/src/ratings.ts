import { z } from 'zod';
import { productIdSchema } from './product-id.ts';

/** Customers' product ratings: 1–5 stars and a comment, one per customer and product (spec storefront §3, §7). */

export const ratingIdParamsSchema = z.object({
  id: productIdSchema('Die Bewertungs-ID muss eine positive ganze Zahl sein.'),
});

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
    .max(RATING_DESCRIPTION_MAX, {
      error: `Der Kommentar darf höchstens ${RATING_DESCRIPTION_MAX} Zeichen lang sein.`,
    }),
};

/** POST /ratings {rating: {product_id, rating, description}}. */
export const ratingCreateSchema = z.object({
  rating: z.object({ product_id: productIdSchema(), ...ratingFields }, { error: 'Dies ist ein Pflichtfeld.' }),
});
export type RatingCreateInput = z.infer<typeof ratingCreateSchema>;

/** PUT /ratings/{id}: the same body; product_id may be sent but a rating never moves to another product. */
export const ratingUpdateSchema = z.object({
  rating: z.object(
    { product_id: productIdSchema().optional(), ...ratingFields },
    { error: 'Dies ist ein Pflichtfeld.' },
  ),
});
export type RatingUpdateInput = z.infer<typeof ratingUpdateSchema>;

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

export const ratingTexts = {
  thanks: 'Vielen Danke!',
  exists: 'Sie haben dieses Produkt bereits bewertet. Sie können Ihre Bewertung bearbeiten.',
  notFound: 'Diese Bewertung gibt es nicht.',
  notOwn: 'Sie können nur Ihre eigene Bewertung ändern oder löschen.',
  productUnknown: 'Dieses Produkt gibt es nicht.',
} as const;

// Reply schemas (docs/decisions/018): declared by the routes, checked in the API tests.

const ratingDtoSchema = z.strictObject({
  id: z.number().int(),
  user: z.string(),
  date: z.string(),
  description: z.string(),
  rating: z.number().int(),
  rated: z.boolean(),
});

export const ratingsReplySchema = z.strictObject({
  ratings: z.array(ratingDtoSchema),
  rated: z.boolean(),
});
/** GET /ratings/{productId} and GET /ratings/guest/{productId}; rated: the current user has rated the product. */
export type RatingsReply = z.infer<typeof ratingsReplySchema>;

export const ratingReplySchema = z.strictObject({
  data: ratingDtoSchema.extend({ product_id: z.number().int() }),
});
/** GET /rating/{id}: the caller's own rating, for the edit form. */
export type RatingReply = z.infer<typeof ratingReplySchema>;
