import { inflateSync } from 'node:zlib';

/**
 * The text drawn in a pdfkit PDF (order confirmation, daily report, AW report), one line a text
 * run: the deflated content streams' TJ arrays of hex strings, WinAnsi-encoded. Enough for a
 * journey to check what a document says without a PDF library.
 */
export function pdfText(bytes: Buffer): string {
  const body = bytes.toString('latin1');
  const lines: string[] = [];
  for (const s of body.matchAll(/stream\r?\n/g)) {
    const start = (s.index ?? 0) + s[0].length;
    let content: string;
    try {
      content = inflateSync(bytes.subarray(start, body.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue; // not a deflated content stream
    }
    for (const m of content.matchAll(/\[((?:<[0-9a-fA-F]*>\s*-?\d*\.?\d*\s*)+)\]\s*TJ/g)) {
      const hex = [...m[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      // Latin-1 plus the WinAnsi euro sign (0x80); Node's TextDecoder may lack windows-1252.
      lines.push(Buffer.from(hex, 'hex').toString('latin1').replace(/\x80/g, '€'));
    }
  }
  return lines.join('\n');
}
