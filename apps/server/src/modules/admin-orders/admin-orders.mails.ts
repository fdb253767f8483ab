import { enqueueMail } from '../../lib/mail/outbox.ts';
import { orderShippedMail } from '../../lib/mail/templates/order-shipped.mail.tsx';
import type { Tx } from '../../db/client.ts';
import type { OrderRow } from '../orders/orders.service.ts';
import { addressLines } from '../orders/order-address.ts';

/** "Ihre Bestellung ist unterwegs": carrier and tracking number, in the shipping transaction (outbox). */
export async function enqueueShippedMail(db: Tx, order: OrderRow, publicUrl: string): Promise<void> {
  const mail = await orderShippedMail({
    customerName: order.customerName,
    orderNumber: order.orderNumber,
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    shippingAddress: addressLines(order.shippingAddress),
    orderUrl: `${publicUrl}/order/${order.orderNumber}`,
  });
  await enqueueMail(db, { to: order.email, ...mail });
}
