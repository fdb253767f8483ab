import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListReply, ProductOrder } from '@wohnwerk/contract/catalog';
import { api, initialAnswer, type ApiRequestOptions } from '../../../lib/api-client.ts';
import { useAccessToken } from '../../../lib/auth-token.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * contract/catalog.ts productOrders and SALE_SLUG, repeated because a value import from
 * that module brings zod into the screen's chunk.
 */
export const PRODUCT_ORDERS: readonly ProductOrder[] = ['Niedriger-Hoher', 'Hoher-Niedriger', 'A-Z', 'Z-A'];
export const SALE_CATEGORY = 'sale';

/** The list filters as they live in the page URL (storefront §2 "products"). */
export interface ProductListFilters {
  category?: string;
  q?: string;
  min_price?: number;
  max_price?: number;
  brand?: number[];
  order?: ProductOrder;
  page?: number;
}

/** category=sale reads /sale-products, a search text /search, otherwise /aproducts (with wishlist flags) or /products. */
export function productListEndpoint(filters: ProductListFilters, signedIn: boolean): string {
  if (filters.category === SALE_CATEGORY) return '/sale-products';
  if (filters.q) return '/search';
  return signedIn ? '/aproducts' : '/products';
}

function listQuery(endpoint: string, filters: ProductListFilters): ApiRequestOptions['query'] {
  const { category, q, min_price, max_price, brand, order, page } = filters;
  return {
    category: endpoint === '/sale-products' ? undefined : category,
    q,
    min_price,
    max_price,
    brand,
    order,
    page: page && page > 1 ? page : undefined,
  };
}

export function getProducts(
  endpoint: string,
  filters: ProductListFilters,
  signal?: AbortSignal,
): Promise<ProductListReply> {
  return api.get<ProductListReply>(endpoint, { signal, query: listQuery(endpoint, filters) });
}

export const productsQueryOptions = (filters: ProductListFilters, signedIn: boolean) => {
  const endpoint = productListEndpoint(filters, signedIn);
  return queryOptions({
    queryKey: queryKeys.catalog.products(endpoint, filters),
    queryFn: ({ signal }) => getProducts(endpoint, filters, signal),
    initialData: () => (signedIn ? undefined : initialAnswer<ProductListReply>(endpoint, listQuery(endpoint, filters))),
    // The old page stays on screen while the next one loads (no jump to a spinner).
    placeholderData: keepPreviousData,
  });
};

export function useProducts(filters: ProductListFilters) {
  const signedIn = useAccessToken() !== null;
  return useQuery(productsQueryOptions(filters, signedIn));
}
