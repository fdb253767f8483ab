import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { api, pdfText } from '../../test/api-helpers.ts';
import { berlinToday } from '@wohnwerk/contract/shop-time';

let t: TestContext;
let a: ReturnType<typeof api>;
type U = Awaited<ReturnType<TestContext['user']>>;
let rated: U;
let other: U;
let admin: U;

beforeAll(async () => {
  t = await createTestContext();
  a = api(t);
  rated = await t.user('staff', { name: 'Dora' });
  other = await t.user('staff');
  admin = await t.user('admin');
  const rate = (d: string, m1: string, bz: string, m3: string) =>
    a.post(`/excel/vlersimet/create?day=${d}&user_id=${rated.id}`, admin, {
      m1,
      bz,
      m3,
      comment_m1: `k1 ${d}`,
      comment_bz: 'k',
      comment_m3: 'k',
    });
  for (const [d, m1, bz, m3] of [
    ['2026-11-30', '+', '+', '+'], // the month before: never counted
    ['2026-12-01', '+', 'M', '0'], // 1, 0.5, 0
    ['2026-12-15', 'M', 'M', '+'], // 0.5, 0.5, 1
    ['2026-12-31', '+', '+', '+'], // 1, 1, 1 (last day of the year)
    ['2027-01-01', '0', '0', '0'], // the next month and year
  ]) {
    expect((await rate(d, m1, bz, m3)).status).toBe(201);
  }
});
afterAll(() => t.close());

describe('monthly ratings', () => {
  it('lists the days of the month and totals their points per rating and overall', async () => {
    const res = await a.get('/excel/vlersimet-mujore?month=2026-12', rated);
    expect(res.status).toBe(200);
    expect(res.body.vleresimet.map((r: { day: string }) => r.day)).toEqual(['2026-12-01', '2026-12-15', '2026-12-31']);
    expect(res.body.vleresimet[0]).toMatchObject({ m1: '+', bz: 'M', m3: '0', comment_m1: 'k1 2026-12-01' });
    expect({ m1: res.body.m1, bz: res.body.bz, m3: res.body.m3, totali: res.body.totali }).toEqual({
      m1: 2.5,
      bz: 2,
      m3: 2,
      totali: 6.5,
    });
    const jan = await a.get('/excel/vlersimet-mujore?month=2027-01', rated);
    expect(jan.body.vleresimet).toHaveLength(1);
    expect(jan.body.totali).toBe(0);
    const empty = await a.get('/excel/vlersimet-mujore?month=2026-10', rated);
    expect(empty.body).toEqual({ vleresimet: [], m1: 0, bz: 0, m3: 0, totali: 0 });
  });

  it("lets an admin read anyone's month and a staff user only their own", async () => {
    expect((await a.get(`/excel/vlersimet-mujore?month=2026-12&user_id=${rated.id}`, admin)).body.totali).toBe(6.5);
    expect((await a.get(`/excel/vlersimet-mujore?month=2026-12&user_id=${rated.id}`, other)).status).toBe(403);
    expect((await a.get('/excel/vlersimet-mujore?month=2026-12', other)).body.vleresimet).toEqual([]);
    const bad = await a.get('/excel/vlersimet-mujore?month=2026-13', rated);
    expect(bad.status).toBe(422);
    expect(bad.body.errors.month).toEqual(['Muaji duhet te jete ne formatin YYYY-MM.']);
  });

  it('takes the month as the picker may send it: none is this month, MM-YYYY and a bare month number too', async () => {
    const today = berlinToday();
    const fresh = await t.user('staff');
    expect(
      (
        await a.post(`/excel/vlersimet/create?day=${today}&user_id=${fresh.id}`, admin, {
          m1: '+',
          bz: '+',
          m3: 'M',
          comment_m3: 'k',
        })
      ).status,
    ).toBe(201);
    const none = await a.get('/excel/vlersimet-mujore', fresh);
    expect(none.status).toBe(200);
    expect(none.body.vleresimet.map((r: { day: string }) => r.day)).toEqual([today]);
    expect(none.body.totali).toBe(2.5);
    const bare = await a.get(`/excel/vlersimet-mujore?month=${Number(today.slice(5, 7))}`, fresh);
    expect(bare.body.vleresimet.map((r: { day: string }) => r.day)).toEqual([today]);
    expect((await a.get('/excel/vlersimet-mujore?month=12-2026', rated)).body.totali).toBe(6.5);
    expect((await a.get('/excel/vlersimet-mujore?month=2026-12-15', rated)).body.totali).toBe(6.5);
    expect((await a.get('/excel/vlersimet-mujore?month=13', rated)).status).toBe(422);
  });

  it('exports the month as a PDF and an Excel file with the total row, only to the user or an admin', async () => {
    const pdf = await t.inject({
      method: 'GET',
      url: `/vlersimet-mujore-pdf/2026-12/${rated.id}`,
      headers: admin.auth,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Vleresimet mujore - Dora');
    expect(text).toContain('Dhjetor 2026');
    expect(text).toContain('Totali: 6.5');
    expect(text).toContain('k1 2026-12-15');

    const xlsx = await t.inject({
      method: 'GET',
      url: `/vlersimet-mujore-excel/2026-12/${rated.id}`,
      headers: rated.auth,
    });
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows = wb.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
    expect(rows).toHaveLength(2 + 3 + 1);
    expect(rows[rows.length - 1].slice(1)).toEqual(['Totali', 2.5, '', 2, '', 2, '', 6.5]);

    expect(
      (await t.inject({ method: 'GET', url: `/vlersimet-mujore-pdf/2026-12/${rated.id}`, headers: other.auth }))
        .statusCode,
    ).toBe(403);
    expect((await t.inject({ method: 'GET', url: `/vlersimet-mujore-pdf/2026-12/${rated.id}` })).statusCode).toBe(401);
    // A signed link opens it without the header, for that path only.
    const link = await a.post('/excel/report-link', rated, { path: `/vlersimet-mujore-pdf/2026-12/${rated.id}` });
    expect(link.status).toBe(200);
    expect((await t.inject({ method: 'GET', url: link.body.url })).statusCode).toBe(200);
    expect(
      (
        await t.inject({
          method: 'GET',
          url: link.body.url.replace('/vlersimet-mujore-pdf/', '/vlersimet-mujore-excel/'),
        })
      ).statusCode,
    ).toBe(401);
  });
});
