import type { z } from 'zod';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory, deleteResultSchema } from '@wohnwerk/contract/admin-catalog';
import type { RestoreReply } from '@wohnwerk/contract/admin-deletions';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** What DELETE /admin/products/{id} did: deleted (restorable), or only deactivated because it was ordered. */
type DeleteProductReply = z.infer<typeof deleteResultSchema>;

/** DELETE /admin/products/{id} (admins). */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<DeleteProductReply>(`/admin/products/${id}`),
    onSuccess: (answer, id) => {
      // A deleted product's form and history answer 404 from now on: they are not read again (the form leaves).
      const gone = (key: readonly unknown[]) =>
        answer.deleted && key[2] === id && (key[1] === 'product' || key[1] === 'history');
      return queryClient.invalidateQueries({
        queryKey: queryKeys.adminCatalog.all,
        predicate: (query) => !gone(query.queryKey),
      });
    },
  });
}

/** POST /admin/products/{id}/restore or /admin/categories/{id}/restore (admins). */
export function useRestore(kind: 'products' | 'categories') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<RestoreReply>(`/admin/${kind}/${id}/restore`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminCatalog.all }),
  });
}

/** GET /admin/categories?deleted=true: the deleted categories, newest deletion first. */
export const deletedCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.adminCatalog.records('categories-deleted'),
    queryFn: ({ signal }) =>
      api
        .get<{ data: AdminCategory[] }>('/admin/categories', { signal, query: { deleted: 'true' } as never })
        .then((r) => r.data),
  });

export const useDeletedCategories = (enabled: boolean) => useQuery({ ...deletedCategoriesQueryOptions(), enabled });
