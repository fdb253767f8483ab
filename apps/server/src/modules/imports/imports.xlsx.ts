import type { SaxesTagPlain } from 'saxes';
import { XLSX_LIMITS, type XlsxLimits } from './imports.limits.ts';
import {
  type Book,
  local,
  newParser,
  openBook,
  type Parser,
  parsePart,
  partText,
  tooManyCells,
  write,
} from './imports.xlsx-book.ts';

/**
 * Reads the first sheet of an XLSX without writing anything to disk (docs/decisions/149).
 * exceljs' streaming reader unpacked every sheet into a temporary file while it waited for the
 * shared strings, so a 410 kB file left 800 MB in the temp folder. Here the ZIP's directory
 * says where each part is, so only the parts needed are unpacked, in the order needed
 * (workbook → shared strings → first sheet), each streamed and counted against XLSX_LIMITS:
 * the sizes the ZIP declares are checked before anything is unpacked, and the bytes that
 * actually come out are counted too (yauzl also refuses a part longer than it declared).
 */

type XlsxCell = string | number | boolean | Date | null;
interface XlsxRow {
  row: number;
  cells: XlsxCell[];
}

/** Excel's escapes for characters XML cannot hold (_x000D_ is a carriage return, _x005F_ an underscore). */
const excelText = (text: string) =>
  text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

async function sharedStringsOf(book: Book, limits: XlsxLimits): Promise<string[]> {
  const strings: string[] = [];
  if (!book.sharedStrings) return strings;
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  await parsePart(book.zip, book.sharedStrings, [book.budget, { left: limits.sharedStringBytes }], (parser) => {
    parser.on('opentag', (tag: SaxesTagPlain) => {
      const name = local(tag.name);
      if (name === 'si') current = '';
      else if (name === 'rPh') phonetic++;
      else if (name === 't' && current !== null && phonetic === 0) inText = true;
    });
    const text = (t: string) => {
      if (inText) current += t;
    };
    parser.on('text', text);
    parser.on('cdata', text);
    parser.on('closetag', (tag: SaxesTagPlain) => {
      const name = local(tag.name);
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'si') {
        strings.push(excelText(current ?? ''));
        current = null;
      }
    });
  });
  return strings;
}

/** "C12" → 2; a column past Excel's last (XFD) is refused before it sizes an array. */
function columnOf(ref: string, limits: XlsxLimits): number {
  let col = 0;
  for (const ch of ref.toUpperCase()) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    col = col * 26 + (code - 64);
    if (col > limits.columns) throw tooManyCells();
  }
  return col - 1;
}

/** A cell's value by its type attribute, as exceljs answered it with styles ignored (dates stay numbers). */
function cellOf(type: string, raw: string, strings: string[]): XlsxCell {
  switch (type) {
    case 's':
      return strings[Number(raw)] ?? '';
    case 'inlineStr':
    case 'str':
      return excelText(raw);
    case 'b':
      return raw === '' ? null : raw === '1' || raw === 'true';
    case 'e':
      return raw;
    case 'd': {
      const date = new Date(raw);
      return raw === '' ? null : Number.isNaN(date.getTime()) ? raw : date;
    }
    default: {
      if (raw.trim() === '') return null;
      const n = Number(raw);
      return Number.isNaN(n) ? raw : n;
    }
  }
}

/** A SAX parser over the sheet XML that hands each finished non-empty row to `done`. */
function sheetParser(strings: string[], limits: XlsxLimits, done: (row: XlsxRow) => void): Parser {
  const parser = newParser();
  let rowNo = 0;
  let cells: XlsxCell[] | null = null;
  let col = -1;
  let type = 'n';
  let raw = '';
  let inCell = false;
  let inValue = false;
  let phonetic = 0;
  parser.on('opentag', (tag: SaxesTagPlain) => {
    switch (local(tag.name)) {
      case 'row': {
        const r = Number(tag.attributes.r);
        // Rows are numbered upwards whatever the file says, so each has its own number.
        rowNo = Number.isInteger(r) && r > rowNo ? r : rowNo + 1;
        if (rowNo > limits.rows) throw tooManyCells();
        cells = [];
        col = -1;
        break;
      }
      case 'c': {
        const ref = tag.attributes.r;
        col = ref ? columnOf(String(ref), limits) : col + 1;
        if (col >= limits.columns || col < 0) throw tooManyCells();
        type = String(tag.attributes.t ?? 'n');
        raw = '';
        inCell = true;
        break;
      }
      case 'v':
        inValue = inCell;
        break;
      case 't':
        inValue = inCell && phonetic === 0;
        break;
      case 'rPh':
        phonetic++;
        break;
    }
  });
  const text = (t: string) => {
    if (inValue) raw += t;
  };
  parser.on('text', text);
  parser.on('cdata', text);
  parser.on('closetag', (tag: SaxesTagPlain) => {
    switch (local(tag.name)) {
      case 'v':
      case 't':
        inValue = false;
        break;
      case 'rPh':
        phonetic--;
        break;
      case 'c':
        if (cells && inCell) cells[col] = cellOf(type, raw, strings);
        inCell = false;
        break;
      case 'row':
        if (cells?.some((c) => c !== null && c !== undefined && c !== '')) {
          done({ row: rowNo, cells: Array.from(cells, (c) => c ?? null) });
        }
        cells = null;
        break;
    }
  });
  return parser;
}

/**
 * Checks an uploaded XLSX without unpacking its sheet: it must be a readable workbook whose
 * parts, as the ZIP declares them, fit the limits. Throws ImportFileError otherwise.
 */
export async function checkXlsx(bytes: Buffer, limits: XlsxLimits = XLSX_LIMITS): Promise<void> {
  const book = await openBook(bytes, limits);
  book.zip.close();
}

/** The first sheet's non-empty rows, as they unpack. */
export async function* xlsxRows(bytes: Buffer, limits: XlsxLimits = XLSX_LIMITS): AsyncGenerator<XlsxRow> {
  const book = await openBook(bytes, limits);
  try {
    const strings = await sharedStringsOf(book, limits);
    const ready: XlsxRow[] = [];
    const parser = sheetParser(strings, limits, (row) => ready.push(row));
    for await (const text of partText(book.zip, book.sheet, [book.budget])) {
      write(parser, text);
      yield* ready.splice(0);
    }
    write(parser, null);
    yield* ready.splice(0);
  } finally {
    book.zip.close();
  }
}

/**
 * The first sheet's rows counted over its text as it unpacks, without parsing it or reading the
 * shared strings (only for the progress shown while the dry run reads it properly).
 */
export async function xlsxRowCount(bytes: Buffer, limits: XlsxLimits = XLSX_LIMITS): Promise<number> {
  const book = await openBook(bytes, limits);
  const tag = /<(?:[\w.-]+:)?row[\s>/]/g;
  let count = 0;
  let tail = '';
  try {
    for await (const text of partText(book.zip, book.sheet, [book.budget])) {
      const s = tail + text;
      for (const m of s.matchAll(tag)) if (m.index + m[0].length > tail.length) count++;
      tail = s.slice(-32);
    }
  } finally {
    book.zip.close();
  }
  return count;
}
