import { checkoutTexts as texts, type PaidReply } from '@wohnwerk/contract/checkout';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { euroToCents } from '../../lib/money.ts';
import type { PaymentResult } from '../payment-providers/payment-provider.ts';
import { confirmPaid, paidReply } from './payment-confirmation.ts';
import * as paymentQueries from './payments.queries.ts';
import { orderById, type OrderRow } from '../orders/orders.service.ts';

/**
 * Payment attempts (shop-rules "Checkout order"): each provider call has a payments row whose
 * unique key is the idempotency key sent to the provider, so a retry finds the first attempt
 * instead of charging again.
 */

export const UNREACHABLE = 'Der Zahlungsanbieter ist gerade nicht erreichbar. Bitte versuchen Sie es erneut.';
/** The key of a shop order's PayPal order: PayPal-Request-Id at create, and the custom_id PayPal names the order by. */
export const paypalCreateKey = (orderId: number) => `paypal-create:${orderId}`;

export interface Attempt {
  userId: number;
  orderId: number;
  key: string;
  method: 'card' | 'paypal';
  provider: string;
  /** The total the caller says it pays; it must be the order's. */
  amount?: number;
  /** Whether a provider payment (a PayPal order id) was made for this order. */
  belongs?: (db: Tx, order: OrderRow) => Promise<boolean>;
}

/**
 * Claims an attempt: the order is locked, must be the caller's and payable, and gets a pending
 * payments row. Answers the earlier attempt when the key was used, or the paid order.
 */
export function claimAttempt(db: Db, attempt: Attempt) {
  const { userId, orderId, key, method, provider, amount, belongs } = attempt;
  return db.transaction(async (db) => {
    const order = await orderById(db, orderId, true);
    if (!order || order.userId !== userId) throw new AppError('not_found', texts.orderNotFound);
    // A provider payment made for another order (a PayPal order id) never pays or replays this one.
    if (belongs && !(await belongs(db, order)))
      throw new AppError('validation', texts.paymentMismatch, { paypal_order_id: [texts.paymentMismatch] });
    const { earlier, pending } = await paymentQueries.attemptsOf(db, order.id, key);
    if (earlier && earlier.orderId !== order.id)
      throw new AppError('validation', texts.paymentMismatch, { paypal_order_id: [texts.paymentMismatch] });
    if (earlier) return { kind: 'replay' as const, order, payment: earlier };
    // Paid already (a retry with a new key, or the webhook was faster): nothing is charged again.
    if (order.status === 'paid') return { kind: 'paid' as const, order };
    if (order.status !== 'pending_payment' || order.expiresAt <= new Date())
      throw new AppError('conflict', texts.notPayable);
    if (amount !== undefined && euroToCents(amount) !== order.totalCents)
      throw new AppError('validation', texts.amountMismatch, { amount: [texts.amountMismatch] });
    if (pending) throw new AppError('conflict', texts.paymentRunning);
    const payment = await paymentQueries.insertPayment(db, {
      orderId: order.id,
      provider,
      method,
      idempotencyKey: key,
      amountCents: order.totalCents,
    });
    return { kind: 'new' as const, order, payment };
  });
}

/** The answer of an attempt made before with the same key. */
export function replayed(order: OrderRow, payment: paymentQueries.PaymentRow): PaidReply {
  if (payment.status === 'succeeded') return paidReply(order);
  if (payment.status === 'failed') throw new AppError('payment_failed', payment.message ?? texts.notPayable);
  throw new AppError('conflict', texts.paymentRunning);
}

/** Writes the provider's answer: a success confirms the order in one transaction, a failure leaves it unpaid. */
export async function settleAttempt(
  db: Db,
  publicUrl: string,
  paymentId: number,
  order: OrderRow,
  result: PaymentResult,
): Promise<PaidReply> {
  if (result.ok && result.amountCents !== order.totalCents) result = { ok: false, message: texts.amountMismatch };
  // The provider names the order the payment was made for (PayPal's custom_id): it must be this one.
  if (result.ok && result.customId !== undefined && result.customId !== paypalCreateKey(order.id))
    result = { ok: false, message: texts.paymentMismatch };
  if (!result.ok) {
    await paymentQueries.failPayment(db, paymentId, result.message);
    throw new AppError('payment_failed', result.message);
  }
  const ref = result.ref;
  return paidReply(await db.transaction((t) => confirmPaid(t, paymentId, ref, publicUrl)));
}
