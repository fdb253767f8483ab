import type { SellerOrder } from '@wohnwerk/contract/seller-orders';

type Line = SellerOrder['lines'][number];

/** Units of a line still to ship: none once refused. */
export const unitsLeft = (line: Line): number => (line.refused ? 0 : Math.max(0, line.qty - line.shipped_qty));

/** What the seller can do with the order now; the server checks the same again. */
export function orderSteps(order: SellerOrder) {
  const closed = order.status === 'shipped' || order.status === 'cancelled' || order.status === 'refused';
  const left = order.lines.filter((l) => unitsLeft(l) > 0);
  return {
    confirm: order.status === 'open',
    // Shipping follows the confirmation, which tells the customer when to expect it.
    ship: (order.status === 'confirmed' || order.status === 'partially_shipped') && left.length > 0,
    // A line nothing of which has left the warehouse yet (out of stock): Wohnwerk refunds it.
    refusable: closed ? [] : order.lines.filter((l) => !l.refused && l.shipped_qty === 0),
  };
}

/**
 * The shipment's lines from the quantities typed per line ("" or "0" leaves a line out): whole numbers only, and never
 * more than is left of a line. Answers the lines, or the order item ids whose quantity is not acceptable.
 */
export function shipmentLines(
  order: SellerOrder,
  typed: Record<number, string>,
): { lines: { order_item_id: number; qty: number }[]; wrong: number[] } {
  const lines: { order_item_id: number; qty: number }[] = [];
  const wrong: number[] = [];
  for (const line of order.lines) {
    const text = (typed[line.order_item_id] ?? '').trim();
    if (text === '' || text === '0') continue;
    const qty = /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isInteger(qty) || qty < 1 || qty > unitsLeft(line)) wrong.push(line.order_item_id);
    else lines.push({ order_item_id: line.order_item_id, qty });
  }
  return { lines, wrong };
}

/** The form's starting quantities: everything left of every line (the usual case: one shipment for all). */
export const allLeft = (order: SellerOrder): Record<number, string> =>
  Object.fromEntries(order.lines.map((l) => [l.order_item_id, String(unitsLeft(l))]));

/** True when a shipment of `lines` leaves units of the order to ship later (a partial shipment). */
export const leavesSomething = (order: SellerOrder, lines: { order_item_id: number; qty: number }[]): boolean =>
  order.lines.some((l) => (lines.find((x) => x.order_item_id === l.order_item_id)?.qty ?? 0) < unitsLeft(l));
