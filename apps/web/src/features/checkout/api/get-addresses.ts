import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddressDto } from '@wohnwerk/contract/account';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /address: the customer's saved addresses; step 1 pre-fills from the default shipping one (spec §4). */
export const getAddresses = (signal?: AbortSignal) =>
  api.get<{ data: AddressDto[] }>('/address', { signal }).then((r) => r.data);
export const addressesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.checkout.addresses(), queryFn: ({ signal }) => getAddresses(signal) });
export const useAddresses = () => useQuery(addressesQueryOptions());
