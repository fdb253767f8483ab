import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { adminOrdersFixture } from '../admin-orders/admin-orders.fixtures.ts';

let t: TestContext;
let x: Awaited<ReturnType<typeof adminOrdersFixture>>;
beforeAll(async () => {
  t = await createTestContext();
  x = await adminOrdersFixture(t);
});
afterAll(() => t.close());

describe("the customer's own orders", () => {
  it('carry the amount refunded so far, in the order list and the order (issue 34)', async () => {
    const { order, customer } = await x.paidOrder();
    const untouched = (await x.paidOrder(undefined, customer)).order;
    const refunded = await x.refund(x.staff.auth, order.order_number, { amount: '12,50', reason: 'Kratzer' });
    expect(refunded.statusCode, refunded.body).toBe(200);

    const mine = await x.api('GET', `/order/${order.order_number}`, { auth: customer.auth });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toMatchObject({ status: 'paid', amount: 199.99, refunded: 12.5 });
    const other = await x.api('GET', `/order/${untouched.order_number}`, { auth: customer.auth });
    expect(other.json().data.refunded).toBe(0);

    const list = await x.api('GET', '/orders', { auth: customer.auth });
    expect(list.statusCode, list.body).toBe(200);
    const byNumber = new Map(
      (list.json().data as { order_number: string; refunded: number }[]).map((o) => [o.order_number, o.refunded]),
    );
    expect(byNumber.size).toBe(2);
    expect(byNumber.get(order.order_number)).toBe(12.5);
    expect(byNumber.get(untouched.order_number)).toBe(0);
  });
});
