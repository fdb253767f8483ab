import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { refunds } from '../../db/schema/refunds.ts';
import { startProviderStandIns } from '../../test/provider-stand-ins.ts';
import { postStripeWebhook } from '../../test/stripe-webhook.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { adminOrdersFixture } from '../admin-orders/admin-orders.fixtures.ts';

/**
 * Refunds the providers report by webhook (decision 147): one made in Stripe's dashboard or at
 * PayPal is recorded as the shop's own would be (credit note, status, mail), once however often
 * the event arrives; one the shop made itself is not counted twice, and one whose answer the shop
 * lost is settled.
 */
let t: TestContext;
let x: Awaited<ReturnType<typeof adminOrdersFixture>>;
let standIns: Awaited<ReturnType<typeof startProviderStandIns>>;
let stripe: typeof standIns.stripe;
let paypal: typeof standIns.paypal;
const webhookSecret = 'whsec_refunds_standin';
beforeAll(async () => {
  standIns = await startProviderStandIns();
  ({ stripe, paypal } = standIns);
  t = await createTestContext({
    ...standIns.config,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    PAYPAL_WEBHOOK_ID: 'WH-standin',
  });
  x = await adminOrdersFixture(t);
});
afterAll(async () => {
  await t.close();
  await standIns.close();
});

const stripeRefundEvent = (
  id: string,
  refund: { id: string; amount: number; intent: string; status?: string; key?: string; currency?: string },
) => ({
  id,
  object: 'event',
  type: 'refund.updated',
  data: {
    object: {
      id: refund.id,
      object: 'refund',
      amount: refund.amount,
      currency: refund.currency ?? 'eur',
      payment_intent: refund.intent,
      status: refund.status ?? 'succeeded',
      metadata: refund.key ? { refund_key: refund.key } : {},
    },
  },
});

const postStripe = (event: unknown) => postStripeWebhook(t, event, webhookSecret);

const paypalHeaders = {
  'content-type': 'application/json',
  'paypal-transmission-id': 'tx-r',
  'paypal-transmission-time': '2026-11-28T09:00:00Z',
  'paypal-transmission-sig': 'sig-genuine',
  'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-1',
  'paypal-auth-algo': 'SHA256withRSA',
};
const postPaypal = (body: unknown) =>
  t.inject({ method: 'POST', url: '/api/v1/webhooks/paypal', headers: paypalHeaders, payload: JSON.stringify(body) });

const refundsOf = (orderId: number) => t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const creditNotes = (d: { invoices: { type: string }[] }) => d.invoices.filter((i) => i.type === 'credit_note');

describe("Stripe's refund events", () => {
  it('a refund made in the dashboard is recorded once: credit note, mail, refunded when everything is back', async () => {
    const { order, customer } = await x.paidOrder();
    const intent = (await x.detail(order.order_number)).payments[0].provider_ref as string;
    const mailsBefore = (await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, customer.email))).length;

    const part = stripeRefundEvent('evt_dash_1', { id: 're_dash_1', amount: 5000, intent });
    const [a, b] = [await postStripe(part), await postStripe(part)];
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    let d = await x.detail(order.order_number);
    expect(d.status).toBe('paid');
    expect(d.refunds).toHaveLength(1);
    expect(d.refunds[0]).toMatchObject({
      amount: 50,
      status: 'succeeded',
      provider: 'stripe',
      provider_ref: 're_dash_1',
      reason: 'Erstattung über das Stripe-Dashboard',
    });
    expect(creditNotes(d)).toHaveLength(1);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, customer.email));
    expect(mails).toHaveLength(mailsBefore + 1);

    // The rest, also in the dashboard: the order is refunded; the shop can refund nothing more.
    expect(
      (await postStripe(stripeRefundEvent('evt_dash_2', { id: 're_dash_2', amount: 14999, intent }))).statusCode,
    ).toBe(200);
    d = await x.detail(order.order_number);
    expect(d.status).toBe('refunded');
    expect(d.refundable).toBe(0);
    expect(creditNotes(d)).toHaveLength(2);
    const more = await x.refund(x.staff.auth, order.order_number, { amount: 1, reason: 'Noch mehr' });
    expect(more.statusCode).toBe(422);
  });

  it("the shop's own refund, reported back, is not counted twice; a pending one is left for its update", async () => {
    const { order } = await x.paidOrder();
    const res = await x.refund(x.staff.auth, order.order_number, { amount: 20, reason: 'Kratzer' }, 'own-refund-1');
    expect(res.statusCode, res.body).toBe(200);
    const own = res.json().data.refunds[0];
    const intent = res.json().data.payments[0].provider_ref as string;
    const [sent] = stripe.requests.filter(
      (r) => r.path === '/v1/refunds' && r.idempotencyKey?.endsWith(':own-refund-1'),
    );
    const key = sent.form.get('metadata[refund_key]')!;
    expect(key).toBe(`refund:${order.id}:own-refund-1`);
    // Reported with the shop's key, and (as if the key were missing) by the refund id alone.
    await postStripe(stripeRefundEvent('evt_own_1', { id: own.provider_ref, amount: 2000, intent, key }));
    await postStripe(stripeRefundEvent('evt_own_2', { id: own.provider_ref, amount: 2000, intent }));
    // A dashboard refund still pending at Stripe changes nothing until it succeeds.
    await postStripe(stripeRefundEvent('evt_pend', { id: 're_pend', amount: 1000, intent, status: 'pending' }));
    // Another currency is not a refund of this shop's payment.
    await postStripe(stripeRefundEvent('evt_usd', { id: 're_usd', amount: 1000, intent, currency: 'usd' }));
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect((await x.detail(order.order_number)).refundable).toBe(179.99);
  });

  it('a refund whose answer the shop lost (still pending) is settled by the event, not recorded again', async () => {
    const { order } = await x.paidOrder();
    const intent = (await x.detail(order.order_number)).payments[0].provider_ref as string;
    const [payment] = (await x.detail(order.order_number)).payments;
    // As a crash between the provider's answer and writing it leaves it.
    const [pending] = await t.db
      .insert(refunds)
      .values({
        orderId: order.id,
        paymentId: payment.id,
        amountCents: 3000,
        reason: 'Kulanz',
        provider: 'stripe',
        idempotencyKey: `refund:${order.id}:lost`,
        requestHash: 'x'.repeat(64),
      })
      .returning();
    await postStripe(
      stripeRefundEvent('evt_lost', { id: 're_lost', amount: 3000, intent, key: `refund:${order.id}:lost` }),
    );
    const rows = await refundsOf(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: pending.id, status: 'succeeded', providerRef: 're_lost' });
    expect(creditNotes(await x.detail(order.order_number))).toHaveLength(1);
  });

  it('a refund of a payment the shop does not know is acknowledged and changes nothing', async () => {
    const before = (await t.db.select().from(refunds)).length;
    const res = await postStripe(stripeRefundEvent('evt_other', { id: 're_other', amount: 100, intent: 'pi_unknown' }));
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(refunds)).toHaveLength(before);
  });
});

describe("PayPal's PAYMENT.CAPTURE.REFUNDED", () => {
  const refundEvent = (id: string, refundId: string, capture: string, value: string, customId?: string) => ({
    id,
    event_type: 'PAYMENT.CAPTURE.REFUNDED',
    resource: {
      id: refundId,
      status: 'COMPLETED',
      amount: { currency_code: 'EUR', value },
      ...(customId ? { custom_id: customId } : {}),
      links: [
        { href: `https://api.sandbox.paypal.com/v2/payments/refunds/${refundId}`, rel: 'self', method: 'GET' },
        { href: `https://api.sandbox.paypal.com/v2/payments/captures/${capture}`, rel: 'up', method: 'GET' },
      ],
    },
  });

  it('a refund made at PayPal is recorded once; the whole amount back makes the order refunded', async () => {
    const { order, capture } = await x.paypalPaidOrder();
    const body = refundEvent('WH-REF-1', 'PP-REF-1', capture, '199.99');
    const [a, b] = [await postPaypal(body), await postPaypal(body)];
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const d = await x.detail(order.order_number);
    expect(d.status).toBe('refunded');
    expect(d.refunds).toHaveLength(1);
    expect(d.refunds[0]).toMatchObject({
      amount: 199.99,
      provider: 'paypal',
      provider_ref: 'PP-REF-1',
      reason: 'Erstattung über PayPal',
    });
    expect(creditNotes(d)).toHaveLength(1);
  });

  it('an amount that is no euro decimal ("0x10", "1e1", "Infinity") is refused and records nothing', async () => {
    const { order, capture } = await x.paypalPaidOrder();
    const values = ['0x10', '1e1', 'Infinity', ' 16.00'];
    let visited = 0;
    for (const [i, value] of values.entries()) {
      const res = await postPaypal(refundEvent(`WH-REF-BAD-${i}`, `PP-REF-BAD-${i}`, capture, value));
      expect(res.statusCode, value).toBe(400);
      visited++;
    }
    expect(visited).toBe(values.length);
    expect(await refundsOf(order.id)).toHaveLength(0);
    expect(await x.detail(order.order_number)).toMatchObject({ status: 'paid', refunded: 0 });
  });

  it("the shop's own PayPal refund carries its key and is not counted twice", async () => {
    const { order, capture } = await x.paypalPaidOrder();
    const res = await x.refund(x.staff.auth, order.order_number, { amount: 50, reason: 'Teil' }, 'pp-own-refund');
    expect(res.statusCode, res.body).toBe(200);
    const [sent] = paypal.seen.filter((s) => s.url === `/v2/payments/captures/${capture}/refund`);
    expect(sent.body.custom_id).toBe(`refund:${order.id}:pp-own-refund`);
    const own = res.json().data.refunds[0];
    await postPaypal(refundEvent('WH-REF-OWN', own.provider_ref, capture, '50.00', `refund:${order.id}:pp-own-refund`));
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect((await x.detail(order.order_number)).status).toBe('paid');
  });
});
