import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageBytes } from './account.test-images.ts';
import { checkProfileImage } from './profile-image.ts';

/** The chunk types of a WebP file, in order. */
function webpChunks(bytes: Buffer): string[] {
  const types: string[] = [];
  for (let pos = 12; pos < bytes.length; ) {
    const size = bytes.readUInt32LE(pos + 4);
    types.push(bytes.toString('latin1', pos, pos + 4));
    pos += 8 + size + (size % 2);
  }
  return types;
}

const picture = () => sharp({ create: { width: 40, height: 24, channels: 3, background: { r: 200, g: 100, b: 50 } } });
const BROKEN = 'Die Datei ist kein gültiges JPEG-, PNG- oder WebP-Bild.';
const refusal = (bytes: Buffer) => {
  try {
    checkProfileImage(bytes);
  } catch (err) {
    return (err as { fieldErrors?: Record<string, string[]> }).fieldErrors?.image;
  }
  return undefined;
};

describe('profile pictures in WebP (decision 061)', () => {
  it('reads the size of a lossy (VP8) and a lossless (VP8L) picture and keeps its bytes', async () => {
    for (const bytes of [await picture().webp().toBuffer(), await picture().webp({ lossless: true }).toBuffer()]) {
      const image = checkProfileImage(bytes);
      expect(image).toMatchObject({ type: 'image/webp', extension: 'webp', width: 40, height: 24 });
      expect(image.bytes.equals(bytes)).toBe(true);
    }
  });

  it('drops EXIF and XMP, clears their flags in the extended header, and the picture still decodes', async () => {
    const withExif = await picture()
      .webp()
      .withExif({ IFD0: { Copyright: 'Anna Schmidt', ImageDescription: 'GPS 52.52 13.40' } })
      .toBuffer();
    const withXmp = await picture()
      .webp()
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>')
      .toBuffer();
    for (const [bytes, dropped] of [
      [withExif, 'EXIF'],
      [withXmp, 'XMP '],
    ] as const) {
      expect(webpChunks(bytes)).toEqual(['VP8X', 'VP8 ', dropped]);
      const image = checkProfileImage(bytes);
      expect(webpChunks(image.bytes)).toEqual(['VP8X', 'VP8 ']);
      expect(image.bytes[20] & 0x0c).toBe(0);
      expect(image.bytes.readUInt32LE(4)).toBe(image.bytes.length - 8);
      expect(image.bytes.includes('Anna Schmidt')).toBe(false);
      expect(await sharp(image.bytes).metadata()).toMatchObject({ width: 40, height: 24, format: 'webp' });
    }
  });

  it('takes the size from the extended header of the test picture (ICC profile kept)', () => {
    const image = checkProfileImage(imageBytes('webp'));
    expect([image.width, image.height]).toEqual([48, 32]);
    expect(webpChunks(image.bytes)).toEqual(['VP8X', 'ICCP', 'VP8 ']);
  });

  it('refuses a WebP with a broken start code, a chunk past its end or no picture at all', async () => {
    const lossy = await picture().webp().toBuffer();
    const badStart = Buffer.from(lossy);
    badStart[20 + 3] = 0;
    const overrun = Buffer.from(lossy);
    overrun.writeUInt32LE(lossy.length, 16);
    const lossless = await picture().webp({ lossless: true }).toBuffer();
    const badSignature = Buffer.from(lossless);
    badSignature[20] = 0;
    const noPicture = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPJUNK'), Buffer.alloc(4)]);
    noPicture.writeUInt32LE(noPicture.length - 8, 4);
    for (const bytes of [badStart, overrun, badSignature, noPicture]) expect(refusal(bytes)).toEqual([BROKEN]);
  });
});
