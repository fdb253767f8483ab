import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProviderStandIns } from '../../test/provider-stand-ins.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { adminOrdersFixture } from '../admin-orders/admin-orders.fixtures.ts';

/** Refunds go back through the provider that took the money: Stripe's Refunds API and PayPal's capture refund, on their stand-ins. */
let t: TestContext;
let x: Awaited<ReturnType<typeof adminOrdersFixture>>;
let standIns: Awaited<ReturnType<typeof startProviderStandIns>>;
let stripe: typeof standIns.stripe;
let paypal: typeof standIns.paypal;
beforeAll(async () => {
  standIns = await startProviderStandIns();
  ({ stripe, paypal } = standIns);
  t = await createTestContext({
    ...standIns.config,
  });
  x = await adminOrdersFixture(t);
});
afterAll(async () => {
  await t.close();
  await standIns.close();
});

describe('refunds through the real providers’ APIs', () => {
  it('refunds a card payment through Stripe’s Refunds API with the amount in cents and the refund’s key', async () => {
    const { order } = await x.paidOrder();
    const res = await x.refund(
      x.staff.auth,
      order.order_number,
      { amount: 50, reason: 'Teilerstattung' },
      'stripe-refund-1',
    );
    expect(res.statusCode, res.body).toBe(200);
    const sent = stripe.requests.filter((r) => r.path === '/v1/refunds');
    expect(sent).toHaveLength(1);
    expect(sent[0].form.get('amount')).toBe('5000');
    expect(sent[0].form.get('payment_intent')).toBe(res.json().data.payments[0].provider_ref);
    expect(sent[0].idempotencyKey).toContain('stripe-refund-1');
    expect(res.json().data.refunds[0]).toMatchObject({ provider: 'stripe', status: 'succeeded' });
    expect(res.json().data.refunds[0].provider_ref).toMatch(/^re_/);
    // The rest, in full: the order is refunded.
    const rest = await x.refund(x.staff.auth, order.order_number, { amount: 149.99, reason: 'Rest' });
    expect(rest.json().data.status).toBe('refunded');
  });

  it('refunds a PayPal payment by refunding its capture', async () => {
    const { order, paypalOrderId } = await x.paypalPaidOrder();
    const res = await x.refund(x.admin.auth, order.order_number, { amount: 199.99, reason: 'Widerruf' });
    expect(res.statusCode, res.body).toBe(200);
    const sent = paypal.seen.filter((s) => s.url.endsWith('/refund'));
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe(`/v2/payments/captures/CAP-${paypalOrderId}/refund`);
    expect(sent[0].body.amount).toEqual({ currency_code: 'EUR', value: '199.99' });
    expect(res.json().data).toMatchObject({ status: 'refunded', refundable: 0 });
    expect(res.json().data.refunds[0]).toMatchObject({ provider: 'paypal', status: 'succeeded' });
  });
});
