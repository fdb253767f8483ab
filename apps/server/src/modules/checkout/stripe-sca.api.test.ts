import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { orders, payments } from '../../db/schema/orders.ts';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { address, apiOf, seedCheckoutFixture, type Auth } from './checkout.fixtures.ts';
import { PaymentService } from './payment.service.ts';
import { OrderService } from './order.service.ts';

/**
 * Strong Customer Authentication (decision 054): a card that asks for 3-D Secure is answered 202
 * with the client secret, the browser shows the bank's step, and POST /charge/confirm pays the
 * order only after the server read a succeeded PaymentIntent of this order from Stripe (here the
 * local stand-in, test/stripe-stand-in.ts).
 */
let t: TestContext;
let f: Awaited<ReturnType<typeof seedCheckoutFixture>>;
let api: ReturnType<typeof apiOf>;
let standIn: StripeStandIn;
const webhookSecret = 'whsec_test_sca';
const SCA_CARD = 'pm_card_authenticationRequired';
beforeAll(async () => {
  standIn = await startStripeStandIn();
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

const place = async (auth: Auth) => {
  const res = await api('POST', '/order', {
    auth,
    payload: { items: [{ product_id: f.table.id, qty: 1 }], shipping_address: address, billing_address: address },
  });
  expect(res.statusCode).toBe(201);
  return res.json().order as { id: number; order_number: string };
};
const statusOf = async (auth: Auth, orderNumber: string) =>
  (await api('GET', `/order/${orderNumber}`, { auth })).json().data.status as string;
const mailsTo = async (email: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).length;
const created = (from: number) =>
  standIn.requests.slice(from).filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');

/** A charge with the 3-D Secure card: the 202 answer. */
async function chargeNeedingAuthentication(auth: Auth, orderId: number, key = `sca-${orderId}-${Date.now()}`) {
  const res = await api('POST', '/charge', { auth, payload: { order_id: orderId, token: SCA_CARD }, key });
  expect(res.statusCode).toBe(202);
  return res.json() as { message: string; requires_action: true; payment_intent: string; client_secret: string };
}

describe('a card that asks for Strong Customer Authentication', () => {
  it('is not declined: 202 with the client secret, unpaid until the bank step passed, then paid once with one mail', async () => {
    const me = await t.user('customer');
    const order = await place(me.auth);
    const before = standIn.requests.length;
    const key = 'sca-first-attempt-1';
    const action = await chargeNeedingAuthentication(me.auth, order.id, key);
    expect(action).toMatchObject({
      message: 'Bitte bestätigen Sie die Zahlung bei Ihrer Bank.',
      requires_action: true,
      payment_intent: expect.stringMatching(/^pi_/),
    });
    expect(action.client_secret).toBe(standIn.intents.get(action.payment_intent)!.client_secret);
    expect(await statusOf(me.auth, order.order_number)).toBe('pending_payment');
    const [waiting] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(waiting).toMatchObject({ status: 'pending', providerRef: action.payment_intent, amountCents: 19_999 });

    // The same click again shows the same bank step; nothing is created twice at Stripe.
    const replay = await api('POST', '/charge', {
      auth: me.auth,
      payload: { order_id: order.id, token: SCA_CARD },
      key,
    });
    expect(replay.statusCode).toBe(202);
    expect(replay.json().payment_intent).toBe(action.payment_intent);
    // Before the customer finished the bank's step the order is not paid.
    const early = await api('POST', '/charge/confirm', {
      auth: me.auth,
      payload: { order_id: order.id, payment_intent: action.payment_intent },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Die Zahlung wartet noch auf die Bestätigung bei Ihrer Bank.');

    standIn.authenticate(action.payment_intent, true);
    const confirm = () =>
      api('POST', '/charge/confirm', {
        auth: me.auth,
        payload: { order_id: order.id, payment_intent: action.payment_intent },
      });
    const [first, again] = [await confirm(), await confirm()];
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(first.json().data.status).toBe('paid');
    expect(await statusOf(me.auth, order.order_number)).toBe('paid');

    const creates = created(before);
    expect(creates).toHaveLength(1);
    expect(creates[0].form.get('amount')).toBe('19999');
    expect(creates[0].form.get('currency')).toBe('eur');
    expect(creates[0].form.get('payment_method')).toBe(SCA_CARD);
    expect(creates[0].idempotencyKey).toBe(`card:${order.id}:${key}`);
    const reads = standIn.requests
      .slice(before)
      .filter((r) => r.method === 'GET' && r.path === `/v1/payment_intents/${action.payment_intent}`);
    expect(reads.length).toBeGreaterThanOrEqual(3);
    const rows = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'succeeded', providerRef: action.payment_intent });
    expect(await mailsTo(me.email)).toBe(1);
  });

  it('a failed authentication is a decline with the reason, and another card then pays the same order', async () => {
    const me = await t.user('customer');
    const order = await place(me.auth);
    const action = await chargeNeedingAuthentication(me.auth, order.id);
    standIn.authenticate(action.payment_intent, false);
    const res = await api('POST', '/charge/confirm', {
      auth: me.auth,
      payload: { order_id: order.id, payment_intent: action.payment_intent },
    });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(
      'Ihre Bank hat die Zahlung nicht bestätigt. Bitte versuchen Sie es erneut oder wählen Sie eine andere Karte.',
    );
    expect(await statusOf(me.auth, order.order_number)).toBe('pending_payment');
    const paid = await api('POST', '/charge', { auth: me.auth, payload: { order_id: order.id, token: 'tok_visa' } });
    expect(paid.statusCode).toBe(200);
    expect(await statusOf(me.auth, order.order_number)).toBe('paid');
    expect(await mailsTo(me.email)).toBe(1);
  });

  it("pays only a PaymentIntent that is this order's: another amount, currency or order number is refused", async () => {
    const me = await t.user('customer');
    const tampered: [string, (i: NonNullable<ReturnType<StripeStandIn['intents']['get']>>) => void][] = [
      ['amount', (i) => Object.assign(i, { amount: 100, amount_received: 100 })],
      ['currency', (i) => Object.assign(i, { currency: 'usd' })],
      ['metadata', (i) => Object.assign(i, { metadata: { ...i.metadata, order_number: 'WW-2000-000001' } })],
    ];
    for (const [what, change] of tampered) {
      const order = await place(me.auth);
      const action = await chargeNeedingAuthentication(me.auth, order.id);
      standIn.authenticate(action.payment_intent, true);
      change(standIn.intents.get(action.payment_intent)!);
      const res = await api('POST', '/charge/confirm', {
        auth: me.auth,
        payload: { order_id: order.id, payment_intent: action.payment_intent },
      });
      expect(res.statusCode, what).toBe(402);
      expect(res.json().message, what).toBe('Die Zahlung passt nicht zu dieser Bestellung.');
      expect(await statusOf(me.auth, order.order_number), what).toBe('pending_payment');
    }
    expect(await mailsTo(me.email)).toBe(0);
  });

  it('confirms a payment only for its own order and its own customer', async () => {
    const me = await t.user('customer');
    const other = await t.user('customer');
    const mine = await place(me.auth);
    const action = await chargeNeedingAuthentication(me.auth, mine.id);
    // Placed while the first waits for the bank: a payment in flight keeps its order (decision 100).
    const second = await place(me.auth);
    standIn.authenticate(action.payment_intent, true);
    const wrongOrder = await api('POST', '/charge/confirm', {
      auth: me.auth,
      payload: { order_id: second.id, payment_intent: action.payment_intent },
    });
    expect(wrongOrder.statusCode).toBe(404);
    const stranger = await api('POST', '/charge/confirm', {
      auth: other.auth,
      payload: { order_id: mine.id, payment_intent: action.payment_intent },
    });
    expect(stranger.statusCode).toBe(404);
    const invalid = await api('POST', '/charge/confirm', {
      auth: me.auth,
      payload: { order_id: mine.id, payment_intent: 'tok_visa' },
    });
    expect(invalid.statusCode).toBe(422);
    expect(await statusOf(me.auth, mine.order_number)).toBe('pending_payment');
    expect(await statusOf(me.auth, second.order_number)).toBe('pending_payment');
  });

  it("the webhook and the browser's confirm arriving together leave one paid order and one mail", async () => {
    const me = await t.user('customer');
    const order = await place(me.auth);
    const action = await chargeNeedingAuthentication(me.auth, order.id);
    standIn.authenticate(action.payment_intent, true);
    const intent = standIn.intents.get(action.payment_intent)!;
    const payload = JSON.stringify({
      id: `evt_${action.payment_intent}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: intent },
    });
    const signature = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const [hook, confirm] = await Promise.all([
      t.inject({
        method: 'POST',
        url: '/api/v1/webhooks/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      }),
      api('POST', '/charge/confirm', {
        auth: me.auth,
        payload: { order_id: order.id, payment_intent: action.payment_intent },
      }),
    ]);
    expect([hook.statusCode, confirm.statusCode]).toEqual([200, 200]);
    expect(await statusOf(me.auth, order.order_number)).toBe('paid');
    expect(await mailsTo(me.email)).toBe(1);
  });
});

describe('an authentication the customer never finished', () => {
  const sweep = () =>
    new PaymentService(t.db, t.app.paymentProviders, t.config.publicUrl).settleAbandonedAuthentications();
  const pastWindow = (orderId: number) =>
    t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId));

  it("is cancelled at Stripe once the order's time is over, so the order expires and gives its units back", async () => {
    const me = await t.user('customer');
    const order = await place(me.auth);
    const action = await chargeNeedingAuthentication(me.auth, order.id);
    // Within the payment window the order waits for the customer.
    expect(await sweep()).toBe(0);
    await pastWindow(order.id);
    const before = standIn.requests.length;
    expect(await sweep()).toBe(1);
    expect(
      standIn.requests.slice(before).filter((r) => r.path === `/v1/payment_intents/${action.payment_intent}/cancel`),
    ).toHaveLength(1);
    expect(standIn.intents.get(action.payment_intent)!.status).toBe('canceled');
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment.status).toBe('failed');
    expect(await new OrderService(t.db).expireUnpaid()).toBeGreaterThanOrEqual(1);
    expect(await statusOf(me.auth, order.order_number)).toBe('cancelled');
    expect(await sweep()).toBe(0);
  });

  it('pays the order when the customer did authenticate but the answer never came back', async () => {
    const me = await t.user('customer');
    const order = await place(me.auth);
    const action = await chargeNeedingAuthentication(me.auth, order.id);
    standIn.authenticate(action.payment_intent, true);
    await pastWindow(order.id);
    expect(await sweep()).toBe(1);
    expect(standIn.intents.get(action.payment_intent)!.status).toBe('succeeded');
    expect(await statusOf(me.auth, order.order_number)).toBe('paid');
    expect(await mailsTo(me.email)).toBe(1);
  });
});
