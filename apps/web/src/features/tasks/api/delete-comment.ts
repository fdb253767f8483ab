import type { MessageReply } from '@wohnwerk/contract/message-reply';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** DELETE /comment-for-user/{id} (admins). */
export const deleteComment = (id: number) => api.delete<MessageReply>(`/comment-for-user/${id}`);

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }),
  });
}
