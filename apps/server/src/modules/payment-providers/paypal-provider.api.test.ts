import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { payments, webhookEvents } from '../../db/schema/orders.ts';
import { startPaypalStandIn } from '../../test/paypal-stand-in.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { placePaypalOrder } from '../../test/paypal-checkout.ts';
import { address, apiOf, type Auth, seedCheckoutFixture } from '../checkout/checkout.fixtures.ts';

let t: TestContext;
let f: Awaited<ReturnType<typeof seedCheckoutFixture>>;
let api: ReturnType<typeof apiOf>;
let standIn: Awaited<ReturnType<typeof startPaypalStandIn>>;
let seen: typeof standIn.seen;
beforeAll(async () => {
  standIn = await startPaypalStandIn();
  seen = standIn.seen;
  t = await createTestContext({
    PAYPAL_CLIENT_ID: 'client-standin',
    PAYPAL_CLIENT_SECRET: 'secret-standin',
    PAYPAL_API_BASE: standIn.url,
    PAYPAL_WEBHOOK_ID: 'WH-standin',
  });
  f = await seedCheckoutFixture(t.db);
  api = apiOf(t);
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

describe('the PayPal adapter against a local stand-in', () => {
  it('creates a PayPal order for the order total in EUR with the request id, and captures it once', async () => {
    expect((await api('GET', '/payment-config')).json().paypal).toBe('paypal');
    const me = await t.user('customer');
    const order = (
      await api('POST', '/order', {
        auth: me.auth,
        payload: {
          items: [{ product_id: f.table.id, qty: 2 }],
          shipping_address: address,
          billing_address: address,
          payment_method: 'paypal',
        },
      })
    ).json().order;
    const created = await api('POST', '/paypal/create-order', { auth: me.auth, payload: { order_id: order.id } });
    expect(created.statusCode).toBe(200);
    const create = seen.find((s) => s.url === '/v2/checkout/orders')!;
    expect(create.requestId).toBe(`paypal-create:${order.id}`);
    expect(create.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ reference_id: order.order_number, amount: { currency_code: 'EUR', value: '399.98' } }],
    });

    const payload = { order_id: order.id, paypal_order_id: created.json().id };
    const first = await api('POST', '/paypal/capture', { auth: me.auth, payload });
    const second = await api('POST', '/paypal/capture', { auth: me.auth, payload });
    expect([first.json().data.status, second.json().data.status]).toEqual(['paid', 'paid']);
    const captures = seen.filter((s) => s.url.endsWith('/capture'));
    expect(captures).toHaveLength(1);
    expect(captures[0].requestId).toBe(`paypal-capture:${created.json().id}`);
  });
});

const placePaypal = (auth: Auth) => placePaypalOrder(api, f.table.id, auth);

describe('a PayPal approval pays only the order it was created for (stand-in)', () => {
  it("refuses B's capture of A's PayPal order before asking PayPal; A's own capture still pays A's order", async () => {
    const a = await t.user('customer');
    const b = await t.user('customer');
    const orderA = await placePaypal(a.auth);
    const orderB = await placePaypal(b.auth);
    const paypalA = (
      await api('POST', '/paypal/create-order', { auth: a.auth, payload: { order_id: orderA.id } })
    ).json().id as string;
    const captures = () => seen.filter((s) => s.url.endsWith('/capture')).length;
    const before = captures();
    const stolen = await api('POST', '/paypal/capture', {
      auth: b.auth,
      payload: { order_id: orderB.id, paypal_order_id: paypalA },
    });
    expect(stolen.statusCode).toBe(422);
    expect(captures()).toBe(before);
    expect((await api('GET', `/order/${orderB.order_number}`, { auth: b.auth })).json().data.status).toBe(
      'pending_payment',
    );
    const own = await api('POST', '/paypal/capture', {
      auth: a.auth,
      payload: { order_id: orderA.id, paypal_order_id: paypalA },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({ id: orderA.id, status: 'paid' });
    expect(captures()).toBe(before + 1);
  });
});

describe('the PayPal webhook (PAYMENT.CAPTURE.COMPLETED)', () => {
  const headers = (sig: string) => ({
    'content-type': 'application/json',
    'paypal-transmission-id': 'tx-1',
    'paypal-transmission-time': '2026-11-24T20:00:00Z',
    'paypal-transmission-sig': sig,
    'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-1',
    'paypal-auth-algo': 'SHA256withRSA',
  });
  const event = (id: string, orderId: number, paypalOrderId: string, value = '399.98') => ({
    id,
    event_type: 'PAYMENT.CAPTURE.COMPLETED',
    resource: {
      id: `CAP-${paypalOrderId}`,
      status: 'COMPLETED',
      amount: { currency_code: 'EUR', value },
      custom_id: `paypal-create:${orderId}`,
      supplementary_data: { related_ids: { order_id: paypalOrderId } },
    },
  });
  const post = (body: unknown, sig = 'sig-genuine') =>
    t.inject({ method: 'POST', url: '/api/v1/webhooks/paypal', headers: headers(sig), payload: JSON.stringify(body) });

  it("verifies the delivery at PayPal, then marks the order paid once; the buyer's later capture only replays", async () => {
    const me = await t.user('customer');
    const order = (
      await api('POST', '/order', {
        auth: me.auth,
        payload: {
          items: [{ product_id: f.table.id, qty: 2 }],
          shipping_address: address,
          billing_address: address,
          payment_method: 'paypal',
        },
      })
    ).json().order;
    const paypalOrderId = (
      await api('POST', '/paypal/create-order', { auth: me.auth, payload: { order_id: order.id } })
    ).json().id as string;
    const status = async () => (await api('GET', `/order/${order.order_number}`, { auth: me.auth })).json().data.status;
    const body = event('WH-EVT-1', order.id, paypalOrderId);

    const before = seen.length;
    const forged = await post(body, 'sig-forged');
    expect(forged.statusCode).toBe(400);
    expect(await status()).toBe('pending_payment');
    const verifies = seen.slice(before).filter((s) => s.url === '/v1/notifications/verify-webhook-signature');
    expect(verifies).toHaveLength(1);
    expect(verifies[0].auth).toBe('Bearer A21-standin');
    expect(verifies[0].body).toEqual({
      transmission_id: 'tx-1',
      transmission_time: '2026-11-24T20:00:00Z',
      transmission_sig: 'sig-forged',
      cert_url: 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-1',
      auth_algo: 'SHA256withRSA',
      webhook_id: 'WH-standin',
      webhook_event: body,
    });
    expect(await t.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, 'WH-EVT-1'))).toHaveLength(0);

    const [a, b] = [await post(body), await post(body)];
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual({ received: true });
    expect(await status()).toBe('paid');
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, me.email))).toHaveLength(1);
    const rows = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      provider: 'paypal',
      status: 'succeeded',
      providerRef: `CAP-${paypalOrderId}`,
      idempotencyKey: `paypal-capture:${paypalOrderId}`,
      amountCents: 39998,
    });

    // The buyer's own capture arrives after the webhook: it finds the confirmed payment and captures nothing at PayPal.
    const capturesBefore = seen.filter((s) => s.url.endsWith('/capture')).length;
    const capture = await api('POST', '/paypal/capture', {
      auth: me.auth,
      payload: { order_id: order.id, paypal_order_id: paypalOrderId },
    });
    expect(capture.json().data.status).toBe('paid');
    expect(seen.filter((s) => s.url.endsWith('/capture'))).toHaveLength(capturesBefore);
  });

  it('answers 400 and pays nothing for a capture whose PayPal order the shop created for another order', async () => {
    const a = await t.user('customer');
    const b = await t.user('customer');
    const orderA = await placePaypal(a.auth);
    const orderB = await placePaypal(b.auth);
    const paypalA = (
      await api('POST', '/paypal/create-order', { auth: a.auth, payload: { order_id: orderA.id } })
    ).json().id as string;
    // Same total, genuine signature: only the PayPal order's owner tells the two orders apart.
    const res = await post(event('WH-EVT-CROSS', orderB.id, paypalA, '199.99'));
    expect(res.statusCode).toBe(400);
    expect(await t.db.select().from(payments).where(eq(payments.orderId, orderB.id))).toHaveLength(0);
    expect((await api('GET', `/order/${orderB.order_number}`, { auth: b.auth })).json().data.status).toBe(
      'pending_payment',
    );
    expect(await t.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, 'WH-EVT-CROSS'))).toHaveLength(0);
  });

  it('answers 400 and records nothing for an unknown order or a different amount', async () => {
    const me = await t.user('customer');
    const order = (
      await api('POST', '/order', {
        auth: me.auth,
        payload: {
          items: [{ product_id: f.table.id, qty: 2 }],
          shipping_address: address,
          billing_address: address,
          payment_method: 'paypal',
        },
      })
    ).json().order;
    const unknown = await post(event('WH-EVT-UNKNOWN', 987654, 'PP-NONE'));
    const wrongAmount = await post(event('WH-EVT-AMOUNT', order.id, 'PP-OTHER', '1.00'));
    expect([unknown.statusCode, wrongAmount.statusCode]).toEqual([400, 400]);
    expect(await t.db.select().from(webhookEvents).where(eq(webhookEvents.provider, 'paypal'))).toHaveLength(1);
    expect(await t.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(0);
    expect((await api('GET', `/order/${order.order_number}`, { auth: me.auth })).json().data.status).toBe(
      'pending_payment',
    );
  });
});
