import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { commentReplySchema } from '@wohnwerk/contract/tasks';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

type Reply = z.infer<typeof commentReplySchema>;

/** POST /comment-for-user or PUT /comment-for-user/{id} (admins). */
export const saveComment = (id: number | undefined, body: Record<string, unknown>) =>
  id ? api.put<Reply>(`/comment-for-user/${id}`, body) : api.post<Reply>('/comment-for-user', body);

export function useSaveComment(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => saveComment(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }),
  });
}
