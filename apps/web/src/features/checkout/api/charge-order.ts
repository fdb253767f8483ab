import type { PaidAnswer } from '@wohnwerk/contract/checkout';
import { api } from '../../../lib/api-client.ts';

/** POST /charge: pays the order's own total with the card token; a failure carries the provider's message. */
export const chargeOrder = (input: { orderId: number; token: string; amount: number; idempotencyKey: string }) =>
  api.post<PaidAnswer>(
    '/charge',
    { order_id: input.orderId, token: input.token, amount: input.amount, source: 'card', description: 'Wohnwerk' },
    { headers: { 'Idempotency-Key': input.idempotencyKey } },
  );
