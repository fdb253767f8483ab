import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GiftCode } from '@wohnwerk/contract/gift-codes';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /create-codes {value, quantity}: answers the message to show and the new codes. */
export function createCodes(body: {
  value: number;
  quantity: number;
}): Promise<{ message: string; codes: GiftCode[] }> {
  return api.post('/create-codes', body);
}

export function useCreateCodes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCodes,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.giftCodes.all }),
  });
}
