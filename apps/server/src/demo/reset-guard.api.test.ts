import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import { resetRefusal } from './reset-guard.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('npm run demo -- --reset never deletes real orders or customers', () => {
  it('refuses in production, allows a database of demo data only, and refuses once a real customer or order exists', async () => {
    expect(await resetRefusal(t.db, 'production')).toMatch(/NODE_ENV=production/);
    await t.user('customer', { email: 'kunde@wohnwerk.test' });
    expect(await resetRefusal(t.db, 'development')).toBeNull();
    const real = await t.user('customer', { email: 'echte.kundin@example.de' });
    expect(await resetRefusal(t.db, 'development')).toMatch(/0 real order\(s\) and 1 real account/);
    await t.db.execute(sql`delete from users where id = ${real.id}`);
    await t.db.execute(sql`insert into orders (order_number, email, customer_name, subtotal_cents, total_cents, vat_cents, shipping_address, billing_address, expires_at)
      values ('WW-2026-999999', 'kunde@wohnwerk.test', 'Max', 100, 100, 16, '{}', '{}', now())`);
    expect(await resetRefusal(t.db, 'test')).toMatch(/1 real order\(s\) and 0 real account/);
  });
});

describe('demo orders', () => {
  it('gives the demo customer orders in every status, with tracking, invoices, a refund and its credit note, all marked as demo data', async () => {
    const { seedDemo } = await import('./seed.ts');
    const fresh = await createTestContext();
    try {
      await seedDemo(fresh.db, { products: 40, log: () => undefined });
      const rows =
        (await fresh.db.execute(sql`select o.order_number, o.status, o.withdrawn_at is not null as withdrawn, o.is_demo, u.email,
          (select count(*)::int from order_items i where i.order_id = o.id) as items from orders o join users u on u.id = o.user_id order by o.id`)) as unknown as {
          rows: {
            order_number: string;
            status: string;
            withdrawn: boolean;
            is_demo: boolean;
            email: string;
            items: number;
          }[];
        };
      // Nine orders of the shop's own, then the marketplace orders of the last month (decision 170).
      const [classic, market] = [rows.rows.slice(0, 9), rows.rows.slice(9)];
      expect(rows.rows.every((r) => r.is_demo && r.email === 'kunde@wohnwerk.test' && r.items > 0)).toBe(true);
      // Every status a back office meets, so the staff order list is alive after npm start.
      expect(new Set(classic.map((r) => r.status))).toEqual(
        new Set(['pending_payment', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded']),
      );
      expect(classic.filter((r) => r.withdrawn)).toHaveLength(2);
      expect(market.length).toBeGreaterThanOrEqual(4);
      const records = (await fresh.db.execute(sql`select
          (select count(*)::int from orders where status in ('shipped', 'delivered') and tracking_number is not null) as tracked,
          (select count(*)::int from invoices where type = 'invoice') as invoices,
          (select count(*)::int from invoices where type = 'credit_note') as credit_notes,
          (select count(*)::int from refunds where status = 'succeeded') as refunds,
          (select count(*)::int from orders o where o.paid_at is not null and not exists (select 1 from order_history h where h.order_id = o.id and h.to_status = 'paid')) as unhistoried,
          (select count(*)::int from order_items where seller_id is not null and seller_order_id is null) as unsplit,
          (select count(distinct order_id)::int from seller_orders) as split,
          (select count(*)::int from orders o where status in ('shipped', 'delivered') and o.id > 9
            and exists (select 1 from seller_orders so where so.order_id = o.id and so.status <> 'shipped')) as shipped_early`)) as unknown as {
        rows: Record<string, number>[];
      };
      const shippedMarket = market.filter((r) => r.status === 'shipped' || r.status === 'delivered').length;
      expect(shippedMarket).toBeGreaterThan(0);
      expect(records.rows[0]).toEqual({
        tracked: 3 + shippedMarket,
        invoices: 7 + market.length,
        credit_notes: 1,
        refunds: 1,
        unhistoried: 0,
        unsplit: 0,
        split: market.length,
        shipped_early: 0,
      });
      expect(await resetRefusal(fresh.db, 'development')).toBeNull();
    } finally {
      await fresh.close();
    }
  });
});
