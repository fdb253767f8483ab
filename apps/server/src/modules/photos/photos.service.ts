import { PHOTO_NONE, PHOTO_NOT_AN_IMAGE, PHOTO_ORDER_MISMATCH, type ProductPhoto } from '@wohnwerk/contract/photos';
import { photoUrl, photoWidths } from '@wohnwerk/contract/photo-urls';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError, messages } from '../../lib/app-error.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { inspectPhoto, processPhoto } from './photo-processing.ts';
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
   * stored: one that is not a picture refuses the whole upload, and nothing is kept.
   */
  async upload(productId: number, files: Buffer[]): Promise<ProductPhoto[]> {
    await this.mustExist(productId);
    if (files.length === 0) throw fieldError('photos', PHOTO_NONE);
    const sizes = [];
    for (const [i, bytes] of files.entries()) {
      const size = await inspectPhoto(bytes);
      if (!size) throw fieldError(`photos.${i}`, PHOTO_NOT_AN_IMAGE);
      sizes.push(size);
    }
    const stored: string[] = [];
    try {
      const rows = [];
      for (const [i, bytes] of files.entries()) {
        const photo = await processPhoto(bytes, sizes[i]);
        await Promise.all(photo.files.map((f) => this.storage.put(f.key, f.bytes)));
        stored.push(...photo.files.map((f) => f.key));
        rows.push({ path: photoUrl(photo.name, photo.width), width: photo.width, height: photo.height });
      }
      await appendPhotos(this.db, productId, rows);
    } catch (err) {
      // Files nobody refers to would stay for good: remove what this upload stored.
      await Promise.all(stored.map((key) => this.storage.delete(key).catch(() => undefined)));
      throw err;
    }
    return this.list(productId);
  }

  async reorder(productId: number, ids: number[]): Promise<ProductPhoto[]> {
    await this.mustExist(productId);
    if (!(await reorderPhotos(this.db, productId, ids))) throw fieldError('ids', PHOTO_ORDER_MISMATCH);
    return this.list(productId);
  }

  async remove(productId: number, photoId: number): Promise<ProductPhoto[]> {
    await this.mustExist(productId);
    const path = await deletePhoto(this.db, productId, photoId);
    if (path === null) throw notFound();
    // After the row is gone: a reader sees the picture with its files, or neither.
    await Promise.all(filesOfPath(path).map((key) => this.storage.delete(key).catch(() => undefined)));
    return this.list(productId);
  }
}
