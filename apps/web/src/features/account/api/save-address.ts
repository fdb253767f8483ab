import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressInput, addressSavedReplySchema } from '@wohnwerk/contract/account';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

type Answer = z.infer<typeof addressSavedReplySchema>;

/** POST /address, or PUT /address/{id} when an id is given. */
export const saveAddress = ({ id, values }: { id?: number; values: AddressInput }) =>
  id ? api.put<Answer>(`/address/${id}`, values) : api.post<Answer>('/address', values);

/** A save can move the default flag of other addresses: the user (with its address list) and every address reload. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.auth.currentUser() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.account.all }),
      ]),
  });
}
