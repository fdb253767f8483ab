import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { products } from '../../db/schema/catalog.ts';
import { wishlistItems } from '../../db/schema/wishlist.ts';
import { seedCatalogFixture, type CatalogFixture } from './catalog.fixtures.ts';

let t: TestContext;
let f: CatalogFixture;
beforeAll(async () => {
  t = await createTestContext();
  f = await seedCatalogFixture(t.db);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.inject({ method: 'GET', url: `/api/v1${url}`, headers });
/** Follows a full link from a response, on the host it names. */
const follow = (link: string) => {
  const u = new URL(link);
  return t.inject({ method: 'GET', url: `${u.pathname}${u.search}`, headers: { host: u.host } });
};
type Item = {
  id: number;
  name: string;
  price: number;
  old_price: number | null;
  product_image: string | null;
  best_seller: boolean;
  in_wishlist: boolean;
};
const ids = (items: Item[]) => items.map((i) => i.id);

describe('categories', () => {
  it('lists every category with id, parent_id, slug and name_de', async () => {
    const res = await get('/categories');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Record<string, unknown>[];
    expect(data.map((c) => c.slug)).toEqual([
      'wohnzimmer',
      'sofas',
      'kleiderschraenke',
      'schlafzimmer',
      'couchtische',
      'betten',
      'sale',
    ]);
    expect(Object.keys(data[0]).sort()).toEqual(['id', 'name_de', 'parent_id', 'slug']);
    expect(data.find((c) => c.slug === 'sofas')).toEqual({
      id: f.categories.sofas.id,
      parent_id: f.categories.wohnzimmer.id,
      slug: 'sofas',
      name_de: 'Sofas & Couches',
    });
  });

  it('answers a category with its subcategories in data and its sanitised description beside them', async () => {
    const res = await get('/categories/wohnzimmer');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((c: { slug: string }) => c.slug)).toEqual(['sofas', 'couchtische']);
    expect(body.category).toMatchObject({
      id: f.categories.wohnzimmer.id,
      slug: 'wohnzimmer',
      name_de: 'Wohnzimmer',
      parent_id: null,
      parent: null,
    });
    expect(body.category.description_html).toContain('<h2>Wohnzimmer</h2>');
    expect(body.category.description_html).toContain('<strong>wohnen</strong>');
    expect(body.category.description_html).not.toMatch(/script|onclick|alert/);

    const sub = (await get('/categories/sofas')).json();
    expect(sub.data).toEqual([]);
    expect(sub.category.parent).toMatchObject({ slug: 'wohnzimmer' });
  });

  it('answers 404 with the German text for an unknown category', async () => {
    const res = await get('/categories/gibt-es-nicht');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Nicht Gefunden!' });
    expect((await get('/categories-filters/gibt-es-nicht')).statusCode).toBe(404);
  });

  it('answers price range and brands over a category and its subcategories', async () => {
    const res = await get('/categories-filters/wohnzimmer');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      min_price: 110.99,
      max_price: 1349.99,
      brands: [
        { id: f.brands.casa.id, name: 'Casa Forma' },
        { id: f.brands.holzkunst.id, name: 'Holzkunst' },
        { id: f.brands.moebelwerk.id, name: 'Möbelwerk Nord' },
      ],
    });
    const betten = (await get('/categories-filters/betten')).json();
    expect(betten).toEqual({
      min_price: 399.99,
      max_price: 1199.99,
      brands: [
        { id: f.brands.casa.id, name: 'Casa Forma' },
        { id: f.brands.moebelwerk.id, name: 'Möbelwerk Nord' },
      ],
    });
  });

  it('answers the filters of the sale list for the slug sale', async () => {
    const res = (await get('/categories-filters/sale')).json();
    expect(res.min_price).toBe(19.99);
    expect(res.max_price).toBe(1299.99);
    expect(res.brands).toHaveLength(3);
  });

  it('lists the brands of a category by id for the home page', async () => {
    const res = await get(`/category/${f.categories.betten.id}`);
    expect(res.json()).toEqual({
      data: [
        { id: f.brands.casa.id, name: 'Casa Forma' },
        { id: f.brands.moebelwerk.id, name: 'Möbelwerk Nord' },
      ],
    });
    expect((await get('/category/999999')).json()).toEqual({ data: [] });
    expect((await get('/category/abc')).statusCode).toBe(422);
  });
});

describe('product lists', () => {
  it('lists a category with its subcategories, 24 a page, best sellers first, then the newest', async () => {
    const res = await get('/products?category=wohnzimmer');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ current_page: 1, last_page: 2, per_page: 24, total: 27 });
    expect(body.data).toHaveLength(24);
    expect(ids(body.data).slice(0, 2)).toEqual([f.ids.lima3, f.ids.nordicGrau]);
    expect(body.data[2].id).toBe(f.ids.bergen20);
    expect(ids(body.data)).not.toContain(f.ids.inactive);
    expect(Object.keys(body.data[0]).sort()).toEqual([
      'best_seller',
      'id',
      'in_stock',
      'in_wishlist',
      'lowest_price_30_days',
      'name',
      'old_price',
      'price',
      'product_image',
    ]);
    expect(body.data[1]).toEqual({
      id: f.ids.nordicGrau,
      name: 'Ecksofa Nordic mit Schlaffunktion Grau',
      price: 1299.99,
      old_price: 1599.99,
      lowest_price_30_days: 1599.99,
      product_image: '/media/products/ww-sof-001-1.svg',
      best_seller: true,
      // Stock 4: orderable now; a card of a product with stock 0 says so before anyone opens it (decision 117).
      in_stock: true,
      in_wishlist: false,
    });
    expect(body.data.find((i: Item) => i.id === f.ids.bergen1).product_image).toBeNull();
  });

  it('gives full links that keep every filter and lead to the neighbouring pages', async () => {
    const brandIds = [f.brands.moebelwerk.id, f.brands.casa.id, f.brands.holzkunst.id];
    const first = (
      await get(
        `/products?category=wohnzimmer&brand=${brandIds.join('&brand=')}&order=Niedriger-Hoher&max_price=2000`,
        { host: 'shop.example:8080' },
      )
    ).json();
    // Links name PUBLIC_URL, whatever Host the client sent (decision 010).
    expect(first.meta.path).toBe('http://shop.test/api/v1/products');
    expect(first.links.prev).toBeNull();
    const next = new URL(first.links.next);
    expect(next.origin).toBe('http://shop.test');
    expect(next.searchParams.get('category')).toBe('wohnzimmer');
    expect(next.searchParams.getAll('brand')).toEqual(brandIds.map(String));
    expect(next.searchParams.get('order')).toBe('Niedriger-Hoher');
    expect(next.searchParams.get('max_price')).toBe('2000');
    expect(next.searchParams.get('page')).toBe('2');
    expect(new URL(first.links.last).searchParams.get('page')).toBe('2');

    const second = (await follow(first.links.next)).json();
    expect(second.meta).toMatchObject({ current_page: 2, last_page: 2, total: 27 });
    expect(second.data).toHaveLength(3);
    expect(second.links.next).toBeNull();
    const all = [...first.data, ...second.data] as Item[];
    expect(new Set(ids(all)).size).toBe(27);
    const prices = all.map((i) => i.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const back = (await follow(second.links.prev)).json();
    expect(ids(back.data)).toEqual(ids(first.data));
  });

  it('builds links on PUBLIC_URL, not on forwarded protocol and host (a client could name any host)', async () => {
    const body = (
      await get('/products?category=sofas', { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' })
    ).json();
    expect(body.links.first).toBe('http://shop.test/api/v1/products?category=sofas&page=1');
  });

  it('filters by euro prices including both ends, decimals with point or comma', async () => {
    const a = (await get('/products?category=wohnzimmer&min_price=200&max_price=249.99')).json();
    expect(a.meta.total).toBe(6);
    expect(a.data.every((i: Item) => i.price >= 200 && i.price <= 249.99)).toBe(true);
    expect(ids(a.data)).toContain(f.ids.limaTisch);
    const b = (await get('/products?category=wohnzimmer&min_price=200&max_price=249,99')).json();
    expect(ids(b.data)).toEqual(ids(a.data));
  });

  it('filters by one or several brands, repeated or comma-separated', async () => {
    const one = (await get(`/products?category=wohnzimmer&brand=${f.brands.holzkunst.id}`)).json();
    expect(one.meta.total).toBe(11);
    const repeated = (
      await get(`/products?category=wohnzimmer&brand=${f.brands.holzkunst.id}&brand=${f.brands.moebelwerk.id}`)
    ).json();
    const comma = (
      await get(`/products?category=wohnzimmer&brand=${f.brands.holzkunst.id},${f.brands.moebelwerk.id}`)
    ).json();
    expect(repeated.meta.total).toBe(14);
    expect(ids(comma.data)).toEqual(ids(repeated.data));
  });

  it('sorts by price and by name in both directions', async () => {
    const sorted = async (order: string) => {
      const res = (await get(`/products?category=sofas&order=${order}`)).json();
      return res.data as Item[];
    };
    const asc = await sorted('Niedriger-Hoher');
    expect(asc.map((i) => i.price)).toEqual([599.99, 799.99, 899.99, 1299.99, 1349.99]);
    const desc = await sorted('Hoher-Niedriger');
    expect(desc.map((i) => i.price)).toEqual([1349.99, 1299.99, 899.99, 799.99, 599.99]);
    const az = await sorted('A-Z');
    expect(az.map((i) => i.name)).toEqual([
      'Ecksofa Nordic mit Schlaffunktion Anthrazit',
      'Ecksofa Nordic mit Schlaffunktion Grau',
      'Schlafsofa Torino Beige',
      'Sofa Lima 2-Sitzer Weiß',
      'Sofa Lima 3-Sitzer Weiß',
    ]);
    const za = await sorted('Z-A');
    expect(za.map((i) => i.name)).toEqual(az.map((i) => i.name).reverse());
  });

  it('lists only a subcategory when one is chosen', async () => {
    const res = (await get('/products?category=betten')).json();
    expect(ids(res.data).sort()).toEqual([f.ids.valencia, f.ids.limaBett].sort());
  });

  it('selects the sale list with category=sale and on /sale-products', async () => {
    const viaCategory = (await get('/products?category=sale&order=Niedriger-Hoher')).json();
    const viaRoute = (await get('/sale-products?order=Niedriger-Hoher')).json();
    expect(viaCategory.meta.total).toBe(9);
    expect(viaCategory.data.every((i: Item) => i.old_price !== null && i.old_price > i.price)).toBe(true);
    expect(ids(viaRoute.data)).toEqual(ids(viaCategory.data));
    const filtered = (await get(`/sale-products?brand=${f.brands.casa.id}&min_price=1000`)).json();
    expect(ids(filtered.data).sort()).toEqual([f.ids.nordicGrau, f.ids.valencia].sort());
    expect(new URL(filtered.links.first).pathname).toBe('/api/v1/sale-products');
  });

  it('lists every active product without a category', async () => {
    const res = (await get('/products')).json();
    expect(res.meta.total).toBe(35);
  });

  it('marks wishlist items for a signed-in customer on /aproducts and refuses guests there', async () => {
    const u = await t.user('customer');
    await t.db.insert(wishlistItems).values({ userId: u.id, productId: f.ids.torino });
    const res = (await get('/aproducts?category=sofas', u.auth)).json();
    const torino = res.data.find((i: Item) => i.id === f.ids.torino);
    expect(torino.in_wishlist).toBe(true);
    expect(res.data.filter((i: Item) => i.in_wishlist)).toHaveLength(1);
    const guest = await get('/aproducts?category=sofas');
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: 'Nicht authentifiziert' });
  });

  it('answers an unknown category with an empty page', async () => {
    const res = await get('/products?category=gibt-es-nicht');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: [],
      meta: { total: 0, last_page: 1, current_page: 1 },
      links: { next: null, prev: null },
    });
  });
});

describe('bad list queries answer a German 422 or an empty page, never a 500', () => {
  const field = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe('Die eingegebenen Daten sind ungültig.');
    return body.errors as Record<string, string[]>;
  };

  it('refuses negative and malformed prices', async () => {
    expect((await field('/products?min_price=-5')).min_price[0]).toMatch(/^Der Mindestpreis muss ein Betrag in Euro/);
    expect((await field('/products?max_price=abc')).max_price[0]).toMatch(/^Der Höchstpreis muss ein Betrag in Euro/);
    expect((await field('/products?min_price=1e5')).min_price).toBeDefined();
    expect((await field('/products?min_price=99999999')).min_price).toBeDefined();
  });

  it('refuses a minimum above the maximum', async () => {
    expect((await field('/products?min_price=500&max_price=100')).max_price).toEqual([
      'Der Höchstpreis darf nicht kleiner als der Mindestpreis sein.',
    ]);
  });

  it('refuses an unknown order', async () => {
    expect((await field('/products?order=billig')).order).toEqual([
      'Unbekannte Sortierung. Erlaubt sind: Niedriger-Hoher, Hoher-Niedriger, A-Z, Z-A.',
    ]);
  });

  it('refuses non-numeric brands', async () => {
    expect((await field('/products?brand=abc')).brand).toEqual([
      'Die Marke muss als Zahl (Marken-ID) angegeben werden.',
    ]);
    expect((await field('/products?brand=1&brand=x')).brand).toBeDefined();
    expect((await field('/products?brand=1,-2')).brand).toBeDefined();
  });

  it('refuses pages below 1 and non-numbers, and answers an empty page far beyond the end', async () => {
    expect((await field('/products?page=0')).page).toEqual(['Die Seite muss eine ganze Zahl ab 1 sein.']);
    expect((await field('/products?page=abc')).page).toBeDefined();
    expect((await field('/products?page=1.5')).page).toBeDefined();
    expect((await field('/products?page=99999999999')).page).toBeDefined();
    const far = await get('/products?category=wohnzimmer&page=1000000000');
    expect(far.statusCode).toBe(200);
    expect(far.json()).toMatchObject({
      data: [],
      meta: { current_page: 1000000000, last_page: 2, total: 27 },
      links: { next: null },
    });
    expect(new URL(far.json().links.prev).searchParams.get('page')).toBe('2');
  });

  it('refuses a 5 kB search text and a malformed category', async () => {
    expect((await field(`/products?q=${'a'.repeat(5000)}`)).q).toEqual([
      'Der Suchbegriff darf höchstens 200 Zeichen lang sein.',
    ]);
    expect((await field(`/search?q=${encodeURIComponent('sofa '.repeat(1000))}`)).q).toBeDefined();
    expect((await field('/products?category=%3Cscript%3E')).category).toEqual(['Die Kategorie ist ungültig.']);
  });

  it('never fails with a server error on odd values', async () => {
    const odd = [
      '/products?category=sale&page=2',
      '/products?min_price=&max_price=&brand=&order=&page=',
      '/products?q=%27%3B%20drop%20table%20products%3B--',
      '/products?q=sofa%20%26%20%7C%20!%20%3A*%20(%27',
      '/products?brand=1&brand=1&brand=1',
      '/products?category=SOFAS',
      '/products?min_price=0&max_price=0',
      '/products?category[]=x',
      '/products?order[]=A-Z',
      '/products?q=%00',
      '/search?q=%F0%9F%9B%8B',
    ];
    for (const url of odd) {
      const res = await get(url);
      expect({ url, ok: res.statusCode < 500 }).toEqual({ url, ok: true });
    }
  });
});

describe('product detail', () => {
  it('answers the whole detail shape with shop, category, images, PDFs, attributes and delivery', async () => {
    const res = await get(`/product/${f.ids.lima181}`);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ id: f.ids.lima181, price: 649.99, old_price: 799.99, in_wishlist: false });
    expect(d.product_shop).toMatchObject({
      id: f.ids.lima181,
      name: 'Kleiderschrank Lima 181 cm Weiß Hochglanz',
      shop_name: 'Wohnwerk',
      shop_id: f.shops.wohnwerk.id,
      warehouse_id: 1,
      vendor_id: 1,
    });
    const p = d.product_shop.product;
    expect(p).toMatchObject({
      id: f.ids.lima181,
      code: 'WW-KS-181',
      delivery_weeks: '10-12',
      stock: 5,
      product_image: '/media/products/ww-ks-181-1.svg',
      skus: [{ code: 'WW-KS-181', delivery_time: '1-2 Wochen' }],
      rating: { average: 0, count: 0 },
      brand: { id: f.brands.moebelwerk.id, name: 'Möbelwerk Nord' },
      series: { name: 'Lima', front_color: 'Weiß Hochglanz', body_color: 'Eiche Sonoma' },
    });
    expect(p.category).toEqual({
      id: f.categories.kleiderschraenke.id,
      parent_id: f.categories.schlafzimmer.id,
      slug: 'kleiderschraenke',
      name_de: 'Kleiderschränke',
      parent: { id: f.categories.schlafzimmer.id, parent_id: null, slug: 'schlafzimmer', name_de: 'Schlafzimmer' },
    });
    expect(p.images).toEqual([
      { path: '/media/products/ww-ks-181-1.svg', width: 800, height: 600 },
      { path: '/media/products/ww-ks-181-2.svg', width: 800, height: 600 },
    ]);
    expect(p.pdf_file.map((x: { name: string }) => x.name)).toEqual(['Montageanleitung', 'Pflegehinweise']);
    expect(p.pdf_file[0]).toEqual({
      id: expect.any(Number),
      name: 'Montageanleitung',
      path: '/media/pdfs/ww-ks-181-montage.pdf',
    });
    expect(p.attributes.ausstatung).toEqual(['Soft-Close Scharniere', 'Metallgriffe']);
    expect(p.attributes.beschreibung.find((g: { name: string }) => g.name === 'Farbe').items).toEqual([
      { label: 'Front', value: 'Weiß Hochglanz' },
      { label: 'Korpus', value: 'Weiß Hochglanz' },
    ]);
    expect(
      p.attributes.beschreibung.find((g: { name: string }) => g.name === 'Lieferinformation').items[0].value,
    ).toEqual(['Kleiderschrank', 'Montageanleitung']);
  });

  it('tells the delivery weeks when the product is out of stock', async () => {
    const p = (await get(`/product/${f.ids.lima226}`)).json().data.product_shop.product;
    expect(p.skus).toEqual([{ code: 'WW-KS-226', delivery_time: '4-6 Wochen' }]);
  });

  it('lists the rest of the series with the LED lighting last, and the lights of the product', async () => {
    const p = (await get(`/product/${f.ids.lima181}`)).json().data.product_shop.product;
    const series = p.serie_products as {
      id: number;
      name: string;
      productName: string;
      is_light: boolean;
      price: number;
      image: string | null;
    }[];
    expect(series.map((s) => s.id)).not.toContain(f.ids.lima181);
    expect(series.map((s) => s.id)).not.toContain(f.ids.inactive);
    expect(series).toHaveLength(9);
    expect(
      series
        .slice(-2)
        .map((s) => s.id)
        .sort(),
    ).toEqual([f.ids.led2, f.ids.ledUnter].sort());
    expect(series.slice(0, -2).every((s) => !s.is_light)).toBe(true);
    expect(series.find((s) => s.id === f.ids.lima3)).toMatchObject({
      name: 'Sofa Lima 3-Sitzer Weiß',
      productName: 'Sofa Lima 3-Sitzer Weiß',
      price: 799.99,
      old_price: null,
      image: '/media/products/ww-sof-003-1.svg',
    });
    expect(p.lightning).toEqual([
      {
        id: f.ids.led2,
        code: 'WW-LED-001',
        name: 'LED-Beleuchtung 2er Set',
        image: '/media/products/ww-led-001-1.svg',
        price: 29.99,
        sale_price: 29.99,
      },
      {
        id: f.ids.ledUnter,
        code: 'WW-LED-002',
        name: 'LED-Unterbauleuchte Lima',
        image: '/media/products/ww-led-002-1.svg',
        price: 24.99,
        sale_price: 19.99,
      },
    ]);
    const lights = (await get(`/getLightId/${f.ids.lima181}`)).json();
    expect(lights.data[0].id).toBe(f.ids.led2);
    expect((await get(`/getLightId/${f.ids.arco}`)).json()).toEqual({ data: [] });
  });

  it('offers colour swatches, sizes of the same colour and the other versions of the variant group', async () => {
    const v = (await get(`/product/${f.ids.lima181}`)).json().data.variants;
    expect(v.farbe).toEqual([
      {
        variant_id: f.ids.lima181,
        farbe_image: '/media/products/ww-ks-181-1.svg',
        farbe_title: 'Weiß Hochglanz',
        selected: true,
      },
      {
        variant_id: f.ids.lima181Eiche,
        farbe_image: '/media/products/ww-ks-181e-1.svg',
        farbe_title: 'Eiche Sonoma',
        selected: false,
      },
    ]);
    expect(v.dimensions).toEqual([
      { variant_id: f.ids.lima136, dimensions: '136', selected: false },
      { variant_id: f.ids.lima181, dimensions: '181', selected: true },
      { variant_id: f.ids.lima226, dimensions: '226', selected: false },
    ]);
    expect(v.variants.map((x: { id: number }) => x.id)).toEqual([f.ids.lima136, f.ids.lima226, f.ids.lima181Eiche]);
    expect(v.variants[0]).toEqual({
      id: f.ids.lima136,
      name: 'Kleiderschrank Lima 136 cm Weiß Hochglanz',
      product_image: '/media/products/ww-ks-136-1.svg',
    });

    // From the oak wardrobe, the white swatch leads to the white one of the same size.
    const eiche = (await get(`/product/${f.ids.lima181Eiche}`)).json().data.variants;
    expect(eiche.farbe.find((x: { selected: boolean }) => !x.selected).variant_id).toBe(f.ids.lima181);
    expect(eiche.dimensions).toEqual([{ variant_id: f.ids.lima181Eiche, dimensions: '181', selected: true }]);

    const single = (await get(`/product/${f.ids.arco}`)).json().data.variants;
    expect(single).toEqual({ farbe: [], dimensions: [], variants: [] });
  });

  it('answers an unknown, inactive or malformed id with the plain text "Nicht Gefunden!"', async () => {
    for (const id of ['999999', String(f.ids.inactive), 'abc', '-1', '0', '1.5', '99999999999', '%27%20or%201%3D1']) {
      for (const path of ['/product/', '/similar-products/']) {
        const res = await get(`${path}${id}`);
        expect({ id, path, status: res.statusCode, body: res.body }).toEqual({
          id,
          path,
          status: 404,
          body: 'Nicht Gefunden!',
        });
        expect(res.headers['content-type']).toMatch(/^text\/plain/);
      }
    }
  });

  it('fills in_wishlist on /aproduct for the signed-in customer and refuses guests there', async () => {
    const u = await t.user('customer');
    await t.db.insert(wishlistItems).values({ userId: u.id, productId: f.ids.lima181 });
    const res = await get(`/aproduct/${f.ids.lima181}`, u.auth);
    expect(res.json().data.in_wishlist).toBe(true);
    expect((await get(`/aproduct/${f.ids.lima136}`, u.auth)).json().data.in_wishlist).toBe(false);
    expect((await get(`/aproduct/${f.ids.lima181}`)).statusCode).toBe(401);
    const unknown = await get('/aproduct/999999', u.auth);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe('Nicht Gefunden!');
  });

  it('reports the stored rating average and count', async () => {
    await t.db.update(products).set({ ratingAvg: 4.5, ratingCount: 2 }).where(eq(products.id, f.ids.valencia));
    const p = (await get(`/product/${f.ids.valencia}`, await t.catalogVersion())).json().data.product_shop.product;
    expect(p.rating).toEqual({ average: 4.5, count: 2 });
  });
});

describe('similar products', () => {
  it('answers products of the same category nearest in price, never the product itself', async () => {
    const res = await get(`/similar-products/${f.ids.bergen10}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Item[];
    expect(data).toHaveLength(12);
    expect(ids(data)).not.toContain(f.ids.bergen10);
    const distance = data.map((i) => Math.round(Math.abs(i.price - 200.99) * 100));
    expect(distance).toEqual([...distance].sort((a, b) => a - b));
    expect(data[0].id).toBe(f.ids.arco);
    expect(Object.keys(data[0]).sort()).toEqual([
      'best_seller',
      'id',
      'in_stock',
      'in_wishlist',
      'lowest_price_30_days',
      'name',
      'old_price',
      'price',
      'product_image',
    ]);
  });

  it('leaves out the variants of the product and the lighting accessories', async () => {
    const data = (await get(`/similar-products/${f.ids.nordicGrau}`)).json().data as Item[];
    expect(ids(data)).not.toContain(f.ids.nordicAnthrazit);
    expect(ids(data).sort()).toEqual([f.ids.lima3, f.ids.lima2, f.ids.torino].sort());
    const wardrobe = (await get(`/similar-products/${f.ids.lima181}`)).json().data as Item[];
    expect(wardrobe).toEqual([]);
  });

  it('marks wishlist items on /asimilar-products', async () => {
    const u = await t.user('customer');
    await t.db.insert(wishlistItems).values({ userId: u.id, productId: f.ids.torino });
    const data = (await get(`/asimilar-products/${f.ids.nordicGrau}`, u.auth)).json().data as Item[];
    expect(data.find((i) => i.id === f.ids.torino)!.in_wishlist).toBe(true);
    expect((await get(`/asimilar-products/${f.ids.nordicGrau}`)).statusCode).toBe(401);
  });
});

describe('shops and content', () => {
  it('lists the shops with their number of active products', async () => {
    const res = (await get('/shops')).json();
    expect(res.data).toEqual([
      {
        id: f.shops.direkt.id,
        name: 'Möbel Direkt',
        slug: 'moebel-direkt',
        description: 'Direkt vom Hersteller.',
        city: 'Hamburg',
        product_count: 21,
      },
      {
        id: f.shops.wohnwerk.id,
        name: 'Wohnwerk',
        slug: 'wohnwerk',
        description: 'Der Hausshop.',
        city: 'Leipzig',
        product_count: 14,
      },
    ]);
  });

  it('answers the home page texts as {data: [{name, description}]}, sanitised', async () => {
    const res = (await get('/homepage-texts')).json();
    expect(res.data.map((x: { name: string }) => x.name)).toEqual(['Icons_Transport', 'Description_Main']);
    expect(Object.keys(res.data[0]).sort()).toEqual(['description', 'name']);
    expect(res.data[0].description).toContain('Kostenloser Versand');
    expect(res.data[0].description).not.toMatch(/onerror|alert/);
  });

  it('lists content pages and finds one by slug, sanitised', async () => {
    const list = (await get('/pages')).json();
    expect(list.data.map((p: { slug: string }) => p.slug)).toEqual(['agb', 'impressum']);
    expect(Object.keys(list.data[0]).sort()).toEqual(['content_html', 'id', 'name', 'slug', 'title']);
    expect(list.data[0].content_html).not.toMatch(/javascript:/);
    const one = await get('/pages/impressum');
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ slug: 'impressum', title: 'Impressum' });
    expect(one.json().data.content_html).toContain('<p>Wohnwerk GmbH</p>');
    expect(one.json().data.content_html).not.toMatch(/script|steal/);
    const missing = await get('/pages/gibt-es-nicht');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Nicht Gefunden!' });
  });
});
