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

const create = (payload: object, who = f.admin.auth) =>
  t.inject({ method: 'POST', url: '/api/v1/admin/sellers', headers: who, payload });
const put = (id: number, payload: object, who = f.admin.auth) =>
  t.inject({ method: 'PUT', url: `/api/v1/admin/sellers/${id}`, headers: who, payload });

describe('sellers in the shop administration', () => {
  it('an admin creates a seller: normalised, its shops and category commission, the IBAN in full only for admins', async () => {
    const res = await create(
      sellerBody({
        shop_ids: [f.shops.north.id],
        category_commissions: [{ category_id: f.category.id, commission_percent: 8.75 }],
      }),
    );
    expect(res.statusCode).toBe(201);
    const seller = res.json().data;
    expect(seller).toMatchObject({
      company_name: 'Möbel Nord GmbH',
      country: 'DE',
      vat_id: 'DE123456789',
      iban: 'DE89 **** **** **** **30 00',
      iban_full: 'DE89370400440532013000',
      commission_percent: 12.5,
      category_commissions: [{ category_id: f.category.id, commission_percent: 8.75 }],
      shops: [{ id: f.shops.north.id, name: 'Shop Nord', slug: 'shop-nord' }],
      users: [],
      email: 'buchhaltung@moebel-nord.test',
    });

    const asStaff = await t.inject({ method: 'GET', url: `/api/v1/admin/sellers/${seller.id}`, headers: f.staff.auth });
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.json().data).toMatchObject({ iban: 'DE89 **** **** **** **30 00', iban_full: null });
    expect(asStaff.body).not.toContain('0532013000');
    const list = await t.inject({ method: 'GET', url: '/api/v1/admin/sellers', headers: f.staff.auth });
    expect(list.json().data.map((s: { iban_full: string | null }) => s.iban_full)).toEqual([null]);
    expect(list.body).not.toContain('0532013000');
    const asAdmin = await t.inject({ method: 'GET', url: `/api/v1/admin/sellers/${seller.id}`, headers: f.admin.auth });
    expect(asAdmin.json().data.iban_full).toBe('DE89370400440532013000');
  });

  it('refuses a bad IBAN and a bad USt-IdNr. with German field errors, and stores nothing', async () => {
    const before = await f.sellerCount();
    const res = await create(sellerBody({ iban: 'DE89 3704 0044 0532 0130 01', vat_id: 'DE12345' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      iban: ['Diese IBAN ist ungültig. Bitte prüfen Sie sie.'],
      vat_id: ['Die USt-IdNr. hat nicht das Format für Deutschland: DE und 9 Ziffern.'],
    });
    const mismatch = await create(sellerBody({ country: 'AT' }));
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ vat_id: ['Die USt-IdNr. gehört nicht zum Land des Verkäufers.'] });
    const percent = await create(sellerBody({ commission_percent: 12.345 }));
    expect(percent.json().errors).toEqual({
      commission_percent: ['Die Provision liegt zwischen 0 und 100 % mit höchstens zwei Nachkommastellen.'],
    });
    expect(await f.sellerCount()).toBe(before);
  });

  it('refuses a shop of another seller and an unknown category, storing nothing of the request', async () => {
    const before = await f.sellerCount();
    const res = await create(
      sellerBody({
        company_name: 'Holzwerk Süd GmbH',
        shop_ids: [f.shops.north.id, 999_999],
        category_commissions: [{ category_id: 999_998, commission_percent: 5 }],
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      shop_ids: ['Der Shop „Shop Nord“ gehört bereits einem anderen Verkäufer.', 'Den Shop 999999 gibt es nicht.'],
      category_commissions: ['Die Kategorie 999998 gibt es nicht.'],
    });
    expect(await f.sellerCount()).toBe(before);
  });

  it('an admin changes a seller as a whole: shops no longer listed go back to Wohnwerk', async () => {
    const created = (await create(sellerBody({ company_name: 'Wechsel AG', shop_ids: [f.shops.south.id] }))).json()
      .data;
    const res = await put(
      created.id,
      sellerBody({ company_name: 'Wechsel AG', shop_ids: [f.shops.own.id], commission_percent: 10 }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ commission_percent: 10, shops: [{ id: f.shops.own.id }] });
    // The released shop can be given to another seller again.
    const back = await put(created.id, sellerBody({ company_name: 'Wechsel AG', shop_ids: [] }));
    expect(back.json().data.shops).toEqual([]);
    const missing = await put(999999, sellerBody());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Dieser Verkäufer wurde nicht gefunden.');
  });

  it('keeps creating, changing and inviting to admins: staff answer 403', async () => {
    expect((await create(sellerBody(), f.staff.auth)).statusCode).toBe(403);
    const changed = await put(1, sellerBody(), f.staff.auth);
    expect(changed.statusCode).toBe(403);
    const invite = await t.inject({
      method: 'POST',
      url: '/api/v1/admin/sellers/1/invite',
      headers: f.staff.auth,
      payload: { email: 'x@example.test', name: 'X' },
    });
    expect(invite.statusCode).toBe(403);
  });
});
