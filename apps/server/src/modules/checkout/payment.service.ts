import { randomUUID } from 'node:crypto';
import {
  checkoutTexts as tx,
  type ChargeActionReply,
  type ChargeConfirmInput,
  type ChargeInput,
  type PaidReply,
  type paypalCaptureEventSchema,
} from '@wohnwerk/contract/checkout';
import type Stripe from 'stripe';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { euroToCents } from '../../lib/money.ts';
import { enqueueOrderConfirmation } from './order-confirmation.ts';
import { issueInvoice } from '../invoices/invoices.service.ts';
import * as q from './checkout.queries.ts';
import * as pq from './payments.queries.ts';
import { summaryOf } from './order-summary.ts';
import type { CardPaymentState, PaymentProviders, PaymentResult } from './payment-provider.ts';

const paidAnswer = (order: q.OrderRow): PaidReply => ({ message: tx.paid, data: summaryOf(order) });
const actionAnswer = (ref: string, clientSecret: string): ChargeActionReply => ({
  message: tx.authenticate,
  requires_action: true,
  payment_intent: ref,
  client_secret: clientSecret,
});
const UNREACHABLE = 'Der Zahlungsanbieter ist gerade nicht erreichbar. Bitte versuchen Sie es erneut.';
const ABANDONED = 'Die Bestätigung bei der Bank wurde nicht abgeschlossen.';
/** The key of a shop order's PayPal order: PayPal-Request-Id at create, and the custom_id PayPal names the order by. */
const paypalCreateKey = (orderId: number) => `paypal-create:${orderId}`;

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
  private async claim(
    userId: number,
    orderId: number,
    key: string,
    method: 'card' | 'paypal',
    provider: string,
    amount?: number,
    belongs?: (db: q.Tx, order: q.OrderRow) => Promise<boolean>,
  ) {
    return this.db.transaction(async (db) => {
      const order = await q.orderById(db, orderId, true);
      if (!order || order.userId !== userId) throw new AppError('not_found', tx.orderNotFound);
      // A provider payment made for another order (a PayPal order id) never pays or replays this one.
      if (belongs && !(await belongs(db, order)))
        throw new AppError('validation', tx.paymentMismatch, { paypal_order_id: [tx.paymentMismatch] });
      const { earlier, pending } = await pq.attemptsOf(db, order.id, key);
      if (earlier && earlier.orderId !== order.id)
        throw new AppError('validation', tx.paymentMismatch, { paypal_order_id: [tx.paymentMismatch] });
      if (earlier) return { kind: 'replay' as const, order, payment: earlier };
      // Paid already (a retry with a new key, or the webhook was faster): nothing is charged again.
      if (order.status === 'paid') return { kind: 'paid' as const, order };
      if (order.status !== 'pending_payment' || order.expiresAt <= new Date())
        throw new AppError('conflict', tx.notPayable);
      if (amount !== undefined && euroToCents(amount) !== order.totalCents)
        throw new AppError('validation', tx.amountMismatch, { amount: [tx.amountMismatch] });
      if (pending) throw new AppError('conflict', tx.paymentRunning);
      const payment = await pq.insertPayment(db, {
        orderId: order.id,
        provider,
        method,
        idempotencyKey: key,
        amountCents: order.totalCents,
      });
      return { kind: 'new' as const, order, payment };
    });
  }

  /**
   * The spec's charge (token, source, amount, description) names no order: it pays the caller's
   * newest unpaid order, and only for that order's own total, so the amount has to be sent.
   */
  private async payableOrderOf(userId: number, amount: number | undefined): Promise<number> {
    if (amount === undefined) throw new AppError('validation', tx.orderRequired, { order_id: [tx.orderRequired] });
    const orderId = await q.newestPayableOrderId(this.db, userId);
    if (orderId === undefined) throw new AppError('validation', tx.noPayableOrder, { order_id: [tx.noPayableOrder] });
    return orderId;
  }

  private replayed(order: q.OrderRow, payment: pq.PaymentRow): PaidReply {
    if (payment.status === 'succeeded') return paidAnswer(order);
    if (payment.status === 'failed') throw new AppError('payment_failed', payment.message ?? tx.notPayable);
    throw new AppError('conflict', tx.paymentRunning);
  }

  /** Writes the provider's answer: a success confirms the order in one transaction, a failure leaves it unpaid. */
  private async settle(paymentId: number, order: q.OrderRow, result: PaymentResult): Promise<PaidReply> {
    if (result.ok && result.amountCents !== order.totalCents) result = { ok: false, message: tx.amountMismatch };
    // The provider names the order the payment was made for (PayPal's custom_id): it must be this one.
    if (result.ok && result.customId !== undefined && result.customId !== paypalCreateKey(order.id))
      result = { ok: false, message: tx.paymentMismatch };
    if (!result.ok) {
      await pq.failPayment(this.db, paymentId, result.message);
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
    const payment = await pq.succeedPayment(db, paymentId, ref);
    // One confirmation pays the order; a later one, or one after a cancellation, reads it as it is.
    const paid = await pq.payOrder(db, payment.orderId);
    if (!paid) return (await q.orderById(db, payment.orderId))!;
    if (paid.couponId) await q.countCouponUse(db, paid.couponId);
    const items = await q.itemsOf(db, paid.id);
    // Paying issues the invoice in this transaction: its number is gapless (modules/invoices).
    const invoice = await issueInvoice(db, paid, items);
    await enqueueOrderConfirmation(db, paid, items, this.publicUrl, invoice);
    return paid;
  }

  /**
   * POST /charge: the card token pays the order's own total. When the bank asks for Strong
   * Customer Authentication the payment stays pending with the provider's id, and the answer
   * carries the client secret for the browser's authentication step (decision 054).
   */
  async charge(userId: number, input: ChargeInput, clientKey?: string): Promise<PaidReply | ChargeActionReply> {
    const orderId = input.order_id ?? (await this.payableOrderOf(userId, input.amount));
    const key = `card:${orderId}:${clientKey ?? randomUUID()}`;
    const claim = await this.claim(userId, orderId, key, 'card', this.providers.card.name, input.amount);
    if (claim.kind === 'replay') {
      // The same click again while the bank's step is open: the same step, not "payment running".
      if (claim.payment.status === 'pending' && claim.payment.providerRef)
        return this.afterAuthentication(claim.order, claim.payment);
      return this.replayed(claim.order, claim.payment);
    }
    if (claim.kind === 'paid') return paidAnswer(claim.order);
    const { order, payment } = claim;
    const result = await this.providers.card
      .charge({
        amountCents: order.totalCents,
        currency: 'EUR',
        token: input.token,
        idempotencyKey: key,
        description: input.description ?? `Wohnwerk ${order.orderNumber}`,
        orderNumber: order.orderNumber,
      })
      .catch((): PaymentResult => ({ ok: false, message: UNREACHABLE }));
    if (result.ok === 'action') {
      await pq.setPaymentRef(this.db, payment.id, result.ref);
      return actionAnswer(result.ref, result.clientSecret);
    }
    return this.settle(payment.id, order, result);
  }

  /**
   * POST /charge/confirm: the browser finished the bank's step. Whatever it says, the server asks
   * the provider for the payment by its id and pays the order only when the payment succeeded and
   * is this order's: amount, EUR, and the metadata the charge wrote. Paying is confirmPaid, so a
   * webhook that was faster (or a repeat) leaves one paid order and one mail.
   */
  async confirmCard(userId: number, input: ChargeConfirmInput): Promise<PaidReply> {
    const order = await q.orderById(this.db, input.order_id);
    if (!order || order.userId !== userId) throw new AppError('not_found', tx.orderNotFound);
    const payment = await pq.cardPaymentByRef(this.db, order.id, input.payment_intent);
    if (!payment) throw new AppError('not_found', tx.paymentNotFound);
    const answer = await this.afterAuthentication(order, payment);
    if ('requires_action' in answer) throw new AppError('conflict', tx.awaitingAuthentication);
    return answer;
  }

  /** The provider's word on a payment that waited for authentication, applied once. */
  private async afterAuthentication(
    order: q.OrderRow,
    payment: pq.PaymentRow,
  ): Promise<PaidReply | ChargeActionReply> {
    if (payment.status === 'succeeded') return paidAnswer((await q.orderById(this.db, order.id))!);
    if (payment.status === 'failed') return this.replayed(order, payment);
    const provider = this.providers.card;
    if (!provider.retrieve || !payment.providerRef) throw new AppError('conflict', tx.paymentRunning);
    let state: CardPaymentState;
    try {
      state = await provider.retrieve(payment.providerRef);
    } catch {
      throw new AppError('conflict', UNREACHABLE);
    }
    return this.applyState(order, payment, state);
  }

  private async applyState(
    order: q.OrderRow,
    payment: pq.PaymentRow,
    state: CardPaymentState,
  ): Promise<PaidReply | ChargeActionReply> {
    const ours =
      state.ref === payment.providerRef &&
      state.metadata.payment_key === payment.idempotencyKey &&
      state.metadata.order_number === order.orderNumber &&
      state.currency.toLowerCase() === 'eur' &&
      state.amountCents === order.totalCents &&
      payment.amountCents === order.totalCents;
    if (!ours) return this.fail(payment.id, tx.paymentMismatch);
    if (state.status === 'succeeded')
      return paidAnswer(await this.db.transaction((db) => this.confirmPaid(db, payment.id, state.ref)));
    if (state.status === 'failed') return this.fail(payment.id, state.message ?? ABANDONED);
    if (state.status === 'requires_action' && state.clientSecret) return actionAnswer(state.ref, state.clientSecret);
    throw new AppError('conflict', tx.awaitingAuthentication);
  }

  /** A payment that did not go through: recorded (unless a success was recorded meanwhile), the customer told why. */
  private async fail(paymentId: number, message: string): Promise<never> {
    await pq.failPayment(this.db, paymentId, message, true);
    throw new AppError('payment_failed', message);
  }

  /**
   * Card payments whose bank step was never finished (the tab was closed) keep their order from
   * expiring, because the customer could still authenticate. Once the order's 30 minutes are over
   * the sweep ends them: the provider cancels the payment, or answers that it succeeded after all,
   * which pays the order. Answers how many it settled.
   */
  async settleAbandonedAuthentications(limit = 20): Promise<number> {
    const cancel = this.providers.card.cancel?.bind(this.providers.card);
    if (!cancel) return 0;
    const waiting = await pq.abandonedAuthentications(this.db, limit);
    let failure: unknown;
    for (const { payment, order } of waiting) {
      // One payment the provider cannot answer for now does not hold up the others; it is asked again next sweep.
      await cancel(payment.providerRef!)
        .then((state) => this.applyState(order, payment, state))
        .catch((err: unknown) => {
          if (!(err instanceof AppError)) failure ??= err;
        });
    }
    if (failure) throw failure;
    return waiting.length;
  }

  /** PayPal order for the order's own total; the buyer approves it in PayPal's window. */
  async paypalCreate(userId: number, orderId: number): Promise<{ id: string; amount: string; currency: 'EUR' }> {
    const order = await q.orderById(this.db, orderId);
    if (!order || order.userId !== userId) throw new AppError('not_found', tx.orderNotFound);
    if (order.status !== 'pending_payment' || order.expiresAt <= new Date())
      throw new AppError('conflict', tx.notPayable);
    const created = await this.providers.paypal.createOrder({
      amountCents: order.totalCents,
      currency: 'EUR',
      idempotencyKey: paypalCreateKey(order.id),
      orderNumber: order.orderNumber,
    });
    await pq.recordPaypalOrder(this.db, created.id, order.id);
    return { id: created.id, amount: (order.totalCents / 100).toFixed(2), currency: 'EUR' };
  }

  /**
   * Capture of an approved PayPal order; one capture per PayPal order whatever the retries. Only
   * the PayPal order the shop created for this very order is captured: another order's approval
   * (another customer's money) is refused before PayPal is asked.
   */
  async paypalCapture(userId: number, orderId: number, paypalOrderId: string): Promise<PaidReply> {
    const key = `paypal-capture:${paypalOrderId}`;
    const claim = await this.claim(
      userId,
      orderId,
      key,
      'paypal',
      this.providers.paypal.name,
      undefined,
      async (db, order) => (await pq.paypalOrderOwner(db, paypalOrderId)) === order.id,
    );
    if (claim.kind === 'replay') return this.replayed(claim.order, claim.payment);
    if (claim.kind === 'paid') return paidAnswer(claim.order);
    const result = await this.providers.paypal.capture({ paypalOrderId, idempotencyKey: key }).catch(
      (): PaymentResult => ({
        ok: false,
        message: 'PayPal ist gerade nicht erreichbar. Bitte versuchen Sie es erneut.',
      }),
    );
    return this.settle(claim.payment.id, claim.order, result);
  }
  /**
   * Stripe's webhook event (already verified by signature), handled once by its id: a
   * payment_intent.succeeded pays the order of the payment its metadata names, when currency and
   * amount match; a mismatch is noted on the payment and pays nothing.
   */
  async stripeEvent(event: Stripe.Event): Promise<void> {
    const fresh = await pq.recordWebhookEvent(this.db, 'stripe', event.id);
    if (!fresh || event.type !== 'payment_intent.succeeded') return;
    const intent = event.data.object;
    const key = intent.metadata?.payment_key;
    if (!key) return;
    const payment = await pq.stripePaymentByKey(this.db, key);
    if (payment && intent.currency === 'eur' && (intent.amount_received || intent.amount) === payment.amountCents) {
      await this.db.transaction((tx) => this.confirmPaid(tx, payment.id, intent.id));
    } else if (payment) {
      await pq.notePayment(this.db, payment.id, 'Webhook-Betrag passt nicht zur Bestellung.');
    }
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
      const fresh = await pq.recordWebhookEvent(db, 'paypal', event.id);
      if (!fresh || event.event_type !== 'PAYMENT.CAPTURE.COMPLETED') return;
      const capture = event.resource;
      const orderId = /^paypal-create:(\d+)$/.exec(capture.custom_id ?? '')?.[1];
      const paypalOrderId = capture.supplementary_data?.related_ids?.order_id;
      const order = orderId && paypalOrderId ? await q.orderById(db, Number(orderId), true) : undefined;
      if (!order) throw new AppError('bad_request', tx.orderNotFound);
      // The PayPal order must be the one the shop created for this order, as the buyer's capture checks.
      if ((await pq.paypalOrderOwner(db, paypalOrderId!)) !== order.id)
        throw new AppError('bad_request', tx.paymentMismatch);
      if (capture.amount?.currency_code !== 'EUR' || euroToCents(Number(capture.amount.value)) !== order.totalCents)
        throw new AppError('bad_request', tx.amountMismatch);
      const key = `paypal-capture:${paypalOrderId}`;
      let payment = await pq.paymentByKey(db, key);
      if (payment && payment.orderId !== order.id) throw new AppError('bad_request', tx.orderNotFound);
      if (!payment) {
        payment = await pq.insertPayment(db, {
          orderId: order.id,
          provider: 'paypal',
          method: 'paypal',
          idempotencyKey: key,
          amountCents: order.totalCents,
        });
      }
      await this.confirmPaid(db, payment.id, capture.id);
    });
  }
}
