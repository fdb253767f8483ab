import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { addresses } from '../../db/schema/users.ts';

let t: TestContext;
type Customer = Awaited<ReturnType<TestContext['user']>>;
let anna: Customer;
let ben: Customer;
beforeAll(async () => {
  t = await createTestContext();
  anna = await t.user('customer');
  ben = await t.user('customer');
});
afterAll(() => t.close());

const shipping = {
  type: 'Shipping',
  address_1: 'Hauptstraße 5',
  address_2: 'Hinterhaus',
  city: 'Berlin',
  state: 'Berlin',
  country: 'Deutschland',
  zip: '10115',
  isDefault: true,
};
const api = (who: Customer, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.inject({ method, url: `/api/v1${url}`, headers: who.auth, payload });
const create = async (who: Customer, body: object) => {
  const res = await api(who, 'POST', '/address', body);
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; isDefault: boolean; type: string };
};
const defaultsOf = async (userId: number, type: 'Shipping' | 'Billing') =>
  (
    await t.db
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.type, type), eq(addresses.isDefault, true)))
  ).map((r) => r.id);

describe('a customer keeps addresses', () => {
  it('creates, reads, lists, updates and deletes an address with the spec notices', async () => {
    const created = await api(anna, 'POST', '/address', { ...shipping, zip: 10115 });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('Adresse wurde erstellt');
    const address = created.json().data;
    expect(address).toMatchObject({
      type: 'Shipping',
      address_1: 'Hauptstraße 5',
      zip: '10115',
      isDefault: true,
      delivery_date: null,
    });

    const read = await api(anna, 'GET', `/address/${address.id}`);
    expect(read.json().data).toEqual(address);

    const updated = await api(anna, 'PUT', `/address/${address.id}`, {
      ...shipping,
      type: 'Billing',
      country: 'France',
      city: 'Paris',
      zip: '75001',
      isDefault: 1,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().message).toBe('Adresse wurde aktualisiert');
    expect(updated.json().data).toMatchObject({
      type: 'Billing',
      country: 'France',
      city: 'Paris',
      zip: '75001',
      isDefault: true,
    });

    const list = await api(anna, 'GET', '/address');
    expect(list.json().data.map((a: { id: number }) => a.id)).toEqual([address.id]);
    const me = await api(anna, 'GET', '/user');
    expect(me.json().data.addresses.map((a: { city: string }) => a.city)).toEqual(['Paris']);

    const removed = await api(anna, 'DELETE', `/address/${address.id}`);
    expect(removed.json()).toEqual({ message: 'Adresse wurde gelöscht' });
    expect((await api(anna, 'GET', `/address/${address.id}`)).statusCode).toBe(404);
  });

  it('keeps one default per type: a new default takes it from the old one of the same type only', async () => {
    const c = await t.user('customer');
    const first = await create(c, { ...shipping, isDefault: false });
    expect(first.isDefault).toBe(true); // the first of a type is its default
    const billing = await create(c, { ...shipping, type: 'Billing', isDefault: true });
    const second = await create(c, { ...shipping, address_1: 'Nebenstraße 1', isDefault: true });
    expect(await defaultsOf(c.id, 'Shipping')).toEqual([second.id]);
    expect(await defaultsOf(c.id, 'Billing')).toEqual([billing.id]);

    // Editing the first back to default moves the flag again.
    await api(c, 'PUT', `/address/${first.id}`, { ...shipping, isDefault: true });
    expect(await defaultsOf(c.id, 'Shipping')).toEqual([first.id]);

    // Deleting the default hands it to the oldest remaining address of that type.
    const third = await create(c, { ...shipping, address_1: 'Dritte Straße 3', isDefault: false });
    await api(c, 'DELETE', `/address/${first.id}`);
    expect(await defaultsOf(c.id, 'Shipping')).toEqual([second.id]);
    expect(third.isDefault).toBe(false);
  });

  it('holds one default per type when two saves race', async () => {
    const c = await t.user('customer');
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => api(c, 'POST', '/address', { ...shipping, address_1: `Straße ${i}` })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(await defaultsOf(c.id, 'Shipping')).toHaveLength(1);
  });
});

describe("customer A can read or change nothing of customer B's addresses", () => {
  it("answers 404 to reading, changing and deleting another customer's address, which stays as it was", async () => {
    const bens = await create(ben, shipping);
    const read = await api(anna, 'GET', `/address/${bens.id}`);
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toBe('Nicht Gefunden!');
    expect((await api(anna, 'PUT', `/address/${bens.id}`, { ...shipping, city: 'Gestohlen' })).statusCode).toBe(404);
    expect((await api(anna, 'DELETE', `/address/${bens.id}`)).statusCode).toBe(404);
    const list = (await api(anna, 'GET', '/address')).json().data as { id: number }[];
    expect(list.some((a) => a.id === bens.id)).toBe(false);
    const still = await api(ben, 'GET', `/address/${bens.id}`);
    expect(still.json().data).toMatchObject({ city: 'Berlin', isDefault: true });
  });

  it('a default set by A never takes the default from B', async () => {
    const bensBefore = await defaultsOf(ben.id, 'Shipping');
    expect(bensBefore).toHaveLength(1);
    await create(anna, { ...shipping, isDefault: true });
    expect(await defaultsOf(ben.id, 'Shipping')).toEqual(bensBefore);
  });

  it('answers 401 without a token', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/v1/address' })).statusCode).toBe(401);
    expect((await t.inject({ method: 'POST', url: '/api/v1/address', payload: shipping })).statusCode).toBe(401);
  });
});

describe('bad input', () => {
  it('answers 422 with German field errors and stores nothing', async () => {
    const c = await t.user('customer');
    const res = await api(c, 'POST', '/address', {
      type: 'Home',
      address_1: '  ',
      city: '',
      country: 'Italia',
      zip: '12a45',
    });
    expect(res.statusCode).toBe(422);
    const { message, errors } = res.json();
    expect(message).toBe('Die eingegebenen Daten sind ungültig.');
    expect(errors).toEqual({
      type: ['Bitte wählen Sie Lieferadresse oder Rechnungsadresse.'],
      address_1: ['Dies ist ein Pflichtfeld.'],
      address_2: ['Dies ist ein Pflichtfeld.'],
      city: ['Dies ist ein Pflichtfeld.'],
      country: ['Bitte wählen Sie Deutschland oder Frankreich.'],
      zip: ['Die Postleitzahl besteht aus 4 bis 6 Ziffern.'],
    });
    expect((await api(c, 'GET', '/address')).json().data).toEqual([]);
  });

  it('checks zip length 4 to 6 and refuses a malformed id', async () => {
    const c = await t.user('customer');
    for (const zip of ['123', '1234567']) {
      const res = await api(c, 'POST', '/address', { ...shipping, zip });
      expect(res.json().errors).toEqual({ zip: ['Die Postleitzahl besteht aus 4 bis 6 Ziffern.'] });
    }
    expect((await api(c, 'POST', '/address', { ...shipping, zip: '1234' })).statusCode).toBe(201);
    expect((await api(c, 'GET', '/address/abc')).statusCode).toBe(422);
  });
});
