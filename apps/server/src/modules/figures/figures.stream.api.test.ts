import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

/**
 * The figures change stream holds a connection for hours: it is capped per user like the screen
 * board's, and it ends when its token is signed out or its user is no longer staff, within the
 * configured check interval (decision 148). Twenty streams on one token were accepted, and a
 * stream went on after logout.
 */
const CHECK_MS = 200;
let t: TestContext;
let base: string;
beforeAll(async () => {
  t = await createTestContext({ EVENT_STREAM_CHECK_MS: String(CHECK_MS) });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const tooMany =
  'Die Kennzahlen sind in zu vielen Fenstern geöffnet. Bitte schließen Sie eines davon und versuchen Sie es erneut.';

/** Opens the stream; `ended` waits up to `ms` for the server to end it and answers whether it did. */
async function open(auth: { authorization: string }) {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/v1/admin/figures/stream`, { headers: auth, signal: abort.signal });
  let text = '';
  let done = false;
  const reading =
    res.status === 200
      ? (async () => {
          const reader = res.body!.getReader();
          const decoder = new TextDecoder();
          try {
            for (;;) {
              const chunk = await reader.read();
              if (chunk.done) break;
              text += decoder.decode(chunk.value);
            }
          } catch {
            // aborted by the test
          }
          done = true;
        })()
      : Promise.resolve();
  return {
    res,
    get text() {
      return text;
    },
    async ready() {
      for (let i = 0; i < 100 && !text.includes('event: ready'); i++) await new Promise((r) => setTimeout(r, 20));
      return text.includes('event: ready');
    },
    async ended(ms: number) {
      await Promise.race([reading, new Promise((r) => setTimeout(r, ms))]);
      return done;
    },
    close: () => abort.abort(),
  };
}

describe('the figures stream', () => {
  it('keeps at most three open per user; the fourth is refused in German, another user is counted apart', async () => {
    const staff = await t.user('staff');
    const other = await t.user('staff');
    const streams = [];
    for (let i = 0; i < 3; i++) streams.push(await open(staff.auth));
    expect(streams.map((s) => s.res.status)).toEqual([200, 200, 200]);
    for (const s of streams) expect(await s.ready()).toBe(true);

    const fourth = await open(staff.auth);
    expect(fourth.res.status).toBe(429);
    expect(await fourth.res.json()).toEqual({ message: tooMany });
    // A second sign-in of the same user is the same user.
    const again = await t.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: staff.email, password: staff.password },
    });
    const secondToken = { authorization: `Bearer ${again.json().access_token}` };
    expect((await open(secondToken)).res.status).toBe(429);

    const others = await open(other.auth);
    expect(others.res.status).toBe(200);

    streams[0].close();
    let next = await open(staff.auth);
    for (let i = 0; next.res.status === 429 && i < 40; i++) {
      // The server notices the closed connection a moment later.
      await new Promise((r) => setTimeout(r, 50));
      next = await open(staff.auth);
    }
    expect(next.res.status).toBe(200);
    for (const s of [...streams.slice(1), others, next]) s.close();
  });

  it('ends a stream once its token is signed out, and leaves the user’s other sign-in streaming', async () => {
    const staff = await t.user('staff');
    const second = await t.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: staff.email, password: staff.password },
    });
    const otherAuth = { authorization: `Bearer ${second.json().access_token}` };
    const signedOut = await open(staff.auth);
    const stays = await open(otherAuth);
    expect(await signedOut.ready()).toBe(true);
    expect(await stays.ready()).toBe(true);

    const logout = await t.inject({ method: 'POST', url: '/api/v1/logout', headers: staff.auth });
    expect(logout.statusCode).toBe(200);
    const at = Date.now();
    expect(await signedOut.ended(CHECK_MS * 10)).toBe(true);
    expect(Date.now() - at).toBeLessThan(CHECK_MS * 10);
    expect(await stays.ended(CHECK_MS * 3)).toBe(false);

    // Its place is free again, and the signed-out token cannot open another.
    expect((await open(staff.auth)).res.status).toBe(401);
    stays.close();
  });

  it('ends a stream once its user is no longer staff', async () => {
    const staff = await t.user('staff');
    const stream = await open(staff.auth);
    expect(await stream.ready()).toBe(true);
    await t.db.execute(sql`update users set role = 'customer' where id = ${staff.id}`);
    expect(await stream.ended(CHECK_MS * 10)).toBe(true);
    expect((await open(staff.auth)).res.status).toBe(403);
  });

  it('ends a stream once the staff session has been idle for too long', async () => {
    const staff = await t.user('staff');
    const stream = await open(staff.auth);
    expect(await stream.ready()).toBe(true);
    // As if the last request had been three hours ago (STAFF_IDLE_MINUTES is 120): the stream itself is no use of the token.
    await t.db.execute(
      sql`update access_tokens set last_used_at = now() - interval '3 hours' where user_id = ${staff.id}`,
    );
    expect(await stream.ended(CHECK_MS * 10)).toBe(true);
  });
});
