import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenNote, loadConfig } from '../config.ts';
import { accessTokens } from '../db/schema/users.ts';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import { productionSeller } from '../test/production-env.ts';

/** Decision 102: listen address with demo data, staff sessions, the key of signed links. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ STAFF_IDLE_MINUTES: '30' });
});
afterAll(() => t.close());

describe('the listen address', () => {
  it('is 127.0.0.1 with demo data and no HOST, says so in the banner, and opens only when asked', () => {
    const demo = loadConfig({ NODE_ENV: 'development' });
    expect(demo.host).toBe('127.0.0.1');
    expect(listenNote(demo)).toBe(
      "Listening on 127.0.0.1 only: the demo accounts' passwords are public (HOST=0.0.0.0 opens it to the network)",
    );
    const opened = loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' });
    expect([opened.host, listenNote(opened)]).toEqual(['0.0.0.0', 'Listening on 0.0.0.0']);
    expect(loadConfig({ NODE_ENV: 'development', DEMO_DATA: '0' }).host).toBe('0.0.0.0');
    const production = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example',
      LINK_SECRET: 's'.repeat(32),
      ...productionSeller,
    });
    expect(production.host).toBe('0.0.0.0');
  });
});

const tokenRow = async (token: string) =>
  (
    await t.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, createHash('sha256').update(token).digest('hex')))
  )[0];
const me = (auth: { authorization: string }) => t.inject({ method: 'GET', url: '/api/v1/user', headers: auth });

describe('staff sessions', () => {
  it('give staff and admins 12 hours and customers 14 days from sign-in', async () => {
    const staff = await t.user('staff');
    const customer = await t.user('customer');
    const hoursLeft = async (token: string) => ((await tokenRow(token)).expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(await hoursLeft(staff.token)).toBeGreaterThan(11.9);
    expect(await hoursLeft(staff.token)).toBeLessThanOrEqual(12);
    expect(await hoursLeft(customer.token)).toBeGreaterThan(335.9);
  });

  it('end a staff token unused for STAFF_IDLE_MINUTES, or older than its lifetime, and never a customer’s', async () => {
    const [staff, admin, idleStaff, oldStaff, customer] = await Promise.all([
      t.user('staff'),
      t.user('admin'),
      t.user('staff'),
      t.user('staff'),
      t.user('customer'),
    ]);
    const setUse = async (token: string, values: { lastUsedAt?: Date; createdAt?: Date }) =>
      t.db
        .update(accessTokens)
        .set(values)
        .where(eq(accessTokens.id, (await tokenRow(token)).id));
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);

    // Used 20 minutes ago: still open, and the request counts as use.
    await setUse(staff.token, { lastUsedAt: ago(20) });
    expect((await me(staff.auth)).statusCode).toBe(200);
    expect(Date.now() - (await tokenRow(staff.token)).lastUsedAt!.getTime()).toBeLessThan(10_000);
    // 31 minutes without a request: ended, for staff and admins alike.
    await setUse(idleStaff.token, { lastUsedAt: ago(31) });
    await setUse(admin.token, { lastUsedAt: ago(31) });
    expect((await me(idleStaff.auth)).statusCode).toBe(401);
    expect((await me(admin.auth)).statusCode).toBe(401);
    // Signed in 13 hours ago and used all along: over the staff lifetime whatever expires_at says.
    await setUse(oldStaff.token, { createdAt: ago(13 * 60), lastUsedAt: ago(1) });
    await t.db
      .update(accessTokens)
      .set({ expiresAt: sql`now() + interval '10 days'` })
      .where(eq(accessTokens.id, (await tokenRow(oldStaff.token)).id));
    expect((await me(oldStaff.auth)).statusCode).toBe(401);
    // A customer's token idle for weeks keeps working, and is not written to.
    await setUse(customer.token, { createdAt: ago(20 * 24 * 60), lastUsedAt: ago(19 * 24 * 60) });
    expect((await me(customer.auth)).statusCode).toBe(200);
    expect(Date.now() - (await tokenRow(customer.token)).lastUsedAt!.getTime()).toBeGreaterThan(18 * 86_400_000);
  });
});

describe('signed report links', () => {
  it('are signed with the server secret kept in DATA_DIR, not with anything in the database', async () => {
    const staff = await t.user('staff');
    const reportPath = `/report/${staff.id}/2026-11-18`;
    const link = await t.inject({
      method: 'POST',
      url: '/api/v1/excel/report-link',
      headers: staff.auth,
      payload: { path: reportPath },
    });
    const url = link.json().url as string;
    const open = (u: string, app = t.app) => app.inject({ method: 'GET', url: u });
    expect((await open(url)).statusCode).toBe(200);

    const secret = fs.readFileSync(path.join(t.dataDir, 'link-secret'), 'utf8').trim();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const params = new URL(url, 'http://x').searchParams;
    const [tokenId, exp] = [params.get('t')!, params.get('exp')!];
    // What a database backup gives (the token's hash) no longer makes a valid link.
    const { tokenHash } = await tokenRow(staff.token);
    const fromBackup = createHmac('sha256', tokenHash).update(`${reportPath}|${exp}`).digest('base64url');
    expect((await open(`${reportPath}?t=${tokenId}&exp=${exp}&sig=${fromBackup}`)).statusCode).toBe(401);
    const withSecret = createHmac('sha256', secret).update(`${tokenId}|${reportPath}|${exp}`).digest('base64url');
    expect(url).toBe(`${reportPath}?t=${tokenId}&exp=${exp}&sig=${withSecret}`);

    // Another instance on the same DATA_DIR reads the same key; one with another LINK_SECRET refuses the link.
    expect((await open(url, await t.instance())).statusCode).toBe(200);
    expect((await open(url, await t.instance({ LINK_SECRET: 'x'.repeat(40) }))).statusCode).toBe(401);
  });

  it('need LINK_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' })).toThrow(/LINK_SECRET/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', LINK_SECRET: 'short' }),
    ).toThrow(/LINK_SECRET/);
  });
});
