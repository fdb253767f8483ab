import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/invoices.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { adminOrdersFixture } from '../admin-orders/admin-orders.fixtures.ts';
import { pdfText } from '../../test/api-helpers.ts';

let t: TestContext;
let x: Awaited<ReturnType<typeof adminOrdersFixture>>;
beforeAll(async () => {
  t = await createTestContext();
  x = await adminOrdersFixture(t);
});
afterAll(() => t.close());

const invoiceOf = async (orderId: number) =>
  (await t.db.select().from(invoices).where(eq(invoices.orderId, orderId)))[0];

describe('the invoice of a paid order', () => {
  it('is issued when the order is paid, with every item §14 UStG requires, stored once and served as stored', async () => {
    const { order, customer } = await x.paidOrder([
      { product_id: x.f.sofa.id, qty: 1 },
      { product_id: x.f.table.id, qty: 2 },
    ]);
    const mine = await x.api('GET', `/order/${order.order_number}`, { auth: customer.auth });
    const [entry] = mine.json().data.invoices;
    const year = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(new Date());
    expect(entry.number).toMatch(new RegExp(`^RE-${year}-\\d{6}$`));
    // 899,99 + 2 × 199,99 = 1.299,97 gross; VAT 19/119 = 207,56.
    expect(entry).toMatchObject({
      type: 'invoice',
      total: 1299.97,
      vat: 207.56,
      net: 1092.41,
      vat_rate: 19,
      references: null,
    });
    expect(entry.url).toBe(`/invoice-pdf/${entry.number}`);

    const first = await t.inject({ method: 'GET', url: entry.url, headers: customer.auth });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    const text = pdfText(first.rawPayload);
    for (const part of [
      'Wohnwerk GmbH',
      'Beispielstraße 12',
      '04109 Leipzig',
      'USt-IdNr.: DE000000000',
      `Rechnungs-Nr.: ${entry.number}`,
      'Rechnungsdatum:',
      'Leistungszeitraum:',
      'Ecksofa Nordic Grau',
      'Couchtisch Arco Eiche Sonoma',
      'Nettobetrag',
      '1.092,41',
      'Umsatzsteuer 19 %',
      '207,56',
      'Gesamtbetrag (brutto)',
      '1.299,97',
    ])
      expect(text, part).toContain(part);
    const stored = await invoiceOf(order.id);
    expect(stored.sha256).toBe(createHash('sha256').update(first.rawPayload).digest('hex'));
    const again = await t.inject({ method: 'GET', url: entry.url, headers: x.staff.auth });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('goes with the confirmation mail as an attachment', async () => {
    const { order, customer } = await x.paidOrder();
    const invoice = await invoiceOf(order.id);
    const eml = (await t.deliverMail()).find(
      (m) => m.includes(customer.email) && m.includes(`Rechnung-${invoice.number}.pdf`),
    );
    expect(eml).toBeDefined();
    expect((await invoiceOf(order.id)).pdf).not.toBeNull();
  });

  it('numbers 20 orders paid at the same moment consecutively, without a gap or a duplicate', async () => {
    const buyers = await Promise.all(Array.from({ length: 20 }, () => t.user('customer')));
    const orders = await Promise.all(buyers.map((b) => x.place(b.auth)));
    await Promise.all(orders.map((o, i) => x.pay(buyers[i].auth, o)));
    const issued = await t.db
      .select({ number: invoices.number })
      .from(invoices)
      .where(
        inArray(
          invoices.orderId,
          orders.map((o) => o.id),
        ),
      );
    const numbers = issued.map((r) => Number(r.number.slice(-6))).sort((a, b) => a - b);
    expect(numbers).toHaveLength(20);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers.at(-1)! - numbers[0]).toBe(19);
    // Nothing else was issued in between: the series has no gap up to its last number.
    const all = await t.db.select({ number: invoices.number }).from(invoices).where(eq(invoices.type, 'invoice'));
    const every = all.map((r) => Number(r.number.slice(-6))).sort((a, b) => a - b);
    expect(every).toEqual(Array.from({ length: every.length }, (_, i) => i + 1));
  });
});

describe('who may open an invoice', () => {
  it('a customer never reaches another customer’s invoice; guests must sign in; staff may', async () => {
    const { order, customer } = await x.paidOrder();
    const stranger = await t.user('customer');
    const invoice = await invoiceOf(order.id);
    const url = `/invoice-pdf/${invoice.number}`;
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url, headers: stranger.auth })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url, headers: customer.auth })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url, headers: x.staff.auth })).statusCode).toBe(200);
    const link = (auth: { authorization: string }) =>
      x.api('POST', '/invoice-pdf-link', { auth, payload: { number: invoice.number } });
    expect((await link(stranger.auth)).statusCode).toBe(404);
    const signed = (await link(customer.auth)).json().url as string;
    expect(signed).toMatch(new RegExp(`^/invoice-pdf/${invoice.number}\\?t=`));
    expect((await t.inject({ method: 'GET', url: signed })).statusCode).toBe(200);
    // A link signed for one document opens no other.
    const other = await x.paidOrder();
    const otherNumber = (await invoiceOf(other.order.id)).number;
    expect((await t.inject({ method: 'GET', url: signed.replace(invoice.number, otherNumber) })).statusCode).toBe(401);
    // The other customer's order list shows only their own documents.
    const theirs = await x.api('GET', '/orders', { auth: stranger.auth });
    expect(theirs.json().data).toEqual([]);
  });
});
