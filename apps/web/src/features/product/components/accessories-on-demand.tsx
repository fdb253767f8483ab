import type { ProductDetail } from '@wohnwerk/contract/catalog';
import { peekInitialData } from '../../../lib/initial-data.ts';
import { preloadable } from '../../../lib/preloadable.tsx';

/**
 * The lighting accessories with their checkboxes (product-accessories.tsx): few products have
 * any, and Mantine's checkbox brings its input family along, so they are not first-load code
 * on the others' pages (docs/decisions/165). A page that shows them loads them with its own
 * code, and the server lists them for a first visit of such a product (catalog.head.ts).
 */
export const ProductAccessories = preloadable(async () => ({
  default: (await import('./product-accessories.tsx')).ProductAccessories,
}));

/** Whether a product has accessories to show; unknown (no answer yet) counts as yes. */
export const mayHaveAccessories = (detail: ProductDetail | undefined) =>
  !detail || detail.product_shop.product.lightning.length > 0;

/**
 * Loads the accessories with the product page at `url`, unless the answer the server put into
 * the page says the product has none.
 */
export function accessoriesFor(url: URL): Promise<unknown> | undefined {
  const id = /^\/product\/(\d{1,9})\/?$/.exec(url.pathname)?.[1];
  const embedded = id ? peekInitialData(`/api/v1/product/${id}`) : { found: false as const };
  const detail = embedded.found ? (embedded.body as { data?: ProductDetail }).data : undefined;
  return mayHaveAccessories(detail) ? ProductAccessories.preload() : undefined;
}
