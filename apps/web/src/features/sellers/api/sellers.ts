import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory, AdminShop } from '@wohnwerk/contract/admin-catalog';
import type { Seller, SellerChange, SellerInvite, sellerBodyObject } from '@wohnwerk/contract/sellers';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /admin/sellers: every seller by company name (the IBAN in full for admins only, decision 169). */
export const sellersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.sellers.list(),
    queryFn: ({ signal }) => api.get<{ data: Seller[] }>('/admin/sellers', { signal }).then((r) => r.data),
  });

export const useSellers = () => useQuery(sellersQueryOptions());

/** GET /admin/sellers/{id}. */
export const sellerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.sellers.detail(id),
    queryFn: ({ signal }) => api.get<{ data: Seller }>(`/admin/sellers/${id}`, { signal }).then((r) => r.data),
  });

export const useSeller = (id: number | null) => useQuery({ ...sellerQueryOptions(id ?? 0), enabled: id !== null });

/** Starts the list (app/routes/admin/screen-requests.ts). */
export function prefetchSellers(queryClient: QueryClient): number {
  void queryClient.prefetchQuery(sellersQueryOptions());
  return 1;
}

/** Starts one seller's answer and the form's choices. */
export function prefetchSeller(queryClient: QueryClient, id: string): number {
  if (!/^\d+$/.test(id)) return 0;
  void queryClient.prefetchQuery(sellerQueryOptions(Number(id)));
  return 1 + prefetchSellerChoices(queryClient);
}

/** Starts the form's choices (shops and categories). */
export function prefetchSellerChoices(queryClient: QueryClient): number {
  void queryClient.prefetchQuery(shopChoicesQueryOptions());
  void queryClient.prefetchQuery(categoryChoicesQueryOptions());
  return 2;
}

/** The body as the form sends it: the server parses it with the same schema (and the IBAN's check digits). */
export type SellerBodyInput = z.input<typeof sellerBodyObject>;

/**
 * GET /admin/shops and /admin/categories: the choices of the form (the catalogue administration's lists, under the
 * same keys, so either screen finds the other's answer).
 */
const shopChoicesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.adminCatalog.records('shops'),
    queryFn: ({ signal }) => api.get<{ data: AdminShop[] }>('/admin/shops', { signal }).then((r) => r.data),
  });

const categoryChoicesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.adminCatalog.records('categories'),
    queryFn: ({ signal }) => api.get<{ data: AdminCategory[] }>('/admin/categories', { signal }).then((r) => r.data),
  });

export const useShopChoices = () => useQuery(shopChoicesQueryOptions());
export const useCategoryChoices = () => useQuery(categoryChoicesQueryOptions());

/** POST /admin/sellers or PUT /admin/sellers/{id} (admins): the whole seller. */
export function useSaveSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: SellerBodyInput }) =>
      (id === null
        ? api.post<{ data: Seller }>('/admin/sellers', body)
        : api.put<{ data: Seller }>(`/admin/sellers/${id}`, body)
      ).then((r) => r.data),
    onSuccess: (seller) => {
      queryClient.setQueryData(queryKeys.sellers.detail(seller.id), seller);
      // The list, and the change history that now has this save in it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.sellers.all });
      // The shops changed hands: the shop records and the catalogue's shop bar show who owns them.
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminCatalog.records('shops') });
    },
  });
}

/** POST /admin/sellers/{id}/invite (admins): a user of role seller, mailed a link to set the password. */
export function useInviteSellerUser(sellerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SellerInvite) =>
      api.post<{ data: Seller['users'][number]; message: string }>(`/admin/sellers/${sellerId}/invite`, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.sellers.detail(sellerId) }),
  });
}

/** GET /admin/sellers/{id}/changes: who changed what when, newest first (the IBAN masked, decision 171). */
export const useSellerChanges = (id: number) =>
  useQuery({
    queryKey: queryKeys.sellers.changes(id),
    queryFn: ({ signal }) =>
      api.get<{ data: SellerChange[] }>(`/admin/sellers/${id}/changes`, { signal }).then((r) => r.data),
  });
