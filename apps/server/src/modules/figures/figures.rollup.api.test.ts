import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buttonClicks } from '../../db/schema/button-clicks.ts';
import { orders } from '../../db/schema/orders.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { figuresShop } from './figures.fixtures.ts';
import { ProductSales } from './figures.sales.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows.map((r) =>
    Object.fromEntries(
      Object.entries(r as object).map(([k, v]) => [
        k,
        typeof v === 'string' && k !== 'day' && k !== 'event' ? Number(v) : typeof v === 'bigint' ? Number(v) : v,
      ]),
    ),
  );

/** The roll-ups summed per day, and the same figures computed from the orders, lines, withdrawals and clicks themselves. */
const kept = sql`select day::text, sum(orders)::int as orders, sum(revenue_cents)::int as revenue, sum(vat_cents)::int as vat,
    sum(net_cents)::int as net,
    sum(coupon_cents)::int as coupon, sum(gift_cents)::int as gift, sum(new_orders)::int as new_orders,
    sum(placed)::int as placed, sum(placed_paid)::int as placed_paid, sum(withdrawals)::int as withdrawals,
    sum(withdrawn_cents)::int as withdrawn, sum(refunds)::int as refunds, sum(refunded_cents)::int as refunded
  from figures_days group by day
  having sum(orders) <> 0 or sum(placed) <> 0 or sum(withdrawals) <> 0 or sum(revenue_cents) <> 0 or sum(refunds) <> 0
  order by day`;
const direct = sql`with o as (
    select o.*, cp.is_gift_code as gift,
      o.total_cents - coalesce((select sum(r.amount_cents) from refunds r where r.order_id = o.id and r.status = 'succeeded'), 0) as kept,
      coalesce(o.net_cents, o.total_cents - o.vat_cents) as net,
      not exists (select 1 from orders p where p.user_id = o.user_id and p.paid_at is not null and (p.paid_at, p.id) < (o.paid_at, o.id)) as is_new
    from orders o left join coupons cp on cp.id = o.coupon_id
  ), r as (
    -- A refund takes off VAT in proportion to the order's VAT in its gross (net + VAT, the order's total).
    select o.*, case when net + vat_cents > 0 then round((total_cents - kept)::numeric * vat_cents / (net + vat_cents))::int
      else 0 end as refund_vat from o
  ), facts as (
    select (paid_at at time zone 'Europe/Berlin')::date as day, 1 as orders, kept as revenue, vat_cents - refund_vat as vat,
      net - (total_cents - kept - refund_vat) as net,
      case when gift then 0 else discount_cents end as coupon, case when gift then discount_cents else 0 end as gift,
      case when is_new then 1 else 0 end as new_orders, 0 as placed, 0 as placed_paid, 0 as withdrawals, 0 as withdrawn,
      0 as refunds, 0 as refunded
    from r where paid_at is not null and status in ('paid', 'processing', 'shipped', 'delivered')
    union all
    select (created_at at time zone 'Europe/Berlin')::date, 0, 0, 0, 0, 0, 0, 0, 1, case when paid_at is null then 0 else 1 end, 0, 0, 0, 0 from o
    union all
    select (w.created_at at time zone 'Europe/Berlin')::date, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, case when o.paid_at is null then 0 else o.total_cents end, 0, 0
    from withdrawals w join orders o on o.id = w.order_id
    union all
    select (r.created_at at time zone 'Europe/Berlin')::date, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, r.amount_cents
    from refunds r where r.status = 'succeeded'
  )
  select day::text, sum(orders)::int as orders, sum(revenue)::int as revenue, sum(vat)::int as vat, sum(net)::int as net,
    sum(coupon)::int as coupon,
    sum(gift)::int as gift, sum(new_orders)::int as new_orders, sum(placed)::int as placed, sum(placed_paid)::int as placed_paid,
    sum(withdrawals)::int as withdrawals, sum(withdrawn)::int as withdrawn, sum(refunds)::int as refunds,
    sum(refunded)::int as refunded
  from facts group by day order by day`;
const keptLines = sql`select day::text, product_id, revenue_cents::int as revenue, units from figures_product_days
  where revenue_cents <> 0 or units <> 0 order by day, product_id`;
const directLines = sql`select ((o.paid_at at time zone 'Europe/Berlin')::date)::text as day, i.product_id,
    sum(i.line_cents)::int as revenue, sum(i.qty)::int as units
  from orders o join order_items i on i.order_id = o.id
  where o.paid_at is not null and o.status in ('paid', 'processing', 'shipped', 'delivered') and i.product_id is not null
  group by 1, 2 order by 1, 2`;
/** What the in-memory product sales must come to: the lines of counting orders by product, with the product's category now. */
const directPerProduct = sql`select i.product_id as "productId", p.category_id as "categoryId",
    sum(i.line_cents)::int as cents, sum(i.qty)::int as units
  from orders o join order_items i on i.order_id = o.id left join products p on p.id = i.product_id
  where o.paid_at is not null and o.status in ('paid', 'processing', 'shipped', 'delivered') and i.product_id is not null
  group by 1, 2 having sum(i.qty) <> 0 or sum(i.line_cents) <> 0 order by 1`;
const keptClicks = sql`select day::text, event, sum(clicks)::int as clicks from figures_clicks group by 1, 2 having sum(clicks) <> 0 order by 1, 2`;
const directClicks = sql`select day::text, event, count(*)::int as clicks from (
    select (created_at at time zone 'Europe/Berlin')::date as day, button as event from button_clicks
    union all select (created_at at time zone 'Europe/Berlin')::date, step from checkout_steps) c
  group by 1, 2 order by 1, 2`;

/** A fixed pseudo-random sequence, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

describe('the roll-ups stay equal to the orders they sum up', () => {
  it('after payments, refunds, cancellations, deletions, withdrawals, a changed total and deleted clicks around the change to winter time', async () => {
    const shop = await figuresShop(t.db);
    const rand = random(20_261_025);
    const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
    const catalogue = [
      await shop.product('Sofa', 79_999, shop.seating.id),
      // At 7 %: the orders mix the rates, and their net is that of each rate (decision 153).
      await shop.product('Hocker', 4_999, shop.seating.id, 10, 7),
      await shop.product('Esstisch', 34_950, shop.tables.id),
    ];
    const customers = [await t.user(), await t.user(), await t.user(), await t.user()].map((u) => u.id);
    const coupon = await shop.coupon(false);
    const gift = await shop.coupon(true);
    // Winter time starts Sunday 25 October 2026 at 03:00 CEST (01:00 UTC); the clock runs from the 23rd.
    let clock = Date.parse('2026-10-23T20:00:00Z');
    const tick = () => {
      clock += Math.floor(rand() * 5 * 3_600_000);
      return new Date(clock).toISOString();
    };
    const placed: number[] = [];
    for (let i = 0; i < 40; i++) {
      const lines = [{ product: pick(catalogue), qty: 1 + Math.floor(rand() * 3) }];
      if (rand() < 0.4) lines.push({ product: pick(catalogue), qty: 1 });
      const r = rand();
      const discount =
        r < 0.2 ? { couponId: coupon, cents: 1_000 } : r < 0.35 ? { couponId: gift, cents: 2_500 } : undefined;
      const at = tick();
      const id = await shop.place(pick([...customers, null]), at, lines, {
        discount,
        ...(rand() < 0.2 ? { paidAt: tick() } : {}),
      });
      placed.push(id);
      const next = rand();
      if (next < 0.5) await shop.setStatus(id, 'paid', tick());
      else if (next < 0.6) await shop.setStatus(id, 'cancelled');
      if (i % 4 === 0) await shop.clicks(pick(['ADD_TO_CART', 'STEP_1', 'STEP_3', 'ADD_TO_WISHLIST']), tick(), 1 + i);
    }
    // Product sales read once now keep these days in memory; every change below must reach them.
    const sales = new ProductSales(t.db);
    const [first, last] = ['2026-10-20', '2026-12-31'];
    expect((await sales.between(first, last)).length).toBeGreaterThan(0);
    let changed = 0;
    for (const id of placed) {
      const r = rand();
      if (r < 0.1) {
        // A full refund (pending, then succeeded), then the status, as staff refund an order.
        const [{ total }] = await t.db.select({ total: orders.totalCents }).from(orders).where(eq(orders.id, id));
        await shop.setRefundStatus(await shop.refund(id, total, tick(), 'pending'), 'succeeded');
        await shop.setStatus(id, 'refunded');
      } else if (r < 0.15) await shop.refund(id, 1_999, tick(), rand() < 0.7 ? 'succeeded' : 'failed');
      else if (r < 0.2) await shop.setStatus(id, 'shipped');
      else if (r < 0.25) await shop.withdraw(id, tick());
      else continue;
      changed++;
    }
    await shop.withdraw(placed[3], tick()).catch(() => undefined);
    // A partial refund on an order about to be deleted, and one whose success is taken back.
    await shop.refund(placed[3], 500, tick(), 'succeeded');
    await shop.setRefundStatus(await shop.refund(placed[5], 700, tick(), 'succeeded'), 'failed');
    await t.db.delete(orders).where(eq(orders.id, placed[3]));
    await t.db.delete(orders).where(eq(orders.id, placed[7]));
    await t.db.execute(
      sql`update orders set total_cents = total_cents - 100, vat_cents = vat_cents - 16 where id = ${placed[11]}`,
    );
    await t.db.delete(buttonClicks).where(eq(buttonClicks.button, 'ADD_TO_WISHLIST'));
    expect(changed).toBeGreaterThan(3);

    const days = await rows(direct);
    expect(days.length).toBeGreaterThan(3);
    expect(days.reduce((n, d) => n + Number(d.orders), 0)).toBeGreaterThan(5);
    expect(await rows(kept)).toEqual(days);
    const lines = await rows(directLines);
    expect(lines.length).toBeGreaterThan(3);
    expect(await rows(keptLines)).toEqual(lines);
    const perProduct = await rows(directPerProduct);
    expect(perProduct.length).toBe(catalogue.length);
    expect(await sales.between(first, last)).toEqual(perProduct);
    // A product moved to another category counts there from the next read on (a content change, decision 146).
    const sofa = catalogue[0].id;
    await t.db.execute(sql`update products set category_id = ${shop.tables.id} where id = ${sofa}`);
    const moved = await sales.between(first, last);
    expect(moved.find((p) => p.productId === sofa)?.categoryId).toBe(shop.tables.id);
    expect(moved).toEqual(await rows(directPerProduct));
    const clicks = await rows(directClicks);
    expect(clicks.length).toBeGreaterThan(2);
    expect(await rows(keptClicks)).toEqual(clicks);
  });
});
