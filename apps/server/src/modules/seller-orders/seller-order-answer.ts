import { trackingUrl } from '@wohnwerk/contract/carriers';
import { type SellerOrder, sellerOrderStatusText } from '@wohnwerk/contract/seller-orders';
import type * as queries from './seller-orders.queries.ts';

export type SellerOrderLines = Awaited<ReturnType<typeof queries.linesOf>>;
type Row = Awaited<ReturnType<typeof queries.sellerOrderPage>>['rows'][number];
type Shipments = Awaited<ReturnType<typeof queries.shipmentsOf>>;

/**
 * A seller order as the seller reads it: what to send where. The shipping address is the order's (the recipient's
 * name, one street line, the phone when given); the billing address and the customer's e-mail stay with Wohnwerk,
 * which sells in its own name (decision 170).
 */
export function sellerOrderAnswer(row: Row, lines: SellerOrderLines, shipments: Shipments): SellerOrder {
  const a = row.shippingAddress;
  return {
    id: row.order.id,
    number: row.order.number,
    order_number: row.orderNumber,
    status: row.order.status,
    status_text: sellerOrderStatusText[row.order.status],
    created_at: row.order.createdAt.toISOString(),
    expected_ship_on: row.order.expectedShipOn,
    confirmed_at: row.order.confirmedAt?.toISOString() ?? null,
    shipping_address: {
      name: [a.company, a.name?.trim() || row.customerName].filter(Boolean).join(', '),
      street: [a.address_1, a.address_2].filter((s) => s?.trim()).join(', '),
      zip: a.zip,
      city: a.city,
      country: a.country,
      ...(a.phone ? { phone: a.phone } : {}),
    },
    lines: lines.map((l) => ({
      order_item_id: l.id,
      product_name: l.productName,
      code: l.code,
      qty: l.qty,
      shipped_qty: l.shippedQty,
      refused: l.refusalReason !== null,
      refusal_reason: l.refusalReason,
      unit_price_cents: l.unitPriceCents,
      line_cents: l.lineCents,
    })),
    shipments: shipments.map((s) => ({
      id: s.id,
      carrier: s.carrier,
      tracking_number: s.trackingNumber,
      tracking_url: trackingUrl(s.carrier, s.trackingNumber),
      shipped_at: s.shippedAt.toISOString(),
      lines: s.lines.map((l) => ({ order_item_id: l.orderItemId, qty: l.qty })),
    })),
  };
}
