import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderListReply } from '@wohnwerk/contract/admin-orders';
import { api, buildUrl } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { filterQuery, listQuery, type OrderListView, rangeReversed, viewFromSearch } from '../list-view.ts';

/** GET /admin/orders?q=&status=&payment_method=&from=&to=&sort=&page=&per_page=: one page of the order list. */
export const getAdminOrders = (view: OrderListView, signal?: AbortSignal) =>
  api.get<AdminOrderListReply>('/admin/orders', { query: listQuery(view), signal });

export const adminOrdersQueryOptions = (view: OrderListView) =>
  queryOptions({
    queryKey: queryKeys.adminOrders.list(listQuery(view)),
    queryFn: ({ signal }) => getAdminOrders(view, signal),
    // The old page stays on screen while the next one loads, instead of an empty table.
    placeholderData: keepPreviousData,
  });

export const useAdminOrders = (view: OrderListView, enabled = true) =>
  useQuery({ ...adminOrdersQueryOptions(view), enabled });

/**
 * Starts the page the address asks for while the screen's code and texts load (app/routes/staff-screens.ts,
 * docs/decisions/119), under the key the list reads; a reversed date range asks nothing, as the list does.
 */
export function prefetchAdminOrders(queryClient: QueryClient, url: URL): number {
  const view = viewFromSearch(url.searchParams);
  if (rangeReversed(view)) return 0;
  void queryClient.prefetchQuery(adminOrdersQueryOptions(view));
  return 1;
}

/** The server's streamed .xlsx of every order matching the filters (all pages). */
export const adminOrdersExportUrl = (view: OrderListView) => buildUrl('/admin/orders/export', filterQuery(view));
