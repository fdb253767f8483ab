import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders.ts';
import { pdfText } from '../../test/api-helpers.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { address, apiOf, seedCheckoutFixture } from './checkout.fixtures.ts';

/** The checkout's address step with a company and USt-IdNr. (issue 33, decision 158). */
let t: TestContext;
let f: Awaited<ReturnType<typeof seedCheckoutFixture>>;
let api: ReturnType<typeof apiOf>;
beforeAll(async () => {
  t = await createTestContext();
  f = await seedCheckoutFixture(t.db);
  api = apiOf(t);
});
afterAll(() => t.close());

const ordersOf = (userId: number) => t.db.select().from(orders).where(eq(orders.userId, userId));
const place = (auth: { authorization: string }, billing: unknown, shipping: unknown = address) =>
  api('POST', '/order', {
    auth,
    payload: { items: [{ product_id: f.table.id, qty: 1 }], shipping_address: shipping, billing_address: billing },
  });

describe('an order with a business billing address', () => {
  it('keeps company and the normalised USt-IdNr. with the billing address, also as the spec’s JSON string', async () => {
    const c = await t.user('customer', { name: 'Erika Einkauf' });
    const billing = JSON.stringify({ ...address, company: 'Muster Möbel GmbH', vat_id: 'FR xx 123456789' });
    const res = await place(c.auth, billing);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await ordersOf(c.id);
    expect(row.billingAddress).toMatchObject({ company: 'Muster Möbel GmbH', vat_id: 'FRXX123456789' });
    const mine = (await api('GET', `/order/${row.orderNumber}`, { auth: c.auth })).json().data;
    expect(mine.billing_address).toMatchObject({ company: 'Muster Möbel GmbH', vat_id: 'FRXX123456789' });
    // The order confirmation names the company above the address and its USt-IdNr. below it.
    const pdf = pdfText((await t.inject({ method: 'GET', url: `/order-pdf/${row.id}`, headers: c.auth })).rawPayload);
    expect(pdf).toContain('Rechnungsadresse\nMuster Möbel GmbH\nErika Einkauf\nMusterstraße 5');
    expect(pdf).toContain('USt-IdNr.: FRXX123456789');
  });

  it('takes the spec’s combined model with billing_company and billing_vat_id', async () => {
    const c = await t.user('customer');
    const combined = {
      name: 'Erika Einkauf',
      billing_address_1: 'Rechnungsweg 1',
      billing_address_2: 'Büro',
      billing_city: 'Leipzig',
      billing_country: 'Deutschland',
      billing_zip: '04109',
      billing_company: 'Muster AG',
      billing_vat_id: 'DE123456789',
    };
    expect((await place(c.auth, combined)).statusCode).toBe(201);
    const [row] = await ordersOf(c.id);
    expect(row.billingAddress).toMatchObject({
      address_1: 'Rechnungsweg 1',
      company: 'Muster AG',
      vat_id: 'DE123456789',
    });
  });

  it.each([
    [
      { company: 'Muster GmbH', vat_id: 'DE 1234 5678' },
      { 'billing_address.vat_id': ['Die USt-IdNr. hat nicht das Format für Deutschland: DE und 9 Ziffern.'] },
    ],
    [
      { company: 'Muster BV', vat_id: 'NL123456789' },
      {
        'billing_address.vat_id': [
          'Die USt-IdNr. hat nicht das Format für Niederlande: NL, 9 Ziffern, B und 2 Ziffern.',
        ],
      },
    ],
    [
      { company: 'Muster AG', vat_id: 'XY123' },
      {
        'billing_address.vat_id': [
          'Bitte geben Sie die USt-IdNr. mit dem Länderkennzeichen eines EU-Staats an, z. B. DE123456789.',
        ],
      },
    ],
    [{ vat_id: 'ATU12345678' }, { 'billing_address.company': ['Bitte geben Sie zur USt-IdNr. auch die Firma an.'] }],
    [
      { company: 'Muster AG', country: 'Schweiz' },
      { 'billing_address.country': ['Bitte geben Sie für eine Firmenadresse ein Land der EU an.'] },
    ],
  ])('refuses %j with 422 and the field error, and places no order', async (business, errors) => {
    const c = await t.user('customer');
    const res = await place(c.auth, { ...address, ...business });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'Die eingegebenen Daten sind ungültig.', errors });
    expect(await ordersOf(c.id)).toEqual([]);
  });

  it('checks the shipping address’s USt-IdNr. too', async () => {
    const c = await t.user('customer');
    const res = await place(c.auth, address, { ...address, company: 'Muster AG', vat_id: 'DE1' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'shipping_address.vat_id': ['Die USt-IdNr. hat nicht das Format für Deutschland: DE und 9 Ziffern.'],
    });
    expect(await ordersOf(c.id)).toEqual([]);
  });
});
