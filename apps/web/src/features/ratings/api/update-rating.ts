import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '@wohnwerk/contract/message-reply';
import { api } from '../../../lib/api-client.ts';
import { reloadRatings, type RatingValues } from './rating-cache.ts';

/** PUT /ratings/{id} {rating: {product_id, rating, description}}. */
export function updateRating(id: number, productId: number, values: RatingValues): Promise<MessageReply> {
  return api.put<MessageReply>(`/ratings/${id}`, { rating: { product_id: productId, ...values } });
}

export function useUpdateRating(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: RatingValues }) => updateRating(id, productId, values),
    onSuccess: () => reloadRatings(queryClient, productId),
  });
}
