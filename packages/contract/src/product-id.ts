import { z } from 'zod';

/** A product id from a body, query or path: a positive 32-bit integer (numeric strings are coerced). */
export const productIdSchema = (message = 'Bitte wählen Sie ein Produkt.') =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(2_147_483_647, { error: message });

/** `/{productId}` in the wishlist and ratings paths. */
export const productIdParamsSchema = z.object({
  productId: productIdSchema('Die Produkt-ID muss eine positive ganze Zahl sein.'),
});
