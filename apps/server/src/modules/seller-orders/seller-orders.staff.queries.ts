import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { refundLines, refunds } from '../../db/schema/refunds.ts';
import { sellerOrders, sellerRefusals } from '../../db/schema/seller-orders.ts';
import { sellers } from '../../db/schema/sellers.ts';

// What staff read of the marketplace on an order and in the list of refused lines (decision 170).

export async function sellerOrdersOfOrder(db: Tx, orderId: number) {
  return db
    .select({ order: sellerOrders, sellerName: sellers.companyName })
    .from(sellerOrders)
    .innerJoin(sellers, eq(sellers.id, sellerOrders.sellerId))
    .where(eq(sellerOrders.orderId, orderId))
    .orderBy(asc(sellerOrders.number));
}

export async function refusalsOfOrder(db: Tx, orderId: number) {
  return db
    .select({ orderItemId: sellerRefusals.orderItemId, reason: sellerRefusals.reason })
    .from(sellerRefusals)
    .innerJoin(orderItems, eq(orderItems.id, sellerRefusals.orderItemId))
    .where(eq(orderItems.orderId, orderId));
}

/** Units of a line given back by refunds that did not fail (a running refund counts: it is being given back). */
const refundedQty = sql<number>`(select coalesce(sum(${refundLines.qty}), 0)::int from ${refundLines}
  join ${refunds} on ${refunds.id} = ${refundLines.refundId}
  where ${refundLines.orderItemId} = ${orderItems.id} and ${refunds.status} <> 'failed')`;

/** Refused lines with units not refunded yet, oldest refusal first. */
export async function openRefusals(db: Tx) {
  return db
    .select({
      orderItemId: orderItems.id,
      orderNumber: orders.orderNumber,
      sellerOrderId: sellerOrders.id,
      sellerOrderNumber: sellerOrders.number,
      sellerId: sellers.id,
      sellerName: sellers.companyName,
      productName: orderItems.productName,
      qty: orderItems.qty,
      refundedQty,
      lineCents: orderItems.lineCents,
      reason: sellerRefusals.reason,
      refusedAt: sellerRefusals.refusedAt,
    })
    .from(sellerRefusals)
    .innerJoin(orderItems, eq(orderItems.id, sellerRefusals.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(sellerOrders, eq(sellerOrders.id, sellerRefusals.sellerOrderId))
    .innerJoin(sellers, eq(sellers.id, sellerOrders.sellerId))
    .where(sql`${refundedQty} < ${orderItems.qty}`)
    .orderBy(asc(sellerRefusals.refusedAt), asc(orderItems.id));
}
