import PDFDocument from 'pdfkit';

/** A plain A4 PDF of titled tables; the day-sheet reports are lists, nothing more is needed. */
export interface ReportTable {
  title: string;
  columns: { label: string; width: number }[];
  rows: (string | number | null | undefined)[][];
}

export function renderReport(title: string, subtitle: string, tables: ReportTable[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: title, Author: 'Wohnwerk' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(16).text(title);
  doc.font('Helvetica').fontSize(10).fillColor('#444').text(subtitle).fillColor('#000');
  const left = doc.page.margins.left;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  for (const table of tables) {
    doc.moveDown(0.8);
    if (doc.y > bottom() - 60) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(12).text(table.title, left);
    const line = (cells: string[], bold: boolean) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
      const heights = cells.map((c, i) => doc.heightOfString(c, { width: table.columns[i].width - 4 }));
      const h = Math.max(12, ...heights) + 3;
      if (doc.y + h > bottom()) doc.addPage();
      const y = doc.y;
      let x = left;
      cells.forEach((c, i) => {
        doc.text(c, x, y, { width: table.columns[i].width - 4 });
        x += table.columns[i].width;
      });
      doc.x = left;
      doc.y = y + h;
    };
    line(
      table.columns.map((c) => c.label),
      true,
    );
    if (!table.rows.length) line(['–', ...table.columns.slice(1).map(() => '')], false);
    for (const row of table.rows)
      line(
        row.map((c) => (c === null || c === undefined ? '' : String(c))),
        false,
      );
  }
  doc.end();
  return done;
}
