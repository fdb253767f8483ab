import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { addressReplySchema } from '@wohnwerk/contract/account';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /address/{id}: one of the signed-in customer's addresses (404 for anyone else's). */
export const getAddress = (id: number, signal?: AbortSignal) =>
  api.get<z.infer<typeof addressReplySchema>>(`/address/${id}`, { signal }).then((r) => r.data);

export const addressQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.account.address(id), queryFn: ({ signal }) => getAddress(id, signal) });

export const useAddress = (id: number) =>
  useQuery({ ...addressQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
