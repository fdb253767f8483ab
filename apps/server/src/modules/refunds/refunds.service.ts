import { createHash } from 'node:crypto';
import { type AdminRefundBody, adminOrderTexts as tx } from '@wohnwerk/contract/admin-orders';
import type { Db } from '../../db/client.ts';
import type { payments } from '../../db/schema/orders.ts';
import { AppError } from '../../lib/app-error.ts';
import { enqueueMail } from '../../lib/mail/outbox.ts';
import { refundMail } from '../../lib/mail/templates/refund.mail.tsx';
import { euroToCents, formatEuro } from '../../lib/money.ts';
import type { Tx } from '../../db/client.ts';
import type { PaymentProviders, RefundResult } from '../payment-providers/payment-provider.ts';
import { INVOICE_ATTACHMENT, issueCreditNote } from '../invoices/invoices.service.ts';
import * as rq from './refunds.queries.ts';
import {
  type Actor,
  giveUnitsBack,
  mayMove,
  moveOrder,
  orderById,
  orderByNumber,
  type OrderRow,
} from '../orders/orders.service.ts';

type PaymentRow = typeof payments.$inferSelect;

/** A refund a provider reports done: its id, the payment's id at the provider, the amount, the shop's key if it names one. */
export interface ReportedRefund {
  provider: 'stripe' | 'paypal';
  ref: string;
  paymentRef: string;
  amountCents: number;
  key?: string;
}

const UNREACHABLE = 'Der Zahlungsanbieter ist gerade nicht erreichbar.';
const NOT_CONFIGURED =
  'Der Zahlungsanbieter dieser Zahlung ist nicht eingerichtet; bitte erstatten Sie außerhalb des Shops.';
const CANCEL_REASON = 'Stornierung der Bestellung';
/** The reason of a refund made at the provider, not in the shop (recordReported). */
const REPORTED_REASON = {
  stripe: 'Erstattung über das Stripe-Dashboard',
  paypal: 'Erstattung über PayPal',
} as const;
const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * Refunds (decision 121): money back through the provider that took the payment. A refund is
 * claimed with the order row locked: the pending row holds its amount, so however many requests
 * arrive at once, the refunds never add up to more than the payment. The provider is asked
 * outside the transaction with the refund's own idempotency key; its answer is written in a second
 * one with the credit note, the mail, and `refunded` once everything paid is back.
 */
export class RefundService {
  constructor(
    private readonly db: Db,
    private readonly providers: PaymentProviders,
    private readonly publicUrl: string,
  ) {}

  private providerOf(payment: PaymentRow) {
    const provider = payment.method === 'paypal' ? this.providers.paypal : this.providers.card;
    if (provider.name !== payment.provider) throw new AppError('conflict', NOT_CONFIGURED);
    return provider;
  }

  /** POST /admin/orders/{order_number}/refunds. A repeat with the same key answers as the first. */
  async refund(actor: Actor, orderNumber: string, body: AdminRefundBody, key: string): Promise<void> {
    const requestHash = hashOf({ orderNumber, ...body });
    const claim = await this.db.transaction(async (db) => {
      const order = await orderByNumber(db, orderNumber, true);
      if (!order) throw new AppError('not_found', tx.notFound);
      const scopedKey = `refund:${order.id}:${key}`;
      const earlier = await rq.refundByKey(db, scopedKey);
      if (earlier) {
        if (earlier.requestHash !== requestHash)
          throw new AppError('validation', tx.idempotencyReuse, { 'Idempotency-Key': [tx.idempotencyReuse] });
        return { replay: true as const, refund: earlier };
      }
      const refund = await this.claimLocked(db, order, {
        amountCents: euroToCents(body.amount),
        reason: body.reason,
        restock: body.restock,
        key: scopedKey,
        requestHash,
        actor,
      });
      return { replay: false as const, refund };
    });
    if (claim.replay) {
      if (claim.refund.status === 'pending') throw new AppError('conflict', tx.refundRunning);
      if (claim.refund.status === 'failed')
        throw new AppError('payment_failed', `${tx.refundFailed} ${claim.refund.message ?? ''}`.trim());
      return;
    }
    const done = await this.execute(claim.refund);
    if (done.status === 'failed')
      throw new AppError('payment_failed', `${tx.refundFailed} ${done.message ?? ''}`.trim());
  }

  /**
   * Claims a refund on an order the caller has locked: the payment that took the money, what is
   * left of it after refunds done or under way, and a pending row holding the amount.
   */
  async claimLocked(
    db: Tx,
    order: OrderRow,
    r: { amountCents: number; reason: string; restock: boolean; key: string; requestHash: string; actor: Actor | null },
  ): Promise<rq.RefundRow> {
    const payment = order.status === 'pending_payment' ? undefined : await rq.takenPayment(db, order.id);
    if (!payment) throw new AppError('conflict', tx.refundNothingPaid);
    this.providerOf(payment);
    const { held } = await rq.heldCents(db, order.id);
    const left = Math.max(0, payment.amountCents - held);
    if (r.amountCents > left) {
      const message = tx.refundTooMuch(formatEuro(left));
      throw new AppError('validation', message, { amount: [message] });
    }
    return rq.insertRefund(db, {
      orderId: order.id,
      paymentId: payment.id,
      amountCents: r.amountCents,
      reason: r.reason,
      restock: r.restock,
      provider: payment.provider,
      idempotencyKey: r.key,
      requestHash: r.requestHash,
      createdBy: r.actor?.id ?? null,
      createdByName: r.actor?.name ?? null,
    });
  }

  /**
   * What a cancellation gives back: everything paid and not yet refunded, claimed in the
   * cancelling transaction (the order is locked by its status update). Null when nothing is left.
   */
  async claimForCancellation(db: Tx, order: OrderRow, actor: Actor): Promise<rq.RefundRow | string | null> {
    const payment = await rq.takenPayment(db, order.id);
    if (!payment) return null;
    // Paid through a provider this server no longer talks to: the cancellation stands, the money goes back by hand.
    if ((payment.method === 'paypal' ? this.providers.paypal : this.providers.card).name !== payment.provider)
      return NOT_CONFIGURED;
    const { held } = await rq.heldCents(db, order.id);
    if (payment.amountCents - held <= 0) return null;
    return this.claimLocked(db, order, {
      amountCents: payment.amountCents - held,
      reason: CANCEL_REASON,
      restock: false,
      key: `cancel:${order.id}`,
      requestHash: hashOf({ cancel: order.id }),
      actor,
    });
  }

  /** Asks the provider for a claimed refund and writes its answer. */
  async execute(refund: rq.RefundRow): Promise<rq.RefundRow> {
    const payment = await rq.paymentById(this.db, refund.paymentId);
    const order = (await orderById(this.db, refund.orderId))!;
    const result: RefundResult = await this.providerOf(payment)
      .refund({
        paymentRef: payment.providerRef ?? '',
        amountCents: refund.amountCents,
        currency: 'EUR',
        idempotencyKey: refund.idempotencyKey,
        reason: refund.reason,
        orderNumber: order.orderNumber,
      })
      .catch((): RefundResult => ({ ok: false, message: UNREACHABLE }));
    return this.db.transaction((db) => this.settleIn(db, refund, result));
  }

  /**
   * Writes the provider's answer on a refund still pending, in the caller's transaction: on
   * success the credit note, `refunded` once everything paid is back, the restock, the mail.
   * A refund settled before is answered as it is.
   */
  private async settleIn(db: Tx, refund: rq.RefundRow, result: RefundResult): Promise<rq.RefundRow> {
    const settled = await rq.settleRefund(db, refund.id, result);
    if (!settled) return (await rq.refundByKey(db, refund.idempotencyKey))!;
    if (!result.ok) return settled;
    const payment = await rq.paymentById(db, refund.paymentId);
    const locked = (await orderById(db, refund.orderId, true))!;
    const note = await issueCreditNote(db, locked, settled);
    const { succeeded } = await rq.heldCents(db, locked.id);
    const actor = settled.createdBy ? { id: settled.createdBy, name: settled.createdByName ?? '' } : null;
    // Everything paid is back: the order is refunded, unless it was cancelled (which says more).
    // A refund nobody in the shop asked for was reported by the provider's webhook: the history says so.
    if (succeeded >= payment.amountCents && mayMove('refund', locked.status, 'refunded'))
      await moveOrder(db, { order: locked, to: 'refunded', by: 'refund', actor, note: settled.reason });
    if (settled.restock) await giveUnitsBack(db, locked.id, { source: 'refund', userId: actor?.id ?? null });
    await this.enqueueRefundMail(db, locked, settled, note, payment.method);
    return settled;
  }

  /**
   * A refund the provider reports done (its webhook, decision 147), in the caller's transaction:
   * one the shop asked for (by its key, or by the provider's id) is settled if still pending and
   * otherwise left alone; a pending one of the same payment and amount is taken to be the shop's
   * own whose answer was lost; any other was made at the provider (its dashboard) and is recorded
   * as the shop's own would be: credit note, status, mail. A payment the shop does not know is
   * left alone.
   */
  async recordReported(db: Tx, report: ReportedRefund): Promise<void> {
    const ownKey = `${report.provider}-refund:${report.ref}`;
    const known =
      (report.key ? await rq.refundByKey(db, report.key) : undefined) ??
      (await rq.refundByKey(db, ownKey)) ??
      (await rq.refundByProviderRef(db, report.provider, report.ref));
    if (known) {
      if (known.status === 'pending') await this.settleIn(db, known, { ok: true, ref: report.ref });
      return;
    }
    const payment = await rq.paymentByProviderRef(db, report.provider, report.paymentRef);
    if (!payment) return;
    // The order row locked first, as a refund claimed in the shop locks it.
    const order = (await orderById(db, payment.orderId, true))!;
    const refund =
      (await rq.pendingRefundOf(db, payment.id, report.amountCents)) ??
      (await rq.insertRefund(db, {
        orderId: order.id,
        paymentId: payment.id,
        amountCents: report.amountCents,
        reason: REPORTED_REASON[report.provider],
        restock: false,
        provider: payment.provider,
        idempotencyKey: ownKey,
        requestHash: hashOf({ reported: ownKey }),
        createdBy: null,
        createdByName: null,
      }));
    await this.settleIn(db, refund, { ok: true, ref: report.ref });
  }

  private async enqueueRefundMail(
    db: Tx,
    order: OrderRow,
    refund: rq.RefundRow,
    note: { id: number; number: string },
    method: string,
  ): Promise<void> {
    await enqueueMail(db, {
      to: order.email,
      ...(await refundMail({
        customerName: order.customerName,
        orderNumber: order.orderNumber,
        amountCents: refund.amountCents,
        method,
        reason: refund.reason,
        creditNoteNumber: note.number,
        orderUrl: `${this.publicUrl}/order/${order.orderNumber}`,
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
}
