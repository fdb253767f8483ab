import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/coupons.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { adminOrdersFixture } from '../admin-orders/admin-orders.fixtures.ts';
import { address } from '../checkout/checkout.fixtures.ts';

let t: TestContext;
let x: Awaited<ReturnType<typeof adminOrdersFixture>>;
let book: { id: number };
let lamp: { id: number };
beforeAll(async () => {
  t = await createTestContext();
  x = await adminOrdersFixture(t);
  book = await x.productAt('Bildband (7 %)', 10_700, 7);
  lamp = await x.productAt('Leuchte (19 %)', 11_900, 19);
});
afterAll(() => t.close());

const berlinToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());

describe('figures and the order export from the lines’ rates (decision 153)', () => {
  it('count net revenue and VAT per line rate, a gift code as a reduction split across the rates, a refund in proportion', async () => {
    const buyer = await t.user('customer', { name: 'Vera Steuer' });
    // A: 107,00 at 7 % → net 100,00, VAT 7,00 (not the 17,08 of 19/119).
    await x.paidOrder([{ product_id: book.id, qty: 1 }], buyer);
    // B: 107,00 at 7 % + 119,00 at 19 %, gift code 25,00 taken off 11,84 / 13,16 → 201,00 charged:
    // 95,16 at 7 % (VAT 6,23) and 105,84 at 19 % (VAT 16,90), VAT 23,13, net 177,87 (lib/vat.test.ts).
    const gift = `FVG${randomBytes(4).toString('hex')}`.toUpperCase();
    await t.db.insert(coupons).values({ code: gift, kind: 'fixed', value: 25, isGiftCode: true, usageLimit: 1 });
    const placed = await x.api('POST', '/order', {
      auth: buyer.auth,
      payload: {
        items: [
          { product_id: book.id, qty: 1 },
          { product_id: lamp.id, qty: 1 },
        ],
        coupon: gift,
        shipping_address: address,
        billing_address: address,
        payment_method: 'card',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    await x.pay(buyer.auth, placed.json().order);
    // C: 119,00 at 19 %, half refunded → keeps 59,50 with VAT 9,50, net 50,00.
    const c = (await x.paidOrder([{ product_id: lamp.id, qty: 1 }], buyer)).order;
    const refunded = await x.refund(x.staff.auth, c.order_number, { amount: 59.5, reason: 'Halb zurück' });
    expect(refunded.statusCode, refunded.body).toBe(200);

    const day = berlinToday();
    const res = await x.api('GET', `/admin/figures?from=${day}&to=${day}`, { auth: x.staff.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().totals).toMatchObject({
      orders: 3,
      revenue: 367.5,
      vat: 39.63,
      revenue_net: 327.87,
      gift_orders: 1,
      gift_discount: 25,
      refunded: 59.5,
    });

    const exported = await x.api('GET', `/admin/orders/export?q=${encodeURIComponent(buyer.email)}&sort=created_at`, {
      auth: x.staff.auth,
    });
    expect(exported.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as never);
    const [header, ...rows] = workbook.worksheets[0].getSheetValues().slice(1) as unknown[][];
    const at = (name: string) => header.indexOf(name);
    const columns = ['Betrag', 'Netto', 'USt', 'Netto 7 %', 'USt 7 %', 'Netto 19 %', 'USt 19 %'];
    for (const name of columns) expect(at(name), name).toBeGreaterThan(0);
    expect(rows.map((r) => columns.map((name) => r[at(name)]))).toEqual([
      [107, 100, 7, 100, 7, 0, 0],
      [201, 177.87, 23.13, 88.93, 6.23, 88.94, 16.9],
      [119, 100, 19, 0, 0, 100, 19],
    ]);
  });
});
