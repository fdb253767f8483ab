import type { Tx } from '../../db/client.ts';
import { enqueueMail } from '../../lib/mail/outbox.ts';
import { sellerOrderMail } from '../../lib/mail/templates/seller-order.mail.tsx';
import { addressLines } from '../orders/order-address.ts';
import type { OrderRow } from '../orders/orders.service.ts';
import * as queries from './seller-orders.queries.ts';

interface SplitLine {
  id: number;
  sellerId: number | null;
  productName: string;
  code: string | null;
  qty: number;
}

/**
 * Splitting a paid order by seller (decision 170), inside the payment's transaction: each seller with lines in the
 * order (the snapshot order_items.seller_id, taken when the order was placed) gets one seller order
 * `<order number>-S{n}`, n counted from 1 in seller id order, its lines point at it, and the seller's contact
 * address gets a mail through the outbox, committed with the payment. Wohnwerk's own lines (no seller) stay with
 * staff as before. A second call for the same order (a redelivered webhook) creates nothing.
 */
export async function splitBySeller(db: Tx, order: OrderRow, items: SplitLine[], publicUrl: string): Promise<number> {
  const sellerIds = [...new Set(items.flatMap((i) => (i.sellerId === null ? [] : [i.sellerId])))].sort((a, b) => a - b);
  if (!sellerIds.length) return 0;
  const contacts = new Map((await queries.sellerContacts(db, sellerIds)).map((s) => [s.id, s]));
  let made = 0;
  for (const [index, sellerId] of sellerIds.entries()) {
    const number = `${order.orderNumber}-S${index + 1}`;
    const created = await queries.insertSellerOrder(db, { orderId: order.id, sellerId, number });
    const contact = contacts.get(sellerId);
    if (!created || !contact) continue;
    made++;
    const mail = await sellerOrderMail({
      company: contact.companyName,
      number,
      lines: items
        .filter((i) => i.sellerId === sellerId)
        .map((i) => ({ qty: i.qty, productName: i.productName, code: i.code })),
      shippingAddress: addressLines(order.shippingAddress),
      link: `${publicUrl}/seller/orders/${created.id}`,
    });
    await enqueueMail(db, { to: contact.email, ...mail });
  }
  return made;
}
