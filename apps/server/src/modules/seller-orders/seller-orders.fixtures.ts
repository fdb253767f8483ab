import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { products, shops } from '../../db/schema/catalog.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { sellers } from '../../db/schema/sellers.ts';
import type { TestContext } from '../../test/test-app.ts';
import { adminOrdersFixture } from '../admin-orders/admin-orders.fixtures.ts';
import type { Auth } from '../checkout/checkout.fixtures.ts';

/**
 * Two marketplace sellers, each with a shop, a product and a signed-in user, beside Wohnwerk's own products of the
 * staff order fixture: orders with lines of both sellers and of Wohnwerk, paid through the API.
 */
export async function sellerOrdersFixture(t: TestContext) {
  const x = await adminOrdersFixture(t);
  const [table] = await t.db.select().from(products).where(eq(products.id, x.f.table.id));
  const seller = async (company: string, email: string, productName: string, priceCents: number) => {
    const tag = randomBytes(3).toString('hex');
    const [row] = await t.db
      .insert(sellers)
      .values({
        companyName: company,
        street: 'Teststraße 1',
        zip: '10115',
        city: 'Berlin',
        country: 'DE',
        vatId: 'DE123456789',
        iban: 'DE89370400440532013000',
        ibanMasked: 'DE89 **** **** **** **30 00',
        commissionBp: 1200,
        email,
      })
      .returning({ id: sellers.id });
    const [shop] = await t.db
      .insert(shops)
      .values({ name: `${company} Shop`, slug: `shop-${tag}`, sellerId: row.id })
      .returning({ id: shops.id });
    const [product] = await t.db
      .insert(products)
      .values({
        code: `S-${tag}`,
        name: productName,
        priceCents,
        stock: 1_000,
        categoryId: table.categoryId,
        shopId: shop.id,
      })
      .returning({ id: products.id });
    const user = await t.user('seller', { sellerId: row.id, name: `Verkauf ${company.split(' ')[0]}` });
    return { id: row.id, email, shop, product, user };
  };
  const nord = await seller('Möbel Nord GmbH', 'auftrag@moebel-nord.test', 'Sessel Fjord', 49_900);
  const sued = await seller('Holzwerk Süd GmbH', 'auftrag@holzwerk-sued.test', 'Bett Alpen 180', 89_900);
  const mailsTo = async (to: string) =>
    (await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to))).map((m) => m.subject);
  /** A paid order: 2 Sessel of Nord, 1 Bett of Süd and 1 Couchtisch of Wohnwerk unless other items are given. */
  const marketOrder = (
    items: unknown[] = [
      { product_id: sued.product.id, qty: 1 },
      { product_id: nord.product.id, qty: 2 },
      { product_id: x.f.table.id, qty: 1 },
    ],
  ) => x.paidOrder(items);
  const sellerApi = (auth: Auth) => ({
    list: (query = '') => x.api('GET', `/seller/orders${query}`, { auth }),
    get: (id: number) => x.api('GET', `/seller/orders/${id}`, { auth }),
    confirm: (id: number, expected_ship_on: string) =>
      x.api('POST', `/seller/orders/${id}/confirm`, { auth, payload: { expected_ship_on } }),
    ship: (id: number, payload: unknown) => x.api('POST', `/seller/orders/${id}/shipments`, { auth, payload }),
    refuse: (id: number, itemId: number, reason: string) =>
      x.api('POST', `/seller/orders/${id}/lines/${itemId}/refuse`, { auth, payload: { reason } }),
    summary: () => x.api('GET', '/seller/summary', { auth }),
  });
  return { x, nord, sued, mailsTo, marketOrder, sellerApi };
}
