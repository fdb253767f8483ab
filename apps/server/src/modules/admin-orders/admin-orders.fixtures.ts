import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { products } from '../../db/schema/catalog.ts';
import type { TestContext } from '../../test/test-app.ts';
import { type Auth, address, apiOf, seedCheckoutFixture } from '../checkout/checkout.fixtures.ts';

export interface PlacedOrder {
  id: number;
  order_number: string;
  amount: number;
}

/** Helpers for the staff order tests: customers who buy and pay through the API, staff who act. */
export async function adminOrdersFixture(t: TestContext) {
  const f = await seedCheckoutFixture(t.db);
  // Enough tables for every order the tests place.
  await t.db.update(products).set({ stock: 100_000 }).where(eq(products.id, f.table.id));
  const api = apiOf(t);
  const staff = await t.user('staff', { name: 'Stefan Lager' });
  const admin = await t.user('admin', { name: 'Anna Admin' });

  const place = async (auth: Auth, items: unknown[] = [{ product_id: f.table.id, qty: 1 }], method = 'card') => {
    const res = await api('POST', '/order', {
      auth,
      payload: { items, shipping_address: address, billing_address: address, payment_method: method },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().order as PlacedOrder;
  };
  const pay = async (auth: Auth, order: PlacedOrder) => {
    const res = await api('POST', '/charge', {
      auth,
      payload: { order_id: order.id, token: 'tok_visa' },
      key: `pay-${randomBytes(6).toString('hex')}`,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** A customer with one paid order (a Couchtisch at 199,99 € unless other items are given). */
  const paidOrder = async (items?: unknown[], customer?: Awaited<ReturnType<TestContext['user']>>) => {
    const who = customer ?? (await t.user('customer', { name: 'Erika Käuferin' }));
    const order = await place(who.auth, items);
    await pay(who.auth, order);
    return { customer: who, order };
  };
  /** A customer's order paid with PayPal (the stand-in's or the test PayPal): created, then captured; `capture` is PayPal's capture id. */
  const paypalPaidOrder = async () => {
    const who = await t.user('customer');
    const order = await place(who.auth, undefined, 'paypal');
    const created = await api('POST', '/paypal/create-order', { auth: who.auth, payload: { order_id: order.id } });
    const captured = await api('POST', '/paypal/capture', {
      auth: who.auth,
      payload: { order_id: order.id, paypal_order_id: created.json().id },
    });
    expect(captured.statusCode, captured.body).toBe(200);
    return { customer: who, order, paypalOrderId: created.json().id as string, capture: `CAP-${created.json().id}` };
  };
  const status = (auth: Auth, orderNumber: string, body: Record<string, unknown>) =>
    api('POST', `/admin/orders/${orderNumber}/status`, { auth, payload: body });
  const refund = (auth: Auth, orderNumber: string, body: Record<string, unknown>, key?: string) =>
    api('POST', `/admin/orders/${orderNumber}/refunds`, {
      auth,
      payload: body,
      key: key ?? `refund-${randomBytes(6).toString('hex')}`,
    });
  /** A product beside the table (its shop and category) with its own price and VAT rate, 1,000 in stock. */
  const productAt = async (name: string, priceCents: number, taxRate: number) => {
    const [shelf] = await t.db.select().from(products).where(eq(products.id, f.table.id));
    const [row] = await t.db
      .insert(products)
      .values({
        code: `VAT-${randomBytes(4).toString('hex')}`,
        name,
        priceCents,
        taxRate,
        stock: 1_000,
        categoryId: shelf.categoryId,
        shopId: shelf.shopId,
      })
      .returning({ id: products.id });
    return row;
  };
  const detail = async (orderNumber: string) => {
    const res = await api('GET', `/admin/orders/${orderNumber}`, { auth: staff.auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  return { f, api, staff, admin, place, pay, paidOrder, paypalPaidOrder, status, refund, detail, productAt };
}
