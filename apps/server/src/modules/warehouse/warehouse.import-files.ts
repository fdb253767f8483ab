import fs from 'node:fs';
import path from 'node:path';

/**
 * Reading the warehouse system's export files (docs/warehouse-import.md): every *.json and *.csv
 * in the import folder, in name order, into one list of work orders. A later file may repeat a
 * work order, document or line: the later one wins, as a newer export would.
 */

export interface ImportLine {
  lineKey: number;
  productRef: number;
  name: string;
  ean: string;
  quantity: number;
}
export interface ImportDocument {
  trIdtrans: number;
  trNumer: string;
  trNrobcy: string;
  lines: ImportLine[];
}
export interface ImportWorkOrder {
  aw: string;
  twoBarcode: boolean;
  documents: ImportDocument[];
}

export class ImportFileError extends Error {}

const int = (v: unknown, what: string, file: string): number => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 2_147_483_647)
    throw new ImportFileError(`${file}: ${what} must be a whole number, got ${JSON.stringify(v)}`);
  return n;
};
const str = (v: unknown, what: string, file: string, max: number, required = true): string => {
  const s = v === undefined || v === null ? '' : String(v).trim();
  if (required && !s) throw new ImportFileError(`${file}: ${what} is missing`);
  if (s.length > max) throw new ImportFileError(`${file}: ${what} is longer than ${max} characters`);
  return s;
};
const bool = (v: unknown) =>
  v === true || v === 1 || (typeof v === 'string' && ['1', 'true', 'yes', 'ja'].includes(v.trim().toLowerCase()));

function line(raw: Record<string, unknown>, file: string): ImportLine {
  return {
    lineKey: int(raw.towp_ttw_klucz, 'towp_ttw_klucz', file),
    productRef: int(raw.p_ttw_idtowaru, 'p_ttw_idtowaru', file),
    name: str(raw.towp_ttw_nazwa, 'towp_ttw_nazwa', file, 255),
    ean: str(raw.towp_ttw_ean, 'towp_ttw_ean', file, 14),
    quantity: int(raw.quantity, 'quantity', file),
  };
}

function fromJson(text: string, file: string): ImportWorkOrder[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new ImportFileError(`${file}: not valid JSON (${(err as Error).message})`);
  }
  const list = (data as { work_orders?: unknown }).work_orders;
  if (!Array.isArray(list)) throw new ImportFileError(`${file}: expected an object with a "work_orders" list`);
  return list.map((wo: Record<string, unknown>) => ({
    aw: str(wo.aw, 'aw', file, 60),
    twoBarcode: bool(wo.two_barcode),
    documents: ((wo.documents as Record<string, unknown>[] | undefined) ?? []).map((d) => ({
      trIdtrans: int(d.tr_idtrans, 'tr_idtrans', file),
      trNumer: str(d.tr_numer, 'tr_numer', file, 40),
      trNrobcy: str(d.tr_nrobcy, 'tr_nrobcy', file, 80, false),
      lines: ((d.lines as Record<string, unknown>[] | undefined) ?? []).map((l) => line(l, file)),
    })),
  }));
}

/** RFC 4180 fields: quoted fields may hold the separator, quotes ("") and line breaks. */
export function parseCsv(text: string, separator = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === separator) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      if (row.some((f) => f !== '')) rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  row.push(field);
  if (row.some((f) => f !== '')) rows.push(row);
  return rows;
}

export const csvColumns = [
  'aw',
  'two_barcode',
  'tr_idtrans',
  'tr_numer',
  'tr_nrobcy',
  'towp_ttw_klucz',
  'p_ttw_idtowaru',
  'towp_ttw_nazwa',
  'towp_ttw_ean',
  'quantity',
] as const;

function fromCsv(text: string, file: string): ImportWorkOrder[] {
  const clean = text.replace(/^\uFEFF/, '');
  // Exports from spreadsheet programs in German locales use semicolons.
  const firstLine = clean.slice(0, clean.indexOf('\n') >>> 0);
  const rows = parseCsv(clean, firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',');
  if (!rows.length) return [];
  const header = rows[0].map((h) => h.trim().toLowerCase());
  const missing = csvColumns.filter((c) => !header.includes(c));
  if (missing.length) throw new ImportFileError(`${file}: missing columns ${missing.join(', ')}`);
  const orders = new Map<string, ImportWorkOrder>();
  const docs = new Map<number, ImportDocument>();
  rows.slice(1).forEach((cells, i) => {
    const raw = Object.fromEntries(header.map((h, j) => [h, cells[j]]));
    const where = `${file} row ${i + 2}`;
    const aw = str(raw.aw, 'aw', where, 60);
    let order = orders.get(aw);
    if (!order) {
      order = { aw, twoBarcode: bool(raw.two_barcode), documents: [] };
      orders.set(aw, order);
    }
    const trIdtrans = int(raw.tr_idtrans, 'tr_idtrans', where);
    let doc = docs.get(trIdtrans);
    if (!doc) {
      doc = {
        trIdtrans,
        trNumer: str(raw.tr_numer, 'tr_numer', where, 40),
        trNrobcy: str(raw.tr_nrobcy, 'tr_nrobcy', where, 80, false),
        lines: [],
      };
      docs.set(trIdtrans, doc);
      order.documents.push(doc);
    }
    doc.lines.push(line(raw, where));
  });
  return [...orders.values()];
}

/** Every work order of the folder's files; a missing folder is an empty export. */
export function readImportFolder(dir: string): { files: number; workOrders: ImportWorkOrder[] } {
  if (!fs.existsSync(dir)) return { files: 0, workOrders: [] };
  const names = fs
    .readdirSync(dir)
    .filter((f) => /\.(json|csv)$/i.test(f))
    .sort();
  const merged = new Map<string, ImportWorkOrder>();
  for (const name of names) {
    const text = fs.readFileSync(path.join(dir, name), 'utf8');
    const orders = name.toLowerCase().endsWith('.json') ? fromJson(text, name) : fromCsv(text, name);
    for (const order of orders) {
      const known = merged.get(order.aw);
      if (!known) merged.set(order.aw, order);
      else {
        known.twoBarcode = order.twoBarcode;
        const byId = new Map(known.documents.map((d) => [d.trIdtrans, d]));
        for (const d of order.documents) byId.set(d.trIdtrans, d);
        known.documents = [...byId.values()];
      }
    }
  }
  return { files: names.length, workOrders: [...merged.values()] };
}
