import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/orders.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { placePaypalOrder } from '../../test/paypal-checkout.ts';
import { apiOf, seedCheckoutFixture, type Auth } from './checkout.fixtures.ts';
import type { TestPaypalProvider } from '../payment-providers/payment-provider.ts';

let t: TestContext;
let f: Awaited<ReturnType<typeof seedCheckoutFixture>>;
let api: ReturnType<typeof apiOf>;
let paypal: TestPaypalProvider;
beforeAll(async () => {
  t = await createTestContext();
  f = await seedCheckoutFixture(t.db);
  api = apiOf(t);
  paypal = t.app.paymentProviders.paypal as TestPaypalProvider;
});
afterAll(() => t.close());

const place = (auth: Auth) => placePaypalOrder(api, f.table.id, auth);
const statusOf = async (auth: Auth, orderNumber: string) =>
  (await api('GET', `/order/${orderNumber}`, { auth })).json().data.status as string;

describe('a PayPal approval pays only the order it was created for (test provider)', () => {
  it("refuses B's capture of A's PayPal order for B's own order of the same total; A's own capture still pays A's order", async () => {
    const a = await t.user('customer');
    const b = await t.user('customer');
    const orderA = await place(a.auth);
    const orderB = await place(b.auth);
    const paypalA = (
      await api('POST', '/paypal/create-order', { auth: a.auth, payload: { order_id: orderA.id } })
    ).json().id as string;
    const before = paypal.captureCount;

    const stolen = await api('POST', '/paypal/capture', {
      auth: b.auth,
      payload: { order_id: orderB.id, paypal_order_id: paypalA },
    });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors.paypal_order_id).toEqual(['Die Zahlung passt nicht zu dieser Bestellung.']);
    // Another customer naming A's order itself finds no such order.
    const foreign = await api('POST', '/paypal/capture', {
      auth: b.auth,
      payload: { order_id: orderA.id, paypal_order_id: paypalA },
    });
    expect(foreign.statusCode).toBe(404);
    expect(paypal.captureCount).toBe(before);
    expect(await statusOf(b.auth, orderB.order_number)).toBe('pending_payment');
    expect(await t.db.select().from(payments).where(eq(payments.orderId, orderB.id))).toHaveLength(0);

    const own = await api('POST', '/paypal/capture', {
      auth: a.auth,
      payload: { order_id: orderA.id, paypal_order_id: paypalA },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({ id: orderA.id, status: 'paid' });
    expect(paypal.captureCount).toBe(before + 1);
    expect(await statusOf(a.auth, orderA.order_number)).toBe('paid');
    expect(await statusOf(b.auth, orderB.order_number)).toBe('pending_payment');
  });

  it('refuses a PayPal order id the shop never created, and the same customer moving an approval to another order', async () => {
    const a = await t.user('customer');
    const first = await place(a.auth);
    const paypalFirst = (
      await api('POST', '/paypal/create-order', { auth: a.auth, payload: { order_id: first.id } })
    ).json().id as string;
    expect(paypalFirst).toMatch(/^TEST-PAYPAL_/);
    const second = await place(a.auth);
    const before = paypal.captureCount;
    const moved = await api('POST', '/paypal/capture', {
      auth: a.auth,
      payload: { order_id: second.id, paypal_order_id: paypalFirst },
    });
    const invented = await api('POST', '/paypal/capture', {
      auth: a.auth,
      payload: { order_id: second.id, paypal_order_id: 'TEST-PAYPAL_000000000000000000000000' },
    });
    expect([moved.statusCode, invented.statusCode]).toEqual([422, 422]);
    expect(moved.json().errors).toEqual({ paypal_order_id: ['Die Zahlung passt nicht zu dieser Bestellung.'] });
    expect(paypal.captureCount).toBe(before);
    expect(await statusOf(a.auth, second.order_number)).toBe('pending_payment');
  });
});
