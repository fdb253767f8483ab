import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categories, shops } from '../db/schema/catalog.ts';
import { sellerCategoryCommissions, sellers } from '../db/schema/sellers.ts';
import { users } from '../db/schema/users.ts';
import { hashPassword } from '../lib/passwords.ts';
import { maskIban } from '../modules/sellers/seller-iban.ts';
import { demoAccounts } from './users.ts';

/**
 * The demo marketplace sellers (decision 169): each owns one of the demo shops and has one user from demoAccounts.
 * Wohnwerk and Möbel Direkt stay Wohnwerk's own shops. The IBANs are published test numbers with valid check digits.
 */
const demoSellers = [
  {
    key: 'moebel-nord',
    companyName: 'Möbel Nord GmbH',
    street: 'Holstenstraße 40',
    zip: '24103',
    city: 'Kiel',
    vatId: 'DE287654321',
    iban: 'DE02120300000000202051',
    commissionBp: 1200,
    email: 'buchhaltung@moebel-nord.test',
    shop: 'nordholz-outlet',
    /** Sofas earn Wohnwerk less than the seller's own rate. */
    categoryRates: [{ slug: 'sofas', commissionBp: 1000 }],
  },
  {
    key: 'holzwerk-sued',
    companyName: 'Holzwerk Süd GmbH',
    street: 'Sendlinger Straße 7',
    zip: '80331',
    city: 'München',
    vatId: 'DE298765432',
    iban: 'DE02500105170137075030',
    commissionBp: 1500,
    email: 'buchhaltung@holzwerk-sued.test',
    shop: 'schlafwelt-store',
    categoryRates: [],
  },
] as const;

/** Inserts the sellers after the catalogue (they take its shops and categories), then their users. */
export async function seedSellers(db: Db) {
  const categoryIds = new Map(
    (
      await db
        .select({ id: categories.id, slug: categories.slug })
        .from(categories)
        .where(
          inArray(
            categories.slug,
            demoSellers.flatMap((s) => s.categoryRates.map((r) => r.slug)),
          ),
        )
    ).map((c) => [c.slug, c.id]),
  );
  for (const { key, shop, categoryRates, ...seller } of demoSellers) {
    const [row] = await db
      .insert(sellers)
      .values({ ...seller, country: 'DE', ibanMasked: maskIban(seller.iban) })
      .returning({ id: sellers.id });
    await db.update(shops).set({ sellerId: row.id }).where(eq(shops.slug, shop));
    for (const rate of categoryRates) {
      const categoryId = categoryIds.get(rate.slug);
      if (categoryId) await db.insert(sellerCategoryCommissions).values({ sellerId: row.id, categoryId, ...rate });
    }
    for (const account of demoAccounts) {
      if (!('seller' in account) || account.seller !== key) continue;
      await db.insert(users).values({
        name: account.name,
        email: account.email,
        phone: account.phone,
        role: account.role,
        sellerId: row.id,
        passwordHash: await hashPassword(account.password),
      });
    }
  }
}
