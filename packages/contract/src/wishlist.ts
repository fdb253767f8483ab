import { z } from 'zod';
import { productIdSchema } from './product-id.ts';

/** The customer's wishlist (Merkliste; spec storefront §3, §7). */

export const wishlistAddSchema = z.object({ product_id: productIdSchema() });
export type WishlistAddInput = z.infer<typeof wishlistAddSchema>;

export const wishlistTexts = {
  added: 'Artikel in den Merkliste gelegt',
  exists: 'Produkt ist bereits in der Merkliste vorhanden',
  removed: 'Artikel aus der Merkliste entfernt',
  productUnknown: 'Dieses Produkt gibt es nicht.',
} as const;
