import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { SellerSummary } from '@wohnwerk/contract/seller-orders';
import type { Seller } from '@wohnwerk/contract/sellers';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /seller/me: the signed-in seller user's own seller (its shops; the IBAN masked). */
export const sellerMeQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.sellerPortal.me(),
    queryFn: ({ signal }) => api.get<{ data: Seller }>('/seller/me', { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });

export const useSellerMe = () => useQuery(sellerMeQueryOptions());

/** GET /seller/summary: what needs doing (orders to confirm, to ship, refused lines, returns). */
export const sellerSummaryQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.sellerPortal.summary(),
    queryFn: ({ signal }) => api.get<{ data: SellerSummary }>('/seller/summary', { signal }).then((r) => r.data),
  });

export const useSellerSummary = () => useQuery(sellerSummaryQueryOptions());

/** The start page's two answers, started with its code. */
export function prefetchSellerStart(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(sellerMeQueryOptions());
  void queryClient.prefetchQuery(sellerSummaryQueryOptions());
}
