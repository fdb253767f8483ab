import { useQueryClient } from '@tanstack/react-query';
import type { CheckoutAddress, PaymentMethod } from '@wohnwerk/contract/checkout';
import { useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { chargeOrder } from '../api/charge-order.ts';
import { createOrder } from '../api/create-order.ts';
import type { cartItemsOf } from '../api/get-cart-totals.ts';
import { paypalCapture } from '../api/paypal-capture.ts';
import { paypalCreateOrder } from '../api/paypal-create-order.ts';

const newKey = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`).replace(/[^\w-]/g, '');

export interface PlaceOrderInput {
  items: ReturnType<typeof cartItemsOf>;
  coupon: string;
  shipping: CheckoutAddress;
  billing: CheckoutAddress;
  method: PaymentMethod;
  cardToken: string | null;
}

/**
 * "Zahlungspflichtig bestellen" (decision 050): POST /order, then the charge or the PayPal
 * create/capture for that order's total. After a declined card the same unpaid order is paid
 * again (no second order); the idempotency keys make a retried click safe.
 */
export function usePlaceOrder(fallbackError: string) {
  const queryClient = useQueryClient();
  const pending = useRef<{ id: number; amount: number; signature: string } | null>(null);
  const orderKey = useRef(newKey());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function place(input: PlaceOrderInput): Promise<number | null> {
    setBusy(true);
    setError(null);
    try {
      const signature = JSON.stringify([input.items, input.coupon, input.shipping, input.billing, input.method]);
      if (!pending.current || pending.current.signature !== signature) {
        if (pending.current) orderKey.current = newKey();
        const created = await createOrder({ ...input, paymentMethod: input.method, idempotencyKey: orderKey.current });
        pending.current = { id: created.data, amount: created.order.amount, signature };
      }
      const order = pending.current;
      if (input.method === 'card') {
        await chargeOrder({ orderId: order.id, token: input.cardToken ?? '', amount: order.amount, idempotencyKey: newKey() });
      } else {
        const paypal = await paypalCreateOrder(order.id);
        await paypalCapture(order.id, paypal.id);
      }
      pending.current = null;
      orderKey.current = newKey();
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      return order.id;
    } catch (err) {
      setError(isApiError(err) ? (err.serverMessage ?? fallbackError) : fallbackError);
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { place, busy, error };
}
