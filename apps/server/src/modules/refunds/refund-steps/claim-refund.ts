import { adminOrderTexts as texts } from '@wohnwerk/contract/admin-orders';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { formatEuro } from '../../../lib/money.ts';
import { type Actor, itemsOf, type OrderRow } from '../../orders/orders.service.ts';
import type { PaymentProviders } from '../../payment-providers/payment-provider.ts';
import { paidPerLine, unitsAmount } from '../refund-lines.ts';
import * as refundQueries from '../refunds.queries.ts';
import { providerOf } from './call-provider.ts';

/** What a refund asks for: order lines with their units, or a free amount (decision 163). */
export interface RefundClaim {
  amountCents?: number;
  lines?: { itemId: number; qty: number }[];
  reason: string;
  restock: boolean;
  key: string;
  requestHash: string;
  actor: Actor | null;
}

/**
 * Step 1, with the order row locked by the caller: the payment that took the money, what each
 * line gives back (what the customer paid for those units, never more units than the line has
 * left), what is left of the payment after refunds done or under way, and a pending row holding
 * the amount and its lines. However many requests arrive at once, refunds never add up to more
 * than the payment, nor a line's refunds to more than its units.
 */
export async function claimRefund(
  db: Tx,
  providers: PaymentProviders,
  order: OrderRow,
  claim: RefundClaim,
): Promise<refundQueries.RefundRow> {
  const payment = order.status === 'pending_payment' ? undefined : await refundQueries.takenPayment(db, order.id);
  if (!payment) throw new AppError('conflict', texts.refundNothingPaid);
  providerOf(providers, payment);
  const lines = claim.lines?.length ? await priceLines(db, order, claim.lines) : [];
  const amountCents = lines.length ? lines.reduce((s, l) => s + l.amountCents, 0) : (claim.amountCents ?? 0);
  const field = lines.length ? 'lines' : 'amount';
  if (amountCents <= 0) throw new AppError('validation', texts.refundAmount, { [field]: [texts.refundAmount] });
  const { held } = await refundQueries.heldCents(db, order.id);
  const left = Math.max(0, payment.amountCents - held);
  if (amountCents > left) {
    const message = texts.refundTooMuch(formatEuro(left));
    throw new AppError('validation', message, { [field]: [message] });
  }
  const refund = await refundQueries.insertRefund(db, {
    orderId: order.id,
    paymentId: payment.id,
    amountCents,
    reason: claim.reason,
    restock: claim.restock,
    provider: payment.provider,
    idempotencyKey: claim.key,
    requestHash: claim.requestHash,
    createdBy: claim.actor?.id ?? null,
    createdByName: claim.actor?.name ?? null,
  });
  await refundQueries.insertRefundLines(
    db,
    lines.map((l) => ({ refundId: refund.id, orderItemId: l.itemId, qty: l.qty, amountCents: l.amountCents })),
  );
  return refund;
}

/** The money of each asked line; 422 with a field error per line the order does not have or has too few units of. */
async function priceLines(db: Tx, order: OrderRow, wanted: { itemId: number; qty: number }[]) {
  const [items, heldUnits] = await Promise.all([itemsOf(db, order.id), refundQueries.heldUnits(db, order.id)]);
  const paid = paidPerLine(items, order.discountCents);
  const errors: Record<string, string[]> = {};
  const priced = wanted.map((w, i) => {
    const item = items.find((it) => it.id === w.itemId);
    if (!item) {
      errors[`lines.${i}.item_id`] = [texts.refundLineUnknown];
      return { ...w, amountCents: 0 };
    }
    const before = heldUnits.get(item.id) ?? 0;
    if (w.qty > item.qty - before) errors[`lines.${i}.qty`] = [texts.refundLineTooMany(Math.max(0, item.qty - before))];
    return { ...w, amountCents: unitsAmount(paid.get(item.id) ?? 0, item.qty, before, w.qty) };
  });
  const first = Object.values(errors)[0];
  if (first) throw new AppError('validation', first[0], errors);
  return priced;
}
