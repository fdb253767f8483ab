import { adminOrderTexts } from '@wohnwerk/contract/admin-orders';
import { type OrderStatus, orderStatusText } from '@wohnwerk/contract/checkout';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { mayMove, type Mover } from './order-transitions.ts';
import * as orderQueries from './orders.queries.ts';

export { itemsOf, orderById, orderByNumber } from './orders.queries.ts';
export type { OrderRow } from './orders.queries.ts';
export { mayMove, orderTransitions } from './order-transitions.ts';

/** A staff member acting on an order. */
export interface Actor {
  id: number;
  name: string;
}

export interface MoveRequest {
  /** The order as the caller read it: its status is where the move starts. */
  order: { id: number; status: OrderStatus };
  to: OrderStatus;
  by: Mover;
  /** The staff member behind the move (staff, or a refund asked for in the shop). */
  actor?: Actor | null;
  /** The staff member's note, or the refund's reason: the history shows it. */
  note?: string | null;
  /** Who the history names as the source when it is not the mover's own (a seller's shipment: 'seller'). */
  source?: string;
  /** Shipping: carrier and tracking number. */
  shipment?: { carrier: string | null; trackingNumber: string | null };
  /** Delivery: the day the goods arrived (YYYY-MM-DD). */
  deliveredOn?: string;
}

const restockSource = {
  staff: 'cancellation',
  customer: 'cancellation',
  expiry: 'expiry',
  withdrawal: 'withdrawal',
} as const;
const historySource: Partial<Record<Mover, string>> = {
  customer: 'customer',
  expiry: 'expiry',
  withdrawal: 'withdrawal',
};

/**
 * The one way an order's status changes (decision 162). Refuses a move its mover may not make;
 * names the mover for the history; records what the move means (paid at, shipment, delivery day,
 * cancelled at) and, on a cancellation, gives the units back once. Answers the moved order, or
 * undefined when another request moved it first (the caller answers 409).
 */
export async function moveOrder(db: Tx, m: MoveRequest): Promise<orderQueries.OrderRow | undefined> {
  const from = m.order.status;
  if (!mayMove(m.by, from, m.to))
    throw new AppError('conflict', adminOrderTexts.transitionForbidden(orderStatusText[from], orderStatusText[m.to]));
  const actor = m.actor ?? null;
  // Paying names nobody: the history trigger knows pending_payment → paid, and paying saves a round trip.
  if (m.by !== 'payment') {
    const source = m.source ?? (m.by === 'refund' && !actor ? 'provider' : (historySource[m.by] ?? null));
    await orderQueries.attribute(db, { actor, note: m.note ?? null, source });
  }
  const moved = await orderQueries.moveStatus(db, m.order.id, from, m.to, moveRecordOf(m));
  if (moved) await afterMove(db, m, moved.id, actor);
  return moved;
}

/** What a move writes beside the status: the moment it happened, a shipment's carrier and number, a delivery day. */
function moveRecordOf(m: MoveRequest): orderQueries.MoveRecord {
  const set: orderQueries.MoveRecord = {};
  if (m.to === 'paid') set.stamp = 'paidAt';
  if (m.to === 'cancelled') set.stamp = 'cancelledAt';
  if (m.to === 'shipped')
    Object.assign(set, {
      carrier: m.shipment?.carrier ?? null,
      trackingNumber: m.shipment?.trackingNumber ?? null,
      stamp: 'shippedAt',
    });
  if (m.to === 'delivered') set.deliveredOn = m.deliveredOn;
  return set;
}

/** What follows a move in its transaction: units back for a cancellation, the sellers' open orders ended. */
async function afterMove(db: Tx, m: MoveRequest, orderId: number, actor: Actor | null): Promise<void> {
  if (m.to === 'cancelled' && m.by !== 'payment' && m.by !== 'refund' && m.by !== 'shipment')
    await giveUnitsBack(db, orderId, { source: restockSource[m.by], userId: actor?.id ?? null });
  // A cancelled or wholly refunded order ships nothing more: its sellers' open seller orders end with it (decision 170).
  if (m.to === 'cancelled' || m.to === 'refunded') await orderQueries.cancelSellerOrders(db, orderId);
}

/**
 * Gives units back to stock, each unit once: the named lines' units (a refund by line), or every
 * unit not yet returned (a cancellation, a refund with restock). Answers how many went back.
 */
export function giveUnitsBack(
  db: Tx,
  orderId: number,
  by: orderQueries.Restock,
  lines?: { itemId: number; qty: number }[],
): Promise<number> {
  return orderQueries.returnStock(db, orderId, by, lines);
}
