import type { MessageResponse } from '@wohnwerk/contract/message-response';
import { api } from '../../../lib/api-client.ts';

/** DELETE /wishlist/{productId}: removing what is not there is no error (shop-rules). */
export function removeFromWishlist(productId: number): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`/wishlist/${productId}`);
}
