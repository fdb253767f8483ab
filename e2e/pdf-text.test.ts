import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { renderReport } from '../apps/server/src/lib/report-pdf.ts';
import { pdfText } from './pdf-text.ts';

/** A compressed pdfkit document, as the server writes its PDFs. */
function pdf(lines: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', compress: true });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (const line of lines) doc.text(line);
  doc.end();
  return done;
}

describe('pdfText', () => {
  it('reads every text line of a compressed pdfkit PDF, umlauts and the euro sign included', async () => {
    const lines = ['Bestellbestätigung WW-2026-0001', 'Gesamtbetrag: 1.016,97 €', 'AW report AW 2026/9001'];
    const bytes = await pdf(lines);
    expect(bytes.includes(Buffer.from('Gesamtbetrag'))).toBe(false); // really compressed
    expect(pdfText(bytes).split('\n')).toEqual(lines);
  });

  it('reads the tables of the day-sheet and AW reports, which the journeys check', async () => {
    const text = pdfText(
      await renderReport('AW report AW 2026/9001', 'Data: 01.03.2027', [
        {
          title: 'Elira Hoxha',
          columns: [
            { label: 'Emri', width: 200 },
            { label: 'Statusi', width: 100 },
          ],
          rows: [
            ['Perditeso cmimet ne Home24', 'K'],
            ['Ecksofa Lund, anthrazit', 'WARNING'],
          ],
        },
      ]),
    );
    for (const s of [
      'AW report AW 2026/9001',
      'Elira Hoxha',
      'Perditeso cmimet ne Home24',
      'Ecksofa Lund, anthrazit',
      'WARNING',
    ])
      expect(text).toContain(s);
  });
});
