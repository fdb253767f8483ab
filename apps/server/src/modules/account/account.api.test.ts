import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { addresses, users } from '../../db/schema/users.ts';
import { products } from '../../db/schema/catalog.ts';
import { ratings } from '../../db/schema/ratings.ts';
import { wishlistItems } from '../../db/schema/wishlist.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';
import { address as orderAddress, seedCheckoutFixture } from '../checkout/checkout.fixtures.ts';
import { checkoutSteps, orderItems, orders } from '../../db/schema/orders.ts';
import { dataUrl, imageBytes } from './account.test-images.ts';

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

/** Places an order through the checkout API with a named, phoned shipping address. */
async function placeOrder(who: Customer, street: string) {
  const shipping = { ...orderAddress, address_1: street, name: 'Anna Orderer', phone: '+49 341 999' };
  const res = await t.inject({
    method: 'POST',
    url: '/api/v1/order',
    headers: who.auth,
    payload: { items: [{ product_id: shop.table.id, qty: 2 }], shipping_address: JSON.stringify(shipping), billing_address: JSON.stringify(shipping), vendor_id: 1, warehouse_id: 1, shop_id: 1 },
  });
  expect(res.statusCode).toBe(201);
  await t.inject({ method: 'POST', url: '/api/v1/order-click', headers: who.auth, payload: { step: 'STEP_1', shipping_address: JSON.stringify(shipping), billing_address: JSON.stringify(shipping), items: [] } });
  return res.json().order as { id: number; order_number: string; amount: number };
}
afterAll(() => t.close());

const put = (who: Customer, payload: object) => t.inject({ method: 'PUT', url: '/api/v1/profile', headers: who.auth, payload });
const profile = { name: 'Anna Schmidt', about: 'Mag Eiche.', phone: '+49 170 1234567' };
const storedFile = (image: string) => path.join(t.dataDir, 'uploads', image.replace('/uploads/', ''));

describe('profile', () => {
  it('changes name, about and phone with the spec notice; the e-mail address stays', async () => {
    const anna = await t.user('customer');
    const res = await put(anna, { ...profile, email: 'neu@example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Profil Profilaktualisierung', data: { id: anna.id, ...profile, email: anna.email, image: null } });
    const me = (await t.inject({ method: 'GET', url: '/api/v1/user', headers: anna.auth })).json().data;
    expect(me).toMatchObject({ ...profile, email: anna.email });
  });

  it('stores a JPEG, PNG or WebP picture through the storage and serves it back', async () => {
    const anna = await t.user('customer');
    let previous: string | null = null;
    const served: string[] = [];
    for (const kind of ['jpeg', 'png', 'webp'] as const) {
      const res = await put(anna, { ...profile, image: dataUrl(kind) });
      expect(res.statusCode).toBe(200);
      const image = res.json().data.image as string;
      expect(image).toMatch(new RegExp(`^/uploads/profile/[a-f0-9]{32}\\.${kind === 'jpeg' ? 'jpg' : kind}$`));
      const file = await t.inject({ method: 'GET', url: image });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(`image/${kind}`);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      // The picture data are kept: the canvas images carry no metadata, so the bytes are the same.
      expect(file.rawPayload.equals(imageBytes(kind))).toBe(true);
      // The replaced picture is removed from the storage.
      if (previous) expect(fs.existsSync(storedFile(previous))).toBe(false);
      previous = image;
      served.push(kind);
    }
    expect(served).toEqual(['jpeg', 'png', 'webp']);
    const removed = await put(anna, { ...profile, removeImage: true });
    expect(removed.json().data.image).toBeNull();
    expect(fs.existsSync(storedFile(previous!))).toBe(false);
  });

  it('keeps the picture when a later save sends none', async () => {
    const anna = await t.user('customer');
    const first = (await put(anna, { ...profile, image: dataUrl('png') })).json().data.image;
    const second = await put(anna, { ...profile, name: 'Anna S.' });
    expect(second.json().data).toMatchObject({ name: 'Anna S.', image: first });
  });

  it('removes EXIF (GPS) from a JPEG and text chunks from a PNG, keeping the picture', async () => {
    const anna = await t.user('customer');
    const jpeg = imageBytes('jpeg');
    const exifBody = Buffer.concat([Buffer.from('Exif\0\0GPS 52.5200N 13.4050E Anna Schmidt', 'latin1')]);
    const app1 = Buffer.concat([Buffer.from([0xff, 0xe1]), Buffer.from([(exifBody.length + 2) >> 8, (exifBody.length + 2) & 0xff]), exifBody]);
    const withExif = Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
    const res = await put(anna, { ...profile, image: `data:image/jpeg;base64,${withExif.toString('base64')}` });
    expect(res.statusCode).toBe(200);
    const stored = (await t.inject({ method: 'GET', url: res.json().data.image })).rawPayload;
    expect(stored.includes(Buffer.from('GPS 52.5200N'))).toBe(false);
    expect(stored.equals(jpeg)).toBe(true);

    const png = imageBytes('png');
    const text = Buffer.from('Comment\0Anna Schmidt, Hauptstr. 5', 'latin1');
    const chunk = Buffer.alloc(12 + text.length);
    chunk.writeUInt32BE(text.length, 0);
    chunk.write('tEXt', 4, 'latin1');
    text.copy(chunk, 8);
    const { crc32 } = await import('node:zlib');
    chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + text.length)), 8 + text.length);
    const withText = Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
    const pngRes = await put(anna, { ...profile, image: `data:image/png;base64,${withText.toString('base64')}` });
    const storedPng = (await t.inject({ method: 'GET', url: pngRes.json().data.image })).rawPayload;
    expect(storedPng.equals(png)).toBe(true);
  });

  it('refuses anything else with a German message on the image field and changes nothing', async () => {
    const anna = await t.user('customer');
    const kept = (await put(anna, { ...profile, image: dataUrl('png') })).json().data.image;
    const png = imageBytes('png');
    const brokenCrc = Buffer.from(png);
    brokenCrc[30] ^= 0xff; // inside IHDR: its checksum no longer matches
    const cases: [string, string][] = [
      [`data:image/gif;base64,${Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;').toString('base64')}`, 'Bitte laden Sie ein Bild im Format JPEG, PNG oder WebP hoch.'],
      [`data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64')}`, 'Bitte laden Sie ein Bild im Format JPEG, PNG oder WebP hoch.'],
      // A script that calls itself a PNG.
      [`data:image/png;base64,${Buffer.from('<html><script>alert(1)</script></html>').toString('base64')}`, 'Bitte laden Sie ein Bild im Format JPEG, PNG oder WebP hoch.'],
      [`data:image/png;base64,${brokenCrc.toString('base64')}`, 'Die Datei ist kein gültiges JPEG-, PNG- oder WebP-Bild.'],
      [`data:image/jpeg;base64,${imageBytes('jpeg').subarray(0, 400).toString('base64')}`, 'Die Datei ist kein gültiges JPEG-, PNG- oder WebP-Bild.'],
      [`data:image/webp;base64,${imageBytes('webp').subarray(0, 30).toString('base64')}`, 'Die Datei ist kein gültiges JPEG-, PNG- oder WebP-Bild.'],
      [`data:image/png;base64,${Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]).toString('base64')}`, 'Das Bild darf höchstens 2 MB groß sein.'],
      ['kein Bild', 'Bitte laden Sie ein Bild im Format JPEG, PNG oder WebP hoch.'],
    ];
    for (const [image, message] of cases) {
      const res = await put(anna, { ...profile, name: 'Geändert', image });
      expect({ status: res.statusCode, errors: res.json().errors }).toEqual({ status: 422, errors: { image: [message] } });
    }
    expect(cases).toHaveLength(8);
    const me = (await t.inject({ method: 'GET', url: '/api/v1/user', headers: anna.auth })).json().data;
    expect(me).toMatchObject({ name: profile.name, image: kept });
    // Only the kept picture is in the storage: refused uploads leave no file behind.
    expect(fs.readdirSync(path.join(t.dataDir, 'uploads', 'profile'))).toContain(kept.split('/').pop());
  });

  it('refuses a picture larger than 6000 pixels on a side', async () => {
    const anna = await t.user('customer');
    const png = Buffer.from(imageBytes('png'));
    png.writeUInt32BE(7000, 16); // IHDR width
    const { crc32 } = await import('node:zlib');
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    const res = await put(anna, { ...profile, image: `data:image/png;base64,${png.toString('base64')}` });
    expect(res.json().errors).toEqual({ image: ['Das Bild darf höchstens 6000 × 6000 Pixel groß sein.'] });
  });

  it('answers 422 with German field errors for a missing name and a bad phone', async () => {
    const anna = await t.user('customer');
    const res = await put(anna, { name: ' ', phone: 'ruf mich an' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: ['Dies ist ein Pflichtfeld.'], phone: ['Bitte geben Sie eine gültige Telefonnummer ein.'] });
  });

  it('customer A changes only their own profile; B stays as it was', async () => {
    const anna = await t.user('customer');
    const ben = await t.user('customer', { name: 'Ben Berg' });
    await put(anna, { ...profile, id: ben.id, name: 'Übernommen' });
    const bens = (await t.inject({ method: 'GET', url: '/api/v1/user', headers: ben.auth })).json().data;
    expect(bens.name).toBe('Ben Berg');
    expect((await t.inject({ method: 'PUT', url: '/api/v1/profile', payload: profile })).statusCode).toBe(401);
  });
});

describe('password change', () => {
  it('needs the old password and ends every session, the other ones too', async () => {
    const anna = await t.user('customer');
    const other = (await t.inject({ method: 'POST', url: '/api/v1/login', payload: { email: anna.email, password: anna.password } })).json().access_token;
    const wrong = await t.inject({ method: 'POST', url: '/api/v1/pwdchange', headers: anna.auth, payload: { oldPassword: 'falsch-falsch', newPassword: 'NeuesPasswort1!' } });
    expect(wrong.json().errors).toEqual({ oldPassword: ['Das aktuelle Passwort ist falsch.'] });
    const ok = await t.inject({ method: 'POST', url: '/api/v1/pwdchange', headers: anna.auth, payload: { oldPassword: anna.password, newPassword: 'NeuesPasswort1!' } });
    expect(ok.json()).toEqual({ message: 'Password update successfully' });
    expect((await t.inject({ method: 'GET', url: '/api/v1/user', headers: { authorization: `Bearer ${other}` } })).statusCode).toBe(401);
    const login = await t.inject({ method: 'POST', url: '/api/v1/login', payload: { email: anna.email, password: 'NeuesPasswort1!' } });
    expect(login.statusCode).toBe(200);
  });
});

describe('privacy', () => {
  it('exports the customer\'s orders with items and anonymises them at deletion, keeping amounts, items, zip, city and country', async () => {
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
    const res = await t.inject({ method: 'POST', url: '/api/v1/privacy/delete', headers: anna.auth, payload: { password: anna.password } });
    expect(res.statusCode).toBe(200);

    const [kept] = await t.db.select().from(orders).where(eq(orders.id, annas.id));
    expect(kept).toMatchObject({ email: '', customerName: '', totalCents: Math.round(annas.amount * 100) });
    for (const a of [kept.shippingAddress, kept.billingAddress]) {
      expect(a).toMatchObject({ name: '', address_1: '', address_2: '', phone: '', zip: orderAddress.zip, city: orderAddress.city, country: orderAddress.country });
    }
    expect(JSON.stringify(kept)).not.toMatch(/Geheimweg|Anna|\+49 341 999/);
    expect(await t.db.select().from(orderItems).where(eq(orderItems.orderId, annas.id))).toEqual(itemsBefore);
    expect(await t.db.select().from(checkoutSteps).where(eq(checkoutSteps.userId, anna.id))).toEqual([]);

    // Ben's order is untouched.
    const [other] = await t.db.select().from(orders).where(eq(orders.id, bens.id));
    expect(other).toMatchObject({ email: ben.email, shippingAddress: { address_1: 'Bensweg 2', name: 'Anna Orderer' } });
    expect(await t.db.select().from(checkoutSteps).where(eq(checkoutSteps.userId, ben.id))).toHaveLength(1);
  });

  it('exports the customer\'s own data as a JSON download, nothing of another customer', async () => {
    const anna = await t.user('customer', { name: 'Anna Export' });
    const ben = await t.user('customer', { name: 'Ben Fremd' });
    for (const who of [anna, ben]) {
      await t.inject({ method: 'POST', url: '/api/v1/address', headers: who.auth, payload: { type: 'Shipping', address_1: `Weg ${who.id}`, address_2: '-', city: 'Köln', country: 'Deutschland', zip: '50667', isDefault: true } });
      await t.db.insert(wishlistItems).values({ userId: who.id, productId });
    }
    await t.db.insert(ratings).values({ userId: anna.id, productId, rating: 4, description: 'Schön stabil.' });
    const res = await t.inject({ method: 'GET', url: '/api/v1/privacy/export', headers: anna.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="wohnwerk-meine-daten-\d{4}-\d{2}-\d{2}\.json"$/);
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
    await t.inject({ method: 'POST', url: '/api/v1/address', headers: anna.auth, payload: { type: 'Billing', address_1: 'Privatweg 1', address_2: '-', city: 'Bonn', country: 'Deutschland', zip: '53111', isDefault: true } });
    await t.db.insert(ratings).values({ userId: anna.id, productId, rating: 1, description: 'Weg damit.' });

    const wrong = await t.inject({ method: 'POST', url: '/api/v1/privacy/delete', headers: anna.auth, payload: { password: 'falsch-falsch' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['Das Passwort ist falsch.'] });

    const res = await t.inject({ method: 'POST', url: '/api/v1/privacy/delete', headers: anna.auth, payload: { password: anna.password } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Ihr Konto wurde gelöscht. Ihre Bestellungen bleiben anonymisiert für die Buchhaltung erhalten.');

    expect((await t.inject({ method: 'GET', url: '/api/v1/user', headers: anna.auth })).statusCode).toBe(401);
    expect((await t.inject({ method: 'POST', url: '/api/v1/login', payload: { email: anna.email, password: anna.password } })).statusCode).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, anna.id));
    expect(row).toMatchObject({ name: 'Gelöschtes Konto', email: `geloescht-${anna.id}@konto.invalid`, phone: null, about: null, image: null });
    expect(row.deletedAt).not.toBeNull();
    expect(JSON.stringify(row)).not.toContain('Anna');
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, anna.id))).toEqual([]);
    expect(await t.db.select().from(ratings).where(eq(ratings.userId, anna.id))).toEqual([]);
    expect(fs.existsSync(storedFile(image))).toBe(false);
    // The product's rating figures no longer count the deleted rating.
    const [p] = await t.db.select({ count: products.ratingCount }).from(products).where(eq(products.id, productId));
    expect(p.count).toBe((await t.db.select().from(ratings).where(eq(ratings.productId, productId))).length);

    const again = await t.inject({ method: 'POST', url: '/api/v1/register', payload: { name: 'Anna Neu', email: anna.email, phone: '0170 1234567', password: 'Sicher123!', password_confirmation: 'Sicher123!' } });
    expect(again.statusCode).toBe(201);
  });

  it('refuses to delete a staff account from the shop', async () => {
    const staff = await t.user('staff');
    const res = await t.inject({ method: 'POST', url: '/api/v1/privacy/delete', headers: staff.auth, payload: { password: staff.password } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Mitarbeiterkonten können nicht selbst gelöscht werden. Bitte wenden Sie sich an die Verwaltung.');
    expect((await t.inject({ method: 'GET', url: '/api/v1/user', headers: staff.auth })).statusCode).toBe(200);
  });
});
