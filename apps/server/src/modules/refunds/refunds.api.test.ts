import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { refunds } from '../../db/schema/refunds.ts';
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

const refundRows = (orderId: number) => t.db.select().from(refunds).where(eq(refunds.orderId, orderId));

describe('POST /admin/orders/{order_number}/refunds with the test provider', () => {
  it('refunds half with a credit note that shows the amount and its VAT, mails the customer, and answers a repeat once', async () => {
    const { order, customer } = await x.paidOrder();
    const res = await x.refund(
      x.staff.auth,
      order.order_number,
      { amount: 100, reason: 'Kratzer am Tisch' },
      'half-refund-0001',
    );
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ status: 'paid', paid: 199.99, refunded: 100, refundable: 99.99 });
    expect(d.refunds).toMatchObject([
      { amount: 100, status: 'succeeded', reason: 'Kratzer am Tisch', created_by: 'Stefan Lager' },
    ]);
    const [invoice, note] = d.invoices;
    expect(note).toMatchObject({
      type: 'credit_note',
      total: 100,
      vat: 15.97,
      net: 84.03,
      vat_rate: 19,
      references: invoice.number,
    });
    expect(note.number).toMatch(/^RK-\d{4}-\d{6}$/);

    const pdf = await t.inject({ method: 'GET', url: note.url, headers: customer.auth });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Rechnungskorrektur ${note.number}`);
    expect(text).not.toContain('Gutschrift');
    expect(text).toContain(`Zur Rechnung ${invoice.number}`);
    expect(text).toContain('-100,00');
    expect(text).toContain('Umsatzsteuer 19 %');
    expect(text).toContain('-15,97');
    expect(text).toContain('-84,03');

    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, customer.email));
    const mail = mails.find((m) => m.subject.startsWith('Erstattung'));
    expect(mail?.textBody).toContain('100,00 €');
    expect(mail?.attachments).toMatchObject([
      { kind: 'invoice-pdf', filename: `Rechnungskorrektur-${note.number}.pdf` },
    ]);

    const again = await x.refund(
      x.staff.auth,
      order.order_number,
      { amount: 100, reason: 'Kratzer am Tisch' },
      'half-refund-0001',
    );
    expect(again.statusCode).toBe(200);
    expect(await refundRows(order.id)).toHaveLength(1);
    const other = await x.refund(
      x.staff.auth,
      order.order_number,
      { amount: 50, reason: 'Anders' },
      'half-refund-0001',
    );
    expect(other.statusCode).toBe(422);
    expect(await refundRows(order.id)).toHaveLength(1);
  });

  it('never refunds more than was paid and asks for a key and a reason', async () => {
    const { order } = await x.paidOrder();
    const tooMuch = await x.refund(x.staff.auth, order.order_number, { amount: 200, reason: 'Zu viel' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.amount).toEqual(['Es können höchstens noch 199,99 € erstattet werden.']);
    const noKey = await x.api('POST', `/admin/orders/${order.order_number}/refunds`, {
      auth: x.staff.auth,
      payload: { amount: 1, reason: 'x' },
    });
    expect(noKey.statusCode).toBe(422);
    const invalid = await x.refund(x.staff.auth, order.order_number, { amount: 1.234, reason: '' });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['amount', 'reason']);
    expect(await refundRows(order.id)).toHaveLength(0);
    const unpaid = await x.place((await t.user('customer')).auth);
    const nothing = await x.refund(x.staff.auth, unpaid.order_number, { amount: 1, reason: 'x' });
    expect(nothing.statusCode).toBe(409);
  });

  it('lets 10 parallel refunds add up to no more than the payment', async () => {
    const { order } = await x.paidOrder();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        x.refund(i % 2 ? x.staff.auth : x.admin.auth, order.order_number, { amount: 60, reason: `Teil ${i}` }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c !== 200).every((c) => c === 422 || c === 409)).toBe(true);
    const rows = await refundRows(order.id);
    const sum = rows.filter((r) => r.status === 'succeeded').reduce((s, r) => s + r.amountCents, 0);
    expect(sum).toBe(18_000);
    expect(sum).toBeLessThanOrEqual(19_999);
    const d = await x.detail(order.order_number);
    expect(d.invoices.filter((i: { type: string }) => i.type === 'credit_note')).toHaveLength(3);
  });

  it('a full refund makes the order refunded and, with restock, returns its units once', async () => {
    const stock = async () =>
      (await t.db.select({ s: products.stock }).from(products).where(eq(products.id, x.f.led.id)))[0].s;
    const before = await stock();
    const { order } = await x.paidOrder([{ is_light: true, light_id: x.f.led.id, qty: 2 }]);
    expect(await stock()).toBe(before - 2);
    expect(
      (await x.refund(x.staff.auth, order.order_number, { amount: 20, reason: 'Teil', restock: true })).statusCode,
    ).toBe(200);
    expect(await stock()).toBe(before);
    const rest = await x.refund(x.staff.auth, order.order_number, { amount: 39.98, reason: 'Rest', restock: true });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(await stock()).toBe(before);
    const d = rest.json().data;
    expect(d).toMatchObject({ status: 'refunded', status_text: 'Erstattet', refunded: 59.98, refundable: 0 });
    expect(d.history.at(-1)).toMatchObject({ from: 'paid', to: 'refunded', by: { name: 'Stefan Lager' } });
  });
});
