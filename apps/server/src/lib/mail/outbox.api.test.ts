import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestContext, mailText, type TestContext } from '../../test/test-app.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { deliverPending, enqueueMail, purgeOldMails, SENT_MAIL_RETENTION_DAYS } from './outbox.ts';

/** Decision 093: a stored mail body lives only until the mail is delivered; the delivery log for a month. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const rowsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
const failing = { target: 'nowhere', send: async () => Promise.reject(new Error('SMTP down')) };

describe('mail outbox', () => {
  it('keeps a reset link in the stored mail only until the mail is sent; the mail itself carries it', async () => {
    const u = await t.user('customer', { name: 'Rita Reset' });
    expect(
      (await t.inject({ method: 'POST', url: '/api/v1/password/email', payload: { email: u.email } })).statusCode,
    ).toBe(200);
    const [waiting] = await rowsTo(u.email);
    expect(waiting.textBody).toMatch(/reset-password\/[\w-]+/);
    expect(waiting.textBody).toContain('Rita Reset');

    const sent = (await t.deliverMail()).map(mailText).filter((m) => m.includes(`To: ${u.email}`));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/reset-password\/[\w-]+/);

    const [log] = await rowsTo(u.email);
    expect(log).toMatchObject({
      id: waiting.id,
      subject: waiting.subject,
      textBody: '',
      htmlBody: null,
      attempts: 1,
      lastError: null,
    });
    expect(log.sentAt).not.toBeNull();
    expect(JSON.stringify(log)).not.toMatch(/reset-password|Rita/);
  });

  it('drops the body of a mail given up after its last attempt, and keeps it while attempts remain', async () => {
    const early = 'early@example.test';
    const last = 'last@example.test';
    await enqueueMail(t.db, {
      to: early,
      subject: 'Früh',
      text: 'Link: http://shop.test/reset-password/abc',
      html: '<p>Link</p>',
    });
    await enqueueMail(t.db, {
      to: last,
      subject: 'Spät',
      text: 'Link: http://shop.test/reset-password/def',
      html: '<p>Link</p>',
    });
    await t.db.update(mailOutbox).set({ attempts: 7 }).where(eq(mailOutbox.toAddress, last));

    expect(await deliverPending(t.db, failing)).toBe(0);
    const [retried] = await rowsTo(early);
    expect(retried).toMatchObject({
      attempts: 1,
      lastError: 'SMTP down',
      textBody: 'Link: http://shop.test/reset-password/abc',
      htmlBody: '<p>Link</p>',
      sentAt: null,
    });
    const [givenUp] = await rowsTo(last);
    expect(givenUp).toMatchObject({ attempts: 8, lastError: 'SMTP down', textBody: '', htmlBody: null, sentAt: null });
    await t.db.delete(mailOutbox).where(eq(mailOutbox.toAddress, early)); // not delivered by later tests
  });

  it(`deletes sent and given-up mails after ${SENT_MAIL_RETENTION_DAYS} days, never one still to be sent`, async () => {
    const old = sql`now() - interval '31 days'`;
    const recent = sql`now() - interval '29 days'`;
    const cases = [
      { to: 'sent-old@example.test', set: { sentAt: old }, gone: true },
      { to: 'sent-recent@example.test', set: { sentAt: recent }, gone: false },
      { to: 'given-up-old@example.test', set: { attempts: 8, createdAt: old }, gone: true },
      { to: 'given-up-recent@example.test', set: { attempts: 8, createdAt: recent }, gone: false },
      {
        to: 'waiting-old@example.test',
        set: { attempts: 3, createdAt: old, nextAttemptAt: sql`now() + interval '1 hour'` },
        gone: false,
      },
    ];
    for (const c of cases) {
      await enqueueMail(t.db, { to: c.to, subject: 'Test', text: 'x' });
      await t.db.update(mailOutbox).set(c.set).where(eq(mailOutbox.toAddress, c.to));
    }
    expect(await purgeOldMails(t.db)).toBe(2);
    let visited = 0;
    for (const c of cases) {
      expect({ to: c.to, rows: (await rowsTo(c.to)).length }).toEqual({ to: c.to, rows: c.gone ? 0 : 1 });
      visited++;
    }
    expect(visited).toBe(5);
  });
});
