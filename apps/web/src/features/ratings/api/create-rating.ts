import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '@wohnwerk/contract/message-reply';
import { api } from '../../../lib/api-client.ts';
import { reloadRatings, type RatingValues } from './rating-cache.ts';

/** POST /ratings {rating: {product_id, rating, description}}. */
export function createRating(productId: number, values: RatingValues): Promise<MessageReply> {
  return api.post<MessageReply>('/ratings', { rating: { product_id: productId, ...values } });
}

export function useCreateRating(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: RatingValues) => createRating(productId, values),
    onSuccess: () => reloadRatings(queryClient, productId),
  });
}
