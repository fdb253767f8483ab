import type { MessageReply } from '@wohnwerk/contract/message-reply';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** DELETE /address/{id}. */
export const deleteAddress = (id: number) => api.delete<MessageReply>(`/address/${id}`);

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.auth.currentUser() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.account.all }),
      ]),
  });
}
