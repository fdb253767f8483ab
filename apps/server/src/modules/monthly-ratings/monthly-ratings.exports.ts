import ExcelJS from 'exceljs';
import type { MonthlyRatingsReply } from '@wohnwerk/contract/tasks';
import { renderReport } from '../daysheet/daysheet.report-pdf.ts';
import { monthLabel } from './monthly-ratings.service.ts';

type Month = MonthlyRatingsReply & { user: { name: string }; month: string };
const dmy = (day: string) => day.split('-').reverse().join('-');
const headers = ['NR', 'M1', 'Komenti M1', 'BZ', 'Komenti BZ', 'M3', 'Komenti M3', 'DITA'];

/** The monthly table as on the screen, with the total row (m1, bz, m3, totali). */
export function monthlyPdf(m: Month): Promise<Buffer> {
  return renderReport(`Vleresimet mujore - ${m.user.name}`, monthLabel(m.month), [
    {
      title: 'Vleresimet',
      columns: [25, 28, 105, 28, 105, 28, 105, 91].map((width, i) => ({ label: headers[i], width })),
      rows: [
        ...m.vleresimet.map((r, i) => [i + 1, r.m1, r.comment_m1, r.bz, r.comment_bz, r.m3, r.comment_m3, dmy(r.day)]),
        ['Totali', m.m1, '', m.bz, '', m.m3, '', `Totali: ${m.totali}`],
      ],
    },
  ]);
}

export async function monthlyXlsx(m: Month): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Vleresimet');
  ws.addRow([`Vleresimet mujore - ${m.user.name}`, monthLabel(m.month)]).font = { bold: true };
  ws.addRow(headers).font = { bold: true };
  m.vleresimet.forEach((r, i) => {
    ws.addRow([i + 1, r.m1, r.comment_m1 ?? '', r.bz, r.comment_bz ?? '', r.m3, r.comment_m3 ?? '', dmy(r.day)]);
  });
  ws.addRow(['Totali', m.m1, '', m.bz, '', m.m3, '', m.totali]).font = { bold: true };
  ws.columns.forEach((c, i) => {
    c.width = [6, 6, 30, 6, 30, 6, 30, 12][i];
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
