import { crc32 } from 'node:zlib';
import { accountTexts, profileImageRules, type ProfileImageType } from '@wohnwerk/contract/account';
import { fieldError } from '../../lib/app-error.ts';

/**
 * Profile pictures are checked by their bytes, never by the name or the declared type: the
 * container of a JPEG, PNG or WebP is walked to its end, its size read from the header, and
 * metadata that can carry personal data (EXIF with GPS position, XMP, IPTC, text chunks) is
 * dropped while the image data stays byte for byte. A file that is not one of the three,
 * or whose structure does not hold, is refused. (Decision 061.)
 */
export interface CheckedImage {
  type: ProfileImageType;
  extension: 'jpg' | 'png' | 'webp';
  width: number;
  height: number;
  bytes: Buffer;
}

class Broken extends Error {}
const broken = (why: string): never => {
  throw new Broken(why);
};

/** Decodes the data URL sent by the form; the declared type only has to be one of the three. */
export function decodeImageDataUrl(dataUrl: string): Buffer {
  const match = /^data:([\w/+.-]+);base64,([\s\S]*)$/.exec(dataUrl);
  if (!match) throw fieldError('image', accountTexts.imageType);
  if (!(profileImageRules.types as readonly string[]).includes(match[1].toLowerCase()))
    throw fieldError('image', accountTexts.imageType);
  const bytes = Buffer.from(match[2].replace(/\s+/g, ''), 'base64');
  if (bytes.length === 0) throw fieldError('image', accountTexts.imageBroken);
  if (bytes.length > profileImageRules.maxBytes) throw fieldError('image', accountTexts.imageTooLarge);
  return bytes;
}

/** Answers the cleaned image, or throws a 422 with a German message on field "image". */
export function checkProfileImage(bytes: Buffer): CheckedImage {
  if (bytes.length > profileImageRules.maxBytes) throw fieldError('image', accountTexts.imageTooLarge);
  let image: CheckedImage;
  try {
    if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) image = checkJpeg(bytes);
    else if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) image = checkPng(bytes);
    else if (
      bytes.length > 12 &&
      bytes.toString('latin1', 0, 4) === 'RIFF' &&
      bytes.toString('latin1', 8, 12) === 'WEBP'
    )
      image = checkWebp(bytes);
    else throw fieldError('image', accountTexts.imageType);
  } catch (err) {
    if (err instanceof Broken || err instanceof RangeError) throw fieldError('image', accountTexts.imageBroken);
    throw err;
  }
  if (image.width < 1 || image.height < 1) throw fieldError('image', accountTexts.imageBroken);
  if (image.width > profileImageRules.maxSide || image.height > profileImageRules.maxSide)
    throw fieldError('image', accountTexts.imageDimensions);
  return image;
}

// --- JPEG ------------------------------------------------------------------------------------

/** APP0 (JFIF), APP2 (ICC colour profile) and APP14 (Adobe colour transform) change how the picture looks; other APPn and comments are metadata. */
const keptJpegApps = new Set([0xe0, 0xe2, 0xee]);
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function checkJpeg(bytes: Buffer): CheckedImage {
  const out: Buffer[] = [bytes.subarray(0, 2)];
  let pos = 2;
  let width = 0;
  let height = 0;
  let sawScan = false;
  for (;;) {
    if (pos + 1 >= bytes.length) broken('jpeg ends without EOI');
    if (bytes[pos] !== 0xff) broken('jpeg marker expected');
    while (bytes[pos] === 0xff && pos < bytes.length) pos++;
    const marker = bytes[pos++];
    if (marker === 0xd9) {
      if (!sawScan) broken('jpeg without image data');
      out.push(Buffer.from([0xff, 0xd9]));
      break; // anything after the end marker is dropped
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) broken('stray marker');
    const length = bytes.readUInt16BE(pos);
    if (length < 2 || pos + length > bytes.length) broken('jpeg segment overruns the file');
    const segment = bytes.subarray(pos - 2, pos + length);
    if (isSof(marker)) {
      if (length < 8) broken('short frame header');
      height = bytes.readUInt16BE(pos + 3);
      width = bytes.readUInt16BE(pos + 5);
    }
    const metadata = (marker >= 0xe0 && marker <= 0xef && !keptJpegApps.has(marker)) || marker === 0xfe;
    if (!metadata) out.push(Buffer.from([0xff]), segment.subarray(1));
    pos += length;
    if (marker === 0xda) {
      if (!width) broken('scan before frame header');
      sawScan = true;
      // Entropy-coded data runs to the next marker that is not a stuffed 0xFF00 or a restart marker.
      const start = pos;
      while (
        pos + 1 < bytes.length &&
        !(bytes[pos] === 0xff && bytes[pos + 1] !== 0x00 && !(bytes[pos + 1] >= 0xd0 && bytes[pos + 1] <= 0xd7))
      )
        pos++;
      if (pos + 1 >= bytes.length) broken('scan runs past the end');
      out.push(bytes.subarray(start, pos));
    }
  }
  return { type: 'image/jpeg', extension: 'jpg', width, height, bytes: Buffer.concat(out) };
}

// --- PNG -------------------------------------------------------------------------------------

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Text, EXIF and time chunks: metadata, not picture. */
const droppedPngChunks = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

function checkPng(bytes: Buffer): CheckedImage {
  const out: Buffer[] = [PNG_SIGNATURE];
  let pos = 8;
  let width = 0;
  let height = 0;
  let sawData = false;
  let first = true;
  for (;;) {
    if (pos + 12 > bytes.length) broken('png ends without IEND');
    const length = bytes.readUInt32BE(pos);
    const type = bytes.toString('latin1', pos + 4, pos + 8);
    const end = pos + 12 + length;
    if (end > bytes.length) broken('png chunk overruns the file');
    if (crc32(bytes.subarray(pos + 4, pos + 8 + length)) !== bytes.readUInt32BE(pos + 8 + length))
      broken('png checksum');
    if (first) {
      if (type !== 'IHDR' || length !== 13) broken('png must start with IHDR');
      width = bytes.readUInt32BE(pos + 8);
      height = bytes.readUInt32BE(pos + 12);
      first = false;
    }
    if (type === 'IDAT') sawData = true;
    if (!droppedPngChunks.has(type)) out.push(bytes.subarray(pos, end));
    pos = end;
    if (type === 'IEND') break;
  }
  if (!sawData) broken('png without image data');
  return { type: 'image/png', extension: 'png', width, height, bytes: Buffer.concat(out) };
}

// --- WebP ------------------------------------------------------------------------------------

const VP8X_XMP = 0x04;
const VP8X_EXIF = 0x08;

/** The chunks of a RIFF file up to `riffEnd`: type, data, and the whole chunk with its padding. */
function* riffChunks(bytes: Buffer, riffEnd: number) {
  let pos = 12;
  while (pos < riffEnd) {
    if (pos + 8 > riffEnd) broken('webp chunk header');
    const type = bytes.toString('latin1', pos, pos + 4);
    const size = bytes.readUInt32LE(pos + 4);
    const end = pos + 8 + size + (size % 2);
    if (pos + 8 + size > riffEnd) broken('webp chunk overruns the file');
    yield { type, data: bytes.subarray(pos + 8, pos + 8 + size), whole: bytes.subarray(pos, Math.min(end, riffEnd)) };
    pos = end;
  }
}

/** The size a picture chunk (lossy VP8, lossless VP8L) gives, after checking its start; null for other chunks. */
function frameSize(type: string, data: Buffer): { width: number; height: number } | null {
  if (type === 'VP8 ') {
    if (data.length < 10 || data[3] !== 0x9d || data[4] !== 0x01 || data[5] !== 0x2a) broken('VP8 start code');
    return { width: data.readUInt16LE(6) & 0x3fff, height: data.readUInt16LE(8) & 0x3fff };
  }
  if (type === 'VP8L') {
    if (data.length < 5 || data[0] !== 0x2f) broken('VP8L signature');
    const bits = data.readUInt32LE(1);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return null;
}

/** Metadata chunks: EXIF (with a GPS position) and XMP. */
const droppedWebpChunks = new Set(['EXIF', 'XMP ']);

/** The extended header (VP8X): the canvas size, and a copy of the chunk whose metadata flags are cleared later. */
function extendedHeader(data: Buffer, whole: Buffer) {
  if (data.length < 10) broken('short VP8X');
  return { width: data.readUIntLE(4, 3) + 1, height: data.readUIntLE(7, 3) + 1, chunk: Buffer.from(whole) };
}

/** A WebP file of these chunks. */
function webpFile(chunks: Buffer[]): Buffer {
  const body = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + body.length, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}

function checkWebp(bytes: Buffer): CheckedImage {
  const riffEnd = 8 + bytes.readUInt32LE(4);
  if (riffEnd > bytes.length || riffEnd < 20) broken('riff size');
  const chunks: Buffer[] = [];
  let size = { width: 0, height: 0 };
  let sawImage = false;
  let vp8x: Buffer | null = null;
  for (const { type, data, whole } of riffChunks(bytes, riffEnd)) {
    if (type === 'VP8X') {
      const extended = extendedHeader(data, whole);
      size = extended;
      vp8x = extended.chunk;
      chunks.push(vp8x);
      continue;
    }
    const frame = frameSize(type, data);
    // The extended header, when there is one, gives the canvas size.
    if (frame && !vp8x) size = frame;
    sawImage ||= frame !== null || type === 'ANMF';
    if (!droppedWebpChunks.has(type)) chunks.push(whole);
  }
  if (!sawImage) broken('webp without image data');
  // The extended header announces metadata chunks; they are gone now.
  if (vp8x) vp8x[8] &= ~(VP8X_EXIF | VP8X_XMP);
  return { type: 'image/webp', extension: 'webp', width: size.width, height: size.height, bytes: webpFile(chunks) };
}
