import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@wohnwerk/contract/message-response';
import { api } from '../../../lib/api-client.ts';
import { reloadRatings, type RatingValues } from './rating-cache.ts';

/** PUT /ratings/{id} {rating: {product_id, rating, description}}. */
export function updateRating(id: number, productId: number, values: RatingValues): Promise<MessageResponse> {
  return api.put<MessageResponse>(`/ratings/${id}`, { rating: { product_id: productId, ...values } });
}

export function useUpdateRating(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: RatingValues }) => updateRating(id, productId, values),
    onSuccess: () => reloadRatings(queryClient, productId),
  });
}
