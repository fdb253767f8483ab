import { createHash } from 'node:crypto';
import { type AdminRefundBody, adminOrderTexts as texts } from '@wohnwerk/contract/admin-orders';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { centsToEuro, euroToCents } from '../../lib/money.ts';
import { type Actor, orderById, orderByNumber, type OrderRow } from '../orders/orders.service.ts';
import type { PaymentProviders } from '../payment-providers/payment-provider.ts';
import { callProvider, NOT_CONFIGURED } from './refund-steps/call-provider.ts';
import { claimRefund } from './refund-steps/claim-refund.ts';
import { settleRefund } from './refund-steps/settle-refund.ts';
import * as refundQueries from './refunds.queries.ts';

/** A refund a provider reports done: its id, the payment's id at the provider, the amount, the shop's key if it names one. */
export interface ReportedRefund {
  provider: 'stripe' | 'paypal';
  ref: string;
  paymentRef: string;
  amountCents: number;
  key?: string;
}

const CANCEL_REASON = 'Stornierung der Bestellung';
/** The reason of a refund made at the provider, not in the shop (recordReported). */
const REPORTED_REASON = {
  stripe: 'Erstattung über das Stripe-Dashboard',
  paypal: 'Erstattung über PayPal',
} as const;
/** Other modules' way to refunds' lines: the order pages show what each refund gave back. */
export async function refundLinesOfOrder(db: Tx, orderId: number) {
  return refundQueries.linesOfRefunds(db, { orderId });
}
export type RefundLineOfOrder = refundQueries.RefundLineOfOrder;

/** What the customer reads of an order's refunds: those that gave money back, with their lines (decision 163). */
export async function givenBackOf(db: Tx, orderId: number) {
  const [done, lines] = await Promise.all([
    refundQueries.succeededRefundsOf(db, orderId),
    refundQueries.linesOfRefunds(db, { orderId }),
  ]);
  return done.map((r) => ({
    amount: centsToEuro(r.amountCents),
    created_at: r.createdAt.toISOString(),
    lines: lines
      .filter((l) => l.refundId === r.id)
      .map((l) => ({ product_name: l.productName, qty: l.qty, amount: centsToEuro(l.amountCents) })),
  }));
}

/** Units of each order line refunded (succeeded) and held by refunds done or under way. */
export function unitsByItem(lines: RefundLineOfOrder[]): Map<number, { refunded: number; held: number }> {
  const units = new Map<number, { refunded: number; held: number }>();
  for (const l of lines) {
    if (l.status === 'failed') continue;
    const u = units.get(l.itemId) ?? { refunded: 0, held: 0 };
    u.held += l.qty;
    if (l.status === 'succeeded') u.refunded += l.qty;
    units.set(l.itemId, u);
  }
  return units;
}

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
const failureOf = (refund: refundQueries.RefundRow) => `${texts.refundFailed} ${refund.message ?? ''}`.trim();

/**
 * Refunds (decisions 121 and 163): money back through the provider that took the payment, by
 * order line or as a free amount, in named steps (refund-steps/): claim with the order row locked
 * → call the provider outside the transaction → settle in a second one (credit note, `refunded`
 * once everything paid is back, restock, mail). The status change itself is the orders module's.
 */
export class RefundService {
  constructor(
    private readonly db: Db,
    private readonly providers: PaymentProviders,
    private readonly publicUrl: string,
  ) {}

  /** POST /admin/orders/{order_number}/refunds. A repeat with the same key answers as the first. */
  async refund(actor: Actor, orderNumber: string, body: AdminRefundBody, key: string): Promise<void> {
    const requestHash = hashOf({ orderNumber, ...body });
    const claim = await this.db.transaction(async (db) => {
      const order = await orderByNumber(db, orderNumber, true);
      if (!order) throw new AppError('not_found', texts.notFound);
      const scopedKey = `refund:${order.id}:${key}`;
      const earlier = await refundQueries.refundByKey(db, scopedKey);
      if (earlier) {
        if (earlier.requestHash !== requestHash)
          throw new AppError('validation', texts.idempotencyReuse, { 'Idempotency-Key': [texts.idempotencyReuse] });
        return { replay: true as const, refund: earlier };
      }
      const refund = await claimRefund(db, this.providers, order, {
        amountCents: body.amount === undefined ? undefined : euroToCents(body.amount),
        lines: body.lines?.map((l) => ({ itemId: l.item_id, qty: l.qty })),
        reason: body.reason,
        restock: body.restock,
        key: scopedKey,
        requestHash,
        actor,
      });
      return { replay: false as const, refund };
    });
    if (claim.replay) {
      if (claim.refund.status === 'pending') throw new AppError('conflict', texts.refundRunning);
      if (claim.refund.status === 'failed') throw new AppError('payment_failed', failureOf(claim.refund));
      return;
    }
    const done = await this.execute(claim.refund);
    if (done.status === 'failed') throw new AppError('payment_failed', failureOf(done));
  }

  /**
   * What a cancellation gives back: everything paid and not yet refunded, claimed in the
   * cancelling transaction (the order is locked by its status update). Null when nothing is left;
   * a note when the payment's provider is not set up here (the money goes back by hand).
   */
  async claimForCancellation(db: Tx, order: OrderRow, actor: Actor): Promise<refundQueries.RefundRow | string | null> {
    const payment = await refundQueries.takenPayment(db, order.id);
    if (!payment) return null;
    if ((payment.method === 'paypal' ? this.providers.paypal : this.providers.card).name !== payment.provider)
      return NOT_CONFIGURED;
    const { held } = await refundQueries.heldCents(db, order.id);
    if (payment.amountCents - held <= 0) return null;
    return claimRefund(db, this.providers, order, {
      amountCents: payment.amountCents - held,
      reason: CANCEL_REASON,
      restock: false,
      key: `cancel:${order.id}`,
      requestHash: hashOf({ cancel: order.id }),
      actor,
    });
  }

  /** Asks the provider for a claimed refund and settles its answer. */
  async execute(refund: refundQueries.RefundRow): Promise<refundQueries.RefundRow> {
    const result = await callProvider(this.db, this.providers, refund);
    return this.db.transaction((db) => settleRefund(db, refund, result, this.publicUrl));
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
      (report.key ? await refundQueries.refundByKey(db, report.key) : undefined) ??
      (await refundQueries.refundByKey(db, ownKey)) ??
      (await refundQueries.refundByProviderRef(db, report.provider, report.ref));
    if (known) {
      if (known.status === 'pending') await settleRefund(db, known, { ok: true, ref: report.ref }, this.publicUrl);
      return;
    }
    const payment = await refundQueries.paymentByProviderRef(db, report.provider, report.paymentRef);
    if (!payment) return;
    // The order row locked first, as a refund claimed in the shop locks it.
    const order = (await orderById(db, payment.orderId, true))!;
    const refund =
      (await refundQueries.pendingRefundOf(db, payment.id, report.amountCents)) ??
      (await refundQueries.insertRefund(db, {
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
    await settleRefund(db, refund, { ok: true, ref: report.ref }, this.publicUrl);
  }
}
