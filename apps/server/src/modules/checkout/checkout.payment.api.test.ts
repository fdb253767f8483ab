import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/coupons.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { payments } from '../../db/schema/orders.ts';
import { createTestContext, mailText, type TestContext } from '../../test/test-app.ts';

/** The .eml text with its UTF-8 bytes decoded (mailText leaves them as Latin-1 characters). */
const utf8 = (eml: string) => Buffer.from(mailText(eml), 'latin1').toString('utf8');
import { address, apiOf, seedCheckoutFixture, type Auth } from './checkout.fixtures.ts';
import type { TestCardProvider, TestPaypalProvider } from '../payment-providers/payment-provider.ts';

let t: TestContext;
let f: Awaited<ReturnType<typeof seedCheckoutFixture>>;
let api: ReturnType<typeof apiOf>;
let card: TestCardProvider;
let paypal: TestPaypalProvider;
beforeAll(async () => {
  t = await createTestContext();
  f = await seedCheckoutFixture(t.db);
  api = apiOf(t);
  const providers = t.app.paymentProviders;
  card = providers.card as TestCardProvider;
  paypal = providers.paypal as TestPaypalProvider;
});
afterAll(() => t.close());

const place = async (auth: Auth, items: unknown[], coupon?: string) => {
  const res = await api('POST', '/order', {
    auth,
    payload: { items, coupon, shipping_address: address, billing_address: address },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as { id: number; order_number: string; amount: number };
};
const paymentsOf = async (orderId: number) => t.db.select().from(payments).where(eq(payments.orderId, orderId));

describe('POST /charge with the built-in test provider', () => {
  it('pays the order with 4242…, counts the coupon, and writes the confirmation mail with the PDF to the outbox', async () => {
    const me = await t.user('customer', { name: 'Erika Käuferin' });
    const order = await place(
      me.auth,
      [
        { product_id: f.sofa.id, qty: 1 },
        { product_id: f.table.id, qty: 1 },
        { is_light: true, light_id: f.led.id, qty: 1 },
      ],
      f.codes.percent,
    );
    // 899,99 + 199,99 + 29,99 = 1.129,97; 10 % = 113,00 → 1.016,97
    expect(order.amount).toBe(1016.97);
    const before = card.chargeCount;
    const res = await api('POST', '/charge', {
      auth: me.auth,
      payload: { order_id: order.id, token: 'tok_visa', amount: 1016.97, source: 'card' },
      key: 'charge-key-0001',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Zahlung erfolgreich',
      data: expect.objectContaining({ id: order.id, status: 'paid', status_text: 'Bezahlt', amount: 1016.97 }),
    });
    expect(card.chargeCount).toBe(before + 1);
    const [coupon] = await t.db.select().from(coupons).where(sql`lower(code) = lower(${f.codes.percent})`);
    expect(coupon.usedCount).toBe(1);

    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, me.email));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Ihre Bestellung ${order.order_number} bei Wohnwerk`);
    expect(mails[0].attachments).toEqual([
      expect.objectContaining({ kind: 'order-pdf', ref: String(order.id), contentType: 'application/pdf' }),
      expect.objectContaining({ kind: 'invoice-pdf', contentType: 'application/pdf' }),
    ]);
    const eml = utf8((await t.deliverMail()).find((m) => m.includes(order.order_number))!);
    expect(eml).toContain('Gesamtbetrag: 1.016,97 €');
    expect(eml).toContain('inkl. MwSt. 19 %: 162,37 €');
    expect(eml).toMatch(/Content-Type: application\/pdf/);
  });

  it("leaves the order unpaid with the provider's message when the card is declined, and can pay it after", async () => {
    const me = await t.user('customer');
    const order = await place(me.auth, [{ product_id: f.table.id, qty: 1 }]);
    const declined = await api('POST', '/charge', {
      auth: me.auth,
      payload: { order_id: order.id, token: 'tok_chargeDeclined' },
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe('Ihre Karte wurde abgelehnt. (Testzahlung: Karte 4000 0000 0000 0002)');
    expect((await api('GET', `/order/${order.order_number}`, { auth: me.auth })).json().data.status).toBe(
      'pending_payment',
    );
    expect((await paymentsOf(order.id)).map((p) => p.status)).toEqual(['failed']);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, me.email))).toHaveLength(0);

    const paid = await api('POST', '/charge', { auth: me.auth, payload: { order_id: order.id, token: 'tok_visa' } });
    expect(paid.json().data.status).toBe('paid');
  });

  it('charges once when the same charge is retried, also at the same moment, and once more with a new key', async () => {
    const me = await t.user('customer');
    const order = await place(me.auth, [{ product_id: f.table.id, qty: 1 }]);
    const before = card.chargeCount;
    const payload = { order_id: order.id, token: 'tok_visa' };
    const answers = await Promise.all(
      [1, 2, 3].map(() => api('POST', '/charge', { auth: me.auth, payload, key: 'retry-key-0001' })),
    );
    const again = await api('POST', '/charge', { auth: me.auth, payload, key: 'retry-key-0001' });
    const newKey = await api('POST', '/charge', { auth: me.auth, payload, key: 'retry-key-0002' });
    const codes = [...answers, again, newKey].map((a) => a.statusCode);
    // Concurrent duplicates either replay the first answer or learn that it is still running; none charges.
    expect(codes.every((c) => c === 200 || c === 409)).toBe(true);
    expect(again.statusCode).toBe(200);
    expect(newKey.json().data.status).toBe('paid');
    expect(card.chargeCount).toBe(before + 1);
    expect((await paymentsOf(order.id)).filter((p) => p.status === 'succeeded')).toHaveLength(1);
  });

  it('refuses a charge whose amount differs from the order total and charges nothing', async () => {
    const me = await t.user('customer');
    const order = await place(me.auth, [{ product_id: f.table.id, qty: 1 }]);
    const before = card.chargeCount;
    const res = await api('POST', '/charge', {
      auth: me.auth,
      payload: { order_id: order.id, token: 'tok_visa', amount: 1 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Der Betrag stimmt nicht mit der Bestellung überein.');
    expect(card.chargeCount).toBe(before);
    expect(await paymentsOf(order.id)).toHaveLength(0);
  });

  it("takes the spec's payload without an order id: pays the newest unpaid order for its own total, nothing else", async () => {
    const me = await t.user('customer');
    const older = await place(me.auth, [{ product_id: f.table.id, qty: 1 }]);
    const newer = await place(me.auth, [{ product_id: f.sofa.id, qty: 1 }]);
    // Without an amount the server cannot tell which payment the customer means: 422, nothing charged.
    const before = card.chargeCount;
    const bare = await api('POST', '/charge', { auth: me.auth, payload: { token: 'tok_visa', source: 'card' } });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors).toEqual({ order_id: ['Bitte geben Sie eine Bestellung oder den Betrag an.'] });
    // Another amount than the newest order's total is refused, not charged.
    const wrong = await api('POST', '/charge', {
      auth: me.auth,
      payload: { token: 'tok_visa', source: 'card', amount: older.amount, description: 'Wohnwerk' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(card.chargeCount).toBe(before);
    const res = await api('POST', '/charge', {
      auth: me.auth,
      payload: { token: 'tok_visa', source: 'card', amount: newer.amount, description: 'Wohnwerk' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: newer.id, status: 'paid' });
    expect(card.chargeCount).toBe(before + 1);
    // The newer order released the older one (decision 100): it was not paid either.
    expect((await api('GET', `/order/${older.order_number}`, { auth: me.auth })).json().data.status).toBe('cancelled');
    // Someone without an unpaid order has nothing to pay.
    const other = await t.user('customer');
    const none = await api('POST', '/charge', {
      auth: other.auth,
      payload: { token: 'tok_visa', source: 'card', amount: newer.amount },
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ order_id: ['Es gibt keine offene Bestellung, die bezahlt werden kann.'] });
    expect(card.chargeCount).toBe(before + 1);
  });

  it('refuses to pay a cancelled order', async () => {
    const me = await t.user('customer');
    const order = await place(me.auth, [{ product_id: f.table.id, qty: 1 }]);
    await api('POST', `/order/${order.order_number}/cancel`, { auth: me.auth });
    const res = await api('POST', '/charge', { auth: me.auth, payload: { order_id: order.id, token: 'tok_visa' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Diese Bestellung kann nicht mehr bezahlt werden.');
  });
});

describe('gift codes are single use', () => {
  it('marks a gift code used when its order is paid, and refuses it afterwards', async () => {
    const [a, b] = await Promise.all([t.user('customer'), t.user('customer')]);
    const order = await place(a.auth, [{ product_id: f.table.id, qty: 1 }], f.codes.gift);
    expect(order.amount).toBe(174.99);
    // While the first order is unpaid the code is promised to it.
    const held = await api('POST', '/order', {
      auth: b.auth,
      payload: {
        items: [{ product_id: f.table.id, qty: 1 }],
        coupon: f.codes.gift,
        shipping_address: address,
        billing_address: address,
      },
    });
    expect(held.statusCode).toBe(422);
    expect(held.json().errors.coupon).toEqual(['Dieser Gutschein wurde bereits eingelöst.']);

    await api('POST', '/charge', { auth: a.auth, payload: { order_id: order.id, token: 'tok_visa' } });
    const [gift] = await t.db.select().from(coupons).where(eq(coupons.code, f.codes.gift));
    expect(gift.usedAt).not.toBeNull();
    expect(gift.usedCount).toBe(1);
    const again = await api('POST', '/payment', {
      payload: { items: [{ product_id: f.table.id, qty: 1 }], coupon: f.codes.gift },
    });
    expect(again.json()).toMatchObject({
      couponExist: 'notexist',
      couponText: 'Dieser Gutschein wurde bereits eingelöst.',
      total_price: 199.99,
    });
  });

  it('lets only one of two racing orders take a gift code', async () => {
    const buyers = await Promise.all([1, 2, 3, 4].map(() => t.user('customer')));
    const answers = await Promise.all(
      buyers.map((b) =>
        api('POST', '/order', {
          auth: b.auth,
          payload: {
            items: [{ product_id: f.led.id, is_light: true, light_id: f.led.id, qty: 1 }],
            coupon: f.codes.gift2,
            shipping_address: address,
            billing_address: address,
          },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422, 422]);
  });
});

describe('PayPal through the test provider', () => {
  it('creates a PayPal order for the order total in EUR and captures it once', async () => {
    const me = await t.user('customer');
    const order = await place(me.auth, [{ product_id: f.table.id, qty: 2 }]);
    const created = await api('POST', '/paypal/create-order', { auth: me.auth, payload: { order_id: order.id } });
    expect(created.json()).toEqual({ id: expect.stringMatching(/^TEST-PAYPAL_/), amount: '399.98', currency: 'EUR' });
    const before = paypal.captureCount;
    const payload = { order_id: order.id, paypal_order_id: created.json().id };
    const first = await api('POST', '/paypal/capture', { auth: me.auth, payload });
    const second = await api('POST', '/paypal/capture', { auth: me.auth, payload });
    expect([first.json().data.status, second.json().data.status]).toEqual(['paid', 'paid']);
    expect(paypal.captureCount).toBe(before + 1);
  });
});

describe('the test payment configuration', () => {
  it('says the built-in providers answer', async () => {
    expect((await api('GET', '/payment-config')).json()).toEqual({
      provider: 'test',
      paypal: 'test',
      test: true,
      stripe_publishable_key: null,
      paypal_client_id: null,
    });
  });
});
