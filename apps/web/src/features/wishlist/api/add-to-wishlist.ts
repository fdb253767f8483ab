import type { MessageReply } from '@wohnwerk/contract/message-reply';
import { api } from '../../../lib/api-client.ts';

/** POST /wishlist {product_id}: 201 {message}; 409 with a German text when it is already there; 401 for guests. */
export function addToWishlist(productId: number): Promise<MessageReply> {
  return api.post<MessageReply>('/wishlist', { product_id: productId });
}
