import { mailGreeting } from '../../lib/mail/greeting.ts';
import PDFDocument from 'pdfkit';
import { orderStatusText } from '@wohnwerk/contract/checkout';
import { seller } from '../../lib/seller.ts';
import type { orderItems, OrderAddress } from '../../db/schema/orders.ts';
import { enqueueMail } from '../../lib/mail/outbox.ts';
import type { OrderRow, Tx } from './checkout.queries.ts';
import { formatEuro, VAT_RATE } from './checkout.totals.ts';

type Item = typeof orderItems.$inferSelect;

/** Dates and times as a German customer reads them, in the shop's time zone. */
export const berlinDateTime = (d: Date) =>
  new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium', timeStyle: 'short' }).format(d) +
  ' Uhr';
export const berlinDate = (d: Date | string) =>
  new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(typeof d === 'string' ? new Date(d) : d);

export const addressLines = (a: OrderAddress): string[] =>
  [a.name, a.address_1, a.address_2, `${a.zip} ${a.city}`, a.state || null, a.country].filter((s): s is string =>
    Boolean(s?.trim()),
  );

const withdrawalNotice = (company = seller()) =>
  'Widerrufsrecht: Sie können diesen Vertrag binnen 14 Tagen ohne Angabe von Gründen widerrufen. Die Frist beginnt mit dem Tag, an dem Sie ' +
  'oder ein von Ihnen benannter Dritter die Ware in Besitz genommen haben. Zum Widerruf genügt eine eindeutige Erklärung, zum Beispiel über ' +
  `die Funktion „Vertrag widerrufen“ im Shop, per E-Mail an ${company.email} oder per Post an ${company.name}, ${company.street}, ${company.zip} ${company.city}.`;

export const pdfPath = (orderId: number) => `/order-pdf/${orderId}`;

/** The order confirmation PDF (decision 051): seller, addresses, items, totals with the VAT contained, withdrawal notice. */
export function renderOrderPdf(order: OrderRow, items: Item[]): Promise<Buffer> {
  const company = seller();
  // Compressed (pdfkit's default): the page contents deflate to about a third, for every mail
  // attachment and download. Tests read the text by inflating the streams (pdfText).
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: true,
    info: { Title: `Bestellbestätigung ${order.orderNumber}`, Author: company.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = 50;
  const width = doc.page.width - 100;

  doc.font('Helvetica-Bold').fontSize(18).text(company.name, left, 50);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#444')
    .text(`${company.street} · ${company.zip} ${company.city} · Tel. ${company.phone} · ${company.email}`);
  doc.fillColor('#000').moveDown(1.5);
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
  doc.font('Helvetica').text(addressLines(order.billingAddress).join('\n'), left, doc.y, { width: width / 2 - 10 });
  const afterBilling = doc.y;
  doc.font('Helvetica-Bold').text('Lieferadresse', left + width / 2, top);
  const shipping = addressLines(order.shippingAddress);
  if (order.shippingAddress.delivery_date)
    shipping.push(`Voraussichtliche Lieferung bis ${berlinDate(order.shippingAddress.delivery_date)}`);
  doc.font('Helvetica').text(shipping.join('\n'), left + width / 2, doc.y, { width: width / 2 });
  doc.x = left;
  doc.y = Math.max(afterBilling, doc.y) + 16;

  const cols = [
    { label: 'Artikel', w: width - 230 },
    { label: 'Menge', w: 50 },
    { label: 'Einzelpreis', w: 90 },
    { label: 'Summe', w: 90 },
  ];
  const row = (cells: string[], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    const h = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: cols[i].w - 6 }))) + 6;
    if (doc.y + h > doc.page.height - 60) doc.addPage();
    const y = doc.y;
    let x = left;
    cells.forEach((c, i) => {
      doc.text(c, x, y, { width: cols[i].w - 6, align: i === 0 ? 'left' : 'right' });
      x += cols[i].w;
    });
    doc.x = left;
    doc.y = y + h;
  };
  row(
    cols.map((c) => c.label),
    true,
  );
  doc
    .moveTo(left, doc.y - 2)
    .lineTo(left + width, doc.y - 2)
    .strokeColor('#999')
    .stroke();
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
  if (order.discountCents > 0)
    sum(order.couponText ?? `Gutschein ${order.couponCode ?? ''}`, `-${formatEuro(order.discountCents)}`);
  sum('Versand (Kostenloser Versand)', formatEuro(0));
  sum('Gesamtbetrag', formatEuro(order.totalCents), true);
  sum(`darin enthaltene MwSt. ${VAT_RATE} % (inkl. MwSt.)`, formatEuro(order.vatCents));

  doc.moveDown(1.5);
  doc.font('Helvetica').fontSize(9).text(withdrawalNotice(company), left, doc.y, { width });
  doc.moveDown();
  doc
    .fillColor('#444')
    .text(
      `${company.name} · ${company.register} · USt-IdNr. ${company.vatId} · Geschäftsführung: ${company.managingDirector}`,
      { width },
    );
  doc.end();
  return done;
}

/** The text of a confirmation mail: what was bought, what it cost, where it goes. */
function confirmationText(order: OrderRow, items: Item[], publicUrl: string): string {
  return [
    mailGreeting(order.customerName),
    '',
    `vielen Dank für Ihre Bestellung ${order.orderNumber} vom ${berlinDateTime(order.createdAt)}. Ihre Zahlung ist eingegangen.`,
    '',
    ...items.map((i) => `${i.qty} × ${i.productName} – ${formatEuro(i.lineCents)}`),
    '',
    ...(order.discountCents > 0 ? [`${order.couponText ?? 'Gutschein'}: −${formatEuro(order.discountCents)}`] : []),
    'Versand: Kostenloser Versand (0,00 €)',
    `Gesamtbetrag: ${formatEuro(order.totalCents)} (inkl. MwSt. ${VAT_RATE} %: ${formatEuro(order.vatCents)})`,
    '',
    'Lieferadresse:',
    ...addressLines(order.shippingAddress),
    '',
    'Die Bestellbestätigung finden Sie als PDF im Anhang und in Ihrem Kundenkonto:',
    `${publicUrl}/order/${order.orderNumber}`,
    '',
    withdrawalNotice(),
    `Vertrag widerrufen: ${publicUrl}/vertrag-widerrufen`,
    '',
    `Ihr ${seller().name}`,
  ].join('\n');
}

/** The confirmation mail with the PDF attached, written in the caller's transaction (outbox). */
export async function enqueueOrderConfirmation(
  db: Tx,
  order: OrderRow,
  items: Item[],
  publicUrl: string,
  invoice?: { id: number; number: string },
): Promise<void> {
  await enqueueMail(db, {
    to: order.email,
    subject: `Ihre Bestellung ${order.orderNumber} bei Wohnwerk`,
    text: confirmationText(order, items, publicUrl),
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
