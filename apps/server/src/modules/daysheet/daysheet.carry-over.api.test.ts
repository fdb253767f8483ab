import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { dayTasks, weeklyTasks } from '../../db/schema/daysheet.ts';
import { api } from '../../test/api-helpers.ts';
import { prepareDaySheet } from './daysheet.carry-over.ts';
import { previousWorkingDay } from '@wohnwerk/contract/shop-time';

let t: TestContext;
let a: ReturnType<typeof api>;
type U = Awaited<ReturnType<TestContext['user']>>;
let staff: U;
let admin: U;

const friday = '2026-11-20';
const saturday = '2026-11-21';
const monday = '2026-11-23';
const tuesday = '2026-11-24';

beforeAll(async () => {
  t = await createTestContext();
  a = api(t);
  staff = await t.user('staff');
  admin = await t.user('admin');
});
afterAll(() => t.close());

const rowsOf = (userId: number, day: string, section: string) =>
  t.db
    .select()
    .from(dayTasks)
    .where(
      and(
        eq(dayTasks.userId, userId),
        eq(dayTasks.day, day),
        eq(dayTasks.section, section as 'detyrat-sistem'),
        isNull(dayTasks.deletedAt),
      ),
    )
    .orderBy(dayTasks.id);

describe('previous working day', () => {
  it('is Friday for Saturday, Sunday and Monday, and the day before otherwise', () => {
    expect(previousWorkingDay(monday)).toBe(friday);
    expect(previousWorkingDay(saturday)).toBe(friday);
    expect(previousWorkingDay('2026-11-22')).toBe(friday);
    expect(previousWorkingDay(tuesday)).toBe(monday);
  });
});

describe('carry-over over a weekend and the "finish yesterday" block', () => {
  it("blocks Monday while a Friday task has no status, then carries Friday's unfinished tasks once", async () => {
    const made: Record<string, number> = {};
    const add = async (section: string, name: string, body: Record<string, unknown>) => {
      const res = await a.post(`/excel/${section}/create`, staff, { name, day: friday, ...body });
      expect(res.status, name).toBe(201);
      made[name] = res.body.data.id;
    };
    await add('detyrat8', 'Tetë P', { status: 'P', comment: 'gjysma', time: 'AM' });
    await add('detyrat-perb', 'Perb K', { status: 'K' });
    await add('detyrat-perb', 'Perb 0', { status: '0', time: 'PM' });
    await add('detyrat-prior-pm', 'PM P', { status: 'P', comment: 'neser', time: 'PM' });
    await add('detyrat-sistem', 'Sistem pa status', {});
    // e-mails never carry and never block
    expect((await a.post('/excel/emails/create', staff, { title: 'Email pa status', day: friday })).status).toBe(201);

    // Monday is blocked: the five lists answer { error }, creates are refused with 409.
    for (const s of ['detyrat8', 'detyrat-perb', 'detyrat-sistem', 'detyrat-prior-pm']) {
      const res = await a.get(`/excel/${s}?day=${monday}`, staff);
      expect(res.status).toBe(200);
      expect(res.body, s).toEqual({ error: 'Perfundoj detyrat e dites se djeshme!!' });
    }
    expect((await a.get(`/excel/detyrat-prior-am?day=${monday}`, staff)).body).toEqual({
      error: 'Perfundoj detyrat e dites se djeshme!!',
    });
    expect(Array.isArray((await a.get(`/excel/emails?day=${monday}`, staff)).body)).toBe(true);
    const refused = await a.post('/excel/detyrat-perb/create', staff, { name: 'E hene', day: monday });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Perfundoj detyrat e dites se djeshme!!');
    expect(await rowsOf(staff.id, monday, 'detyrat-sistem')).toHaveLength(0);
    // An admin viewing the sheet sees the same block.
    expect((await a.get(`/excel/detyrat8?day=${monday}&user_id=${staff.id}`, admin)).body.error).toBeDefined();

    // Setting the missing status lifts the block at once.
    const set = await a.put(`/excel/detyrat-sistem/${made['Sistem pa status']}/update`, staff, {
      name: 'Sistem pa status',
      status: '0',
    });
    expect(set.status).toBe(200);
    const sistem = await a.get(`/excel/detyrat-sistem?day=${monday}`, staff);
    expect(Array.isArray(sistem.body)).toBe(true);
    const carried = sistem.body as { name: string; parent_id: number; status: string | null }[];
    expect(carried.map((r) => r.name).sort()).toEqual(['PM P', 'Perb 0', 'Sistem pa status', 'Tetë P'].sort());
    expect(carried.find((r) => r.name === 'Tetë P')!.parent_id).toBe(made['Tetë P']);
    expect(carried.every((r) => r.status === null)).toBe(true);
    // The unfinished PM priority of Friday is Monday's AM priority.
    const am = await a.get(`/excel/detyrat-prior-am?day=${monday}`, staff);
    expect(am.body.records).toHaveLength(1);
    expect(am.body.records[0]).toMatchObject({ name: 'PM P', parent_pm: made['PM P'] });

    // Idempotent: reading again (and preparing directly, twice at once) adds nothing.
    await a.get(`/excel/detyrat-sistem?day=${monday}`, staff);
    await Promise.all([prepareDaySheet(t.db, staff.id, monday), prepareDaySheet(t.db, staff.id, monday)]);
    expect(await rowsOf(staff.id, monday, 'detyrat-sistem')).toHaveLength(4);
    expect(await rowsOf(staff.id, monday, 'detyrat-prior-am')).toHaveLength(1);

    // The weekend is not a working day: nothing carried to Saturday, nothing blocked there.
    expect((await a.get(`/excel/detyrat-sistem?day=${saturday}`, staff)).body).toEqual([]);

    // A deleted carried copy does not come back.
    const gone = carried.find((r) => r.name === 'Perb 0')! as unknown as { id: number };
    expect((await a.del(`/excel/detyrat-sistem/${gone.id}`, staff)).status).toBe(200);
    await a.get(`/excel/detyrat-sistem?day=${monday}`, staff);
    expect(await rowsOf(staff.id, monday, 'detyrat-sistem')).toHaveLength(3);

    // Monday's carried rows have no status yet, so Tuesday is blocked until they are assessed.
    expect((await a.get(`/excel/detyrat8?day=${tuesday}`, staff)).body.error).toBeDefined();
    for (const r of await rowsOf(staff.id, monday, 'detyrat-sistem')) {
      expect((await a.put(`/excel/detyrat-sistem/${r.id}/update`, staff, { name: r.name, status: 'K' })).status).toBe(
        200,
      );
    }
    for (const r of await rowsOf(staff.id, monday, 'detyrat-prior-am')) {
      expect((await a.put(`/excel/detyrat-prior-am/${r.id}/update`, staff, { name: r.name, status: 'K' })).status).toBe(
        200,
      );
    }
    expect((await a.get(`/excel/detyrat8?day=${tuesday}`, staff)).body).toEqual([]);
    expect((await a.get(`/excel/detyrat-sistem?day=${tuesday}`, staff)).body).toEqual([]);
  });

  it("copies an AM priority set to P or 0 into the same day's PM list, once", async () => {
    const day = '2026-11-11';
    const res = await a.post('/excel/detyrat-prior-am/create', staff, { name: 'AM detyre', status: 'K', day });
    const id = res.body.data.id;
    expect(await rowsOf(staff.id, day, 'detyrat-prior-pm')).toHaveLength(0);
    await a.put(`/excel/detyrat-prior-am/${id}/update`, staff, { name: 'AM detyre', status: '0' });
    await a.put(`/excel/detyrat-prior-am/${id}/update`, staff, {
      name: 'AM detyre',
      status: 'P',
      comment: 'pjeserisht',
    });
    const pm = await a.get(`/excel/detyrat-prior-pm?day=${day}`, staff);
    expect(pm.body).toHaveLength(1);
    expect(pm.body[0]).toMatchObject({ name: 'AM detyre', parent_am: id, time: 'PM' });
    const created = await a.post('/excel/detyrat-prior-am/create', staff, { name: 'AM e dyte', status: '0', day });
    expect(
      (await a.get(`/excel/detyrat-prior-pm?day=${day}`, staff)).body.map((r: { parent_am: number }) => r.parent_am),
    ).toContain(created.body.data.id);
  });
});

describe('weekly tasks recur into the daily/weekly/monthly priority list', () => {
  it('creates one row per matching working day, with parent_id = weekly task, never on other days', async () => {
    const user = await t.user('staff');
    const [w] = await t.db
      .insert(weeklyTasks)
      .values({
        name: 'Raporti i shitjeve',
        comment: 'cdo te hene dhe te enjte',
        days: [1, 4],
        time: 'PM',
        userId: user.id,
      })
      .returning();
    const [w2] = await t.db
      .insert(weeklyTasks)
      .values({ name: 'Pastro tavolinen', days: [2], time: 'AM', userId: user.id })
      .returning();
    const list = async (day: string) =>
      (await a.get(`/excel/detyrat-ditore?day=${day}`, user)).body as {
        name: string;
        parent_id: number;
        time: string;
        description: string | null;
      }[];
    const mon = await list(monday);
    expect(mon).toHaveLength(1);
    expect(mon[0]).toMatchObject({
      name: 'Raporti i shitjeve',
      parent_id: w.id,
      time: 'PM',
      description: 'cdo te hene dhe te enjte',
    });
    expect((await list(tuesday)).map((r) => r.parent_id)).toEqual([w2.id]);
    expect(await list('2026-11-25')).toEqual([]); // Wednesday
    expect(await list('2026-11-26')).toHaveLength(1); // Thursday
    expect(await list(saturday)).toEqual([]);
    // Generated once: reading again, or any other list of the day, adds no second row.
    await list(monday);
    await a.get(`/excel/detyrat8?day=${monday}`, user);
    expect(await rowsOf(user.id, monday, 'detyrat-ditore')).toHaveLength(1);
    // Another user's weekly tasks stay on their own sheet.
    expect((await a.get(`/excel/detyrat-ditore?day=${monday}`, staff)).body).toEqual([]);
  });
});
