import type { PaidReply } from '@wohnwerk/contract/checkout';
import { api } from '../../../lib/api-client.ts';

/** POST /charge/confirm: after the bank's step the server reads the payment from Stripe and pays the order once (decision 054). */
export const confirmCharge = (orderId: number, paymentIntent: string) =>
  api.post<PaidReply>('/charge/confirm', { order_id: orderId, payment_intent: paymentIntent });
