import type {
  ChargeActionReply,
  ChargeConfirmInput,
  ChargeInput,
  PaidReply,
  paypalCaptureEventSchema,
} from '@wohnwerk/contract/checkout';
import type Stripe from 'stripe';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { CardPayments } from './card-payments.ts';
import type { PaymentProviders } from '../payment-providers/payment-provider.ts';
import { PaymentWebhooks } from './payment-webhooks.ts';
import { PaypalPayments } from './paypal-payments.ts';

/**
 * Payments (shop-rules "Checkout order"): an order exists first; a charge asks the provider for
 * that order's own total and only a confirmed payment makes it paid. Each provider call has a
 * payments row whose unique key is the idempotency key sent to the provider, so a retry finds
 * the first attempt instead of charging again (payment-attempts.ts). The card flow, PayPal and
 * the webhooks live in their own files; every one of them pays through confirmPaid
 * (payment-confirmation.ts). This is the one entry the routes use.
 */
export class PaymentService {
  private readonly card: CardPayments;
  private readonly paypal: PaypalPayments;
  private readonly webhooks: PaymentWebhooks;

  constructor(db: Db, providers: PaymentProviders, publicUrl: string) {
    this.card = new CardPayments(db, providers, publicUrl);
    this.paypal = new PaypalPayments(db, providers, publicUrl);
    this.webhooks = new PaymentWebhooks(db, providers, publicUrl);
  }

  /** POST /charge (card-payments.ts). */
  charge(userId: number, input: ChargeInput, clientKey?: string): Promise<PaidReply | ChargeActionReply> {
    return this.card.charge(userId, input, clientKey);
  }

  /** POST /charge/confirm: after the bank's authentication step (card-payments.ts). */
  confirmCard(userId: number, input: ChargeConfirmInput): Promise<PaidReply> {
    return this.card.confirm(userId, input);
  }

  /** The sweep of card authentications nobody finished (card-payments.ts). */
  settleAbandonedAuthentications(limit?: number): Promise<number> {
    return this.card.settleAbandonedAuthentications(limit);
  }

  paypalCreate(userId: number, orderId: number): Promise<{ id: string; amount: string; currency: 'EUR' }> {
    return this.paypal.create(userId, orderId);
  }

  paypalCapture(userId: number, orderId: number, paypalOrderId: string): Promise<PaidReply> {
    return this.paypal.capture(userId, orderId, paypalOrderId);
  }

  stripeEvent(event: Stripe.Event): Promise<void> {
    return this.webhooks.stripeEvent(event);
  }

  paypalCaptureCompleted(event: z.infer<typeof paypalCaptureEventSchema>): Promise<void> {
    return this.webhooks.paypalCaptureCompleted(event);
  }

  paypalRefunded(event: z.infer<typeof paypalCaptureEventSchema>): Promise<void> {
    return this.webhooks.paypalRefunded(event);
  }
}
