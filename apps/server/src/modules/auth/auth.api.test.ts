import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestContext, mailText, type TestContext } from '../../test/test-app.ts';
import { users } from '../../db/schema/users.ts';
import { productionSeller } from '../../test/production-env.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>) => t.inject({ method: 'POST', url: '/api/v1/register', payload });
const valid = {
  name: 'Anna Schmidt',
  email: 'Anna@Example.test ',
  phone: '+49 170 1234567',
  password: 'Sicher123!',
  password_confirmation: 'Sicher123!',
};

describe('registration', () => {
  it('creates a customer, answers a working token and the spec text', async () => {
    const res = await register(valid);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Benutzer erfolgreich erstellt');
    expect(body.user).toMatchObject({ email: 'anna@example.test', role: 'customer', is_admin: false });
    const me = await t.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(Object.keys(me.json().data).sort()).toEqual(
      ['about', 'addresses', 'email', 'id', 'image', 'is_admin', 'name', 'phone', 'role'].sort(),
    );
  });

  it('refuses a taken address case-insensitively with a field error and stores nothing', async () => {
    const before = await t.db.select({ n: count() }).from(users);
    const res = await register({ ...valid, email: 'ANNA@example.test' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['Diese E-Mail-Adresse ist bereits registriert.']);
    const after = await t.db.select({ n: count() }).from(users);
    expect(after[0].n).toBe(before[0].n);
  });

  it('groups field errors in German, with the spec mismatch text', async () => {
    const res = await register({
      name: '',
      email: 'kein-mail',
      phone: '',
      password: 'Sicher123!',
      password_confirmation: 'anders',
    });
    expect(res.statusCode).toBe(422);
    const { message, errors } = res.json();
    expect(message).toBe('Die eingegebenen Daten sind ungültig.');
    expect(errors.email[0]).toMatch(/E-Mail/);
    expect(errors.name).toBeDefined();
    expect(errors.phone).toBeDefined();
    expect(errors.password_confirmation).toEqual(['Passwords do not match.']);
  });

  it('answers a missing field with "Dies ist ein Pflichtfeld."', async () => {
    const res = await register({ email: 'x@example.test' });
    expect(res.json().errors.name).toEqual(['Dies ist ein Pflichtfeld.']);
  });

  it('never stores a plain password', async () => {
    const [row] = await t.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, 'anna@example.test'));
    expect(row.hash.startsWith('$argon2id$')).toBe(true);
  });
});

describe('login and logout', () => {
  it('logs in with an empty message and refuses a wrong password with a German message', async () => {
    const u = await t.user('customer');
    const ok = await t.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: ` ${u.email.toUpperCase()} `, password: u.password },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ message: '', token_type: 'Bearer' });
    const bad = await t.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: u.email, password: 'falsch-falsch' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toBe('E-Mail-Adresse oder Passwort ist falsch.');
  });

  it('revokes the token at logout', async () => {
    const u = await t.user('customer');
    const out = await t.inject({ method: 'POST', url: '/api/v1/logout', headers: u.auth });
    expect(out.json().message).toBe('Benutzer hat sich erfolgreich abgemeldet');
    const me = await t.inject({ method: 'GET', url: '/api/v1/user', headers: u.auth });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe('Nicht authentifiziert');
  });

  it('rate-limits repeated failed login attempts for one account', async () => {
    const u = await t.user('customer');
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email: u.email, password: 'falsch-falsch' },
      });
      codes.push(res.statusCode);
    }
    // t.user()'s own login was right and does not count (auth.limits.api.test.ts has the rest).
    expect(codes).toEqual([...Array(10).fill(401), 429, 429]);
  });
});

describe('password reset and change', () => {
  it('answers the same for unknown and known addresses and mails a single-use link', async () => {
    const u = await t.user('customer');
    const unknown = await t.inject({
      method: 'POST',
      url: '/api/v1/password/email',
      payload: { email: 'niemand@example.test' },
    });
    const known = await t.inject({ method: 'POST', url: '/api/v1/password/email', payload: { email: u.email } });
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());

    const mails = (await t.deliverMail()).map(mailText);
    const mail = mails.find((m) => m.includes(u.email))!;
    const token = /reset-password\/([\w-]+)/.exec(mail)![1];
    const payload = { email: u.email, token, password: 'NeuesPass1!', password_confirmation: 'NeuesPass1!' };
    const reset = await t.inject({ method: 'POST', url: '/api/v1/password/reset', payload });
    expect(reset.statusCode).toBe(200);
    // The old session ended, the new password works, the link is spent.
    expect((await t.inject({ method: 'GET', url: '/api/v1/user', headers: u.auth })).statusCode).toBe(401);
    const login = await t.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: u.email, password: 'NeuesPass1!' },
    });
    expect(login.statusCode).toBe(200);
    const again = await t.inject({ method: 'POST', url: '/api/v1/password/reset', payload });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toBeDefined();
  });

  it('changes the password only with the right old one, then ends the sessions', async () => {
    const u = await t.user('customer');
    const wrong = await t.inject({
      method: 'POST',
      url: '/api/v1/pwdchange',
      headers: u.auth,
      payload: { oldPassword: 'nicht-richtig', newPassword: 'Anders123!' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.oldPassword).toEqual(['Das aktuelle Passwort ist falsch.']);
    const ok = await t.inject({
      method: 'POST',
      url: '/api/v1/pwdchange',
      headers: u.auth,
      payload: { oldPassword: u.password, newPassword: 'Anders123!' },
    });
    expect(ok.json().message).toBe('Password update successfully');
    expect((await t.inject({ method: 'GET', url: '/api/v1/user', headers: u.auth })).statusCode).toBe(401);
  });
});

describe('production', () => {
  it('refuses the published demo passwords', async () => {
    const prod = await createTestContext({ NODE_ENV: 'production', LINK_SECRET: 'p'.repeat(32), ...productionSeller });
    try {
      const u = await prod.user('admin', { password: 'Admin123!' });
      expect(u.token).toBeUndefined();
    } finally {
      await prod.close();
    }
  });
});
