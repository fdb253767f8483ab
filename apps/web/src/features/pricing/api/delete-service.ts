import type { MessageReply } from '@wohnwerk/contract/message-reply';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** DELETE /calculate/services/{id}: answers "Service was deleted.". */
export const deleteService = (id: number) => api.delete<MessageReply>(`/calculate/services/${id}`);

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.pricing.all }),
  });
}
