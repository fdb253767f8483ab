import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, mailText, type TestContext } from '../../test/test-app.ts';
import { newsletterSubscribers } from '../../db/schema/newsletter.ts';

let t: TestContext;
/** Moves the clock past the per-recipient mail cooldown (only Date is faked; the database keeps its own time). */
const passCooldown = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + (t.config.MAIL_COOLDOWN_SECONDS + 1) * 1000);
};
afterEach(() => void vi.useRealTimers());
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST', url: string, opts: { payload?: unknown } = {}) =>
  t.inject({ method, url: `/api/v1${url}`, payload: opts.payload as never });

describe('newsletter double opt-in', () => {
  const subscribe = (email: string) => api('POST', '/subscribe', { payload: { email } });
  const linksIn = (mail: string) => ({
    confirm: /(http:\/\/shop\.test\/api\/v1\/newsletter\/confirm\?token=[\w-]+)/.exec(mail)![1],
    unsubscribe: /(http:\/\/shop\.test\/api\/v1\/newsletter\/unsubscribe\?token=[\w-]+)/.exec(mail)![1],
  });
  const open = (link: string) => t.inject({ method: 'GET', url: link.replace('http://shop.test', '') });
  const row = async (email: string) => {
    const [r] = await t.db
      .select({ confirmedAt: newsletterSubscribers.confirmedAt, unsubscribedAt: newsletterSubscribers.unsubscribedAt })
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`);
    return r;
  };
  const mailsTo = async (email: string) =>
    (await t.deliverMail()).map(mailText).filter((m) => m.includes(`To: ${email}`));

  it('stores the address unconfirmed, mails a confirmation link, and confirms it once opened', async () => {
    const res = await subscribe(' Lena@Example.test ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Vielen Dank! Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail.',
    });
    expect(await row('lena@example.test')).toEqual({ confirmedAt: null, unsubscribedAt: null });

    const mails = await mailsTo('lena@example.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^Subject: =\?UTF-8\?Q\?Bitte_best/m);
    expect(mails[0]).toContain('Wohnwerk-Newsletter mit Angeboten und Gutscheinen');
    const links = linksIn(mails[0]);

    const confirmed = await open(links.confirm);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers['content-type']).toMatch(/text\/html/);
    expect(confirmed.body).toContain('Anmeldung bestätigt');
    expect((await row('lena@example.test')).confirmedAt).toBeInstanceOf(Date);
    // Opening the link again changes nothing and still thanks the reader.
    expect((await open(links.confirm)).statusCode).toBe(200);
  });

  it('answers a confirmed address the same, without a new mail', async () => {
    await subscribe('paul@example.test');
    const [mail] = await mailsTo('paul@example.test');
    await open(linksIn(mail).confirm);
    const again = await subscribe('PAUL@example.test');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      message: 'Vielen Dank! Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail.',
    });
    expect(await mailsTo('paul@example.test')).toHaveLength(1);
  });

  it('sends one mail per address within the cooldown; the link sent stays valid', async () => {
    await subscribe('lea@example.test');
    const again = await subscribe('lea@example.test');
    expect(again.statusCode).toBe(200);
    const mails = await mailsTo('lea@example.test');
    expect(mails).toHaveLength(1);
    expect((await open(linksIn(mails[0]).confirm)).statusCode).toBe(200);
  });

  it('re-sends the mail to an unconfirmed address after the cooldown; only the newest link confirms', async () => {
    await subscribe('mia@example.test');
    passCooldown();
    await subscribe('mia@example.test');
    const mails = await mailsTo('mia@example.test');
    expect(mails).toHaveLength(2);
    const [first, second] = mails.map(linksIn);
    expect(first.confirm).not.toBe(second.confirm);
    expect((await open(first.confirm)).statusCode).toBe(404);
    expect((await row('mia@example.test')).confirmedAt).toBeNull();
    expect((await open(second.confirm)).statusCode).toBe(200);
    expect((await row('mia@example.test')).confirmedAt).toBeInstanceOf(Date);
  });

  it('unsubscribes through the link in the mail', async () => {
    await subscribe('tom@example.test');
    const [mail] = await mailsTo('tom@example.test');
    const links = linksIn(mail);
    await open(links.confirm);
    const res = await open(links.unsubscribe);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Abmeldung erfolgreich');
    expect((await row('tom@example.test')).unsubscribedAt).toBeInstanceOf(Date);
    // The old confirmation link does not sign the address up again.
    expect((await open(links.confirm)).statusCode).toBe(404);
    // Subscribing again (after the mail cooldown) starts a new double opt-in.
    passCooldown();
    await subscribe('tom@example.test');
    expect(await row('tom@example.test')).toEqual({ confirmedAt: null, unsubscribedAt: null });
    expect(await mailsTo('tom@example.test')).toHaveLength(2);
  });

  it('answers unknown or malformed tokens with a German page, and a bad address with 422', async () => {
    for (const url of [
      `/api/v1/newsletter/confirm?token=${'x'.repeat(43)}`,
      '/api/v1/newsletter/confirm',
      '/api/v1/newsletter/unsubscribe?token=%3Cscript%3E',
    ]) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Link ungültig');
      expect(res.body).not.toContain('<script>');
    }
    const bad = await subscribe('keine-adresse');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.email).toEqual(['Bitte geben Sie eine gültige E-Mail-Adresse ein.']);
  });
});
