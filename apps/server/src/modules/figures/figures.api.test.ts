import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { figuresShop } from './figures.fixtures.ts';

let t: TestContext;
let staff: { auth: { authorization: string } };
let shop: Awaited<ReturnType<typeof figuresShop>>;
let ids: { sessel: number; tisch: number; seating: number; tables: number };
let goods: Record<'sessel' | 'tisch', { id: number; name: string; priceCents: number; taxRate: number }>;

const figures = (query: string, auth = staff.auth) =>
  t.inject({ method: 'GET', url: `/api/v1/admin/figures?${query}`, headers: auth });

/**
 * A small shop around the change to summer time in Berlin (Sunday 29 March 2026, 02:00 CET →
 * 03:00 CEST): every moment below is UTC, the comment gives the Berlin day it belongs to.
 */
beforeAll(async () => {
  t = await createTestContext();
  staff = await t.user('staff');
  shop = await figuresShop(t.db);
  const sessel = await shop.product('Sessel Oslo', 10_000, shop.seating.id, 0);
  const tisch = await shop.product('Beistelltisch Rund', 5_000, shop.tables.id, 3);
  ids = { sessel: sessel.id, tisch: tisch.id, seating: shop.seating.id, tables: shop.tables.id };
  goods = { sessel, tisch };
  const [anna, ben, cem] = [await t.user(), await t.user(), await t.user()].map((u) => u.id);
  const coupon = await shop.coupon(false);
  const gift = await shop.coupon(true);

  // O1 Anna: placed and paid 23:50 / 23:59:59 on the 27th (CET) → day 27.
  const o1 = await shop.place(anna, '2026-03-27T22:50:00Z', [{ product: sessel, qty: 1 }]);
  await shop.setStatus(o1, 'paid', '2026-03-27T22:59:59Z');
  // O2 Anna, 2 × Tisch with a 10 € coupon: placed 23:58 on the 27th, paid at midnight → day 28; returning.
  const o2 = await shop.place(anna, '2026-03-27T22:58:00Z', [{ product: tisch, qty: 2 }], {
    discount: { couponId: coupon, cents: 1_000 },
  });
  await shop.setStatus(o2, 'paid', '2026-03-27T23:00:00Z');
  // O3 Ben, Sessel with a 25 € gift code: placed at midnight, paid 00:30 CET on the 29th → day 29; new.
  const o3 = await shop.place(ben, '2026-03-28T23:00:00Z', [{ product: sessel, qty: 1 }], {
    discount: { couponId: gift, cents: 2_500 },
  });
  await shop.setStatus(o3, 'paid', '2026-03-28T23:30:00Z');
  // O5 Cem: placed 23:00 CEST on the 29th, paid 23:30 CEST → day 29; new. Written as a seed writes it: paid at once.
  const o5 = await shop.place(cem, '2026-03-29T21:00:00Z', [{ product: sessel, qty: 1 }], {
    paidAt: '2026-03-29T21:30:00Z',
  });
  // 30 € of O5 refunded at 00:10 CEST on the 30th (it stays revenue of the 29th: 70 €); a failed refund changes nothing.
  await shop.refund(o5, 3_000, '2026-03-29T22:10:00Z', 'succeeded');
  await shop.refund(o5, 1_000, '2026-03-29T22:20:00Z', 'failed');
  // O4 Cem: placed at midnight CEST (22:00 UTC on the 29th), paid 00:30 CEST → day 30; returning.
  const o4 = await shop.place(cem, '2026-03-29T22:00:00Z', [{ product: tisch, qty: 1 }]);
  await shop.setStatus(o4, 'paid', '2026-03-29T22:30:00Z');
  // O6 Ben: never paid. O7 Ben: paid, then refunded. O8 Anna: cancelled. None of them is revenue.
  await shop.place(ben, '2026-03-29T12:00:00Z', [{ product: sessel, qty: 3 }]);
  const o7 = await shop.place(ben, '2026-03-29T09:50:00Z', [{ product: tisch, qty: 1 }]);
  await shop.setStatus(o7, 'paid', '2026-03-29T10:00:00Z');
  // Refunded in full at 13:00 CEST on the 29th: first the refund, pending until the provider answers, then the status.
  const full = await shop.refund(o7, 5_000, '2026-03-29T11:00:00Z', 'pending');
  await shop.setRefundStatus(full, 'succeeded');
  await shop.setStatus(o7, 'refunded');
  const o8 = await shop.place(anna, '2026-03-28T12:00:00Z', [{ product: tisch, qty: 1 }]);
  await shop.setStatus(o8, 'cancelled');
  // Anna withdraws from O2 at 00:15 CEST on the 30th.
  await shop.withdraw(o2, '2026-03-29T22:15:00Z');

  // The funnel of the 28th and 29th: 8 → 7 → 6 → 6 → 5 clicks, spread over both days and their edges.
  const inside = ['2026-03-27T23:00:00Z', '2026-03-28T22:59:59Z', '2026-03-29T21:59:59Z'];
  const steps: [string, number][] = [
    ['ADD_TO_CART', 8],
    ['STEP_1', 7],
    ['STEP_2', 6],
    ['STEP_3', 6],
    ['STEP_4', 5],
  ];
  for (const [event, count] of steps) {
    for (let i = 0; i < count; i++) await shop.clicks(event, inside[i % inside.length], 1, sessel.id);
    // Just outside: 23:59:59 CET on the 27th and midnight CEST on the 30th.
    await shop.clicks(event, '2026-03-27T22:59:59Z', 1, sessel.id);
    await shop.clicks(event, '2026-03-29T22:00:00Z', 1, sessel.id);
  }
  await shop.clicks('ADD_TO_WISHLIST', '2026-03-28T10:00:00Z', 2, tisch.id);
});
afterAll(() => t.close());

const zeroTotals = {
  revenue: 0,
  revenue_net: 0,
  vat: 0,
  orders: 0,
  average_order_value: 0,
  refunds: 0,
  refunded: 0,
  withdrawals: 0,
  withdrawn: 0,
  coupon_orders: 0,
  coupon_discount: 0,
  gift_orders: 0,
  gift_discount: 0,
  placed: 0,
  placed_paid: 0,
};

describe('the figures of a period, to the cent, in Berlin days', () => {
  it('counts the orders paid on the 28th and 29th across midnight and the change to summer time', async () => {
    const res = await figures('from=2026-03-28&to=2026-03-29');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      from: '2026-03-28',
      to: '2026-03-29',
      granularity: 'day',
      time_zone: 'Europe/Berlin',
    });
    // O2 90,00 + O3 75,00 + O5 100,00 − 30,00 refunded. VAT 14,37 + 11,97 + 11,18: O3's gift code is a price
    // reduction like a coupon (decision 153), so its VAT is that of the 75,00 paid; O5 keeps 15,97 less the
    // 4,79 of the 30,00 refunded. Net 75,63 + 63,03 + 58,82: revenue = net + VAT.
    expect(body.totals).toEqual({
      ...zeroTotals,
      revenue: 235,
      revenue_net: 197.48,
      vat: 37.52,
      orders: 3,
      average_order_value: 78.33,
      // O7's full refund, asked for on the 29th.
      refunds: 1,
      refunded: 50,
      coupon_orders: 1,
      coupon_discount: 10,
      gift_orders: 1,
      gift_discount: 25,
      // Placed on the 28th or 29th: O3, O5, O6, O7, O8; of them paid: O3, O5, O7.
      placed: 5,
      placed_paid: 3,
    });
    // The two days before: O1 only (placed with O2 on the 27th).
    expect(body.previous).toEqual({
      from: '2026-03-26',
      to: '2026-03-27',
      totals: {
        ...zeroTotals,
        revenue: 100,
        revenue_net: 84.03,
        vat: 15.97,
        orders: 1,
        average_order_value: 100,
        placed: 2,
        placed_paid: 2,
      },
    });
    expect(body.series).toEqual([
      { period: '2026-03-28', revenue: 90, orders: 1 },
      { period: '2026-03-29', revenue: 145, orders: 2 },
    ]);
    expect(body.funnel).toEqual([
      { step: 'ADD_TO_CART', count: 8, drop_off: null },
      { step: 'STEP_1', count: 7, drop_off: 12.5 },
      { step: 'STEP_2', count: 6, drop_off: 14.29 },
      { step: 'STEP_3', count: 6, drop_off: 0 },
      { step: 'STEP_4', count: 5, drop_off: 16.67 },
      { step: 'ORDER_PLACED', count: 5, drop_off: 0 },
      { step: 'ORDER_PAID', count: 3, drop_off: 40 },
    ]);
    expect(body.top_products).toEqual([
      { id: ids.sessel, name: 'Sessel Oslo', revenue: 200, units: 2 },
      { id: ids.tisch, name: 'Beistelltisch Rund', revenue: 100, units: 2 },
    ]);
    expect(body.top_categories).toEqual([
      { id: ids.seating, name: shop.seating.name, revenue: 200, units: 2 },
      { id: ids.tables, name: shop.tables.name, revenue: 100, units: 2 },
    ]);
    expect(body.customers).toEqual({ new: { orders: 2, revenue: 145 }, returning: { orders: 1, revenue: 90 } });
  });

  it('puts a payment at 00:30 summer time on the next day, with the withdrawal and the refund asked for then', async () => {
    const body = (await figures('from=2026-03-30&to=2026-03-30')).json();
    expect(body.totals).toEqual({
      ...zeroTotals,
      revenue: 50,
      revenue_net: 42.02,
      vat: 7.98,
      orders: 1,
      average_order_value: 50,
      withdrawals: 1,
      withdrawn: 90,
      refunds: 1,
      refunded: 30,
      placed: 1,
      placed_paid: 1,
    });
    expect(body.customers).toEqual({ new: { orders: 0, revenue: 0 }, returning: { orders: 1, revenue: 50 } });
    expect(body.funnel.map((s: { count: number }) => s.count)).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });

  it('adds up whole months and the days at their edges', async () => {
    const months = (await figures('from=2026-03-01&to=2026-04-30&granularity=month')).json();
    expect(months.series).toEqual([
      { period: '2026-03-01', revenue: 385, orders: 5 },
      { period: '2026-04-01', revenue: 0, orders: 0 },
    ]);
    expect(months.top_products).toEqual([
      { id: ids.sessel, name: 'Sessel Oslo', revenue: 300, units: 3 },
      { id: ids.tisch, name: 'Beistelltisch Rund', revenue: 150, units: 3 },
    ]);
    const edge = (await figures('from=2026-03-28&to=2026-04-30&granularity=week')).json();
    expect(edge.top_products).toEqual([
      { id: ids.sessel, name: 'Sessel Oslo', revenue: 200, units: 2 },
      { id: ids.tisch, name: 'Beistelltisch Rund', revenue: 150, units: 3 },
    ]);
    // ISO weeks from the Monday of the first day: 23 March … 27 April.
    expect(edge.series.map((s: { period: string }) => s.period)).toEqual([
      '2026-03-23',
      '2026-03-30',
      '2026-04-06',
      '2026-04-13',
      '2026-04-20',
      '2026-04-27',
    ]);
    expect(edge.series.slice(0, 2)).toEqual([
      { period: '2026-03-23', revenue: 235, orders: 3 },
      { period: '2026-03-30', revenue: 50, orders: 1 },
    ]);
  });

  it('lists active products at 0 or below the threshold, lowest first', async () => {
    const body = (await figures('from=2026-03-28&to=2026-03-29&low_stock_below=5')).json();
    const mine = body.low_stock.products.filter((p: { id: number }) => p.id === ids.sessel || p.id === ids.tisch);
    expect(mine).toEqual([
      expect.objectContaining({ id: ids.sessel, name: 'Sessel Oslo', stock: 0 }),
      expect.objectContaining({ id: ids.tisch, name: 'Beistelltisch Rund', stock: 3 }),
    ]);
    const strict = (await figures('from=2026-03-28&to=2026-03-29&low_stock_below=0')).json();
    expect(strict.low_stock.products.map((p: { id: number }) => p.id)).toContain(ids.sessel);
    expect(strict.low_stock.products.map((p: { id: number }) => p.id)).not.toContain(ids.tisch);
  });

  it('keeps a year exact after later payments, a refund and a cancellation (the product sales in memory follow each)', async () => {
    const dora = (await t.user()).id;
    // Paid on Berlin days after the period (2 and 20 November 2026): in the year, not in the period.
    const late = await shop.place(dora, '2026-11-02T09:00:00Z', [{ product: goods.tisch, qty: 4 }], {
      paidAt: '2026-11-02T09:05:00Z',
    });
    await shop.place(dora, '2026-11-20T09:00:00Z', [{ product: goods.sessel, qty: 5 }], {
      paidAt: '2026-11-20T09:05:00Z',
    });
    // Paid on 30 October, inside the period, then cancelled: it leaves the day's product rows.
    const cancelled = await shop.place(dora, '2026-10-30T09:00:00Z', [{ product: goods.sessel, qty: 7 }], {
      paidAt: '2026-10-30T09:05:00Z',
    });
    await shop.setStatus(cancelled, 'cancelled');
    const marchOnly = [
      { id: ids.sessel, name: 'Sessel Oslo', revenue: 300, units: 3 },
      { id: ids.tisch, name: 'Beistelltisch Rund', revenue: 150, units: 3 },
    ];
    expect((await figures('from=2026-01-01&to=2026-10-30&granularity=month')).json().top_products).toEqual(marchOnly);
    // The whole year: the two November orders count, the cancelled one does not.
    expect((await figures('from=2026-01-01&to=2026-12-31&granularity=month')).json().top_products).toEqual([
      { id: ids.sessel, name: 'Sessel Oslo', revenue: 800, units: 8 },
      { id: ids.tisch, name: 'Beistelltisch Rund', revenue: 350, units: 7 },
    ]);
    // Refunded in full: the order drops out, the year shows March again plus the 20th.
    await shop.setStatus(late, 'refunded');
    const year = (await figures('from=2025-11-21&to=2026-11-20&granularity=month')).json();
    expect(year.top_products).toEqual([
      { id: ids.sessel, name: 'Sessel Oslo', revenue: 800, units: 8 },
      { id: ids.tisch, name: 'Beistelltisch Rund', revenue: 150, units: 3 },
    ]);
    expect(year.top_categories.map((c: { id: number; revenue: number }) => [c.id, c.revenue])).toEqual([
      [ids.seating, 800],
      [ids.tables, 150],
    ]);
  });
});

describe('who may read the figures, and what is refused', () => {
  it('answers 401 to guests, 403 to customers, 200 to staff and admins', async () => {
    const q = 'from=2026-03-28&to=2026-03-29';
    expect((await t.inject({ method: 'GET', url: `/api/v1/admin/figures?${q}` })).statusCode).toBe(401);
    expect((await figures(q, (await t.user('customer')).auth)).statusCode).toBe(403);
    expect((await figures(q, (await t.user('admin')).auth)).statusCode).toBe(200);
    expect((await figures(q)).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/v1/admin/figures/stream' })).statusCode).toBe(401);
    const customer = await t.user('customer');
    expect(
      (await t.inject({ method: 'GET', url: '/api/v1/admin/figures/stream', headers: customer.auth })).statusCode,
    ).toBe(403);
  });

  it('answers 422 with German field errors for bad days, a reversed or too long period and a bad threshold', async () => {
    const cases: [string, string, string][] = [
      ['from=2026-02-30&to=2026-03-01', 'from', 'Bitte ein Datum im Format JJJJ-MM-TT angeben.'],
      ['from=2026-03-02&to=2026-03-01', 'to', 'Das Enddatum darf nicht vor dem Startdatum liegen.'],
      ['from=2020-01-01&to=2026-03-01', 'to', 'Der Zeitraum darf höchstens 3 Jahre umfassen.'],
      [
        'from=2026-03-01&to=2026-03-01&low_stock_below=-1',
        'low_stock_below',
        'Der Schwellenwert muss eine ganze Zahl von 0 bis 1000 sein.',
      ],
    ];
    let visited = 0;
    for (const [query, field, message] of cases) {
      const res = await figures(query);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 422 });
      expect(JSON.stringify(res.json())).toContain(field);
      expect(JSON.stringify(res.json())).toContain(message);
      visited++;
    }
    expect(visited).toBe(4);
    expect((await figures('from=2026-03-01&to=2026-03-01&granularity=year')).statusCode).toBe(422);
  });
});
