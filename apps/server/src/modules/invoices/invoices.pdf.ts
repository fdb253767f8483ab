import { itemsTable, legalLine, letterhead, sellerPdf } from '../../lib/letterhead-pdf.ts';
import type { InvoiceDocument } from '../../db/schema/invoices.ts';
import { berlinDate } from '../../lib/german-dates.ts';
import { formatEuro } from '../../lib/money.ts';
import { LEGACY_VAT_RATE, type VatShare } from '../../lib/vat.ts';

export interface RenderableInvoice {
  number: string;
  type: 'invoice' | 'credit_note';
  issuedAt: Date;
  totalCents: number;
  netCents: number;
  vatCents: number;
  vatRate: number | null;
  document: InvoiceDocument;
}

/** The document's VAT per rate; one issued before decision 153 has its one rate. */
export const sharesOf = (invoice: RenderableInvoice): VatShare[] =>
  invoice.document.vatBreakdown?.length
    ? invoice.document.vatBreakdown
    : [
        {
          rate: invoice.vatRate ?? LEGACY_VAT_RATE,
          netCents: invoice.netCents,
          vatCents: invoice.vatCents,
          grossCents: invoice.totalCents,
        },
      ];

const monthFormat = new Intl.DateTimeFormat('de-DE', { timeZone: 'UTC', month: 'long', year: 'numeric' });

/**
 * When the goods were or will be supplied (decision 154): "Lieferdatum" for a shipping day,
 * "Leistungszeitraum" for the calendar month of an expected delivery (§31 Abs. 4 UStDV); a
 * document issued before that says its one day as it was issued.
 */
function supplyFact(d: InvoiceDocument): string[] {
  if (d.supply && 'shippedOn' in d.supply) return [`Lieferdatum: ${berlinDate(d.supply.shippedOn)}`];
  if (d.supply) return [`Leistungszeitraum: ${monthFormat.format(new Date(`${d.supply.month}-01T00:00:00Z`))}`];
  return d.deliveryDate ? [`Liefer-/Leistungsdatum: ${berlinDate(d.deliveryDate)}`] : [];
}

/** What a credit note does to the invoice it names (number and date). */
export function creditText(d: InvoiceDocument): string {
  const invoice = d.references
    ? `Rechnung ${d.references.number} vom ${berlinDate(d.references.issuedAt)}`
    : `Rechnung zur Bestellung ${d.orderNumber}`;
  return d.title === 'Stornorechnung'
    ? `Diese Stornorechnung hebt die ${invoice} vollständig auf.`
    : `Diese Rechnungskorrektur mindert das Entgelt der ${invoice} um den genannten Betrag.`;
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
  // Never "Gutschrift" (§14 Abs. 2 UStG: self-billing); documents issued before decision 154 have no title.
  const title = credit ? (d.title ?? 'Rechnungskorrektur') : 'Rechnung';
  const pdf = sellerPdf({
    Title: `${title} ${invoice.number}`,
    Author: d.seller.name,
    CreationDate: invoice.issuedAt,
    ModDate: invoice.issuedAt,
  });
  const { doc, left, width } = pdf;
  letterhead(pdf, d.seller, { vatId: true });

  const top = doc.y;
  // A business customer's USt-IdNr. under the address (decision 158); the company heads the lines.
  const recipient = [...d.buyer.lines, ...(d.buyer.vatId ? [`USt-IdNr.: ${d.buyer.vatId}`] : [])];
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(recipient.join('\n'), left, top, { width: width / 2 });
  const afterBuyer = doc.y;
  const facts = [
    `${credit ? 'Korrektur-Nr.' : 'Rechnungs-Nr.'}: ${invoice.number}`,
    `${credit ? 'Datum' : 'Rechnungsdatum'}: ${berlinDate(invoice.issuedAt)}`,
    `Bestellung: ${d.orderNumber} vom ${berlinDate(d.orderDate)}`,
    ...supplyFact(d),
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

  const row = itemsTable(
    pdf,
    [
      { label: 'Menge', w: 50 },
      { label: 'Beschreibung', w: width - 275 },
      { label: 'USt.', w: 45 },
      { label: 'Einzelpreis', w: 90 },
      { label: 'Summe', w: 90 },
    ],
    1,
  );
  const shares = sharesOf(invoice);
  // §14 Abs. 4 Nr. 8 UStG: each line's rate, then net and VAT per rate.
  for (const line of d.lines)
    row([
      String(line.qty),
      `${line.description}${line.code ? ` (Art.-Nr. ${line.code})` : ''}`,
      `${line.vatRate ?? shares[0].rate} %`,
      formatEuro(line.unitCents),
      `${credit ? '-' : ''}${formatEuro(line.lineCents)}`,
    ]);
  doc.moveDown(0.5);
  const sign = credit ? '-' : '';
  const sum = (label: string, value: string, bold = false) => row(['', label, '', '', value], bold);
  if (d.discount) sum(d.discount.text, `-${formatEuro(d.discount.cents)}`);
  if (!credit) sum('Versand (Kostenloser Versand)', formatEuro(0));
  if (shares.length === 1) {
    sum('Nettobetrag', `${sign}${formatEuro(invoice.netCents)}`);
    sum(`Umsatzsteuer ${shares[0].rate} %`, `${sign}${formatEuro(invoice.vatCents)}`);
  } else {
    for (const s of shares) {
      sum(`Nettobetrag ${s.rate} %`, `${sign}${formatEuro(s.netCents)}`);
      sum(`Umsatzsteuer ${s.rate} %`, `${sign}${formatEuro(s.vatCents)}`);
    }
    sum('Nettobetrag gesamt', `${sign}${formatEuro(invoice.netCents)}`);
    sum('Umsatzsteuer gesamt', `${sign}${formatEuro(invoice.vatCents)}`);
  }
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
        ? `${creditText(d)} Der Betrag wird über die ursprüngliche Zahlungsart erstattet.`
        : 'Der Betrag wurde bereits bezahlt. Vielen Dank für Ihren Einkauf.',
      left,
      doc.y,
      { width },
    );
  doc.moveDown();
  legalLine(pdf, d.seller);
  doc.end();
  return pdf.done;
}
