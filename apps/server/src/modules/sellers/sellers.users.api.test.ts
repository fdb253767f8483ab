import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, mailText, type TestContext } from '../../test/test-app.ts';
import { sellerBody, sellerFixture } from './sellers.fixtures.ts';

let t: TestContext;
let f: Awaited<ReturnType<typeof sellerFixture>>;
let north: { id: number };
let south: { id: number };
beforeAll(async () => {
  t = await createTestContext();
  f = await sellerFixture(t);
  const create = (payload: object) =>
    t.inject({ method: 'POST', url: '/api/v1/admin/sellers', headers: f.admin.auth, payload });
  north = (await create(sellerBody({ shop_ids: [f.shops.north.id] }))).json().data;
  south = (
    await create(
      sellerBody({
        company_name: 'Holzwerk Süd GmbH',
        shop_ids: [f.shops.south.id],
        iban: 'AT61 1904 3002 3457 3201',
        country: 'AT',
        vat_id: 'ATU12345678',
      }),
    )
  ).json().data;
});
afterAll(() => t.close());

const invite = (sellerId: number, payload: object) =>
  t.inject({ method: 'POST', url: `/api/v1/admin/sellers/${sellerId}/invite`, headers: f.admin.auth, payload });
const linkTo = (mails: string[], email: string) => {
  const found = mails.map(mailText).filter((m) => m.includes(`To: ${email}`) && m.includes('reset-password/'));
  expect(found).toHaveLength(1);
  return found[0];
};
/** Invites a user, sets the password from the mailed link and signs in: answers the login. */
async function onboard(sellerId: number, email: string) {
  const res = await invite(sellerId, { email, name: 'Nora Nord' });
  expect(res.statusCode).toBe(201);
  const mail = linkTo(await t.deliverMail(), email);
  const token = /reset-password\/([\w-]+)/.exec(mail)?.[1];
  const set = await t.inject({
    method: 'POST',
    url: '/api/v1/password/reset',
    payload: { email, token, password: 'Verkaufen9!', password_confirmation: 'Verkaufen9!' },
  });
  expect(set.statusCode).toBe(200);
  const login = await t.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password: 'Verkaufen9!' } });
  expect(login.statusCode).toBe(200);
  return {
    mail,
    invited: res.json(),
    login: login.json(),
    auth: { authorization: `Bearer ${login.json().access_token}` },
  };
}

describe("a seller's users", () => {
  it('are invited by mail, set their password from the link and sign in as sellers of their seller', async () => {
    const { mail, invited, login, auth } = await onboard(north.id, 'verkauf@nord.test');
    expect(invited).toMatchObject({ data: { name: 'Nora Nord', email: 'verkauf@nord.test' } });
    // The words are the template's (seller-invitation.mail.test.ts); here: the mail of this invitation went out.
    expect(mail).toContain('Der Link ist 7 Tage');
    expect(mail).toContain('verkauf@nord.test und Ihrem Passwort an.');
    // The link opens the reset page worded for a first password (apps/web reset-password-page.tsx).
    expect(mail).toMatch(/reset-password\/[\w-]+\?email=verkauf%40nord\.test&(amp;)?invite=1/);
    expect(login.user.role).toBe('seller');

    const me = await t.inject({ method: 'GET', url: '/api/v1/seller/me', headers: auth });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      id: north.id,
      company_name: 'Möbel Nord GmbH',
      iban: 'DE89 **** **** **** **30 00',
      iban_full: null,
      shops: [{ id: f.shops.north.id, name: 'Shop Nord' }],
      users: [{ name: 'Nora Nord', email: 'verkauf@nord.test' }],
    });
    expect(me.body).not.toContain('0532013000');
    expect(me.body).not.toContain('Holzwerk');
  });

  it('cannot sign in before the password is set: the account has no usable password', async () => {
    expect((await invite(south.id, { email: 'verkauf@sued.test', name: 'Sepp Süd' })).statusCode).toBe(201);
    const stored = (await t.db.execute(
      sql`select role, seller_id, password_hash from users where email = 'verkauf@sued.test'`,
    )) as unknown as { rows: { role: string; seller_id: number; password_hash: string }[] };
    expect(stored.rows).toMatchObject([{ role: 'seller', seller_id: south.id }]);
    const login = await t.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'verkauf@sued.test', password: 'Verkaufen9!' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses an e-mail address already in use (422) and an unknown seller (404), sending nothing', async () => {
    const taken = await invite(north.id, { email: f.customer.email.toUpperCase(), name: 'Doppelt' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['Diese E-Mail-Adresse ist bereits registriert.'] });
    const unknown = await invite(999_999, { email: 'neu@verkauf.test', name: 'Neu' });
    expect(unknown.statusCode).toBe(404);
    const outbox = (await t.db.execute(
      sql`select count(*)::int as n from mail_outbox where to_address in ('neu@verkauf.test', ${f.customer.email.toUpperCase()})`,
    )) as unknown as { rows: { n: number }[] };
    expect(outbox.rows[0].n).toBe(0);
  });

  it('reach no staff or admin route, not even their own seller there: 403', async () => {
    const { auth } = await onboard(north.id, 'zweite@nord.test');
    const calls = [
      { method: 'GET' as const, url: `/api/v1/admin/sellers/${north.id}` },
      { method: 'GET' as const, url: `/api/v1/admin/sellers/${south.id}` },
      { method: 'GET' as const, url: '/api/v1/admin/sellers' },
      { method: 'PUT' as const, url: `/api/v1/admin/sellers/${north.id}`, payload: sellerBody() },
      { method: 'GET' as const, url: '/api/v1/admin/orders' },
    ];
    const statuses = [];
    for (const call of calls) statuses.push((await t.inject({ ...call, headers: auth })).statusCode);
    expect(statuses).toEqual([403, 403, 403, 403, 403]);
  });
});
