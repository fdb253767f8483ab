import type { MessageReply } from '@wohnwerk/contract/message-reply';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** DELETE /excel/{resource}/{id} (spec §7.3): a soft delete. */
export function deleteEntry(resource: string, id: number): Promise<{ message: string }> {
  return api.delete<MessageReply>(`/excel/${resource}/${id}`);
}

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ resource, id }: { resource: string; id: number }) => deleteEntry(resource, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.daysheet.all }),
  });
}
