import { useQuery } from '@tanstack/react-query';
import type { CommentDto } from '@wohnwerk/contract/tasks';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /getOne/comment-for-user/{id}. */
export const getComment = (id: number, signal?: AbortSignal) =>
  api.get<CommentDto>(`/getOne/comment-for-user/${id}`, { signal });

export function useComment(id: number) {
  return useQuery({ queryKey: queryKeys.tasks.comment(id), queryFn: ({ signal }) => getComment(id, signal) });
}
