import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProductListQuery, AdminProductListReply } from '@wohnwerk/contract/admin-catalog';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * The list's query as the screen builds it: the contract's query (adminProductListQuerySchema), with
 * `active` as the select holds it ('' is all) and `sort` as the table builds it ("-price").
 */
export type ProductListParams = Omit<AdminProductListQuery, 'active' | 'sort'> & {
  active?: '' | 'true' | 'false';
  sort?: string;
};

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
