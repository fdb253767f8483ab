import { checkoutTexts as texts, type paypalCaptureEventSchema } from '@wohnwerk/contract/checkout';
import type Stripe from 'stripe';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { euroTextToCents } from '../../lib/money.ts';
import { confirmPaid } from './payment-confirmation.ts';
import * as paymentQueries from './payments.queries.ts';
import type { PaymentProviders } from '../payment-providers/payment-provider.ts';
import { type ReportedRefund, RefundService } from '../refunds/refunds.service.ts';
import { orderById } from '../orders/orders.service.ts';

/** PayPal's link from a refund to its capture: https://…/v2/payments/captures/{capture id}. */
const CAPTURE_LINK = /\/v2\/payments\/captures\/([^/?#]+)$/;

/**
 * The providers' webhooks (already verified by signature): each event is handled once by its id,
 * and pays an order only through the same confirmation as the buyer's own payment. Refunds the
 * providers report (made in their dashboards, or the shop's own) go to the refunds (decision 147).
 */
export class PaymentWebhooks {
  private readonly refunds: RefundService;

  constructor(
    private readonly db: Db,
    providers: PaymentProviders,
    private readonly publicUrl: string,
  ) {
    this.refunds = new RefundService(db, providers, publicUrl);
  }

  /**
   * Stripe's event: a payment_intent.succeeded pays the order of the payment its metadata names,
   * when currency and amount match; a mismatch is noted on the payment and pays nothing.
   */
  async stripeEvent(event: Stripe.Event): Promise<void> {
    if (event.type === 'refund.created' || event.type === 'refund.updated') return this.stripeRefund(event);
    const fresh = await paymentQueries.recordWebhookEvent(this.db, 'stripe', event.id);
    if (!fresh || event.type !== 'payment_intent.succeeded') return;
    const intent = event.data.object;
    const key = intent.metadata?.payment_key;
    if (!key) return;
    const payment = await paymentQueries.stripePaymentByKey(this.db, key);
    if (payment && intent.currency === 'eur' && (intent.amount_received || intent.amount) === payment.amountCents) {
      await this.db.transaction((db) => confirmPaid(db, payment.id, intent.id, this.publicUrl));
    } else if (payment) {
      await paymentQueries.notePayment(this.db, payment.id, 'Webhook-Betrag passt nicht zur Bestellung.');
    }
  }

  /**
   * Stripe's refund.created / refund.updated: a succeeded refund of a PaymentIntent the shop took
   * is recorded (or its pending row settled). A pending refund waits for its refund.updated.
   */
  private async stripeRefund(event: Stripe.RefundCreatedEvent | Stripe.RefundUpdatedEvent): Promise<void> {
    const refund = event.data.object;
    const intent = typeof refund.payment_intent === 'string' ? refund.payment_intent : refund.payment_intent?.id;
    if (refund.status !== 'succeeded' || refund.currency !== 'eur' || !intent) return;
    await this.recordRefund(event.id, {
      provider: 'stripe',
      ref: refund.id,
      paymentRef: intent,
      amountCents: refund.amount,
      key: refund.metadata?.refund_key,
    });
  }

  /**
   * PayPal's PAYMENT.CAPTURE.REFUNDED: a completed refund of a capture the shop took is recorded
   * (or its pending row settled).
   */
  async paypalRefunded(event: z.infer<typeof paypalCaptureEventSchema>): Promise<void> {
    const refund = event.resource;
    const capture = CAPTURE_LINK.exec(refund.links?.find((l) => l.rel === 'up')?.href ?? '')?.[1];
    if (refund.status !== 'COMPLETED' || refund.amount?.currency_code !== 'EUR' || !capture) return;
    const amountCents = euroTextToCents(refund.amount.value);
    if (!Number.isFinite(amountCents) || amountCents <= 0) throw new AppError('bad_request', texts.amountMismatch);
    await this.recordRefund(event.id, {
      provider: 'paypal',
      ref: refund.id,
      paymentRef: capture,
      amountCents,
      key: refund.custom_id,
    });
  }

  /** A reported refund with its event id in one transaction: a failure lets the provider's retry do it again. */
  private recordRefund(eventId: string, report: ReportedRefund): Promise<void> {
    return this.db.transaction(async (db) => {
      if (await paymentQueries.recordWebhookEvent(db, report.provider, eventId))
        await this.refunds.recordReported(db, report);
    });
  }

  /**
   * PayPal's PAYMENT.CAPTURE.COMPLETED: the capture's custom_id is the shop order we sent at
   * create-order, and its payment row is the one the browser's capture uses (key
   * `paypal-capture:<PayPal order id>`), so whichever arrives first confirms and the other only
   * replays. All in one transaction with the event id: the same event twice confirms once, and an
   * unknown order or a wrong amount (400) records nothing.
   */
  async paypalCaptureCompleted(event: z.infer<typeof paypalCaptureEventSchema>): Promise<void> {
    await this.db.transaction(async (db) => {
      const fresh = await paymentQueries.recordWebhookEvent(db, 'paypal', event.id);
      if (!fresh || event.event_type !== 'PAYMENT.CAPTURE.COMPLETED') return;
      const capture = event.resource;
      const orderId = /^paypal-create:(\d+)$/.exec(capture.custom_id ?? '')?.[1];
      const paypalOrderId = capture.supplementary_data?.related_ids?.order_id;
      const order = orderId && paypalOrderId ? await orderById(db, Number(orderId), true) : undefined;
      if (!order) throw new AppError('bad_request', texts.orderNotFound);
      // The PayPal order must be the one the shop created for this order, as the buyer's capture checks.
      if ((await paymentQueries.paypalOrderOwner(db, paypalOrderId!)) !== order.id)
        throw new AppError('bad_request', texts.paymentMismatch);
      if (capture.amount?.currency_code !== 'EUR' || euroTextToCents(capture.amount.value) !== order.totalCents)
        throw new AppError('bad_request', texts.amountMismatch);
      const key = `paypal-capture:${paypalOrderId}`;
      let payment = await paymentQueries.paymentByKey(db, key);
      if (payment && payment.orderId !== order.id) throw new AppError('bad_request', texts.orderNotFound);
      if (!payment) {
        payment = await paymentQueries.insertPayment(db, {
          orderId: order.id,
          provider: 'paypal',
          method: 'paypal',
          idempotencyKey: key,
          amountCents: order.totalCents,
        });
      }
      await confirmPaid(db, payment.id, capture.id, this.publicUrl);
    });
  }
}
