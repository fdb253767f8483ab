import { randomBytes } from 'node:crypto';
import { PHOTO_MAX_MEGAPIXELS } from '@wohnwerk/contract/photos';
import { PHOTO_WIDTHS, photoWidths } from '@wohnwerk/contract/photo-urls';
import sharp from 'sharp';

/**
 * Bigger pictures are refused before they are decoded (a small file can unpack to gigabytes): the
 * service checks the header's size, and sharp refuses to decode beyond it all the same.
 */
export const MAX_INPUT_PIXELS = PHOTO_MAX_MEGAPIXELS * 1_000_000;
// One libvips thread per picture: photos are processed one upload at a time (photo-queue.ts), so
// an upload takes at most one core and the storefront keeps the other (decision 151).
sharp.concurrency(1);
/** AVIF is kept only when it saves at least this share against the WebP of the same width. */
const AVIF_MIN_SAVING = 0.1;

export interface ProcessedPhoto {
  /** 128 random bits: the files' names, cacheable for good and not guessable. */
  name: string;
  /** The largest stored width and its height (the catalogue's image size). */
  width: number;
  height: number;
  files: { key: string; bytes: Buffer }[];
}

/** The formats accepted, told by the file's own bytes, not by its name or declared type. */
function sniff(bytes: Buffer): 'jpeg' | 'png' | 'webp' | 'avif' | null {
  if (bytes.length < 16) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.toString('latin1', 4, 8) === 'ftyp' && /^avi[fs]$/.test(bytes.toString('latin1', 8, 12))) return 'avif';
  return null;
}

/**
 * Checks that the bytes are a JPEG, PNG, WebP or AVIF picture the decoder can read, with its
 * size. Answers null for anything else (including a file whose header lies).
 */
export async function inspectPhoto(bytes: Buffer): Promise<{ width: number; height: number } | null> {
  const kind = sniff(bytes);
  if (!kind) return null;
  try {
    // Only the header is read here; the size is checked against the limits by the caller, with its own message.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    const format = meta.format === 'heif' ? 'avif' : meta.format;
    if (format !== kind || !meta.width || !meta.height) return null;
    // Width and height as shown: EXIF orientations 5-8 turn the picture by 90 degrees.
    const turned = (meta.orientation ?? 1) >= 5;
    return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}

/**
 * Turns an accepted picture into the stored files: upright (EXIF orientation applied), without
 * metadata (sharp writes none unless asked: no camera, GPS or owner data leaves the shop), at
 * each width of photoWidths up to the original's, as WebP and, where it saves enough, AVIF.
 */
export async function processPhoto(bytes: Buffer, size: { width: number; height: number }): Promise<ProcessedPhoto> {
  const name = randomBytes(16).toString('hex');
  const largest = Math.min(size.width, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]);
  const widths = photoWidths(largest);
  const files: ProcessedPhoto['files'] = [];
  let height = size.height;
  for (const width of widths) {
    const resized = () =>
      sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({ width, withoutEnlargement: true });
    const webp = await resized().webp({ quality: 80, effort: 4 }).toBuffer({ resolveWithObject: true });
    const avif = await resized().avif({ quality: 50, effort: 3 }).toBuffer();
    files.push({ key: `photos/${name}-${width}.webp`, bytes: webp.data });
    if (avif.length <= webp.data.length * (1 - AVIF_MIN_SAVING)) {
      files.push({ key: `photos/${name}-${width}.avif`, bytes: avif });
    }
    if (width === largest) height = webp.info.height;
  }
  return { name, width: largest, height, files };
}
