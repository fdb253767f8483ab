import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogAudit } from '../../db/schema/catalog-admin.ts';
import { products } from '../../db/schema/catalog.ts';
import { refundLines, refunds } from '../../db/schema/refunds.ts';
import { pdfText } from '../../test/api-helpers.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { adminOrdersFixture } from '../admin-orders/admin-orders.fixtures.ts';
import { address } from '../checkout/checkout.fixtures.ts';

let t: TestContext;
let x: Awaited<ReturnType<typeof adminOrdersFixture>>;
/** A 107,00 € book at 7 % and a 119,00 € lamp at 19 %. */
let book: { id: number };
let lamp: { id: number };
beforeAll(async () => {
  t = await createTestContext();
  x = await adminOrdersFixture(t);
  book = await x.productAt('Bildband Wohnen', 10_700, 7);
  lamp = await x.productAt('Stehleuchte Lumo', 11_900, 19);
});
afterAll(() => t.close());

const stockOf = async (id: number) => (await t.db.select().from(products).where(eq(products.id, id)))[0].stock;
const itemOf = (d: { items: { id: number; product_id: number }[] }, productId: number) =>
  d.items.find((i) => i.product_id === productId)!;
const mixedOrder = () =>
  x.paidOrder([
    { product_id: book.id, qty: 3 },
    { product_id: lamp.id, qty: 2 },
  ]);

describe('refunds by line (issue 33, decision 163)', () => {
  it('gives back two books at 7 %: the credit note lists the line and 7 % only, exactly two books go back to stock', async () => {
    const { order, customer } = await mixedOrder();
    const before = await x.detail(order.order_number);
    const bookLine = itemOf(before, book.id);
    const [bookStock, lampStock] = [await stockOf(book.id), await stockOf(lamp.id)];

    const res = await x.refund(x.staff.auth, order.order_number, {
      lines: [{ item_id: bookLine.id, qty: 2 }],
      reason: 'Zwei Bücher beschädigt',
      restock: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.refunded).toBe(214);
    expect(d.status).toBe('paid');
    expect(d.refunds).toMatchObject([
      {
        amount: 214,
        status: 'succeeded',
        lines: [{ item_id: bookLine.id, product_name: 'Bildband Wohnen', qty: 2, amount: 214 }],
      },
    ]);
    expect(itemOf(d, book.id)).toMatchObject({ qty: 3, refunded_qty: 2, refundable_qty: 1, restocked_qty: 2 });
    expect(itemOf(d, lamp.id)).toMatchObject({ qty: 2, refunded_qty: 0, refundable_qty: 2, restocked_qty: 0 });
    expect(await stockOf(book.id)).toBe(bookStock + 2);
    expect(await stockOf(lamp.id)).toBe(lampStock);
    const audit = await t.db.select().from(catalogAudit).where(eq(catalogAudit.orderId, order.id));
    expect(
      audit.filter((a) => a.source === 'refund').map((a) => [a.entityId, Number(a.after) - Number(a.before)]),
    ).toEqual([[book.id, 2]]);

    const note = d.invoices.find((i: { type: string }) => i.type === 'credit_note');
    expect(note).toMatchObject({ total: 214, vat: 14, net: 200, vat_rate: 7 });
    expect(note.vat_breakdown).toEqual([{ rate: 7, net: 200, vat: 14, gross: 214 }]);
    const text = pdfText((await t.inject({ method: 'GET', url: note.url, headers: customer.auth })).rawPayload);
    expect(text).toContain(`Rechnungskorrektur ${note.number}`);
    expect(text).toContain('Bildband Wohnen');
    expect(text).toContain('Umsatzsteuer 7 %');
    expect(text).not.toContain('Umsatzsteuer 19 %');

    // The customer's order shows what came back and how much.
    const own = await x.api('GET', `/order/${order.order_number}`, { auth: customer.auth });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.refunded).toBe(214);
    expect(own.json().data.refunds).toMatchObject([
      { amount: 214, lines: [{ product_name: 'Bildband Wohnen', qty: 2, amount: 214 }] },
    ]);
  });

  it('refuses more units than a line has left, a line of another order, and lines with an amount: 422, nothing stored', async () => {
    const { order } = await mixedOrder();
    const other = await mixedOrder();
    const d = await x.detail(order.order_number);
    const bookLine = itemOf(d, book.id);
    const first = await x.refund(x.staff.auth, order.order_number, {
      lines: [{ item_id: bookLine.id, qty: 2 }],
      reason: 'Teilweise',
    });
    expect(first.statusCode, first.body).toBe(200);
    const tries = [
      [
        { lines: [{ item_id: bookLine.id, qty: 2 }], reason: 'Zu viel' },
        'lines.0.qty',
        'Von dieser Position können höchstens noch 1 Stück erstattet werden.',
      ],
      [
        { lines: [{ item_id: itemOf(await x.detail(other.order.order_number), lamp.id).id, qty: 1 }], reason: 'Fremd' },
        'lines.0.item_id',
        'Diese Position gehört nicht zu der Bestellung.',
      ],
      [
        { lines: [{ item_id: bookLine.id, qty: 1 }], amount: 5, reason: 'Beides' },
        'amount',
        'Bitte wählen Sie Positionen oder geben Sie einen Betrag an, nicht beides.',
      ],
      [
        {
          lines: [
            { item_id: bookLine.id, qty: 1 },
            { item_id: bookLine.id, qty: 1 },
          ],
          reason: 'Doppelt',
        },
        'lines.1.item_id',
        'Bitte nennen Sie jede Position nur einmal.',
      ],
      [
        { lines: [{ item_id: bookLine.id, qty: 0 }], reason: 'Null' },
        'lines.0.qty',
        'Bitte geben Sie eine ganze Stückzahl ab 1 an.',
      ],
    ] as const;
    for (const [body, field, message] of tries) {
      const res = await x.refund(x.staff.auth, order.order_number, body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows).toHaveLength(1);
    const lines = await t.db
      .select()
      .from(refundLines)
      .where(
        inArray(
          refundLines.refundId,
          rows.map((r) => r.id),
        ),
      );
    expect(lines.map((l) => l.qty)).toEqual([2]);
  });

  it('gives back what a coupon left of each line: refunding every line returns the payment to the cent and makes the order refunded', async () => {
    const who = await t.user('customer');
    const placed = await x.api('POST', '/order', {
      auth: who.auth,
      payload: {
        items: [
          { product_id: book.id, qty: 1 },
          { product_id: lamp.id, qty: 3 },
        ],
        coupon: x.f.codes.percent,
        shipping_address: address,
        billing_address: address,
        payment_method: 'card',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order;
    await x.pay(who.auth, order);
    const d = await x.detail(order.order_number);
    expect(d.discount).toBeGreaterThan(0);
    // The lamps one by one, then the book: the parts add up to what was paid.
    for (let i = 0; i < 3; i++) {
      const res = await x.refund(x.staff.auth, order.order_number, {
        lines: [{ item_id: itemOf(d, lamp.id).id, qty: 1 }],
        reason: `Leuchte ${i + 1}`,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const last = await x.refund(x.staff.auth, order.order_number, {
      lines: [{ item_id: itemOf(d, book.id).id, qty: 1 }],
      reason: 'Buch',
    });
    expect(last.statusCode, last.body).toBe(200);
    const after = last.json().data;
    expect(after.refunded).toBe(d.amount);
    expect(after.refundable).toBe(0);
    expect(after.status).toBe('refunded');
    const amounts = after.refunds.map((r: { amount: number }) => r.amount);
    expect(amounts).toHaveLength(4);
    expect(Math.round(amounts.reduce((s: number, a: number) => s + a, 0) * 100)).toBe(Math.round(d.amount * 100));
  });

  it('a cancellation after a line refund with restock returns only the units still out', async () => {
    const { order } = await mixedOrder();
    const d = await x.detail(order.order_number);
    const [bookStock, lampStock] = [await stockOf(book.id), await stockOf(lamp.id)];
    const res = await x.refund(x.staff.auth, order.order_number, {
      lines: [{ item_id: itemOf(d, lamp.id).id, qty: 1 }],
      reason: 'Eine Leuchte zurück',
      restock: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockOf(lamp.id)).toBe(lampStock + 1);
    expect(await stockOf(book.id)).toBe(bookStock);
    const cancelled = await x.status(x.staff.auth, order.order_number, {
      status: 'cancelled',
      note: 'Kunde storniert',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockOf(lamp.id)).toBe(lampStock + 2);
    expect(await stockOf(book.id)).toBe(bookStock + 3);
    const final = await x.detail(order.order_number);
    expect(final.items.map((i: { restocked_qty: number; qty: number }) => i.restocked_qty === i.qty)).toEqual([
      true,
      true,
    ]);
    expect(final.refunded).toBe(final.paid);
  });
});
