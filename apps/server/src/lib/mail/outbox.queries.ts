import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/raw.ts';
import { mailOutbox } from '../../db/schema/mail.ts';

/** The statements of the mail outbox (outbox.ts holds its rules: retries, back-off, what is kept). */

export async function insertMail(db: Pick<Db, 'insert'>, values: typeof mailOutbox.$inferInsert): Promise<void> {
  await db.insert(mailOutbox).values(values);
}

/** A mail's attachment, built when it is delivered (outbox.ts attachmentBuilders, by kind). */
export type AttachmentRef = { filename: string; contentType: string; kind: string; ref: string };

type DueMail = {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: AttachmentRef[] | null;
  attempts: number;
};

/** Mails due now with attempts left, claimed with SKIP LOCKED so several instances never send one twice. */
export function claimDueMails(tx: Pick<Db, 'execute'>, maxAttempts: number, limit: number) {
  return rows<DueMail>(
    tx,
    sql`select id, to_address, subject, text_body, html_body, attachments, attempts from mail_outbox
      where sent_at is null and next_attempt_at <= now() and attempts < ${maxAttempts}
      order by id limit ${limit} for update skip locked`,
  );
}

/** A sent mail keeps address, subject and attachment references and loses its text. */
export async function markMailSent(tx: Pick<Db, 'execute'>, id: number): Promise<void> {
  await tx.execute(sql`update mail_outbox set sent_at = now(), attempts = attempts + 1, last_error = null,
          text_body = '', html_body = null where id = ${id}`);
}

/** A failed attempt: tried again after `delaySeconds`; a mail given up loses its text. */
export async function markMailFailed(
  tx: Pick<Db, 'execute'>,
  id: number,
  error: string,
  delaySeconds: number,
  givenUp: boolean,
): Promise<void> {
  await tx.execute(sql`update mail_outbox set attempts = attempts + 1, last_error = ${error},
          next_attempt_at = now() + make_interval(secs => ${delaySeconds}),
          text_body = case when ${givenUp} then '' else text_body end, html_body = case when ${givenUp} then null else html_body end
          where id = ${id}`);
}

/** Deletes the rows of mails sent, or given up after `maxAttempts`, more than `days` ago; answers how many. */
export async function deleteOldMails(db: Pick<Db, 'execute'>, days: number, maxAttempts: number): Promise<number> {
  const gone = await rows(
    db,
    sql`delete from mail_outbox
      where sent_at < now() - make_interval(days => ${days})
         or (sent_at is null and attempts >= ${maxAttempts} and created_at < now() - make_interval(days => ${days}))
      returning id`,
  );
  return gone.length;
}

/** Deletes every row to these (lower-case) addresses, sent or not; answers how many. */
export async function deleteMailsTo(db: Pick<Db, 'execute'>, lowerAddresses: string[]): Promise<number> {
  const gone = await rows(
    db,
    sql`delete from mail_outbox where lower(to_address) in (${sql.join(
      lowerAddresses.map((a) => sql`${a}`),
      sql`, `,
    )}) returning id`,
  );
  return gone.length;
}
