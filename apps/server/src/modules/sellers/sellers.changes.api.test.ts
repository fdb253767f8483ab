import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { sellerBody, sellerFixture } from './sellers.fixtures.ts';

let t: TestContext;
let f: Awaited<ReturnType<typeof sellerFixture>>;
beforeAll(async () => {
  t = await createTestContext();
  f = await sellerFixture(t);
});
afterAll(() => t.close());

const changes = (id: number, who = f.staff.auth) =>
  t.inject({ method: 'GET', url: `/api/v1/admin/sellers/${id}/changes`, headers: who });

describe("a seller's change history", () => {
  it('records who created and changed which field from what to what, the IBAN masked only, newest first', async () => {
    const created = await t.inject({
      method: 'POST',
      url: '/api/v1/admin/sellers',
      headers: f.admin.auth,
      payload: sellerBody({ shop_ids: [f.shops.north.id] }),
    });
    const id = created.json().data.id;
    const changed = await t.inject({
      method: 'PUT',
      url: `/api/v1/admin/sellers/${id}`,
      headers: f.admin.auth,
      payload: sellerBody({
        iban: 'DE02 1203 0000 0000 2020 51',
        commission_percent: 9.75,
        shop_ids: [f.shops.north.id, f.shops.south.id],
        category_commissions: [{ category_id: f.category.id, commission_percent: 7 }],
      }),
    });
    expect(changed.statusCode).toBe(200);
    // The same body again changes nothing and records nothing.
    await t.inject({
      method: 'PUT',
      url: `/api/v1/admin/sellers/${id}`,
      headers: f.admin.auth,
      payload: sellerBody({
        iban: 'DE02120300000000202051',
        commission_percent: 9.75,
        shop_ids: [f.shops.north.id, f.shops.south.id],
        category_commissions: [{ category_id: f.category.id, commission_percent: 7 }],
      }),
    });

    const res = await changes(id);
    expect(res.statusCode).toBe(200);
    const [update, creation] = res.json().data;
    expect(res.json().data).toHaveLength(2);
    expect(update).toMatchObject({ action: 'updated', changed_by: expect.any(String) });
    expect(update.changes).toEqual([
      { field: 'iban', label: 'IBAN', from: 'DE89 **** **** **** **30 00', to: 'DE02 **** **** **** **20 51' },
      { field: 'commission_percent', label: 'Provision', from: '12,5 %', to: '9,75 %' },
      { field: 'category_commissions', label: 'Provision je Kategorie', from: null, to: 'Sofas: 7 %' },
      { field: 'shop_ids', label: 'Shops', from: 'Shop Nord', to: 'Shop Nord, Shop Süd' },
    ]);
    expect(creation.action).toBe('created');
    expect(creation.changes.map((c: { field: string }) => c.field)).toEqual([
      'company_name',
      'street',
      'zip',
      'city',
      'country',
      'vat_id',
      'iban',
      'commission_percent',
      'shop_ids',
      'email',
    ]);
    expect(creation.changes.every((c: { from: string | null }) => c.from === null)).toBe(true);
    // Neither IBAN appears in full, not even to an admin.
    const asAdmin = await changes(id, f.admin.auth);
    expect(asAdmin.body).not.toContain('0532013000');
    expect(asAdmin.body).not.toContain('0000202051');
  });

  it('answers 404 for an unknown seller and 403 to a seller user', async () => {
    expect((await changes(999_999)).statusCode).toBe(404);
    expect((await changes(1, f.customer.auth)).statusCode).toBe(403);
  });
});
