import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { dayTasks } from '../../db/schema/daysheet.ts';
import { api } from '../../test/api-helpers.ts';
import { addDays, berlinToday, isoWeekday } from '@wohnwerk/contract/shop-time';

let t: TestContext;
let a: ReturnType<typeof api>;
type U = Awaited<ReturnType<TestContext['user']>>;
let admin: U;

// Next week's days, so they are always "today or later" for the follow-the-edit rule.
const monday = addDays(berlinToday(), 8 - isoWeekday(berlinToday()));
const tuesday = addDays(monday, 1);
const wednesday = addDays(monday, 2);

beforeAll(async () => {
  t = await createTestContext();
  a = api(t);
  admin = await t.user('admin', { name: 'Admin' });
});
afterAll(() => t.close());

type Row = {
  id: number;
  name: string;
  parent_id: number;
  time: string | null;
  description: string | null;
  status: string | null;
};
const sheet = async (who: U, day: string) => (await a.get(`/excel/detyrat-ditore?day=${day}`, who)).body as Row[];
const generated = (userId: number, weeklyId: number) =>
  t.db
    .select()
    .from(dayTasks)
    .where(and(eq(dayTasks.userId, userId), eq(dayTasks.section, 'detyrat-ditore'), eq(dayTasks.parentId, weeklyId)));

describe('weekly tasks', () => {
  it("an admin's weekly task for Monday and Wednesday appears on that user's Monday and Wednesday sheets, once", async () => {
    const erion = await t.user('staff', { name: 'Erion' });
    const res = await a.post('/excel/detyrat-javore', admin, {
      name: 'Raporti javor',
      comment: 'cdo te hene',
      days: [{ id: 1 }, { id: 3 }],
      time: 'AM',
      zv3: 'ZV-7',
      user: erion.id,
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Detyra u krijua');
    expect(res.body.data).toMatchObject({
      name: 'Raporti javor',
      user: 'Erion',
      user_id: erion.id,
      time: 'AM',
      zv3: 'ZV-7',
      days: [
        { id: 1, name: 'E HENE', value: 1 },
        { id: 3, name: 'E MERKURE', value: 3 },
      ],
    });
    const weeklyId = res.body.data.id;

    // Three reads at once (two tabs and the day page's other lists) still make one row.
    await Promise.all([sheet(erion, monday), sheet(erion, monday), a.get(`/excel/detyrat8?day=${monday}`, erion)]);
    const mon = await sheet(erion, monday);
    expect(mon).toHaveLength(1);
    expect(mon[0]).toMatchObject({
      name: 'Raporti javor',
      parent_id: weeklyId,
      time: 'AM',
      description: 'cdo te hene',
    });
    expect(await sheet(erion, tuesday)).toEqual([]);
    expect((await sheet(erion, wednesday)).map((r) => r.parent_id)).toEqual([weeklyId]);
    expect(await generated(erion.id, weeklyId)).toHaveLength(2);
    // The admin's own sheet does not get it.
    expect(await sheet(admin, monday)).toEqual([]);

    // The user sees it in their list; another staff user does not.
    expect((await a.get('/excel/detyrat-javore', erion)).body.map((w: { id: number }) => w.id)).toEqual([weeklyId]);
    const other = await t.user('staff');
    expect((await a.get('/excel/detyrat-javore', other)).body).toEqual([]);
    expect((await a.get(`/excel/detyrat-javore/${weeklyId}`, other)).status).toBe(403);
    expect((await a.del(`/excel/detyrat-javore/${weeklyId}`, other)).status).toBe(403);
  });

  it('keeps days to Monday–Friday, needs a name, and lets only admins choose the user', async () => {
    const u = await t.user('staff');
    const sat = await a.post('/excel/detyrat-javore', u, { name: 'Fundjave', days: [6] });
    expect(sat.status).toBe(422);
    expect(sat.body.errors['days.0']).toEqual(['Zgjidhni te pakten nje dite nga e hena deri te premten.']);
    expect((await a.post('/excel/detyrat-javore', u, { name: 'Pa dite', days: [] })).status).toBe(422);
    const noName = await a.post('/excel/detyrat-javore', u, { name: '', days: [2] });
    expect(noName.body.errors.name).toEqual(['Emri eshte i detyrueshem.']);
    expect((await a.post('/excel/detyrat-javore', u, { name: 'Per adminin', days: [2], user: admin.id })).status).toBe(
      403,
    );
    const own = await a.post('/excel/detyrat-javore', u, { name: 'Imja', days: ['2', '2', 5] });
    expect(own.status).toBe(201);
    expect(own.body.data.days.map((d: { id: number }) => d.id)).toEqual([2, 5]);
    expect(own.body.data.user_id).toBe(u.id);
  });

  it('an edit or delete carries to unassessed rows of today and later; assessed rows stay as recorded', async () => {
    const u = await t.user('staff');
    const w = (await a.post('/excel/detyrat-javore', u, { name: 'Kontrollo stokun', days: [1, 2, 3], time: 'PM' })).body
      .data;
    await sheet(u, monday);
    await sheet(u, wednesday);
    const tue = (await sheet(u, tuesday))[0];
    // Tuesday's row is assessed by the user.
    expect((await a.put(`/excel/detyrat-ditore/${tue.id}`, u, { name: tue.name, status: 'K' })).status).toBe(200);

    const edit = await a.put(`/excel/detyrat-javore/${w.id}`, u, {
      name: 'Kontrollo magazinen',
      comment: 'e re',
      days: [2, 3],
      time: 'AM',
      user: admin.id,
    });
    expect(edit.status).toBe(200);
    expect(edit.body.data).toMatchObject({ name: 'Kontrollo magazinen', user_id: u.id, time: 'AM' });
    expect(await sheet(u, monday)).toEqual([]); // Monday dropped: its untouched row goes
    expect((await sheet(u, wednesday))[0]).toMatchObject({
      name: 'Kontrollo magazinen',
      time: 'AM',
      description: 'e re',
    });
    expect((await sheet(u, tuesday))[0]).toMatchObject({ name: 'Kontrollo stokun', status: 'K' });

    expect((await a.del(`/excel/detyrat-javore/${w.id}`, u)).body).toEqual({ message: 'Detyra u fshi' });
    expect(await sheet(u, wednesday)).toEqual([]);
    expect((await sheet(u, tuesday)).map((r) => r.status)).toEqual(['K']);
    expect((await a.get(`/excel/detyrat-javore/${w.id}`, u)).status).toBe(404);
  });
});
