import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { seedCatalogFixture, type CatalogFixture } from './catalog.fixtures.ts';

let t: TestContext;
let f: CatalogFixture;
beforeAll(async () => {
  t = await createTestContext();
  f = await seedCatalogFixture(t.db);
});
afterAll(() => t.close());

describe('colour swatch titles', () => {
  it('name front or body when a variant knows only one of its colours, and both when they differ', async () => {
    const variant = async (code: string, front: string | null, body: string | null) => {
      const [row] = await t.db
        .insert(products)
        .values({
          code,
          name: `Kommode Faro ${code}`,
          priceCents: 19_999,
          stock: 3,
          categoryId: f.categories.kleiderschraenke.id,
          shopId: f.shops.wohnwerk.id,
          variantGroup: 'faro-kommode',
          colorFront: front,
          colorBody: body,
        })
        .returning({ id: products.id });
      return row.id;
    };
    const frontOnly = await variant('FARO-1', 'Weiß', null);
    const bodyOnly = await variant('FARO-2', null, 'Eiche Sonoma');
    const both = await variant('FARO-3', 'Weiß', 'Eiche Sonoma');
    const alike = await variant('FARO-4', 'Anthrazit', 'Anthrazit');

    const res = await t.inject({
      method: 'GET',
      url: `/api/v1/product/${frontOnly}`,
      headers: await t.catalogVersion(),
    });
    expect(res.statusCode).toBe(200);
    const farbe = res.json().data.variants.farbe as { variant_id: number; farbe_title: string; selected: boolean }[];
    expect(farbe.map(({ variant_id, farbe_title, selected }) => ({ variant_id, farbe_title, selected }))).toEqual([
      { variant_id: frontOnly, farbe_title: 'Front: Weiß', selected: true },
      { variant_id: bodyOnly, farbe_title: 'Korpus: Eiche Sonoma', selected: false },
      { variant_id: both, farbe_title: 'Weiß / Eiche Sonoma', selected: false },
      { variant_id: alike, farbe_title: 'Anthrazit', selected: false },
    ]);
  });
});
