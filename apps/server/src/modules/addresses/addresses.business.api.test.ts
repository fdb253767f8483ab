import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../db/schema/users.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

/** A business customer's saved address: company and USt-IdNr. (issue 33, decision 158). */
let t: TestContext;
type Customer = Awaited<ReturnType<TestContext['user']>>;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const billing = {
  type: 'Billing',
  address_1: 'Hauptstraße 5',
  address_2: 'Hinterhaus',
  city: 'Berlin',
  state: 'Berlin',
  country: 'Deutschland',
  zip: '10115',
  isDefault: true,
};
const api = (who: Customer, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.inject({ method, url: `/api/v1${url}`, headers: who.auth, payload });
const storedOf = (userId: number) => t.db.select().from(addresses).where(eq(addresses.userId, userId));

describe('a saved business address', () => {
  it.each([
    ['DE', 'Deutschland', 'de 123 456 789', 'DE123456789'],
    ['AT', 'Deutschland', 'ATU12345678', 'ATU12345678'],
    ['FR', 'France', 'fr 12 345678901', 'FR12345678901'],
    ['NL', 'France', 'NL123456789B01', 'NL123456789B01'],
  ])(
    'keeps a company with a %s USt-IdNr., normalised, and answers it everywhere',
    async (_state, country, typed, kept) => {
      const c = await t.user('customer');
      const created = await api(c, 'POST', '/address', {
        ...billing,
        country,
        company: 'Muster Möbel GmbH',
        vat_id: typed,
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().data).toMatchObject({ company: 'Muster Möbel GmbH', vat_id: kept });
      const [row] = await storedOf(c.id);
      expect(row).toMatchObject({ company: 'Muster Möbel GmbH', vatId: kept });
      expect((await api(c, 'GET', `/address/${row.id}`)).json().data).toMatchObject({
        company: 'Muster Möbel GmbH',
        vat_id: kept,
      });
      const me = (await api(c, 'GET', '/user')).json().data;
      expect(me.addresses).toEqual([expect.objectContaining({ company: 'Muster Möbel GmbH', vat_id: kept })]);
    },
  );

  it('answers a private address with company and USt-IdNr. null, and a save without them removes them', async () => {
    const c = await t.user('customer');
    const created = await api(c, 'POST', '/address', { ...billing, company: 'Muster AG', vat_id: 'DE123456789' });
    const id = created.json().data.id;
    const updated = await api(c, 'PUT', `/address/${id}`, { ...billing, company: '', vat_id: '' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ company: null, vat_id: null });
    const [row] = await storedOf(c.id);
    expect(row).toMatchObject({ company: null, vatId: null });
  });

  it.each([
    [
      { company: 'Muster GmbH', vat_id: 'DE12345678' },
      { vat_id: ['Die USt-IdNr. hat nicht das Format für Deutschland: DE und 9 Ziffern.'] },
    ],
    [
      { company: 'Muster GmbH', vat_id: 'ATU1234567' },
      { vat_id: ['Die USt-IdNr. hat nicht das Format für Österreich: ATU und 8 Ziffern.'] },
    ],
    [
      { company: 'Muster SARL', vat_id: 'FR1234567890' },
      { vat_id: ['Die USt-IdNr. hat nicht das Format für Frankreich: FR, 2 Zeichen und 9 Ziffern.'] },
    ],
    [
      { company: 'Muster AG', vat_id: 'CHE123456789' },
      { vat_id: ['Bitte geben Sie die USt-IdNr. mit dem Länderkennzeichen eines EU-Staats an, z. B. DE123456789.'] },
    ],
    [{ vat_id: 'DE123456789' }, { company: ['Bitte geben Sie zur USt-IdNr. auch die Firma an.'] }],
    [{ company: 'x'.repeat(121) }, { company: ['Höchstens 120 Zeichen.'] }],
  ])('refuses %j with 422 and the German field error, and stores nothing', async (business, errors) => {
    const c = await t.user('customer');
    const res = await api(c, 'POST', '/address', { ...billing, ...business });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'Die eingegebenen Daten sind ungültig.', errors });
    expect(await storedOf(c.id)).toEqual([]);
  });

  it('refuses a wrong USt-IdNr. on an edit and keeps the address as it was', async () => {
    const c = await t.user('customer');
    const id = (await api(c, 'POST', '/address', { ...billing, company: 'Muster AG', vat_id: 'DE123456789' })).json()
      .data.id;
    const res = await api(c, 'PUT', `/address/${id}`, {
      ...billing,
      city: 'Potsdam',
      company: 'Muster AG',
      vat_id: 'DE1',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      vat_id: ['Die USt-IdNr. hat nicht das Format für Deutschland: DE und 9 Ziffern.'],
    });
    const [row] = await storedOf(c.id);
    expect(row).toMatchObject({ city: 'Berlin', company: 'Muster AG', vatId: 'DE123456789' });
  });
});
