import type { PaidReply } from '@wohnwerk/contract/checkout';
import { api } from '../../../lib/api-client.ts';

/** POST /paypal/capture: captures the approved PayPal order; the shop order becomes paid. */
export const paypalCapture = (orderId: number, paypalOrderId: string) =>
  api.post<PaidReply>('/paypal/capture', { order_id: orderId, paypal_order_id: paypalOrderId });
