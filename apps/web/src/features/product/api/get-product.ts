import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail, ProductDetailReply } from '@wohnwerk/contract/catalog';
import { api, initialAnswer, isApiError } from '../../../lib/api-client.ts';
import { getAccessToken } from '../../../lib/auth-token.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * The body of a product call for an unknown product (storefront §7). The same text as
 * PRODUCT_NOT_FOUND_BODY in the contract, repeated here because that module builds zod
 * schemas on import and this file is on the product page's critical path.
 */
const NOT_FOUND_BODY = 'Nicht Gefunden!';

/**
 * GET /aproduct/{id} for a signed-in customer (adds in_wishlist), GET /product/{id} for a
 * guest. An expired token answers 401 (the api client then drops it): the page is still
 * shown, as to a guest.
 */
export async function getProduct(id: number, signal?: AbortSignal): Promise<ProductDetail> {
  if (getAccessToken()) {
    try {
      return (await api.get<ProductDetailReply>(`/aproduct/${id}`, { signal })).data;
    } catch (error) {
      if (!(isApiError(error) && error.status === 401)) throw error;
    }
  }
  return (await api.get<ProductDetailReply>(`/product/${id}`, { signal, auth: false })).data;
}

/** The spec sends the user to the catch-all page when a product call answers 'Nicht Gefunden!'. */
export function isProductNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.body === NOT_FOUND_BODY);
}

export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.product.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    initialData: () => initialAnswer<ProductDetailReply>(`/product/${id}`)?.data,
  });

export function useProduct(id: number) {
  return useQuery({ ...productQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
