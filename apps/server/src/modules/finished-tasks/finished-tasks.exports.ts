import ExcelJS from 'exceljs';
import type { FastTaskDto } from '@wohnwerk/contract/tasks';
import { renderReport } from '../daysheet/daysheet.report-pdf.ts';

const dmy = (day: string) => day.split('-').reverse().join('-');
const headers = ['NR', 'TITULLI', 'KOMENTI', 'PRIORITETI', 'DITA', 'KRIJUESI', 'ZHVILLUESI'];
const cells = (r: FastTaskDto, i: number) => [
  i + 1,
  r.title,
  r.comment ?? '',
  r.priority,
  dmy(r.day),
  r.user,
  r.developer ?? '',
];

/** The filtered finished-task list as a PDF (the finished-task entity's fields, spec §3). */
export function finishedPdf(userName: string, from: string, to: string, tasks: FastTaskDto[]) {
  return renderReport(`Detyrat e kryera - ${userName}`, `${dmy(from)} - ${dmy(to)}`, [
    {
      title: 'Detyrat e kryera',
      columns: [25, 130, 130, 55, 60, 58, 57].map((width, i) => ({ label: headers[i], width })),
      rows: tasks.map(cells),
    },
  ]);
}

export async function finishedXlsx(userName: string, from: string, to: string, tasks: FastTaskDto[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Detyrat e kryera');
  ws.addRow([`Detyrat e kryera - ${userName}`, `${dmy(from)} - ${dmy(to)}`]).font = { bold: true };
  ws.addRow(headers).font = { bold: true };
  tasks.forEach((r, i) => {
    ws.addRow(cells(r, i));
  });
  ws.columns.forEach((c, i) => {
    c.width = [6, 40, 40, 10, 12, 20, 20][i];
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
