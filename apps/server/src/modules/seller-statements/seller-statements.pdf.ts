import type { StatementDocument, StatementLine } from '../../db/schema/seller-statements.ts';
import { berlinDate } from '../../lib/german-dates.ts';
import { itemsTable, legalLine, letterhead, sellerPdf } from '../../lib/letterhead-pdf.ts';
import { formatEuro } from '../../lib/money.ts';

export interface RenderableStatement {
  number: string;
  issuedAt: Date;
  document: StatementDocument;
}

const monthFormat = new Intl.DateTimeFormat('de-DE', { timeZone: 'UTC', month: 'long', year: 'numeric' });
export const periodText = (period: string) => monthFormat.format(new Date(`${period}-01T00:00:00Z`));
const percent = (bp: number) => `${(bp / 100).toLocaleString('de-DE', { maximumFractionDigits: 2 })} %`;

/** The note that makes the document a self-billing invoice (§14 Abs. 4 Satz 1 Nr. 10 UStG asks for the word). */
const SELF_BILLING_NOTE = 'Gutschrift im Sinne des § 14 Abs. 2 Satz 2 UStG';

/**
 * The sums under the lines: per VAT rate, the commission and its VAT, the carry of an earlier statement and the
 * payout; a correction's difference to what the replaced statement settled. Answers the amount due (negative: owed).
 */
function writeSums(pdf: ReturnType<typeof sellerPdf>, d: StatementDocument): number {
  const { width } = pdf;
  const sums = itemsTable(
    pdf,
    [
      { label: 'Abrechnung', w: width - 100 },
      { label: 'Betrag', w: 100 },
    ],
    0,
  );
  const sum = (label: string, cents: number, bold = false) => sums([label, formatEuro(cents)], bold);
  for (const s of d.salesShares) {
    sum(`Lieferungen zu ${s.rate} % USt.: Nettobetrag`, s.netCents);
    sum(`Lieferungen zu ${s.rate} % USt.: Umsatzsteuer`, s.vatCents);
  }
  sum(
    'Lieferungen brutto',
    d.salesShares.reduce((n, s) => n + s.grossCents, 0),
    true,
  );
  for (const s of d.refundShares) {
    sum(`Erstattungen zu ${s.rate} % USt.: Nettobetrag`, -s.netCents);
    sum(`Erstattungen zu ${s.rate} % USt.: Umsatzsteuer`, -s.vatCents);
  }
  if (d.refundShares.length) sum('Erstattungen brutto', -d.refundShares.reduce((n, s) => n + s.grossCents, 0), true);
  sum('Provision netto (Rechnung von Wohnwerk)', -d.commissionNetCents);
  sum(`Umsatzsteuer auf die Provision ${d.commissionVatRate} %`, -d.commissionVatCents);
  if (d.carry) {
    sum('Ergebnis des Zeitraums', d.payoutCents - d.carry.cents, true);
    sum(`Vortrag aus Gutschrift ${d.carry.number} vom ${berlinDate(d.carry.issuedAt)}`, d.carry.cents);
  }
  sum('Auszahlungsbetrag', d.payoutCents, true);
  const settled = d.corrects ? (d.corrects.settledCents ?? d.corrects.payoutCents) : 0;
  if (d.corrects) {
    sum(`Bereits abgerechnet mit ${d.corrects.number}`, -settled);
    sum('Differenz', d.payoutCents - settled, true);
  }
  return d.payoutCents - settled;
}

/** What happens to the amount due: paid, or (negative) deducted by the next statement (decision 176). */
function dueNote(cents: number, d: StatementDocument): string {
  const ibanMasked = d.seller.ibanMasked;
  if (cents > 0) return `Der Betrag von ${formatEuro(cents)} wird auf das Konto ${ibanMasked} überwiesen.`;
  if (cents < 0)
    return `Es wird nichts überwiesen: Der Betrag von ${formatEuro(cents)} wird mit Ihrer nächsten Gutschrift verrechnet (Vortrag).`;
  return d.corrects
    ? 'Gegenüber der ersetzten Gutschrift ergibt sich kein Unterschied.'
    : 'Es ergibt sich kein Auszahlungsbetrag.';
}

/**
 * A seller's statement as PDF (decision 171), rendered from the document frozen at issue with the invoices' layout
 * (letterhead, items table, legal line): Wohnwerk issues it as recipient of the seller's supplies, so Wohnwerk's
 * letterhead heads it and the seller is the addressee; both parties' names, addresses and USt-IdNr., the number and
 * date, the period, every line with its VAT rate and commission, the sums per rate, the commission with its 19 %
 * VAT, the carry of an earlier statement's negative amount (decision 176) and the payout.
 */
export function renderStatementPdf(statement: RenderableStatement): Promise<Buffer> {
  const d = statement.document;
  const title = d.corrects ? 'Gutschrift (Korrektur)' : 'Gutschrift';
  const pdf = sellerPdf({
    Title: `${title} ${statement.number}`,
    Author: d.issuer.name,
    CreationDate: statement.issuedAt,
    ModDate: statement.issuedAt,
  });
  const { doc, left, width } = pdf;
  letterhead(pdf, d.issuer, { vatId: true });

  const top = doc.y;
  const recipient = [
    d.seller.name,
    d.seller.street,
    `${d.seller.zip} ${d.seller.city}`,
    d.seller.country === 'DE' ? '' : d.seller.country,
    `USt-IdNr.: ${d.seller.vatId}`,
  ].filter(Boolean);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(recipient.join('\n'), left, top, { width: width / 2 });
  const afterRecipient = doc.y;
  const facts = [
    `Gutschrift-Nr.: ${statement.number}`,
    `Datum: ${berlinDate(statement.issuedAt)}`,
    `Leistungszeitraum: ${periodText(d.period)}`,
    ...(d.corrects ? [`Ersetzt Gutschrift ${d.corrects.number} vom ${berlinDate(d.corrects.issuedAt)}`] : []),
  ];
  doc.text(facts.join('\n'), left + width / 2, top, { width: width / 2, align: 'right' });
  doc.x = left;
  doc.y = Math.max(afterRecipient, doc.y) + 20;
  doc.font('Helvetica-Bold').fontSize(14).text(`${title} ${statement.number}`);
  doc.font('Helvetica').fontSize(10).text(SELF_BILLING_NOTE);
  doc.moveDown(0.5);
  if (d.reason) {
    doc.text(`Grund der Korrektur: ${d.reason}`);
    doc.moveDown(0.5);
  }

  const cols = [
    { label: 'Menge', w: 40 },
    { label: 'Bestellung / Artikel', w: width - 300 },
    { label: 'USt.', w: 40 },
    { label: 'Brutto', w: 80 },
    { label: 'Provision', w: 60 },
    { label: 'Betrag', w: 80 },
  ];
  const lineRow = (row: ReturnType<typeof itemsTable>, l: StatementLine, sign: string) =>
    row([
      String(l.qty),
      `${l.orderNumber}: ${l.description}${l.code ? ` (Art.-Nr. ${l.code})` : ''}`,
      `${l.vatRate} %`,
      `${sign}${formatEuro(l.grossCents)}`,
      percent(l.commissionBp),
      `${sign === '-' ? '' : '-'}${formatEuro(l.commissionCents)}`,
    ]);
  doc.font('Helvetica-Bold').text('Versandte Ware');
  const sales = itemsTable(pdf, cols, 1);
  for (const l of d.sales) lineRow(sales, l, '');
  if (!d.sales.length) sales(['', 'Keine Lieferungen in diesem Zeitraum', '', '', '', '']);
  if (d.refunds.length) {
    doc.moveDown(0.5);
    doc.font('Helvetica-Bold').text('Erstattungen an Kunden (abgezogen)', left);
    const refunds = itemsTable(pdf, cols, 1);
    for (const l of d.refunds) lineRow(refunds, l, '-');
  }

  doc.moveDown(0.5);
  const due = writeSums(pdf, d);

  doc.moveDown(1.5);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(
      [
        `${SELF_BILLING_NOTE}: ${d.issuer.name} rechnet als Leistungsempfänger über die Lieferungen von ${d.seller.name} ab.`,
        'Die Provision stellt Wohnwerk mit derselben Urkunde in Rechnung und verrechnet sie mit dem Auszahlungsbetrag.',
        dueNote(due, d),
        'Widersprechen Sie dieser Gutschrift, verliert sie ihre Wirkung als Rechnung (§ 14 Abs. 2 Satz 3 UStG).',
      ].join(' '),
      left,
      doc.y,
      { width },
    );
  doc.moveDown();
  legalLine(pdf, d.issuer);
  doc.end();
  return pdf.done;
}
