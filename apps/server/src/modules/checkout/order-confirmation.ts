import { orderStatusText } from '@wohnwerk/contract/checkout';
import { itemsTable, legalLine, letterhead, sellerPdf } from '../../lib/letterhead-pdf.ts';
import { seller } from '../../lib/seller.ts';
import type { orderItems } from '../../db/schema/orders.ts';
import { addressLines } from '../orders/order-address.ts';
import { enqueueMail } from '../../lib/mail/outbox.ts';
import type { Tx } from '../../db/client.ts';
import type { OrderRow } from '../orders/orders.service.ts';
import { orderShares } from '../../lib/vat.ts';
import { berlinDate, berlinDateTime } from '../../lib/german-dates.ts';
import { formatEuro } from '../../lib/money.ts';
import { orderConfirmationMail } from '../../lib/mail/templates/order-confirmation.mail.tsx';
import { withdrawalNotice } from '../../lib/withdrawal-notice.ts';

type Item = typeof orderItems.$inferSelect;

export const pdfPath = (orderId: number) => `/order-pdf/${orderId}`;

/** The order confirmation PDF (decision 051): seller, addresses, items, totals with the VAT contained, withdrawal notice. */
export function renderOrderPdf(order: OrderRow, items: Item[]): Promise<Buffer> {
  const company = seller();
  const pdf = sellerPdf({ Title: `Bestellbestätigung ${order.orderNumber}`, Author: company.name });
  const { doc, left, width } = pdf;
  letterhead(pdf, company);
  doc.font('Helvetica-Bold').fontSize(14).text(`Bestellbestätigung ${order.orderNumber}`);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Bestelldatum: ${berlinDateTime(order.createdAt)}`);
  doc.text(
    `Status: ${orderStatusText[order.status]}${order.paidAt ? ` (bezahlt am ${berlinDateTime(order.paidAt)})` : ''}`,
  );
  doc.text(`Zahlungsart: ${order.paymentMethod === 'paypal' ? 'PayPal' : 'Kreditkarte'}`);
  doc.moveDown();

  const top = doc.y;
  doc.font('Helvetica-Bold').text('Rechnungsadresse', left, top);
  const billing = addressLines(order.billingAddress);
  if (order.billingAddress.vat_id) billing.push(`USt-IdNr.: ${order.billingAddress.vat_id}`);
  doc.font('Helvetica').text(billing.join('\n'), left, doc.y, { width: width / 2 - 10 });
  const afterBilling = doc.y;
  doc.font('Helvetica-Bold').text('Lieferadresse', left + width / 2, top);
  const shipping = addressLines(order.shippingAddress);
  if (order.shippingAddress.delivery_date)
    shipping.push(`Voraussichtliche Lieferung bis ${berlinDate(order.shippingAddress.delivery_date)}`);
  doc.font('Helvetica').text(shipping.join('\n'), left + width / 2, doc.y, { width: width / 2 });
  doc.x = left;
  doc.y = Math.max(afterBilling, doc.y) + 16;

  const row = itemsTable(
    pdf,
    [
      { label: 'Artikel', w: width - 230 },
      { label: 'Menge', w: 50 },
      { label: 'Einzelpreis', w: 90 },
      { label: 'Summe', w: 90 },
    ],
    0,
  );
  for (const item of items)
    row([
      `${item.productName}${item.code ? ` (Art.-Nr. ${item.code})` : ''}`,
      String(item.qty),
      formatEuro(item.unitPriceCents),
      formatEuro(item.lineCents),
    ]);
  doc.moveDown(0.5);
  const sum = (label: string, value: string, bold = false) => row([label, '', '', value], bold);
  sum('Zwischensumme', formatEuro(order.subtotalCents));
  // A coupon and a gift code alike: a price reduction, the VAT below is that of the reduced total (decision 153).
  if (order.discountCents > 0)
    sum(order.couponText ?? `Gutschein ${order.couponCode ?? ''}`, `-${formatEuro(order.discountCents)}`);
  sum('Versand (Kostenloser Versand)', formatEuro(0));
  sum('Gesamtbetrag', formatEuro(order.totalCents), true);
  for (const s of orderShares(order)) sum(`darin enthaltene MwSt. ${s.rate} % (inkl. MwSt.)`, formatEuro(s.vatCents));

  doc.moveDown(1.5);
  doc.font('Helvetica').fontSize(9).text(withdrawalNotice(company), left, doc.y, { width });
  doc.moveDown();
  legalLine(pdf, company);
  doc.end();
  return pdf.done;
}

/** The confirmation mail with the PDF attached, written in the caller's transaction (outbox). */
export async function enqueueOrderConfirmation(
  db: Tx,
  order: OrderRow,
  items: Item[],
  publicUrl: string,
  invoice?: { id: number; number: string },
): Promise<void> {
  const mail = await orderConfirmationMail({
    customerName: order.customerName,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt,
    items,
    discountCents: order.discountCents,
    couponText: order.couponText,
    totalCents: order.totalCents,
    vatShares: orderShares(order),
    shippingAddress: addressLines(order.shippingAddress),
    orderUrl: `${publicUrl}/order/${order.orderNumber}`,
    withdrawalUrl: `${publicUrl}/vertrag-widerrufen`,
  });
  await enqueueMail(db, {
    to: order.email,
    ...mail,
    attachments: [
      {
        filename: `Bestellbestaetigung-${order.orderNumber}.pdf`,
        contentType: 'application/pdf',
        kind: 'order-pdf',
        ref: String(order.id),
      },
      // The invoice as issued (§14 UStG), its stored PDF read at delivery.
      ...(invoice
        ? [
            {
              filename: `Rechnung-${invoice.number}.pdf`,
              contentType: 'application/pdf',
              kind: 'invoice-pdf',
              ref: String(invoice.id),
            },
          ]
        : []),
    ],
  });
}
