import PDFDocument from 'pdfkit';
import { pieceTypes } from '../../demo/catalog-data.ts';
import { seller, sellerAddressLine } from '../../lib/seller.ts';
import { colourHex, shade } from './colours.ts';

export interface AssemblyInput {
  pdfId: number;
  productName: string;
  code: string;
  categorySlug: string;
  front: string | null;
  body: string | null;
}

interface Part {
  letter: string;
  name: string;
  count: number;
}

const hardware = /Schraube|Dübel|Scharnier|Beschlag|Haken|Kippsicherung|Griff/;
const fallbackParts: [string, number, number][] = [
  ['Bauteil', 1, 4],
  ['Schraube 4x16 mm', 8, 16],
];

/** Parts of the product's furniture type; counts vary with the PDF id so two manuals differ. */
function partsFor(input: AssemblyInput): Part[] {
  const defs = pieceTypes.find((t) => t.category === input.categorySlug)?.parts ?? fallbackParts;
  return defs
    .map(([name, min, max], i) => ({ name, count: min + ((input.pdfId + i * 7) % (max - min + 1)) }))
    .filter((p) => p.count > 0)
    .map((p, i) => ({ ...p, letter: String.fromCharCode(65 + i) }));
}

function stepsFor(parts: Part[], count: number): string[] {
  const panels = parts.filter((p) => !hardware.test(p.name));
  const screws = parts.filter((p) => hardware.test(p.name));
  const screw = (i: number) => (screws.length ? screws[i % screws.length] : null);
  const steps = [
    'Prüfen Sie alle Teile anhand der Teileliste. Legen Sie die Teile auf eine weiche Unterlage (zum Beispiel den Karton), damit keine Oberfläche verkratzt.',
  ];
  panels.slice(1).forEach((p, i) => {
    const s = screw(i);
    steps.push(
      `Verbinden Sie ${p.name} (${p.letter}) mit ${i === 0 ? `${panels[0].name} (${panels[0].letter})` : 'den bereits montierten Teilen'}` +
        (s ? `. Verwenden Sie dafür ${s.name} (${s.letter}).` : '.') +
        ' Ziehen Sie die Schrauben erst ganz an, wenn alle Teile dieses Schritts sitzen.',
    );
  });
  const final =
    'Stellen Sie das Möbel an seinen Platz, richten Sie es mit einer Wasserwaage aus und prüfen Sie alle Verbindungen. ' +
    'Hohe Möbel befestigen Sie mit der Kippsicherung an der Wand. Fertig!';
  const body = steps.slice(0, Math.max(1, count - 1));
  // Pad with checks when a manual has more room than the type has parts.
  while (body.length < count - 1)
    body.push(
      `Kontrollieren Sie, ob alle Kanten bündig sind, und justieren Sie ${panels.length > 1 ? 'die Türen und Fronten' : 'das Teil'} bei Bedarf nach.`,
    );
  return [...body, final];
}

function footer(doc: PDFKit.PDFDocument, page: number, pages: number) {
  const bottom = doc.page.margins.bottom;
  // Writing below the bottom margin would start a new page; lift the margin while drawing the footer.
  doc.page.margins.bottom = 0;
  doc.moveTo(50, 790).lineTo(545, 790).lineWidth(0.5).strokeColor('#999999').stroke();
  doc.font('Helvetica').fontSize(8).fillColor('#666666');
  doc.text(sellerAddressLine(), 50, 797, { width: 420, lineBreak: false });
  doc.text(`Seite ${page} von ${pages}`, 470, 797, { width: 75, align: 'right', lineBreak: false });
  doc.text(`${seller().register} · USt-IdNr. ${seller().vatId}`, 50, 808, { width: 420, lineBreak: false });
  doc.page.margins.bottom = bottom;
}

/** A simple exploded view: the assembled part so far, the new part beside it and an arrow. */
function stepDrawing(doc: PDFKit.PDFDocument, x: number, y: number, index: number, front: string, body: string) {
  doc.rect(x, y, 170, 110).lineWidth(0.5).strokeColor('#cccccc').stroke();
  const baseW = 60 + (index % 3) * 15;
  doc
    .rect(x + 20, y + 40, baseW, 55)
    .lineWidth(1)
    .fillAndStroke(body, '#444444');
  doc.rect(x + 20 + 6, y + 46, baseW - 12, 43).fillAndStroke(shade(body, 0.9), '#444444');
  const px = x + 110;
  const py = y + 12 + (index % 2) * 10;
  if (index % 2 === 0) doc.rect(px, py, 18, 70).fillAndStroke(front, '#444444');
  else doc.rect(px - 10, py, 48, 16).fillAndStroke(front, '#444444');
  doc
    .moveTo(px - 6, py + 40)
    .lineTo(x + 30 + baseW, y + 62)
    .lineWidth(1.5)
    .strokeColor('#c0392b')
    .stroke();
  const ax = x + 30 + baseW;
  const ay = y + 62;
  doc.polygon([ax, ay], [ax + 9, ay - 7], [ax + 11, ay + 3]).fill('#c0392b');
  doc.circle(x + 150, y + 96, 5).fillAndStroke('#dddddd', '#666666');
}

/** A 1–3 page assembly manual (pdfkit): title, product, parts list, numbered steps with drawings, company footer. */
export function renderAssemblyPdf(input: AssemblyInput): Promise<Buffer> {
  const pages = 1 + (input.pdfId % 3);
  const front = colourHex(input.front);
  const body = colourHex(input.body ?? input.front);
  const parts = partsFor(input);
  const stepsPerPage = 3;
  const steps = stepsFor(parts, pages === 1 ? 2 : (pages - 1) * stepsPerPage);

  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 50, left: 50, right: 50, bottom: 60 },
    info: { Title: `Montageanleitung ${input.productName}`, Author: seller().name, Subject: input.code },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Page 1: title, product, parts, safety notes.
  doc.rect(0, 0, 595.28, 90).fill('#2f3b45');
  doc.font('Helvetica-Bold').fontSize(24).fillColor('#ffffff').text('Montageanleitung', 50, 30);
  doc.font('Helvetica').fontSize(10).fillColor('#d0d6db').text(seller().name, 50, 62);
  doc.font('Helvetica-Bold').fontSize(15).fillColor('#222222').text(input.productName, 50, 112, { width: 495 });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#555555')
    .text(`Artikelnummer: ${input.code}`, 50, doc.y + 4);

  let y = doc.y + 18;
  doc.font('Helvetica-Bold').fontSize(12).fillColor('#222222').text('Teileliste', 50, y);
  y = doc.y + 6;
  doc.rect(50, y, 495, 18).fill('#eef1f3');
  doc.font('Helvetica-Bold').fontSize(9).fillColor('#333333');
  doc
    .text('Teil', 58, y + 5)
    .text('Bezeichnung', 100, y + 5)
    .text('Anzahl', 470, y + 5);
  y += 18;
  doc.font('Helvetica').fontSize(9);
  parts.forEach((p, i) => {
    if (i % 2 === 1) doc.rect(50, y, 495, 16).fill('#f8f9fa');
    doc
      .fillColor('#222222')
      .text(p.letter, 58, y + 4)
      .text(p.name, 100, y + 4)
      .text(String(p.count), 470, y + 4);
    y += 16;
  });
  y += 14;
  doc.rect(50, y, 495, 52).lineWidth(1).strokeColor('#e0a800').stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor('#7a5a00')
    .text('Wichtige Hinweise', 60, y + 8);
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor('#333333')
    .text(
      'Lesen Sie die Anleitung vor der Montage vollständig durch. Die Montage sollte von zwei Personen durchgeführt werden. ' +
        'Bewahren Sie Kleinteile außerhalb der Reichweite von Kindern auf.',
      60,
      y + 21,
      { width: 475 },
    );
  y += 70;

  const drawStep = (n: number, text: string, top: number) => {
    doc.circle(64, top + 12, 12).fill('#2f3b45');
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor('#ffffff')
      .text(String(n), n > 9 ? 56 : 60, top + 6);
    stepDrawing(doc, 90, top, n, front, body);
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#222222')
      .text(text, 280, top + 8, { width: 265 });
  };

  if (pages === 1) {
    steps.forEach((text, i) => {
      drawStep(i + 1, text, y + i * 130);
    });
    footer(doc, 1, 1);
  } else {
    footer(doc, 1, pages);
    for (let page = 2; page <= pages; page++) {
      doc.addPage();
      doc
        .font('Helvetica-Bold')
        .fontSize(13)
        .fillColor('#222222')
        .text(`Montageschritte – ${input.productName}`, 50, 50, { width: 495 });
      const first = (page - 2) * stepsPerPage;
      steps.slice(first, first + stepsPerPage).forEach((text, i) => {
        drawStep(first + i + 1, text, 100 + i * 200);
      });
      footer(doc, page, pages);
    }
  }
  doc.end();
  return done;
}
