import { z } from 'zod';

/**
 * The seller's public data (decision 122: SELLER_* settings; the demo company outside production):
 * the storefront's footer and the Impressum show them, as the documents and mails do.
 */
export const shopInfoSchema = z.strictObject({
  name: z.string(),
  street: z.string(),
  zip: z.string(),
  city: z.string(),
  /** May be empty: the footer and the Impressum then leave the line out. */
  phone: z.string(),
  email: z.string(),
  /** Commercial register entry, e.g. "Amtsgericht Leipzig HRB 00000"; may be empty. */
  register: z.string(),
  vat_id: z.string(),
  /** May be empty. */
  managing_director: z.string(),
});
export type ShopInfo = z.infer<typeof shopInfoSchema>;

/** GET /shop-info */
export const shopInfoReplySchema = z.strictObject({ data: shopInfoSchema });
