/**
 * Uploaded product photos (/api/v1/admin/products/{id}/photos). Each photo is stored once per
 * width below as WebP (and AVIF where it is clearly smaller); its path in the catalogue names
 * the largest width, so the storefront derives the smaller files from the path alone and the
 * product answer's shape ({path, width, height}) stays as it was.
 */
export const PHOTO_WIDTHS = [320, 640, 1024, 1600] as const;

const photoPath = /^\/media\/photos\/([a-f0-9]{32})-(\d{2,4})\.webp$/;

/** The widths stored for a photo whose largest stored width is `largest`. */
export function photoWidths(largest: number): number[] {
  return [...PHOTO_WIDTHS.filter((w) => w < largest), largest];
}

export const photoUrl = (name: string, width: number) => `/media/photos/${name}-${width}.webp`;

/** The srcset for an image path of an uploaded photo; undefined for any other image (the demo pictures). */
export function photoSrcSet(path: string | null | undefined): string | undefined {
  const match = path ? photoPath.exec(path) : null;
  if (!match) return undefined;
  const [, name, largest] = match;
  return photoWidths(Number(largest))
    .map((w) => `${photoUrl(name, w)} ${w}w`)
    .join(', ');
}
