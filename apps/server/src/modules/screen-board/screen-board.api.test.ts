import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { api, pdfText } from '../../test/api-helpers.ts';
import { berlinToday } from '@wohnwerk/contract/shop-time';

let t: TestContext;
let a: ReturnType<typeof api>;
type U = Awaited<ReturnType<TestContext['user']>>;
let kreshnik: U;
let lule: U;
const today = berlinToday();

beforeAll(async () => {
  // A short fallback interval and a fast change check, set by configuration as a deployment would.
  t = await createTestContext({ SCREEN_BOARD_REFRESH_MS: '4000', SCREEN_BOARD_POLL_MS: '100' });
  a = api(t);
  kreshnik = await t.user('staff', { name: 'Kreshnik' });
  lule = await t.user('staff', { name: 'Lule' });
});
afterAll(() => t.close());

type Board = {
  detyrat: { name: string; status: string | null; user: string; type: string; time: string | null }[];
  refresh_ms: number;
  day: string;
};

describe('the screen board', () => {
  it("shows today's show-on-screen tasks of all users with their section, filtered by done", async () => {
    await a.post('/excel/detyrat-prior-am/create', kreshnik, {
      name: 'Oferta per klientin',
      status: 'K',
      time: 'AM',
      day: today,
    });
    await a.post('/excel/detyrat-prior-pm/create', lule, {
      name: 'Porosia 17',
      status: 'P',
      comment: 'pret furnitorin',
      time: 'PM',
      day: today,
    });
    await a.post('/excel/detyrat8/create', lule, { name: 'Jo ne ekran', day: today });
    await a.post('/excel/detyrat8/create', lule, { name: 'Ne ekran 8', day: today, shfaq_ekran: true });

    const all = (await a.get('/excel/detyrat-ekran', kreshnik)).body as Board;
    expect(all.day).toBe(today);
    expect(all.refresh_ms).toBe(4000);
    expect(all.detyrat.map((d) => d.name).sort()).toEqual(['Ne ekran 8', 'Oferta per klientin', 'Porosia 17']);
    expect(all.detyrat.find((d) => d.name === 'Porosia 17')).toMatchObject({
      user: 'Lule',
      status: 'P',
      time: 'PM',
      type: 'Detyrat me prioritet PM',
    });
    expect(
      (await a.get('/excel/detyrat-ekran?done=1', lule)).body.detyrat.map((d: { name: string }) => d.name),
    ).toEqual(['Oferta per klientin']);
    expect(
      ((await a.get('/excel/detyrat-ekran?done=0', lule)).body as Board).detyrat.map((d) => d.name).sort(),
    ).toEqual(['Ne ekran 8', 'Porosia 17']);

    const pdf = await t.inject({ method: 'GET', url: '/detyrat-ekran-pdf/all', headers: lule.auth });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('Oferta per klientin');
    expect((await t.inject({ method: 'GET', url: '/detyrat-ekran-pdf/all' })).statusCode).toBe(401);
  });

  it('streams a change event within seconds of a task being saved', async () => {
    const task = (
      await a.post('/excel/detyrat-perb/create', lule, {
        name: 'Ndrysho statusin',
        day: today,
        shfaq_ekran: true,
        time: 'AM',
      })
    ).body.data;
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const abort = new AbortController();
    const res = await fetch(`${address}/api/v1/excel/detyrat-ekran/stream`, {
      headers: kreshnik.auth,
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const until = async (needle: string, ms: number) => {
      const deadline = Date.now() + ms;
      while (!text.includes(needle)) {
        const left = deadline - Date.now();
        if (left <= 0) return false;
        const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), left))]);
        if (!chunk || chunk.done) return text.includes(needle);
        text += decoder.decode(chunk.value);
      }
      return true;
    };
    expect(await until('event: ready', 2000)).toBe(true);
    await new Promise((r) => setTimeout(r, 300)); // the hub has taken its first look
    expect(text).not.toContain('event: change');
    const saved = Date.now();
    expect(
      (
        await a.put(`/excel/detyrat-perb/${task.id}/update`, lule, {
          name: 'Ndrysho statusin',
          status: 'K',
          day: today,
          shfaq_ekran: true,
        })
      ).status,
    ).toBe(200);
    expect(await until('event: change', 3000)).toBe(true);
    expect(Date.now() - saved).toBeLessThan(3000);
    abort.abort();
    await reader.cancel().catch(() => undefined);
  });

  it('is for staff only', async () => {
    const customer = await t.user('customer');
    expect((await a.get('/excel/detyrat-ekran', customer)).status).toBe(403);
    expect((await a.get('/excel/detyrat-ekran', null)).status).toBe(401);
    expect((await a.get('/excel/detyrat-ekran?done=2', lule)).status).toBe(422);
  });
});
