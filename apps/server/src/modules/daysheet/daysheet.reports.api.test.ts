import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { api, pdfText } from '../../test/api-helpers.ts';

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
  staff = await t.user('staff', { name: 'Arta Krasniqi' });
  other = await t.user('staff', { name: 'Blerim Gashi' });
  admin = await t.user('admin', { name: 'Drita Admin' });
  customer = await t.user('customer');
  await a.post('/excel/detyrat8/create', staff, { name: 'Kontrollo porosite e reja', status: 'K', time: 'AM', day });
  await a.post('/excel/emails/create', staff, {
    title: 'Email nga klienti 4711',
    status: 'P',
    comment: 'pret pergjigje',
    day,
  });
  await a.post('/excel/emails/create', other, { title: 'Email i Blerimit', status: 'K', day });
  await a.post('/excel/problemet/create', staff, { status: 'PO', comment: 'Printeri nuk punon', day });
  await a.post(`/excel/vlersimet/create?day=${day}`, staff, {
    m1: '+',
    bz: '+',
    m3: 'M',
    comment_m3: 'vonese e vogel',
  });
  const gone = await a.post('/excel/detyrat-perb/create', staff, { name: 'Detyre per fshirje', status: 'K', day });
  await a.del(`/excel/detyrat-perb/${gone.body.data.id}`, staff);
});
afterAll(() => t.close());

const open = (url: string, who: U | null) => t.inject({ method: 'GET', url, headers: who?.auth });

describe('day-sheet reports are real PDFs, only for the right role', () => {
  it("/report/{user}/{date} holds the user's entries, for the user and admins only", async () => {
    const res = await open(`/report/${staff.id}/${day}`, staff);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    for (const s of [
      'Arta Krasniqi',
      'Kontrollo porosite e reja',
      'Email nga klienti 4711',
      'Printeri nuk punon',
      'vonese e vogel',
      '18-11-2026',
    ])
      expect(text).toContain(s);
    expect(text).not.toContain('Detyre per fshirje');
    expect(text).not.toContain('Email i Blerimit');
    expect((await open(`/report/${staff.id}/${day}`, admin)).statusCode).toBe(200);
    expect((await open(`/report/${staff.id}/${day}`, other)).statusCode).toBe(403);
    expect((await open(`/report/${staff.id}/${day}`, customer)).statusCode).toBe(403);
    expect((await open(`/report/${staff.id}/${day}`, null)).statusCode).toBe(401);
  });

  it('the overall, HF and deleted reports are for admins only', async () => {
    let visited = 0;
    for (const url of [
      `/raporti-ditor/${day}`,
      `/raporti-hf/all/${day}`,
      `/raporti-hf/${staff.id}/${day}`,
      `/raporti-deleted/${day}`,
    ]) {
      expect((await open(url, null)).statusCode, url).toBe(401);
      expect((await open(url, customer)).statusCode, url).toBe(403);
      expect((await open(url, staff)).statusCode, url).toBe(403);
      const res = await open(url, admin);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      visited++;
    }
    expect(visited).toBe(4);
    const overall = pdfText((await open(`/raporti-ditor/${day}`, admin)).rawPayload);
    expect(overall).toContain('Email i Blerimit');
    expect(overall).toContain('Kontrollo porosite e reja');
    const deleted = pdfText((await open(`/raporti-deleted/${day}`, admin)).rawPayload);
    expect(deleted).toContain('Detyre per fshirje');
    expect(deleted).toContain('Arta Krasniqi'); // who deleted it
  });

  it("the e-mail report shows admins every user's e-mails and staff only their own", async () => {
    const all = pdfText((await open(`/raporti-ei/${day}`, admin)).rawPayload);
    expect(all).toContain('Email nga klienti 4711');
    expect(all).toContain('Email i Blerimit');
    const own = pdfText((await open(`/raporti-ei/${day}`, staff)).rawPayload);
    expect(own).toContain('Email nga klienti 4711');
    expect(own).not.toContain('Email i Blerimit');
    expect((await open(`/raporti-ei/${day}`, customer)).statusCode).toBe(403);
  });

  it('a signed link opens the report in a new tab without the bearer header, only for its path and role', async () => {
    const path = `/report/${staff.id}/${day}`;
    const link = await a.post('/excel/report-link', staff, { path });
    expect(link.status).toBe(200);
    const url = link.body.url as string;
    expect(url.startsWith(`${path}?`)).toBe(true);
    expect(url).not.toContain(staff.token);
    const res = await open(url, null);
    expect(res.statusCode).toBe(200);
    expect(pdfText(res.rawPayload)).toContain('Kontrollo porosite e reja');
    // Another path with the same signature, a forged signature, or a staff link to an admin report: refused.
    expect((await open(url.replace(path, `/report/${other.id}/${day}`), null)).statusCode).toBe(401);
    expect((await open(url.replace(/sig=[^&]+/, 'sig=AAAA'), null)).statusCode).toBe(401);
    const adminPath = `/raporti-deleted/${day}`;
    const staffLink = await a.post('/excel/report-link', staff, { path: adminPath });
    expect((await open(staffLink.body.url, null)).statusCode).toBe(403);
    const adminLink = await a.post('/excel/report-link', admin, { path: adminPath });
    expect((await open(adminLink.body.url, null)).statusCode).toBe(200);
    // After logout the link dies with the token.
    await t.inject({ method: 'POST', url: '/api/v1/logout', headers: admin.auth });
    expect((await open(adminLink.body.url, null)).statusCode).toBe(401);
    expect((await a.post('/excel/report-link', staff, { path: '/api/v1/user' })).status).toBe(422);
    expect((await a.post('/excel/report-link', customer, { path })).status).toBe(403);
  });
});

describe('the API description', () => {
  it('lists every day-sheet operation with its own operationId', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>> };
    const ops = Object.entries(doc.paths)
      .filter(([p]) => p.startsWith('/api/v1/excel'))
      .flatMap(([, methods]) => Object.values(methods))
      // Other back-office modules (fast and weekly tasks, the screen board, monthly ratings) share the /excel prefix.
      .filter((o) => o.tags?.includes('daysheet'));
    // 6 task sections × 5 + daily 3 + notes 3 × 5 + ratings 5 + users + report link
    expect(ops).toHaveLength(6 * 5 + 3 + 15 + 5 + 2);
    const ids = ops.map((o) => o.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
