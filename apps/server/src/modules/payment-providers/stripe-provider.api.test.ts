import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { payments } from '../../db/schema/orders.ts';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { address, apiOf, seedCheckoutFixture } from '../checkout/checkout.fixtures.ts';

let t: TestContext;
let f: Awaited<ReturnType<typeof seedCheckoutFixture>>;
let api: ReturnType<typeof apiOf>;
const webhookSecret = 'whsec_test_standin';
// The local stand-in for Stripe's API (test/stripe-stand-in.ts) keeps every request it got.
let standIn: StripeStandIn;
let seen: StripeStandIn['requests'];
beforeAll(async () => {
  standIn = await startStripeStandIn();
  seen = standIn.requests;
  t = await createTestContext({
    STRIPE_SECRET_KEY: standIn.secretKey,
    STRIPE_PUBLISHABLE_KEY: standIn.publishableKey,
    STRIPE_API_BASE: standIn.url,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
  });
  f = await seedCheckoutFixture(t.db);
  api = apiOf(t);
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const place = async (auth: { authorization: string }) =>
  (
    await api('POST', '/order', {
      auth,
      payload: { items: [{ product_id: f.table.id, qty: 2 }], shipping_address: address, billing_address: address },
    })
  ).json().order as { id: number; order_number: string };

describe('the Stripe adapter against a local stand-in', () => {
  it('charges the order total in cents and EUR with the idempotency key, once for a retried charge', async () => {
    const me = await t.user('customer');
    expect((await api('GET', '/payment-config')).json()).toMatchObject({
      provider: 'stripe',
      stripe_publishable_key: standIn.publishableKey,
    });
    const order = await place(me.auth);
    const before = seen.length;
    const first = await api('POST', '/charge', {
      auth: me.auth,
      payload: { order_id: order.id, token: 'tok_visa' },
      key: 'stripe-key-0001',
    });
    const again = await api('POST', '/charge', {
      auth: me.auth,
      payload: { order_id: order.id, token: 'tok_visa' },
      key: 'stripe-key-0001',
    });
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(first.json().data.status).toBe('paid');
    const calls = seen.slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0].path).toBe('/v1/payment_intents');
    expect(calls[0].auth).toBe('Bearer sk_test_standin');
    expect(calls[0].form.get('amount')).toBe('39998');
    expect(calls[0].form.get('currency')).toBe('eur');
    expect(calls[0].form.get('confirm')).toBe('true');
    expect(calls[0].idempotencyKey).toBe(`card:${order.id}:stripe-key-0001`);
    expect(calls[0].form.get('metadata[payment_key]')).toBe(`card:${order.id}:stripe-key-0001`);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({
      provider: 'stripe',
      status: 'succeeded',
      providerRef: expect.stringMatching(/^pi_/),
      amountCents: 39998,
    });
  });

  it("shows a declined card's reason in German and leaves the order unpaid", async () => {
    const me = await t.user('customer');
    const order = await place(me.auth);
    const res = await api('POST', '/charge', {
      auth: me.auth,
      payload: { order_id: order.id, token: 'tok_chargeDeclined' },
    });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe('Ihre Karte wurde abgelehnt.');
    expect((await api('GET', `/order/${order.order_number}`, { auth: me.auth })).json().data.status).toBe(
      'pending_payment',
    );
  });
});

describe('the Stripe webhook', () => {
  it('confirms a payment whose answer was lost, verified by signature and only once', async () => {
    const me = await t.user('customer');
    const order = await place(me.auth);
    // A charge whose answer never arrived: the payment row is still pending.
    const key = `card:${order.id}:lost-answer`;
    await t.db
      .insert(payments)
      .values({ orderId: order.id, provider: 'stripe', method: 'card', idempotencyKey: key, amountCents: 39998 });
    const event = {
      id: 'evt_standin_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: 'pi_lost',
          object: 'payment_intent',
          amount: 39998,
          amount_received: 39998,
          currency: 'eur',
          status: 'succeeded',
          metadata: { payment_key: key },
        },
      },
    };
    const payload = JSON.stringify(event);
    const signature = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const post = (sig: string) =>
      t.inject({
        method: 'POST',
        url: '/api/v1/webhooks/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': sig },
        payload,
      });

    expect((await post('t=1,v1=forged')).statusCode).toBe(400);
    expect((await api('GET', `/order/${order.order_number}`, { auth: me.auth })).json().data.status).toBe(
      'pending_payment',
    );
    const [a, b] = [await post(signature), await post(signature)];
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await api('GET', `/order/${order.order_number}`, { auth: me.auth })).json().data.status).toBe('paid');
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, me.email))).toHaveLength(1);
  });
});
