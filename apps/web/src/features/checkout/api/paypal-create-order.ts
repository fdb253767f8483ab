import { api } from '../../../lib/api-client.ts';

/** POST /paypal/create-order: a PayPal order for the order's own total in EUR. */
export const paypalCreateOrder = (orderId: number) =>
  api.post<{ id: string; amount: string; currency: 'EUR' }>('/paypal/create-order', { order_id: orderId });
