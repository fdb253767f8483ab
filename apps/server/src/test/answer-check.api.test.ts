import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestContext, type TestContext } from './test-app.ts';
import { seedCatalogFixture, type CatalogFixture } from '../modules/catalog/catalog.fixtures.ts';
import { checkAnswer, checked, routeOf } from './answer-check.ts';

/** The shared check of API answers against their routes' response schemas (docs/decisions/018). */

let t: TestContext;
let f: CatalogFixture;
beforeAll(async () => {
  t = await createTestContext();
  f = await seedCatalogFixture(t.db);
});
afterAll(() => t?.close());

const answer = (body: unknown, status = 200) =>
  ({
    statusCode: status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
  }) as unknown as LightMyRequestResponse;

describe('answer check', () => {
  it('refuses an error status the route does not declare in the API document (decision 109)', () => {
    const message = { message: 'Konflikt' };
    // POST /wishlist declares 409 (the product is already there); GET /categories declares no error.
    expect(() => checkAnswer(t.app, { method: 'POST', url: '/api/v1/wishlist' }, answer(message, 409))).not.toThrow();
    expect(() => checkAnswer(t.app, '/api/v1/categories', answer(message, 409))).toThrow(/does not declare/);
    expect(() => checkAnswer(t.app, '/api/v1/categories', answer(message, 404))).toThrow(/does not declare/);
    // Fastify's own answers to an unreadable request may come from any route.
    expect(() => checkAnswer(t.app, '/api/v1/categories', answer(message, 400))).not.toThrow();
    expect(routeOf(t.app, 'POST', '/api/v1/order')?.errors).toEqual([401, 409, 422, 429]);
  });

  it('finds the route a request reaches, static segments before parameters', () => {
    expect(routeOf(t.app, 'GET', '/api/v1/ratings/guest/5')?.url).toBe('/api/v1/ratings/guest/:productId');
    expect(routeOf(t.app, 'GET', '/api/v1/ratings/5')?.url).toBe('/api/v1/ratings/:id');
    expect(routeOf(t.app, 'PUT', '/api/v1/ratings/5')?.url).toBe('/api/v1/ratings/:id');
    expect(routeOf(t.app, 'GET', '/api/v1/products?category=sofas')?.url).toBe('/api/v1/products');
  });

  it('checks the hand-written list and product page answers of every t.inject', async () => {
    const before = checked.count;
    for (const url of [
      '/api/v1/products?category=sofas',
      '/api/v1/search?q=sofa',
      `/api/v1/product/${f.ids.lima2}`,
      '/api/v1/categories',
    ]) {
      expect((await t.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    expect(checked.count - before).toBe(4);
  });

  it('refuses an answer with a field missing, a field too many or a wrong type', async () => {
    const good = (await t.inject({ method: 'GET', url: '/api/v1/products?category=sofas' })).json();
    const card = good.data[0];
    expect(() => checkAnswer(t.app, { method: 'GET', url: '/api/v1/products' }, answer(good))).not.toThrow();
    const { in_wishlist: _, ...missing } = card;
    expect(() =>
      checkAnswer(t.app, { method: 'GET', url: '/api/v1/products' }, answer({ ...good, data: [missing] })),
    ).toThrow(/outside its response schema/);
    expect(() =>
      checkAnswer(
        t.app,
        { method: 'GET', url: '/api/v1/products' },
        answer({ ...good, data: [{ ...card, extra: 1 }] }),
      ),
    ).toThrow(/outside/);
    expect(() =>
      checkAnswer(
        t.app,
        { method: 'GET', url: '/api/v1/products' },
        answer({ ...good, data: [{ ...card, price: '1,00' }] }),
      ),
    ).toThrow(/outside/);
  });
});
