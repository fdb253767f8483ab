import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createTestContext, mailText, type TestContext } from '../test/test-app.ts';
import { RedisLimitStore } from './limits.ts';

/**
 * Limits shared through Redis (decision 011): two server instances on one Redis see the same counts.
 * Runs against the Redis of the machine (.ci/run starts one; TEST_REDIS_URL names another).
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const run = randomBytes(4).toString('hex');
/** Client addresses of this run only (10.x.y.0/24), so parallel runs on one Redis do not share counts. */
const net = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.`;
let redis: Redis;
let a: TestContext;
let b: TestContext;
beforeAll(async () => {
  redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  expect(await redis.ping()).toBe('PONG');
  [a, b] = await Promise.all([createTestContext({ REDIS_URL }), createTestContext({ REDIS_URL })]);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  // Windows end by themselves; this only keeps the shared Redis tidy.
  const keys = [...(await redis.keys(`wohnwerk:limit:*${run}*`)), ...(await redis.keys(`wohnwerk:limit:*${net}*`))];
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

describe('limits in Redis', () => {
  it('count failed logins of one account across instances', async () => {
    const email = `geteilt-${run}@example.test`;
    // The account exists in both instances' databases (as it would in their shared one).
    const [ua] = await Promise.all([a.user('customer', { email }), b.user('customer', { email })]);
    const max = a.config.LOGIN_LIMIT_PER_ACCOUNT;
    const codes: number[] = [];
    for (let i = 0; i < max + 1; i++) {
      const app = i % 2 ? b : a;
      codes.push(
        (
          await app.inject({
            method: 'POST',
            url: '/api/v1/login',
            // One guessing address (decision 103 locks the addresses that failed on the account).
            remoteAddress: `${net}1`,
            payload: { email, password: 'falsch-falsch' },
          })
        ).statusCode,
      );
    }
    expect(codes).toEqual([...Array(max).fill(401), 429]);
    expect(await redis.get(`wohnwerk:limit:login:account:${email}`)).toBe(String(max + 1));
    const right = (app: typeof a, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/v1/login', remoteAddress, payload: { email, password: ua.password } });
    expect((await right(a, `${net}1`)).statusCode).toBe(429);
    // The other instance knows that address failed too; an address that never failed gets in.
    expect((await right(b, `${net}1`)).statusCode).toBe(429);
    expect((await right(b, `${net}2`)).statusCode).toBe(200);
  });

  it('send one reset mail per recipient and cooldown across instances', async () => {
    const email = `mail-${run}@example.test`;
    await Promise.all([a.user('customer', { email }), b.user('customer', { email })]);
    for (const app of [a, b, a])
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/v1/password/email',
            remoteAddress: `${net}200`,
            payload: { email },
          })
        ).statusCode,
      ).toBe(200);
    const mails = [...(await a.deliverMail()), ...(await b.deliverMail())]
      .map(mailText)
      .filter((m) => m.includes(`To: ${email}`));
    expect(mails).toHaveLength(1);
    const ttl = await redis.pttl(`wohnwerk:limit:mail:reset:${email}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(a.config.MAIL_COOLDOWN_SECONDS * 1000);
  });

  it('end a window after its time, and take attempts back', async () => {
    const store = new RedisLimitStore(redis);
    const key = `test:${run}:window`;
    expect(await store.hit(key, 300)).toMatchObject({ count: 1 });
    expect(await store.hit(key, 300)).toMatchObject({ count: 2 });
    await store.undo(key);
    expect((await store.hit(key, 300)).count).toBe(2);
    await new Promise((r) => setTimeout(r, 400));
    expect((await store.hit(key, 300)).count).toBe(1);
    expect(await store.claim(`test:${run}:claim`, 300)).toBe(true);
    expect(await store.claim(`test:${run}:claim`, 300)).toBe(false);
  });
});
