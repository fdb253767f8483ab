import { adminTargetStatuses, adminTransitions } from '@wohnwerk/contract/admin-orders';
import type { OrderStatus } from '@wohnwerk/contract/checkout';

export type TargetStatus = (typeof adminTargetStatuses)[number];

/**
 * The statuses the status form offers: those the server says may come next, and only real
 * transitions from the current status (a stale or odd answer never offers a step back).
 * In the order of the workflow (processing, shipped, delivered, then cancelled).
 */
export function statusChoices(current: OrderStatus, nextStatuses: readonly OrderStatus[]): TargetStatus[] {
  const allowed = adminTransitions[current] ?? [];
  return adminTargetStatuses.filter((status) => allowed.includes(status) && nextStatuses.includes(status));
}

/** Which extra fields a target status asks for: carrier and tracking number to ship, the day of delivery. */
export function fieldsFor(status: TargetStatus | '') {
  return {
    carrier: status === 'shipped',
    trackingNumber: status === 'shipped',
    deliveredOn: status === 'delivered',
  };
}

/** Cancelling gives back the units and the money: the form asks once more before it sends. */
export const needsConfirmation = (status: TargetStatus | '') => status === 'cancelled';
