import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProductListQuery, AdminProductListReply } from '@wohnwerk/contract/admin-catalog';
import type { ServerTableState } from '../../../components/ui/data-table/types.ts';
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

/** What the product list holds (product-list.tsx): the table's page, sort and search, and the filters. */
export interface ProductListState {
  view: ServerTableState;
  category: string | null;
  shop: string | null;
  brand: string | null;
  active: string | null;
  stockZero: boolean;
  deleted: boolean;
}

/** The list as it opens: the newest first, no filter. */
export const openingProductList: ProductListState = {
  view: { page: 1, perPage: 25, sort: { id: 'id', desc: true }, q: '' },
  category: null,
  shop: null,
  brand: null,
  active: '',
  stockZero: false,
  deleted: false,
};

const sortIds: Record<string, string> = { name: 'name', code: 'code', price: 'price', stock: 'stock', id: 'created' };

/** The request of a list state: what the screen asks, and what the route asks before it (the same query key). */
export function productListParams(state: ProductListState): ProductListParams {
  const { view } = state;
  return {
    q: view.q || undefined,
    category: state.category ? Number(state.category) : undefined,
    shop: state.shop ? Number(state.shop) : undefined,
    brand: state.brand ? Number(state.brand) : undefined,
    active: (state.active ?? '') as '' | 'true' | 'false',
    stock_zero: state.stockZero,
    deleted: state.deleted,
    sort: view.sort ? `${view.sort.desc ? '-' : ''}${sortIds[view.sort.id] ?? 'created'}` : undefined,
    page: view.page,
  };
}

/** The lighting products a product can name as its accessories (the product form's choice). */
export const lightProductsParams: ProductListParams = { light: true, sort: 'name' };

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
