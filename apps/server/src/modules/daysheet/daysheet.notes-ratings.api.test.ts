import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { dayNotes } from '../../db/schema/daysheet.ts';
import { api } from '../../test/api-helpers.ts';

let t: TestContext;
let a: ReturnType<typeof api>;
type U = Awaited<ReturnType<TestContext['user']>>;
let staff: U;
let other: U;
let admin: U;
let customer: U;
const day = '2026-11-18';

beforeAll(async () => {
  t = await createTestContext();
  a = api(t);
  staff = await t.user('staff');
  other = await t.user('staff');
  admin = await t.user('admin');
  customer = await t.user('customer');
});
afterAll(() => t.close());

describe('problems, proposals and overloads', () => {
  it('create, list, read, update and soft delete problems and proposals', async () => {
    let visited = 0;
    for (const [kind, created, deleted] of [
      ['problemet', 'Problemi u krijua', 'Problemi u fshi'],
      ['propozimet', 'Propozimi u krijua', 'Propozimi u fshi'],
    ] as const) {
      const res = await a.post(`/excel/${kind}/create`, staff, { status: 'PO', comment: `Koment ${kind}`, day });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe(created);
      const id = res.body.data.id;
      expect((await a.get(`/excel/${kind}?day=${day}`, staff)).body.map((n: { id: number }) => n.id)).toEqual([id]);
      expect((await a.get(`/excel/${kind}/${id}`, staff)).body).toMatchObject({
        id,
        status: 'PO',
        comment: `Koment ${kind}`,
        day,
      });
      const upd = await a.put(`/excel/${kind}/${id}/update`, staff, { status: 'JO', comment: '', day });
      expect(upd.status).toBe(200);
      expect(upd.body.status).toBe('JO');
      expect((await a.get(`/excel/${kind}/${id}`, other)).status).toBe(403);
      expect((await a.del(`/excel/${kind}/${id}`, other)).status).toBe(403);
      const del = await a.del(`/excel/${kind}/${id}`, staff);
      expect(del.body.message).toBe(deleted);
      expect((await a.get(`/excel/${kind}?day=${day}`, staff)).body).toEqual([]);
      const [row] = await t.db.select().from(dayNotes).where(eq(dayNotes.id, id));
      expect(row.deletedBy).toBe(staff.id);
      visited++;
    }
    expect(visited).toBe(2);
  });

  it('a proposal without a day is recorded today', async () => {
    const res = await a.post('/excel/propozimet/create', staff, { status: 'JO', comment: '' });
    expect(res.status).toBe(201);
    expect(res.body.data.day).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date()));
  });

  it('requires PO or JO, a comment for PO, and riorganizimi for an overload PO', async () => {
    const none = await a.post('/excel/problemet/create', staff, { comment: 'x', day });
    expect(none.status).toBe(422);
    expect(none.body.errors.status).toEqual(['Ju lutem plotsoni formen!!']);
    expect(
      (await a.post('/excel/problemet/create', staff, { status: 'PO', comment: ' ', day })).body.errors.comment,
    ).toBeDefined();
    const over = await a.post('/excel/ngarkesat/create', staff, {
      type: 'sot',
      status: 'PO',
      comment: 'shume pune',
      day,
    });
    expect(over.status).toBe(422);
    expect(over.body.errors.riorganizimi).toEqual(['Riorganizimi eshte i detyrueshem kur zgjidhet PO.']);
    expect((await a.post('/excel/ngarkesat/create', staff, { type: 'pasneser', status: 'JO', day })).status).toBe(422);
    expect((await a.get(`/excel/problemet?day=${day}`, staff)).body).toEqual([]);
  });

  it('lists overloads of today and tomorrow apart, and edits them', async () => {
    const sot = await a.post('/excel/ngarkesat/create', staff, {
      type: 'sot',
      status: 'PO',
      comment: 'shume porosi',
      riorganizimi: 'emailat pasdite',
      day,
    });
    const neser = await a.post('/excel/ngarkesat/create', staff, {
      type: 'neser',
      status: 'JO',
      comment: '',
      riorganizimi: '',
      day,
    });
    expect(sot.body.message).toBe('Mbi/Nen Ngarkesa u krijua');
    const list = await a.get(`/excel/ngarkesat?day=${day}`, staff);
    expect(list.body.ngarkesat_sot.map((n: { id: number }) => n.id)).toEqual([sot.body.data.id]);
    expect(list.body.ngarkesat_neser.map((n: { id: number }) => n.id)).toEqual([neser.body.data.id]);
    const upd = await a.put(`/excel/ngarkesat/${neser.body.data.id}/update`, staff, {
      type: 'neser',
      status: 'PO',
      comment: 'inventar',
      riorganizimi: 'nesër në mëngjes',
      day,
    });
    expect(upd.body).toMatchObject({ status: 'PO', riorganizimi: 'nesër në mëngjes' });
    expect((await a.del(`/excel/ngarkesat/${sot.body.data.id}`, staff)).body.message).toBe('Mbi/Nen Ngarkesa u fshi');
  });

  it('admins write notes for another user; the problems list filters by that user', async () => {
    const res = await a.post(`/excel/problemet/create?user_id=${other.id}`, admin, {
      status: 'PO',
      comment: 'per Blerimin',
      day,
    });
    expect(res.body.data.user_id).toBe(other.id);
    expect(
      (await a.get(`/excel/problemet?day=${day}&user_id=${other.id}`, admin)).body.map(
        (n: { comment: string }) => n.comment,
      ),
    ).toEqual(['per Blerimin']);
    expect((await a.get(`/excel/problemet?day=${day}`, admin)).body).toEqual([]);
    expect((await a.get(`/excel/problemet?day=${day}&user_id=${other.id}`, staff)).status).toBe(403);
    expect((await a.get(`/excel/problemet?day=${day}`, customer)).status).toBe(403);
    expect((await a.get(`/excel/problemet?day=${day}`, null)).status).toBe(401);
  });
});

describe('ratings M1, BZ, M3', () => {
  it('accepts a rating once per day, answers vleresuar, and requires comments for 0 and M', async () => {
    const d = '2026-10-05';
    expect((await a.get(`/excel/vlersimet/check?day=${d}`, staff)).body).toEqual({ vleresuar: false, id: null });
    const missing = await a.post(`/excel/vlersimet/create?day=${d}`, staff, { m1: '+', bz: '+' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.m3).toEqual(['Ju lutem plotsoni formen!!']);
    const noComment = await a.post(`/excel/vlersimet/create?day=${d}`, staff, {
      m1: '+',
      bz: 'M',
      m3: '0',
      comment_bz: 'mire',
    });
    expect(noComment.status).toBe(422);
    expect(Object.keys(noComment.body.errors)).toEqual(['comment_m3']);
    expect((await a.post(`/excel/vlersimet/create?day=${d}`, staff, { m1: 'X', bz: '+', m3: '+' })).status).toBe(422);
    const ok = await a.post(`/excel/vlersimet/create?day=${d}`, staff, {
      m1: '+',
      bz: 'M',
      m3: '0',
      comment_bz: 'mire',
      comment_m3: 'vonese',
    });
    expect(ok.status).toBe(201);
    const id = ok.body.data.id;
    expect((await a.get(`/excel/vlersimet/check?day=${d}`, staff)).body).toEqual({ vleresuar: true, id });
    const again = await a.post(`/excel/vlersimet/create?day=${d}`, staff, { m1: '+', bz: '+', m3: '+' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('JU JENI VLERESUAR');
    expect((await a.get(`/excel/vlersimet/${id}`, staff)).body).toMatchObject({
      m1: '+',
      bz: 'M',
      m3: '0',
      comment_m3: 'vonese',
      day: d,
    });
    expect((await a.get(`/excel/vlersimet/${id}`, other)).status).toBe(403);
    expect((await a.put(`/excel/vlersimet/${id}`, other, { m1: '+', bz: '+', m3: '+' })).status).toBe(403);
    const badEdit = await a.put(`/excel/vlersimet/${id}`, staff, { m1: 'M', bz: '+', m3: '+' });
    expect(badEdit.status).toBe(422);
    const edit = await a.put(`/excel/vlersimet/${id}`, admin, { m1: '+', bz: '+', m3: 'M', comment_m3: 'me mire' });
    expect(edit.status).toBe(200);
    expect(edit.body.message).toBe('Vlersimi u ndryshua');
    expect(edit.body.data).toMatchObject({ m1: '+', bz: '+', m3: 'M' });
  });

  it('totals the points from the first of the month up to the day, and over the month', async () => {
    const u = await t.user('staff');
    const rate = (d: string, m1: string, bz: string, m3: string) =>
      a.post(`/excel/vlersimet/create?day=${d}&user_id=${u.id}`, admin, {
        m1,
        bz,
        m3,
        comment_m1: 'k',
        comment_bz: 'k',
        comment_m3: 'k',
      });
    expect((await rate('2026-09-30', '+', '+', '+')).status).toBe(201); // previous month: never counted
    expect((await rate('2026-10-01', '+', 'M', '0')).status).toBe(201); // 1, 0.5, 0
    expect((await rate('2026-10-02', 'M', 'M', '+')).status).toBe(201); // 0.5, 0.5, 1
    expect((await rate('2026-10-15', '+', '+', '+')).status).toBe(201); // 1, 1, 1
    expect((await rate('2026-11-02', '+', '+', '+')).status).toBe(201); // next month

    const oct2 = await a.get(`/excel/vlersimet?day=2026-10-02`, u);
    expect(oct2.body.sot).toMatchObject({ m1: 'M', bz: 'M', m3: '+' });
    expect(oct2.body.deriSot).toEqual({ m1: 1.5, bz: 1, m3: 1, totali: 3.5, vleresuar: true });
    const oct10 = await a.get(`/excel/vlersimet?day=2026-10-10`, u);
    expect(oct10.body.sot).toBeNull();
    expect(oct10.body.deriSot).toEqual({ m1: 1.5, bz: 1, m3: 1, totali: 3.5, vleresuar: false });

    const month = await a.get(`/excel/vlersimet-mujore?month=2026-10`, u);
    expect(month.status).toBe(200);
    expect(month.body.vleresimet.map((r: { day: string }) => r.day)).toEqual([
      '2026-10-01',
      '2026-10-02',
      '2026-10-15',
    ]);
    expect({ m1: month.body.m1, bz: month.body.bz, m3: month.body.m3, totali: month.body.totali }).toEqual({
      m1: 2.5,
      bz: 2,
      m3: 2,
      totali: 6.5,
    });
    expect((await a.get(`/excel/vlersimet-mujore?month=2026-10&user_id=${u.id}`, admin)).body.totali).toBe(6.5);
    expect((await a.get(`/excel/vlersimet-mujore?month=2026-10&user_id=${u.id}`, staff)).status).toBe(403);
    // The screens' MM-YYYY names the same month (decision of the monthly-ratings module); a month 13 does not exist.
    expect((await a.get(`/excel/vlersimet-mujore?month=10-2026`, u)).body.totali).toBe(6.5);
    expect((await a.get(`/excel/vlersimet-mujore?month=13-2026`, u)).status).toBe(422);
    // A staff user cannot rate someone else.
    expect(
      (await a.post(`/excel/vlersimet/create?day=2026-10-20&user_id=${u.id}`, staff, { m1: '+', bz: '+', m3: '+' }))
        .status,
    ).toBe(403);
  });
});
