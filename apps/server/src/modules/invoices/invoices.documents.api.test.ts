import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.ts';
import { invoices } from '../../db/schema/invoices.ts';
import { orders } from '../../db/schema/orders.ts';
import { developmentSeller, seller, setSeller } from '../../lib/seller.ts';
import { pdfText } from '../../test/api-helpers.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { adminOrdersFixture } from '../admin-orders/admin-orders.fixtures.ts';
import { renderInvoicePdf } from './invoices.pdf.ts';

let t: TestContext;
let x: Awaited<ReturnType<typeof adminOrdersFixture>>;
beforeAll(async () => {
  t = await createTestContext();
  x = await adminOrdersFixture(t);
});
afterAll(() => t.close());

const pdfOf = async (url: string) => {
  const res = await t.inject({ method: 'GET', url, headers: x.staff.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
};
const documentsOf = async (orderNumber: string) => (await x.detail(orderNumber)).invoices as Record<string, never>[];
const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const germanDate = (d: Date | string) =>
  new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(typeof d === 'string' ? new Date(d) : d);
const germanMonth = (day: string) =>
  new Intl.DateTimeFormat('de-DE', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    new Date(`${day.slice(0, 7)}-01T00:00:00Z`),
  );

describe('the date of delivery on an invoice (decision 154)', () => {
  it('an invoice issued at payment names the month of the expected delivery, never a future day', async () => {
    const { order } = await x.paidOrder();
    const expected = (await orderRow(order.id)).shippingAddress.delivery_date!;
    expect(expected > new Date().toISOString().slice(0, 10)).toBe(true);
    const [invoice] = await documentsOf(order.order_number);
    const text = pdfText(await pdfOf(invoice.url));
    expect(text).toContain(`Leistungszeitraum: ${germanMonth(expected)}`);
    expect(text).not.toContain('Leistungsdatum');
    expect(text).not.toContain(germanDate(expected));
    const [row] = await t.db.select().from(invoices).where(eq(invoices.number, invoice.number));
    expect(row.document).toMatchObject({ deliveryDate: null, supply: { month: expected.slice(0, 7) } });
  });

  it('an order shipped before its invoice was issued gets the shipping day as "Lieferdatum"', async () => {
    const who = await t.user('customer');
    const order = await x.place(who.auth);
    const shippedAt = new Date(Date.now() - 2 * 86_400_000);
    await t.db.update(orders).set({ shippedAt }).where(eq(orders.id, order.id));
    await x.pay(who.auth, order);
    const [invoice] = await documentsOf(order.order_number);
    const text = pdfText(await pdfOf(invoice.url));
    expect(text).toContain(`Lieferdatum: ${germanDate(shippedAt)}`);
    expect(text).not.toContain('Leistungszeitraum');
  });
});

describe('a credit note (decision 154)', () => {
  it('is a "Rechnungskorrektur" naming its invoice by number and date, with the amount per rate it corrects', async () => {
    const { order } = await x.paidOrder();
    const res = await x.refund(x.staff.auth, order.order_number, { amount: 100, reason: 'Kratzer' });
    expect(res.statusCode, res.body).toBe(200);
    const [invoice, note] = res.json().data.invoices;
    const text = pdfText(await pdfOf(note.url));
    const invoiceDay = germanDate(invoice.issued_at);
    for (const part of [
      `Rechnungskorrektur ${note.number}`,
      `Zur Rechnung ${invoice.number} vom ${invoiceDay}`,
      `Diese Rechnungskorrektur mindert das Entgelt der Rechnung ${invoice.number} vom ${invoiceDay}`,
      `Erstattung zur Bestellung ${order.order_number}`,
      '19 %',
      'Umsatzsteuer 19 %',
      '-15,97',
      'Nettobetrag',
      '-84,03',
      '-100,00',
    ])
      expect(text, part).toContain(part);
    expect(text).not.toContain('Gutschrift');
    expect(text).not.toContain('Stornorechnung');
    const [row] = await t.db.select().from(invoices).where(eq(invoices.number, note.number));
    // The refund by amount: one line at the order's one rate, naming no order line.
    expect(row.document.title).toBe('Rechnungskorrektur');
    expect(row.document.lines).toEqual([
      {
        description: `Erstattung zur Bestellung ${order.order_number}`,
        code: null,
        qty: 1,
        unitCents: 10_000,
        lineCents: 10_000,
        vatRate: 19,
      },
    ]);

    // The rest given back later is still a correction, not the cancellation of the whole invoice.
    const rest = await x.refund(x.staff.auth, order.order_number, { amount: 99.99, reason: 'Rest' });
    expect(rest.statusCode, rest.body).toBe(200);
    const second = rest.json().data.invoices[2];
    const secondText = pdfText(await pdfOf(second.url));
    expect(secondText).toContain(`Rechnungskorrektur ${second.number}`);
    expect(secondText).not.toContain('Stornorechnung');
  });

  it('giving back the whole invoice, by refund or by cancellation, is a "Stornorechnung"', async () => {
    const refunded = await x.paidOrder();
    const res = await x.refund(x.staff.auth, refunded.order.order_number, { amount: 199.99, reason: 'Rückgabe' });
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = await x.paidOrder();
    const cancel = await x.status(x.staff.auth, cancelled.order.order_number, { status: 'cancelled' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    let checked = 0;
    for (const orderNumber of [refunded.order.order_number, cancelled.order.order_number]) {
      const [invoice, note] = await documentsOf(orderNumber);
      expect(note).toMatchObject({ type: 'credit_note', total: 199.99, references: invoice.number });
      const text = pdfText(await pdfOf(note.url));
      expect(text).toContain(`Stornorechnung ${note.number}`);
      expect(text).toContain(
        `Diese Stornorechnung hebt die Rechnung ${invoice.number} vom ${germanDate(invoice.issued_at)}`,
      );
      expect(text).not.toContain('Gutschrift');
      checked++;
    }
    expect(checked).toBe(2);
  });
});

describe('issued documents never change (GoBD, decision 154)', () => {
  it('an invoice and a credit note read the same after the product, the seller settings and the order change', async () => {
    // `early`'s documents are read (rendered and stored) before the changes, `late`'s first after them.
    const early = await x.paidOrder();
    const late = await x.paidOrder();
    for (const o of [early, late]) {
      const res = await x.refund(x.staff.auth, o.order.order_number, { amount: 50, reason: 'Kratzer' });
      expect(res.statusCode, res.body).toBe(200);
    }
    const earlyDocs = await documentsOf(early.order.order_number);
    const lateDocs = await documentsOf(late.order.order_number);
    expect(earlyDocs.map((d) => d.type)).toEqual(['invoice', 'credit_note']);
    expect(lateDocs.map((d) => d.type)).toEqual(['invoice', 'credit_note']);
    const before = await Promise.all(earlyDocs.map((d) => pdfOf(d.url)));
    const [product] = await t.db.select().from(products).where(eq(products.id, x.f.table.id));
    const rows = await t.db.select().from(orders).where(eq(orders.id, late.order.id));
    const moved = { ...rows[0].billingAddress, address_1: 'Umzugsweg 99', city: 'Hamburg', zip: '20095' };

    const sellerBefore = seller();
    await t.db
      .update(products)
      .set({ name: 'Umbenannter Tisch', priceCents: 9_999, taxRate: 7 })
      .where(eq(products.id, product.id));
    setSeller({ ...developmentSeller, name: 'Neuer Name AG', street: 'Andere Allee 1', vatId: 'DE999999999' });
    for (const o of [early, late])
      await t.db
        .update(orders)
        .set({ billingAddress: moved, shippingAddress: moved, customerName: 'Neu Name' })
        .where(eq(orders.id, o.order.id));
    try {
      // Stored: served byte for byte, and rendered again from the row it gives the same bytes.
      const after = await Promise.all(earlyDocs.map((d) => pdfOf(d.url)));
      let compared = 0;
      for (const [i, doc] of earlyDocs.entries()) {
        expect(after[i].equals(before[i]), doc.number).toBe(true);
        const [row] = await t.db.select().from(invoices).where(eq(invoices.number, doc.number));
        expect((await renderInvoicePdf(row)).equals(before[i]), `${doc.number} rendered again`).toBe(true);
        compared++;
      }
      expect(compared).toBe(2);

      // First read after the changes: what was true at issue, none of the changes.
      let read = 0;
      for (const doc of lateDocs) {
        const first = await pdfOf(doc.url);
        const text = pdfText(first);
        for (const part of ['Wohnwerk GmbH', 'Beispielstraße 12', 'DE000000000', 'Musterstraße 5', '04109 Leipzig'])
          expect(text, `${doc.number}: ${part}`).toContain(part);
        for (const gone of [
          'Neuer Name AG',
          'Andere Allee',
          'DE999999999',
          'Umzugsweg',
          'Hamburg',
          'Umbenannter',
          '7 %',
        ])
          expect(text, `${doc.number}: ${gone}`).not.toContain(gone);
        expect((await pdfOf(doc.url)).equals(first), `${doc.number} read again`).toBe(true);
        read++;
      }
      expect(read).toBe(2);
      expect(pdfText(await pdfOf(lateDocs[0].url))).toContain('Couchtisch Arco Eiche Sonoma');
    } finally {
      setSeller(sellerBefore);
      await t.db
        .update(products)
        .set({ name: product.name, priceCents: product.priceCents, taxRate: product.taxRate })
        .where(eq(products.id, product.id));
    }
  });
});
