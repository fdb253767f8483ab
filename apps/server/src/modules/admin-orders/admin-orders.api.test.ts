import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTransitions } from '@wohnwerk/contract/admin-orders';
import { orderStatuses, type OrderStatus } from '@wohnwerk/contract/checkout';
import { products } from '../../db/schema/catalog.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { orders } from '../../db/schema/orders.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { adminOrdersFixture } from './admin-orders.fixtures.ts';

let t: TestContext;
let x: Awaited<ReturnType<typeof adminOrdersFixture>>;
beforeAll(async () => {
  t = await createTestContext();
  x = await adminOrdersFixture(t);
});
afterAll(() => t.close());

const setStatus = (id: number, status: OrderStatus) => t.db.update(orders).set({ status }).where(eq(orders.id, id));
const statusOf = async (id: number) =>
  (await t.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0].s;

describe('who may use the staff order routes', () => {
  it('answers guests 401, customers 403, and staff and admins on every admin order route', async () => {
    const { order } = await x.paidOrder();
    const customer = await t.user('customer');
    const routes: { method: 'GET' | 'POST'; url: string; payload?: unknown }[] = [
      { method: 'GET', url: '/admin/orders' },
      { method: 'GET', url: '/admin/orders/export' },
      { method: 'GET', url: `/admin/orders/${order.order_number}` },
      { method: 'POST', url: `/admin/orders/${order.order_number}/status`, payload: { status: 'delivered' } },
      {
        method: 'POST',
        url: `/admin/orders/${order.order_number}/refunds`,
        payload: { amount: 99_999, reason: 'Test' },
      },
    ];
    let visited = 0;
    for (const r of routes) {
      const call = (auth?: { authorization: string }) =>
        x.api(r.method, r.url, { auth, payload: r.payload, key: 'matrix-key-1' });
      expect((await call()).statusCode, `${r.method} ${r.url} as guest`).toBe(401);
      expect((await call(customer.auth)).statusCode, `${r.method} ${r.url} as customer`).toBe(403);
      for (const who of [x.staff, x.admin]) {
        const res = await call(who.auth);
        expect([401, 403], `${r.method} ${r.url}: ${res.body}`).not.toContain(res.statusCode);
        // The forbidden transition and the too-large refund are refused for the right reason, not the role.
        expect(res.statusCode, `${r.method} ${r.url}: ${res.body}`).toBe(
          r.url.endsWith('/status') ? 409 : r.url.endsWith('/refunds') ? 422 : 200,
        );
      }
      visited++;
    }
    expect(visited).toBe(5);
  });
});

describe('GET /admin/orders', () => {
  it('finds orders by number, customer name and e-mail, filters by status and payment method, sorts and pages', async () => {
    const buyer = await t.user('customer', {
      name: 'Zacharias Suchbar',
      email: `zacharias-${Date.now()}@example.test`,
    });
    const first = (await x.paidOrder(undefined, buyer)).order;
    const second = await x.place(buyer.auth, undefined, 'paypal');
    const list = async (query: string) => {
      const res = await x.api('GET', `/admin/orders?${query}`, { auth: x.staff.auth });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        data: { order_number: string; status: string; status_text: string; email: string }[];
        meta: Record<string, number>;
      };
    };
    expect((await list(`q=${first.order_number}`)).data.map((r) => r.order_number)).toEqual([first.order_number]);
    expect((await list(`q=${first.order_number.toLowerCase()}`)).data).toHaveLength(1);
    const byName = await list('q=zacharias%20such');
    expect(byName.data.map((r) => r.order_number).sort()).toEqual([first.order_number, second.order_number].sort());
    expect((await list(`q=${encodeURIComponent(buyer.email.toUpperCase())}`)).meta.total).toBe(2);
    const paid = await list(`q=${encodeURIComponent(buyer.email)}&status=paid`);
    expect(paid.data.map((r) => [r.order_number, r.status, r.status_text])).toEqual([
      [first.order_number, 'paid', 'Bezahlt'],
    ]);
    expect(
      (await list(`q=${encodeURIComponent(buyer.email)}&payment_method=paypal`)).data.map((r) => r.order_number),
    ).toEqual([second.order_number]);
    const newest = await list(`q=${encodeURIComponent(buyer.email)}&sort=-created_at`);
    expect(newest.data.map((r) => r.order_number)).toEqual([second.order_number, first.order_number]);
    const oldest = await list(`q=${encodeURIComponent(buyer.email)}&sort=created_at&per_page=1&page=2`);
    expect(oldest.data.map((r) => r.order_number)).toEqual([second.order_number]);
    expect(oldest.meta).toEqual({ current_page: 2, last_page: 2, per_page: 1, total: 2 });
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
    expect((await list(`q=${encodeURIComponent(buyer.email)}&from=${today}&to=${today}`)).meta.total).toBe(2);
    expect((await list(`q=${encodeURIComponent(buyer.email)}&to=2020-01-01`)).meta.total).toBe(0);
  });

  it('refuses unknown filters with German field errors and stores nothing', async () => {
    const res = await x.api('GET', '/admin/orders?status=lost&sort=price&page=0&from=2026-02-30', {
      auth: x.staff.auth,
    });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('Bitte wählen Sie einen gültigen Status.');
  });

  it('exports the filtered rows as a spreadsheet', async () => {
    const buyer = await t.user('customer', { name: 'Xaver Export' });
    const a = (await x.paidOrder(undefined, buyer)).order;
    const b = (await x.paidOrder(undefined, buyer)).order;
    const res = await x.api('GET', `/admin/orders/export?q=${encodeURIComponent(buyer.email)}&sort=created_at`, {
      auth: x.staff.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as never);
    const sheet = book.worksheets[0];
    const values = sheet.getSheetValues().slice(2) as unknown[][];
    expect(values.map((row) => [row[1], row[3], row[5], row[6]])).toEqual([
      [a.order_number, 'Xaver Export', 199.99, 'Bezahlt'],
      [b.order_number, 'Xaver Export', 199.99, 'Bezahlt'],
    ]);
    // The order's date is a real Excel date (sortable, filterable) in a German format, at Berlin wall-clock time.
    const created = (await x.detail(a.order_number)).created_at as string;
    const cell = sheet.getRow(2).getCell(2);
    expect(cell.type).toBe(ExcelJS.ValueType.Date);
    expect(cell.numFmt).toBe('dd.mm.yyyy hh:mm');
    const berlin = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Berlin',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(new Date(created));
    expect((cell.value as Date).toISOString().slice(0, 16).replace('T', ' ')).toBe(berlin);
  });
});

describe('GET /admin/orders/{order_number}', () => {
  it('shows items with product ids, addresses, payment, invoice and the history of the order', async () => {
    const { order } = await x.paidOrder([{ product_id: x.f.sofa.id, qty: 2 }]);
    const d = await x.detail(order.order_number);
    expect(d.items.map((i: { product_id: number; qty: number }) => [i.product_id, i.qty])).toEqual([[x.f.sofa.id, 2]]);
    expect(d.shipping_address.city).toBe('Leipzig');
    expect(d.billing_address.zip).toBe('04109');
    expect(d.payments).toMatchObject([{ status: 'succeeded', amount: 1799.98, provider: 'test' }]);
    expect(d).toMatchObject({
      status: 'paid',
      paid: 1799.98,
      refunded: 0,
      refundable: 1799.98,
      next_statuses: ['processing', 'shipped', 'cancelled'],
    });
    expect(d.invoices).toHaveLength(1);
    expect(d.invoices[0]).toMatchObject({ type: 'invoice', total: 1799.98, vat_rate: 19, vat: 287.39 });
    expect(d.invoices[0].number).toMatch(/^RE-\d{4}-\d{6}$/);
    expect(d.history).toMatchObject([{ from: 'pending_payment', to: 'paid', by: null }]);
    expect(d.shipment).toEqual({ carrier: null, tracking_number: null, shipped_at: null, delivered_on: null });
    expect((await x.api('GET', '/admin/orders/WW-1999-999999', { auth: x.staff.auth })).statusCode).toBe(404);
  });
});

describe('POST /admin/orders/{order_number}/status', () => {
  it('refuses every transition staff may not make with 409 and a German message, changing nothing', async () => {
    const { order } = await x.paidOrder();
    let visited = 0;
    for (const from of orderStatuses) {
      for (const to of orderStatuses) {
        if (adminTransitions[from].includes(to)) continue;
        await setStatus(order.id, from);
        const body =
          to === 'shipped' ? { status: to, carrier: 'DHL', tracking_number: '00340434161094042557' } : { status: to };
        const res = await x.status(x.staff.auth, order.order_number, body);
        expect(res.statusCode, `${from} → ${to}: ${res.body}`).toBe(409);
        expect(res.json().message).toMatch(/^Eine Bestellung im Status „.+“ kann nicht auf „.+“ gesetzt werden\.$/);
        expect(await statusOf(order.id)).toBe(from);
        visited++;
      }
    }
    // 8 × 8 pairs minus the 7 allowed ones (partially_shipped → shipped: decision 170).
    expect(visited).toBe(57);
  });

  it('ships with carrier and tracking number, mails the customer, and records the delivery day the withdrawal counts from', async () => {
    const { order, customer } = await x.paidOrder();
    expect(
      (await x.status(x.staff.auth, order.order_number, { status: 'processing', note: 'Packen' })).statusCode,
    ).toBe(200);
    const missing = await x.status(x.staff.auth, order.order_number, { status: 'shipped' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({
      carrier: ['Bitte geben Sie den Versanddienstleister an.'],
      tracking_number: ['Bitte geben Sie die Sendungsnummer an.'],
    });
    expect(await statusOf(order.id)).toBe('processing');
    const shipped = await x.status(x.staff.auth, order.order_number, {
      status: 'shipped',
      carrier: 'DHL',
      tracking_number: '00340434161094042557',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().data.shipment).toMatchObject({ carrier: 'DHL', tracking_number: '00340434161094042557' });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, customer.email));
    const shippedMail = mails.find((m) => m.subject.includes('versandt'));
    expect(shippedMail?.textBody).toContain('Sendungsnummer: 00340434161094042557');

    const mine = await x.api('GET', `/order/${order.order_number}`, { auth: customer.auth });
    expect(mine.json().data).toMatchObject({
      status: 'shipped',
      status_text: 'Versandt',
      carrier: 'DHL',
      tracking_number: '00340434161094042557',
    });

    const future = await x.status(x.staff.auth, order.order_number, {
      status: 'delivered',
      delivered_on: '2099-01-01',
    });
    expect(future.statusCode).toBe(422);
    const delivered = await x.status(x.staff.auth, order.order_number, { status: 'delivered' });
    expect(delivered.statusCode).toBe(200);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
    expect(delivered.json().data.shipment.delivered_on).toBe(today);
    const history = delivered.json().data.history;
    expect(history.map((h: { from: string; to: string }) => `${h.from}→${h.to}`)).toEqual([
      'pending_payment→paid',
      'paid→processing',
      'processing→shipped',
      'shipped→delivered',
    ]);
    expect(history[1]).toMatchObject({ by: { name: 'Stefan Lager' }, note: 'Packen' });

    // The withdrawal period now counts from the recorded day, not from the estimate.
    await t.db.update(orders).set({ deliveredOn: '2020-01-01' }).where(eq(orders.id, order.id));
    const late = await x.api('POST', '/withdrawal/lookup', {
      payload: { order_number: order.order_number, email: customer.email },
    });
    expect(late.statusCode).toBe(409);
    await t.db.update(orders).set({ deliveredOn: today }).where(eq(orders.id, order.id));
    const lookup = await x.api('POST', '/withdrawal/lookup', {
      payload: { order_number: order.order_number, email: customer.email },
    });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json().data.deadline.slice(0, 10) >= today).toBe(true);
  });

  it('ships a paid order in one step with carrier and tracking number; the mail links to the carrier (decision 157)', async () => {
    const { order, customer } = await x.paidOrder();
    const unknown = await x.status(x.staff.auth, order.order_number, {
      status: 'shipped',
      carrier: 'Brieftaube',
      tracking_number: '123',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      carrier: ['Bitte wählen Sie einen Versanddienstleister aus der Liste (DHL, DPD, Hermes, GLS, UPS, Spedition).'],
    });
    expect(await statusOf(order.id)).toBe('paid');

    const shipped = await x.status(x.staff.auth, order.order_number, {
      status: 'shipped',
      carrier: 'GLS',
      tracking_number: '12345 678',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().data.shipment).toMatchObject({ carrier: 'GLS', tracking_number: '12345 678' });
    expect(shipped.json().data.history.map((h: { from: string; to: string }) => `${h.from}→${h.to}`)).toEqual([
      'pending_payment→paid',
      'paid→shipped',
    ]);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, customer.email));
    const shippedMail = mails.filter((m) => m.subject.includes('versandt'));
    expect(shippedMail).toHaveLength(1);
    const link = 'https://gls-group.com/DE/de/paketverfolgung?match=12345%20678';
    expect(shippedMail[0].textBody).toContain(link);
    expect(shippedMail[0].htmlBody).toContain(`href="${link.replace('&', '&amp;')}"`);
    expect(shippedMail[0].textBody).toContain('Versanddienstleister: GLS');
  });

  it('ships by forwarder without a tracking link', async () => {
    const { order, customer } = await x.paidOrder();
    const shipped = await x.status(x.staff.auth, order.order_number, {
      status: 'shipped',
      carrier: 'Spedition',
      tracking_number: 'SP-2026-1',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, customer.email));
    const shippedMail = mails.find((m) => m.subject.includes('versandt'));
    expect(shippedMail?.textBody).toContain('Sendungsnummer: SP-2026-1');
    expect(shippedMail?.textBody).not.toContain('Sendung verfolgen');
  });

  it('lets one of two staff changes of the same order win; the other gets 409', async () => {
    const { order } = await x.paidOrder();
    const answers = await Promise.all([
      x.status(x.staff.auth, order.order_number, { status: 'processing', note: 'Stefan' }),
      x.status(x.admin.auth, order.order_number, { status: 'processing', note: 'Anna' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const d = await x.detail(order.order_number);
    expect(d.history.filter((h: { to: string }) => h.to === 'processing')).toHaveLength(1);
  });

  it('cancelling returns the units to stock and refunds what was paid with a credit note', async () => {
    const stock = async () =>
      (await t.db.select({ s: products.stock }).from(products).where(eq(products.id, x.f.led.id)))[0].s;
    const before = await stock();
    const { order } = await x.paidOrder([{ is_light: true, light_id: x.f.led.id, qty: 3 }]);
    expect(await stock()).toBe(before - 3);
    const res = await x.status(x.staff.auth, order.order_number, { status: 'cancelled', note: 'Kunde bat darum' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stock()).toBe(before);
    const d = res.json().data;
    expect(d.status).toBe('cancelled');
    expect(d.refunds).toMatchObject([{ amount: 89.97, status: 'succeeded', reason: 'Stornierung der Bestellung' }]);
    expect(d.refundable).toBe(0);
    const note = d.invoices.find((i: { type: string }) => i.type === 'credit_note');
    expect(note).toMatchObject({ total: 89.97, vat: 14.36, net: 75.61, references: d.invoices[0].number });
    // A second cancellation is a forbidden transition; nothing is returned twice.
    expect((await x.status(x.staff.auth, order.order_number, { status: 'cancelled' })).statusCode).toBe(409);
    expect(await stock()).toBe(before);
    expect((await x.detail(order.order_number)).refunds).toHaveLength(1);
  });
});
