import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';

/** A cell as the file holds it: CSV gives text, XLSX also numbers, booleans and dates. */
export type Cell = string | number | boolean | Date | null;
export interface FileRow {
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  row: number;
  cells: Cell[];
}

/** The delimiter of a CSV file, told by its header line: German Excel writes ";", others "," or tabs. */
function delimiterOf(firstLine: string): string {
  const counts = [';', ',', '\t'].map((d) => [d, firstLine.split(d).length] as const);
  counts.sort((a, b) => b[1] - a[1]);
  return counts[0][0];
}

/** Reads the first line without losing the bytes: answers the delimiter and a stream that starts at the beginning again. */
async function sniffDelimiter(input: Readable): Promise<{ delimiter: string; stream: Readable }> {
  const chunks: Buffer[] = [];
  let seen = 0;
  const iterator = input[Symbol.asyncIterator]();
  while (true) {
    const { value, done } = await iterator.next();
    if (done) break;
    const chunk = Buffer.isBuffer(value) ? value : Buffer.from(value);
    chunks.push(chunk);
    seen += chunk.length;
    if (chunk.includes(0x0a) || seen > 64 * 1024) break;
  }
  const head = Buffer.concat(chunks);
  const firstLine = head.toString('utf8').split(/\r?\n/)[0] ?? '';
  async function* rest() {
    yield head;
    while (true) {
      const { value, done } = await iterator.next();
      if (done) return;
      yield value;
    }
  }
  return { delimiter: delimiterOf(firstLine), stream: Readable.from(rest()) };
}

/** CSV rows, parsed as they stream in (never the whole file in memory); a UTF-8 BOM is dropped. */
async function* csvRows(input: Readable): AsyncGenerator<FileRow> {
  const { delimiter, stream } = await sniffDelimiter(input);
  const parser = stream.pipe(
    parse({ delimiter, bom: true, relax_column_count: true, skip_empty_lines: true, relax_quotes: true, info: true }),
  );
  for await (const record of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    yield { row: record.info.lines, cells: record.record };
  }
}

function cellValue(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellValue(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return String(value.error);
  }
  return String(value);
}

/** The first worksheet's rows through exceljs's streaming reader (shared strings cached, rows not). */
async function* xlsxRows(input: Readable): AsyncGenerator<FileRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
  });
  for await (const worksheet of reader) {
    for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
      // row.values is 1-based: index 0 is always empty.
      const values = (row.values as ExcelJS.CellValue[]).slice(1);
      const cells = Array.from(values, cellValue);
      if (cells.every((c) => c === null || c === '')) continue;
      yield { row: row.number, cells };
    }
    return; // the first sheet only
  }
}

export function readRows(format: 'csv' | 'xlsx', input: Readable): AsyncGenerator<FileRow> {
  return format === 'csv' ? csvRows(input) : xlsxRows(input);
}
