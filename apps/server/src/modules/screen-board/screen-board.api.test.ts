import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../test/event-stream-client.ts';
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
  // A short fallback interval and fast change and session checks, set by configuration as a deployment would.
  t = await createTestContext({
    SCREEN_BOARD_REFRESH_MS: '4000',
    SCREEN_BOARD_POLL_MS: '100',
    EVENT_STREAM_CHECK_MS: '200',
  });
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
    const stream = await openEventStream(`${address}/api/v1/excel/detyrat-ekran/stream`, kreshnik.auth, abort.signal);
    expect(await stream.until('event: ready', 2000)).toBe(true);
    await new Promise((r) => setTimeout(r, 300)); // the hub has taken its first look
    expect(stream.text).not.toContain('event: change');
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
    expect(await stream.until('event: change', 3000)).toBe(true);
    expect(Date.now() - saved).toBeLessThan(3000);
    abort.abort();
    await stream.cancel();
  });

  it('keeps at most three open change streams per user, and takes a new one when one closes', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => {
      const { port } = t.app.server.address() as { port: number };
      return `http://127.0.0.1:${port}`;
    });
    const open = async (auth: { authorization: string }) => {
      const abort = new AbortController();
      const res = await fetch(`${address}/api/v1/excel/detyrat-ekran/stream`, { headers: auth, signal: abort.signal });
      return { res, close: () => abort.abort() };
    };
    const streams = [];
    for (let i = 0; i < 3; i++) streams.push(await open(lule.auth));
    expect(streams.map((s) => s.res.status)).toEqual([200, 200, 200]);
    const fourth = await open(lule.auth);
    expect(fourth.res.status).toBe(429);
    expect((await fourth.res.json()).message).toBe(
      'Ekrani eshte i hapur ne shume dritare. Mbyllni njeren prej tyre dhe provoni perseri.',
    );
    // Another user's streams are counted apart.
    const other = await open(kreshnik.auth);
    expect(other.res.status).toBe(200);
    streams[0].close();
    let again = await open(lule.auth);
    for (let i = 0; again.res.status === 429 && i < 40; i++) {
      // The server notices the closed connection a moment later.
      await new Promise((r) => setTimeout(r, 50));
      again = await open(lule.auth);
    }
    expect(again.res.status).toBe(200);
    for (const s of [...streams.slice(1), other, again]) s.close();
  });

  it('ends a board’s stream once its token is signed out (decision 148)', async () => {
    const board = await t.user('staff', { name: 'Ekrani' });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => {
      const { port } = t.app.server.address() as { port: number };
      return `http://127.0.0.1:${port}`;
    });
    const abort = new AbortController();
    const res = await fetch(`${address}/api/v1/excel/detyrat-ekran/stream`, {
      headers: board.auth,
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let text = '';
    const ended = (async () => {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) return true;
        text += new TextDecoder().decode(chunk.value);
      }
    })();
    await new Promise((r) => setTimeout(r, 300));
    expect(text).toContain('event: ready');
    expect((await a.post('/logout', board, {})).status).toBe(200);
    const within = await Promise.race([ended, new Promise<false>((r) => setTimeout(() => r(false), 2000))]);
    abort.abort();
    expect(within).toBe(true);
    expect((await fetch(`${address}/api/v1/excel/detyrat-ekran/stream`, { headers: board.auth })).status).toBe(401);
  });

  it('is for staff only', async () => {
    const customer = await t.user('customer');
    expect((await a.get('/excel/detyrat-ekran', customer)).status).toBe(403);
    expect((await a.get('/excel/detyrat-ekran', null)).status).toBe(401);
    expect((await a.get('/excel/detyrat-ekran?done=2', lule)).status).toBe(422);
  });
});
