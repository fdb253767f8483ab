import { z } from 'zod';
import { positiveId } from './fields.ts';

export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_MAX_FILES = 12;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

export const productPhotoSchema = z.object({
  id: z.number().int(),
  path: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Uploaded (the files belong to it) or one of the generated demo pictures. */
  uploaded: z.boolean(),
});
export type ProductPhoto = z.infer<typeof productPhotoSchema>;
export const productPhotosReplySchema = z.object({ data: z.array(productPhotoSchema) });
export type ProductPhotosReply = z.infer<typeof productPhotosReplySchema>;

export const productPhotosParamsSchema = z.object({ id: positiveId('Ungültiger Artikel.') });
export const productPhotoParamsSchema = z.object({
  id: positiveId('Ungültiger Artikel.'),
  photoId: positiveId('Ungültiges Foto.'),
});

export const photoOrderSchema = z.object({
  ids: z
    .array(z.number({ error: 'Ungültige Foto-ID.' }).int({ error: 'Ungültige Foto-ID.' }).positive(), {
      error: 'Die Reihenfolge muss eine Liste von Foto-IDs sein.',
    })
    .min(1, { error: 'Die Reihenfolge ist leer.' })
    .max(100),
});
export type PhotoOrder = z.output<typeof photoOrderSchema>;

export const PHOTO_NOT_AN_IMAGE = 'Die Datei ist kein Bild im Format JPEG, PNG, WebP oder AVIF.';
export const PHOTO_TOO_LARGE = 'Ein Foto darf höchstens 15 MB groß sein.';
export const PHOTO_TOO_MANY = `Höchstens ${PHOTO_MAX_FILES} Fotos auf einmal.`;
export const PHOTO_NONE = 'Bitte wählen Sie mindestens ein Foto.';
export const PHOTO_ORDER_MISMATCH = 'Die Reihenfolge muss jedes Foto des Artikels genau einmal nennen.';
export const UPLOAD_BROKEN = 'Der Upload ist unvollständig oder beschädigt. Bitte versuchen Sie es erneut.';

/**
 * Pixels, not bytes, are what processing costs (decision 151): a PNG of a few kB can hold 7000×7000
 * pixels, about 2 s of CPU. A picture above PHOTO_MAX_MEGAPIXELS, or an upload whose pictures add up
 * to more than PHOTO_UPLOAD_MAX_MEGAPIXELS (ten 12-MP phone photos fit), is refused from the header.
 */
export const PHOTO_MAX_MEGAPIXELS = 40;
export const PHOTO_UPLOAD_MAX_MEGAPIXELS = 160;
export const photoTooManyPixels = `Das Bild ist zu groß (höchstens ${PHOTO_MAX_MEGAPIXELS} Megapixel).`;
export const uploadTooManyPixels = `Die Bilder sind zusammen zu groß (höchstens ${PHOTO_UPLOAD_MAX_MEGAPIXELS} Megapixel je Upload). Bitte laden Sie sie in mehreren Schritten hoch.`;
/** Photos are processed one upload at a time; an upload finding every waiting place taken is told to come back. */
export const PHOTO_BUSY =
  'Gerade werden andere Fotos verarbeitet. Bitte versuchen Sie es in einigen Sekunden noch einmal.';
