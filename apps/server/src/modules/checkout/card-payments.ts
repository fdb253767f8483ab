import { randomUUID } from 'node:crypto';
import {
  checkoutTexts as texts,
  type ChargeActionReply,
  type ChargeConfirmInput,
  type ChargeInput,
  type PaidReply,
} from '@wohnwerk/contract/checkout';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as checkoutQueries from './checkout.queries.ts';
import { claimAttempt, replayed, settleAttempt, UNREACHABLE } from './payment-attempts.ts';
import { confirmPaid, paidReply } from './payment-confirmation.ts';
import type { CardPaymentState, PaymentProviders, PaymentResult } from '../payment-providers/payment-provider.ts';
import * as paymentQueries from './payments.queries.ts';
import { orderById, type OrderRow } from '../orders/orders.service.ts';

const ABANDONED = 'Die Bestätigung bei der Bank wurde nicht abgeschlossen.';
const actionReply = (ref: string, clientSecret: string): ChargeActionReply => ({
  message: texts.authenticate,
  requires_action: true,
  payment_intent: ref,
  client_secret: clientSecret,
});

/**
 * Card payments: the charge, the bank's Strong Customer Authentication step (decision 054) and
 * the sweep of authentications nobody finished.
 */
export class CardPayments {
  constructor(
    private readonly db: Db,
    private readonly providers: PaymentProviders,
    private readonly publicUrl: string,
  ) {}

  /**
   * The spec's charge (token, source, amount, description) names no order: it pays the caller's
   * newest unpaid order, and only for that order's own total, so the amount has to be sent.
   */
  private async payableOrderOf(userId: number, amount: number | undefined): Promise<number> {
    if (amount === undefined)
      throw new AppError('validation', texts.orderRequired, { order_id: [texts.orderRequired] });
    const orderId = await checkoutQueries.newestPayableOrderId(this.db, userId);
    if (orderId === undefined)
      throw new AppError('validation', texts.noPayableOrder, { order_id: [texts.noPayableOrder] });
    return orderId;
  }

  /**
   * POST /charge: the card token pays the order's own total. When the bank asks for Strong
   * Customer Authentication the payment stays pending with the provider's id, and the answer
   * carries the client secret for the browser's authentication step.
   */
  async charge(userId: number, input: ChargeInput, clientKey?: string): Promise<PaidReply | ChargeActionReply> {
    const orderId = input.order_id ?? (await this.payableOrderOf(userId, input.amount));
    const key = `card:${orderId}:${clientKey ?? randomUUID()}`;
    const claim = await claimAttempt(this.db, {
      userId,
      orderId,
      key,
      method: 'card',
      provider: this.providers.card.name,
      amount: input.amount,
    });
    if (claim.kind === 'replay') {
      // The same click again while the bank's step is open: the same step, not "payment running".
      if (claim.payment.status === 'pending' && claim.payment.providerRef)
        return this.afterAuthentication(claim.order, claim.payment);
      return replayed(claim.order, claim.payment);
    }
    if (claim.kind === 'paid') return paidReply(claim.order);
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
      await paymentQueries.setPaymentRef(this.db, payment.id, result.ref);
      return actionReply(result.ref, result.clientSecret);
    }
    return settleAttempt(this.db, this.publicUrl, payment.id, order, result);
  }

  /**
   * POST /charge/confirm: the browser finished the bank's step. Whatever it says, the server asks
   * the provider for the payment by its id and pays the order only when the payment succeeded and
   * is this order's: amount, EUR, and the metadata the charge wrote. Paying is confirmPaid, so a
   * webhook that was faster (or a repeat) leaves one paid order and one mail.
   */
  async confirm(userId: number, input: ChargeConfirmInput): Promise<PaidReply> {
    const order = await orderById(this.db, input.order_id);
    if (!order || order.userId !== userId) throw new AppError('not_found', texts.orderNotFound);
    const payment = await paymentQueries.cardPaymentByRef(this.db, order.id, input.payment_intent);
    if (!payment) throw new AppError('not_found', texts.paymentNotFound);
    const answer = await this.afterAuthentication(order, payment);
    if ('requires_action' in answer) throw new AppError('conflict', texts.awaitingAuthentication);
    return answer;
  }

  /** The provider's word on a payment that waited for authentication, applied once. */
  private async afterAuthentication(
    order: OrderRow,
    payment: paymentQueries.PaymentRow,
  ): Promise<PaidReply | ChargeActionReply> {
    if (payment.status === 'succeeded') return paidReply((await orderById(this.db, order.id))!);
    if (payment.status === 'failed') return replayed(order, payment);
    const provider = this.providers.card;
    if (!provider.retrieve || !payment.providerRef) throw new AppError('conflict', texts.paymentRunning);
    let state: CardPaymentState;
    try {
      state = await provider.retrieve(payment.providerRef);
    } catch {
      throw new AppError('conflict', UNREACHABLE);
    }
    return this.applyState(order, payment, state);
  }

  private async applyState(
    order: OrderRow,
    payment: paymentQueries.PaymentRow,
    state: CardPaymentState,
  ): Promise<PaidReply | ChargeActionReply> {
    const ours =
      state.ref === payment.providerRef &&
      state.metadata.payment_key === payment.idempotencyKey &&
      state.metadata.order_number === order.orderNumber &&
      state.currency.toLowerCase() === 'eur' &&
      state.amountCents === order.totalCents &&
      payment.amountCents === order.totalCents;
    if (!ours) return this.fail(payment.id, texts.paymentMismatch);
    if (state.status === 'succeeded')
      return paidReply(await this.db.transaction((db) => confirmPaid(db, payment.id, state.ref, this.publicUrl)));
    if (state.status === 'failed') return this.fail(payment.id, state.message ?? ABANDONED);
    if (state.status === 'requires_action' && state.clientSecret) return actionReply(state.ref, state.clientSecret);
    throw new AppError('conflict', texts.awaitingAuthentication);
  }

  /** A payment that did not go through: recorded (unless a success was recorded meanwhile), the customer told why. */
  private async fail(paymentId: number, message: string): Promise<never> {
    await paymentQueries.failPayment(this.db, paymentId, message, true);
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
    const waiting = await paymentQueries.abandonedAuthentications(this.db, limit);
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
}
