import { eq } from 'drizzle-orm';
import { products, shops } from '../../db/schema/catalog.ts';
import type { TestContext } from '../../test/test-app.ts';
import { type CatalogFixture, catalogTestApp } from '../catalog/catalog.fixtures.ts';
import { sellerUser } from '../sellers/sellers.fixtures.ts';

/**
 * The catalogue fixture with two sellers: Möbel Direkt (the fixture's shop of lima2 and the twenty Bergen coffee
 * tables) becomes seller A's, a new shop "Nordholz Outlet" with one product seller B's; Wohnwerk stays Wohnwerk's.
 */
export async function sellerProductsFixture(): Promise<{
  t: TestContext;
  f: CatalogFixture;
  staff: { authorization: string };
  a: { id: number; auth: { authorization: string }; sellerId: number };
  b: { id: number; auth: { authorization: string }; sellerId: number };
  nordholz: { shopId: number; productId: number; code: string };
}> {
  const { t, f, staff } = await catalogTestApp();
  const a = await sellerUser(t, 'Möbel Direkt GmbH');
  const b = await sellerUser(t, 'Nordholz GmbH');
  await t.db.update(shops).set({ sellerId: a.sellerId }).where(eq(shops.id, f.shops.direkt.id));
  const [shop] = await t.db
    .insert(shops)
    .values({ name: 'Nordholz Outlet', slug: 'nordholz-outlet', sellerId: b.sellerId })
    .returning({ id: shops.id });
  const [product] = await t.db
    .insert(products)
    .values({
      code: 'NH-001',
      name: 'Kommode Nordholz',
      description: 'Massiv.',
      categoryId: f.categories.kleiderschraenke.id,
      shopId: shop.id,
      priceCents: 34999,
      stock: 3,
      active: true,
    })
    .returning({ id: products.id });
  return { t, f, staff, a, b, nordholz: { shopId: shop.id, productId: product.id, code: 'NH-001' } };
}
