import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminProductCreated,
  AdminProductReply,
  ProductBodyInput,
  ProductHistoryReply,
} from '@wohnwerk/contract/admin-catalog';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /admin/products/{id}: every field of the form. */
export const getProduct = (id: number, signal?: AbortSignal) =>
  api.get<AdminProductReply>(`/admin/products/${id}`, { signal }).then((r) => r.data);

export const productQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.adminCatalog.product(id), queryFn: ({ signal }) => getProduct(id, signal) });

export const useAdminProduct = (id: number | null) =>
  useQuery({ ...productQueryOptions(id ?? 0), enabled: id !== null });

/** GET /admin/products/{id}/history: recorded changes and the price history. */
export const historyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.adminCatalog.history(id),
    queryFn: ({ signal }) =>
      api.get<ProductHistoryReply>(`/admin/products/${id}/history`, { signal }).then((r) => r.data),
  });

export const useProductHistory = (id: number | null) =>
  useQuery({ ...historyQueryOptions(id ?? 0), enabled: id !== null });

/** POST /admin/products (answers the new id) or PUT /admin/products/{id}. */
export const saveProduct = async ({ id, values }: { id: number | null; values: ProductBodyInput }) =>
  id === null
    ? (await api.post<AdminProductCreated>('/admin/products', values)).id
    : (await api.put<AdminProductReply>(`/admin/products/${id}`, values)).data.id;

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminCatalog.all }),
  });
}
