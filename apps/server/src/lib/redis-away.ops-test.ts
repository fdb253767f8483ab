import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/users.ts';
import { appWithLog } from '../test/test-app.ts';
import { hashPassword } from './passwords.ts';

/**
 * Redis goes away under a running shop (decision 160): a redis-server of the test's own (the
 * machine's Redis is shared) is killed and started again on the same port. Meanwhile attempt
 * limits and route rate limits count in the process's memory — answers stay 401/429/200, never a
 * 500, none waits for Redis — with one warning; once Redis is back, counts go to Redis again.
 */
let port: number;
let redisServer: ChildProcess | null = null;
let probe: Redis;
let shop: Awaited<ReturnType<typeof appWithLog>>;
const email = 'redis-weg@example.test';

async function freePort() {
  return new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function startRedis() {
  redisServer = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 100; i++) {
    if ((await probe.ping().catch(() => null)) === 'PONG') return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('redis-server did not start');
}

async function killRedis() {
  const child = redisServer!;
  redisServer = null;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
}

beforeAll(async () => {
  port = await freePort();
  probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => 50 });
  probe.on('error', () => undefined);
  await startRedis();
  shop = await appWithLog({ REDIS_URL: `redis://127.0.0.1:${port}`, LOGIN_LIMIT_PER_ACCOUNT: '3' });
  await shop.db.insert(users).values({
    name: 'Rita Redis',
    email,
    role: 'customer',
    passwordHash: await hashPassword('Geheim123!'),
  });
});
afterAll(async () => {
  await shop?.close();
  probe?.disconnect();
  if (redisServer) await killRedis();
});

const wrongLogin = (address: string) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    remoteAddress: address,
    payload: { email, password: 'falsch-falsch' },
  });
const subscribe = (n: number) =>
  shop.app.inject({ method: 'POST', url: '/api/v1/subscribe', payload: { email: `leser${n}@example.test` } });
const warnings = () => shop.lines.filter((l) => String(l.msg).startsWith('Redis unreachable'));

describe('Redis unreachable under a running shop', () => {
  it('limits count in memory with one warning, no 500, and in Redis again once it is back', async () => {
    expect((await wrongLogin('10.9.0.1')).statusCode).toBe(401);
    expect(await probe.get(`wohnwerk:limit:login:account:${email}`)).toBe('1');

    await killRedis();
    const started = Date.now();
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await wrongLogin('10.9.0.2')).statusCode);
    // Counted from 0 in this process's memory: 3 failures allowed, the 4th refused.
    expect(codes).toEqual([401, 401, 401, 429]);
    expect((await subscribe(1)).statusCode).toBe(200);
    expect((await subscribe(2)).statusCode).toBe(200);
    // Nothing waited for the missing Redis.
    expect(Date.now() - started).toBeLessThan(5000);
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0].level).toBe(40);

    await startRedis();
    for (let i = 0; i < 100 && !shop.lines.some((l) => String(l.msg).startsWith('Redis reachable again')); i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(shop.lines.filter((l) => String(l.msg).startsWith('Redis reachable again'))).toHaveLength(1);
    expect((await wrongLogin('10.9.0.3')).statusCode).toBe(401);
    // The new Redis started empty: this failure is the first it counts.
    expect(await probe.get(`wohnwerk:limit:login:account:${email}`)).toBe('1');
    expect(warnings()).toHaveLength(1);
    expect(shop.lines.filter((l) => l.level === 50)).toEqual([]);
  });
});
