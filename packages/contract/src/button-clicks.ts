import { z } from 'zod';
import { productIdSchema } from './product-id.ts';

/** Clicks on add-to-cart and add-to-wishlist, counted for reporting (spec storefront §8). */

export const clickButtons = ['ADD_TO_CART', 'ADD_TO_WISHLIST'] as const;
export type ClickButton = (typeof clickButtons)[number];

export const buttonClickSchema = z.object({
  product_id: productIdSchema(),
  button: z.enum(clickButtons, { error: `Unbekannte Schaltfläche. Erlaubt sind: ${clickButtons.join(', ')}.` }),
});
export type ButtonClickInput = z.infer<typeof buttonClickSchema>;
