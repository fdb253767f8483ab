import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { weeklyReplySchema } from '@wohnwerk/contract/tasks';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

type Reply = z.infer<typeof weeklyReplySchema>;

/** POST /excel/detyrat-javore or PUT /excel/detyrat-javore/{id} (the user is not sent on edit). */
export const saveWeeklyTask = (id: number | undefined, body: Record<string, unknown>) =>
  id ? api.put<Reply>(`/excel/detyrat-javore/${id}`, body) : api.post<Reply>('/excel/detyrat-javore', body);

export function useSaveWeeklyTask(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => saveWeeklyTask(id, body),
    // The day sheets' priority rows follow weekly tasks.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.daysheet.all }),
      ]),
  });
}
