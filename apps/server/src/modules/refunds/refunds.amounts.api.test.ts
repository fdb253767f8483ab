import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderTexts } from '@wohnwerk/contract/admin-orders';
import { refunds } from '../../db/schema/refunds.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { adminOrdersFixture } from '../admin-orders/admin-orders.fixtures.ts';

/** An amount is a euro decimal ("12,50", "12.50", "12"): Number() read "0x10" as 16 € and "1e1" as 10 €. */
let t: TestContext;
let x: Awaited<ReturnType<typeof adminOrdersFixture>>;
beforeAll(async () => {
  t = await createTestContext();
  x = await adminOrdersFixture(t);
});
afterAll(() => t.close());

const refundRows = (orderId: number) => t.db.select().from(refunds).where(eq(refunds.orderId, orderId));

describe('refund amounts', () => {
  it('"0x10", "1e1", "0b11", "Infinity", " 12", "12,505" and "-5" are refused with a German field error; nothing is refunded', async () => {
    const { order } = await x.paidOrder();
    const refused = ['0x10', '1e1', '0b11', 'Infinity', ' 12', '12,505', '-5', '12 ', '+12', '1_0', '١٢'];
    let visited = 0;
    for (const amount of refused) {
      const res = await x.refund(x.staff.auth, order.order_number, { amount, reason: 'Kratzer' });
      expect(res.statusCode, amount).toBe(422);
      expect(res.json().errors, amount).toEqual({ amount: [adminOrderTexts.refundAmount] });
      visited++;
    }
    expect(visited).toBe(refused.length);
    expect(await refundRows(order.id)).toHaveLength(0);
    expect(await x.detail(order.order_number)).toMatchObject({ paid: 199.99, refunded: 0, refundable: 199.99 });
  });

  it('"12,50" and "12.50" each refund 12,50 €', async () => {
    const { order } = await x.paidOrder();
    for (const amount of ['12,50', '12.50']) {
      const res = await x.refund(x.staff.auth, order.order_number, { amount, reason: `Teil ${amount}` });
      expect(res.statusCode, res.body).toBe(200);
    }
    const rows = await refundRows(order.id);
    expect(rows.map((r) => [r.amountCents, r.status])).toEqual([
      [1250, 'succeeded'],
      [1250, 'succeeded'],
    ]);
    expect(await x.detail(order.order_number)).toMatchObject({ refunded: 25, refundable: 174.99 });
  });

  it('a German amount with thousands dots is read as such, and still never more than is refundable', async () => {
    const { order } = await x.paidOrder();
    const res = await x.refund(x.staff.auth, order.order_number, { amount: '1.000,00', reason: 'Zu viel' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.amount).toEqual([adminOrderTexts.refundTooMuch('199,99 €')]);
    expect(await refundRows(order.id)).toHaveLength(0);
  });
});
