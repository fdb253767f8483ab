import type { MessageReply } from '@wohnwerk/contract/message-reply';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** DELETE /calculate/imm/{id}: answers "Imm was deleted.". */
export const deleteImmSet = (id: number) => api.delete<MessageReply>(`/calculate/imm/${id}`);

export function useDeleteImmSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteImmSet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.pricing.all }),
  });
}
