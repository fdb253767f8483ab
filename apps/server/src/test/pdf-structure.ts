import { inflateSync } from 'node:zlib';

export interface PdfStructure {
  /** Objects listed as in use by the cross-reference table, each found at its offset. */
  objects: number;
  streams: number;
  /** Streams with /Filter /FlateDecode; each of them inflated without error. */
  flateStreams: number;
}

/**
 * Reads a PDF the way a viewer starts to: header, `startxref` → cross-reference table → every
 * object at its byte offset, the trailer's /Size and /Root, every stream's /Length, and inflates
 * every FlateDecode stream. Throws on the first thing that does not fit, so a test that calls it
 * fails on a broken or truncated file. Covers the classic xref tables pdfkit writes.
 */
export function checkPdfStructure(pdf: Buffer): PdfStructure {
  const raw = pdf.toString('latin1');
  const fail = (why: string): never => {
    throw new Error(`not a valid PDF: ${why}`);
  };
  if (!/^%PDF-1\.[0-7]\n/.test(raw)) fail('no %PDF-1.x header');
  if (!/%%EOF\s*$/.test(raw)) fail('no %%EOF at the end');
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(raw) ?? fail('no startxref');
  const xrefAt = Number(startxref[1]);
  if (raw.slice(xrefAt, xrefAt + 4) !== 'xref') fail(`startxref ${xrefAt} does not point at the xref table`);

  const section = /^xref\s+(\d+)\s+(\d+)\s+/.exec(raw.slice(xrefAt)) ?? fail('no xref section header');
  const [first, count] = [Number(section[1]), Number(section[2])];
  let at = xrefAt + section[0].length;
  let objects = 0;
  for (let i = 0; i < count; i++, at += 20) {
    const entry = /^(\d{10}) (\d{5}) ([nf])/.exec(raw.slice(at, at + 20)) ?? fail(`xref entry ${first + i} malformed`);
    if (entry[3] !== 'n') continue;
    const offset = Number(entry[1]);
    const header = `${first + i} ${Number(entry[2])} obj`;
    if (raw.slice(offset, offset + header.length) !== header) fail(`object ${first + i} is not at offset ${offset}`);
    objects++;
  }
  const trailer = /trailer\s*<<([\s\S]*?)>>\s*startxref/.exec(raw.slice(at)) ?? fail('no trailer');
  const size = /\/Size (\d+)/.exec(trailer[1]) ?? fail('trailer without /Size');
  if (Number(size[1]) !== first + count) fail(`trailer /Size ${size[1]} but ${first + count} xref entries`);
  if (!/\/Root \d+ \d+ R/.test(trailer[1])) fail('trailer without /Root');

  let streams = 0;
  let flateStreams = 0;
  const streamRe = /<<((?:[^<>]|<<[^<>]*>>)*)>>\s*stream\r?\n/g;
  for (let m = streamRe.exec(raw); m; m = streamRe.exec(raw)) {
    streams++;
    const length = /\/Length (\d+)(?! \d+ R)/.exec(m[1]) ?? fail(`stream ${streams} without a direct /Length`);
    const start = m.index + m[0].length;
    const end = start + Number(length[1]);
    if (!/^\r?\n?endstream/.test(raw.slice(end, end + 12)))
      fail(`stream ${streams}: /Length ${length[1]} does not end at endstream`);
    if (/\/Filter \/FlateDecode/.test(m[1])) {
      try {
        inflateSync(pdf.subarray(start, end));
      } catch (err) {
        fail(`stream ${streams} does not inflate: ${(err as Error).message}`);
      }
      flateStreams++;
    }
    streamRe.lastIndex = end;
  }
  return { objects, streams, flateStreams };
}
