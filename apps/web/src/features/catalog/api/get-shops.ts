import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopDto, shopListReplySchema } from '@wohnwerk/contract/catalog';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /shops: the marketplace sellers. */
export async function getShops(signal?: AbortSignal): Promise<ShopDto[]> {
  const response = await api.get<z.infer<typeof shopListReplySchema>>('/shops', { signal });
  return response.data;
}

export const shopsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.catalog.shops(),
    queryFn: ({ signal }) => getShops(signal),
    staleTime: 10 * 60_000,
  });

export function useShops() {
  return useQuery(shopsQueryOptions());
}
