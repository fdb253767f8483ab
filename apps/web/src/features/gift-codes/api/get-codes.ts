import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GiftCode } from '@wohnwerk/contract/gift-codes';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /get-codes (admins): every gift code, newest first. */
export function getCodes(signal?: AbortSignal): Promise<GiftCode[]> {
  return api.get<GiftCode[]>('/get-codes', { signal });
}

export function useGiftCodes() {
  return useQuery(
    queryOptions({ queryKey: queryKeys.giftCodes.list(), queryFn: ({ signal }) => getCodes(signal), retry: false }),
  );
}
