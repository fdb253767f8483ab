import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderChangeReply, AdminStatusChangeInput } from '@wohnwerk/contract/admin-orders';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /admin/orders/{order_number}/status: 409 for a transition the order does not allow (or lost to another change). */
export const changeOrderStatus = (orderNumber: string, body: AdminStatusChangeInput) =>
  api.post<AdminOrderChangeReply>(`/admin/orders/${encodeURIComponent(orderNumber)}/status`, body);

export function useChangeOrderStatus(orderNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminStatusChangeInput) => changeOrderStatus(orderNumber, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.adminOrders.detail(orderNumber), answer.data);
      // The list shows the status; the customer's own answers (same browser, other tab) too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminOrders.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
    },
    // A 409 means the order changed meanwhile: show what it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.adminOrders.detail(orderNumber) }),
  });
}
