import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderDetailReply } from '@wohnwerk/contract/admin-orders';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /admin/orders/{order_number}: everything staff need about one order. */
export const getAdminOrder = (orderNumber: string, signal?: AbortSignal) =>
  api
    .get<AdminOrderDetailReply>(`/admin/orders/${encodeURIComponent(orderNumber)}`, { signal })
    .then((answer) => answer.data);

export const adminOrderQueryOptions = (orderNumber: string) =>
  queryOptions({
    queryKey: queryKeys.adminOrders.detail(orderNumber),
    queryFn: ({ signal }) => getAdminOrder(orderNumber, signal),
    // A 404 stays a 404; retrying only delays the message.
    retry: false,
  });

export const useAdminOrder = (orderNumber: string) => useQuery(adminOrderQueryOptions(orderNumber));

/** Starts the order's request while the screen's code and texts load (app/routes/staff-screens.ts, docs/decisions/119). */
export function prefetchAdminOrder(queryClient: QueryClient, orderNumber: string): number {
  void queryClient.prefetchQuery(adminOrderQueryOptions(orderNumber));
  return 1;
}
