import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { appWithLog } from '../test/test-app.ts';
import { safeUrl } from './log-serializers.ts';

/** Decision 012: what the logs hold at info level. */
let logged: Awaited<ReturnType<typeof appWithLog>>;
beforeAll(async () => {
  logged = await appWithLog();
});
afterAll(() => logged.close());

const TOKEN = 'Qm9yZWQ-dG9rZW4_aGVyZS1pcy1hLXNlY3JldA12345';

describe('request lines', () => {
  it('leave out query strings and token path segments', async () => {
    logged.lines.length = 0;
    await logged.app.inject({ method: 'GET', url: `/reset-password/${TOKEN}?email=kundin%40example.test` });
    await logged.app.inject({ method: 'GET', url: `/api/v1/newsletter/unsubscribe?token=${TOKEN}` });
    await logged.app.inject({ method: 'GET', url: `/api/v1/newsletter/confirm?token=${TOKEN}` });
    const text = JSON.stringify(logged.lines);
    expect(logged.lines.filter((l) => l.msg === 'incoming request')).toHaveLength(3);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain('kundin');
    const urls = logged.lines.filter((l) => l.msg === 'incoming request').map((l) => (l.req as { url: string }).url);
    expect(urls).toEqual([
      '/reset-password/:token?…',
      '/api/v1/newsletter/unsubscribe?…',
      '/api/v1/newsletter/confirm?…',
    ]);
  });

  it('keep readable paths readable', () => {
    expect(safeUrl('/product/ecksofa-lima-181-grau-links')).toBe('/product/ecksofa-lima-181-grau-links');
    expect(safeUrl('/api/v1/products?q=sofa')).toBe('/api/v1/products?…');
    expect(safeUrl(`/api/v1/orders/${TOKEN}/pdf`)).toBe('/api/v1/orders/:token/pdf');
  });
});

describe('database errors', () => {
  it('log the error code and cause, never the statement parameters', async () => {
    // Every new user row fails a check, after the registration hashed the password.
    await logged.db.execute(sql`alter table users add constraint refuse_new_rows check (id < 0) not valid`);
    try {
      logged.lines.length = 0;
      const res = await logged.app.inject({
        method: 'POST',
        url: '/api/v1/register',
        payload: {
          name: 'Geheim Person',
          email: 'geheim.person@example.test',
          phone: '+49 170 5550123',
          password: 'Sicher123!',
          password_confirmation: 'Sicher123!',
        },
      });
      expect(res.statusCode).toBe(500);
      const failed = logged.lines.find((l) => l.msg === 'request failed') as {
        err: { cause?: { code?: string; constraint?: string } };
      };
      expect(failed.err.cause).toMatchObject({ code: '23514', constraint: 'refuse_new_rows' });
      const text = JSON.stringify(logged.lines);
      for (const secret of ['geheim.person', '5550123', '$argon2', 'Geheim Person', 'Sicher123'])
        expect({ secret, logged: text.includes(secret) }).toEqual({ secret, logged: false });
    } finally {
      await logged.db.execute(sql`alter table users drop constraint refuse_new_rows`);
    }
  });
});
