import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { address, apiOf, seedCheckoutFixture } from '../checkout/checkout.fixtures.ts';

let t: TestContext;
let f: Awaited<ReturnType<typeof seedCheckoutFixture>>;
let api: ReturnType<typeof apiOf>;
beforeAll(async () => {
  t = await createTestContext();
  f = await seedCheckoutFixture(t.db);
  api = apiOf(t);
});
afterAll(() => t.close());

describe('a generated gift code at checkout', () => {
  it('takes its value off the order once, is listed as used after payment, and is refused afterwards', async () => {
    const admin = await t.user('admin');
    const made = await api('POST', '/create-codes', { auth: admin.auth, payload: { value: 30, quantity: 2 } });
    const [code, other] = (made.json().codes as { code: string }[]).map((c) => c.code);

    // Typed in lower case, as customers do: 199,99 − 30 = 169,99.
    const quote = await api('POST', '/payment', {
      payload: { items: [{ product_id: f.table.id, qty: 1 }], coupon: code.toLowerCase() },
    });
    expect(quote.json()).toMatchObject({ total_price: 169.99 });

    const buyer = await t.user('customer');
    const placed = await api('POST', '/order', {
      auth: buyer.auth,
      payload: {
        items: [{ product_id: f.table.id, qty: 1 }],
        coupon: code,
        shipping_address: address,
        billing_address: address,
      },
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order.amount).toBe(169.99);
    const paid = await api('POST', '/charge', {
      auth: buyer.auth,
      payload: { order_id: placed.json().order.id, token: 'tok_visa' },
    });
    expect(paid.json().data.status).toBe('paid');

    const listed = (await api('GET', '/get-codes', { auth: admin.auth })).json() as {
      code: string;
      used: boolean;
      used_at: string | null;
    }[];
    expect(listed.find((c) => c.code === code)).toMatchObject({ used: true, used_at: expect.any(String) });
    expect(listed.find((c) => c.code === other)).toMatchObject({ used: false, used_at: null });

    const again = await api('POST', '/payment', {
      payload: { items: [{ product_id: f.table.id, qty: 1 }], coupon: code },
    });
    expect(again.json()).toMatchObject({ couponExist: 'notexist', total_price: 199.99 });
  });
});
