import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { addresses, users } from '../../db/schema/users.ts';
import { products } from '../../db/schema/catalog.ts';
import { ratings } from '../../db/schema/ratings.ts';
import { wishlistItems } from '../../db/schema/wishlist.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';
import { address as orderAddress, seedCheckoutFixture } from '../checkout/checkout.fixtures.ts';
import { checkoutSteps, orderItems, orders, withdrawals } from '../../db/schema/orders.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { dataUrl } from './account.test-images.ts';

let t: TestContext;
type Customer = Awaited<ReturnType<TestContext['user']>>;
let productId: number;
let shop: Awaited<ReturnType<typeof seedCheckoutFixture>>;
beforeAll(async () => {
  t = await createTestContext();
  const f = await seedCatalogFixture(t.db);
  productId = Object.values(f.products)[0].id;
  shop = await seedCheckoutFixture(t.db);
});
afterAll(() => t.close());

/** Places an order through the checkout API with a named, phoned shipping address. */
async function placeOrder(who: Customer, street: string) {
  const shipping = { ...orderAddress, address_1: street, name: 'Anna Orderer', phone: '+49 341 999' };
  const res = await t.inject({
    method: 'POST',
    url: '/api/v1/order',
    headers: who.auth,
    payload: {
      items: [{ product_id: shop.table.id, qty: 2 }],
      shipping_address: JSON.stringify(shipping),
      billing_address: JSON.stringify(shipping),
      vendor_id: 1,
      warehouse_id: 1,
      shop_id: 1,
    },
  });
  expect(res.statusCode).toBe(201);
  await t.inject({
    method: 'POST',
    url: '/api/v1/order-click',
    headers: who.auth,
    payload: {
      step: 'STEP_1',
      shipping_address: JSON.stringify(shipping),
      billing_address: JSON.stringify(shipping),
      items: [],
    },
  });
  return res.json().order as { id: number; order_number: string; amount: number };
}
/** The outbox rows to an address, whatever its case, oldest first. */
const mailsTo = (email: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.toAddress}) = ${email.toLowerCase()}`)
    .orderBy(mailOutbox.id);
const put = (who: Customer, payload: object) =>
  t.inject({ method: 'PUT', url: '/api/v1/profile', headers: who.auth, payload });
const profile = { name: 'Anna Schmidt', about: 'Mag Eiche.', phone: '+49 170 1234567' };
const storedFile = (image: string) => path.join(t.dataDir, 'uploads', image.replace('/uploads/', ''));

describe('privacy', () => {
  it("exports the customer's orders with items and anonymises them at deletion, keeping amounts, items, zip, city and country", async () => {
    const anna = await t.user('customer', { name: 'Anna Orderer' });
    const ben = await t.user('customer', { name: 'Ben Orderer' });
    const annas = await placeOrder(anna, 'Geheimweg 1');
    const bens = await placeOrder(ben, 'Bensweg 2');

    const exported = (await t.inject({ method: 'GET', url: '/api/v1/privacy/export', headers: anna.auth })).json();
    expect(exported.orders).toHaveLength(1);
    expect(exported.orders[0]).toMatchObject({
      order_number: annas.order_number,
      email: anna.email,
      amount: annas.amount,
      shipping_address: { address_1: 'Geheimweg 1', city: 'Leipzig' },
      items: [{ product_name: shop.table.name, qty: 2, unit_price: 199.99, line_total: 399.98 }],
    });
    expect(JSON.stringify(exported)).not.toContain('Bensweg');

    const itemsBefore = await t.db.select().from(orderItems).where(eq(orderItems.orderId, annas.id));
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/privacy/delete',
      headers: anna.auth,
      payload: { password: anna.password },
    });
    expect(res.statusCode).toBe(200);

    const [kept] = await t.db.select().from(orders).where(eq(orders.id, annas.id));
    expect(kept).toMatchObject({ email: '', customerName: '', totalCents: Math.round(annas.amount * 100) });
    for (const a of [kept.shippingAddress, kept.billingAddress]) {
      expect(a).toMatchObject({
        name: '',
        address_1: '',
        address_2: '',
        phone: '',
        zip: orderAddress.zip,
        city: orderAddress.city,
        country: orderAddress.country,
      });
    }
    expect(JSON.stringify(kept)).not.toMatch(/Geheimweg|Anna|\+49 341 999/);
    expect(await t.db.select().from(orderItems).where(eq(orderItems.orderId, annas.id))).toEqual(itemsBefore);
    expect(await t.db.select().from(checkoutSteps).where(eq(checkoutSteps.userId, anna.id))).toEqual([]);

    // Ben's order is untouched.
    const [other] = await t.db.select().from(orders).where(eq(orders.id, bens.id));
    expect(other).toMatchObject({
      email: ben.email,
      shippingAddress: { address_1: 'Bensweg 2', name: 'Anna Orderer' },
    });
    expect(await t.db.select().from(checkoutSteps).where(eq(checkoutSteps.userId, ben.id))).toHaveLength(1);
  });

  it('keeps a recorded contract withdrawal at deletion as the proof of its moment, without e-mail, name or reason', async () => {
    const anna = await t.user('customer', { name: 'Anna Widerruf' });
    const ben = await t.user('customer', { name: 'Ben Widerruf' });
    const annas = await placeOrder(anna, 'Widerrufweg 3');
    const bens = await placeOrder(ben, 'Benweg 4');
    for (const [who, order, name, reason] of [
      [anna, annas, 'Anna Widerruf', 'Farbe passt nicht zu Annas Wohnung'],
      [ben, bens, 'Ben Widerruf', 'Zu groß'],
    ] as const) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/v1/withdrawal',
        payload: { order_number: order.order_number, email: who.email, name, reason },
      });
      expect(res.statusCode).toBe(201);
    }
    const declared = async (orderId: number) =>
      (await t.db.select().from(withdrawals).where(eq(withdrawals.orderId, orderId)))[0];
    const before = await declared(annas.id);
    expect(before).toMatchObject({
      email: anna.email,
      name: 'Anna Widerruf',
      reason: 'Farbe passt nicht zu Annas Wohnung',
    });
    const [{ withdrawnAt }] = await t.db
      .select({ withdrawnAt: orders.withdrawnAt })
      .from(orders)
      .where(eq(orders.id, annas.id));
    expect(withdrawnAt).toEqual(before.createdAt);

    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/privacy/delete',
      headers: anna.auth,
      payload: { password: anna.password },
    });
    expect(res.statusCode).toBe(200);

    const after = await declared(annas.id);
    expect(after).toEqual({ ...before, email: '', name: null, reason: null });
    expect(JSON.stringify(after)).not.toMatch(/Anna|Widerrufweg/);
    // The order still shows that and when it was withdrawn.
    const [kept] = await t.db
      .select({ withdrawnAt: orders.withdrawnAt, email: orders.email })
      .from(orders)
      .where(eq(orders.id, annas.id));
    expect(kept).toEqual({ withdrawnAt: before.createdAt, email: '' });
    // Ben's declaration is untouched.
    expect(await declared(bens.id)).toMatchObject({ email: ben.email, name: 'Ben Widerruf', reason: 'Zu groß' });
    // The withdrawal confirmation (name, order, items) leaves the outbox with the account; Ben's stays.
    expect(await mailsTo(anna.email)).toEqual([]);
    expect((await mailsTo(ben.email)).map((m) => m.subject)).toEqual([
      `Eingangsbestätigung Ihres Widerrufs – Bestellung ${bens.order_number}`,
    ]);
  });

  it("forgets the customer's mails at deletion, sent ones and those not yet sent, and no one else's (decision 093)", async () => {
    const anna = await t.user('customer', { name: 'Anna Post' });
    const ben = await t.user('customer', { name: 'Ben Post' });
    const resetFor = (email: string) => t.inject({ method: 'POST', url: '/api/v1/password/email', payload: { email } });
    await resetFor(anna.email);
    await resetFor(ben.email);
    const delivered = (await t.deliverMail()).length;
    // A newsletter confirmation, written with the address in capitals, still waits to be sent.
    expect(
      (await t.inject({ method: 'POST', url: '/api/v1/subscribe', payload: { email: anna.email.toUpperCase() } }))
        .statusCode,
    ).toBe(200);
    const before = await mailsTo(anna.email);
    expect(before.map((m) => Boolean(m.sentAt))).toEqual([true, false]);
    expect(await mailsTo(ben.email)).toHaveLength(1);

    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/privacy/delete',
      headers: anna.auth,
      payload: { password: anna.password },
    });
    expect(res.statusCode).toBe(200);
    expect(await mailsTo(anna.email)).toEqual([]);
    expect(await mailsTo(ben.email)).toHaveLength(1);
    // Nothing waits to be sent to the deleted account.
    expect((await t.deliverMail()).slice(delivered)).toEqual([]);
  });

  it("exports the customer's own data as a JSON download, nothing of another customer", async () => {
    const anna = await t.user('customer', { name: 'Anna Export' });
    const ben = await t.user('customer', { name: 'Ben Fremd' });
    for (const who of [anna, ben]) {
      await t.inject({
        method: 'POST',
        url: '/api/v1/address',
        headers: who.auth,
        payload: {
          type: 'Shipping',
          address_1: `Weg ${who.id}`,
          address_2: '-',
          city: 'Köln',
          country: 'Deutschland',
          zip: '50667',
          isDefault: true,
        },
      });
      await t.db.insert(wishlistItems).values({ userId: who.id, productId });
    }
    await t.db.insert(ratings).values({ userId: anna.id, productId, rating: 4, description: 'Schön stabil.' });
    const res = await t.inject({ method: 'GET', url: '/api/v1/privacy/export', headers: anna.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="wohnwerk-meine-daten-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json();
    expect(data.profile).toMatchObject({ id: anna.id, name: 'Anna Export', email: anna.email });
    expect(data.addresses.map((a: { address_1: string }) => a.address_1)).toEqual([`Weg ${anna.id}`]);
    expect(data.wishlist.map((w: { product_id: number }) => w.product_id)).toEqual([productId]);
    expect(data.ratings).toMatchObject([{ product_id: productId, stars: 4, description: 'Schön stabil.' }]);
    expect(data.orders).toEqual([]); // no orders placed by this customer
    expect(JSON.stringify(data)).not.toContain('Ben Fremd');
    expect(JSON.stringify(data)).not.toContain(`Weg ${ben.id}`);
  });

  it('deletes the account only with the right password, erasing personal data and freeing the e-mail address', async () => {
    const anna = await t.user('customer', { name: 'Anna Weg' });
    const image = (await put(anna, { ...profile, name: 'Anna Weg', image: dataUrl('webp') })).json().data.image;
    await t.inject({
      method: 'POST',
      url: '/api/v1/address',
      headers: anna.auth,
      payload: {
        type: 'Billing',
        address_1: 'Privatweg 1',
        address_2: '-',
        city: 'Bonn',
        country: 'Deutschland',
        zip: '53111',
        isDefault: true,
      },
    });
    await t.db.insert(ratings).values({ userId: anna.id, productId, rating: 1, description: 'Weg damit.' });

    const wrong = await t.inject({
      method: 'POST',
      url: '/api/v1/privacy/delete',
      headers: anna.auth,
      payload: { password: 'falsch-falsch' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['Das Passwort ist falsch.'] });

    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/privacy/delete',
      headers: anna.auth,
      payload: { password: anna.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Ihr Konto wurde gelöscht. Ihre Bestellungen bleiben anonymisiert für die Buchhaltung erhalten.',
    );

    expect((await t.inject({ method: 'GET', url: '/api/v1/user', headers: anna.auth })).statusCode).toBe(401);
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/api/v1/login',
          payload: { email: anna.email, password: anna.password },
        })
      ).statusCode,
    ).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, anna.id));
    expect(row).toMatchObject({
      name: 'Gelöschtes Konto',
      email: `geloescht-${anna.id}@konto.invalid`,
      phone: null,
      about: null,
      image: null,
    });
    expect(row.deletedAt).not.toBeNull();
    expect(JSON.stringify(row)).not.toContain('Anna');
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, anna.id))).toEqual([]);
    expect(await t.db.select().from(ratings).where(eq(ratings.userId, anna.id))).toEqual([]);
    expect(fs.existsSync(storedFile(image))).toBe(false);
    // The product's rating figures no longer count the deleted rating.
    const [p] = await t.db.select({ count: products.ratingCount }).from(products).where(eq(products.id, productId));
    expect(p.count).toBe((await t.db.select().from(ratings).where(eq(ratings.productId, productId))).length);

    const again = await t.inject({
      method: 'POST',
      url: '/api/v1/register',
      payload: {
        name: 'Anna Neu',
        email: anna.email,
        phone: '0170 1234567',
        password: 'Sicher123!',
        password_confirmation: 'Sicher123!',
      },
    });
    expect(again.statusCode).toBe(201);
  });

  it('refuses to delete a staff account from the shop', async () => {
    const staff = await t.user('staff');
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/privacy/delete',
      headers: staff.auth,
      payload: { password: staff.password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Mitarbeiterkonten können nicht selbst gelöscht werden. Bitte wenden Sie sich an die Verwaltung.',
    );
    expect((await t.inject({ method: 'GET', url: '/api/v1/user', headers: staff.auth })).statusCode).toBe(200);
  });
});
