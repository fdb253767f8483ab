import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { checkoutTexts as tx, type ChargeInput, type PaidAnswer, type paypalCaptureEventSchema } from '@wohnwerk/contract/checkout';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { orders, payments, webhookEvents } from '../../db/schema/orders.ts';
import { AppError } from '../../lib/app-error.ts';
import { euroToCents } from '../../lib/money.ts';
import { enqueueOrderConfirmation } from './checkout.documents.ts';
import * as q from './checkout.queries.ts';
import { summaryOf } from './checkout.service.ts';
import type { PaymentProviders, PaymentResult } from './payment-provider.ts';

const paidAnswer = (order: q.OrderRow): PaidAnswer => ({ message: tx.paid, data: summaryOf(order) });

/**
 * Payments (shop-rules "Checkout order"): an order exists first; a charge asks the provider for
 * that order's own total and only a confirmed payment makes it paid. Each provider call has a
 * payments row whose unique key is the idempotency key sent to the provider, so a retry finds
 * the first attempt instead of charging again.
 */
export class PaymentService {
  constructor(
    private readonly db: Db,
    private readonly providers: PaymentProviders,
    private readonly publicUrl: string,
  ) {}

  /**
   * Claims an attempt: the order is locked, must be the caller's and payable, and gets a pending
   * payments row. Answers the earlier attempt when the key was used, or the paid order.
   */
  private async claim(userId: number, orderId: number, key: string, method: 'card' | 'paypal', provider: string, amount?: number) {
    return this.db.transaction(async (db) => {
      const order = await q.orderById(db, orderId, true);
      if (!order || order.userId !== userId) throw new AppError('not_found', tx.orderNotFound);
      const earlier = await q.paymentByKey(db, key);
      if (earlier) return { kind: 'replay' as const, order, payment: earlier };
      // Paid already (a retry with a new key, or the webhook was faster): nothing is charged again.
      if (order.status === 'paid') return { kind: 'paid' as const, order };
      if (order.status !== 'pending_payment' || order.expiresAt <= new Date()) throw new AppError('conflict', tx.notPayable);
      if (amount !== undefined && euroToCents(amount) !== order.totalCents) throw new AppError('validation', tx.amountMismatch, { amount: [tx.amountMismatch] });
      if (await q.pendingPaymentOf(db, order.id)) throw new AppError('conflict', tx.paymentRunning);
      const [payment] = await db
        .insert(payments)
        .values({ orderId: order.id, provider, method, idempotencyKey: key, amountCents: order.totalCents })
        .returning();
      return { kind: 'new' as const, order, payment };
    });
  }

  private replayed(order: q.OrderRow, payment: typeof payments.$inferSelect): PaidAnswer {
    if (payment.status === 'succeeded') return paidAnswer(order);
    if (payment.status === 'failed') throw new AppError('payment_failed', payment.message ?? tx.notPayable);
    throw new AppError('conflict', tx.paymentRunning);
  }

  /** Writes the provider's answer: a success confirms the order in one transaction, a failure leaves it unpaid. */
  private async settle(paymentId: number, order: q.OrderRow, result: PaymentResult): Promise<PaidAnswer> {
    if (result.ok && result.amountCents !== order.totalCents) result = { ok: false, message: tx.amountMismatch };
    if (!result.ok) {
      await this.db.update(payments).set({ status: 'failed', message: result.message.slice(0, 300), updatedAt: sql`now()` }).where(eq(payments.id, paymentId));
      throw new AppError('payment_failed', result.message);
    }
    const ref = result.ref;
    return paidAnswer(await this.db.transaction((db) => this.confirmPaid(db, paymentId, ref)));
  }

  /**
   * Payment confirmation, one transaction: the payment succeeded, the order paid, the coupon use
   * counted (a gift code marked used), the confirmation mail with its PDF in the outbox. A second
   * confirmation (retry, webhook redelivery) changes nothing.
   */
  async confirmPaid(db: q.Tx, paymentId: number, ref: string): Promise<q.OrderRow> {
    const [payment] = await db.update(payments).set({ status: 'succeeded', providerRef: ref, updatedAt: sql`now()` }).where(eq(payments.id, paymentId)).returning();
    const order = (await q.orderById(db, payment.orderId, true))!;
    if (order.status !== 'pending_payment') return order;
    const [paid] = await db
      .update(orders)
      .set({ status: 'paid', paidAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id))
      .returning();
    if (paid.couponId) await q.countCouponUse(db, paid.couponId);
    await enqueueOrderConfirmation(db, paid, await q.itemsOf(db, paid.id), this.publicUrl);
    return paid;
  }

  /** POST /charge: the card token pays the order's own total. */
  async charge(userId: number, input: ChargeInput, clientKey?: string): Promise<PaidAnswer> {
    const key = `card:${input.order_id}:${clientKey ?? randomUUID()}`;
    const claim = await this.claim(userId, input.order_id, key, 'card', this.providers.card.name, input.amount);
    if (claim.kind === 'replay') return this.replayed(claim.order, claim.payment);
    if (claim.kind === 'paid') return paidAnswer(claim.order);
    const { order, payment } = claim;
    const result = await this.providers.card
      .charge({ amountCents: order.totalCents, currency: 'EUR', token: input.token, idempotencyKey: key, description: input.description ?? `Wohnwerk ${order.orderNumber}`, orderNumber: order.orderNumber })
      .catch((): PaymentResult => ({ ok: false, message: 'Der Zahlungsanbieter ist gerade nicht erreichbar. Bitte versuchen Sie es erneut.' }));
    return this.settle(payment.id, order, result);
  }

  /** PayPal order for the order's own total; the buyer approves it in PayPal's window. */
  async paypalCreate(userId: number, orderId: number): Promise<{ id: string; amount: string; currency: 'EUR' }> {
    const order = await q.orderById(this.db, orderId);
    if (!order || order.userId !== userId) throw new AppError('not_found', tx.orderNotFound);
    if (order.status !== 'pending_payment' || order.expiresAt <= new Date()) throw new AppError('conflict', tx.notPayable);
    const created = await this.providers.paypal.createOrder({ amountCents: order.totalCents, currency: 'EUR', idempotencyKey: `paypal-create:${order.id}`, orderNumber: order.orderNumber });
    return { id: created.id, amount: (order.totalCents / 100).toFixed(2), currency: 'EUR' };
  }

  /** Capture of an approved PayPal order; one capture per PayPal order whatever the retries. */
  async paypalCapture(userId: number, orderId: number, paypalOrderId: string): Promise<PaidAnswer> {
    const key = `paypal-capture:${paypalOrderId}`;
    const claim = await this.claim(userId, orderId, key, 'paypal', this.providers.paypal.name);
    if (claim.kind === 'replay') return this.replayed(claim.order, claim.payment);
    if (claim.kind === 'paid') return paidAnswer(claim.order);
    const result = await this.providers.paypal
      .capture({ paypalOrderId, idempotencyKey: key })
      .catch((): PaymentResult => ({ ok: false, message: 'PayPal ist gerade nicht erreichbar. Bitte versuchen Sie es erneut.' }));
    return this.settle(claim.payment.id, claim.order, result);
  }
  /**
   * PayPal's PAYMENT.CAPTURE.COMPLETED webhook (already verified by signature): the capture's
   * custom_id is the shop order we sent at create-order, and its payment row is the one the
   * browser's capture uses (key `paypal-capture:<PayPal order id>`), so whichever arrives first
   * confirms and the other only replays. All in one transaction with the event id: the same event
   * twice confirms once, and an unknown order or a wrong amount (400) records nothing.
   */
  async paypalCaptureCompleted(event: z.infer<typeof paypalCaptureEventSchema>): Promise<void> {
    await this.db.transaction(async (db) => {
      const fresh = await db.insert(webhookEvents).values({ provider: 'paypal', eventId: event.id }).onConflictDoNothing().returning({ id: webhookEvents.eventId });
      if (!fresh.length || event.event_type !== 'PAYMENT.CAPTURE.COMPLETED') return;
      const capture = event.resource;
      const orderId = /^paypal-create:(\d+)$/.exec(capture.custom_id ?? '')?.[1];
      const paypalOrderId = capture.supplementary_data?.related_ids?.order_id;
      const order = orderId && paypalOrderId ? await q.orderById(db, Number(orderId), true) : undefined;
      if (!order) throw new AppError('bad_request', tx.orderNotFound);
      if (capture.amount?.currency_code !== 'EUR' || euroToCents(Number(capture.amount.value)) !== order.totalCents) throw new AppError('bad_request', tx.amountMismatch);
      const key = `paypal-capture:${paypalOrderId}`;
      let payment = await q.paymentByKey(db, key);
      if (payment && payment.orderId !== order.id) throw new AppError('bad_request', tx.orderNotFound);
      if (!payment) {
        [payment] = await db.insert(payments).values({ orderId: order.id, provider: 'paypal', method: 'paypal', idempotencyKey: key, amountCents: order.totalCents }).returning();
      }
      await this.confirmPaid(db, payment.id, capture.id);
    });
  }
}
