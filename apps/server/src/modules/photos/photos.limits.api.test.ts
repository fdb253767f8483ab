import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PHOTO_BUSY,
  PHOTO_MAX_MEGAPIXELS,
  PHOTO_UPLOAD_MAX_MEGAPIXELS,
  photoTooManyPixels,
  uploadTooManyPixels,
} from '@wohnwerk/contract/photos';
import { type CatalogFixture, catalogTestApp } from '../catalog/catalog.fixtures.ts';
import type { TestContext } from '../../test/test-app.ts';
import { postMultipart } from '../../test/multipart.ts';
import { photoQueue } from './photo-queue.ts';

/**
 * What one upload may cost (decision 151): a 6 kB PNG of 7000×7000 pixels took about 2 s of CPU,
 * twelve went into one request, and any number of requests processed at once.
 */
let t: TestContext;
let f: CatalogFixture;
let staff: { authorization: string };
beforeAll(async () => {
  ({ t, f, staff } = await catalogTestApp());
});
afterAll(() => t.close());

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 240, g: 240, b: 240 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();
const upload = (productId: number, files: Buffer[]) =>
  postMultipart(
    t,
    `/api/v1/admin/products/${productId}/photos`,
    files.map((bytes, i) => ({ field: 'photos', filename: `p${i}.png`, type: 'image/png', bytes })),
    staff,
  );
const photosOf = async (productId: number) =>
  (await t.inject({ method: 'GET', url: `/api/v1/admin/products/${productId}/photos`, headers: staff })).json().data;
const storedFiles = () => {
  const dir = path.join(t.dataDir, 'uploads', 'photos');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};

describe('what a photo upload may cost', () => {
  it('a 7000×7000 PNG of a few kB is refused at once with a German message, and nothing is stored', async () => {
    const bomb = await png(7000, 7000);
    expect(bomb.length).toBeLessThan(200_000);
    const productId = f.ids.torino;
    const [before, filesBefore] = [await photosOf(productId), storedFiles()];
    const started = performance.now();
    const res = await upload(productId, [await png(400, 300), bomb]);
    const took = performance.now() - started;
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ 'photos.1': [photoTooManyPixels] });
    expect(photoTooManyPixels).toBe(`Das Bild ist zu groß (höchstens ${PHOTO_MAX_MEGAPIXELS} Megapixel).`);
    // Told from the header: nothing was decoded (processing it took seconds).
    expect(took).toBeLessThan(1000);
    expect(await photosOf(productId)).toEqual(before);
    expect(storedFiles()).toBe(filesBefore);
  });

  it('pictures that are each allowed but together too many pixels are refused before any is processed', async () => {
    const big = await png(6000, 6000); // 36 MP, under the limit of one picture
    const count = Math.floor((PHOTO_UPLOAD_MAX_MEGAPIXELS * 1_000_000) / (6000 * 6000)) + 1;
    const productId = f.ids.torino;
    const [before, filesBefore] = [await photosOf(productId), storedFiles()];
    const started = performance.now();
    const res = await upload(
      productId,
      Array.from({ length: count }, () => big),
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ photos: [uploadTooManyPixels] });
    expect(performance.now() - started).toBeLessThan(1500);
    expect(await photosOf(productId)).toEqual(before);
    expect(storedFiles()).toBe(filesBefore);
  });

  it('a normal photo is still stored', async () => {
    const productId = f.ids.arco;
    const before = await photosOf(productId);
    const res = await upload(productId, [await png(1200, 900)]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toHaveLength(before.length + 1);
    expect(res.json().data.at(-1)).toMatchObject({ width: 1200, height: 900, uploaded: true });
  });

  it('uploads are processed one at a time; beyond the waiting places they answer 429 in German and store nothing', async () => {
    const productId = f.ids.nordicGrau;
    const photo = await png(1600, 1200);
    const before = await photosOf(productId);
    // Hold the queue with a job of our own, so what waits and what is refused does not hang on timing.
    let release: () => void = () => {};
    const held = photoQueue.run(() => new Promise<void>((resolve) => (release = resolve)));
    photoQueue.peak = 0;
    const answers = Array.from({ length: photoQueue.waiting + 3 }, () => upload(productId, [photo]));
    // The places behind the held job fill; every further upload is refused without waiting.
    await expect.poll(() => photoQueue.size, { timeout: 10_000 }).toBe(1 + photoQueue.waiting);
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await held;
    const results = await Promise.all(answers);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([...Array(photoQueue.waiting).fill(201), 429, 429, 429]);
    for (const refused of results.filter((r) => r.statusCode === 429)) {
      expect(refused.json()).toEqual({ message: PHOTO_BUSY });
      expect(refused.headers['retry-after']).toBe('10');
    }
    expect(photoQueue.peak).toBe(1);
    expect(photoQueue.concurrency).toBe(1);
    expect(await photosOf(productId)).toHaveLength(before.length + photoQueue.waiting);
    expect(photoQueue.size).toBe(0);
  });
});
