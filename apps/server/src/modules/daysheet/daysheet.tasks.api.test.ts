import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { dayTasks } from '../../db/schema/daysheet.ts';
import { api } from '../../test/api-helpers.ts';

let t: TestContext;
let a: ReturnType<typeof api>;
type U = Awaited<ReturnType<TestContext['user']>>;
let staff: U;
let other: U;
let admin: U;
let customer: U;
const day = '2026-11-18'; // a Wednesday; the previous working day is empty, so nothing blocks

beforeAll(async () => {
  t = await createTestContext();
  a = api(t);
  staff = await t.user('staff', { name: 'Arta Staff' });
  other = await t.user('staff', { name: 'Blerim Staff' });
  admin = await t.user('admin', { name: 'Drita Admin' });
  customer = await t.user('customer');
});
afterAll(() => t.close());

const sections = [
  { s: 'detyrat8', flag: 'task_exist', created: 'Detyra u krijua', deleted: 'Detyra u fshi' },
  { s: 'emails', flag: 'task_exist', created: 'Emaili u krijua', deleted: 'Emaili u fshi' },
  {
    s: 'detyrat-perb',
    flag: 'task_exist',
    created: 'Detyra e perbashket u krijua',
    deleted: 'Detyra e perbashket u fshi',
  },
  {
    s: 'detyrat-sistem',
    flag: 'task_exists',
    created: 'Detyra e pakryer u krijua',
    deleted: 'Detyra e pakryer u fshi',
  },
  { s: 'detyrat-prior-am', flag: 'task_exists', created: 'Detyra me prioritet AM u krijua', deleted: 'Detyra u fshi' },
  { s: 'detyrat-prior-pm', flag: 'task_exists', created: 'Detyra me prioritet PM u krijua', deleted: 'Detyra u fshi' },
] as const;

const nameKey = (s: string) => (s === 'emails' ? 'title' : 'name');
const listOf = (body: unknown) =>
  (Array.isArray(body) ? body : (body as { records: unknown[] }).records) as {
    id: number;
    name: string;
    title?: string;
    status: string | null;
  }[];

describe('the six task sections of the day sheet', () => {
  it('create, exists flag, list, read, update and soft delete work in every section', async () => {
    let visited = 0;
    for (const { s, flag, created, deleted } of sections) {
      const key = nameKey(s);
      const res = await a.post(`/excel/${s}/create`, staff, {
        [key]: `Detyra ${s}`,
        status: 'K',
        time: 'AM',
        comment: '',
        day,
      });
      expect(res.status, s).toBe(201);
      expect(res.body[flag], s).toBe(false);
      expect(res.body.message).toBe(created);
      const id = res.body.data.id as number;
      expect(res.body.data[key]).toBe(`Detyra ${s}`);

      // Same name in another case: the flag is set and nothing is created.
      const dup = await a.post(`/excel/${s}/create`, staff, { [key]: `DETYRA ${s}`, status: 'K', day });
      expect(dup.status).toBe(200);
      expect(dup.body[flag], s).toBe(true);
      expect(dup.body.data).toBeNull();

      const list = await a.get(`/excel/${s}?day=${day}`, staff);
      expect(list.status).toBe(200);
      const rows = listOf(list.body);
      expect(rows.filter((r) => r.id === id)).toHaveLength(1);
      expect(rows.filter((r) => (r.name ?? '').toLowerCase() === `detyra ${s}`)).toHaveLength(1);

      const one = await a.get(`/excel/${s}/${id}`, staff);
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({ id, [key]: `Detyra ${s}`, status: 'K', time: 'AM', day });

      const upd = await a.put(`/excel/${s}/${id}/update`, staff, {
        [key]: `Ndryshuar ${s}`,
        status: 'P',
        time: 'AM',
        comment: 'ende duke punuar',
        day,
        shfaq_ekran: 1,
      });
      expect(upd.status, s).toBe(200);
      expect(upd.body).toMatchObject({
        [key]: `Ndryshuar ${s}`,
        status: 'P',
        comment: 'ende duke punuar',
        shfaq_ekran: true,
      });

      const del = await a.del(`/excel/${s}/${id}`, staff);
      expect(del.status).toBe(200);
      expect(del.body.message).toBe(deleted);
      expect((await a.get(`/excel/${s}/${id}`, staff)).status).toBe(404);
      expect(listOf((await a.get(`/excel/${s}?day=${day}`, staff)).body).some((r) => r.id === id)).toBe(false);
      const [row] = await t.db.select().from(dayTasks).where(eq(dayTasks.id, id));
      expect(row.deletedAt).toBeInstanceOf(Date);
      expect(row.deletedBy).toBe(staff.id);
      visited++;
    }
    expect(visited).toBe(6);
  });

  it('a record of one section is not reachable through another section', async () => {
    const res = await a.post('/excel/detyrat8/create', staff, { name: 'Vetem 8:00', day });
    expect((await a.get(`/excel/emails/${res.body.data.id}`, staff)).status).toBe(404);
    expect((await a.del(`/excel/detyrat-perb/${res.body.data.id}`, staff)).status).toBe(404);
  });

  it('AM priority list answers an object with records; priority tasks show on screen by default', async () => {
    const res = await a.post('/excel/detyrat-prior-am/create', staff, {
      name: 'Prioritet AM',
      status: 'K',
      time: 'AM',
      day,
    });
    expect(res.body.data.shfaq_ekran).toBe(true);
    const list = await a.get(`/excel/detyrat-prior-am?day=${day}`, staff);
    expect(Array.isArray(list.body.records)).toBe(true);
    const perb = await a.post('/excel/detyrat-perb/create', staff, { name: 'Jo ne ekran', day });
    expect(perb.body.data.shfaq_ekran).toBe(false);
  });

  it('an empty day means today', async () => {
    const res = await a.post('/excel/detyrat-perb/create', other, { name: 'Sot pa date', day: '' });
    expect(res.status).toBe(201);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
    expect(res.body.data.day).toBe(today);
  });
});

describe('validation (Albanian messages, nothing saved)', () => {
  it('requires a name (title for e-mails)', async () => {
    for (const { s } of sections) {
      const res = await a.post(`/excel/${s}/create`, staff, { [nameKey(s)]: '   ', status: 'K', day });
      expect(res.status, s).toBe(422);
      expect(res.body.errors[nameKey(s)][0]).toMatch(/detyrueshem/);
    }
  });

  it('requires a comment for status P on create and update', async () => {
    for (const { s } of sections) {
      const res = await a.post(`/excel/${s}/create`, staff, { [nameKey(s)]: `P pa koment ${s}`, status: 'P', day });
      expect(res.status, s).toBe(422);
      expect(res.body.errors.comment).toEqual(['Komenti eshte i detyrueshem kur statusi eshte P.']);
    }
    const ok = await a.post('/excel/detyrat8/create', staff, { name: 'Per P', status: 'K', day });
    const upd = await a.put(`/excel/detyrat8/${ok.body.data.id}/update`, staff, {
      name: 'Per P',
      status: 'P',
      comment: '',
    });
    expect(upd.status).toBe(422);
    const rows = await t.db
      .select()
      .from(dayTasks)
      .where(and(eq(dayTasks.userId, staff.id), eq(dayTasks.name, 'P pa koment detyrat8')));
    expect(rows).toHaveLength(0);
  });

  it('accepts only K, P, 0 as status and AM/PM as time; 8:00 tasks are AM only', async () => {
    expect((await a.post('/excel/detyrat-perb/create', staff, { name: 'x1', status: 'X', day })).status).toBe(422);
    expect((await a.post('/excel/detyrat-perb/create', staff, { name: 'x2', time: 'NOON', day })).status).toBe(422);
    const pm = await a.post('/excel/detyrat8/create', staff, { name: 'x3', time: 'PM', day });
    expect(pm.status).toBe(422);
    expect(pm.body.errors.time).toEqual(['Detyrat e ores 8:00 kane vetem kohen AM.']);
    expect(
      (await a.post('/excel/detyrat-perb/create', staff, { name: 'x4', status: '0', time: 'PM', day })).status,
    ).toBe(201);
    expect((await a.post('/excel/detyrat-perb/create', staff, { name: 'x5', day: '2026-18-11' })).status).toBe(422);
    expect((await a.post('/excel/detyrat-perb/create', staff, { name: 'x6', day: '31-02-2026' })).status).toBe(422);
  });

  it("takes a day in the screens' DD-MM-YYYY as well, and answers it as YYYY-MM-DD", async () => {
    const res = await a.post('/excel/detyrat-perb/create', staff, {
      name: 'Data e shkruar DD-MM-YYYY',
      status: 'K',
      day: '18-11-2026',
    });
    expect(res.status).toBe(201);
    expect(res.body.data.day).toBe(day);
    const list = await a.get('/excel/detyrat-perb?day=18-11-2026', staff);
    expect(listOf(list.body).filter((r) => r.id === res.body.data.id)).toHaveLength(1);
    const problem = await a.post('/excel/problemet/create?day=18-11-2026', staff, { status: 'JO', day: '18-11-2026' });
    expect(problem.body.data.day).toBe(day);
    expect((await a.get('/excel/vlersimet/check?day=18-11-2026', staff)).status).toBe(200);
    const report = await t.inject({ method: 'GET', url: `/report/${staff.id}/18-11-2026`, headers: staff.auth });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe('application/pdf');
  });
});

describe('who may read and write which sheet', () => {
  it('anonymous callers get 401 and customers 403', async () => {
    expect((await a.get(`/excel/detyrat8?day=${day}`, null)).status).toBe(401);
    expect((await a.get(`/excel/detyrat8?day=${day}`, customer)).status).toBe(403);
    expect((await a.post('/excel/detyrat8/create', customer, { name: 'x', day })).status).toBe(403);
    expect((await a.get('/excel/users', customer)).status).toBe(403);
  });

  it("staff cannot read, change or delete another user's records, nor pass user_id", async () => {
    const mine = await a.post('/excel/detyrat-perb/create', other, { name: 'E Blerimit', status: 'K', day });
    const id = mine.body.data.id;
    expect((await a.get(`/excel/detyrat-perb/${id}`, staff)).status).toBe(403);
    expect((await a.put(`/excel/detyrat-perb/${id}/update`, staff, { name: 'vjedhur', status: 'K' })).status).toBe(403);
    expect((await a.del(`/excel/detyrat-perb/${id}`, staff)).status).toBe(403);
    expect((await a.get(`/excel/detyrat-perb?day=${day}&user_id=${other.id}`, staff)).status).toBe(403);
    expect(
      (await a.post(`/excel/detyrat-perb/create?user_id=${other.id}`, staff, { name: 'per tjetrin', day })).status,
    ).toBe(403);
    // The user's own list does not show the other user's row.
    expect(listOf((await a.get(`/excel/detyrat-perb?day=${day}`, staff)).body).some((r) => r.id === id)).toBe(false);
    expect((await a.get(`/excel/detyrat-perb/${id}`, other)).status).toBe(200);
  });

  it("admins read and write any user's sheet through user_id", async () => {
    const res = await a.post(`/excel/detyrat-sistem/create?user_id=${other.id}`, admin, {
      name: 'Nga admini',
      status: 'K',
      time: 'AM',
      day,
    });
    expect(res.status).toBe(201);
    expect(res.body.data.user_id).toBe(other.id);
    const list = await a.get(`/excel/detyrat-sistem?day=${day}&user_id=${other.id}`, admin);
    expect(listOf(list.body).map((r) => r.name)).toContain('Nga admini');
    expect(listOf((await a.get(`/excel/detyrat-sistem?day=${day}`, admin)).body).map((r) => r.name)).not.toContain(
      'Nga admini',
    );
    const row = await t.db.select().from(dayTasks).where(eq(dayTasks.id, res.body.data.id));
    expect(row[0].createdBy).toBe(admin.id);
    expect(
      (await a.put(`/excel/detyrat-sistem/${res.body.data.id}/update`, admin, { name: 'Nga admini', status: 'K' }))
        .status,
    ).toBe(200);
    expect((await a.get(`/excel/detyrat8?day=${day}&user_id=${customer.id}`, admin)).status).toBe(404);
  });

  it('lists the staff users and answers is_admin on /user', async () => {
    const users = await a.get('/excel/users', staff);
    expect(users.status).toBe(200);
    const ids = users.body.map((u: { id: number }) => u.id);
    expect(ids).toEqual(expect.arrayContaining([staff.id, other.id, admin.id]));
    expect(ids).not.toContain(customer.id);
    expect((await a.get('/user', admin)).body.data.is_admin).toBe(true);
    expect((await a.get('/user', staff)).body.data.is_admin).toBe(false);
  });
});

describe('daily/weekly/monthly priority tasks', () => {
  it('are edited, with description and comment required for P, and cannot be created or deleted', async () => {
    const [row] = await t.db
      .insert(dayTasks)
      .values({ section: 'detyrat-ditore', userId: staff.id, day, name: 'Raporti javor' })
      .returning();
    const bad = await a.put(`/excel/detyrat-ditore/${row.id}`, staff, {
      name: 'Raporti javor',
      status: 'P',
      time: 'PM',
      comment: '',
      description: '',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['comment', 'description']);
    const ok = await a.put(`/excel/detyrat-ditore/${row.id}`, staff, {
      name: 'Raporti javor',
      status: 'P',
      time: 'PM',
      comment: 'gjysma',
      description: 'shitjet',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'P', time: 'PM', comment: 'gjysma', description: 'shitjet' });
    expect((await a.get(`/excel/detyrat-ditore/${row.id}`, other)).status).toBe(403);
    expect((await a.del(`/excel/detyrat-ditore/${row.id}`, staff)).status).toBe(404);
    const list = await a.get(`/excel/detyrat-ditore?day=${day}`, staff);
    expect(list.body.map((r: { id: number }) => r.id)).toContain(row.id);
  });
});
