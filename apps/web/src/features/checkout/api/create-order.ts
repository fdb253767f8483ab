import type { z } from 'zod';
import type { CheckoutAddress, PaymentMethod, orderCreateReplySchema } from '@wohnwerk/contract/checkout';
import { api } from '../../../lib/api-client.ts';
import type { cartItemsOf } from './get-cart-totals.ts';

export interface CreateOrderInput {
  items: ReturnType<typeof cartItemsOf>;
  coupon: string;
  shipping: CheckoutAddress;
  billing: CheckoutAddress;
  paymentMethod: PaymentMethod;
  /** One key per click on "Zahlungspflichtig bestellen": a retry never creates a second order. */
  idempotencyKey: string;
}

/** POST /order: the server prices the order and takes the units; the spec's fixed ids ride along. */
export const createOrder = (input: CreateOrderInput) =>
  api.post<z.infer<typeof orderCreateReplySchema>>(
    '/order',
    {
      vendor_id: 1,
      warehouse_id: 1,
      shop_id: 1,
      items: input.items,
      coupon: input.coupon || undefined,
      shipping_address: JSON.stringify(input.shipping),
      billing_address: JSON.stringify(input.billing),
      payment_method: input.paymentMethod,
    },
    { headers: { 'Idempotency-Key': input.idempotencyKey } },
  );
