import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { orderItems } from '../../db/schema/orders.ts';
import { pdfText } from '../../test/api-helpers.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { adminOrdersFixture } from '../admin-orders/admin-orders.fixtures.ts';
import { address } from '../checkout/checkout.fixtures.ts';

let t: TestContext;
let x: Awaited<ReturnType<typeof adminOrdersFixture>>;
/** A 107,00 € product at 7 % and a 119,00 € one at 19 %. */
let book: { id: number };
let lamp: { id: number };
beforeAll(async () => {
  t = await createTestContext();
  x = await adminOrdersFixture(t);
  book = await x.productAt('Bildband Wohnen (7 %)', 10_700, 7);
  lamp = await x.productAt('Stehleuchte Lumo (19 %)', 11_900, 19);
});
afterAll(() => t.close());

const both = () => [
  { product_id: book.id, qty: 1 },
  { product_id: lamp.id, qty: 1 },
];
const pdfOf = async (url: string, auth: { authorization: string }) => {
  const res = await t.inject({ method: 'GET', url, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return pdfText(res.rawPayload);
};
const mailOf = async (email: string, subject: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).find((m) =>
    m.subject.startsWith(subject),
  );
const coupon = async (values: Partial<typeof coupons.$inferInsert>) => {
  const code = `VAT${randomBytes(4).toString('hex')}`.toUpperCase();
  await t.db.insert(coupons).values({ code, kind: 'fixed', value: 10, ...values });
  return code;
};

describe('a product at 7 % VAT', () => {
  it('is charged and invoiced with 7 % VAT everywhere: totals, order, admin detail, confirmation, mail, invoice', async () => {
    const totals = await x.api('POST', '/payment', { payload: { items: [{ product_id: book.id, qty: 1 }] } });
    expect(totals.statusCode, totals.body).toBe(200);
    expect(totals.json()).toMatchObject({
      total_price: 107,
      vat: 7,
      vat_breakdown: [{ rate: 7, net: 100, vat: 7, gross: 107 }],
    });

    const { order, customer } = await x.paidOrder([{ product_id: book.id, qty: 1 }]);
    expect(order.amount).toBe(107);
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(line).toMatchObject({ vatRate: 7, netCents: 10_000, vatCents: 700, lineCents: 10_700 });

    const mine = (await x.api('GET', `/order/${order.order_number}`, { auth: customer.auth })).json().data;
    expect(mine).toMatchObject({ vat: 7, vat_breakdown: [{ rate: 7, net: 100, vat: 7, gross: 107 }] });
    expect(mine.items[0]).toMatchObject({ vat_rate: 7 });
    const staff = await x.detail(order.order_number);
    expect(staff).toMatchObject({ vat: 7, vat_breakdown: [{ rate: 7, net: 100, vat: 7, gross: 107 }] });
    expect(staff.items[0]).toMatchObject({ vat_rate: 7, net: 100, vat: 7 });

    const [invoice] = mine.invoices;
    expect(invoice).toMatchObject({
      type: 'invoice',
      total: 107,
      net: 100,
      vat: 7,
      vat_rate: 7,
      vat_breakdown: [{ rate: 7, net: 100, vat: 7, gross: 107 }],
    });
    const text = await pdfOf(invoice.url, customer.auth);
    for (const part of ['Bildband Wohnen (7 %)', 'Nettobetrag', '100,00', 'Umsatzsteuer 7 %', '7,00', '107,00'])
      expect(text, part).toContain(part);
    expect(text).not.toContain('19 %');
    expect(text).not.toContain('17,08');

    const confirmation = await pdfOf(`/order-pdf/${order.id}`, customer.auth);
    expect(confirmation).toContain('darin enthaltene MwSt. 7 %');
    expect(confirmation).toContain('7,00');
    expect(confirmation).not.toContain('19 %');
    const mail = await mailOf(customer.email, 'Ihre Bestellung');
    expect(mail?.textBody).toContain('Gesamtbetrag: 107,00 € (inkl. MwSt. 7 %: 7,00 €)');
  });

  it('keeps its rate, net and VAT on an order when the product changes later', async () => {
    const { order, customer } = await x.paidOrder([{ product_id: book.id, qty: 2 }]);
    await t.db.update(products).set({ taxRate: 19, priceCents: 20_000 }).where(eq(products.id, book.id));
    try {
      const mine = (await x.api('GET', `/order/${order.order_number}`, { auth: customer.auth })).json().data;
      expect(mine).toMatchObject({ amount: 214, vat: 14, vat_breakdown: [{ rate: 7, net: 200, vat: 14, gross: 214 }] });
      expect(mine.items[0]).toMatchObject({ price: 107, vat_rate: 7 });
    } finally {
      await t.db.update(products).set({ taxRate: 7, priceCents: 10_700 }).where(eq(products.id, book.id));
    }
  });
});

describe('an order with goods at 7 % and at 19 %', () => {
  it('is totalled, invoiced and credited per rate', async () => {
    const totals = (await x.api('POST', '/payment', { payload: { items: both() } })).json();
    expect(totals).toMatchObject({
      total_price: 226,
      vat: 26,
      vat_breakdown: [
        { rate: 7, net: 100, vat: 7, gross: 107 },
        { rate: 19, net: 100, vat: 19, gross: 119 },
      ],
    });

    const { order, customer } = await x.paidOrder(both());
    const d = await x.detail(order.order_number);
    expect(d).toMatchObject({ amount: 226, vat: 26 });
    expect(d.vat_breakdown).toEqual(totals.vat_breakdown);
    const [invoice] = d.invoices;
    expect(invoice).toMatchObject({ total: 226, net: 200, vat: 26, vat_rate: null });
    expect(invoice.vat_breakdown).toEqual(totals.vat_breakdown);
    const text = await pdfOf(invoice.url, x.staff.auth);
    for (const part of [
      'Nettobetrag 7 %',
      'Umsatzsteuer 7 %',
      '7,00',
      'Nettobetrag 19 %',
      'Umsatzsteuer 19 %',
      '19,00',
      'Umsatzsteuer gesamt',
      '26,00',
      'Gesamtbetrag (brutto)',
      '226,00',
    ])
      expect(text, part).toContain(part);

    const confirmation = await pdfOf(`/order-pdf/${order.id}`, customer.auth);
    expect(confirmation).toContain('darin enthaltene MwSt. 7 %');
    expect(confirmation).toContain('darin enthaltene MwSt. 19 %');
    const mail = await mailOf(customer.email, 'Ihre Bestellung');
    expect(mail?.textBody).toContain('Gesamtbetrag: 226,00 € (inkl. MwSt. 7 %: 7,00 €, MwSt. 19 %: 19,00 €)');

    // 100,00 back: 47,35 of it on the 7 % goods, 52,65 on the 19 % goods (in proportion to 107 : 119).
    const refunded = await x.refund(x.staff.auth, order.order_number, { amount: 100, reason: 'Teilerstattung' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const note = refunded.json().data.invoices[1];
    expect(note).toMatchObject({ type: 'credit_note', total: 100, vat: 11.51, net: 88.49, vat_rate: null });
    expect(note.vat_breakdown).toEqual([
      { rate: 7, net: 44.25, vat: 3.1, gross: 47.35 },
      { rate: 19, net: 44.24, vat: 8.41, gross: 52.65 },
    ]);
    const credit = await pdfOf(note.url, customer.auth);
    for (const part of [
      'Umsatzsteuer 7 %',
      '-3,10',
      'Umsatzsteuer 19 %',
      '-8,41',
      'Umsatzsteuer gesamt',
      '-11,51',
      '-100,00',
    ])
      expect(credit, part).toContain(part);
  });

  it('splits a coupon across the rates in proportion to the goods', async () => {
    const code = await coupon({ kind: 'fixed', value: 50 });
    const totals = (await x.api('POST', '/payment', { payload: { items: both(), coupon: code } })).json();
    expect(totals).toMatchObject({
      total_price: 176,
      discount: 50,
      vat: 20.25,
      vat_breakdown: [
        { rate: 7, net: 77.88, vat: 5.45, gross: 83.33 },
        { rate: 19, net: 77.87, vat: 14.8, gross: 92.67 },
      ],
    });
    const who = await t.user('customer');
    const placed = await x.api('POST', '/order', {
      auth: who.auth,
      payload: {
        items: both(),
        coupon: code,
        shipping_address: address,
        billing_address: address,
        payment_method: 'card',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order;
    await x.pay(who.auth, order);
    const d = await x.detail(order.order_number);
    expect(d).toMatchObject({ amount: 176, vat: 20.25, vat_breakdown: totals.vat_breakdown });
    expect(d.invoices[0]).toMatchObject({ total: 176, vat: 20.25, net: 155.75 });
  });

  it('takes a gift code off like a coupon: split across the rates, the VAT lowered, the invoice over what was paid', async () => {
    // Staff hand gift codes out free: a price reduction (§17 UStG), not a sold voucher that pays (decision 153).
    // 25,00 · 107/226 = 11,84 off the 7 % goods, 13,16 off the 19 % goods (lib/vat.test.ts).
    const shares = [
      { rate: 7, net: 88.93, vat: 6.23, gross: 95.16 },
      { rate: 19, net: 88.94, vat: 16.9, gross: 105.84 },
    ];
    const code = await coupon({ kind: 'fixed', value: 25, isGiftCode: true, usageLimit: 1 });
    const totals = (await x.api('POST', '/payment', { payload: { items: both(), coupon: code } })).json();
    expect(totals).toMatchObject({
      total_price: 201,
      subtotal_price: 226,
      discount: 25,
      vat: 23.13,
      couponExist: 'exist',
      couponText: 'Gutschein: 25,00 € Rabatt',
    });
    expect(totals.vat_breakdown).toEqual(shares);
    const who = await t.user('customer');
    const placed = await x.api('POST', '/order', {
      auth: who.auth,
      payload: {
        items: both(),
        coupon: code,
        shipping_address: address,
        billing_address: address,
        payment_method: 'card',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order;
    expect(order.amount).toBe(201);
    await x.pay(who.auth, order);

    const d = await x.detail(order.order_number);
    expect(d).toMatchObject({ amount: 201, paid: 201, discount: 25, vat: 23.13 });
    expect(d.vat_breakdown).toEqual(shares);
    const mine = (await x.api('GET', `/order/${order.order_number}`, { auth: who.auth })).json().data;
    expect(mine).toMatchObject({ amount: 201, discount: 25, vat: 23.13, couponText: 'Gutschein: 25,00 € Rabatt' });
    expect(mine.vat_breakdown).toEqual(shares);

    // The invoice's total is what the customer paid, the gift code a discount line like a coupon's.
    const [invoice] = d.invoices;
    expect(invoice).toMatchObject({ type: 'invoice', total: 201, net: 177.87, vat: 23.13, vat_rate: null });
    expect(invoice.vat_breakdown).toEqual(shares);
    const text = await pdfOf(invoice.url, x.staff.auth);
    // (The PDF's text has no € sign: the standard font's text layer leaves it out.)
    for (const part of [
      'Gutschein: 25,00',
      '-25,00',
      'Nettobetrag 7 %',
      '88,93',
      'Umsatzsteuer 7 %',
      '6,23',
      'Nettobetrag 19 %',
      '88,94',
      'Umsatzsteuer 19 %',
      '16,90',
      'Umsatzsteuer gesamt',
      '23,13',
      'Gesamtbetrag (brutto)',
      '201,00',
    ])
      expect(text, part).toContain(part);
    for (const gone of ['Zahlungsmittel', 'Bezahlter Betrag', '226,00', '26,00'])
      expect(text, gone).not.toContain(gone);

    const confirmation = await pdfOf(`/order-pdf/${order.id}`, who.auth);
    for (const part of ['Gutschein: 25,00', '-25,00', 'Gesamtbetrag', '201,00', '6,23', '16,90'])
      expect(confirmation, part).toContain(part);
    for (const gone of ['Zahlungsmittel', 'Zu zahlen']) expect(confirmation, gone).not.toContain(gone);
    const mail = await mailOf(who.email, 'Ihre Bestellung');
    expect(mail?.textBody).toContain('Gutschein: 25,00 € Rabatt: −25,00 €');
    expect(mail?.textBody).toContain('Gesamtbetrag: 201,00 € (inkl. MwSt. 7 %: 6,23 €, MwSt. 19 %: 16,90 €)');
    expect(mail?.textBody).not.toContain('Bezahlt:');

    // Everything paid given back: the credit note takes off exactly the invoice's rates.
    const refunded = await x.refund(x.staff.auth, order.order_number, { amount: 201, reason: 'Rückgabe' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const note = refunded.json().data.invoices[1];
    expect(note).toMatchObject({ type: 'credit_note', total: 201, net: 177.87, vat: 23.13 });
    expect(note.vat_breakdown).toEqual(shares);
  });
});

describe('orders written before VAT per rate', () => {
  it('read as 19 % of their gross, lines and totals alike', async () => {
    const number = `WW-1999-${randomBytes(3).toString('hex')}`;
    // As every order was written before migration 0028: no rate on the lines, no VAT per rate on the order.
    await t.db.execute(sql`with o as (
        insert into orders (order_number, email, customer_name, status, subtotal_cents, total_cents, vat_cents,
          shipping_address, billing_address, expires_at, paid_at)
        values (${number}, 'alt@example.com', 'Alt Kunde', 'paid', 19999, 19999, 3193, '{}', '{}', now(), now()) returning id)
      insert into order_items (order_id, product_id, product_name, unit_price_cents, qty, line_cents)
      select id, null, 'Alter Tisch', 19999, 1, 19999 from o`);
    const d = await x.detail(number);
    // 199,99 gross: 31,93 VAT, 168,06 net.
    expect(d).toMatchObject({
      amount: 199.99,
      vat: 31.93,
      vat_breakdown: [{ rate: 19, net: 168.06, vat: 31.93, gross: 199.99 }],
    });
    expect(d.items[0]).toMatchObject({ vat_rate: 19, net: 168.06, vat: 31.93, line_total: 199.99 });
  });
});
