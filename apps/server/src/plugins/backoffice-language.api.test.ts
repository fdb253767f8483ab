import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app.ts';

let t: TestContext;
type U = Awaited<ReturnType<TestContext['user']>>;
let staff: U;
let customer: U;
beforeAll(async () => {
  t = await createTestContext();
  staff = await t.user('staff');
  customer = await t.user('customer');
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'POST', url: string, who: U | null, payload?: unknown) => {
  const res = await t.inject({ method, url, headers: who?.auth, payload: payload as never });
  return { status: res.statusCode, body: res.json() as { message: string; errors?: Record<string, string[]> } };
};

describe('error answers of the back office speak Albanian', () => {
  it('an anonymous caller and a customer are refused in Albanian on every back-office area', async () => {
    const urls = [
      '/api/v1/excel/detyrat8',
      '/api/v1/excel/detyrat-e-shpejta',
      '/api/v1/excel/detyrat-javore',
      '/api/v1/aws',
      '/api/v1/get-codes',
      '/api/v1/excel/vlersimet-mujore?month=2026-11',
    ];
    let visited = 0;
    for (const url of urls) {
      expect(await call('GET', url, null), url).toEqual({ status: 401, body: { message: 'Ju lutem identifikohuni.' } });
      expect(await call('GET', url, customer), url).toEqual({
        status: 403,
        body: { message: 'Nuk keni leje per kete veprim.' },
      });
      visited++;
    }
    expect(visited).toBe(urls.length);
    // The report links on the root are back office too.
    expect(await call('GET', '/report/1/2026-11-18', null)).toEqual({
      status: 401,
      body: { message: 'Ju lutem identifikohuni.' },
    });
    // Admin-only for a staff user: Albanian as well.
    expect(await call('GET', '/api/v1/get-codes', staff)).toEqual({
      status: 403,
      body: { message: 'Nuk keni leje per kete veprim.' },
    });
  });

  it("a 422 says the form's first problem on top, never the shop's German text", async () => {
    const res = await call('POST', '/api/v1/excel/problemet/create', staff, { comment: 'x' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'Ju lutem plotsoni formen!!',
      errors: { status: ['Ju lutem plotsoni formen!!'] },
    });

    const task = await call('POST', '/api/v1/excel/detyrat8/create', staff, { name: ' ', status: 'P', comment: '' });
    expect(task.body.message).toBe('Emri eshte i detyrueshem.');
    expect(task.body.errors).toEqual({
      name: ['Emri eshte i detyrueshem.'],
      comment: ['Komenti eshte i detyrueshem kur statusi eshte P.'],
    });
  });

  it("zod's own (German) field messages become an Albanian one", async () => {
    // The scan key has no message of its own: zod's default would be German.
    const res = await call('POST', '/api/v1/scan-wm', staff, { idtr: 1, aw_id: 1, id: '4001', key: 'abc' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ key: ['Vlera nuk eshte e sakte.'] });
    expect(res.body.message).toBe('Vlera nuk eshte e sakte.');
  });

  it('the shop keeps its German answers', async () => {
    expect(await call('GET', '/api/v1/user', null)).toEqual({
      status: 401,
      body: { message: 'Nicht authentifiziert' },
    });
    const login = await call('POST', '/api/v1/login', null, { email: 'kein-email', password: '' });
    expect(login.status).toBe(422);
    expect(login.body.message).toBe('Die eingegebenen Daten sind ungültig.');
  });
});
