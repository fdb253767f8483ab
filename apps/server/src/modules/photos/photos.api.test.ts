import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_NOT_AN_IMAGE } from '@wohnwerk/contract/photos';
import { photoSrcSet } from '@wohnwerk/contract/photo-urls';
import { seedCatalogFixture, type CatalogFixture } from '../catalog/catalog.fixtures.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { multipartBody } from '../../test/multipart.ts';

let t: TestContext;
let f: CatalogFixture;
let staff: { authorization: string };

/** A camera-like JPEG: 2400x1600, with EXIF (owner, GPS-like text) that must not survive. */
const cameraJpeg = () =>
  sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .composite([
      { input: Buffer.from('<svg width="400" height="300"><rect width="400" height="300" fill="#fff"/></svg>') },
    ])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Copyright: 'Geheim GmbH', Artist: 'Max Mustermann' } })
    .toBuffer();
const smallPng = () =>
  sharp({ create: { width: 500, height: 400, channels: 4, background: { r: 10, g: 200, b: 90, alpha: 1 } } })
    .png()
    .toBuffer();

const upload = (productId: number, files: { bytes: Buffer | string; filename: string; type: string }[], auth = staff) =>
  t.inject({
    method: 'POST',
    url: `/api/v1/admin/products/${productId}/photos`,
    ...withAuth(multipartBody(files.map((file) => ({ field: 'photos', ...file }))), auth),
  });
const withAuth = (body: ReturnType<typeof multipartBody>, auth: Record<string, string>) => ({
  payload: body.payload,
  headers: { ...body.headers, ...auth },
});

beforeAll(async () => {
  t = await createTestContext();
  f = await seedCatalogFixture(t.db);
  staff = (await t.user('staff')).auth;
});
afterAll(() => t.close());

describe('product photos', () => {
  it('only staff may read, upload, reorder and remove photos (guest 401, customer 403)', async () => {
    const customer = (await t.user('customer')).auth;
    const id = f.ids.nordicGrau;
    const routes = [
      { method: 'GET', url: `/api/v1/admin/products/${id}/photos` },
      {
        method: 'POST',
        url: `/api/v1/admin/products/${id}/photos`,
        ...multipartBody([{ field: 'photos', filename: 'a.png', type: 'image/png', bytes: 'x' }]),
      },
      { method: 'PUT', url: `/api/v1/admin/products/${id}/photos/order`, payload: { ids: [1] } },
      { method: 'DELETE', url: `/api/v1/admin/products/${id}/photos/1` },
    ] as const;
    let visited = 0;
    for (const r of routes) {
      const base = { method: r.method, url: r.url, ...('payload' in r ? { payload: r.payload } : {}) };
      const headers = 'headers' in r ? r.headers : {};
      expect((await t.inject({ ...base, headers })).statusCode, `${r.method} ${r.url} guest`).toBe(401);
      expect(
        (await t.inject({ ...base, headers: { ...headers, ...customer } })).statusCode,
        `${r.method} customer`,
      ).toBe(403);
      visited++;
    }
    expect(visited).toBe(4);
  });

  it('a JPEG and a PNG are checked, stripped of metadata, stored at several widths and served with long cache headers', async () => {
    const productId = f.ids.nordicGrau;
    const before = (
      await t.inject({ method: 'GET', url: `/api/v1/admin/products/${productId}/photos`, headers: staff })
    ).json().data;
    const res = await upload(productId, [
      { bytes: await cameraJpeg(), filename: 'IMG_0001.JPG', type: 'image/jpeg' },
      { bytes: await smallPng(), filename: 'detail.png', type: 'image/png' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const photos = res.json().data as { id: number; path: string; width: number; height: number; uploaded: boolean }[];
    expect(photos).toHaveLength(before.length + 2);
    const [big, small] = photos.slice(-2);
    expect(big).toMatchObject({ width: 1600, height: 1067, uploaded: true });
    expect(big.path).toMatch(/^\/media\/photos\/[a-f0-9]{32}-1600\.webp$/);
    expect(small).toMatchObject({ width: 500, height: 400, uploaded: true });
    expect(
      photoSrcSet(big.path)
        ?.split(', ')
        .map((s) => s.split(' ')[1]),
    ).toEqual(['320w', '640w', '1024w', '1600w']);
    expect(
      photoSrcSet(small.path)
        ?.split(', ')
        .map((s) => s.split(' ')[1]),
    ).toEqual(['320w', '500w']);

    // Every width of the srcset is there, WebP, smaller ones really smaller, without EXIF.
    let served = 0;
    for (const entry of photoSrcSet(big.path)!.split(', ')) {
      const [url, w] = entry.split(' ');
      const file = await t.inject({ method: 'GET', url, headers: { accept: 'image/webp,*/*' } });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(Number.parseInt(w, 10));
      expect(meta.exif).toBeUndefined();
      expect(file.rawPayload.includes(Buffer.from('Mustermann'))).toBe(false);
      served++;
    }
    expect(served).toBe(4);
    // A browser that takes AVIF gets it where it pays, else WebP: the answer says which and varies by Accept.
    const avif = await t.inject({ method: 'GET', url: big.path, headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers.vary).toBe('Accept');
    expect(['image/avif', 'image/webp']).toContain(avif.headers['content-type']);
    expect((await sharp(avif.rawPayload).metadata()).format).toBe(
      avif.headers['content-type'] === 'image/avif' ? 'heif' : 'webp',
    );

    // The storefront's product answer lists them (the read model follows the change).
    const page = await t.inject({
      method: 'GET',
      url: `/api/v1/product/${productId}`,
      headers: await t.catalogVersion(),
    });
    const images = page.json().data.product_shop.product.images as { path: string }[];
    expect(images.map((i) => i.path)).toEqual(photos.map((p) => p.path));
  });

  it('a file that is not a picture is refused with a German message and nothing is stored', async () => {
    const productId = f.ids.torino;
    const before = (
      await t.inject({ method: 'GET', url: `/api/v1/admin/products/${productId}/photos`, headers: staff })
    ).json().data;
    const uploads = path.join(t.dataDir, 'uploads', 'photos');
    const filesBefore = fs.existsSync(uploads) ? fs.readdirSync(uploads).length : 0;
    const res = await upload(productId, [
      { bytes: await smallPng(), filename: 'ok.png', type: 'image/png' },
      { bytes: '<html>kein Bild</html>', filename: 'sofa.jpg', type: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['photos.1']).toEqual([PHOTO_NOT_AN_IMAGE]);
    // A PNG header followed by garbage is not a picture either.
    const lying = Buffer.concat([(await smallPng()).subarray(0, 40), Buffer.alloc(200, 7)]);
    const res2 = await upload(productId, [{ bytes: lying, filename: 'x.png', type: 'image/png' }]);
    expect(res2.statusCode).toBe(422);
    const after = (
      await t.inject({ method: 'GET', url: `/api/v1/admin/products/${productId}/photos`, headers: staff })
    ).json().data;
    expect(after).toEqual(before);
    expect(fs.existsSync(uploads) ? fs.readdirSync(uploads).length : 0).toBe(filesBefore);
  });

  it('reorders every photo of a product and removes one with its files', async () => {
    const productId = f.ids.arco;
    const res = await upload(productId, [
      { bytes: await smallPng(), filename: 'a.png', type: 'image/png' },
      { bytes: await smallPng(), filename: 'b.png', type: 'image/png' },
    ]);
    const photos = res.json().data as { id: number; path: string }[];
    const reversed = photos.map((p) => p.id).reverse();
    const ordered = await t.inject({
      method: 'PUT',
      url: `/api/v1/admin/products/${productId}/photos/order`,
      headers: staff,
      payload: { ids: reversed },
    });
    expect(ordered.statusCode).toBe(200);
    expect(ordered.json().data.map((p: { id: number }) => p.id)).toEqual(reversed);
    // An order that leaves a photo out, or names another product's photo, is refused.
    const partial = await t.inject({
      method: 'PUT',
      url: `/api/v1/admin/products/${productId}/photos/order`,
      headers: staff,
      payload: { ids: reversed.slice(1) },
    });
    expect(partial.statusCode).toBe(422);

    const gone = photos.at(-1)!;
    const removed = await t.inject({
      method: 'DELETE',
      url: `/api/v1/admin/products/${productId}/photos/${gone.id}`,
      headers: staff,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.map((p: { id: number }) => p.id)).not.toContain(gone.id);
    expect((await t.inject({ method: 'GET', url: gone.path })).statusCode).toBe(404);
    expect(
      (
        await t.inject({
          method: 'DELETE',
          url: `/api/v1/admin/products/${productId}/photos/${gone.id}`,
          headers: staff,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.inject({ method: 'GET', url: '/api/v1/admin/products/99999999/photos', headers: staff })).statusCode,
    ).toBe(404);
  });

  it('the generated demo pictures keep being served', async () => {
    const res = await t.inject({ method: 'GET', url: `/media/products/${f.ids.nordicGrau}/1.svg` });
    expect(res.statusCode).toBe(200);
    expect(photoSrcSet(`/media/products/${f.ids.nordicGrau}/1.svg`)).toBeUndefined();
  });
});
