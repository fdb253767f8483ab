import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { productImages, productPdfs, products } from '../../db/schema/catalog.ts';
import { seedDemo } from '../../demo/seed.ts';
import { LruCache } from './media.service.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await seedDemo(t.db, { products: 60, now: new Date('2026-03-18T10:00:00Z') });
});
afterAll(() => t.close());

const get = (url: string) => t.inject({ method: 'GET', url });

function expectSvg(res: Awaited<ReturnType<typeof get>>) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
  expect(res.headers['cache-control']).toBe('public, max-age=86400');
  expect(res.body).toMatch(
    /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="800" height="600" viewBox="0 0 800 600"/,
  );
  expect(res.body.endsWith('</svg>')).toBe(true);
  expect(Buffer.byteLength(res.body)).toBeLessThan(4096);
  expect(res.body).not.toMatch(/<script|on\w+=/i);
}

describe('product pictures', () => {
  it('draws every stored picture path of a product as a small SVG with fixed size', async () => {
    const images = await t.db.select().from(productImages).orderBy(asc(productImages.id)).limit(30);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expectSvg(await get(image.path));
  });

  it('draws lights and every view, the same picture each time', async () => {
    const [light] = await t.db.select({ id: products.id }).from(products).where(eq(products.isLight, true)).limit(1);
    for (let view = 1; view <= 5; view++) {
      const first = await get(`/media/products/${light.id}/${view}.svg`);
      expectSvg(first);
      expect((await get(`/media/products/${light.id}/${view}.svg`)).body).toBe(first.body);
    }
  });

  it('escapes the product name in the picture title', async () => {
    const [p] = await t.db.select({ id: products.id }).from(products).limit(1);
    await t.db.update(products).set({ name: 'Regal <b>"Test" & Co' }).where(eq(products.id, p.id));
    const res = await get(`/media/products/${p.id}/1.svg`);
    expect(res.body).toContain('<title>Regal &lt;b&gt;&quot;Test&quot; &amp; Co</title>');
  });

  it('answers "Nicht Gefunden!" for unknown products, views and malformed ids', async () => {
    for (const url of [
      '/media/products/999999/1.svg',
      '/media/products/1/6.svg',
      '/media/products/1/0.svg',
      '/media/products/abc/1.svg',
      '/media/products/01/1.svg',
      '/media/products/99999999999/1.svg',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Nicht Gefunden!' });
    }
  });

  it('serves the placeholder picture', async () => {
    const res = await get('/media/placeholder.svg');
    expectSvg(res);
    expect(res.body).toContain('Kein Bild vorhanden');
  });
});

describe('assembly instructions', () => {
  it('generates a 1–3 page PDF named after the product code', async () => {
    const pdfs = await t.db
      .select({ id: productPdfs.id, path: productPdfs.path, code: products.code })
      .from(productPdfs)
      .innerJoin(products, eq(products.id, productPdfs.productId))
      .orderBy(asc(productPdfs.id))
      .limit(3);
    expect(pdfs.length).toBe(3);
    const pageCounts = new Set<number>();
    for (const pdf of pdfs) {
      const res = await get(pdf.path);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`inline; filename="Montageanleitung-${pdf.code}.pdf"`);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      const bytes = res.rawPayload;
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
      const pages = (bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(pages).toBeLessThanOrEqual(3);
      pageCounts.add(pages);
      // A second request comes from the cache and is byte for byte the same.
      expect((await get(pdf.path)).rawPayload.equals(bytes)).toBe(true);
    }
    expect(pageCounts.size).toBeGreaterThan(1);
  });

  it('answers "Nicht Gefunden!" for an unknown manual', async () => {
    const res = await get('/media/assembly/999999.pdf');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Nicht Gefunden!' });
  });
});

describe('media routes', () => {
  it('declare public access', () => {
    const media = t.app.routeTable.filter((r) => r.url.startsWith('/media/'));
    expect(media.map((r) => r.url).sort()).toEqual([
      '/media/assembly/:pdfId.pdf',
      '/media/photos/:file',
      '/media/placeholder.svg',
      '/media/products/:productId/:n.svg',
    ]);
    for (const r of media) expect(r.access).toBe('public');
  });

  it('the cache keeps the most recently used entries', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
    expect(cache.size).toBe(2);
  });
});
