import { useQueryClient } from '@tanstack/react-query';
import type { CheckoutAddress, PaymentMethod } from '@wohnwerk/contract/checkout';
import { useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { chargeOrder, needsAuthentication } from '../api/charge-order.ts';
import { confirmCharge } from '../api/confirm-charge.ts';
import { createOrder } from '../api/create-order.ts';
import type { cartItemsOf } from '../api/get-cart-totals.ts';
import { paypalCapture } from '../api/paypal-capture.ts';
import { paypalCreateOrder } from '../api/paypal-create-order.ts';

const newKey = () =>
  (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`).replace(/[^\w-]/g, '');

export interface PlaceOrderInput {
  items: ReturnType<typeof cartItemsOf>;
  coupon: string;
  shipping: CheckoutAddress;
  billing: CheckoutAddress;
  method: PaymentMethod;
  cardToken: string | null;
  /** Shows the bank's step (Stripe.js handleNextAction) for a payment that asks for authentication. */
  authenticate?: (clientSecret: string) => Promise<void>;
}

/** The order is paid (its id), or why not: `card` when the card was refused and another one is needed. */
export type PlaceOrderResult = { ok: true; id: number } | { ok: false; card: boolean; message: string };

/**
 * "Zahlungspflichtig bestellen" (decision 050): POST /order, then the charge or the PayPal
 * create/capture for that order's total. After a declined card the same unpaid order is paid
 * again (no second order); the idempotency keys make a retried click safe. When the bank asks
 * for authentication (decision 054) the bank's step is shown and the server then reads the
 * payment again; a click after an interrupted bank step resumes it instead of charging anew.
 */
export function usePlaceOrder(fallbackError: string) {
  const queryClient = useQueryClient();
  const pending = useRef<{ id: number; amount: number; signature: string } | null>(null);
  const awaiting = useRef<{ orderId: number; paymentIntent: string; clientSecret: string } | null>(null);
  const orderKey = useRef(newKey());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function authenticateAndConfirm(
    input: PlaceOrderInput,
    orderId: number,
    paymentIntent: string,
    clientSecret: string,
  ) {
    awaiting.current = { orderId, paymentIntent, clientSecret };
    // Whatever the bank's step reports, only the server's reading of the payment counts.
    await input.authenticate?.(clientSecret).catch(() => undefined);
    try {
      await confirmCharge(orderId, paymentIntent);
      awaiting.current = null;
    } catch (err) {
      // Authentication failed (402) or the payment does not match: a new attempt starts afresh.
      if (isApiError(err) && err.status === 402) awaiting.current = null;
      throw err;
    }
  }

  async function place(input: PlaceOrderInput): Promise<PlaceOrderResult> {
    setBusy(true);
    setError(null);
    let paying = false;
    try {
      const signature = JSON.stringify([input.items, input.coupon, input.shipping, input.billing, input.method]);
      if (!pending.current || pending.current.signature !== signature) {
        if (pending.current) orderKey.current = newKey();
        awaiting.current = null;
        const created = await createOrder({ ...input, paymentMethod: input.method, idempotencyKey: orderKey.current });
        pending.current = { id: created.data, amount: created.order.amount, signature };
      }
      const order = pending.current;
      paying = true;
      const open = awaiting.current;
      if (input.method === 'card' && open && open.orderId === order.id) {
        await authenticateAndConfirm(input, order.id, open.paymentIntent, open.clientSecret);
      } else if (input.method === 'card') {
        const charged = await chargeOrder({
          orderId: order.id,
          token: input.cardToken ?? '',
          amount: order.amount,
          idempotencyKey: newKey(),
        });
        if (needsAuthentication(charged))
          await authenticateAndConfirm(input, order.id, charged.payment_intent, charged.client_secret);
      } else {
        const paypal = await paypalCreateOrder(order.id);
        await paypalCapture(order.id, paypal.id);
      }
      pending.current = null;
      orderKey.current = newKey();
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      return { ok: true, id: order.id };
    } catch (err) {
      const message = isApiError(err) ? (err.serverMessage ?? fallbackError) : fallbackError;
      setError(message);
      return { ok: false, card: paying && input.method === 'card' && isApiError(err) && err.status === 402, message };
    } finally {
      setBusy(false);
    }
  }

  return { place, busy, error, setError };
}
