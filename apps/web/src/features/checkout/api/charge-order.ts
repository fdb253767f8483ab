import type { ChargeActionReply, PaidReply } from '@wohnwerk/contract/checkout';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /charge: pays the order's own total with the card token; a failure carries the provider's
 * message. With Stripe the bank may ask for authentication first (202, decision 054).
 */
export const chargeOrder = (input: { orderId: number; token: string; amount: number; idempotencyKey: string }) =>
  api.post<PaidReply | ChargeActionReply>(
    '/charge',
    { order_id: input.orderId, token: input.token, amount: input.amount, source: 'card', description: 'Wohnwerk' },
    { headers: { 'Idempotency-Key': input.idempotencyKey } },
  );

export const needsAuthentication = (answer: PaidReply | ChargeActionReply): answer is ChargeActionReply =>
  'requires_action' in answer && answer.requires_action;
