import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { api } from '../../test/api-helpers.ts';

let t: TestContext;
let a: ReturnType<typeof api>;
type U = Awaited<ReturnType<TestContext['user']>>;
let anna: U;
let ben: U;
let cara: U;
let admin: U;
let customer: U;

beforeAll(async () => {
  t = await createTestContext();
  a = api(t);
  anna = await t.user('staff', { name: 'Anna' });
  ben = await t.user('staff', { name: 'Ben' });
  cara = await t.user('staff', { name: 'Cara' });
  admin = await t.user('admin', { name: 'Admin' });
  customer = await t.user('customer');
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** Only Date is faked: the server's "today" (Europe/Berlin) moves, timers and the database do not. */
const at = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
};
const titles = (body: { data: { title: string }[] }) => body.data.map((r) => r.title).sort();

describe('creating and listing fast tasks', () => {
  it('takes the creator from the token and the developer from the form, with priority M by default', async () => {
    const res = await a.post('/excel/detyrat-e-shpejta', anna, {
      title: 'Thirr klientin',
      comment: 'pershkrim',
      description: 'koment',
      user: ben.id,
      day: '2026-11-24',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Task was created');
    expect(res.body.data).toMatchObject({
      title: 'Thirr klientin',
      priority: 'M',
      creator: 'Anna',
      user: 'Anna',
      creator_id: anna.id,
      developer: 'Ben',
      developer_id: ben.id,
      done: 0,
      day: '2026-11-24',
      comment: 'pershkrim',
      description: 'koment',
    });
  });

  it('refuses a task without a title with an Albanian field error, and a customer as developer', async () => {
    const res = await a.post('/excel/detyrat-e-shpejta', anna, { title: '  ', user: ben.id });
    expect(res.status).toBe(422);
    expect(res.body.errors.title).toEqual(['Titulli eshte i detyrueshem.']);
    const toCustomer = await a.post('/excel/detyrat-e-shpejta', anna, { title: 'X', user: customer.id });
    expect(toCustomer.status).toBe(422);
    expect(toCustomer.body.errors.user).toEqual(['Zgjidhni perdoruesin.']);
    expect((await a.post('/excel/detyrat-e-shpejta', anna, { title: 'X', priority: 'Z' })).status).toBe(422);
    expect((await a.get('/excel/detyrat-e-shpejta?period=year', anna)).status).toBe(422);
    expect((await a.get('/excel/detyrat-e-shpejta', customer)).status).toBe(403);
    expect((await a.get('/excel/detyrat-e-shpejta', null)).status).toBe(401);
  });
});

describe('periods around the boundaries (Europe/Berlin)', () => {
  it('splits weeks at Sunday midnight Berlin time, months at month end and years at year end', async () => {
    const u = await t.user('staff');
    const days = ['2026-11-22', '2026-11-23', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-06'];
    for (const day of days)
      expect((await a.post('/excel/detyrat-e-shpejta', u, { title: `T ${day}`, day })).status).toBe(201);
    const list = async (period: string) => {
      const res = await a.get(`/excel/detyrat-e-shpejta?period=${period}`, u);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return titles(res.body);
    };

    at('2026-11-29T22:30:00Z'); // Sunday 23:30 in Berlin
    expect(await list('day')).toEqual(['T 2026-11-29']);
    expect(await list('week')).toEqual(['T 2026-11-23', 'T 2026-11-29']);
    expect(await list('tomorrow')).toEqual(['T 2026-11-30']);
    expect(await list('month')).toEqual(['T 2026-11-22', 'T 2026-11-23', 'T 2026-11-29', 'T 2026-11-30']);

    at('2026-11-29T23:30:00Z'); // Monday 00:30 in Berlin, still Sunday in UTC
    expect(await list('day')).toEqual(['T 2026-11-30']);
    expect(await list('week')).toEqual(['T 2026-11-30', 'T 2026-12-01', 'T 2026-12-06']);
    expect(await list('month')).toEqual(['T 2026-11-22', 'T 2026-11-23', 'T 2026-11-29', 'T 2026-11-30']);

    at('2026-11-30T23:30:00Z'); // 1 December 00:30 in Berlin: a new month
    expect(await list('month')).toEqual(['T 2026-12-01', 'T 2026-12-06']);
    expect(await list('all')).toHaveLength(days.length);

    // The embedded database's clock follows the faked Date, so year end gets a user whose token was issued then.
    at('2026-12-31T22:30:00Z'); // 31 December 23:30 in Berlin
    const v = await t.user('staff');
    for (const day of ['2026-12-27', '2026-12-28', '2026-12-31', '2027-01-01', '2027-01-03', '2027-01-04']) {
      expect((await a.post('/excel/detyrat-e-shpejta', v, { title: `T ${day}`, day })).status).toBe(201);
    }
    const listV = async (period: string) => titles((await a.get(`/excel/detyrat-e-shpejta?period=${period}`, v)).body);
    expect(await listV('day')).toEqual(['T 2026-12-31']);
    expect(await listV('tomorrow')).toEqual(['T 2027-01-01']);
    expect(await listV('week')).toEqual(['T 2026-12-28', 'T 2026-12-31', 'T 2027-01-01', 'T 2027-01-03']);
    expect(await listV('month')).toEqual(['T 2026-12-27', 'T 2026-12-28', 'T 2026-12-31']);
    expect(await listV('upcoming')).toEqual(['T 2027-01-01', 'T 2027-01-03', 'T 2027-01-04']);
    expect(await listV('all')).toHaveLength(6);

    at('2026-12-31T23:30:00Z'); // New Year 00:30 in Berlin
    expect(await listV('day')).toEqual(['T 2027-01-01']);
    expect(await listV('month')).toEqual(['T 2027-01-01', 'T 2027-01-03', 'T 2027-01-04']);
    expect(await listV('week')).toEqual(['T 2026-12-28', 'T 2026-12-31', 'T 2027-01-01', 'T 2027-01-03']);
  });

  it('marks tasks overdue when their day has passed and they are not done, and filters by done', async () => {
    const u = await t.user('staff');
    at('2026-11-24T10:00:00Z');
    const late = (await a.post('/excel/detyrat-e-shpejta', u, { title: 'Vonuar', day: '2026-11-23' })).body.data;
    const today = (await a.post('/excel/detyrat-e-shpejta', u, { title: 'Sot', day: '2026-11-24' })).body.data;
    const closed = (await a.post('/excel/detyrat-e-shpejta', u, { title: 'Mbyllur', day: '2026-11-20' })).body.data;
    expect(late.overdue).toBe(true);
    expect(today.overdue).toBe(false);
    expect(
      (await a.put(`/excel/detyrat-e-shpejta/${closed.id}`, u, { title: 'Mbyllur', done: '1' })).body.data,
    ).toMatchObject({ done: 1, overdue: false });
    expect(titles((await a.get('/excel/detyrat-e-shpejta?done=1', u)).body)).toEqual(['Mbyllur']);
    expect(titles((await a.get('/excel/detyrat-e-shpejta?done=0', u)).body)).toEqual(['Sot', 'Vonuar']);
    const all = (await a.get('/excel/detyrat-e-shpejta', u)).body.data as { title: string; overdue: boolean }[];
    expect(all.filter((r) => r.overdue).map((r) => r.title)).toEqual(['Vonuar']);
  });
});

describe('who may see and change a fast task', () => {
  it('lets the creator and the assignee work on it, nobody else but an admin', async () => {
    const task = (
      await a.post('/excel/detyrat-e-shpejta', anna, { title: 'Per Benin', user: ben.id, day: '2026-11-24' })
    ).body.data;
    const url = `/excel/detyrat-e-shpejta/${task.id}`;
    // Cara neither created nor holds it.
    expect((await a.get(url, cara)).status).toBe(403);
    expect((await a.put(url, cara, { title: 'x' })).status).toBe(403);
    expect((await a.del(url, cara)).status).toBe(403);
    expect(titles((await a.get('/excel/detyrat-e-shpejta', cara)).body)).not.toContain('Per Benin');
    expect(titles((await a.get('/excel/detyrat-e-shpejta', ben)).body)).toContain('Per Benin');
    expect(titles((await a.get('/excel/detyrat-e-shpejta', admin)).body)).toContain('Per Benin');

    // The assignee may not move the day or hand it on; sending them back unchanged is fine.
    const moved = await a.put(url, ben, { title: 'Per Benin', day: '2026-11-30' });
    expect(moved.status).toBe(403);
    expect(moved.body.message).toBe('Vetem administratori mund te ndryshoje daten dhe zhvilluesin.');
    expect((await a.put(url, ben, { title: 'Per Benin', developer_id: cara.id })).status).toBe(403);
    const done = await a.put(url, ben, {
      title: 'Per Benin',
      done: 1,
      day: '2026-11-24',
      developer_id: ben.id,
      status: 'ok',
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ done: 1, status: 'ok' });
    expect(done.body.data.done_at).not.toBeNull();

    // Only the creator or an admin takes done back; the assignee cannot delete it.
    const undo = await a.put(url, ben, { title: 'Per Benin', done: 0 });
    expect(undo.status).toBe(403);
    expect(undo.body.message).toBe('Vetem krijuesi ose administratori mund ta kthejne detyren ne te pakryer.');
    expect((await a.put(url, anna, { title: 'Per Benin', done: 0 })).body.data).toMatchObject({
      done: 0,
      done_at: null,
    });
    expect((await a.del(url, ben)).status).toBe(403);

    // An admin moves the day and the developer.
    const admined = await a.put(url, admin, { title: 'Per Caren', day: '2026-12-01', developer_id: cara.id });
    expect(admined.body.data).toMatchObject({ title: 'Per Caren', day: '2026-12-01', developer: 'Cara' });
    expect((await a.get(url, cara)).status).toBe(200);
    expect((await a.get(url, ben)).status).toBe(403);

    const del = await a.del(url, anna);
    expect(del.body).toEqual({ message: 'Task was deleted' });
    expect((await a.get(url, admin)).status).toBe(404);
  });
});
