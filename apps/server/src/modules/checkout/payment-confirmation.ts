import { checkoutTexts as texts, type PaidReply } from '@wohnwerk/contract/checkout';
import { issueInvoice } from '../invoices/invoices.service.ts';
import * as checkoutQueries from './checkout.queries.ts';
import { enqueueOrderConfirmation } from './order-confirmation.ts';
import { summaryOf } from './order-summary.ts';
import * as paymentQueries from './payments.queries.ts';
import type { Tx } from '../../db/client.ts';
import { itemsOf, moveOrder, orderById, type OrderRow } from '../orders/orders.service.ts';
import { splitBySeller } from '../seller-orders/seller-orders.service.ts';

/** The answer of every way an order gets paid. */
export const paidReply = (order: OrderRow): PaidReply => ({ message: texts.paid, data: summaryOf(order) });

/**
 * Payment confirmation, one transaction: the payment succeeded, the order paid, the coupon use
 * counted (a gift code marked used), the confirmation mail with its PDF in the outbox, each seller's
 * lines as a seller order with its mail (decision 170). A second
 * confirmation (retry, webhook redelivery) changes nothing.
 */
export async function confirmPaid(db: Tx, paymentId: number, ref: string, publicUrl: string): Promise<OrderRow> {
  const payment = await paymentQueries.succeedPayment(db, paymentId, ref);
  // One confirmation pays the order; a later one, or one after a cancellation, reads it as it is.
  const paid = await moveOrder(db, {
    order: { id: payment.orderId, status: 'pending_payment' },
    to: 'paid',
    by: 'payment',
  });
  if (!paid) return (await orderById(db, payment.orderId))!;
  if (paid.couponId) await checkoutQueries.countCouponUse(db, paid.couponId);
  const items = await itemsOf(db, paid.id);
  // Paying issues the invoice in this transaction: its number is gapless (modules/invoices).
  const invoice = await issueInvoice(db, paid, items);
  await enqueueOrderConfirmation(db, paid, items, publicUrl, invoice);
  await splitBySeller(db, paid, items, publicUrl);
  return paid;
}
