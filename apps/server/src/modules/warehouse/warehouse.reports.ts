import ExcelJS from 'exceljs';
import type { Db } from '../../db/client.ts';
import { renderReport, type ReportTable } from '../../lib/report-pdf.ts';
import * as warehouseQueries from './warehouse.queries.ts';

type Line = Awaited<ReturnType<typeof warehouseQueries.reportLines>>[number];
type WorkOrder = NonNullable<Awaited<ReturnType<typeof warehouseQueries.findWorkOrder>>>;

const closedText = (c: number) => (c === 1 ? 'OK' : c === 2 ? 'WARNING' : 'OPEN');
const columns = [
  { label: 'Nr', width: 24 },
  { label: 'Nazwa', width: 170 },
  { label: 'Id Towaru', width: 55 },
  { label: 'Ean', width: 85 },
  { label: 'Expected', width: 50 },
  { label: 'Scanned', width: 50 },
  { label: 'Closed', width: 55 },
];

function byDocument(lines: Line[]): ReportTable[] {
  const tables = new Map<number, ReportTable>();
  for (const l of lines) {
    let t = tables.get(l.trIdtrans);
    if (!t) {
      t = { title: `WM ${l.trNumer}/HC/20/WM · ${l.trIdtrans} · ${l.trNrobcy}`, columns, rows: [] };
      tables.set(l.trIdtrans, t);
    }
    t.rows.push([t.rows.length + 1, l.name, l.productRef, l.ean, l.expected, l.scanned, closedText(l.closed)]);
  }
  return [...tables.values()];
}

const subtitle = (wo: WorkOrder, lines: Line[]) => {
  const expected = lines.reduce((s, l) => s + l.expected, 0);
  const scanned = lines.reduce((s, l) => s + l.scanned, 0);
  const state = wo.closedAt ? `closed ${wo.closedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC` : 'open';
  return `${lines.length} lines · ${scanned} of ${expected} units scanned · ${state} · printed ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
};

/** /aw-report/{id}: every line of every document of the work order. */
export async function awReportPdf(db: Db, wo: WorkOrder): Promise<Buffer> {
  const lines = await warehouseQueries.reportLines(db, wo.id);
  return renderReport(`AW report ${wo.aw}`, subtitle(wo, lines), byDocument(lines));
}

/** /aw-not-bz/{id}: only the lines whose scanned count differs from the expected one. */
export async function awNotEqualPdf(db: Db, wo: WorkOrder): Promise<Buffer> {
  const lines = (await warehouseQueries.reportLines(db, wo.id)).filter((l) => l.scanned !== l.expected);
  return renderReport(`AW ${wo.aw}: lines not equal`, subtitle(wo, lines), byDocument(lines));
}

/** /aw-report-excel/{id}: one row per line, numbers as numbers. */
export async function awReportXlsx(db: Db, wo: WorkOrder): Promise<Buffer> {
  const lines = await warehouseQueries.reportLines(db, wo.id);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Wohnwerk';
  const sheet = workbook.addWorksheet(wo.aw.replace(/[\\/?*[\]:]/g, '-').slice(0, 31));
  sheet.columns = [
    { header: 'WM', key: 'wm', width: 18 },
    { header: 'Id Trans', key: 'idtrans', width: 12 },
    { header: 'Customer reference', key: 'ref', width: 24 },
    { header: 'Line', key: 'line', width: 10 },
    { header: 'Nazwa', key: 'name', width: 40 },
    { header: 'Id Towaru', key: 'product', width: 10 },
    { header: 'Ean', key: 'ean', width: 16 },
    { header: 'Expected', key: 'expected', width: 10 },
    { header: 'Scanned', key: 'scanned', width: 10 },
    { header: 'Closed', key: 'closed', width: 10 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const l of lines) {
    sheet.addRow({
      wm: `${l.trNumer}/HC/20/WM`,
      idtrans: l.trIdtrans,
      ref: l.trNrobcy,
      line: l.lineKey,
      name: l.name,
      product: l.productRef,
      ean: l.ean,
      expected: l.expected,
      scanned: l.scanned,
      closed: closedText(l.closed),
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
