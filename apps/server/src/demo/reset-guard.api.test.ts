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
