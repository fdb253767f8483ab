import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '@wohnwerk/contract/message-reply';
import { api } from '../../../lib/api-client.ts';
import { reloadRatings } from './rating-cache.ts';

/** DELETE /ratings/{id}: only the author may (the server answers 403 otherwise). */
export function deleteRating(id: number): Promise<MessageReply> {
  return api.delete<MessageReply>(`/ratings/${id}`);
}

export function useDeleteRating(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRating,
    onSuccess: () => reloadRatings(queryClient, productId),
  });
}
