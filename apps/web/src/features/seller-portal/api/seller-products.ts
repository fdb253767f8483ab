import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminProductCreated,
  AdminProductListReply,
  AdminProductReply,
  ProductBodyInput,
} from '@wohnwerk/contract/admin-catalog';
import type { SellerProductOptions } from '@wohnwerk/contract/seller-products';
import type { ServerTableState } from '../../../components/ui/data-table/types.ts';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const sortIds: Record<string, string> = { name: 'name', code: 'code', price: 'price', stock: 'stock', id: 'created' };

/** The list's request from the table's view (the staff catalogue's query, decision 172). */
export const productQuery = (view: ServerTableState) => ({
  q: view.q || undefined,
  sort: view.sort ? `${view.sort.desc ? '-' : ''}${sortIds[view.sort.id] ?? 'created'}` : '-created',
  page: view.page,
});

/** GET /seller/products: the products of the seller's shops, the staff list's rows. */
export const sellerProductsQueryOptions = (view: ServerTableState) =>
  queryOptions({
    queryKey: queryKeys.sellerPortal.products(productQuery(view)),
    queryFn: ({ signal }) => api.get<AdminProductListReply>('/seller/products', { query: productQuery(view), signal }),
    placeholderData: keepPreviousData,
  });

export const useSellerProducts = (view: ServerTableState) => useQuery(sellerProductsQueryOptions(view));

/** GET /seller/products/{id}: every field of the form (another seller's product answers 404). */
export const useSellerProduct = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.sellerPortal.product(id ?? 0),
    queryFn: ({ signal }) => api.get<AdminProductReply>(`/seller/products/${id}`, { signal }).then((r) => r.data),
    enabled: id !== null,
  });

/** GET /seller/product-options: the seller's shops and the categories, brands and series to choose from. */
export const useSellerProductOptions = () =>
  useQuery({
    queryKey: [...queryKeys.sellerPortal.all, 'product-options'],
    queryFn: ({ signal }) =>
      api.get<{ data: SellerProductOptions }>('/seller/product-options', { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });

/** POST /seller/products (answers the new id) or PUT /seller/products/{id}: the staff catalogue's body. */
export function useSaveSellerProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values }: { id: number | null; values: ProductBodyInput }) =>
      id === null
        ? (await api.post<AdminProductCreated>('/seller/products', values)).id
        : (await api.put<AdminProductReply>(`/seller/products/${id}`, values)).data.id,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.sellerPortal.all }),
  });
}
