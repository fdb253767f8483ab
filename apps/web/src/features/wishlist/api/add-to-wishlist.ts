import type { MessageResponse } from '@wohnwerk/contract/message-response';
import { api } from '../../../lib/api-client.ts';

/** POST /wishlist {product_id}: 201 {message}; 409 with a German text when it is already there; 401 for guests. */
export function addToWishlist(productId: number): Promise<MessageResponse> {
  return api.post<MessageResponse>('/wishlist', { product_id: productId });
}
