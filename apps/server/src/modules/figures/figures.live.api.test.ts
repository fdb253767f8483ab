import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { address, apiOf, seedCheckoutFixture } from '../checkout/checkout.fixtures.ts';
import { berlinToday } from '@wohnwerk/contract/shop-time';
import { openEventStream } from '../../test/event-stream-client.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('the figures follow a new paid order at once', () => {
  it('tells a screen on another instance within seconds, and the paid order is in today’s figures', async () => {
    const staff = await t.user('staff');
    const f = await seedCheckoutFixture(t.db);
    const api = apiOf(t);
    const today = berlinToday();
    const read = async () =>
      (
        await t.inject({
          method: 'GET',
          url: `/api/v1/admin/figures?from=${today}&to=${today}`,
          headers: staff.auth,
        })
      ).json();
    const before = await read();

    // The screen is connected to a second instance (its own pool and listening connection on PostgreSQL).
    const other = await t.instance();
    const address2 = await other.listen({ port: 0, host: '127.0.0.1' });
    const abort = new AbortController();
    const stream = await openEventStream(`${address2}/api/v1/admin/figures/stream`, staff.auth, abort.signal);
    try {
      expect(await stream.until('event: ready', 2000)).toBe(true);

      const buyer = await t.user('customer');
      const placed = await api('POST', '/order', {
        auth: buyer.auth,
        payload: {
          items: [{ product_id: f.table.id, qty: 2 }],
          shipping_address: address,
          billing_address: address,
        },
      });
      expect(placed.statusCode).toBe(201);
      const paidAt = Date.now();
      const paid = await api('POST', '/charge', {
        auth: buyer.auth,
        payload: { order_id: placed.json().order.id, token: 'tok_visa' },
      });
      expect(paid.json(), paid.body).toHaveProperty('data.status', 'paid');
      expect(await stream.until('event: change', 3000)).toBe(true);
      expect(Date.now() - paidAt).toBeLessThan(3000);
    } finally {
      abort.abort();
    }

    const after = await read();
    // 2 × 199,99 €, paid by a customer who never paid before.
    expect(after.totals.revenue).toBe(Math.round((before.totals.revenue + 399.98) * 100) / 100);
    expect(after.totals.orders).toBe(before.totals.orders + 1);
    expect(after.totals.placed).toBe(before.totals.placed + 1);
    expect(after.customers.new.orders).toBe(before.customers.new.orders + 1);
    expect(after.top_products).toContainEqual({
      id: f.table.id,
      name: 'Couchtisch Arco Eiche Sonoma',
      revenue: 399.98,
      units: 2,
    });
  });
});
