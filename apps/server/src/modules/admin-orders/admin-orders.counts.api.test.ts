import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ORDERS_PER_PAGE } from '@wohnwerk/contract/admin-orders';
import { orderStatuses } from '@wohnwerk/contract/checkout';
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

const filters = [
  '',
  ...orderStatuses.map((s) => `status=${s}`),
  'payment_method=paypal',
  'status=paid&payment_method=card',
];

/** What the list says for a filter, next to what counting the orders table says. */
async function totals(filter: string) {
  const res = await x.api('GET', `/admin/orders?${filter}`, { auth: x.staff.auth });
  expect(res.statusCode, res.body).toBe(200);
  const { meta } = res.json() as { meta: { total: number; last_page: number; current_page: number } };
  const params = new URLSearchParams(filter);
  const status = params.get('status');
  const method = params.get('payment_method');
  const [{ n }] = (
    (await t.db.execute(sql`select count(*)::int as n from orders
      where (${status}::order_status is null or status = ${status}::order_status)
        and (${method}::text is null or payment_method = ${method})`)) as unknown as { rows: { n: number }[] }
  ).rows;
  return { meta, counted: n };
}

/** Asserts every status tab's total against a count of the table; answers how many filters it checked. */
async function expectExactTotals(): Promise<number> {
  let checked = 0;
  for (const filter of filters) {
    const { meta, counted } = await totals(filter);
    expect(meta.total, `total for "${filter}"`).toBe(counted);
    expect(meta.last_page, `last page for "${filter}"`).toBe(Math.max(1, Math.ceil(counted / ADMIN_ORDERS_PER_PAGE)));
    expect(meta.current_page).toBe(1);
    checked++;
  }
  return checked;
}

describe('the order list total of a status or payment method (decision 124)', () => {
  it('stays exact when orders are placed, paid, moved by staff, changed and deleted with SQL, and bulk-inserted', async () => {
    expect((await totals('')).counted).toBe(0);
    const { order } = await x.paidOrder();
    const unpaid = await x.place((await t.user('customer')).auth, undefined, 'paypal');
    expect(await expectExactTotals()).toBe(filters.length);

    expect((await x.status(x.staff.auth, order.order_number, { status: 'processing' })).statusCode).toBe(200);
    // Another tool writes orders with SQL: a status and a payment method change, a bulk insert, a delete.
    await t.db.update(orders).set({ paymentMethod: 'card', status: 'cancelled' }).where(eq(orders.id, unpaid.id));
    await t.db.execute(sql`
      insert into orders (order_number, email, customer_name, status, subtotal_cents, total_cents, vat_cents,
                          shipping_address, billing_address, payment_method, expires_at)
      select 'WW-2026-9' || lpad(g::text, 5, '0'), 'bulk' || g || '@example.test', 'Bulk ' || g,
             (array['paid','shipped','delivered'])[1 + g % 3]::order_status, 1000, 1000, 160,
             '{}'::jsonb, '{}'::jsonb, case when g % 2 = 0 then 'paypal' else 'card' end, now()
        from generate_series(1, 130) g`);
    expect(await expectExactTotals()).toBe(filters.length);
    expect((await totals('status=delivered')).meta.last_page).toBeGreaterThan(1);

    await t.db.execute(sql`delete from orders where order_number like 'WW-2026-9%' and status = 'shipped'`);
    expect(await expectExactTotals()).toBe(filters.length);
  });

  it('counts a search and a date range by their matches', async () => {
    const buyer = await t.user('customer', { email: `zaehlbar-${Date.now()}@example.test` });
    await x.place(buyer.auth);
    const search = async (status: string) =>
      (
        await x.api('GET', `/admin/orders?q=${encodeURIComponent(buyer.email)}&status=${status}`, {
          auth: x.staff.auth,
        })
      ).json().meta.total;
    expect(await search('pending_payment')).toBe(1);
    expect(await search('paid')).toBe(0);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
    const byDay = await x.api('GET', `/admin/orders?from=${today}&to=${today}&status=pending_payment`, {
      auth: x.staff.auth,
    });
    expect(byDay.json().meta.total).toBe((await totals('status=pending_payment')).counted);
  });

  it('starts again from zero when the orders are truncated (a demo reset)', async () => {
    await t.db.execute(sql`truncate orders cascade`);
    expect(await expectExactTotals()).toBe(filters.length);
    expect((await totals('')).meta.total).toBe(0);
    await x.paidOrder();
    expect(await expectExactTotals()).toBe(filters.length);
    expect((await totals('status=paid')).meta.total).toBe(1);
  });
});
