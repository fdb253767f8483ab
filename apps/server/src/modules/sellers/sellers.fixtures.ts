import { categories, shops } from '../../db/schema/catalog.ts';
import { sellers } from '../../db/schema/sellers.ts';
import type { TestContext } from '../../test/test-app.ts';

/** A valid seller body (DE, with a real test IBAN) that tests change one field of. */
export const sellerBody = (over: Record<string, unknown> = {}) => ({
  company_name: 'Möbel Nord GmbH',
  street: 'Hafenstraße 12',
  zip: '20457',
  city: 'Hamburg',
  country: 'DE',
  vat_id: 'DE 123 456 789',
  iban: 'de89 3704 0044 0532 0130 00',
  commission_percent: 12.5,
  category_commissions: [],
  shop_ids: [],
  email: 'Buchhaltung@Moebel-Nord.test',
  ...over,
});

/** Two shops and a category to hand to sellers, and the count of stored sellers (nothing stored on a refusal). */
export async function sellerFixture(t: TestContext) {
  const [north, south, own] = await t.db
    .insert(shops)
    .values(['Nord', 'Süd', 'Eigen'].map((name) => ({ name: `Shop ${name}`, slug: `shop-${name.toLowerCase()}` })))
    .returning({ id: shops.id, name: shops.name });
  const [category] = await t.db
    .insert(categories)
    .values({ slug: 'sofas-test', nameDe: 'Sofas' })
    .returning({ id: categories.id });
  const admin = await t.user('admin');
  const staff = await t.user('staff');
  const customer = await t.user('customer');
  return {
    shops: { north, south, own },
    category,
    admin,
    staff,
    customer,
    sellerCount: async () => (await t.db.select({ id: sellers.id }).from(sellers)).length,
  };
}

/** A seller stored directly (no shops) and a signed-in user of it: for tests of who may call what. */
export async function sellerUser(t: TestContext, companyName = 'Test Verkauf GmbH') {
  const [seller] = await t.db
    .insert(sellers)
    .values({
      companyName,
      street: 'Teststraße 1',
      zip: '10115',
      city: 'Berlin',
      country: 'DE',
      vatId: 'DE123456789',
      iban: 'DE89370400440532013000',
      ibanMasked: 'DE89 **** **** **** **30 00',
      commissionBp: 1000,
      email: 'buchhaltung@verkauf.test',
    })
    .returning({ id: sellers.id });
  return { sellerId: seller.id, ...(await t.user('seller', { sellerId: seller.id })) };
}
