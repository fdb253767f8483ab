import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { products } from '../../db/schema/catalog.ts';
import { seedCatalogFixture, type CatalogFixture } from '../catalog/catalog.fixtures.ts';

let t: TestContext;
let f: CatalogFixture;
beforeAll(async () => {
  t = await createTestContext();
  f = await seedCatalogFixture(t.db);
});
afterAll(() => t.close());

type Auth = { authorization: string };
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, opts: { auth?: Auth; payload?: unknown } = {}) =>
  t.inject({ method, url: `/api/v1${url}`, headers: opts.auth ?? {}, payload: opts.payload as never });

describe('ratings', () => {
  const rate = (auth: Auth, rating: Record<string, unknown>) => api('POST', '/ratings', { auth, payload: { rating } });
  const productRating = async (id: number) => {
    const [row] = await t.db
      .select({ avg: products.ratingAvg, count: products.ratingCount })
      .from(products)
      .where(eq(products.id, id));
    return { avg: row.avg === null ? null : Number(row.avg), count: row.count };
  };

  it('adds a rating with "Vielen Danke!" and keeps the product average and count', async () => {
    const a = await t.user('customer', { name: 'Anna Schmidt' });
    const b = await t.user('customer', { name: 'Ben Meyer' });
    const res = await rate(a.auth, { product_id: f.ids.valencia, rating: 5, description: '  Sehr bequem!  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Vielen Danke!' });
    expect(await productRating(f.ids.valencia)).toEqual({ avg: 5, count: 1 });
    await rate(b.auth, { product_id: f.ids.valencia, rating: 2, description: 'Lieferung dauerte.' });
    expect(await productRating(f.ids.valencia)).toEqual({ avg: 3.5, count: 2 });

    const detail = (await api('GET', `/product/${f.ids.valencia}`)).json().data.product_shop.product;
    expect(detail.rating).toEqual({ average: 3.5, count: 2 });

    const guest = await api('GET', `/ratings/guest/${f.ids.valencia}`);
    expect(guest.statusCode).toBe(200);
    const body = guest.json();
    expect(body.rated).toBe(false);
    expect(body.ratings).toHaveLength(2);
    expect(body.ratings.every((r: { rated: boolean }) => !r.rated)).toBe(true);
    const anna = body.ratings.find((r: { user: string }) => r.user === 'Anna Schmidt');
    expect(anna).toEqual({
      id: expect.any(Number),
      user: 'Anna Schmidt',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      description: 'Sehr bequem!',
      rating: 5,
      rated: false,
    });

    const own = (await api('GET', `/ratings/${f.ids.valencia}`, { auth: a.auth })).json();
    expect(own.rated).toBe(true);
    expect(own.ratings.filter((r: { rated: boolean }) => r.rated).map((r: { user: string }) => r.user)).toEqual([
      'Anna Schmidt',
    ]);
    const stranger = await t.user('customer');
    expect((await api('GET', `/ratings/${f.ids.valencia}`, { auth: stranger.auth })).json().rated).toBe(false);
  });

  it('allows one rating per customer and product', async () => {
    const u = await t.user('customer');
    expect((await rate(u.auth, { product_id: f.ids.arco, rating: 4, description: 'Gut.' })).statusCode).toBe(201);
    const again = await rate(u.auth, { product_id: f.ids.arco, rating: 1, description: 'Doch nicht.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Sie haben dieses Produkt bereits bewertet. Sie können Ihre Bewertung bearbeiten.',
    );
    expect(await productRating(f.ids.arco)).toEqual({ avg: 4, count: 1 });
  });

  it('counts concurrent ratings of one product correctly', async () => {
    const users = await Promise.all([1, 2, 3, 4].map(() => t.user('customer')));
    const res = await Promise.all(
      users.map((u, i) => rate(u.auth, { product_id: f.ids.limaBett, rating: i + 2, description: `Bewertung ${i}` })),
    );
    expect(res.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(await productRating(f.ids.limaBett)).toEqual({ avg: 3.5, count: 4 });
  });

  it('refuses 0, 6, fractions, a missing or blank comment and a comment over 2000 characters', async () => {
    const u = await t.user('customer');
    const bad: [Record<string, unknown>, string][] = [
      [{ product_id: f.ids.arco, rating: 0, description: 'x' }, 'rating.rating'],
      [{ product_id: f.ids.arco, rating: 6, description: 'x' }, 'rating.rating'],
      [{ product_id: f.ids.arco, rating: 2.5, description: 'x' }, 'rating.rating'],
      [{ product_id: f.ids.arco, rating: '5', description: 'x' }, 'rating.rating'],
      [{ product_id: f.ids.arco, rating: 5 }, 'rating.description'],
      [{ product_id: f.ids.arco, rating: 5, description: '   ' }, 'rating.description'],
      [{ product_id: f.ids.arco, rating: 5, description: 'x'.repeat(2001) }, 'rating.description'],
      [{ rating: 5, description: 'x' }, 'rating.product_id'],
    ];
    for (const [rating, fieldName] of bad) {
      const res = await rate(u.auth, rating);
      expect({ fieldName, status: res.statusCode }).toEqual({ fieldName, status: 422 });
      expect(res.json().errors[fieldName]).toBeDefined();
    }
    const stars = await rate(u.auth, { product_id: f.ids.arco, rating: 0, description: 'x' });
    expect(stars.json().errors['rating.rating']).toEqual(['Bitte vergeben Sie 1 bis 5 Sterne.']);
    const blank = await rate(u.auth, { product_id: f.ids.arco, rating: 3, description: ' ' });
    expect(blank.json().errors['rating.description']).toEqual(['Bitte schreiben Sie einen Kommentar.']);
    const unknown = await rate(u.auth, { product_id: 999999, rating: 3, description: 'x' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors['rating.product_id']).toEqual(['Dieses Produkt gibt es nicht.']);
    expect((await api('POST', '/ratings', { auth: u.auth, payload: {} })).json().errors.rating).toEqual([
      'Dies ist ein Pflichtfeld.',
    ]);
  });

  it('lets only the author read, edit and delete a rating', async () => {
    const author = await t.user('customer');
    const other = await t.user('customer');
    await rate(author.auth, { product_id: f.ids.lima3, rating: 4, description: 'Schönes Sofa.' });
    const [{ id }] = (await api('GET', `/ratings/${f.ids.lima3}`, { auth: author.auth })).json().ratings;

    const read = await api('GET', `/rating/${id}`, { auth: author.auth });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({
      id,
      product_id: f.ids.lima3,
      rating: 4,
      description: 'Schönes Sofa.',
      rated: true,
    });
    expect((await api('GET', `/rating/${id}`, { auth: other.auth })).statusCode).toBe(403);

    const body = { rating: { product_id: f.ids.lima3, rating: 1, description: 'Geändert' } };
    const foreignEdit = await api('PUT', `/ratings/${id}`, { auth: other.auth, payload: body });
    expect(foreignEdit.statusCode).toBe(403);
    expect(foreignEdit.json().message).toBe('Sie können nur Ihre eigene Bewertung ändern oder löschen.');
    expect((await api('DELETE', `/ratings/${id}`, { auth: other.auth })).statusCode).toBe(403);
    expect(await productRating(f.ids.lima3)).toEqual({ avg: 4, count: 1 });

    const edit = await api('PUT', `/ratings/${id}`, {
      auth: author.auth,
      payload: { rating: { product_id: f.ids.lima3, rating: 2, description: 'Nach einem Jahr durchgesessen.' } },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toEqual({ message: 'Vielen Danke!' });
    expect(await productRating(f.ids.lima3)).toEqual({ avg: 2, count: 1 });
    expect((await api('GET', `/rating/${id}`, { auth: author.auth })).json().data.description).toBe(
      'Nach einem Jahr durchgesessen.',
    );

    // The product a rating belongs to never changes through an edit.
    await api('PUT', `/ratings/${id}`, {
      auth: author.auth,
      payload: { rating: { product_id: f.ids.arco, rating: 3, description: 'x' } },
    });
    expect((await api('GET', `/rating/${id}`, { auth: author.auth })).json().data.product_id).toBe(f.ids.lima3);

    const del = await api('DELETE', `/ratings/${id}`, { auth: author.auth });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'Vielen Danke!' });
    expect(await productRating(f.ids.lima3)).toEqual({ avg: null, count: 0 });
    expect((await api('GET', `/rating/${id}`, { auth: author.auth })).statusCode).toBe(404);
    expect((await api('DELETE', `/ratings/${id}`, { auth: author.auth })).statusCode).toBe(404);
    // After deleting, the author may rate again.
    expect((await rate(author.auth, { product_id: f.ids.lima3, rating: 5, description: 'Neu.' })).statusCode).toBe(201);
  });

  it('answers guests with 401 on the signed-in rating calls and lists an unrated product as empty', async () => {
    expect(
      (await rate({ authorization: '' }, { product_id: f.ids.arco, rating: 5, description: 'x' })).statusCode,
    ).toBe(401);
    expect((await api('GET', `/ratings/${f.ids.arco}`)).statusCode).toBe(401);
    expect((await api('GET', `/ratings/guest/${f.ids.nordicAnthrazit}`)).json()).toEqual({ ratings: [], rated: false });
    expect((await api('GET', '/ratings/guest/abc')).statusCode).toBe(422);
  });
});
