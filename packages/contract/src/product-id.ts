import { z } from 'zod';
import { positiveId } from './fields.ts';

/** A product id from a body, query or path: a positive 32-bit integer (numeric strings are coerced). */
export const productIdSchema = (message = 'Bitte wählen Sie ein Produkt.') => positiveId(message);

const productIdMessage = 'Die Produkt-ID muss eine positive ganze Zahl sein.';

/** `/{productId}` in the wishlist and ratings paths. */
export const productIdParamsSchema = z.object({ productId: productIdSchema(productIdMessage) });

/**
 * `/ratings/{id}` read as a product's id (GET lists that product's ratings; PUT and DELETE on the
 * same path take a rating's id): one path, so one parameter name (decision 108).
 */
export const productAsIdParamsSchema = z.object({
  id: productIdSchema(productIdMessage).meta({ description: "The product's id." }),
});
