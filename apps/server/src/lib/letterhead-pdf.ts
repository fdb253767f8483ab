import PDFDocument from 'pdfkit';
import type { Seller } from './seller.ts';

/**
 * The seller's documents as PDF (order confirmation, invoice, credit note): one A4 page set-up,
 * the letterhead, the items table and the legal line, so every document shows the seller alike.
 */
export interface SellerPdf {
  doc: PDFKit.PDFDocument;
  /** The bytes once doc.end() is called. */
  done: Promise<Buffer>;
  left: number;
  width: number;
}

/**
 * An A4 document collecting its bytes. Compressed (pdfkit's default): the page contents deflate to
 * about a third, for every mail attachment and download; tests read the text by inflating the
 * streams (pdfText).
 */
export function sellerPdf(info: PDFKit.DocumentInfo): SellerPdf {
  const doc = new PDFDocument({ size: 'A4', margin: 50, compress: true, info });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done, left: 50, width: doc.page.width - 100 };
}

/** Name large, then address and contact in one grey line (and the USt-IdNr. where a document must show it). */
export function letterhead(pdf: SellerPdf, s: Seller, opts: { vatId?: boolean } = {}): void {
  const { doc, left } = pdf;
  doc.font('Helvetica-Bold').fontSize(18).text(s.name, left, 50);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#444')
    .text([`${s.street} · ${s.zip} ${s.city}`, s.phone && `Tel. ${s.phone}`, s.email].filter(Boolean).join(' · '));
  if (opts.vatId) doc.text(`USt-IdNr.: ${s.vatId}`);
  doc.fillColor('#000').moveDown(1.5);
}

/** The legal line at the foot: name, register, USt-IdNr., managing director. */
export function legalLine(pdf: SellerPdf, s: Seller): void {
  pdf.doc
    .fillColor('#444')
    .text(
      [s.name, s.register, `USt-IdNr. ${s.vatId}`, s.managingDirector && `Geschäftsführung: ${s.managingDirector}`]
        .filter(Boolean)
        .join(' · '),
      { width: pdf.width },
    );
}

/**
 * An items table: a bold header row with a rule under it; answers the function that writes a row
 * (a new page when the row would not fit). The text column is left-aligned, the others right.
 */
export function itemsTable(pdf: SellerPdf, cols: { label: string; w: number }[], textColumn: number) {
  const { doc, left, width } = pdf;
  const row = (cells: string[], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    const h = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: cols[i].w - 6 }))) + 6;
    if (doc.y + h > doc.page.height - 60) doc.addPage();
    const y = doc.y;
    let x = left;
    cells.forEach((c, i) => {
      doc.text(c, x, y, { width: cols[i].w - 6, align: i === textColumn ? 'left' : 'right' });
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
  return row;
}
