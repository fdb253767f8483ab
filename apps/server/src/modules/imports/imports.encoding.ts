import { isUtf8 } from 'node:buffer';
import { importMessages } from '@wohnwerk/contract/product-imports';
import { ImportFileError } from './imports.limits.ts';

/**
 * The text encoding of an uploaded CSV (docs/decisions/149). Excel's "CSV UTF-8" writes UTF-8
 * with a byte order mark; German Excel's "CSV (Trennzeichen-getrennt)" writes Windows-1252, which
 * read as UTF-8 put "B�cherregal" into the catalogue. A file that is valid UTF-8 is UTF-8 (a
 * Windows-1252 text with umlauts almost never is); any other is read as Windows-1252, unless it
 * holds bytes that Windows-1252 leaves undefined or control characters: then it is neither, and
 * the upload is refused rather than stored with replacement characters.
 */

/**
 * Windows-1252's characters for 0x80–0x9F (WHATWG index-windows-1252); 0 where it defines none.
 * Not TextDecoder('windows-1252'): Node 20.18.3+ and 22.13+ decode it as Latin-1 there
 * (nodejs/node#60888), which turns "€" into a control character.
 */
const HIGH = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0, 0,
  0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
];

/** Bytes that are no text in a Windows-1252 file: control characters but tab, LF and CR; the five undefined ones. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
const REFUSED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u0081\u008D\u008F\u0090\u009D]/;

/** The line (1-based) of a character offset in a text. */
const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

const SLICE = 1024 * 1024;

/**
 * Windows-1252 bytes as UTF-8, a slice at a time (one byte is one character, so slices never split
 * one); throws ImportFileError at the first byte that is no text.
 */
function windows1252ToUtf8(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  let lines = 0;
  for (let start = 0; start < bytes.length; start += SLICE) {
    const latin1 = bytes.subarray(start, start + SLICE).toString('latin1');
    const bad = latin1.search(REFUSED);
    if (bad >= 0) throw new ImportFileError(importMessages.encoding(lines + lineAt(latin1, bad)));
    lines += latin1.split('\n').length - 1;
    const text = latin1.replace(/[\u0080-\u009f]/g, (c) => String.fromCharCode(HIGH[c.charCodeAt(0) - 0x80]));
    parts.push(Buffer.from(text, 'utf8'));
  }
  return Buffer.concat(parts);
}

/** The CSV as UTF-8 (a byte order mark kept; the reader drops it); throws ImportFileError when it is no text. */
export function csvAsUtf8(bytes: Buffer): Buffer {
  if (isUtf8(bytes)) return bytes;
  // A file that says it is UTF-8 (byte order mark) but is not: broken, not Windows-1252.
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    const text = bytes.toString('utf8');
    throw new ImportFileError(importMessages.encoding(lineAt(text, Math.max(0, text.indexOf('\ufffd')))));
  }
  return windows1252ToUtf8(bytes);
}
