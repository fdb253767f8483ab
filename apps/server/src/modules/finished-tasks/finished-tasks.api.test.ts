import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { fastTasks } from '../../db/schema/daysheet.ts';
import { api, pdfText } from '../../test/api-helpers.ts';

let t: TestContext;
let a: ReturnType<typeof api>;
type U = Awaited<ReturnType<TestContext['user']>>;
let admin: U;
let hana: U;
let ilir: U;
let other: U;

/** Creates a fast task from Hana for Ilir and marks it done at a given instant. */
async function finished(title: string, doneAt: string) {
  const id = (
    await a.post('/excel/detyrat-e-shpejta', hana, {
      title,
      comment: `shenim ${title}`,
      user: ilir.id,
      day: doneAt.slice(0, 10),
    })
  ).body.data.id;
  expect((await a.put(`/excel/detyrat-e-shpejta/${id}`, ilir, { title, done: 1 })).status).toBe(200);
  await t.db
    .update(fastTasks)
    .set({ doneAt: new Date(doneAt) })
    .where(eq(fastTasks.id, id));
  return id;
}

beforeAll(async () => {
  t = await createTestContext();
  a = api(t);
  admin = await t.user('admin', { name: 'Admin' });
  hana = await t.user('staff', { name: 'Hana' });
  ilir = await t.user('staff', { name: 'Ilir' });
  other = await t.user('staff', { name: 'Jeta' });
  await finished('Tetor fund', '2026-10-31T23:30:00Z'); // 1 November 00:30 in Berlin
  await finished('Nentor mes', '2026-11-15T10:00:00Z');
  await finished('Nentor fund', '2026-11-30T22:59:00Z'); // still 30 November in Berlin
  await finished('Dhjetor', '2026-12-01T08:00:00Z');
  await a.post('/excel/detyrat-e-shpejta', hana, { title: 'Ende hapur', user: ilir.id });
});
afterAll(() => t.close());

const titles = (rows: { title: string }[]) => rows.map((r) => r.title).sort();

describe('finished tasks', () => {
  it('lists the done fast tasks of the creator and of the assignee, not the open ones', async () => {
    expect(titles((await a.get('/detyrat-e-kryera', ilir)).body)).toEqual([
      'Dhjetor',
      'Nentor fund',
      'Nentor mes',
      'Tetor fund',
    ]);
    expect(titles((await a.get('/detyrat-e-kryera', hana)).body)).toHaveLength(4);
    expect((await a.get('/detyrat-e-kryera', other)).body).toEqual([]);
    expect(titles((await a.get('/detyrat-e-kryera', admin)).body)).toHaveLength(4);
    const row = (await a.get('/detyrat-e-kryera', ilir)).body.find((r: { title: string }) => r.title === 'Nentor mes');
    expect(row).toMatchObject({
      user: 'Hana',
      developer: 'Ilir',
      priority: 'M',
      comment: 'shenim Nentor mes',
      done: 1,
    });
  });

  it('filters by the Berlin day the task was finished, both ends included', async () => {
    const nov = await a.get(`/detyrat-e-kryera/${ilir.id}/2026-11-01/2026-11-30`, ilir);
    expect(nov.status).toBe(200);
    expect(titles(nov.body)).toEqual(['Nentor fund', 'Nentor mes', 'Tetor fund']);
    expect(titles((await a.get(`/detyrat-e-kryera/${hana.id}/2026-12-01/2026-12-31`, admin)).body)).toEqual([
      'Dhjetor',
    ]);
    // The date pickers show DD-MM-YYYY: the same range written that way gives the same list.
    expect(titles((await a.get(`/detyrat-e-kryera/${ilir.id}/01-11-2026/30-11-2026`, ilir)).body)).toEqual([
      'Nentor fund',
      'Nentor mes',
      'Tetor fund',
    ]);
    expect((await a.get(`/detyrat-e-kryera/${ilir.id}/2026-11-01/2026-11-30`, other)).status).toBe(403);
    const backwards = await a.get(`/detyrat-e-kryera/${ilir.id}/2026-11-30/2026-11-01`, ilir);
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors.to).toEqual(['Data e fillimit duhet te jete para dates se mbarimit.']);
  });

  it('offers all users to admins and only oneself to staff', async () => {
    const forAdmin = (await a.get('/detyrat-e-kryera/users', admin)).body.data.map((u: { name: string }) => u.name);
    expect(forAdmin).toEqual(expect.arrayContaining(['Hana', 'Ilir', 'Jeta', 'Admin']));
    expect((await a.get('/detyrat-e-kryera/users', ilir)).body).toEqual({ data: [{ id: ilir.id, name: 'Ilir' }] });
  });

  it('exports the filtered list as PDF and Excel, to the user or an admin only', async () => {
    const pdf = await t.inject({
      method: 'GET',
      url: `/detyrat-e-kryera-pdf/${ilir.id}/2026-11-01/2026-11-30`,
      headers: ilir.auth,
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Detyrat e kryera - Ilir');
    expect(text).toContain('Nentor mes');
    expect(text).not.toContain('Dhjetor');

    const xlsx = await t.inject({
      method: 'GET',
      url: `/detyrat-e-kryera-excel/${ilir.id}/2026-11-01/2026-11-30`,
      headers: admin.auth,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('detyrat-e-kryera-2026-11-01-2026-11-30.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows = (wb.worksheets[0].getSheetValues().filter(Boolean) as unknown[][]).slice(2);
    expect(rows.map((r) => r[2]).sort()).toEqual(['Nentor fund', 'Nentor mes', 'Tetor fund']);
    expect(rows.find((r) => r[2] === 'Nentor mes')!.slice(3)).toEqual([
      'shenim Nentor mes',
      'M',
      '15-11-2026',
      'Hana',
      'Ilir',
    ]);

    expect(
      (
        await t.inject({
          method: 'GET',
          url: `/detyrat-e-kryera-excel/${ilir.id}/2026-11-01/2026-11-30`,
          headers: other.auth,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.inject({ method: 'GET', url: `/detyrat-e-kryera-pdf/${ilir.id}/2026-11-01/2026-11-30` })).statusCode,
    ).toBe(401);
  });
});
