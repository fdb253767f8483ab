import { type OrderSummary, orderStatusText } from '@wohnwerk/contract/checkout';
import { centsToEuro } from '../../lib/money.ts';
import type { OrderRow } from '../orders/orders.service.ts';

/** An order as the customer's answers show it (placing, paying, the order list). */
export const summaryOf = (
  o: Pick<OrderRow, 'id' | 'orderNumber' | 'totalCents' | 'status' | 'withdrawnAt' | 'createdAt'>,
): OrderSummary => ({
  id: o.id,
  order_number: o.orderNumber,
  amount: centsToEuro(o.totalCents),
  status: o.status,
  status_text: o.withdrawnAt ? `${orderStatusText[o.status]} · Widerrufen` : orderStatusText[o.status],
  created_at: o.createdAt.toISOString(),
  withdrawn_at: o.withdrawnAt?.toISOString() ?? null,
});
