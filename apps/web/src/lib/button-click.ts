import { api } from './api-client.ts';

export type ClickButton = 'ADD_TO_CART' | 'ADD_TO_WISHLIST';

/**
 * POST /button-click {product_id, button}: stored for reporting only. Fire and forget:
 * it must never slow down or break the action it records (shop-rules), so failures are swallowed.
 */
export function recordButtonClick(productId: number, button: ClickButton): void {
  void api.post('/button-click', { product_id: productId, button }).catch(() => undefined);
}
