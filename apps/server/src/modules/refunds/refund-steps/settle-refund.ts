import type { Tx } from '../../../db/client.ts';
import { enqueueMail } from '../../../lib/mail/outbox.ts';
import { refundMail } from '../../../lib/mail/templates/refund.mail.tsx';
import { INVOICE_ATTACHMENT, issueCreditNote } from '../../invoices/invoices.service.ts';
import {
  type Actor,
  giveUnitsBack,
  mayMove,
  moveOrder,
  orderById,
  type OrderRow,
} from '../../orders/orders.service.ts';
import type { RefundResult } from '../../payment-providers/payment-provider.ts';
import * as refundQueries from '../refunds.queries.ts';

/**
 * Step 3, in the caller's transaction: writes the provider's answer on a refund still pending and,
 * on success, runs the rest in order — the credit note (its lines, or the amount split across the
 * rates), `refunded` once everything paid is back, the units back to stock, the customer's mail. A
 * refund settled before is answered as it is; a refused one stays refused with its message.
 */
export async function settleRefund(
  db: Tx,
  refund: refundQueries.RefundRow,
  result: RefundResult,
  publicUrl: string,
): Promise<refundQueries.RefundRow> {
  const settled = await refundQueries.settleRefund(db, refund.id, result);
  if (!settled) return (await refundQueries.refundByKey(db, refund.idempotencyKey))!;
  if (!result.ok) return settled;
  const order = (await orderById(db, settled.orderId, true))!;
  const lines = await refundQueries.linesOfRefunds(db, { refundIds: [settled.id] });
  const actor = settled.createdBy ? { id: settled.createdBy, name: settled.createdByName ?? '' } : null;
  const note = await issueCreditNote(db, order, { ...settled, lines });
  await markRefundedWhenAllBack(db, order, settled, actor);
  if (settled.restock)
    await giveUnitsBack(
      db,
      order.id,
      { source: 'refund', userId: actor?.id ?? null },
      lines.length ? lines.map((l) => ({ itemId: l.itemId, qty: l.qty })) : undefined,
    );
  await notifyCustomer(db, order, settled, note, publicUrl);
  return settled;
}

/**
 * Everything paid is back: the order is refunded, unless it was cancelled (which says more). A
 * refund nobody in the shop asked for was reported by the provider's webhook: the history says so.
 */
async function markRefundedWhenAllBack(db: Tx, order: OrderRow, refund: refundQueries.RefundRow, actor: Actor | null) {
  const [payment, { succeeded }] = await Promise.all([
    refundQueries.paymentById(db, refund.paymentId),
    refundQueries.heldCents(db, order.id),
  ]);
  if (succeeded >= payment.amountCents && mayMove('refund', order.status, 'refunded'))
    await moveOrder(db, { order, to: 'refunded', by: 'refund', actor, note: refund.reason });
}

/** The refund mail with its credit note attached (rendered and stored by the outbox's delivery). */
async function notifyCustomer(
  db: Tx,
  order: OrderRow,
  refund: refundQueries.RefundRow,
  note: { id: number; number: string },
  publicUrl: string,
) {
  const payment = await refundQueries.paymentById(db, refund.paymentId);
  await enqueueMail(db, {
    to: order.email,
    ...(await refundMail({
      customerName: order.customerName,
      orderNumber: order.orderNumber,
      amountCents: refund.amountCents,
      method: payment.method,
      reason: refund.reason,
      creditNoteNumber: note.number,
      orderUrl: `${publicUrl}/order/${order.orderNumber}`,
    })),
    attachments: [
      {
        filename: `Rechnungskorrektur-${note.number}.pdf`,
        contentType: 'application/pdf',
        kind: INVOICE_ATTACHMENT,
        ref: String(note.id),
      },
    ],
  });
}
