import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

const configuredSeller = {
  SELLER_NAME: 'Möbelhaus Muster GmbH',
  SELLER_STREET: 'Hauptstraße 1',
  SELLER_ZIP: '10115',
  SELLER_CITY: 'Berlin',
  SELLER_EMAIL: 'service@muster.example',
  SELLER_VAT_ID: 'DE123456789',
  SELLER_PHONE: '+49 30 1234567',
  SELLER_REGISTER: 'Amtsgericht Charlottenburg HRB 12345',
  SELLER_MANAGING_DIRECTOR: 'Max Muster',
};

let t: TestContext;
/** A second instance of the shop, configured with another seller. */
let configured: FastifyInstance;
beforeAll(async () => {
  t = await createTestContext();
  configured = await t.instance(configuredSeller);
});
afterAll(() => t.close());

describe('the shop info', () => {
  it('names the demo company when no seller is configured', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/v1/shop-info' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.json()).toEqual({
      data: {
        name: 'Wohnwerk GmbH',
        street: 'Beispielstraße 12',
        zip: '04109',
        city: 'Leipzig',
        phone: '+49 341 0000000',
        email: 'info@wohnwerk.test',
        register: 'Amtsgericht Leipzig HRB 00000',
        vat_id: 'DE000000000',
        managing_director: 'Erika Beispiel',
      },
    });
  });

  it('names the configured seller (SELLER_*), for guests as for everyone', async () => {
    const res = await configured.inject({ method: 'GET', url: '/api/v1/shop-info' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      name: 'Möbelhaus Muster GmbH',
      street: 'Hauptstraße 1',
      zip: '10115',
      city: 'Berlin',
      phone: '+49 30 1234567',
      email: 'service@muster.example',
      register: 'Amtsgericht Charlottenburg HRB 12345',
      vat_id: 'DE123456789',
      managing_director: 'Max Muster',
    });
  });
});
