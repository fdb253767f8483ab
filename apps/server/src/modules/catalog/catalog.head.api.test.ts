import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { products } from '../../db/schema/catalog.ts';
import { seedCatalogFixture, type CatalogFixture } from './catalog.fixtures.ts';
import { HOME_HERO } from './catalog.head.ts';

let t: TestContext;
let f: CatalogFixture;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'wohnwerk-web-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Wohnwerk</title><meta name="description" content="Möbel"></head><body><div id="root"><!--page-preview--></div></body></html>',
  );
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js'), 'export {};');
  t = await createTestContext({ WEB_DIST: webDist });
  f = await seedCatalogFixture(t.db);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) => t.inject({ method: 'GET', url, headers });
const jsonLd = (html: string) => {
  const m = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return m ? JSON.parse(m[1]) : null;
};

describe('page heads for search engines', () => {
  it('renders the product page head: title, description, canonical and Product JSON-LD with the offer', async () => {
    const res = await page(`/product/${f.ids.lima181}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    expect(html).toContain('<title>Kleiderschrank Lima 181 cm Weiß Hochglanz | Wohnwerk</title>');
    expect(html).toContain('<meta name="description" content="Geräumiger Kleiderschrank mit Soft-Close.">');
    expect(html).toContain(`<link rel="canonical" href="http://shop.test/product/${f.ids.lima181}">`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    const ld = jsonLd(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Kleiderschrank Lima 181 cm Weiß Hochglanz',
      sku: 'WW-KS-181',
      image: ['http://shop.test/media/products/ww-ks-181-1.svg'],
      brand: { '@type': 'Brand', name: 'Möbelwerk Nord' },
      offers: { '@type': 'Offer', price: '649.99', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    });
    expect(ld.aggregateRating).toBeUndefined();
  });

  it('says BackOrder when out of stock and adds the rating once there is one', async () => {
    await t.db.update(products).set({ ratingAvg: 4.25, ratingCount: 4 }).where(eq(products.id, f.ids.lima226));
    const ld = jsonLd((await page(`/product/${f.ids.lima226}`, await t.catalogVersion())).body);
    expect(ld.offers.availability).toBe('https://schema.org/BackOrder');
    expect(ld.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 4.25, reviewCount: 4 });
  });

  it('answers an unknown or inactive product page with 404 and the title "Nicht Gefunden!"', async () => {
    for (const id of ['999999', String(f.ids.inactive), 'abc']) {
      const res = await page(`/product/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<title>Nicht Gefunden!</title>');
      expect(jsonLd(res.body)).toBeNull();
    }
  });

  it('titles the product list by category, with a canonical that keeps only the category', async () => {
    const res = await page('/products?category=sofas&order=A-Z&page=2');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Sofas &amp; Couches | Wohnwerk</title>');
    expect(res.body).toContain('<link rel="canonical" href="http://shop.test/products?category=sofas">');
    expect(res.body).toContain('<meta name="description" content="Sofas für jeden Raum.">');
  });

  it('embeds the answers a category list asks for first, under the URLs the web app builds, and paints its first cards', async () => {
    const res = await page('/products?category=Sofas&order=A-Z');
    const blocks = new Map(
      [...res.body.matchAll(/<script type="application\/json" data-initial-url="([^"]+)">(.*?)<\/script>/gs)].map(
        (m) => [m[1].replace(/&amp;/g, '&'), JSON.parse(m[2])],
      ),
    );
    expect([...blocks.keys()].sort()).toEqual(
      [
        '/api/v1/categories',
        '/api/v1/categories-filters/sofas',
        '/api/v1/categories/sofas',
        '/api/v1/products?category=sofas&order=A-Z',
      ].sort(),
    );
    // The same body as the API's own answer for that URL (paging links on the host the page was asked on).
    const api = await t.inject({ method: 'GET', url: '/api/v1/products?category=sofas&order=A-Z' });
    expect(blocks.get('/api/v1/products?category=sofas&order=A-Z')).toEqual(api.json());
    const first = (api.json() as { data: { name: string; product_image: string | null }[] }).data[0];
    if (first.product_image)
      expect(res.body).toContain(`<link rel="preload" as="image" href="${first.product_image}" fetchpriority="high">`);
    expect(res.body).toContain('class="ww-preview"');
    expect(res.body).toContain('Sofas &amp; Couches</p>');
  });

  it('embeds nothing for a list narrowed by price or brand (the app fetches it)', async () => {
    const res = await page('/products?category=sofas&min_price=100');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('data-initial-url');
    expect(res.body).not.toContain('ww-preview');
  });

  it('embeds the product detail and paints its title and photo before the app runs', async () => {
    const res = await page(`/product/${f.ids.lima181}`);
    expect(res.body).toContain(`data-initial-url="/api/v1/product/${f.ids.lima181}"`);
    expect(res.body).toContain('data-initial-url="/api/v1/categories"');
    expect(res.body).toContain('Kleiderschrank Lima 181 cm Weiß Hochglanz</p>');
    expect(res.body).toContain('<img src="/media/products/ww-ks-181-1.svg"');
  });

  it('paints the home hero before the app runs, with the texts the app shows, and embeds its first answers', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`${HOME_HERO.title}</p>`);
    expect(res.body).toContain('data-initial-url="/api/v1/categories"');
    expect(res.body).toContain('data-initial-url="/api/v1/homepage-texts"');
    expect(res.body).toContain('<title>Wohnwerk – Möbel online kaufen</title>');
    expect(res.body).toContain('<link rel="canonical" href="http://shop.test/">');
    const locale = JSON.parse(
      fs.readFileSync(path.resolve(import.meta.dirname, '../../../../web/src/locales/de/home.json'), 'utf8'),
    );
    expect(HOME_HERO).toEqual({ title: locale.hero.title, text: locale.hero.text });
  });

  it('titles a search by its text, escaped', async () => {
    const res = await page(`/products?q=${encodeURIComponent('<b>Sofa</b>')}`);
    expect(res.body).toContain('<title>Suche: &lt;b&gt;Sofa&lt;/b&gt; | Wohnwerk</title>');
    expect(res.body).not.toContain('<b>Sofa</b>');
  });

  it('serves hashed build assets cached for a year and the page itself compressed, never cached', async () => {
    const asset = await page('/assets/app-1a2b3c.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const html = await t.inject({
      method: 'GET',
      url: '/products?category=sofas',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(html.headers['content-encoding']).toBe('gzip');
    expect(html.headers['cache-control']).toBe('no-cache');
  });

  it('answers an unknown category page with 404', async () => {
    const res = await page('/products?category=gibt-es-nicht');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Nicht Gefunden!</title>');
  });
});
