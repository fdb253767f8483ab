import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListItem, productItemsReplySchema } from '@wohnwerk/contract/catalog';
import { api, isApiError } from '../../../lib/api-client.ts';
import { getAccessToken } from '../../../lib/auth-token.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /asimilar-products/{id} (with wishlist flags) for a customer, GET /similar-products/{id} for a guest. */
export async function getSimilarProducts(id: number, signal?: AbortSignal): Promise<ProductListItem[]> {
  if (getAccessToken()) {
    try {
      return (await api.get<z.infer<typeof productItemsReplySchema>>(`/asimilar-products/${id}`, { signal })).data;
    } catch (error) {
      if (!(isApiError(error) && error.status === 401)) throw error;
    }
  }
  return (await api.get<z.infer<typeof productItemsReplySchema>>(`/similar-products/${id}`, { signal, auth: false }))
    .data;
}

export const similarProductsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.product.similar(id),
    queryFn: ({ signal }) => getSimilarProducts(id, signal),
  });

export function useSimilarProducts(id: number, enabled = true) {
  return useQuery({ ...similarProductsQueryOptions(id), enabled: enabled && id > 0 });
}
