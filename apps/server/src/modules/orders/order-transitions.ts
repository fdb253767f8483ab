import { adminTransitions } from '@wohnwerk/contract/admin-orders';
import type { OrderStatus } from '@wohnwerk/contract/checkout';

/** Who moves an order: each may make only its own transitions (decision 162). */
export type Mover = 'payment' | 'staff' | 'customer' | 'expiry' | 'withdrawal' | 'refund' | 'shipment';

type Table = Readonly<Record<Mover, Readonly<Partial<Record<OrderStatus, readonly OrderStatus[]>>>>>;

/**
 * Which status each mover may move to which. The payment is the only way into `paid`; an unpaid
 * order is cancelled by its customer, by its time running out or by a withdrawal; staff follow the
 * table their screen shows (adminTransitions); a refund that gives back everything paid makes the
 * order `refunded` (a cancelled order stays cancelled: it says more). A shipment of an order with
 * seller lines (a seller's, or staff's of Wohnwerk's own lines) moves the order as its shipments
 * stand: partly shipped, then shipped when every unit not refused is on its way (decision 170).
 */
export const orderTransitions: Table = {
  payment: { pending_payment: ['paid'] },
  customer: { pending_payment: ['cancelled'] },
  expiry: { pending_payment: ['cancelled'] },
  withdrawal: { pending_payment: ['cancelled'] },
  staff: adminTransitions,
  refund: {
    paid: ['refunded'],
    processing: ['refunded'],
    partially_shipped: ['refunded'],
    shipped: ['refunded'],
    delivered: ['refunded'],
  },
  shipment: {
    paid: ['partially_shipped', 'shipped'],
    processing: ['partially_shipped', 'shipped'],
    partially_shipped: ['shipped'],
  },
};

export const mayMove = (by: Mover, from: OrderStatus, to: OrderStatus): boolean =>
  orderTransitions[by][from]?.includes(to) ?? false;
