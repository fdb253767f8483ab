import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { orders, payments, paypalOrders, webhookEvents } from '../../db/schema/orders.ts';
import { refunds } from '../../db/schema/refunds.ts';
import type { Tx } from '../../db/client.ts';

export type PaymentRow = typeof payments.$inferSelect;

export async function paymentByKey(db: Tx, key: string) {
  const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, key)).limit(1);
  return row;
}

/**
 * What a new payment attempt must know, in one statement: the attempt that used this key
 * (a retry) and whether another attempt of the order is still pending. Asked after the order
 * row is locked, so no other attempt can start meanwhile.
 */
export async function attemptsOf(
  db: Tx,
  orderId: number,
  key: string,
): Promise<{ earlier: PaymentRow | undefined; pending: boolean }> {
  const found = await db
    .select()
    .from(payments)
    .where(or(eq(payments.idempotencyKey, key), and(eq(payments.orderId, orderId), eq(payments.status, 'pending'))));
  return {
    earlier: found.find((p) => p.idempotencyKey === key),
    pending: found.some((p) => p.orderId === orderId && p.status === 'pending'),
  };
}

export async function pendingPaymentOf(db: Tx, orderId: number) {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')))
    .limit(1);
  return row;
}

/** The card payment of an order with the provider's id (Stripe PaymentIntent). */
export async function cardPaymentByRef(db: Tx, orderId: number, ref: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.method, 'card'), eq(payments.providerRef, ref)))
    .limit(1);
  return row;
}

/**
 * Card payments still waiting for the customer's authentication (pending with the provider's id)
 * whose order is past its payment window: the customer left the bank's step unfinished.
 */
export async function abandonedAuthentications(db: Tx, limit: number) {
  return db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.status, 'pending'),
        eq(payments.method, 'card'),
        sql`${payments.providerRef} is not null`,
        eq(orders.status, 'pending_payment'),
        sql`${orders.expiresAt} <= now()`,
      ),
    )
    .orderBy(asc(payments.id))
    .limit(limit);
}

/** A pending attempt of an order, keyed by what the provider is sent as idempotency key. */
export async function insertPayment(
  db: Tx,
  p: { orderId: number; provider: string; method: 'card' | 'paypal'; idempotencyKey: string; amountCents: number },
): Promise<PaymentRow> {
  const [payment] = await db.insert(payments).values(p).returning();
  return payment;
}

/** Records why a payment failed; with onlyPending a success recorded meanwhile stays. */
export async function failPayment(db: Tx, paymentId: number, message: string, onlyPending = false): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'failed', message: message.slice(0, 300), updatedAt: sql`now()` })
    .where(onlyPending ? and(eq(payments.id, paymentId), eq(payments.status, 'pending')) : eq(payments.id, paymentId));
}

/** The provider's id of a payment waiting for the customer's authentication. */
export async function setPaymentRef(db: Tx, paymentId: number, ref: string): Promise<void> {
  await db.update(payments).set({ providerRef: ref, updatedAt: sql`now()` }).where(eq(payments.id, paymentId));
}

export async function succeedPayment(db: Tx, paymentId: number, ref: string): Promise<PaymentRow> {
  const [payment] = await db
    .update(payments)
    .set({ status: 'succeeded', providerRef: ref, updatedAt: sql`now()` })
    .where(eq(payments.id, paymentId))
    .returning();
  return payment;
}

/** Records a provider's webhook event; false when it was recorded before (a redelivery). */
export async function recordWebhookEvent(db: Tx, provider: string, eventId: string): Promise<boolean> {
  const fresh = await db
    .insert(webhookEvents)
    .values({ provider, eventId })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.eventId });
  return fresh.length > 0;
}

/** Remembers which shop order a PayPal order was created for (the same id again changes nothing). */
export async function recordPaypalOrder(db: Tx, paypalOrderId: string, orderId: number): Promise<void> {
  await db.insert(paypalOrders).values({ paypalOrderId, orderId }).onConflictDoNothing();
}

/** The shop order a PayPal order was created for; undefined for a PayPal order the shop never created. */
export async function paypalOrderOwner(db: Tx, paypalOrderId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ orderId: paypalOrders.orderId })
    .from(paypalOrders)
    .where(eq(paypalOrders.paypalOrderId, paypalOrderId))
    .limit(1);
  return row?.orderId;
}

/** The Stripe payment a webhook's PaymentIntent names by the key the charge wrote into its metadata. */
export async function stripePaymentByKey(db: Tx, key: string): Promise<PaymentRow | undefined> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.idempotencyKey, key), eq(payments.provider, 'stripe')));
  return payment;
}

/** A note on a payment that leaves its status as it is (a webhook whose amount does not match). */
export async function notePayment(db: Tx, paymentId: number, message: string): Promise<void> {
  await db.update(payments).set({ message, updatedAt: sql`now()` }).where(eq(payments.id, paymentId));
}

/**
 * Cents given back per order: succeeded refunds only (a pending one may still fail, a failed one
 * gave nothing back). One statement for a customer's whole order list; orders without any are absent.
 */
export async function refundedCentsByOrder(db: Tx, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const found = await db
    .select({ orderId: refunds.orderId, cents: sql<number>`sum(${refunds.amountCents})::int` })
    .from(refunds)
    .where(and(inArray(refunds.orderId, orderIds), eq(refunds.status, 'succeeded')))
    .groupBy(refunds.orderId);
  return new Map(found.map((r) => [r.orderId, r.cents]));
}
