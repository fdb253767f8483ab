import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderChangeReply, AdminRefundBodyInput } from '@wohnwerk/contract/admin-orders';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface RefundInput {
  body: AdminRefundBodyInput;
  /** One key per attempt (refund-attempt.ts): a retried request never refunds twice. */
  idempotencyKey: string;
}

/** POST /admin/orders/{order_number}/refunds: money back through the provider that took it. */
export const refundOrder = (orderNumber: string, input: RefundInput) =>
  api.post<AdminOrderChangeReply>(`/admin/orders/${encodeURIComponent(orderNumber)}/refunds`, input.body, {
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });

export function useRefundOrder(orderNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RefundInput) => refundOrder(orderNumber, input),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.adminOrders.detail(orderNumber), answer.data);
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminOrders.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.adminOrders.detail(orderNumber) }),
  });
}
