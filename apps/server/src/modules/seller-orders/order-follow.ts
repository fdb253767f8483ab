import type { OrderStatus } from '@wohnwerk/contract/checkout';
import { sellerOrderTexts } from '@wohnwerk/contract/seller-orders';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { enqueueMail } from '../../lib/mail/outbox.ts';
import { orderShippedMail } from '../../lib/mail/templates/order-shipped.mail.tsx';
import { addressLines } from '../orders/order-address.ts';
import { type Actor, mayMove, moveOrder, type OrderRow } from '../orders/orders.service.ts';
import * as queries from './seller-orders.queries.ts';

/** The statuses in which an order's lines are still being shipped: sellers act only then. */
export const shippingStatuses: readonly OrderStatus[] = ['paid', 'processing', 'partially_shipped'];

/**
 * Where an order with seller orders stands (decision 170): shipped when every seller order not refused (or
 * cancelled) is shipped and Wohnwerk's own lines, if any, have their shipment; partly shipped as soon as anything
 * is on its way; otherwise it keeps its status. An order whose seller orders are all refused keeps its status too:
 * staff refund the refused lines, and a refund of everything makes it refunded.
 */
function followedStatus(state: Awaited<ReturnType<typeof queries.shipState>>): OrderStatus | null {
  const live = state.sellerStatuses.filter((s) => s !== 'refused' && s !== 'cancelled');
  const ownPending = state.ownLines > 0 && state.ownShipments === 0;
  if (!live.length && !state.ownLines) return null;
  if (live.every((s) => s === 'shipped') && !ownPending && state.shipments > 0) return 'shipped';
  return state.shipments > 0 ? 'partially_shipped' : null;
}

/**
 * Moves the order as its shipments stand, the order row locked by the caller (so two sellers shipping at once see
 * each other's shipments). The history names who shipped: the seller's user (source `seller`) or the staff member.
 * Answers the order as it is afterwards.
 */
export async function followShipments(
  db: Tx,
  order: OrderRow,
  by: { actor: Actor; source: 'seller' | null; shipment: { carrier: string; trackingNumber: string } | null },
): Promise<OrderRow> {
  const to = followedStatus(await queries.shipState(db, order.id));
  if (!to || to === order.status || !mayMove('shipment', order.status, to)) return order;
  const moved = await moveOrder(db, {
    order,
    to,
    by: 'shipment',
    actor: by.actor,
    source: by.source ?? undefined,
    shipment: by.shipment ?? undefined,
  });
  return moved ?? order;
}

/** A parcel as the customer's mail names it: carrier, tracking number and, for a shipment of some lines, those. */
export interface ParcelMail {
  carrier: string | null;
  trackingNumber: string | null;
  lines?: { name: string; qty: number }[];
}

/**
 * "Ihre Bestellung ist unterwegs" for one parcel, given the order as it stands after the shipment (decision 176):
 * while the order is not shipped yet the mail says "teilweise versandt" and that the rest follows; the parcel that
 * makes it shipped (or staff shipping the whole order) sends the one "wurde versandt" mail.
 */
export async function mailShipment(db: Tx, after: OrderRow, parcel: ParcelMail, publicUrl: string): Promise<void> {
  const mail = await orderShippedMail({
    customerName: after.customerName,
    orderNumber: after.orderNumber,
    carrier: parcel.carrier,
    trackingNumber: parcel.trackingNumber,
    shippingAddress: addressLines(after.shippingAddress),
    orderUrl: `${publicUrl}/order/${after.orderNumber}`,
    lines: parcel.lines,
    partial: after.status !== 'shipped',
  });
  await enqueueMail(db, { to: after.email, ...mail });
}

/**
 * Staff ship Wohnwerk's own lines of an order that has seller orders (decision 170): one shipment of those lines,
 * then the order follows its shipments (partly shipped while sellers still ship). Answers the order afterwards, or
 * undefined when the order has no seller orders (staff ship it as a whole, as before); 409 when it has no own lines
 * left to ship (the sellers ship theirs).
 */
export async function shipOwnLines(
  db: Tx,
  order: OrderRow,
  actor: Actor,
  shipment: { carrier: string; trackingNumber: string },
  publicUrl: string,
): Promise<OrderRow | undefined> {
  const state = await queries.shipState(db, order.id);
  if (!state.sellerStatuses.length) return undefined;
  const lines = await queries.ownLinesOf(db, order.id);
  if (!lines.length || state.ownShipments > 0) throw new AppError('conflict', sellerOrderTexts.staffShipSellers);
  await queries.insertShipment(db, {
    orderId: order.id,
    sellerOrderId: null,
    ...shipment,
    createdBy: actor.id,
    createdByName: actor.name,
    lines: lines.map((l) => ({ orderItemId: l.orderItemId, qty: l.qty })),
  });
  const after = await followShipments(db, order, { actor, source: null, shipment });
  await mailShipment(
    db,
    after,
    { ...shipment, lines: lines.map((l) => ({ name: l.productName, qty: l.qty })) },
    publicUrl,
  );
  return after;
}
