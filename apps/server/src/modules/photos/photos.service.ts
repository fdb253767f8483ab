import {
  PHOTO_BUSY,
  PHOTO_NONE,
  PHOTO_NOT_AN_IMAGE,
  PHOTO_ORDER_MISMATCH,
  PHOTO_UPLOAD_MAX_MEGAPIXELS,
  type ProductPhoto,
  photoTooManyPixels,
  uploadTooManyPixels,
} from '@wohnwerk/contract/photos';
import { photoUrl, photoWidths } from '@wohnwerk/contract/photo-urls';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError, messages } from '../../lib/app-error.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { inspectPhoto, MAX_INPUT_PIXELS, type ProcessedPhoto, processPhoto } from './photo-processing.ts';
import { photoQueue, QueueFullError } from './photo-queue.ts';
import { appendPhotos, deletePhoto, listPhotos, productExists, reorderPhotos } from './photos.queries.ts';

const uploadedPath = /^\/media\/photos\/([a-f0-9]{32})-(\d{2,4})\.webp$/;

/** Every stored file of an uploaded photo's path (WebP and maybe AVIF at each width); none for a demo picture. */
function filesOfPath(path: string): string[] {
  const match = uploadedPath.exec(path);
  if (!match) return [];
  const [, name, largest] = match;
  return photoWidths(Number(largest)).flatMap((w) => [`photos/${name}-${w}.webp`, `photos/${name}-${w}.avif`]);
}

const notFound = () => new AppError('not_found', messages.notFound);
/** Every place of the photo queue is taken (429; the route adds Retry-After). */
export const photosBusy = () => new AppError('rate_limited', PHOTO_BUSY);

export class PhotosService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
  ) {}

  private async mustExist(productId: number) {
    if (!(await productExists(this.db, productId))) throw notFound();
  }

  async list(productId: number): Promise<ProductPhoto[]> {
    await this.mustExist(productId);
    const rows = await listPhotos(this.db, productId);
    return rows.map((r) => ({ ...r, uploaded: uploadedPath.test(r.path) }));
  }

  /**
   * Adds the uploaded pictures after the product's others. Every file is checked before any is
   * stored: one that is not a picture, or has too many pixels (one or all together), refuses the
   * whole upload, and nothing is kept. The checks read headers only; the pictures are then
   * processed in the shared photo queue (one upload at a time), and a full queue refuses (429).
   */
  async upload(productId: number, userId: number, files: Buffer[]): Promise<ProductPhoto[]> {
    await this.mustExist(productId);
    if (files.length === 0) throw fieldError('photos', PHOTO_NONE);
    const sizes: { width: number; height: number }[] = [];
    let pixels = 0;
    for (const [i, bytes] of files.entries()) {
      const size = await inspectPhoto(bytes);
      if (!size) throw fieldError(`photos.${i}`, PHOTO_NOT_AN_IMAGE);
      if (size.width * size.height > MAX_INPUT_PIXELS) throw fieldError(`photos.${i}`, photoTooManyPixels);
      pixels += size.width * size.height;
      sizes.push(size);
    }
    if (pixels > PHOTO_UPLOAD_MAX_MEGAPIXELS * 1_000_000) throw fieldError('photos', uploadTooManyPixels);
    let processed: ProcessedPhoto[];
    try {
      processed = await photoQueue.run(async () => {
        const done = [];
        for (const [i, bytes] of files.entries()) done.push(await processPhoto(bytes, sizes[i]));
        return done;
      });
    } catch (err) {
      if (err instanceof QueueFullError) throw photosBusy();
      throw err;
    }
    const stored: string[] = [];
    try {
      const rows = [];
      for (const photo of processed) {
        await Promise.all(photo.files.map((f) => this.storage.put(f.key, f.bytes)));
        stored.push(...photo.files.map((f) => f.key));
        rows.push({ path: photoUrl(photo.name, photo.width), width: photo.width, height: photo.height });
      }
      await appendPhotos(this.db, productId, userId, rows);
    } catch (err) {
      // Files nobody refers to would stay for good: remove what this upload stored.
      await Promise.all(stored.map((key) => this.storage.delete(key).catch(() => undefined)));
      throw err;
    }
    return this.list(productId);
  }

  async reorder(productId: number, userId: number, ids: number[]): Promise<ProductPhoto[]> {
    await this.mustExist(productId);
    if (!(await reorderPhotos(this.db, productId, userId, ids))) throw fieldError('ids', PHOTO_ORDER_MISMATCH);
    return this.list(productId);
  }

  async remove(productId: number, userId: number, photoId: number): Promise<ProductPhoto[]> {
    await this.mustExist(productId);
    const path = await deletePhoto(this.db, productId, userId, photoId);
    if (path === null) throw notFound();
    // After the row is gone: a reader sees the picture with its files, or neither.
    await Promise.all(filesOfPath(path).map((key) => this.storage.delete(key).catch(() => undefined)));
    return this.list(productId);
  }
}
