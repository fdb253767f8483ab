import type { MessageReply } from '@wohnwerk/contract/message-reply';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** DELETE /excel/detyrat-javore/{id}. */
export const deleteWeeklyTask = (id: number) => api.delete<MessageReply>(`/excel/detyrat-javore/${id}`);

export function useDeleteWeeklyTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWeeklyTask,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.daysheet.all }),
      ]),
  });
}
