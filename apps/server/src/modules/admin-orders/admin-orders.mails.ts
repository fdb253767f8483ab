import { enqueueMail } from '../../lib/mail/outbox.ts';
import { mailGreeting } from '../../lib/mail/greeting.ts';
import { seller } from '../../lib/seller.ts';
import type { OrderRow, Tx } from '../checkout/checkout.queries.ts';
import { addressLines } from '../checkout/order-confirmation.ts';

/** "Ihre Bestellung ist unterwegs": carrier and tracking number, in the shipping transaction (outbox). */
export async function enqueueShippedMail(db: Tx, order: OrderRow, publicUrl: string): Promise<void> {
  await enqueueMail(db, {
    to: order.email,
    subject: `Ihre Bestellung ${order.orderNumber} wurde versandt`,
    text: [
      mailGreeting(order.customerName),
      '',
      `Ihre Bestellung ${order.orderNumber} ist unterwegs.`,
      '',
      `Versanddienstleister: ${order.carrier ?? ''}`,
      `Sendungsnummer: ${order.trackingNumber ?? ''}`,
      '',
      'Lieferadresse:',
      ...addressLines(order.shippingAddress),
      '',
      `Den Stand Ihrer Bestellung sehen Sie in Ihrem Kundenkonto: ${publicUrl}/order/${order.orderNumber}`,
      '',
      `Ihr ${seller().name}`,
    ].join('\n'),
  });
}
