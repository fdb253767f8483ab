import type { Db } from '../../../db/client.ts';
import type { payments } from '../../../db/schema/orders.ts';
import { AppError } from '../../../lib/app-error.ts';
import { orderById } from '../../orders/orders.service.ts';
import type { PaymentProviders, RefundResult } from '../../payment-providers/payment-provider.ts';
import * as refundQueries from '../refunds.queries.ts';

const UNREACHABLE = 'Der Zahlungsanbieter ist gerade nicht erreichbar.';
export const NOT_CONFIGURED =
  'Der Zahlungsanbieter dieser Zahlung ist nicht eingerichtet; bitte erstatten Sie außerhalb des Shops.';

/** The provider that took a payment; 409 when this server no longer talks to it. */
export function providerOf(providers: PaymentProviders, payment: typeof payments.$inferSelect) {
  const provider = payment.method === 'paypal' ? providers.paypal : providers.card;
  if (provider.name !== payment.provider) throw new AppError('conflict', NOT_CONFIGURED);
  return provider;
}

/**
 * Step 2, outside any transaction: asks the provider to give a claimed refund's money back, with
 * the refund's own idempotency key (a repeat is the same refund at the provider). An unreachable
 * provider is a refusal with a German message; the refund stays claimed until settled.
 */
export async function callProvider(
  db: Db,
  providers: PaymentProviders,
  refund: refundQueries.RefundRow,
): Promise<RefundResult> {
  const payment = await refundQueries.paymentById(db, refund.paymentId);
  const order = (await orderById(db, refund.orderId))!;
  return providerOf(providers, payment)
    .refund({
      paymentRef: payment.providerRef ?? '',
      amountCents: refund.amountCents,
      currency: 'EUR',
      idempotencyKey: refund.idempotencyKey,
      reason: refund.reason,
      orderNumber: order.orderNumber,
    })
    .catch((): RefundResult => ({ ok: false, message: UNREACHABLE }));
}
