import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.ts';
import { withdrawals } from '../../db/schema/orders.ts';
import { createTestContext, mailText, type TestContext } from '../../test/test-app.ts';

/** The .eml text with its UTF-8 bytes decoded (mailText leaves them as Latin-1 characters). */
const utf8 = (eml: string) => Buffer.from(mailText(eml), 'latin1').toString('utf8');
import { address, apiOf, seedCheckoutFixture } from './checkout.fixtures.ts';

let t: TestContext;
let f: Awaited<ReturnType<typeof seedCheckoutFixture>>;
let api: ReturnType<typeof apiOf>;
beforeAll(async () => {
  t = await createTestContext();
  f = await seedCheckoutFixture(t.db);
  api = apiOf(t);
});
afterAll(() => t.close());

describe('Vertrag widerrufen (without login)', () => {
  it('finds the order by number and e-mail, records the withdrawal and mails a confirmation with date and time', async () => {
    const me = await t.user('customer', { name: 'Max Widerruf' });
    const order = (
      await api('POST', '/order', {
        auth: me.auth,
        payload: { items: [{ product_id: f.table.id, qty: 1 }], shipping_address: address, billing_address: address },
      })
    ).json().order;
    await api('POST', '/charge', { auth: me.auth, payload: { order_id: order.id, token: 'tok_visa' } });

    const wrong = await api('POST', '/withdrawal/lookup', {
      payload: { order_number: order.order_number, email: 'jemand@example.test' },
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(
      'Wir haben keine Bestellung mit dieser Bestellnummer und E-Mail-Adresse gefunden.',
    );

    const found = await api('POST', '/withdrawal/lookup', {
      payload: { order_number: order.order_number.toLowerCase(), email: me.email.toUpperCase() },
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({
      order_number: order.order_number,
      amount: 199.99,
      items: ['1 × Couchtisch Arco Eiche Sonoma'],
    });

    const done = await api('POST', '/withdrawal', {
      payload: { order_number: order.order_number, email: me.email, reason: 'Passt nicht' },
    });
    expect(done.statusCode).toBe(201);
    expect(done.json()).toEqual({
      message: 'Ihr Widerruf ist eingegangen. Sie erhalten eine Bestätigung per E-Mail.',
      data: { order_number: order.order_number, withdrawn_at: expect.any(String) },
    });
    expect(await t.db.select().from(withdrawals).where(eq(withdrawals.orderId, order.id))).toHaveLength(1);

    const mail = (await t.deliverMail()).map(utf8).find((m) => m.includes(' ist am '))!;
    expect(mail).toMatch(
      new RegExp(
        `Bestellung ${order.order_number} vom \\d{2}\\.\\d{2}\\.\\d{4} ist am \\d{2}\\.\\d{2}\\.\\d{4}, \\d{2}:\\d{2} Uhr bei uns eingegangen`,
      ),
    );

    const detail = (await api('GET', `/order/${order.order_number}`, { auth: me.auth })).json().data;
    expect(detail).toMatchObject({
      status: 'paid',
      status_text: 'Bezahlt · Widerrufen',
      withdrawn_at: expect.any(String),
    });
    const twice = await api('POST', '/withdrawal', { payload: { order_number: order.order_number, email: me.email } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Für diese Bestellung ist bereits ein Widerruf eingegangen.');
  });

  it("greets without a typed name that carries a link or a line of someone else's text", async () => {
    const me = await t.user('customer', { name: 'Max Widerruf' });
    const order = (
      await api('POST', '/order', {
        auth: me.auth,
        payload: { items: [{ product_id: f.table.id, qty: 1 }], shipping_address: address, billing_address: address },
      })
    ).json().order;
    const done = await api('POST', '/withdrawal', {
      payload: {
        order_number: order.order_number,
        email: me.email,
        name: 'Ihr Konto ist gesperrt. Entsperren: https://evil.example',
      },
    });
    expect(done.statusCode).toBe(201);
    const mail = (await t.deliverMail())
      .map(utf8)
      .find((m) => m.includes(order.order_number) && m.includes(' ist am '))!;
    expect(mail).toContain('Guten Tag,');
    expect(mail).not.toContain('evil.example');
  });

  it('cancels an unpaid order on withdrawal and gives its units back', async () => {
    const me = await t.user('customer');
    const stock = async () =>
      (await t.db.select({ s: products.stock }).from(products).where(eq(products.id, f.sofa.id)))[0].s;
    const before = await stock();
    const order = (
      await api('POST', '/order', {
        auth: me.auth,
        payload: { items: [{ product_id: f.sofa.id, qty: 2 }], shipping_address: address, billing_address: address },
      })
    ).json().order;
    expect(await stock()).toBe(before - 2);
    await api('POST', '/withdrawal', { payload: { order_number: order.order_number, email: me.email } });
    expect(await stock()).toBe(before);
    expect((await api('GET', `/order/${order.order_number}`, { auth: me.auth })).json().data.status).toBe('cancelled');
  });

  it('answers missing fields with German field errors', async () => {
    const res = await api('POST', '/withdrawal', { payload: { order_number: '', email: 'kein-mail' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      order_number: ['Dies ist ein Pflichtfeld.'],
      email: ['Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
    });
  });
});
