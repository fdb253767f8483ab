import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { refundLines, refunds } from '../../db/schema/refunds.ts';
import { sellerOrders, sellerRefusals, shipmentLines, shipments } from '../../db/schema/seller-orders.ts';
import { sellers } from '../../db/schema/sellers.ts';

export type SellerOrderRow = typeof sellerOrders.$inferSelect;
type SellerOrderStatus = SellerOrderRow['status'];

// Splitting a paid order ---------------------------------------------------------------------

/** The sellers' company names and contact addresses, by id. */
export async function sellerContacts(db: Tx, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: sellers.id, companyName: sellers.companyName, email: sellers.email })
    .from(sellers)
    .where(inArray(sellers.id, ids));
}

/**
 * One seller order per seller of the order, and its lines pointed at it, in one statement per seller: the unique
 * (order, seller) key makes a second split of the same order insert nothing (answers undefined).
 */
export async function insertSellerOrder(
  db: Tx,
  o: { orderId: number; sellerId: number; number: string },
): Promise<SellerOrderRow | undefined> {
  const [row] = await db.insert(sellerOrders).values(o).onConflictDoNothing().returning();
  if (!row) return undefined;
  await db
    .update(orderItems)
    .set({ sellerOrderId: row.id })
    .where(and(eq(orderItems.orderId, o.orderId), eq(orderItems.sellerId, o.sellerId)));
  return row;
}

// Reading ------------------------------------------------------------------------------------

export interface SellerOrderListFilter {
  sellerId: number;
  status?: SellerOrderStatus;
  limit: number;
  offset: number;
}

const listWhere = (f: { sellerId: number; status?: SellerOrderStatus }) =>
  and(eq(sellerOrders.sellerId, f.sellerId), f.status ? eq(sellerOrders.status, f.status) : undefined);

const withOrder = {
  order: sellerOrders,
  sellerName: sellers.companyName,
  orderNumber: orders.orderNumber,
  shippingAddress: orders.shippingAddress,
  customerName: orders.customerName,
};

export async function sellerOrderPage(db: Tx, f: SellerOrderListFilter) {
  const [found, [total]] = await Promise.all([
    db
      .select(withOrder)
      .from(sellerOrders)
      .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
      .innerJoin(sellers, eq(sellers.id, sellerOrders.sellerId))
      .where(listWhere(f))
      .orderBy(desc(sellerOrders.createdAt), desc(sellerOrders.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(sellerOrders).where(listWhere(f)),
  ]);
  return { rows: found, total: total.n };
}

/** One seller order of the seller (undefined for another seller's: the caller answers 404), optionally locked. */
export async function sellerOrderOf(db: Tx, sellerId: number, id: number, lock = false) {
  const query = db
    .select(withOrder)
    .from(sellerOrders)
    .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
    .innerJoin(sellers, eq(sellers.id, sellerOrders.sellerId))
    .where(and(eq(sellerOrders.id, id), eq(sellerOrders.sellerId, sellerId)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: sellerOrders }) : await query;
  return row;
}

/** The lines of seller orders with the units shipped so far and the refusal, if any. */
export async function linesOf(db: Tx, sellerOrderIds: number[]) {
  if (!sellerOrderIds.length) return [];
  return db
    .select({
      id: orderItems.id,
      sellerOrderId: orderItems.sellerOrderId,
      productName: orderItems.productName,
      code: orderItems.code,
      qty: orderItems.qty,
      unitPriceCents: orderItems.unitPriceCents,
      lineCents: orderItems.lineCents,
      shippedQty: sql<number>`(select coalesce(sum(${shipmentLines.qty}), 0)::int from ${shipmentLines} where ${shipmentLines.orderItemId} = ${orderItems.id})`,
      refusalReason: sellerRefusals.reason,
    })
    .from(orderItems)
    .leftJoin(sellerRefusals, eq(sellerRefusals.orderItemId, orderItems.id))
    .where(inArray(orderItems.sellerOrderId, sellerOrderIds))
    .orderBy(asc(orderItems.id));
}

/** Shipments of seller orders, or of an order (all of them, Wohnwerk's own too), oldest first, with their lines. */
export async function shipmentsOf(db: Tx, by: { sellerOrderIds: number[] } | { orderId: number }) {
  const where =
    'orderId' in by
      ? eq(shipments.orderId, by.orderId)
      : by.sellerOrderIds.length
        ? inArray(shipments.sellerOrderId, by.sellerOrderIds)
        : undefined;
  if (!where) return [];
  const found = await db
    .select({
      id: shipments.id,
      sellerOrderId: shipments.sellerOrderId,
      sellerName: sellers.companyName,
      carrier: shipments.carrier,
      trackingNumber: shipments.trackingNumber,
      shippedAt: shipments.shippedAt,
    })
    .from(shipments)
    .leftJoin(sellerOrders, eq(sellerOrders.id, shipments.sellerOrderId))
    .leftJoin(sellers, eq(sellers.id, sellerOrders.sellerId))
    .where(where)
    .orderBy(asc(shipments.shippedAt), asc(shipments.id));
  const lines = found.length
    ? await db
        .select({
          shipmentId: shipmentLines.shipmentId,
          orderItemId: shipmentLines.orderItemId,
          productName: orderItems.productName,
          qty: shipmentLines.qty,
        })
        .from(shipmentLines)
        .innerJoin(orderItems, eq(orderItems.id, shipmentLines.orderItemId))
        .where(
          inArray(
            shipmentLines.shipmentId,
            found.map((s) => s.id),
          ),
        )
        .orderBy(asc(shipmentLines.orderItemId))
    : [];
  return found.map((s) => ({ ...s, lines: lines.filter((l) => l.shipmentId === s.id) }));
}

// Changing -----------------------------------------------------------------------------------

export async function updateSellerOrder(
  db: Tx,
  id: number,
  set: Partial<Pick<SellerOrderRow, 'status' | 'expectedShipOn'>> & { confirm?: boolean },
): Promise<void> {
  const { confirm, ...rest } = set;
  await db
    .update(sellerOrders)
    .set({
      ...rest,
      ...(confirm ? { confirmedAt: sql`coalesce(${sellerOrders.confirmedAt}, now())` } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(sellerOrders.id, id));
}

export async function insertShipment(
  db: Tx,
  s: {
    orderId: number;
    sellerOrderId: number | null;
    carrier: string;
    trackingNumber: string;
    createdBy: number | null;
    createdByName: string | null;
    lines: { orderItemId: number; qty: number }[];
  },
): Promise<number> {
  const { lines, ...shipment } = s;
  const [row] = await db.insert(shipments).values(shipment).returning({ id: shipments.id });
  if (lines.length) await db.insert(shipmentLines).values(lines.map((l) => ({ ...l, shipmentId: row.id })));
  return row.id;
}

export async function insertRefusal(
  db: Tx,
  r: { orderItemId: number; sellerOrderId: number; reason: string; refusedBy: number | null },
): Promise<void> {
  await db.insert(sellerRefusals).values(r);
}

// The order as its shipments stand ------------------------------------------------------------

/**
 * What the order's status follows (decision 170): its seller orders' statuses, whether it has Wohnwerk's own lines
 * still to ship (own lines and no shipment of Wohnwerk's own, nor a staff shipment on the order itself) and whether
 * anything shipped yet.
 */
export async function shipState(db: Tx, orderId: number) {
  const [state, [own], [shipped]] = await Promise.all([
    db.select({ status: sellerOrders.status }).from(sellerOrders).where(eq(sellerOrders.orderId, orderId)),
    db
      .select({ n: count() })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), isNull(orderItems.sellerOrderId))),
    db
      .select({
        any: count(),
        own: sql<number>`count(*) filter (where ${shipments.sellerOrderId} is null)::int`,
      })
      .from(shipments)
      .where(eq(shipments.orderId, orderId)),
  ]);
  return {
    sellerStatuses: state.map((s) => s.status),
    ownLines: own.n,
    shipments: shipped.any,
    ownShipments: shipped.own,
  };
}

/** Wohnwerk's own lines of an order (no seller order): what a staff shipment of a marketplace order holds. */
export async function ownLinesOf(db: Tx, orderId: number) {
  return db
    .select({ orderItemId: orderItems.id, qty: orderItems.qty, productName: orderItems.productName })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNull(orderItems.sellerOrderId)))
    .orderBy(asc(orderItems.id));
}

// The portal's start page --------------------------------------------------------------------

export async function summaryOf(db: Tx, sellerId: number) {
  const [counts, [refused], [returned]] = await Promise.all([
    db
      .select({ status: sellerOrders.status, n: count() })
      .from(sellerOrders)
      .where(eq(sellerOrders.sellerId, sellerId))
      .groupBy(sellerOrders.status),
    db
      .select({ n: count() })
      .from(sellerRefusals)
      .innerJoin(sellerOrders, eq(sellerOrders.id, sellerRefusals.sellerOrderId))
      .where(eq(sellerOrders.sellerId, sellerId)),
    db
      .select({ n: sql<number>`coalesce(sum(${refundLines.qty}), 0)::int` })
      .from(refundLines)
      .innerJoin(refunds, eq(refunds.id, refundLines.refundId))
      .innerJoin(orderItems, eq(orderItems.id, refundLines.orderItemId))
      .leftJoin(sellerRefusals, eq(sellerRefusals.orderItemId, orderItems.id))
      // A refused line's refund is no return: the goods never left.
      .where(and(eq(orderItems.sellerId, sellerId), eq(refunds.status, 'succeeded'), isNull(sellerRefusals.reason))),
  ]);
  const of = (status: SellerOrderStatus) => counts.find((c) => c.status === status)?.n ?? 0;
  return {
    toConfirm: of('open'),
    toShip: of('confirmed') + of('partially_shipped'),
    refused: refused.n,
    returns: returned.n,
  };
}
