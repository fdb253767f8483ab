import type { Db } from '../../db/client.ts';
import { searchTextOf } from '../../db/product-search-text.ts';
import {
  brands,
  categories,
  contentPages,
  homepageTexts,
  productImages,
  productLights,
  productPdfs,
  products,
  series,
  shops,
  type ProductAttributes,
} from '../../db/schema/catalog.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

/**
 * A small catalogue for API tests: two top categories with subcategories, a sale category,
 * three brands, two shops, two series, sofas, wardrobes in colour and size variants, LED
 * lights, sale items, images, a PDF and enough coffee tables to fill two list pages.
 */
export async function seedCatalogFixture(db: Db) {
  const cat = async (
    slug: string,
    nameDe: string,
    parentId: number | null,
    sortOrder: number,
    descriptionHtml?: string,
  ) => {
    const [row] = await db
      .insert(categories)
      .values({ slug, nameDe, parentId, sortOrder, descriptionHtml })
      .returning({ id: categories.id });
    return { id: row.id, slug, nameDe, parentId };
  };
  const wohnzimmer = await cat(
    'wohnzimmer',
    'Wohnzimmer',
    null,
    1,
    '<h2>Wohnzimmer</h2><p>Gemütlich <strong>wohnen</strong>.</p><script>alert(1)</script><p onclick="x()">Zweiter Absatz</p>',
  );
  const schlafzimmer = await cat('schlafzimmer', 'Schlafzimmer', null, 2, '<h2>Schlafzimmer</h2><p>Gut schlafen.</p>');
  const sale = await cat('sale', 'Sale', null, 9, '<p>Reduziert</p>');
  const sofas = await cat('sofas', 'Sofas & Couches', wohnzimmer.id, 1, '<p>Sofas für jeden Raum.</p>');
  const couchtische = await cat('couchtische', 'Couchtische', wohnzimmer.id, 2);
  const kleiderschraenke = await cat('kleiderschraenke', 'Kleiderschränke', schlafzimmer.id, 1);
  const betten = await cat('betten', 'Betten', schlafzimmer.id, 2);
  const cats = [wohnzimmer, schlafzimmer, sale, sofas, couchtische, kleiderschraenke, betten];

  const [moebelwerk, casa, holzkunst] = await db
    .insert(brands)
    .values([
      { name: 'Möbelwerk Nord', slug: 'moebelwerk-nord' },
      { name: 'Casa Forma', slug: 'casa-forma' },
      { name: 'Holzkunst', slug: 'holzkunst' },
    ])
    .returning({ id: brands.id, name: brands.name });

  const [wohnwerk, direkt] = await db
    .insert(shops)
    .values([
      {
        name: 'Wohnwerk',
        slug: 'wohnwerk',
        description: 'Der Hausshop.',
        city: 'Leipzig',
        warehouseId: 1,
        vendorId: 1,
      },
      {
        name: 'Möbel Direkt',
        slug: 'moebel-direkt',
        description: 'Direkt vom Hersteller.',
        city: 'Hamburg',
        warehouseId: 2,
        vendorId: 3,
      },
    ])
    .returning({ id: shops.id, name: shops.name });

  const [lima, nordic] = await db
    .insert(series)
    .values([
      { name: 'Lima', frontColor: 'Weiß Hochglanz', bodyColor: 'Eiche Sonoma' },
      { name: 'Nordic', frontColor: 'Anthrazit', bodyColor: 'Anthrazit' },
    ])
    .returning({ id: series.id, name: series.name });

  const catById = new Map(cats.map((c) => [c.id, c]));

  interface P {
    key: string;
    code: string;
    name: string;
    category: { id: number };
    price: number;
    oldPrice?: number;
    brand?: { id: number };
    shop?: { id: number };
    series?: { id: number };
    bestSeller?: boolean;
    isLight?: boolean;
    group?: string;
    front?: string;
    body?: string;
    dimensions?: string;
    stock?: number;
    deliveryWeeks?: string;
    active?: boolean;
    images?: number;
    description?: string;
    attributes?: ProductAttributes;
  }
  const wardrobeAttributes = (width: string, colour: string): ProductAttributes => ({
    beschreibung: [
      {
        name: 'Maße',
        items: [
          { label: 'Breite', value: `${width} cm` },
          { label: 'Höhe', value: '210 cm' },
        ],
      },
      {
        name: 'Farbe',
        items: [
          { label: 'Front', value: colour },
          { label: 'Korpus', value: colour },
        ],
      },
      { name: 'Lieferinformation', items: [{ label: 'Lieferumfang', value: ['Kleiderschrank', 'Montageanleitung'] }] },
    ],
    ausstatung: ['Soft-Close Scharniere', 'Metallgriffe'],
  });
  const list: P[] = [
    {
      key: 'nordicGrau',
      code: 'WW-SOF-001',
      name: 'Ecksofa Nordic mit Schlaffunktion Grau',
      category: sofas,
      price: 1299.99,
      oldPrice: 1599.99,
      brand: casa,
      series: nordic,
      group: 'nordic-ecksofa',
      front: 'Grau',
      body: 'Grau',
      images: 3,
      bestSeller: true,
      stock: 4,
    },
    {
      key: 'nordicAnthrazit',
      code: 'WW-SOF-002',
      name: 'Ecksofa Nordic mit Schlaffunktion Anthrazit',
      category: sofas,
      price: 1349.99,
      brand: casa,
      series: nordic,
      group: 'nordic-ecksofa',
      front: 'Anthrazit',
      body: 'Anthrazit',
      images: 2,
    },
    {
      key: 'lima3',
      code: 'WW-SOF-003',
      name: 'Sofa Lima 3-Sitzer Weiß',
      category: sofas,
      price: 799.99,
      brand: moebelwerk,
      series: lima,
      bestSeller: true,
      images: 2,
      stock: 7,
    },
    {
      key: 'lima2',
      code: 'WW-SOF-004',
      name: 'Sofa Lima 2-Sitzer Weiß',
      category: sofas,
      price: 599.99,
      brand: moebelwerk,
      series: lima,
      images: 1,
      shop: direkt,
    },
    {
      key: 'torino',
      code: 'WW-SOF-005',
      name: 'Schlafsofa Torino Beige',
      category: sofas,
      price: 899.99,
      oldPrice: 1099.99,
      brand: casa,
      images: 1,
    },
    {
      key: 'arco',
      code: 'WW-CT-001',
      name: 'Couchtisch Arco Eiche Sonoma',
      category: couchtische,
      price: 199.99,
      brand: holzkunst,
      images: 1,
    },
    {
      key: 'limaTisch',
      code: 'WW-CT-002',
      name: 'Couchtisch Lima Weiß Hochglanz',
      category: couchtische,
      price: 249.99,
      brand: moebelwerk,
      series: lima,
      images: 1,
    },
    {
      key: 'lima136',
      code: 'WW-KS-136',
      name: 'Kleiderschrank Lima 136 cm Weiß Hochglanz',
      category: kleiderschraenke,
      price: 499.99,
      brand: moebelwerk,
      series: lima,
      group: 'lima-kleiderschrank',
      front: 'Weiß Hochglanz',
      body: 'Weiß Hochglanz',
      dimensions: '136',
      images: 1,
      stock: 2,
      attributes: wardrobeAttributes('136', 'Weiß Hochglanz'),
    },
    {
      key: 'lima181',
      code: 'WW-KS-181',
      name: 'Kleiderschrank Lima 181 cm Weiß Hochglanz',
      category: kleiderschraenke,
      price: 649.99,
      oldPrice: 799.99,
      brand: moebelwerk,
      series: lima,
      group: 'lima-kleiderschrank',
      front: 'Weiß Hochglanz',
      body: 'Weiß Hochglanz',
      dimensions: '181',
      images: 2,
      stock: 5,
      deliveryWeeks: '10-12',
      description: '<p>Geräumiger <b>Kleiderschrank</b> mit Soft-Close.</p>',
      attributes: wardrobeAttributes('181', 'Weiß Hochglanz'),
    },
    {
      key: 'lima226',
      code: 'WW-KS-226',
      name: 'Kleiderschrank Lima 226 cm Weiß Hochglanz',
      category: kleiderschraenke,
      price: 799.99,
      brand: moebelwerk,
      series: lima,
      group: 'lima-kleiderschrank',
      front: 'Weiß Hochglanz',
      body: 'Weiß Hochglanz',
      dimensions: '226',
      images: 1,
      stock: 0,
      deliveryWeeks: '4-6',
      attributes: wardrobeAttributes('226', 'Weiß Hochglanz'),
    },
    {
      key: 'lima181Eiche',
      code: 'WW-KS-181E',
      name: 'Kleiderschrank Lima 181 cm Eiche Sonoma',
      category: kleiderschraenke,
      price: 659.99,
      brand: moebelwerk,
      series: lima,
      group: 'lima-kleiderschrank',
      front: 'Eiche Sonoma',
      body: 'Eiche Sonoma',
      dimensions: '181',
      images: 1,
      attributes: wardrobeAttributes('181', 'Eiche Sonoma'),
    },
    {
      key: 'valencia',
      code: 'WW-BB-180',
      name: 'Boxspringbett Valencia 180x200 Anthrazit',
      category: betten,
      price: 1199.99,
      oldPrice: 1499.99,
      brand: casa,
      images: 1,
    },
    {
      key: 'limaBett',
      code: 'WW-BE-160',
      name: 'Bett Lima 160x200 Weiß',
      category: betten,
      price: 399.99,
      brand: moebelwerk,
      series: lima,
      images: 1,
    },
    {
      key: 'led2',
      code: 'WW-LED-001',
      name: 'LED-Beleuchtung 2er Set',
      category: kleiderschraenke,
      price: 29.99,
      brand: holzkunst,
      series: lima,
      isLight: true,
      images: 1,
    },
    {
      key: 'ledUnter',
      code: 'WW-LED-002',
      name: 'LED-Unterbauleuchte Lima',
      category: kleiderschraenke,
      price: 19.99,
      oldPrice: 24.99,
      brand: holzkunst,
      series: lima,
      isLight: true,
      images: 1,
    },
    {
      key: 'inactive',
      code: 'WW-SOF-999',
      name: 'Sofa Lima Alt (ausgelistet)',
      category: sofas,
      price: 99.99,
      brand: moebelwerk,
      series: lima,
      active: false,
      images: 1,
    },
  ];
  // Twenty coffee tables without images: Wohnzimmer then has 27 products, two list pages.
  for (let i = 1; i <= 20; i++) {
    list.push({
      key: `bergen${i}`,
      code: `WW-CTB-${String(i).padStart(3, '0')}`,
      name: `Couchtisch Bergen Modell ${String(i).padStart(2, '0')}`,
      category: couchtische,
      price: 100 + i * 10 + 0.99,
      oldPrice: i % 5 === 0 ? 100 + i * 10 + 40.99 : undefined,
      brand: i % 2 ? holzkunst : casa,
      shop: direkt,
    });
  }

  const ids: Record<string, number> = {};
  const byKey: Record<string, P & { id: number }> = {};
  for (const p of list) {
    const category = catById.get(p.category.id)!;
    const description = p.description ?? `${p.name}: solide verarbeitet, schnell geliefert.`;
    const [row] = await db
      .insert(products)
      .values({
        code: p.code,
        name: p.name,
        description,
        categoryId: category.id,
        brandId: p.brand?.id ?? null,
        shopId: (p.shop ?? wohnwerk).id,
        seriesId: p.series?.id ?? null,
        priceCents: Math.round(p.price * 100),
        oldPriceCents: p.oldPrice ? Math.round(p.oldPrice * 100) : null,
        stock: p.stock ?? 0,
        deliveryWeeks: p.deliveryWeeks ?? '2-3',
        bestSeller: p.bestSeller ?? false,
        isLight: p.isLight ?? false,
        variantGroup: p.group ?? null,
        colorFront: p.front ?? null,
        colorBody: p.body ?? null,
        dimensions: p.dimensions ?? null,
        attributes: p.attributes ?? { beschreibung: [], ausstatung: [] },
        active: p.active ?? true,
        searchText: searchTextOf({
          name: p.name,
          code: p.code,
          categoryId: category.id,
          brandId: p.brand?.id ?? null,
          seriesId: p.series?.id ?? null,
          description,
        }),
      })
      .returning({ id: products.id });
    ids[p.key] = row.id;
    byKey[p.key] = { ...p, id: row.id };
    for (let i = 0; i < (p.images ?? 0); i++) {
      // Inserted in reverse sort order: the API must order by sort_order, not by id.
      const sortOrder = (p.images ?? 0) - 1 - i;
      await db.insert(productImages).values({
        productId: row.id,
        path: `/media/products/${p.code.toLowerCase()}-${sortOrder + 1}.svg`,
        width: 800,
        height: 600,
        sortOrder,
      });
    }
  }

  await db.insert(productPdfs).values([
    { productId: ids.lima181, name: 'Montageanleitung', path: '/media/pdfs/ww-ks-181-montage.pdf' },
    { productId: ids.lima181, name: 'Pflegehinweise', path: '/media/pdfs/ww-ks-181-pflege.pdf' },
  ]);
  await db.insert(productLights).values([
    { productId: ids.lima181, lightId: ids.ledUnter },
    { productId: ids.lima181, lightId: ids.led2 },
  ]);

  await db.insert(homepageTexts).values([
    { name: 'Icons_Transport', description: '<p>Kostenloser Versand</p><img src="x" onerror="alert(1)">' },
    { name: 'Description_Main', description: '<h2>Willkommen</h2><p>Möbel für Ihr Zuhause.</p>' },
  ]);
  await db.insert(contentPages).values([
    {
      slug: 'impressum',
      name: 'impressum',
      title: 'Impressum',
      contentHtml: '<h1>Impressum</h1><p>Wohnwerk GmbH</p><script>steal()</script>',
      sortOrder: 2,
    },
    {
      slug: 'agb',
      name: 'agb',
      title: 'Allgemeine Geschäftsbedingungen',
      contentHtml: '<h1>AGB</h1><p><a href="javascript:alert(1)">Link</a></p>',
      sortOrder: 1,
    },
  ]);

  return {
    ids,
    products: byKey,
    categories: { wohnzimmer, schlafzimmer, sale, sofas, couchtische, kleiderschraenke, betten },
    brands: { moebelwerk, casa, holzkunst },
    shops: { wohnwerk, direkt },
    series: { lima, nordic },
  };
}

export type CatalogFixture = Awaited<ReturnType<typeof seedCatalogFixture>>;

/** The setup of the catalog's staff-facing API tests: a test app with the catalog fixture and a staff member signed in. */
export async function catalogTestApp(): Promise<{
  t: TestContext;
  f: CatalogFixture;
  staff: { authorization: string };
}> {
  const t = await createTestContext();
  const f = await seedCatalogFixture(t.db);
  const staff = (await t.user('staff')).auth;
  return { t, f, staff };
}
