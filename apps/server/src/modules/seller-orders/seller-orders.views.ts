import { trackingUrl } from '@wohnwerk/contract/carriers';
import {
  type AdminOrderShipment,
  type AdminSellerOrder,
  type CustomerShipment,
  type SellerRefusal,
  sellerOrderStatusText,
} from '@wohnwerk/contract/seller-orders';
import type { Tx } from '../../db/client.ts';
import { itemsOf, type OrderRow } from '../orders/orders.service.ts';
import * as queries from './seller-orders.queries.ts';
import * as staffQueries from './seller-orders.staff.queries.ts';

/**
 * What the staff order detail shows of the marketplace (decision 170): the seller orders, every shipment (the
 * sellers' and Wohnwerk's own) and the refused lines with their reason, by order line id.
 */
export async function staffOrderView(
  db: Tx,
  orderId: number,
): Promise<{ sellerOrders: AdminSellerOrder[]; shipments: AdminOrderShipment[]; refusals: Map<number, string> }> {
  const [sellerOrders, shipments, refusals] = await Promise.all([
    staffQueries.sellerOrdersOfOrder(db, orderId),
    queries.shipmentsOf(db, { orderId }),
    staffQueries.refusalsOfOrder(db, orderId),
  ]);
  return {
    sellerOrders: sellerOrders.map((s) => ({
      id: s.order.id,
      number: s.order.number,
      seller_id: s.order.sellerId,
      seller_name: s.sellerName,
      status: s.order.status,
      status_text: sellerOrderStatusText[s.order.status],
      expected_ship_on: s.order.expectedShipOn,
    })),
    shipments: shipments.map((s) => ({
      id: s.id,
      seller_order_id: s.sellerOrderId,
      seller_name: s.sellerName,
      carrier: s.carrier,
      tracking_number: s.trackingNumber,
      tracking_url: trackingUrl(s.carrier, s.trackingNumber),
      shipped_at: s.shippedAt.toISOString(),
      lines: s.lines.map((l) => ({ order_item_id: l.orderItemId, product_name: l.productName, qty: l.qty })),
    })),
    refusals: new Map(refusals.map((r) => [r.orderItemId, r.reason])),
  };
}

/**
 * The customer's shipments, oldest first, each with its tracking link. An order staff shipped as a whole (no
 * shipment rows: every order before the marketplace, and every order of Wohnwerk's own lines only) shows that one
 * shipment with all its lines, so the list never says less than the order's carrier and tracking number.
 */
export async function customerShipments(db: Tx, order: OrderRow): Promise<CustomerShipment[]> {
  const found = await queries.shipmentsOf(db, { orderId: order.id });
  if (!found.length && order.shippedAt && order.carrier && order.trackingNumber) {
    const items = await itemsOf(db, order.id);
    return [
      {
        carrier: order.carrier,
        tracking_number: order.trackingNumber,
        tracking_url: trackingUrl(order.carrier, order.trackingNumber),
        shipped_at: order.shippedAt.toISOString(),
        lines: items.map((i) => ({ product_name: i.productName, qty: i.qty })),
      },
    ];
  }
  return found.map((s) => ({
    carrier: s.carrier,
    tracking_number: s.trackingNumber,
    tracking_url: trackingUrl(s.carrier, s.trackingNumber),
    shipped_at: s.shippedAt.toISOString(),
    lines: s.lines.map((l) => ({ product_name: l.productName, qty: l.qty })),
  }));
}

/** Refused lines with units left to refund, for staff to refund by line on their order (oldest first). */
export async function openRefusals(db: Tx): Promise<SellerRefusal[]> {
  return (await staffQueries.openRefusals(db)).map((r) => ({
    order_item_id: r.orderItemId,
    order_number: r.orderNumber,
    seller_order_id: r.sellerOrderId,
    seller_order_number: r.sellerOrderNumber,
    seller_id: r.sellerId,
    seller_name: r.sellerName,
    product_name: r.productName,
    qty: r.qty,
    refundable_qty: r.qty - r.refundedQty,
    line_cents: r.lineCents,
    reason: r.reason,
    refused_at: r.refusedAt.toISOString(),
  }));
}
