import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import { users } from '../db/schema/users.ts';
import { seedCatalogFixture, type CatalogFixture } from '../modules/catalog/catalog.fixtures.ts';
import { refusedTexts } from './input-guard.ts';

/** Decision 013: control characters are a 422 in the caller's language, never a 500. */
let t: TestContext;
let f: CatalogFixture;
beforeAll(async () => {
  t = await createTestContext();
  f = await seedCatalogFixture(t.db);
});
afterAll(() => t.close());

const registration = (email: string, name: string) => ({
  name,
  email,
  phone: '+49 170 1234567',
  password: 'Sicher123!',
  password_confirmation: 'Sicher123!',
});
const register = (payload: object) => t.inject({ method: 'POST', url: '/api/v1/register', payload });

describe('control characters', () => {
  it('answer 422 with a German field error on registration, for new and known addresses alike', async () => {
    const known = await t.user('customer');
    const before = await t.db.select({ n: count() }).from(users);
    const answers = [];
    for (const email of ['ganz-neu@example.test', known.email]) {
      const res = await register(registration(email, 'Anna\u0000Schmidt'));
      answers.push({ status: res.statusCode, body: res.json() });
    }
    expect(answers).toEqual(
      [0, 1].map(() => ({
        status: 422,
        body: {
          message: 'Die eingegebenen Daten sind ungültig.',
          errors: { name: ['Steuerzeichen sind hier nicht erlaubt.'] },
        },
      })),
    );
    expect(await t.db.select({ n: count() }).from(users)).toEqual(before);
  });

  it('answer 422 in a rating text and in a search query', async () => {
    const u = await t.user('customer');
    const rating = await t.inject({
      method: 'POST',
      url: '/api/v1/ratings',
      headers: u.auth,
      payload: { rating: { product_id: f.ids.lima181, rating: 5, description: 'Gut\u0000' } },
    });
    expect(rating.statusCode).toBe(422);
    expect(rating.json().errors).toEqual({ 'rating.description': ['Steuerzeichen sind hier nicht erlaubt.'] });
    const search = await t.inject({ method: 'GET', url: '/api/v1/products?q=sofa%00' });
    expect(search.statusCode).toBe(422);
    expect(search.json().errors).toEqual({ q: ['Steuerzeichen sind hier nicht erlaubt.'] });
  });

  it('answer 422 in Albanian on back-office routes', async () => {
    const staff = await t.user('staff');
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/excel/detyrat8/create',
      headers: staff.auth,
      payload: { name: 'Detyrë\u001b[31m', status: 'P', comment: 'x' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Të dhënat e futura janë të pavlefshme.',
      errors: { name: ['Karakteret e kontrollit nuk lejohen këtu.'] },
    });
  });

  it('answer 422 in German on the shop administration and the pricing tools, for staff and admin alike', async () => {
    const staff = await t.user('staff');
    const admin = await t.user('admin');
    const german = { message: 'Die eingegebenen Daten sind ungültig.' };
    const control = ['Steuerzeichen sind hier nicht erlaubt.'];
    const calls = [
      { who: staff, method: 'POST', url: '/api/v1/admin/products', payload: { name: 'Sofa\u0000' }, field: 'name' },
      { who: admin, method: 'POST', url: '/api/v1/admin/products', payload: { name: 'Sofa\u0007' }, field: 'name' },
      { who: staff, method: 'GET', url: '/api/v1/admin/orders?q=M%00ller', field: 'q' },
      { who: staff, method: 'POST', url: '/api/v1/calculate/services', payload: { name: 'DHL\u001b' }, field: 'name' },
    ] as const;
    let visited = 0;
    for (const c of calls) {
      const res = await t.inject({
        method: c.method,
        url: c.url,
        headers: c.who.auth,
        ...('payload' in c ? { payload: c.payload } : {}),
      });
      expect(res.statusCode, c.url).toBe(422);
      expect(res.json(), c.url).toEqual({ ...german, errors: { [c.field]: control } });
      visited++;
    }
    expect(visited).toBe(4);
  });

  it('refuse line breaks in names (and other one-line fields) but keep them in texts', async () => {
    const name = await register(registration('zeilen@example.test', 'Kunde,\n\nIhr Konto ist gesperrt'));
    expect(name.statusCode).toBe(422);
    expect(name.json().errors).toEqual({ name: ['Zeilenumbrüche sind hier nicht erlaubt.'] });
    const u = await t.user('customer');
    const rating = await t.inject({
      method: 'POST',
      url: '/api/v1/ratings',
      headers: u.auth,
      payload: {
        rating: { product_id: f.ids.lima181, rating: 4, description: 'Bequem.\r\nSchnell geliefert.\tGern wieder.' },
      },
    });
    expect(rating.statusCode).toBe(201);
  });

  it('are found in nested fields and keys, not in plain texts', () => {
    expect(
      refusedTexts({
        items: [{ name: 'a' }, { name: 'b\u0007' }],
        note: 'x\ny',
        first_name: 'A\u2028B',
        'k\u0000': 1,
      }),
    ).toEqual([
      ['items.1.name', 'control'],
      ['first_name', 'lineBreak'],
      ['k?', 'control'],
    ]);
    expect(refusedTexts({ text: 'Grüße aus Köln – “schön” 😀\t\r\n' })).toEqual([]);
    expect(
      refusedTexts({
        address: {
          address_1: 'Hauptstr. 1\nIhr Konto',
          city: 'Köln',
          zip: '50667\r\n',
          phone: '0221',
          email: 'a@b.de',
        },
      }),
    ).toEqual([
      ['address.address_1', 'lineBreak'],
      ['address.zip', 'lineBreak'],
    ]);
  });
});
