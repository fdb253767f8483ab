import { Readable } from 'node:stream';
import { IMPORT_MAX_BYTES, importMessages } from '@wohnwerk/contract/product-imports';
import { parse } from 'csv-parse';
import { formulaRestored } from '../../lib/csv.ts';
import { ImportFileError } from './imports.limits.ts';
import { xlsxRowCount, xlsxRows } from './imports.xlsx.ts';

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
  type Info = { records: number; empty_lines: number };
  for await (const record of parser as AsyncIterable<{ record: string[]; info: Info }>) {
    // The row as a spreadsheet numbers it: a text over several lines is one row, an empty line is one.
    yield { row: record.info.records + record.info.empty_lines, cells: record.record.map(formulaRestored) };
  }
}

/** The stored file whole: an XLSX is read by its ZIP directory at the end (the upload limit bounds it). */
async function bytesOf(input: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of input as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > IMPORT_MAX_BYTES) {
      input.destroy();
      throw new ImportFileError(importMessages.tooLarge);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export async function* readRows(format: 'csv' | 'xlsx', input: Readable): AsyncGenerator<FileRow> {
  if (format === 'csv') yield* csvRows(input);
  else yield* xlsxRows(await bytesOf(input));
}

/** How many rows the file has, counted cheaply for the progress of the dry run (no cell is parsed). */
export async function countRows(format: 'csv' | 'xlsx', input: Readable): Promise<number> {
  if (format === 'xlsx') return xlsxRowCount(await bytesOf(input));
  // A CSV's line breaks: a quoted text over several lines counts too much until the check ends
  // and sets the real number.
  let lines = 0;
  let last = 0x0a;
  for await (const chunk of input as AsyncIterable<Buffer>) {
    for (let i = chunk.indexOf(0x0a); i >= 0; i = chunk.indexOf(0x0a, i + 1)) lines++;
    if (chunk.length) last = chunk[chunk.length - 1];
  }
  return last === 0x0a ? lines : lines + 1;
}
