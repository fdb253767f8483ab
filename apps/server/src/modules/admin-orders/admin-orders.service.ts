import { berlinDay } from '@wohnwerk/contract/shop-time';
import {
  type AdminOrderDetail,
  type AdminOrderExportQuery,
  type AdminOrderListReply,
  type AdminOrderRow,
  type AdminStatusChange,
  type HistoryEntry,
  type HistorySource,
  adminOrderTexts as texts,
} from '@wohnwerk/contract/admin-orders';
import { orderStatusText } from '@wohnwerk/contract/checkout';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { centsToEuro } from '../../lib/money.ts';
import { orderShares, shareInEuro } from '../../lib/vat.ts';
import { entriesByOrder } from '../invoices/invoices.service.ts';
import { type RefundService, refundLinesOfOrder, unitsByItem } from '../refunds/refunds.service.ts';
import * as adminOrderQueries from './admin-orders.queries.ts';
import {
  type Actor,
  itemsOf,
  mayMove,
  moveOrder,
  orderById,
  orderByNumber,
  orderTransitions,
  type OrderRow,
} from '../orders/orders.service.ts';
import { mailShipment, shipOwnLines, staffOrderView } from '../seller-orders/seller-orders.service.ts';

const DAY_MS = 86_400_000;
/** §357 Abs. 1 BGB: the money goes back within 14 days of the withdrawal. */
const REFUND_DAYS = 14;
const statusText = (o: { status: adminOrderQueries.ListRow['status']; withdrawn: boolean }) =>
  o.withdrawn ? `${orderStatusText[o.status]} · Widerrufen` : orderStatusText[o.status];

const rowOf = (r: adminOrderQueries.ListRow): AdminOrderRow => ({
  id: r.id,
  order_number: r.order_number,
  created_at: new Date(r.created_at).toISOString(),
  customer_name: r.customer_name,
  email: r.email,
  amount: centsToEuro(r.total_cents),
  status: r.status,
  status_text: statusText(r),
  payment_method: r.payment_method,
});

/** Where a refund entry sits among status changes of the same instant: after the others, before `refunded`. */
const rank = (e: HistoryEntry) => (e.kind === 'refund' ? 1 : e.to === 'refunded' ? 2 : 0);

/**
 * The order's Verlauf (decision 150): its status changes (written by the trigger, whichever path
 * made them) and its refunds (asked for in the shop, or reported by the provider's webhook: the
 * refund's own key says which), oldest first.
 */
function historyOf(
  changes: Awaited<ReturnType<typeof adminOrderQueries.historyOf>>,
  refunds: Awaited<ReturnType<typeof adminOrderQueries.refundsOf>>,
): HistoryEntry[] {
  const entries: (HistoryEntry & { time: number })[] = [
    ...changes.map((h) => ({
      time: h.at.getTime(),
      at: h.at.toISOString(),
      kind: 'status' as const,
      source: h.source as HistorySource,
      by: h.userName ? { id: h.userId, name: h.userName } : null,
      from: h.fromStatus,
      to: h.toStatus,
      amount: null,
      refund_status: null,
      note: h.note,
    })),
    ...refunds.map((r) => ({
      time: r.createdAt.getTime(),
      at: r.createdAt.toISOString(),
      kind: 'refund' as const,
      source: r.createdByName
        ? ('staff' as const)
        : /^(stripe|paypal)-refund:/.test(r.idempotencyKey)
          ? ('provider' as const)
          : ('system' as const),
      by: r.createdByName ? { id: r.createdBy, name: r.createdByName } : null,
      from: null,
      to: null,
      amount: centsToEuro(r.amountCents),
      refund_status: r.status,
      note: r.reason,
    })),
  ];
  return entries.sort((a, b) => a.time - b.time || rank(a) - rank(b)).map(({ time: _time, ...e }) => e);
}

/** The staff side of orders: list, detail and status changes (decision 120). */
export class AdminOrderService {
  constructor(
    private readonly db: Db,
    private readonly refunds: RefundService,
    private readonly publicUrl: string,
  ) {}

  async list(query: AdminOrderExportQuery & { page: number; per_page: number }): Promise<AdminOrderListReply> {
    const filter = adminOrderQueries.filterOf(query);
    const [found, total] = await Promise.all([
      adminOrderQueries.listPage(this.db, filter, query.sort, query.per_page, (query.page - 1) * query.per_page),
      adminOrderQueries.listCount(this.db, query, filter),
    ]);
    return {
      data: found.map(rowOf),
      meta: {
        current_page: query.page,
        last_page: Math.max(1, Math.ceil(total / query.per_page)),
        per_page: query.per_page,
        total,
      },
    };
  }

  /** Every matching row, for the streamed export. */
  rows(query: AdminOrderExportQuery): AsyncGenerator<adminOrderQueries.ExportRow> {
    return adminOrderQueries.listAll(this.db, adminOrderQueries.filterOf(query), query.sort);
  }

  async detail(orderNumber: string): Promise<AdminOrderDetail> {
    const order = await orderByNumber(this.db, orderNumber);
    if (!order) throw new AppError('not_found', texts.notFound);
    const [items, paid, refunds, refundLines, invoices, history, withdrawal] = await Promise.all([
      itemsOf(this.db, order.id),
      adminOrderQueries.paymentsOf(this.db, order.id),
      adminOrderQueries.refundsOf(this.db, order.id),
      refundLinesOfOrder(this.db, order.id),
      entriesByOrder(this.db, [order.id]),
      adminOrderQueries.historyOf(this.db, order.id),
      adminOrderQueries.withdrawalOf(this.db, order.id),
    ]);
    const marketplace = await staffOrderView(this.db, order.id);
    const units = unitsByItem(refundLines);
    const paidCents = paid.filter((p) => p.status === 'succeeded').reduce((s, p) => s + p.amountCents, 0);
    const refundedCents = refunds.filter((r) => r.status === 'succeeded').reduce((s, r) => s + r.amountCents, 0);
    const heldCents = refunds.filter((r) => r.status !== 'failed').reduce((s, r) => s + r.amountCents, 0);
    return {
      id: order.id,
      order_number: order.orderNumber,
      created_at: order.createdAt.toISOString(),
      status: order.status,
      status_text: statusText({ status: order.status, withdrawn: Boolean(order.withdrawnAt) }),
      next_statuses: [...(orderTransitions.staff[order.status] ?? [])],
      user_id: order.userId,
      customer_name: order.customerName,
      email: order.email,
      payment_method: order.paymentMethod,
      paid_at: order.paidAt?.toISOString() ?? null,
      amount: centsToEuro(order.totalCents),
      subtotal: centsToEuro(order.subtotalCents),
      discount: centsToEuro(order.discountCents),
      vat: centsToEuro(order.vatCents),
      vat_breakdown: orderShares(order).map(shareInEuro),
      paid: centsToEuro(paidCents),
      refunded: centsToEuro(refundedCents),
      refundable: centsToEuro(Math.max(0, paidCents - heldCents)),
      coupon:
        order.couponCode || order.discountCents > 0
          ? { code: order.couponCode, text: order.couponText, discount: centsToEuro(order.discountCents) }
          : null,
      items: items.map((i) => ({
        id: i.id,
        product_id: i.productId,
        is_light: i.isLight,
        product_name: i.productName,
        product_description: i.productDescription,
        code: i.code,
        price: centsToEuro(i.unitPriceCents),
        qty: i.qty,
        line_total: centsToEuro(i.lineCents),
        vat_rate: i.vatRate,
        net: centsToEuro(i.netCents ?? 0),
        vat: centsToEuro(i.vatCents ?? 0),
        refunded_qty: units.get(i.id)?.refunded ?? 0,
        refundable_qty: i.qty - (units.get(i.id)?.held ?? 0),
        restocked_qty: i.restockedQty,
        seller_order_id: i.sellerOrderId,
        refused: marketplace.refusals.has(i.id),
        refusal_reason: marketplace.refusals.get(i.id) ?? null,
      })),
      shipping_address: order.shippingAddress,
      billing_address: order.billingAddress,
      payments: paid.map((p) => ({
        id: p.id,
        provider: p.provider,
        method: p.method,
        amount: centsToEuro(p.amountCents),
        status: p.status,
        provider_ref: p.providerRef,
        created_at: p.createdAt.toISOString(),
      })),
      refunds: refunds.map((r) => ({
        id: r.id,
        amount: centsToEuro(r.amountCents),
        reason: r.reason,
        restock: r.restock,
        lines: refundLines
          .filter((l) => l.refundId === r.id)
          .map((l) => ({
            item_id: l.itemId,
            product_name: l.productName,
            qty: l.qty,
            amount: centsToEuro(l.amountCents),
          })),
        status: r.status,
        provider: r.provider,
        provider_ref: r.providerRef,
        created_at: r.createdAt.toISOString(),
        created_by: r.createdByName,
      })),
      invoices: invoices.get(order.id) ?? [],
      shipment: {
        carrier: order.carrier,
        tracking_number: order.trackingNumber,
        shipped_at: order.shippedAt?.toISOString() ?? null,
        delivered_on: order.deliveredOn,
      },
      seller_orders: marketplace.sellerOrders,
      shipments: marketplace.shipments,
      withdrawal: withdrawal
        ? {
            withdrawn_at: withdrawal.createdAt.toISOString(),
            name: withdrawal.name,
            reason: withdrawal.reason,
            refund_deadline: berlinDay(new Date(withdrawal.createdAt.getTime() + REFUND_DAYS * DAY_MS)),
          }
        : null,
      history: historyOf(history, refunds),
    };
  }

  /**
   * A status change by staff (decision 120). Only the transitions of adminTransitions; the update
   * is conditional on the status read, so of two staff acting at once one wins and the other
   * gets 409. Shipping records carrier and tracking number and mails the customer; delivery
   * records the day (the withdrawal period counts from it); cancelling returns the units and
   * gives back what was paid. Answers a note when the provider refused the cancellation's refund.
   */
  async changeStatus(actor: Actor, orderNumber: string, body: AdminStatusChange): Promise<string | null> {
    const order = await orderByNumber(this.db, orderNumber);
    if (!order) throw new AppError('not_found', texts.notFound);
    const to = body.status;
    if (!mayMove('staff', order.status, to))
      throw new AppError('conflict', texts.transitionForbidden(orderStatusText[order.status], orderStatusText[to]));
    let deliveredOn: string | undefined;
    if (to === 'delivered') {
      deliveredOn = body.delivered_on ?? berlinDay(new Date());
      if (deliveredOn > berlinDay(new Date()))
        throw new AppError('validation', texts.deliveredInFuture, { delivered_on: [texts.deliveredInFuture] });
      if (order.shippedAt && deliveredOn < berlinDay(order.shippedAt))
        throw new AppError('validation', texts.deliveredBeforeShipped, {
          delivered_on: [texts.deliveredBeforeShipped],
        });
    }
    const refund = await this.db.transaction(async (db) => {
      if (to === 'shipped' && (await this.shipMarketplace(db, order, actor, body))) return null;
      const moved = await moveOrder(db, {
        order,
        to,
        by: 'staff',
        actor,
        note: body.note ?? null,
        shipment: { carrier: body.carrier ?? null, trackingNumber: body.tracking_number ?? null },
        deliveredOn,
      });
      if (!moved) throw new AppError('conflict', texts.changedMeanwhile);
      // The whole order in one parcel: the one "wurde versandt" mail (decision 176).
      if (to === 'shipped')
        await mailShipment(db, moved, { carrier: moved.carrier, trackingNumber: moved.trackingNumber }, this.publicUrl);
      return to === 'cancelled' ? this.refunds.claimForCancellation(db, moved, actor) : null;
    });
    if (!refund || typeof refund === 'string') return refund;
    const done = await this.refunds.execute(refund);
    return done.status === 'failed' ? `${texts.refundFailed} ${done.message ?? ''}`.trim() : null;
  }

  /**
   * An order with seller orders: staff ship Wohnwerk's own lines and the order follows its shipments (decision 170).
   * Answers false for an order without seller orders, which staff ship as a whole as before.
   */
  private async shipMarketplace(db: Tx, order: OrderRow, actor: Actor, body: AdminStatusChange): Promise<boolean> {
    if (!body.carrier || !body.tracking_number) return false;
    const locked = await orderById(db, order.id, true);
    if (!locked || locked.status !== order.status) throw new AppError('conflict', texts.changedMeanwhile);
    const shipment = { carrier: body.carrier, trackingNumber: body.tracking_number };
    return Boolean(await shipOwnLines(db, locked, actor, shipment, this.publicUrl));
  }
}
