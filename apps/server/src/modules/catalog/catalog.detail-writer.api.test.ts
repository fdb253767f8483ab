import { colourTitle } from './product-variants.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { CategoryDto, LightDto, ProductDetail, SeriesProductDto } from '@wohnwerk/contract/catalog';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import {
  brands,
  categories,
  productImages,
  productLights,
  productPdfs,
  products,
  series,
  shops,
  type ProductAttributes,
} from '../../db/schema/catalog.ts';
import { wishlistItems } from '../../db/schema/wishlist.ts';
import { centsToEuro, centsToEuroOrNull } from '../../lib/money.ts';
import { jsonText } from '../../lib/json-writer.ts';
import { seedCatalogFixture, type CatalogFixture } from './catalog.fixtures.ts';
import type { ProductPageRow, RelatedRow } from './catalog.queries.ts';
import { seriesCardJson, writeProductDetail } from './catalog.detail-writer.ts';
import { listCardJson } from './catalog.list-writer.ts';
import { pageAttributesJson } from './read-model/catalog-loader.ts';
import type { CatalogRefs, ProductRecord } from './read-model/product-record.ts';
import { productPageRow } from '../../test/catalog-rows.ts';
import { CatalogSnapshot } from './read-model/catalog-snapshot.ts';
import { rows } from '../../db/raw.ts';

/**
 * The product page writer writes byte for byte what the object builder it replaced gave to
 * JSON.stringify. That builder is kept below as the reference, over snapshot.productPage (whose
 * rows the read-model tests hold equal to the SQL statement before it).
 */

// ---------------------------------------------------------------------------------------
// The replaced builder (CatalogService.detail and variantsOf before the writer)
// ---------------------------------------------------------------------------------------

const colourKey = (r: { color_front: string | null; color_body: string | null }) =>
  `${r.color_front ?? ''}|${r.color_body ?? ''}`;
const sizeOrder = new Intl.Collator('de', { numeric: true });
const deliveryTime = (stock: number, weeks: string) => `${stock > 0 ? '1-2' : weeks} Wochen`;

function referenceDetail(p: ProductPageRow, inWishlist: boolean): ProductDetail {
  const images = p.images;
  const category: CategoryDto = {
    id: p.category_id,
    parent_id: p.category_parent_id,
    slug: p.category_slug,
    name_de: p.category_name,
  };
  const parent: CategoryDto | null =
    p.category_parent_id && p.parent_slug
      ? { id: p.category_parent_id, parent_id: p.parent_parent_id, slug: p.parent_slug, name_de: p.parent_name ?? '' }
      : null;
  const attributes = p.attributes ?? { beschreibung: [], ausstatung: [] };
  return {
    price: centsToEuro(p.price_cents),
    old_price: centsToEuroOrNull(p.old_price_cents),
    lowest_price_30_days: centsToEuroOrNull(p.old_price_cents),
    id: p.id,
    product_shop: {
      id: p.id,
      name: p.name,
      shop_name: p.shop_name,
      shop_slug: p.shop_slug,
      shop_id: p.shop_id,
      warehouse_id: p.warehouse_id,
      vendor_id: p.vendor_id,
      product: {
        id: p.id,
        code: p.code,
        name: p.name,
        description: p.description,
        category: { ...category, parent },
        brand: p.brand_id ? { id: p.brand_id, name: p.brand_name ?? '' } : null,
        series:
          p.series_id && p.series_name
            ? { id: p.series_id, name: p.series_name, front_color: p.front_color ?? '', body_color: p.body_color ?? '' }
            : null,
        delivery_weeks: p.delivery_weeks,
        images,
        product_image: images[0]?.path ?? null,
        stock: p.stock,
        tax: p.tax_rate,
        is_light: p.is_light,
        skus: [{ code: p.code, delivery_time: deliveryTime(p.stock, p.delivery_weeks) }],
        pdf_file: p.pdfs,
        attributes: { beschreibung: attributes.beschreibung ?? [], ausstatung: attributes.ausstatung ?? [] },
        serie_products: p.series_products.map(
          (s): SeriesProductDto => ({
            id: s.id,
            name: s.name,
            image: s.image,
            price: centsToEuro(s.price_cents),
            old_price: centsToEuroOrNull(s.old_price_cents),
            productName: s.name,
            is_light: s.is_light,
          }),
        ),
        lightning: p.lights.map(
          (l): LightDto => ({
            id: l.id,
            code: l.code,
            name: l.name,
            image: l.image,
            price: centsToEuro(
              l.old_price_cents && l.old_price_cents > l.price_cents ? l.old_price_cents : l.price_cents,
            ),
            sale_price: centsToEuro(l.price_cents),
          }),
        ),
        rating: { average: p.rating_count > 0 ? Number(p.rating_avg ?? 0) : 0, count: p.rating_count },
      },
    },
    variants: referenceVariants(p, p.variant_group_products),
    in_wishlist: inWishlist,
  };
}

function referenceVariants(p: ProductPageRow, group: RelatedRow[]): ProductDetail['variants'] {
  const others = group.filter((g) => g.id !== p.id);
  if (!others.length) return { farbe: [], dimensions: [], variants: [] };
  const self: RelatedRow = group.find((g) => g.id === p.id) ?? {
    id: p.id,
    name: p.name,
    code: p.code,
    price_cents: p.price_cents,
    old_price_cents: p.old_price_cents,
    is_light: p.is_light,
    image: null,
    color_front: p.color_front,
    color_body: p.color_body,
    dimensions: p.dimensions,
  };
  const members = [self, ...others];
  const ownColour = colourKey(self);
  const farbe: ProductDetail['variants']['farbe'] = [];
  if (members.some((m) => m.color_front || m.color_body)) {
    const colours = [...new Set(members.filter((m) => m.color_front || m.color_body).map(colourKey))];
    for (const key of colours) {
      const candidates = members.filter((m) => colourKey(m) === key);
      const pick =
        key === ownColour ? self : (candidates.find((m) => m.dimensions === self.dimensions) ?? candidates[0]);
      farbe.push({
        variant_id: pick.id,
        farbe_image: pick.image,
        farbe_title: colourTitle(pick.color_front, pick.color_body),
        selected: key === ownColour,
      });
    }
  }
  const dimensions: ProductDetail['variants']['dimensions'] = [];
  const sameColour = members.filter((m) => colourKey(m) === ownColour && m.dimensions);
  const sizes = [...new Set(sameColour.map((m) => m.dimensions!))].sort(sizeOrder.compare);
  for (const size of sizes) {
    const pick = size === self.dimensions ? self : sameColour.find((m) => m.dimensions === size)!;
    dimensions.push({ variant_id: pick.id, dimensions: size, selected: size === self.dimensions });
  }
  return { farbe, dimensions, variants: others.map((o) => ({ id: o.id, name: o.name, product_image: o.image })) };
}

/** What the replaced code answered for a product of this snapshot (the attributes as the jsonb column gave them, when given). */
function expectedBody(
  snapshot: CatalogSnapshot,
  id: number,
  inWishlist: boolean,
  attributes?: ProductAttributes | null,
): string | null {
  const page = productPageRow(snapshot, id);
  if (!page) return null;
  // The writer writes characters above U+00FF as \uXXXX (lib/json-writer.ts, jsonText): the same JSON value.
  return jsonText({ data: referenceDetail(attributes === undefined ? page : { ...page, attributes }, inWishlist) });
}

/** Characters a JSON writer must escape or keep: quotes, backslash, controls, separators, non-Latin-1, a script end tag. */
const TRICKY =
  'Sofa "Lima" \\ C:\\pfad\t\n\r\b\f\u0001\u001f\u007f \u2028\u2029 </script><script>alert(1)</script> Ärger ß € 😀 ™ \u00a0';

// ---------------------------------------------------------------------------------------
// A synthetic snapshot: every odd case, no database
// ---------------------------------------------------------------------------------------

describe('the product page writer over a synthetic snapshot', () => {
  /** A record as catalog-loader.ts makes one (JSON texts compact, attributes normalised). */
  const record = (
    over: Partial<ProductRecord> & {
      id: number;
      description?: string;
      images?: { path: string; width: number; height: number }[];
      pdfs?: { id: number; name: string; path: string }[];
      attributes?: string;
    },
  ): ProductRecord => {
    const {
      images = [],
      pdfs = [],
      attributes = '{"beschreibung": [], "ausstatung": []}',
      description = `Beschreibung ${over.id}`,
      ...rest
    } = over;
    const name = rest.name ?? `Produkt ${over.id}`;
    const made: ProductRecord = {
      code: `P-${over.id}`,
      categoryId: 3,
      brandId: 1,
      shopId: 1,
      seriesId: null,
      priceCents: 19999,
      oldPriceCents: null,
      taxRate: 19,
      stock: 0,
      deliveryWeeks: '2-3',
      bestSeller: false,
      isLight: false,
      variantGroup: null,
      colorFront: null,
      colorBody: null,
      dimensions: null,
      ratingAvg: null,
      ratingCount: 0,
      lightIds: [],
      lexemes: '',
      nameLexemes: '',
      ...rest,
      name,
      image: images[0]?.path ?? null,
      nameJson: jsonText(name),
      imageJson: jsonText(images[0]?.path ?? null),
      texts: {
        imagesJson: jsonText(images),
        pdfsJson: jsonText(pdfs),
        descriptionJson: jsonText(description),
        attributesJson: pageAttributesJson(attributes),
      },
      seriesCardJson: '',
      listCardJson: '',
    };
    made.seriesCardJson = seriesCardJson(made);
    made.listCardJson = listCardJson(made);
    return made;
  };
  const refs: CatalogRefs = {
    categories: [
      { id: 1, parentId: null, slug: 'wohnen', nameDe: 'Wohnen' },
      { id: 2, parentId: 1, slug: 'sofas', nameDe: `Sofas ${TRICKY}` },
      { id: 3, parentId: 2, slug: 'ecksofas', nameDe: 'Ecksofas' },
      { id: 4, parentId: 99, slug: 'waise', nameDe: 'Eltern unbekannt' },
      { id: 5, parentId: 1, slug: 'leer', nameDe: '' },
      { id: 6, parentId: 7, slug: 'unter-leer', nameDe: 'Unter einem leeren Slug' },
      { id: 7, parentId: null, slug: '', nameDe: 'Ohne Slug' },
    ],
    brands: new Map([
      [1, 'Möbelwerk Nord'],
      [2, TRICKY],
    ]),
    shops: new Map([
      [1, { id: 1, name: 'Wohnwerk', slug: 'wohnwerk', warehouseId: 1, vendorId: 1 }],
      [2, { id: 2, name: TRICKY, slug: 'x"y', warehouseId: 7, vendorId: 3 }],
    ]),
    series: new Map([
      [1, { id: 1, name: 'Lima', frontColor: 'Weiß Hochglanz', bodyColor: 'Eiche Sonoma' }],
      [2, { id: 2, name: TRICKY, frontColor: '', bodyColor: TRICKY }],
      [3, { id: 3, name: '', frontColor: 'a', bodyColor: 'b' }],
    ]),
    words: [],
  };
  const image = (id: number, k: number) => ({ path: `/media/products/${id}-${k}.svg`, width: 800, height: 600 });
  const recs: ProductRecord[] = [
    // Every string tricky, two images, PDFs, a parent category, a brand with a tricky name.
    record({
      id: 1,
      name: TRICKY,
      code: `C-${TRICKY}`,
      description: `<p>${TRICKY}</p>`,
      deliveryWeeks: `4-6 ${TRICKY}`,
      categoryId: 2,
      brandId: 2,
      shopId: 2,
      seriesId: 2,
      images: [{ path: `/media/${TRICKY}.svg`, width: 1, height: 2 }, image(1, 2)],
      pdfs: [{ id: 5, name: TRICKY, path: '/media/a.pdf' }],
      attributes: JSON.stringify({
        ausstatung: [TRICKY],
        beschreibung: [
          {
            name: TRICKY,
            items: [
              { label: 'Front', value: TRICKY },
              { label: 'Liste', value: ['a', TRICKY] },
            ],
          },
        ],
      }),
      ratingAvg: 4.33,
      ratingCount: 3,
      stock: 2,
      priceCents: 1,
      oldPriceCents: 10,
    }),
    // No brand, no series, no images, no PDFs, rating count 0 with an average, a top category.
    record({ id: 2, brandId: null, categoryId: 1, ratingAvg: 5, ratingCount: 0, priceCents: 0, oldPriceCents: 100 }),
    // Unknown brand, unknown series, an unknown parent category, a rating without an average.
    record({ id: 3, brandId: 77, seriesId: 77, categoryId: 4, ratingAvg: null, ratingCount: 2, priceCents: 123456789 }),
    // A series named '' (left out like an unknown one), a category under a parent without slug.
    record({ id: 4, seriesId: 3, categoryId: 6, priceCents: 99 }),
    // A category named '' under a top category.
    record({ id: 5, categoryId: 5, attributes: 'null' }),
    // Attributes as odd rows may hold them: missing lists, nulls, extra keys, jsonb key order and spaces.
    record({ id: 6, attributes: '{}' }),
    record({ id: 7, attributes: '{"ausstatung": ["x"], "extra": 1}' }),
    record({ id: 8, attributes: '{"beschreibung": null, "ausstatung": null}' }),
    record({
      id: 9,
      attributes:
        '{"ausstatung": [], "beschreibung": [{"name": "Maße", "items": [{"label": "Breite", "value": "1.50"}]}]}',
    }),
    // An unknown shop: no page.
    record({ id: 10, shopId: 99 }),
  ];
  // Series 1: 70 members (a page lists 60), lights last; a product with 25 lights, two unknown.
  for (let i = 0; i < 70; i++) {
    recs.push(
      record({
        id: 100 + i,
        name: i % 7 ? `Lima ${String(i).padStart(2, '0')}` : `lima ${TRICKY}`,
        seriesId: 1,
        isLight: i % 9 === 0,
        priceCents: 1000 + i * 37,
        oldPriceCents: i % 4 ? null : 900 + i * 50,
        images: i % 3 ? [image(100 + i, 1)] : [],
      }),
    );
  }
  recs.push(
    record({ id: 200, seriesId: 1, lightIds: [...Array.from({ length: 25 }, (_, i) => 100 + i * 2), 9999, 10] }),
  );
  // A variant group in colours and sizes, one without colour, one with the same colour twice.
  const wardrobe = (
    id: number,
    front: string | null,
    body: string | null,
    dimensions: string | null,
    withImage = true,
  ) =>
    record({
      id,
      variantGroup: 'schrank',
      colorFront: front,
      colorBody: body,
      dimensions,
      images: withImage ? [image(id, 1)] : [],
      name: `Schrank ${id} ${TRICKY}`,
    });
  recs.push(
    wardrobe(300, 'Weiß', 'Weiß', '181'),
    wardrobe(301, 'Weiß', 'Weiß', '136'),
    wardrobe(302, 'Weiß', 'Weiß', '226', false),
    wardrobe(303, 'Eiche', 'Eiche', '181'),
    wardrobe(304, 'Eiche', 'Eiche', '80x200'),
    wardrobe(305, 'Weiß', 'Eiche', null),
    wardrobe(306, null, null, '181'),
    wardrobe(307, TRICKY, null, `${TRICKY}`),
    wardrobe(308, null, 'Grau', '140x200'),
  );
  // A group without colours; a group of one.
  recs.push(
    record({ id: 400, variantGroup: 'ohne-farbe', dimensions: '90x200' }),
    record({ id: 401, variantGroup: 'ohne-farbe', dimensions: '180x200' }),
    record({ id: 402, variantGroup: 'ohne-farbe', dimensions: null }),
    record({ id: 410, variantGroup: 'allein', colorFront: 'Rot' }),
  );
  // A group of 105: the page lists the first 100, so the last products are not among them.
  for (let i = 0; i < 105; i++)
    recs.push(
      record({
        id: 500 + i,
        variantGroup: 'gross',
        colorFront: i % 2 ? 'Rot' : 'Blau',
        dimensions: `${100 + (i % 5) * 20}`,
        images: [image(500 + i, 1)],
      }),
    );

  const snapshot = CatalogSnapshot.of(recs, refs);

  it('writes for every product exactly what JSON.stringify of the replaced builder wrote, guest and wishlist', () => {
    for (const r of recs) {
      for (const inWishlist of [false, true]) {
        const parts = snapshot.productParts(r.id);
        const written = parts ? writeProductDetail(parts, inWishlist, parts.product.texts!) : null;
        expect(written, `product ${r.id}`).toBe(expectedBody(snapshot, r.id, inWishlist));
      }
    }
    expect(snapshot.productParts(10)).toBeNull();
    expect(snapshot.productParts(12345)).toBeNull();
  });

  it('covers the cases it is meant to: escapes, cut lists, odd references', () => {
    const body = (id: number) =>
      JSON.parse(writeProductDetail(snapshot.productParts(id)!, false, snapshot.productParts(id)!.product.texts!))
        .data as ProductDetail;
    const tricky = body(1);
    expect(tricky.product_shop.product.name).toBe(TRICKY);
    expect(tricky.product_shop.product.category.name_de).toBe(`Sofas ${TRICKY}`);
    expect(body(2).product_shop.product).toMatchObject({
      brand: null,
      series: null,
      images: [],
      product_image: null,
      pdf_file: [],
      rating: { average: 0, count: 0 },
    });
    expect(body(3).product_shop.product).toMatchObject({
      brand: { id: 77, name: '' },
      series: null,
      rating: { average: 0, count: 2 },
    });
    expect(body(3).product_shop.product.category.parent).toBeNull();
    expect(body(6).product_shop.product.attributes).toEqual({ beschreibung: [], ausstatung: [] });
    expect(body(7).product_shop.product.attributes).toEqual({ beschreibung: [], ausstatung: ['x'] });
    expect(body(200).product_shop.product.serie_products).toHaveLength(60);
    expect(body(200).product_shop.product.lightning).toHaveLength(20);
    expect(body(300).variants.farbe.length).toBeGreaterThan(2);
    expect(body(300).variants.dimensions.map((d) => d.dimensions)).toEqual(['136', '181', '226']);
    // Beyond the first 100 of its group, a product's own swatch has no image.
    expect(body(604).variants.farbe.find((f) => f.selected)).toMatchObject({ variant_id: 604, farbe_image: null });
  });

  it('normalises attributes as the replaced builder read them (both lists, never null)', () => {
    for (const text of [
      'null',
      '{}',
      '[]',
      '5',
      '"x"',
      '{"ausstatung": ["x"]}',
      '{"beschreibung": null}',
      '{"b": 1, "beschreibung": [{"name": "n", "items": []}], "ausstatung": ["y"]}',
    ]) {
      const old = (JSON.parse(text) as ProductAttributes | null) ?? { beschreibung: [], ausstatung: [] };
      expect(pageAttributesJson(text), text).toBe(
        jsonText({ beschreibung: old.beschreibung ?? [], ausstatung: old.ausstatung ?? [] }),
      );
    }
  });
});

// ---------------------------------------------------------------------------------------
// The API over the test catalogue (and products with tricky texts), through the loader
// ---------------------------------------------------------------------------------------

describe('GET /product/:id and /aproduct/:id', () => {
  let t: TestContext;
  let f: CatalogFixture;
  const extra: number[] = [];

  beforeAll(async () => {
    t = await createTestContext();
    f = await seedCatalogFixture(t.db);
    // PostgreSQL text holds neither NUL nor lone surrogates: the rest of the tricky characters.
    const text = TRICKY.replace('\u0001', '\u0002');
    // For the short columns (varchar 80).
    const short = 'Eck "A" \\ \t\n\u0002 \u2028 </script> Ä ß € 😀';
    const [top] = await t.db
      .insert(categories)
      .values({ slug: 'extra', nameDe: short, parentId: null, sortOrder: 20 })
      .returning({ id: categories.id });
    const [brand] = await t.db.insert(brands).values({ name: short, slug: 'tricky' }).returning({ id: brands.id });
    const [shop] = await t.db
      .insert(shops)
      .values({ name: short, slug: 'tricky', warehouseId: 4, vendorId: 5 })
      .returning({ id: shops.id });
    const [serie] = await t.db
      .insert(series)
      .values({ name: short, frontColor: short, bodyColor: '' })
      .returning({ id: series.id });
    const base = { categoryId: top.id, shopId: shop.id, priceCents: 5, deliveryWeeks: '8-10' };
    const inserted = await t.db
      .insert(products)
      .values([
        {
          ...base,
          code: 'TR-1',
          name: text,
          description: `<p>${text}</p>`,
          brandId: brand.id,
          seriesId: serie.id,
          oldPriceCents: 7,
          stock: 1,
          ratingAvg: 3.5,
          ratingCount: 1,
          variantGroup: 'tricky',
          colorFront: short,
          dimensions: '90x200',
          attributes: {
            beschreibung: [{ name: text, items: [{ label: text, value: [text, '\\'] }] }],
            ausstatung: [text],
          },
        },
        {
          ...base,
          code: 'TR-2',
          name: `${text} 2`,
          description: '',
          brandId: null,
          seriesId: serie.id,
          variantGroup: 'tricky',
          colorBody: 'Grau',
          dimensions: '90x200',
          isLight: true,
        },
        // Attributes written without the lists (an old row): the page still has both.
        { ...base, code: 'TR-3', name: 'Ohne Attribute', description: text, attributes: {} as ProductAttributes },
      ])
      .returning({ id: products.id });
    extra.push(...inserted.map((p) => p.id));
    await t.db.insert(productImages).values({ productId: extra[0], path: `/media/${text}.svg`, width: 3, height: 4 });
    await t.db.insert(productPdfs).values({ productId: extra[0], name: short, path: `/media/${text}.pdf` });
    await t.db.insert(productLights).values({ productId: extra[0], lightId: extra[1] });
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  /** The attributes column as the replaced code read it (JSON.parse of the jsonb). */
  const storedAttributes = async (id: number) =>
    (
      await rows<{ attributes: ProductAttributes | string }>(
        t.db,
        sql`select attributes from products where id = ${id}`,
      )
    ).map((r) =>
      typeof r.attributes === 'string' ? (JSON.parse(r.attributes) as ProductAttributes) : r.attributes,
    )[0];

  it('answers every product of the catalogue with the bytes the replaced builder wrote, as JSON', async () => {
    const { snapshot } = await t.app.catalog.current();
    const all = await rows<{ id: number; active: boolean }>(t.db, sql`select id, active from products order by id`);
    expect(all.length).toBeGreaterThan(35);
    for (const { id, active } of all) {
      const res = await get(`/product/${id}`);
      if (!active) {
        expect(res.statusCode).toBe(404);
        continue;
      }
      expect(res.statusCode, `product ${id}`).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.body, `product ${id}`).toBe(expectedBody(snapshot, id, false, await storedAttributes(id)));
    }
    const tricky = (await get(`/product/${extra[0]}`)).json().data as ProductDetail;
    expect(tricky.product_shop.product.lightning.map((l) => l.id)).toEqual([extra[1]]);
    expect(tricky.product_shop.product.serie_products.map((s) => s.id)).toEqual([extra[1]]);
    expect(tricky.variants.variants.map((v) => v.id)).toEqual([extra[1]]);
    expect((await get(`/product/${extra[2]}`)).json().data.product_shop.product.attributes).toEqual({
      beschreibung: [],
      ausstatung: [],
    });
  });

  it('marks in_wishlist from the database for the signed-in customer, and the rest is the guest answer', async () => {
    const u = await t.user('customer');
    await t.db.insert(wishlistItems).values({ userId: u.id, productId: f.ids.lima181 });
    const { snapshot } = await t.app.catalog.current();
    for (const [id, listed] of [
      [f.ids.lima181, true],
      [f.ids.lima136, false],
      [extra[0], false],
    ] as const) {
      const res = await get(`/aproduct/${id}`, u.auth);
      expect(res.body).toBe(expectedBody(snapshot, id, listed, await storedAttributes(id)));
      expect((await get(`/product/${id}`, u.auth)).json().data.in_wishlist).toBe(listed);
    }
    await t.db.delete(wishlistItems).where(eq(wishlistItems.userId, u.id));
    expect((await get(`/aproduct/${f.ids.lima181}`, u.auth)).json().data.in_wishlist).toBe(false);
  });

  it('answers 404 "Nicht Gefunden!" as plain text for unknown and inactive products', async () => {
    for (const id of ['999999', String(f.ids.inactive), 'x']) {
      const res = await get(`/product/${id}`);
      expect({ status: res.statusCode, body: res.body, type: res.headers['content-type'] }).toEqual({
        status: 404,
        body: 'Nicht Gefunden!',
        type: 'text/plain; charset=utf-8',
      });
    }
  });
});
