import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListItem, productItemsReplySchema } from '@wohnwerk/contract/catalog';
import { api } from '../../../lib/api-client.ts';
import { useAccessToken } from '../../../lib/auth-token.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /wishlist (signed in): the saved products as listing items. */
export async function getWishlist(signal?: AbortSignal): Promise<ProductListItem[]> {
  const response = await api.get<z.infer<typeof productItemsReplySchema>>('/wishlist', { signal });
  return response.data;
}

export const wishlistQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.wishlist.list(),
    queryFn: ({ signal }) => getWishlist(signal),
  });

export function useWishlist() {
  const token = useAccessToken();
  return useQuery({ ...wishlistQueryOptions(), enabled: token !== null });
}
