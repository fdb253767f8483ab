import { posix } from 'node:path';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { importMessages } from '@wohnwerk/contract/product-imports';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ImportFileError, type XlsxLimits } from './imports.limits.ts';

/**
 * The parts of an XLSX (a ZIP) as imports.xlsx.ts needs them: found by the ZIP's directory,
 * unpacked as streams that count every byte against the limits (docs/decisions/149).
 */

const unreadable = () => new ImportFileError(importMessages.unreadable);
const tooLarge = () => new ImportFileError(importMessages.unpackedTooLarge);
export const tooManyCells = () => new ImportFileError(importMessages.tooManyCells);
const asFileError = (err: unknown) => (err instanceof ImportFileError ? err : unreadable());

/** Bytes a read may still unpack. */
export interface Budget {
  left: number;
}

export interface Book {
  zip: ZipFile;
  sheet: Entry;
  sharedStrings: Entry | undefined;
  budget: Budget;
}

/** Plain names and attributes (namespaces are not resolved), no line and column tracking. */
export type Parser = SaxesParser<{ xmlns: false; position: false }>;
export const newParser = (): Parser => new SaxesParser({ xmlns: false, position: false });

/** The element's name without a namespace prefix (some writers use x:row). */
export const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** The text of a part as it unpacks, counted against every budget given. */
export async function* partText(zip: ZipFile, entry: Entry, budgets: Budget[]): AsyncGenerator<string> {
  if (entry.isEncrypted() || !entry.canDecodeFileData()) throw unreadable();
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch {
    throw unreadable();
  }
  const decoder = new StringDecoder('utf8');
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      for (const budget of budgets) {
        budget.left -= chunk.length;
        if (budget.left < 0) throw tooLarge();
      }
      yield decoder.write(chunk);
    }
    yield decoder.end();
  } catch (err) {
    // yauzl stops a part that unpacks to more than the ZIP declared: a crafted file, a bomb.
    if (err instanceof Error && /too many bytes/.test(err.message)) throw tooLarge();
    throw asFileError(err);
  } finally {
    // Also when the reader stops early: nothing keeps unpacking behind its back.
    stream.destroy();
  }
}

/** Feeds a part through a SAX parser (errors in the XML are a broken file). */
export async function parsePart(
  zip: ZipFile,
  entry: Entry,
  budgets: Budget[],
  on: (parser: Parser) => void,
): Promise<void> {
  const parser = newParser();
  on(parser);
  for await (const text of partText(zip, entry, budgets)) write(parser, text);
  write(parser, null);
}

export function write(parser: Parser, text: string | null) {
  try {
    if (text === null) parser.close();
    else parser.write(text);
  } catch (err) {
    throw asFileError(err);
  }
}

interface Relationship {
  id: string;
  type: string;
  target: string;
}

/** A relations part (_rels/*.rels); targets resolved to paths in the ZIP. */
async function relationships(zip: ZipFile, entry: Entry | undefined, dir: string, budget: Budget) {
  const found: Relationship[] = [];
  if (!entry) return found;
  await parsePart(zip, entry, [budget], (parser) =>
    parser.on('opentag', (tag: SaxesTagPlain) => {
      if (local(tag.name) !== 'Relationship' || tag.attributes.TargetMode === 'External') return;
      const target = String(tag.attributes.Target ?? '');
      const path = target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join(dir, target));
      found.push({ id: String(tag.attributes.Id ?? ''), type: String(tag.attributes.Type ?? ''), target: path });
    }),
  );
  return found;
}

/** The relation id of the workbook's first sheet (the first tab). */
async function firstSheetId(zip: ZipFile, entry: Entry, budget: Budget): Promise<string | undefined> {
  let id: string | undefined;
  await parsePart(zip, entry, [budget], (parser) =>
    parser.on('opentag', (tag: SaxesTagPlain) => {
      if (id !== undefined || local(tag.name) !== 'sheet') return;
      const key = Object.keys(tag.attributes).find((k) => /(^|:)id$/.test(k));
      id = key ? String(tag.attributes[key]) : '';
    }),
  );
  return id;
}

/** The ZIP's directory (no part unpacked yet). */
async function entriesOf(zip: ZipFile, limits: XlsxLimits): Promise<Map<string, Entry>> {
  const entries = new Map<string, Entry>();
  try {
    for await (const entry of zip.eachEntry()) {
      if (entries.size >= limits.entries) throw tooLarge();
      entries.set(entry.fileName, entry);
    }
  } catch (err) {
    throw asFileError(err);
  }
  return entries;
}

/** Finds the first sheet and the shared strings; refuses a file whose parts declare more than the limits. */
export async function openBook(bytes: Buffer, limits: XlsxLimits): Promise<Book> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, autoClose: false, validateEntrySizes: true });
  } catch {
    throw unreadable();
  }
  try {
    const entries = await entriesOf(zip, limits);
    const budget = { left: limits.unpackedBytes };
    const root = await relationships(zip, entries.get('_rels/.rels'), '', budget);
    const bookPath = root.find((r) => r.type.endsWith('/officeDocument'))?.target ?? 'xl/workbook.xml';
    const bookEntry = entries.get(bookPath);
    if (!bookEntry) throw unreadable();
    const bookDir = posix.dirname(bookPath);
    const relsPath = posix.join(bookDir, '_rels', `${posix.basename(bookPath)}.rels`);
    const rels = await relationships(zip, entries.get(relsPath), bookDir, budget);
    const sheetId = await firstSheetId(zip, bookEntry, budget);
    const sheet = entries.get(rels.find((r) => r.id === sheetId)?.target ?? '');
    if (!sheet) throw unreadable();
    const sharedStrings = entries.get(rels.find((r) => r.type.endsWith('/sharedStrings'))?.target ?? '');
    const stringBytes = sharedStrings?.uncompressedSize ?? 0;
    if (stringBytes > limits.sharedStringBytes || stringBytes + sheet.uncompressedSize > budget.left) throw tooLarge();
    return { zip, sheet, sharedStrings, budget };
  } catch (err) {
    zip.close();
    throw err;
  }
}
