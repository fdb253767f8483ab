import { useQuery } from '@tanstack/react-query';
import type { CommentDto } from '@wohnwerk/contract/tasks';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /comment-for-user/{userId}: comments about a user. */
export const getComments = (userId: number, signal?: AbortSignal) =>
  api.get<CommentDto[]>(`/comment-for-user/${userId}`, { signal });

export function useComments(userId: number | null) {
  return useQuery({
    queryKey: queryKeys.tasks.comments(userId ?? 0),
    queryFn: ({ signal }) => getComments(userId!, signal),
    enabled: !!userId,
  });
}
