import { checkoutTexts as texts, type PaidReply } from '@wohnwerk/contract/checkout';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { claimAttempt, paypalCreateKey, replayed, settleAttempt } from './payment-attempts.ts';
import { paidReply } from './payment-confirmation.ts';
import type { PaymentProviders, PaymentResult } from '../payment-providers/payment-provider.ts';
import * as paymentQueries from './payments.queries.ts';
import { orderById } from '../orders/orders.service.ts';

/** PayPal payments: the PayPal order for the order's total, then its capture once the buyer approved it. */
export class PaypalPayments {
  constructor(
    private readonly db: Db,
    private readonly providers: PaymentProviders,
    private readonly publicUrl: string,
  ) {}

  /** PayPal order for the order's own total; the buyer approves it in PayPal's window. */
  async create(userId: number, orderId: number): Promise<{ id: string; amount: string; currency: 'EUR' }> {
    const order = await orderById(this.db, orderId);
    if (!order || order.userId !== userId) throw new AppError('not_found', texts.orderNotFound);
    if (order.status !== 'pending_payment' || order.expiresAt <= new Date())
      throw new AppError('conflict', texts.notPayable);
    const created = await this.providers.paypal.createOrder({
      amountCents: order.totalCents,
      currency: 'EUR',
      idempotencyKey: paypalCreateKey(order.id),
      orderNumber: order.orderNumber,
    });
    await paymentQueries.recordPaypalOrder(this.db, created.id, order.id);
    return { id: created.id, amount: (order.totalCents / 100).toFixed(2), currency: 'EUR' };
  }

  /**
   * Capture of an approved PayPal order; one capture per PayPal order whatever the retries. Only
   * the PayPal order the shop created for this very order is captured: another order's approval
   * (another customer's money) is refused before PayPal is asked.
   */
  async capture(userId: number, orderId: number, paypalOrderId: string): Promise<PaidReply> {
    const key = `paypal-capture:${paypalOrderId}`;
    const claim = await claimAttempt(this.db, {
      userId,
      orderId,
      key,
      method: 'paypal',
      provider: this.providers.paypal.name,
      belongs: async (db, order) => (await paymentQueries.paypalOrderOwner(db, paypalOrderId)) === order.id,
    });
    if (claim.kind === 'replay') return replayed(claim.order, claim.payment);
    if (claim.kind === 'paid') return paidReply(claim.order);
    const result = await this.providers.paypal.capture({ paypalOrderId, idempotencyKey: key }).catch(
      (): PaymentResult => ({
        ok: false,
        message: 'PayPal ist gerade nicht erreichbar. Bitte versuchen Sie es erneut.',
      }),
    );
    return settleAttempt(this.db, this.publicUrl, claim.payment.id, claim.order, result);
  }
}
