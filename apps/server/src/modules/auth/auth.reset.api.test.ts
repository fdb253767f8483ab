import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, mailText, type TestContext } from '../../test/test-app.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { insertPasswordReset } from './auth.queries.ts';

/** Decision 011: reset links that die when they should, one mail per cooldown, no attacker text in mails. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
afterEach(() => void vi.useRealTimers());

const requestReset = (email: string) => t.inject({ method: 'POST', url: '/api/v1/password/email', payload: { email } });
const reset = (email: string, token: string, password = 'NeuesPass1!') =>
  t.inject({
    method: 'POST',
    url: '/api/v1/password/reset',
    payload: { email, token, password, password_confirmation: password },
  });
/** The reset mails to one address so far, oldest first. */
const resetMails = async (email: string) =>
  (await t.deliverMail()).map(mailText).filter((m) => m.includes(`To: ${email}`) && m.includes('reset-password/'));
const tokenIn = (mail: string) => /reset-password\/([\w-]+)/.exec(mail)![1];
const passCooldown = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + (t.config.MAIL_COOLDOWN_SECONDS + 1) * 1000);
};

describe('reset links', () => {
  it('die when the password is changed', async () => {
    const u = await t.user('customer');
    await requestReset(u.email);
    const [mail] = await resetMails(u.email);
    const change = await t.inject({
      method: 'POST',
      url: '/api/v1/pwdchange',
      headers: u.auth,
      payload: { oldPassword: u.password, newPassword: 'Anders123!' },
    });
    expect(change.statusCode).toBe(200);
    const res = await reset(u.email, tokenIn(mail));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.token).toEqual([
      'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    ]);
    expect(
      (await t.inject({ method: 'POST', url: '/api/v1/login', payload: { email: u.email, password: 'Anders123!' } }))
        .statusCode,
    ).toBe(200);
  });

  it('die when a newer one is sent', async () => {
    const u = await t.user('customer');
    await requestReset(u.email);
    passCooldown();
    await requestReset(u.email);
    const mails = await resetMails(u.email);
    expect(mails).toHaveLength(2);
    expect((await reset(u.email, tokenIn(mails[0]))).statusCode).toBe(422);
    expect((await reset(u.email, tokenIn(mails[1]))).statusCode).toBe(200);
  });

  it('all die with a successful reset', async () => {
    const u = await t.user('customer');
    await requestReset(u.email);
    const [mail] = await resetMails(u.email);
    // A second open link (e.g. from before this rule) for the same user.
    const other = newToken();
    await insertPasswordReset(t.db, u.id, hashToken(other), new Date(Date.now() + 3600_000));
    expect((await reset(u.email, tokenIn(mail))).statusCode).toBe(200);
    expect((await reset(u.email, other, 'Dritter1!')).statusCode).toBe(422);
  });
});

describe('reset mails', () => {
  it('go to one recipient once per cooldown, and the link sent stays valid', async () => {
    const u = await t.user('customer');
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await requestReset(u.email)).json());
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    const mails = await resetMails(u.email);
    expect(mails).toHaveLength(1);
    expect((await reset(u.email, tokenIn(mails[0]))).statusCode).toBe(200);
  });

  it('greet without a name that carries line breaks or a link', async () => {
    const u = await t.user('customer', {
      name: 'Kunde,\n\nIhr Konto ist gesperrt. Entsperren: https://evil.example/x',
    });
    await requestReset(u.email);
    const [mail] = await resetMails(u.email);
    expect(mail).toContain('Guten Tag,');
    expect(mail).not.toContain('evil.example');
    expect(mail).not.toContain('gesperrt');
    const plain = await t.user('customer', { name: 'Anna Schmidt' });
    await requestReset(plain.email);
    expect((await resetMails(plain.email))[0]).toContain('Hallo Anna Schmidt,');
  });

  it('are limited per client address across recipients', async () => {
    const max = t.config.RESET_LIMIT_PER_ADDRESS;
    const codes: number[] = [];
    for (let i = 0; i < max + 1; i++) {
      codes.push(
        (
          await t.inject({
            method: 'POST',
            url: '/api/v1/password/email',
            remoteAddress: '198.51.100.200',
            payload: { email: `opfer${i}@example.test` },
          })
        ).statusCode,
      );
    }
    expect(codes).toEqual([...Array(max).fill(200), 429]);
  });
});
