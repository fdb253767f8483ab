import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../test/test-app.ts';

let t: TestContext;
let customer: { auth: { authorization: string } };
let staff: { auth: { authorization: string } };
beforeAll(async () => {
  t = await createTestContext();
  customer = await t.user('customer');
  staff = await t.user('staff');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const concrete = (url: string) => url.replace(/:(\w+)/g, '1').replace(/\*$/, 'x');

describe('every route declares who may call it, and the server enforces it', () => {
  it('has an access declaration on every API route', () => {
    const api = t.app.routeTable.filter((r) => r.url.startsWith('/api/v1'));
    expect(api.length).toBeGreaterThan(5);
    expect(api.filter((r) => !r.access)).toEqual([]);
  });

  it('answers 401 to anonymous callers on every non-public route', async () => {
    const guarded = t.app.routeTable.filter((r) => r.access && r.access !== 'public');
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const res = await t.inject({ method: route.method as Method, url: concrete(route.url), payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} });
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({ route: `${route.method} ${route.url}`, status: 401 });
    }
  });

  it('answers 403 to customers on staff and admin routes, and to staff on admin routes', async () => {
    const check = async (access: string[], who: { auth: { authorization: string } }) => {
      for (const route of t.app.routeTable.filter((r) => r.access && access.includes(r.access))) {
        const res = await t.inject({ method: route.method as Method, url: concrete(route.url), headers: who.auth, payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} });
        expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({ route: `${route.method} ${route.url}`, status: 403 });
      }
    };
    await check(['staff', 'admin'], customer);
    await check(['admin'], staff);
  });

  it('rejects a malformed or unknown bearer token like no token', async () => {
    for (const authorization of ['Bearer nope', 'Bearer ' + 'x'.repeat(43), 'Basic abc']) {
      const res = await t.inject({ method: 'GET', url: '/api/v1/user', headers: { authorization } });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('the HTTP edge', () => {
  it('reports health once migrated', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('refuses an oversized body with 413 and a German message', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'a@b.de', password: 'x'.repeat(2 * 1024 * 1024) } });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Die Anfrage ist zu groß.');
  });

  it('answers broken JSON with 400, not 500', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/v1/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Die Anfrage ist fehlerhaft.');
  });

  it('ignores unknown JSON fields', async () => {
    const u = await t.user('customer');
    const res = await t.inject({ method: 'POST', url: '/api/v1/login', payload: { email: u.email, password: u.password, is_admin: true, role: 'admin' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('customer');
  });

  it('never leaks the message of an internal error', async () => {
    // Break a clone's database so the login query fails inside the server.
    const broken = await createTestContext();
    await broken.db.execute(sql`drop table users cascade`);
    const fail = await broken.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'a@example.test', password: 'whatever1' } });
    expect(fail.statusCode).toBe(500);
    expect(fail.json()).toEqual({ message: 'Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später noch einmal.' });
    expect(fail.body).not.toMatch(/relation|users|stack/i);
    await broken.close();
  });

  it('sends a request id header', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-request-id': 'abc12345-test' } });
    expect(res.headers['x-request-id']).toBe('abc12345-test');
  });
});
