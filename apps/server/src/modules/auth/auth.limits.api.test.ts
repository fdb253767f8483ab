import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

/** Decision 011: attempt limits per account, per address, on registration. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
afterEach(() => void vi.useRealTimers());

let peer = 0;
/** A client address of its own for each test, so limits of one test do not reach the next. */
const newAddress = () => `198.51.100.${++peer}`;
const login = (email: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password }, remoteAddress, headers });
const passWindow = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + (t.config.LIMIT_WINDOW_SECONDS + 1) * 1000);
};

describe('login attempts', () => {
  it('are limited per account: an address that failed on it waits, whatever X-Forwarded-For says', async () => {
    const u = await t.user('customer');
    const attacker = newAddress();
    const codes: number[] = [];
    for (let i = 0; i < 15; i++) {
      // Another X-Forwarded-For each time (not believed: TRUST_PROXY is unset).
      const res = await login(u.email, 'falsch-falsch', attacker, { 'x-forwarded-for': `203.0.113.${i + 1}` });
      codes.push(res.statusCode);
    }
    const max = t.config.LOGIN_LIMIT_PER_ACCOUNT;
    expect(codes).toEqual([...Array(max).fill(401), ...Array(15 - max).fill(429)]);
    // Even the right password waits there: otherwise the limit would tell that address when it guessed right.
    const right = await login(u.email, u.password, attacker);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe('Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.');
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(t.config.LIMIT_WINDOW_SECONDS);
    // A short window: after it that address logs in again.
    passWindow();
    expect((await login(u.email, u.password, attacker)).statusCode).toBe(200);
  });

  it("do not let a stranger's wrong guesses lock the customer out; guesses from ever new addresses stay limited", async () => {
    const u = await t.user('customer');
    const max = t.config.LOGIN_LIMIT_PER_ACCOUNT;
    const attacker = newAddress();
    for (let i = 0; i < max + 3; i++) await login(u.email, 'falsch-falsch', attacker);
    expect((await login(u.email, u.password, attacker)).statusCode).toBe(429);
    // The customer's own address has not failed: the right password gets through, again and again.
    const home = newAddress();
    expect((await login(u.email, u.password, home)).statusCode).toBe(200);
    expect((await login(u.email, u.password, home)).statusCode).toBe(200);
    // A new address gets its try checked once; after a failure it waits like the first.
    const next = newAddress();
    expect((await login(u.email, 'falsch-falsch', next)).statusCode).toBe(401);
    expect((await login(u.email, u.password, next)).statusCode).toBe(429);
    // Ever new addresses: at most five times the account's limit of such tries per window, then 429 for new ones too.
    const codes: number[] = [];
    for (let i = 0; i < max * 5; i++) codes.push((await login(u.email, 'falsch-falsch', newAddress())).statusCode);
    const tried = 1; // next (the customer's right logins took theirs back)
    expect(codes).toEqual([...Array(max * 5 - tried).fill(401), ...Array(tried).fill(429)]);
    expect(codes).toHaveLength(max * 5);
  });

  it('are limited per address whatever the account', async () => {
    const address = newAddress();
    const max = t.config.LOGIN_LIMIT_PER_ADDRESS;
    const codes: number[] = [];
    for (let i = 0; i < max + 2; i++)
      codes.push((await login(`niemand${i}@example.test`, 'falsch-falsch', address)).statusCode);
    expect(codes).toEqual([...Array(max).fill(401), 429, 429]);
    // Another address is not held back.
    expect((await login('niemand@example.test', 'falsch-falsch', newAddress())).statusCode).toBe(401);
  });

  it('count failures only: a right password takes its attempt back', async () => {
    const u = await t.user('customer');
    const address = newAddress();
    const max = t.config.LOGIN_LIMIT_PER_ACCOUNT;
    for (let i = 0; i < max + 5; i++) expect((await login(u.email, u.password, address)).statusCode).toBe(200);
    for (let i = 0; i < max - 1; i++) expect((await login(u.email, 'falsch-falsch', address)).statusCode).toBe(401);
    expect((await login(u.email, u.password, address)).statusCode).toBe(200);
    expect((await login(u.email, 'falsch-falsch', address)).statusCode).toBe(401);
    expect((await login(u.email, 'falsch-falsch', address)).statusCode).toBe(429);
  });

  it('believe a forwarded address only from a trusted proxy', async () => {
    const proxied = await createTestContext({
      TRUST_PROXY: '10.0.0.1',
      LOGIN_LIMIT_PER_ADDRESS: '3',
      LOGIN_LIMIT_PER_ACCOUNT: '100',
    });
    try {
      const attempt = (client: string) =>
        proxied.inject({
          method: 'POST',
          url: '/api/v1/login',
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': client },
          payload: { email: `x${client}@example.test`, password: 'falsch-falsch' },
        });
      const codes: number[] = [];
      // Two customers behind the proxy: each has an own count of 3.
      for (let i = 0; i < 4; i++) codes.push((await attempt('192.0.2.10')).statusCode);
      for (let i = 0; i < 3; i++) codes.push((await attempt('192.0.2.11')).statusCode);
      expect(codes).toEqual([401, 401, 401, 429, 401, 401, 401]);
    } finally {
      await proxied.close();
    }
  });
});

describe('registration', () => {
  it('is limited per address, whatever X-Forwarded-For says', async () => {
    const address = newAddress();
    const max = t.config.REGISTER_LIMIT_PER_ADDRESS;
    const codes: number[] = [];
    for (let i = 0; i < max + 2; i++) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/v1/register',
        remoteAddress: address,
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        payload: {
          name: 'Neu Kunde',
          email: `neu${i}-${address}@example.test`,
          phone: '+49 170 1234567',
          password: 'Sicher123!',
          password_confirmation: 'Sicher123!',
        },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([...Array(max).fill(201), 429, 429]);
  });
});
