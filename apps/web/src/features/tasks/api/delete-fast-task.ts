import type { MessageReply } from '@wohnwerk/contract/message-reply';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** DELETE /excel/detyrat-e-shpejta/{id}. */
export const deleteFastTask = (id: number) => api.delete<MessageReply>(`/excel/detyrat-e-shpejta/${id}`);

export function useDeleteFastTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFastTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }),
  });
}
