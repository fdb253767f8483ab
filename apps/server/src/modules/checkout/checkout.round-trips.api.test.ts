import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { recordStatements, withoutLooks } from '../../test/round-trips.ts';
import { address, apiOf, seedCheckoutFixture } from './checkout.fixtures.ts';

/**
 * What placing and paying an order cost the database (decision 087), BEGIN and COMMIT counted.
 * The guarantees (stock race, idempotency, coupons, mail) are in checkout.api.test.ts and
 * checkout.payment.api.test.ts.
 */
let t: TestContext;
let f: Awaited<ReturnType<typeof seedCheckoutFixture>>;
let api: ReturnType<typeof apiOf>;
let statements: ReturnType<typeof recordStatements>;
beforeAll(async () => {
  // No timed catalogue looks, and NODE_ENV as in production (app.ts checks catalogue: 'untouched'
  // routes with an extra question under NODE_ENV=test, decision 085).
  t = await createTestContext({ CATALOG_REFRESH_MS: '0', NODE_ENV: 'development' });
  f = await seedCheckoutFixture(t.db);
  api = apiOf(t);
  await t.app.catalog.current();
  statements = recordStatements(t.database);
});
afterAll(async () => {
  statements.stop();
  await t.close();
});

const names: [RegExp, string][] = [
  [/from "access_tokens"/, 'sign-in'],
  [/^begin$/i, 'BEGIN'],
  [/^commit$/i, 'COMMIT'],
  [/^insert into "idempotency_keys"/, 'claim key'],
  [/^update "products"/, 'take units and draw the order id'],
  [
    /^with new_order as \(insert into "orders" .*\), new_items as \(insert into "order_items" .*\) update "idempotency_keys"/,
    'order, items and the answer for the key',
  ],
  [
    /^with new_order as \(insert into "orders" .*\), new_items as \(insert into "order_items" .*\) select 1$/,
    'order and items',
  ],
  [/pg_current_snapshot\(\)::text as snap, exists/, 'catalogue version'],
  [/^select .* from "orders" .* for update$/, 'lock order'],
  [/^select .* from "payments"/, 'attempts of the order'],
  [/^insert into "payments"/, 'insert payment'],
  [/^update "payments"/, 'payment succeeded'],
  [/^update "orders"/, 'order paid'],
  [/^select .* from "order_items"/, 'items for the mail'],
  [/^insert into "mail_outbox"/, 'mail to the outbox'],
  [/^with counter as \(insert into "invoice_counters" .*\) insert into "invoices"/, 'invoice with the next number'],
];
/** The request's statements by name; the read model's background looks (after a stock change) are left out. */
const named = (texts: string[]) =>
  withoutLooks(texts).map((s) => names.find(([re]) => re.test(s))?.[1] ?? s.slice(0, 80));

/** Statements until the database has been quiet for 150 ms (the read model's look after a stock change runs in the background). */
async function settle() {
  for (let quiet = 0; quiet < 3; ) {
    await new Promise((r) => setTimeout(r, 50));
    quiet = statements.take().length ? 0 : quiet + 1;
  }
}

describe('placing and paying an order', () => {
  it('places an order of one product in 7 statements and pays it in 13', async () => {
    const me = await t.user('customer');
    await settle();
    const order = await api('POST', '/order', {
      auth: me.auth,
      key: 'trips-order-0001',
      payload: { items: [{ product_id: f.sofa.id, qty: 1 }], shipping_address: address, billing_address: address },
    });
    expect(order.statusCode).toBe(201);
    expect(named(statements.take())).toEqual([
      'sign-in',
      'BEGIN',
      'claim key',
      'take units and draw the order id',
      'order, items and the answer for the key',
      'COMMIT',
      // Stock is catalogue data (the product page shows it): the answer carries the version.
      'catalogue version',
    ]);
    await settle();
    const charge = await api('POST', '/charge', {
      auth: me.auth,
      key: 'trips-charge-0001',
      payload: { order_id: order.json().data, token: 'tok_visa' },
    });
    expect(charge.statusCode).toBe(200);
    expect(named(statements.take())).toEqual([
      'sign-in',
      'BEGIN',
      'lock order',
      'attempts of the order',
      'insert payment',
      'COMMIT',
      'BEGIN',
      'payment succeeded',
      'order paid',
      'items for the mail',
      'invoice with the next number',
      'mail to the outbox',
      'COMMIT',
    ]);
  });

  it('takes each further product in one more statement, and draws the order id only when every unit was taken', async () => {
    const me = await t.user('customer');
    const place = (items: unknown[]) =>
      api('POST', '/order', { auth: me.auth, payload: { items, shipping_address: address, billing_address: address } });
    const first = await place([{ product_id: f.table.id, qty: 1 }]);
    await settle();
    const two = await place([
      { product_id: f.table.id, qty: 1 },
      { is_light: true, light_id: f.led.id, qty: 2 },
    ]);
    expect(two.statusCode).toBe(201);
    expect(named(statements.take()).filter((s) => s === 'take units and draw the order id')).toHaveLength(2);
    expect(two.json().data).toBe(first.json().data + 1);
    // Refused (an inactive product, one the shop does not know, the last unit twice): nothing
    // taken, no order number used up, the products named.
    const refused = await place([
      { product_id: f.inactive.id, qty: 1 },
      { product_id: 99_999_999, qty: 1 },
      { product_id: f.lastUnit.id, qty: 2 },
      { product_id: f.table.id, qty: 1 },
    ]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Kommode Lima Weiß');
    expect(refused.json().message).toContain('Artikel 99999999');
    expect(refused.json().message).toContain('Boxspringbett Valencia');
    const after = await place([{ product_id: f.table.id, qty: 1 }]);
    expect(after.json().data).toBe(two.json().data + 1);
  });
});
