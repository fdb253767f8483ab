import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { addressListReplySchema } from '@wohnwerk/contract/account';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /address: the customer's saved addresses; step 1 pre-fills from the default shipping one (spec §4). */
export const getAddresses = (signal?: AbortSignal) =>
  api.get<z.infer<typeof addressListReplySchema>>('/address', { signal }).then((r) => r.data);
export const addressesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.checkout.addresses(), queryFn: ({ signal }) => getAddresses(signal) });
export const useAddresses = () => useQuery(addressesQueryOptions());
