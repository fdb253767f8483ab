import PDFDocument from 'pdfkit';
import type { InvoiceDocument } from '../../db/schema/invoices.ts';
import { berlinDate } from '../../lib/german-dates.ts';
import { formatEuro } from '../../lib/money.ts';

export interface RenderableInvoice {
  number: string;
  type: 'invoice' | 'credit_note';
  issuedAt: Date;
  totalCents: number;
  netCents: number;
  vatCents: number;
  vatRate: number;
  document: InvoiceDocument;
}

/**
 * An invoice or credit note as PDF with every item §14 Abs. 4 UStG asks for: seller's name and
 * address, USt-IdNr, number and date of issue, delivery date, quantity and description of each
 * item, net amount, VAT rate and amount, gross total. Rendered from the document frozen at issue,
 * with the issue moment as creation date, so a second rendering says the same.
 */
export function renderInvoicePdf(invoice: RenderableInvoice): Promise<Buffer> {
  const d = invoice.document;
  const credit = invoice.type === 'credit_note';
  const title = credit ? 'Rechnungskorrektur (Gutschrift)' : 'Rechnung';
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: true,
    info: {
      Title: `${title} ${invoice.number}`,
      Author: d.seller.name,
      CreationDate: invoice.issuedAt,
      ModDate: invoice.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = 50;
  const width = doc.page.width - 100;

  doc.font('Helvetica-Bold').fontSize(18).text(d.seller.name, left, 50);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#444')
    .text(
      [
        `${d.seller.street} · ${d.seller.zip} ${d.seller.city}`,
        d.seller.phone && `Tel. ${d.seller.phone}`,
        d.seller.email,
      ]
        .filter(Boolean)
        .join(' · '),
    )
    .text(`USt-IdNr.: ${d.seller.vatId}`);
  doc.fillColor('#000').moveDown(1.5);

  const top = doc.y;
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(d.buyer.lines.join('\n'), left, top, { width: width / 2 });
  const afterBuyer = doc.y;
  const facts = [
    `${credit ? 'Korrektur-Nr.' : 'Rechnungs-Nr.'}: ${invoice.number}`,
    `${credit ? 'Datum' : 'Rechnungsdatum'}: ${berlinDate(invoice.issuedAt)}`,
    `Bestellung: ${d.orderNumber} vom ${berlinDate(d.orderDate)}`,
    ...(d.deliveryDate ? [`Liefer-/Leistungsdatum: ${berlinDate(d.deliveryDate)}`] : []),
    `Zahlungsart: ${d.paymentMethod === 'paypal' ? 'PayPal' : 'Kreditkarte'}`,
    ...(d.references ? [`Zur Rechnung ${d.references.number} vom ${berlinDate(d.references.issuedAt)}`] : []),
  ];
  doc.text(facts.join('\n'), left + width / 2, top, { width: width / 2, align: 'right' });
  doc.x = left;
  doc.y = Math.max(afterBuyer, doc.y) + 20;
  doc.font('Helvetica-Bold').fontSize(14).text(`${title} ${invoice.number}`);
  doc.moveDown(0.5);
  if (credit && d.reason) {
    doc.font('Helvetica').fontSize(10).text(`Grund: ${d.reason}`);
    doc.moveDown(0.5);
  }

  const cols = [
    { label: 'Menge', w: 50 },
    { label: 'Beschreibung', w: width - 230 },
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
      doc.text(c, x, y, { width: cols[i].w - 6, align: i === 1 ? 'left' : 'right' });
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
  for (const line of d.lines)
    row([
      String(line.qty),
      `${line.description}${line.code ? ` (Art.-Nr. ${line.code})` : ''}`,
      formatEuro(line.unitCents),
      `${credit ? '-' : ''}${formatEuro(line.lineCents)}`,
    ]);
  doc.moveDown(0.5);
  const sign = credit ? '-' : '';
  const sum = (label: string, value: string, bold = false) => row(['', label, '', value], bold);
  if (d.discount) sum(d.discount.text, `-${formatEuro(d.discount.cents)}`);
  if (!credit) sum('Versand (Kostenloser Versand)', formatEuro(0));
  sum(`Nettobetrag`, `${sign}${formatEuro(invoice.netCents)}`);
  sum(`Umsatzsteuer ${invoice.vatRate} %`, `${sign}${formatEuro(invoice.vatCents)}`);
  sum(
    credit ? 'Erstattungsbetrag (brutto)' : 'Gesamtbetrag (brutto)',
    `${sign}${formatEuro(invoice.totalCents)}`,
    true,
  );

  doc.moveDown(1.5);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(
      credit
        ? `Diese Rechnungskorrektur mindert das Entgelt der Rechnung ${d.references?.number ?? ''} um den genannten Betrag; er wird über die ursprüngliche Zahlungsart erstattet.`
        : 'Der Betrag wurde bereits bezahlt. Vielen Dank für Ihren Einkauf.',
      left,
      doc.y,
      { width },
    );
  doc.moveDown();
  doc
    .fillColor('#444')
    .text(
      [
        d.seller.name,
        d.seller.register,
        `USt-IdNr. ${d.seller.vatId}`,
        d.seller.managingDirector && `Geschäftsführung: ${d.seller.managingDirector}`,
      ]
        .filter(Boolean)
        .join(' · '),
      { width },
    );
  doc.end();
  return done;
}
