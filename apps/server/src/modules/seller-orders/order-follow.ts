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

/** "Ihre Bestellung ist unterwegs" for one shipment: its own carrier and tracking number (several per order). */
export async function mailShipment(
  db: Tx,
  order: OrderRow,
  shipment: { carrier: string; trackingNumber: string },
  publicUrl: string,
): Promise<void> {
  const mail = await orderShippedMail({
    customerName: order.customerName,
    orderNumber: order.orderNumber,
    carrier: shipment.carrier,
    trackingNumber: shipment.trackingNumber,
    shippingAddress: addressLines(order.shippingAddress),
    orderUrl: `${publicUrl}/order/${order.orderNumber}`,
  });
  await enqueueMail(db, { to: order.email, ...mail });
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
    lines,
  });
  await mailShipment(db, order, shipment, publicUrl);
  return followShipments(db, order, { actor, source: null, shipment });
}
