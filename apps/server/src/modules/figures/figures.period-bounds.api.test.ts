import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverInThread, type ThreadServer } from '../../test/server-thread.ts';

/**
 * A figures period far outside the shop's years once sent the server into a loop without end
 * (the day after 9999-12-31 is "+010000-01-01", which sorts before it): no answer, health and the
 * storefront starved, SIGTERM ignored. The server runs in a thread of its own here, so on such a
 * loop these tests run out of their short request timeout and fail instead of hanging with it.
 */
let server: ThreadServer;
let staff: { auth: { authorization: string } };
beforeAll(async () => {
  server = await serverInThread();
  staff = await server.user('staff');
});
afterAll(() => server?.close());

const REQUEST_TIMEOUT_MS = 5000;
const range = 'Das Datum muss zwischen dem 01.01.2000 und dem 31.12.2100 liegen.';

async function figures(query: string) {
  const started = Date.now();
  const res = await fetch(`${server.base}/api/v1/admin/figures?${query}`, {
    headers: staff.auth,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return { status: res.status, body: await res.json(), ms: Date.now() - started };
}

describe('the figures take periods from 2000-01-01 to 2100-12-31 only', () => {
  it('answers a period on 9999-12-31 with a 422 at once, and the shop keeps answering', async () => {
    const res = await figures('from=9999-12-31&to=9999-12-31');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ from: [range], to: [range] });
    expect(res.body.message).toBe('Die eingegebenen Daten sind ungültig.');
    expect(res.ms).toBeLessThan(REQUEST_TIMEOUT_MS);
    const health = await fetch(`${server.base}/api/v1/health`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    expect(health.status).toBe(200);
  });

  it('answers a period from 0001-01-01 with a 422, not a 500', async () => {
    const res = await figures('from=0001-01-01&to=0001-01-31');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ from: [range], to: [range] });
  });

  it('names only the side that is out of range', async () => {
    expect((await figures('from=1999-12-31&to=2000-01-31')).body.errors).toEqual({ from: [range] });
    expect((await figures('from=2100-12-01&to=2101-01-01')).body.errors).toEqual({ to: [range] });
  });

  it('answers the first and the last days of the range, and a normal month, in every granularity', async () => {
    for (const query of [
      'from=2000-01-01&to=2000-01-31',
      'from=2100-12-01&to=2100-12-31',
      'from=2100-01-01&to=2100-12-31&granularity=month',
      'from=2026-11-01&to=2026-11-30&granularity=week',
    ]) {
      const res = await figures(query);
      expect({ query, status: res.status }).toEqual({ query, status: 200 });
    }
    const december = await figures('from=2100-12-01&to=2100-12-31');
    expect(december.body.series).toHaveLength(31);
    expect(december.body.series.at(-1).period).toBe('2100-12-31');
  });
});
