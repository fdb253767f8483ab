import type { MessageReply } from '@wohnwerk/contract/message-reply';
import { api } from '../../../lib/api-client.ts';

/** DELETE /wishlist/{productId}: removing what is not there is no error (shop-rules). */
export function removeFromWishlist(productId: number): Promise<MessageReply> {
  return api.delete<MessageReply>(`/wishlist/${productId}`);
}
