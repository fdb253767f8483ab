import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { GIFT_CODE_ALPHABET, GIFT_CODE_LENGTH } from './gift-codes.service.ts';

let t: TestContext;
type Who = { auth: { authorization: string } };
let admin: Who & { id: number };
let staff: Who;
let customer: Who;
beforeAll(async () => {
  t = await createTestContext();
  [admin, staff, customer] = [await t.user('admin'), await t.user('staff'), await t.user('customer')];
});
afterAll(() => t.close());

const create = (who: Who | null, payload: unknown) =>
  t.inject({ method: 'POST', url: '/api/v1/create-codes', headers: who?.auth, payload: payload as never });
const list = (who: Who | null) => t.inject({ method: 'GET', url: '/api/v1/get-codes', headers: who?.auth });
const shape = new RegExp(`^[${GIFT_CODE_ALPHABET}]{${GIFT_CODE_LENGTH}}$`);

describe('gift codes', () => {
  it('creates the asked number of codes worth the value, listed newest first and unused', async () => {
    const res = await create(admin, { value: '25.50', quantity: 5 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('5 kode u krijuan (25,50 €).');
    expect(body.codes).toHaveLength(5);
    for (const c of body.codes) {
      expect(c.code).toMatch(shape);
      expect(c).toMatchObject({ value: 25.5, used: false, used_at: null });
    }
    const listed = list(admin);
    const codes = (await listed).json() as { code: string }[];
    expect(codes.map((c) => c.code).sort()).toEqual(body.codes.map((c: { code: string }) => c.code).sort());
    const [row] = (
      (await t.db.execute(
        sql`select kind, usage_limit, is_gift_code, created_by from coupons where code = ${body.codes[0].code}`,
      )) as unknown as { rows: Record<string, unknown>[] }
    ).rows;
    expect(row).toEqual({ kind: 'fixed', usage_limit: 1, is_gift_code: true, created_by: admin.id });
  });

  it('refuses a missing or out-of-range quantity or value with Albanian field errors', async () => {
    const cases: [unknown, string][] = [
      [{ value: 10, quantity: 0 }, 'quantity'],
      [{ value: 10, quantity: 501 }, 'quantity'],
      [{ value: 10, quantity: 1.5 }, 'quantity'],
      [{ value: 0, quantity: 1 }, 'value'],
      [{ value: 'abc', quantity: 1 }, 'value'],
      [{ quantity: 1 }, 'value'],
    ];
    for (const [payload, field] of cases) {
      const res = await create(admin, payload);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    expect(cases).toHaveLength(6);
    expect((await create(admin, { value: 10, quantity: 0 })).json().errors.quantity).toEqual([
      'Sasia duhet te jete nje numer nga 1 deri ne 500.',
    ]);
  });

  it('is for admins only: staff and customers get 403, anonymous callers 401', async () => {
    for (const who of [staff, customer]) {
      expect((await create(who, { value: 10, quantity: 1 })).statusCode).toBe(403);
      expect((await list(who)).statusCode).toBe(403);
    }
    expect((await create(null, { value: 10, quantity: 1 })).statusCode).toBe(401);
    expect((await list(null)).statusCode).toBe(401);
  });

  it('keeps 10,000 codes unique', async () => {
    for (let i = 0; i < 20; i++)
      expect((await create(admin, { value: 5, quantity: 500 })).json().codes).toHaveLength(500);
    const [row] = (
      (await t.db.execute(
        sql`select count(*)::int as n, count(distinct lower(code))::int as d from coupons where is_gift_code`,
      )) as unknown as { rows: { n: number; d: number }[] }
    ).rows;
    expect(row).toEqual({ n: 10_005, d: 10_005 });
  }, 60_000);

  it('a value is a euro decimal and a quantity a whole number: Number() readings ("0x10", "1e1") make no code', async () => {
    const codes = async () =>
      (
        (await t.db.execute(sql`select count(*)::int as n from coupons where is_gift_code`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0].n;
    const before = await codes();
    const cases: [unknown, string, string][] = [
      ...['0x10', '1e1', '0b11', 'Infinity', ' 12', '12,505', '-5'].map((value): [unknown, string, string] => [
        { value, quantity: 1 },
        'value',
        'Vlera duhet te jete nje numer me i madh se 0.',
      ]),
      [{ value: 12.505, quantity: 1 }, 'value', 'Vlera duhet te jete nje numer me i madh se 0.'],
      ...['0x10', '1e1', ' 2', '2.0'].map((quantity): [unknown, string, string] => [
        { value: 10, quantity },
        'quantity',
        'Sasia duhet te jete nje numer nga 1 deri ne 500.',
      ]),
    ];
    let visited = 0;
    for (const [payload, field, message] of cases) {
      const res = await create(admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors, JSON.stringify(payload)).toEqual({ [field]: [message] });
      visited++;
    }
    expect(visited).toBe(12);
    expect(await codes()).toBe(before);
    for (const value of ['12,50', '12.50']) {
      const res = await create(admin, { value, quantity: '2' });
      expect(res.statusCode, value).toBe(200);
      expect(res.json().codes.map((c: { value: number }) => c.value)).toEqual([12.5, 12.5]);
    }
    expect(await codes()).toBe(before + 4);
  });
});
