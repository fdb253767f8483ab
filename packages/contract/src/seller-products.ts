import { z } from 'zod';
import { adminProductListQuerySchema } from './admin-catalog.ts';

/**
 * A seller's products (/api/v1/seller/products, /api/v1/seller/imports; issue 38, decision 172): the staff
 * catalogue's bodies, answers and messages (admin-catalog.ts, product-imports.ts), limited to the shops of the
 * signed-in user's seller. A seller does not set the bestseller flag (ignored in a body, a file's column not read).
 */

/** The staff list's query without `deleted`: deleted products are restored by Wohnwerk only. */
export const sellerProductListQuerySchema = adminProductListQuerySchema.omit({ deleted: true });
export type SellerProductListQuery = z.output<typeof sellerProductListQuerySchema>;

const int = () => z.number().int();
const named = z.strictObject({ id: int(), name: z.string() });

/** GET /api/v1/seller/product-options: what the product form's selects offer a seller. */
export const sellerProductOptionsSchema = z.strictObject({
  data: z.strictObject({
    /** The seller's own shops: the only ones a product of theirs may be in. */
    shops: z.array(named),
    /** Every category not deleted, as a tree by parent_id, in its order. */
    categories: z.array(z.strictObject({ id: int(), parent_id: int().nullable(), name_de: z.string() })),
    brands: z.array(named),
    series: z.array(named),
  }),
});
export type SellerProductOptions = z.infer<typeof sellerProductOptionsSchema>['data'];
