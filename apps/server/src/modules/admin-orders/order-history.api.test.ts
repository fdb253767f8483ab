import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders.ts';
import { startProviderStandIns } from '../../test/provider-stand-ins.ts';
import { postStripeWebhook } from '../../test/stripe-webhook.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { expireUnpaidOrders } from '../checkout/checkout.fixtures.ts';
import { adminOrdersFixture } from './admin-orders.fixtures.ts';

/**
 * The order's "Verlauf" (history in GET /admin/orders/{number}): every status change from every
 * path (staff, the payment, the customer, the expiry sweep, a refund) and every refund with its
 * amount, each saying who or what did it (decision 120, 150).
 */
let t: TestContext;
let x: Awaited<ReturnType<typeof adminOrdersFixture>>;
let standIns: Awaited<ReturnType<typeof startProviderStandIns>>;
const webhookSecret = 'whsec_history_standin';
beforeAll(async () => {
  standIns = await startProviderStandIns();
  t = await createTestContext({ ...standIns.config, STRIPE_WEBHOOK_SECRET: webhookSecret });
  x = await adminOrdersFixture(t);
});
afterAll(async () => {
  await t?.close();
  await standIns?.close();
});

type Entry = {
  kind: 'status' | 'refund';
  source: string;
  by: { id: number | null; name: string } | null;
  from: string | null;
  to: string | null;
  amount: number | null;
  refund_status: string | null;
  note: string | null;
  at: string;
};
const historyOf = async (orderNumber: string): Promise<Entry[]> => (await x.detail(orderNumber)).history;
const brief = (e: Entry) =>
  e.kind === 'status'
    ? ['status', e.from, e.to, e.source, e.by?.name ?? null, e.note]
    : ['refund', e.amount, e.refund_status, e.source, e.by?.name ?? null, e.note];

const postStripe = (event: unknown) => postStripeWebhook(t, event, webhookSecret);

describe('order history (Verlauf)', () => {
  it('shows the payment, staff changes with their note, and each refund with amount and who', async () => {
    const { order } = await x.paidOrder();
    const moved = await x.status(x.staff.auth, order.order_number, { status: 'processing', note: 'Packt Lager 2' });
    expect(moved.statusCode, moved.body).toBe(200);
    const part = await x.refund(x.admin.auth, order.order_number, { amount: 50, reason: 'Kratzer am Bein' });
    expect(part.statusCode, part.body).toBe(200);
    const rest = await x.refund(x.admin.auth, order.order_number, { amount: 149.99, reason: 'Rücksendung' });
    expect(rest.statusCode, rest.body).toBe(200);

    const history = await historyOf(order.order_number);
    expect(history.map(brief)).toEqual([
      ['status', 'pending_payment', 'paid', 'payment', null, null],
      ['status', 'paid', 'processing', 'staff', 'Stefan Lager', 'Packt Lager 2'],
      ['refund', 50, 'succeeded', 'staff', 'Anna Admin', 'Kratzer am Bein'],
      ['refund', 149.99, 'succeeded', 'staff', 'Anna Admin', 'Rücksendung'],
      ['status', 'processing', 'refunded', 'staff', 'Anna Admin', 'Rücksendung'],
    ]);
    expect(history.every((e) => /^\d{4}-\d\d-\d\dT/.test(e.at))).toBe(true);
  });

  it('a cancellation by staff shows the change and the refund it made, both by that staff member', async () => {
    const { order } = await x.paidOrder();
    const res = await x.status(x.staff.auth, order.order_number, { status: 'cancelled', note: 'Kunde rief an' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await historyOf(order.order_number)).map(brief).slice(1)).toEqual([
      ['status', 'paid', 'cancelled', 'staff', 'Stefan Lager', 'Kunde rief an'],
      ['refund', order.amount, 'succeeded', 'staff', 'Stefan Lager', 'Stornierung der Bestellung'],
    ]);
  });

  it("the customer's cancellation and the expiry sweep say so", async () => {
    const customer = await t.user('customer');
    const cancelled = await x.place(customer.auth);
    const res = await t.inject({
      method: 'POST',
      url: `/api/v1/order/${cancelled.order_number}/cancel`,
      headers: customer.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await historyOf(cancelled.order_number)).map(brief)).toEqual([
      ['status', 'pending_payment', 'cancelled', 'customer', null, null],
    ]);

    const expired = await x.place((await t.user('customer')).auth);
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, expired.id));
    expect(await expireUnpaidOrders(t.db)).toBeGreaterThanOrEqual(1);
    expect((await historyOf(expired.order_number)).map(brief)).toEqual([
      ['status', 'pending_payment', 'cancelled', 'expiry', null, null],
    ]);
  });

  it("a refund the provider reports by webhook is the provider's, with its amount", async () => {
    const { order } = await x.paidOrder();
    const intent = (await x.detail(order.order_number)).payments[0].provider_ref as string;
    const event = {
      id: 'evt_history_1',
      object: 'event',
      type: 'refund.updated',
      data: {
        object: {
          id: 're_history_1',
          object: 'refund',
          amount: 2500,
          currency: 'eur',
          payment_intent: intent,
          status: 'succeeded',
          metadata: {},
        },
      },
    };
    expect((await postStripe(event)).statusCode).toBe(200);
    expect((await historyOf(order.order_number)).map(brief)).toEqual([
      ['status', 'pending_payment', 'paid', 'payment', null, null],
      ['refund', 25, 'succeeded', 'provider', null, 'Erstattung über das Stripe-Dashboard'],
    ]);
  });
});
