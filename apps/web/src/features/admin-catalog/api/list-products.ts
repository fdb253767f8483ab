import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProductListReply } from '@wohnwerk/contract/admin-catalog';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface ProductListParams {
  q?: string;
  category?: number | null;
  shop?: number | null;
  brand?: number | null;
  active?: 'true' | 'false' | '';
  stock_zero?: boolean;
  light?: boolean;
  /** Only the deleted products (restorable). */
  deleted?: boolean;
  sort?: string;
  page?: number;
}

/** GET /admin/products: one page of every product, filtered on the server. */
export const listProducts = (params: ProductListParams, signal?: AbortSignal) =>
  api.get<AdminProductListReply>('/admin/products', {
    signal,
    query: {
      ...params,
      stock_zero: params.stock_zero ? 'true' : undefined,
      deleted: params.deleted ? 'true' : undefined,
    } as never,
  });

export const productsQueryOptions = (params: ProductListParams) =>
  queryOptions({
    queryKey: queryKeys.adminCatalog.products(params),
    queryFn: ({ signal }) => listProducts(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminProducts = (params: ProductListParams) => useQuery(productsQueryOptions(params));
