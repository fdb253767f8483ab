import type { CustomerOrderDetail, CustomerOrderSummary } from '@wohnwerk/contract/admin-orders';
import { checkoutTexts as texts } from '@wohnwerk/contract/checkout';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { centsToEuro } from '../../lib/money.ts';
import { orderShares, shareInEuro } from '../../lib/vat.ts';
import { enqueueOrderConfirmation, renderOrderPdf } from './order-confirmation.ts';
import * as checkoutQueries from './checkout.queries.ts';
import { refundedCentsByOrder } from './payments.queries.ts';
import { summaryOf } from './order-summary.ts';
import { entriesByOrder, invoiceOfOrder } from '../invoices/invoices.service.ts';
import { itemsOf, orderById, orderByNumber, type OrderRow } from '../orders/orders.service.ts';
import { givenBackOf } from '../refunds/refunds.service.ts';
import { customerShipments } from '../seller-orders/seller-orders.service.ts';

/** What the customer sees of shipping and refunds; the invoices and refunded cents are read by the caller. */
const trackingOf = (o: OrderRow, refundedCents: Map<number, number>) => ({
  refunded: centsToEuro(refundedCents.get(o.id) ?? 0),
  carrier: o.carrier,
  tracking_number: o.trackingNumber,
  shipped_at: o.shippedAt?.toISOString() ?? null,
  delivered_on: o.deliveredOn,
});

/**
 * What a customer reads of their orders. Another customer's order answers 404, never 403, so
 * order numbers and ids cannot be probed (others get 404, decision 050).
 */
export class OrderReadService {
  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
  ) {}

  async list(userId: number): Promise<CustomerOrderSummary[]> {
    const found = await checkoutQueries.ordersOfUser(this.db, userId);
    const ids = found.map((o) => o.id);
    const [invoices, refunded] = await Promise.all([entriesByOrder(this.db, ids), refundedCentsByOrder(this.db, ids)]);
    return found.map((o) => ({ ...summaryOf(o), ...trackingOf(o, refunded), invoices: invoices.get(o.id) ?? [] }));
  }

  private async own(userId: number, order: OrderRow | undefined): Promise<OrderRow> {
    if (!order || order.userId !== userId) throw new AppError('not_found', texts.orderNotFound);
    return order;
  }

  async detail(userId: number, orderNumber: string): Promise<CustomerOrderDetail> {
    const order = await this.own(userId, await orderByNumber(this.db, orderNumber));
    const items = await itemsOf(this.db, order.id);
    const [invoices, refunded, givenBack, shipments] = await Promise.all([
      entriesByOrder(this.db, [order.id]),
      refundedCentsByOrder(this.db, [order.id]),
      givenBackOf(this.db, order.id),
      customerShipments(this.db, order),
    ]);
    return {
      ...summaryOf(order),
      ...trackingOf(order, refunded),
      refunds: givenBack,
      shipments,
      invoices: invoices.get(order.id) ?? [],
      subtotal: centsToEuro(order.subtotalCents),
      discount: centsToEuro(order.discountCents),
      vat: centsToEuro(order.vatCents),
      vat_breakdown: orderShares(order).map(shareInEuro),
      couponText: order.couponText,
      coupon_code: order.couponCode,
      payment_method: order.paymentMethod,
      paid_at: order.paidAt?.toISOString() ?? null,
      user: { name: order.customerName, email: order.email },
      billing_address: order.billingAddress,
      shipping_address: order.shippingAddress,
      items: items.map((i) => ({
        product_id: i.productId,
        is_light: i.isLight,
        product_name: i.productName,
        product_description: i.productDescription,
        price: centsToEuro(i.unitPriceCents),
        qty: i.qty,
        line_total: centsToEuro(i.lineCents),
        vat_rate: i.vatRate,
      })),
    };
  }

  /** The PDF of the caller's own order. */
  async pdf(userId: number, orderId: number): Promise<{ name: string; body: Buffer }> {
    const order = await this.own(userId, await orderById(this.db, orderId));
    return {
      name: `Bestellbestaetigung-${order.orderNumber}`,
      body: await renderOrderPdf(order, await itemsOf(this.db, order.id)),
    };
  }

  /** PDF bytes for the outbox at delivery time (attachment kind "order-pdf"). */
  async pdfForMail(orderId: number, db: Pick<Db, 'select' | 'execute'>): Promise<Buffer> {
    const order = await orderById(db as Tx, orderId);
    if (!order) throw new Error(`order ${orderId} is gone`);
    return renderOrderPdf(order, await itemsOf(db as Tx, order.id));
  }

  /** POST /orderemail: the confirmation again, for a paid order of the caller. */
  async resendConfirmation(userId: number, orderId: number): Promise<void> {
    const order = await this.own(userId, await orderById(this.db, orderId));
    if (order.status === 'pending_payment' || order.status === 'cancelled')
      throw new AppError('conflict', texts.notPayable);
    const invoice = await invoiceOfOrder(this.db, order.id);
    await enqueueOrderConfirmation(this.db, order, await itemsOf(this.db, order.id), this.publicUrl, invoice);
  }
}
