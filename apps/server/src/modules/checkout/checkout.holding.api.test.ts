import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.ts';
import { checkoutSteps, payments } from '../../db/schema/orders.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { address, apiOf, seedCheckoutFixture, type Auth } from './checkout.fixtures.ts';

/** What unpaid orders may hold (decision 100), and the bounded checkout-step record. */
let t: TestContext;
let f: Awaited<ReturnType<typeof seedCheckoutFixture>>;
let api: ReturnType<typeof apiOf>;
beforeAll(async () => {
  t = await createTestContext();
  f = await seedCheckoutFixture(t.db);
  api = apiOf(t);
});
afterAll(() => t.close());

const stockOf = async (id: number) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0].stock;
const setStock = (id: number, stock: number) => t.db.update(products).set({ stock }).where(eq(products.id, id));
const order = (auth: Auth, items: unknown[], coupon?: string) =>
  api('POST', '/order', { auth, payload: { items, coupon, shipping_address: address, billing_address: address } });
const statusOf = async (auth: Auth, orderNumber: string) =>
  (await api('GET', `/order/${orderNumber}`, { auth })).json().data.status as string;

describe('what one customer may reserve with unpaid orders', () => {
  it('refuses an order of more than 100 units, or one product over 99 split across lines, and takes nothing', async () => {
    const me = await t.user('customer');
    await setStock(f.led.id, 500);
    const huge = await order(me.auth, [
      { product_id: f.table.id, qty: 5 },
      { is_light: true, light_id: f.led.id, qty: 99 },
    ]);
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors.items).toEqual([
      'Höchstens 100 Stück pro Bestellung. Größere Mengen bestellen Sie bitte in mehreren Bestellungen.',
    ]);
    const split = await order(me.auth, [
      { is_light: true, light_id: f.led.id, qty: 60 },
      { is_light: true, light_id: f.led.id, qty: 40 },
    ]);
    expect(split.statusCode).toBe(422);
    expect(split.json().errors.items).toEqual(['Die Menge darf höchstens 99 sein.']);
    expect(await stockOf(f.led.id)).toBe(500);
  });

  it("a new order gives the customer's older unpaid order's units and limited coupon back", async () => {
    const me = await t.user('customer');
    const stock = await stockOf(f.sofa.id);
    const first = await order(me.auth, [{ product_id: f.sofa.id, qty: 3 }], f.codes.gift);
    expect(first.statusCode, first.body).toBe(201);
    expect(await stockOf(f.sofa.id)).toBe(stock - 3);
    // The gift code (one use) is held by the first order only until the customer places another.
    const second = await order(me.auth, [{ product_id: f.sofa.id, qty: 1 }], f.codes.gift);
    expect(second.statusCode, second.body).toBe(201);
    expect(await stockOf(f.sofa.id)).toBe(stock - 1);
    expect(await statusOf(me.auth, first.json().order.order_number)).toBe('cancelled');
    expect(await statusOf(me.auth, second.json().order.order_number)).toBe('pending_payment');
    // The released order can no longer be paid.
    const late = await api('POST', '/charge', {
      auth: me.auth,
      payload: { order_id: first.json().order.id, token: 'tok_visa' },
    });
    expect(late.statusCode).toBe(409);
    // Another customer's unpaid order is never released by mine.
    const other = await t.user('customer');
    const theirs = await order(other.auth, [{ product_id: f.table.id, qty: 1 }]);
    expect((await order(me.auth, [{ product_id: f.table.id, qty: 1 }])).statusCode).toBe(201);
    expect(await statusOf(other.auth, theirs.json().order.order_number)).toBe('pending_payment');
  });

  it('keeps orders whose payment is in flight, and refuses a new order while three are', async () => {
    const me = await t.user('customer');
    const placed: { id: number; order_number: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await order(me.auth, [{ product_id: f.table.id, qty: 1 }]);
      expect(res.statusCode, res.body).toBe(201);
      placed.push(res.json().order);
      // A payment the provider has not answered yet (a card waiting for the bank's step).
      await t.db.insert(payments).values({
        orderId: res.json().order.id,
        provider: 'test',
        method: 'card',
        idempotencyKey: `in-flight-${res.json().order.id}`,
        amountCents: 19_999,
      });
    }
    expect(placed).toHaveLength(3);
    const stock = await stockOf(f.table.id);
    const fourth = await order(me.auth, [{ product_id: f.table.id, qty: 1 }]);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe(
      'Sie haben bereits mehrere Bestellungen, deren Zahlung noch läuft. Bitte schließen Sie diese zuerst ab.',
    );
    expect(await stockOf(f.table.id)).toBe(stock);
    for (const o of placed) expect(await statusOf(me.auth, o.order_number)).toBe('pending_payment');
    await t.db.delete(payments).where(
      inArray(
        payments.orderId,
        placed.map((o) => o.id),
      ),
    );
  });

  it('a real big buyer orders 100 units, pays, and orders 100 more', async () => {
    const me = await t.user('customer');
    await setStock(f.led.id, 300);
    for (let round = 1; round <= 2; round++) {
      const res = await order(me.auth, [
        { is_light: true, light_id: f.led.id, qty: 99 },
        { product_id: f.table.id, qty: 1 },
      ]);
      expect(res.statusCode, res.body).toBe(201);
      const paid = await api('POST', '/charge', {
        auth: me.auth,
        payload: { order_id: res.json().order.id, token: 'tok_visa' },
      });
      expect(paid.json().data.status, `round ${round}`).toBe('paid');
    }
    expect(await stockOf(f.led.id)).toBe(300 - 198);
  });

  it('limits how many orders one customer places in the window (429 with Retry-After)', async () => {
    const me = await t.user('customer');
    await setStock(f.led.id, 100);
    const answers: number[] = [];
    for (let i = 0; i < 21; i++)
      answers.push((await order(me.auth, [{ is_light: true, light_id: f.led.id, qty: 1 }])).statusCode);
    expect(answers).toEqual([...Array(20).fill(201), 429]);
    const limited = await order(me.auth, [{ is_light: true, light_id: f.led.id, qty: 1 }]);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Each new order released the one before: one unit held, not twenty.
    expect(await stockOf(f.led.id)).toBe(99);
    // Someone else still orders.
    const other = await t.user('customer');
    expect((await order(other.auth, [{ is_light: true, light_id: f.led.id, qty: 1 }])).statusCode).toBe(201);
  });
});

describe('POST /order-click keeps only what a checkout step is', () => {
  it('stores the step, the address fields and the cart ids, and drops anything else', async () => {
    const me = await t.user('customer');
    const res = await api('POST', '/order-click', {
      auth: me.auth,
      payload: {
        step: 'STEP_2',
        shipping_address: { ...address, secret: 'x'.repeat(500) },
        items: [{ shopmarketplace_id: 7, light: false, extra: 'y'.repeat(500) }],
        junk: { deep: 'z'.repeat(2000) },
      },
    });
    expect(res.statusCode).toBe(202);
    const [row] = await t.db
      .select()
      .from(checkoutSteps)
      .where(eq(checkoutSteps.userId, me.id))
      .orderBy(desc(checkoutSteps.id))
      .limit(1);
    expect(row.step).toBe('STEP_2');
    expect(row.payload).toEqual({ shipping_address: address, items: [{ shopmarketplace_id: 7, light: false }] });
  });

  it('refuses a body far larger than any checkout step with 413 and stores nothing', async () => {
    const me = await t.user('customer');
    const res = await api('POST', '/order-click', {
      auth: me.auth,
      payload: { step: 'STEP_1', items: [], padding: 'p'.repeat(900_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(await t.db.select().from(checkoutSteps).where(eq(checkoutSteps.userId, me.id))).toHaveLength(0);
  });
});
