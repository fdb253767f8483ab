import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import { sellerUser } from '../modules/sellers/sellers.fixtures.ts';

let t: TestContext;
let customer: { auth: { authorization: string } };
let staff: { auth: { authorization: string } };
let admin: { auth: { authorization: string } };
let seller: { auth: { authorization: string } };
beforeAll(async () => {
  t = await createTestContext();
  customer = await t.user('customer');
  staff = await t.user('staff');
  admin = await t.user('admin');
  seller = await sellerUser(t);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Route = { method: string; url: string; access: string | undefined };
const concrete = (url: string) => url.replace(/:(\w+)/g, '1').replace(/\*$/, 'x');
const LEVELS = ['public', 'user', 'staff', 'admin', 'seller'] as const;
type Level = (typeof LEVELS)[number];
/**
 * Routes per access level when this test was written (decision 013). Routes are only ever added, so
 * fewer means the route table (or this walk) broke, e.g. an empty table: the loops below would
 * pass over nothing. The first admin-only routes were the sellers' (decision 169: create, change, invite) and
 * the statements' (decision 171: issue, payout file); the seller routes GET /seller/me, the seller orders' six
 * (decision 170), the seller's products and imports (decision 172), the statements list and a statement's PDF.
 * Raise these when you like; nobody has to for a new route: the expected visits come from the route table.
 */
const FLOOR: Record<Level, number> = { public: 30, user: 14, staff: 69, admin: 5, seller: 12 };

/** The registered routes of one access level, counted from the route table itself. */
const routesOf = (level: Level): Route[] => t.app.routeTable.filter((r) => r.access === level);
const label = (route: Route) => `${route.method} ${route.url}`;

/** Calls every route of the levels as `who` and answers how many routes of each level it called. */
async function walk(levels: Level[], headers: Record<string, string>, expected: number) {
  const visited: Partial<Record<Level, number>> = {};
  for (const level of levels) {
    for (const route of routesOf(level)) {
      const res = await t.inject({
        method: route.method as Method,
        url: concrete(route.url),
        headers,
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect({ route: label(route), status: res.statusCode }).toEqual({ route: label(route), status: expected });
      visited[level] = (visited[level] ?? 0) + 1;
    }
  }
  return visited;
}

describe('every route declares who may call it, and the server enforces it', () => {
  it('has a known access level on every API route, and at least the routes the shop had', () => {
    const api = t.app.routeTable.filter((r) => r.url.startsWith('/api/v1'));
    expect(api.filter((r) => !LEVELS.includes(r.access as Level)).map(label)).toEqual([]);
    // Routes outside /api/v1 that declare an access level must use a known one too.
    expect(
      t.app.routeTable.filter((r) => r.access !== undefined && !LEVELS.includes(r.access as Level)).map(label),
    ).toEqual([]);
    for (const level of LEVELS)
      expect({ level, atLeast: routesOf(level).length >= FLOOR[level] }).toEqual({ level, atLeast: true });
    expect(LEVELS.reduce((n, level) => n + routesOf(level).filter((r) => r.url.startsWith('/api/v1')).length, 0)).toBe(
      api.length,
    );
  });

  it('answers 401 to anonymous callers on every non-public route', async () => {
    const visited = await walk(['user', 'staff', 'admin', 'seller'], {}, 401);
    expect(visited).toEqual(countsOf(['user', 'staff', 'admin', 'seller']));
    expect((visited.user ?? 0) + (visited.staff ?? 0)).toBeGreaterThanOrEqual(FLOOR.user + FLOOR.staff);
  });

  it('answers 403 to customers on staff, admin and seller routes', async () => {
    const visited = await walk(['staff', 'admin', 'seller'], customer.auth, 403);
    expect(visited).toEqual(countsOf(['staff', 'admin', 'seller']));
    expect(visited.staff ?? 0).toBeGreaterThanOrEqual(FLOOR.staff);
  });

  it('answers 403 to staff on admin and seller routes', async () => {
    const visited = await walk(['admin', 'seller'], staff.auth, 403);
    expect(visited).toEqual(countsOf(['admin', 'seller']));
    expect(visited.admin ?? 0).toBeGreaterThanOrEqual(FLOOR.admin);
  });

  it("answers 403 to admins on seller routes: they answer for the caller's own seller (decision 169)", async () => {
    const visited = await walk(['seller'], admin.auth, 403);
    expect(visited).toEqual(countsOf(['seller']));
    expect(visited.seller ?? 0).toBeGreaterThanOrEqual(FLOOR.seller);
  });

  it("answers 403 to a seller's user on every staff and admin route", async () => {
    const visited = await walk(['staff', 'admin'], seller.auth, 403);
    expect(visited).toEqual(countsOf(['staff', 'admin']));
    expect(visited.staff ?? 0).toBeGreaterThanOrEqual(FLOOR.staff);
  });

  it("refuses a seller's user the staff reports on the root, which check the caller themselves", async () => {
    const reports = [
      '/report/1/2026-11-02',
      '/raporti-ditor/2026-11-02',
      '/aw-report/1',
      '/vlersimet-mujore-pdf/2026-11/1',
    ];
    const statuses = [];
    for (const url of reports) statuses.push((await t.inject({ method: 'GET', url, headers: seller.auth })).statusCode);
    expect(statuses).toEqual([403, 403, 403, 403]);
  });

  it('keeps deleting and restoring in the shop administration to admins (decision 131, 152)', () => {
    const catalogue = routesOf('admin')
      .filter((r) => /^\/api\/v1\/admin\/(products|categories|pages)\//.test(r.url))
      .map(label)
      .sort();
    expect(catalogue).toEqual([
      'DELETE /api/v1/admin/categories/:id',
      'DELETE /api/v1/admin/pages/:id',
      'DELETE /api/v1/admin/products/:id',
      'POST /api/v1/admin/categories/:id/restore',
      'POST /api/v1/admin/products/:id/restore',
    ]);
  });

  it("keeps a seller's products and imports to the seller's users (decision 172), walked above with the others", () => {
    const catalogue = routesOf('seller')
      .filter((r) => /^\/api\/v1\/seller\/(products|product-options|imports)/.test(r.url))
      .map(label)
      .sort();
    expect(catalogue).toEqual([
      'GET /api/v1/seller/imports/:id',
      'GET /api/v1/seller/imports/:id/errors',
      'GET /api/v1/seller/imports/:id/refused',
      'GET /api/v1/seller/product-options',
      'GET /api/v1/seller/products',
      'GET /api/v1/seller/products/:id',
      'GET /api/v1/seller/products/export',
      'POST /api/v1/seller/imports',
      'POST /api/v1/seller/imports/:id/apply',
      'POST /api/v1/seller/products',
      'PUT /api/v1/seller/products/:id',
    ]);
  });

  it('rejects a malformed or unknown bearer token like no token', async () => {
    for (const authorization of ['Bearer nope', `Bearer ${'x'.repeat(43)}`, 'Basic abc']) {
      const res = await t.inject({ method: 'GET', url: '/api/v1/user', headers: { authorization } });
      expect(res.statusCode).toBe(401);
    }
  });
});

/** Expected visits per level, from the route table (levels without routes are left out, as walk() leaves them). */
function countsOf(levels: Level[]): Partial<Record<Level, number>> {
  return Object.fromEntries(levels.map((l) => [l, routesOf(l).length] as const).filter(([, n]) => n > 0));
}

describe('the HTTP edge', () => {
  it('reports health once migrated', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('refuses an oversized body with 413 and a German message', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'a@b.de', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Die Anfrage ist zu groß.');
  });

  it('answers broken JSON with 400, not 500', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Die Anfrage ist fehlerhaft.');
  });

  it('ignores unknown JSON fields', async () => {
    const u = await t.user('customer');
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: u.email, password: u.password, is_admin: true, role: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('customer');
  });

  it('never leaks the message of an internal error', async () => {
    // Break a clone's database so the login query fails inside the server.
    const broken = await createTestContext();
    await broken.db.execute(sql`drop table users cascade`);
    const fail = await broken.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'a@example.test', password: 'whatever1' },
    });
    expect(fail.statusCode).toBe(500);
    expect(fail.json()).toEqual({
      message: 'Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später noch einmal.',
    });
    expect(fail.body).not.toMatch(/relation|users|stack/i);
    await broken.close();
  });

  it('sends a request id header of its own making', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-request-id': 'abc12345-test' } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});
