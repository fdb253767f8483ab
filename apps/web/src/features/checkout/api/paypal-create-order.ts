import type { z } from 'zod';
import type { paypalCreateReplySchema } from '@wohnwerk/contract/checkout';
import { api } from '../../../lib/api-client.ts';

/** POST /paypal/create-order: a PayPal order for the order's own total in EUR. */
export const paypalCreateOrder = (orderId: number) =>
  api.post<z.infer<typeof paypalCreateReplySchema>>('/paypal/create-order', { order_id: orderId });
