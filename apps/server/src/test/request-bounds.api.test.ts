import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Bounds on what a request may ask the server to walk through (decision 148).
 *
 * Every day and month a request names lies within 2000-01-01 … 2100-12-31 (decision 148). Days
 * outside answered 500 (PostgreSQL has no year 0; a carried day sheet asks for the working day
 * before 0001-01-01; an order export broke off mid-stream) or were taken as they came. Each
 * route that reads a day from its query, path or body answers 422 in its screen's language:
 * Albanian for the back office, German for the shop administration. The figures have their own
 * test (figures.period-bounds.api.test.ts): their loop never ended.
 */
let t: TestContext;
let admin: Awaited<ReturnType<TestContext['user']>>;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.user('admin');
});
afterAll(() => t.close());

const albanianDay = 'Data duhet te jete nga 01-01-2000 deri me 31-12-2100.';
const albanianMonth = 'Muaji duhet te jete nga 01-2000 deri me 12-2100.';
const germanDay = 'Das Datum muss zwischen dem 01.01.2000 und dem 31.12.2100 liegen.';
const germanInvalid = 'Die eingegebenen Daten sind ungültig.';

/** Days outside the range; the back office also takes DD-MM-YYYY, its screens' form. */
const outside = ['0000-01-01', '0001-01-01', '1999-12-31', '2101-01-01', '9999-12-31'];
const outsideOf = (c: Case) => (c.lang === 'sq' ? [...outside, '31-12-9999'] : outside);
const inside = ['2000-01-03', '2026-11-02', '2100-12-31'];

interface Case {
  method: 'GET' | 'POST';
  url: (day: string) => string;
  body?: (day: string) => Record<string, unknown>;
  /** The fields the 422 names. */
  fields: string[];
  lang: 'sq' | 'de';
  /** What a day inside the range answers. */
  ok: number;
}

const cases = (): Case[] => {
  const sheet = ['detyrat8', 'emails', 'detyrat-perb', 'detyrat-sistem', 'detyrat-prior-am', 'detyrat-prior-pm'];
  const lists = [...sheet, 'detyrat-ditore', 'ngarkesat', 'problemet', 'propozimet', 'vlersimet', 'vlersimet/check'];
  const u = admin.id;
  return [
    ...lists.map(
      (s): Case => ({ method: 'GET', url: (d) => `/api/v1/excel/${s}?day=${d}`, fields: ['day'], lang: 'sq', ok: 200 }),
    ),
    {
      method: 'POST',
      url: (d) => `/api/v1/excel/detyrat8/create?day=${d}`,
      body: () => ({ name: 'Detyre e re' }),
      fields: ['day'],
      lang: 'sq',
      ok: 201,
    },
    {
      method: 'POST',
      url: () => '/api/v1/excel/problemet/create',
      body: (d) => ({ status: 'JO', day: d }),
      fields: ['day'],
      lang: 'sq',
      ok: 201,
    },
    {
      method: 'POST',
      url: () => '/api/v1/excel/detyrat-e-shpejta',
      body: (d) => ({ title: 'Detyre e shpejte', day: d }),
      fields: ['day'],
      lang: 'sq',
      ok: 201,
    },
    {
      method: 'GET',
      url: (d) => `/api/v1/detyrat-e-kryera/${u}/${d}/${d}`,
      fields: ['from', 'to'],
      lang: 'sq',
      ok: 200,
    },
    { method: 'GET', url: (d) => `/detyrat-e-kryera-pdf/${u}/${d}/${d}`, fields: ['from', 'to'], lang: 'sq', ok: 200 },
    {
      method: 'GET',
      url: (d) => `/detyrat-e-kryera-excel/${u}/${d}/${d}`,
      fields: ['from', 'to'],
      lang: 'sq',
      ok: 200,
    },
    ...[`report/${u}`, 'raporti-ditor', 'raporti-ei', 'raporti-hf/all', 'raporti-deleted'].map(
      (r): Case => ({ method: 'GET', url: (d) => `/${r}/${d}`, fields: ['date'], lang: 'sq', ok: 200 }),
    ),
    {
      method: 'GET',
      url: (d) => `/api/v1/admin/orders?from=${d}&to=${d}`,
      fields: ['from', 'to'],
      lang: 'de',
      ok: 200,
    },
    {
      method: 'GET',
      url: (d) => `/api/v1/admin/orders/export?from=${d}&to=${d}`,
      fields: ['from', 'to'],
      lang: 'de',
      ok: 200,
    },
  ];
};

async function call(c: Case, day: string) {
  const res = await t.app.inject({
    method: c.method,
    url: c.url(day),
    headers: admin.auth,
    ...(c.body ? { payload: c.body(day) } : {}),
  });
  return { status: res.statusCode, body: res.statusCode === 422 ? res.json() : null };
}

describe('days in requests lie within 2000-01-01 … 2100-12-31', () => {
  it('refuses a day outside with a 422 in the route’s language on every route that reads one', async () => {
    let visited = 0;
    for (const c of cases())
      for (const day of outsideOf(c)) {
        const res = await call(c, day);
        const text = c.lang === 'sq' ? albanianDay : germanDay;
        expect({ url: c.url(day), status: res.status }).toEqual({ url: c.url(day), status: 422 });
        expect(res.body.errors).toEqual(Object.fromEntries(c.fields.map((f) => [f, [text]])));
        // The back office shows the message on top of its form; the shop administration the fields.
        expect(res.body.message).toBe(c.lang === 'sq' ? albanianDay : germanInvalid);
        visited++;
      }
    expect(visited).toBe(23 * (outside.length + 1) + 2 * outside.length);
  });

  it('still answers the first and last days of the range and a day between on each of them', async () => {
    let visited = 0;
    for (const c of cases())
      for (const day of inside) {
        const res = await call(c, day);
        expect({ url: c.url(day), status: res.status }).toEqual({ url: c.url(day), status: c.ok });
        visited++;
      }
    expect(visited).toBe(25 * inside.length);
  });

  it('refuses a month outside on the monthly ratings, in Albanian, and takes one inside', async () => {
    const u = admin.id;
    let visited = 0;
    for (const month of ['0000-01', '1999-12', '2101-01', '9999-12', '12-9999', '1-0000', '0000-01-15']) {
      const res = await t.app.inject({ url: `/api/v1/excel/vlersimet-mujore?month=${month}`, headers: admin.auth });
      expect({ month, status: res.statusCode }).toEqual({ month, status: 422 });
      expect(res.json()).toEqual({ message: albanianMonth, errors: { month: [albanianMonth] } });
      visited++;
    }
    for (const month of ['0000-01', '1999-12', '2101-01', '9999-12'])
      for (const kind of ['pdf', 'excel']) {
        const res = await t.app.inject({ url: `/vlersimet-mujore-${kind}/${month}/${u}`, headers: admin.auth });
        expect({ month, kind, status: res.statusCode }).toEqual({ month, kind, status: 422 });
        expect(res.json().errors).toEqual({ month: [albanianMonth] });
        visited++;
      }
    expect(visited).toBe(7 + 8);
    for (const month of ['2000-01', '2100-12', '11-2026', '3', '']) {
      const res = await t.app.inject({ url: `/api/v1/excel/vlersimet-mujore?month=${month}`, headers: admin.auth });
      expect({ month, status: res.statusCode }).toEqual({ month, status: 200 });
    }
    expect((await t.app.inject({ url: `/vlersimet-mujore-pdf/2100-12/${u}`, headers: admin.auth })).statusCode).toBe(
      200,
    );
  });

  it('documents the range of each day in the OpenAPI description', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const param = (path: string, name: string) =>
      doc.paths[path].get.parameters.find((p: { name: string }) => p.name === name);
    expect(param('/api/v1/admin/figures', 'from').description).toContain('2000-01-01 … 2100-12-31');
    expect(param('/api/v1/admin/orders', 'to').description).toContain('2000-01-01 … 2100-12-31');
    expect(param('/api/v1/excel/detyrat8', 'day').description).toContain('2000-01-01 … 2100-12-31');
    expect(param('/api/v1/detyrat-e-kryera/{userId}/{from}/{to}', 'from').description).toContain(
      '2000-01-01 … 2100-12-31',
    );
  });
});

describe('page numbers and page sizes in requests have a bound', () => {
  it('answers the deepest page of each paged list at once with no rows, and a page beyond it with a 422', async () => {
    const lists = [
      { url: '/api/v1/admin/orders', deepest: 'page=1000000&per_page=100', beyond: ['page=1000001', 'per_page=101'] },
      { url: '/api/v1/admin/products', deepest: 'page=1000000', beyond: ['page=1000001'] },
      { url: '/api/v1/products', deepest: 'page=1000000000', beyond: ['page=1000000001'] },
      {
        url: '/api/v1/calculate/products',
        deepest: 'page=2147483647&per_page=500',
        beyond: ['page=2147483648', 'per_page=501'],
      },
    ];
    let visited = 0;
    for (const list of lists) {
      const started = Date.now();
      const deepest = await t.app.inject({ url: `${list.url}?${list.deepest}`, headers: admin.auth });
      expect({ url: list.url, status: deepest.statusCode }).toEqual({ url: list.url, status: 200 });
      expect(deepest.json().data).toEqual([]);
      expect(Date.now() - started).toBeLessThan(2000);
      for (const query of list.beyond) {
        const res = await t.app.inject({ url: `${list.url}?${query}`, headers: admin.auth });
        expect({ url: list.url, query, status: res.statusCode }).toEqual({ url: list.url, query, status: 422 });
        expect(Object.keys(res.json().errors)).toEqual([query.split('=')[0]]);
        visited++;
      }
    }
    expect(visited).toBe(6);
  });
});
