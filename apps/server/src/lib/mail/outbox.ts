import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import type { Mailer, OutgoingMail } from './mailer.ts';
import { rows } from '../../db/raw.ts';

/** Anything that can insert: the db or a transaction, so the mail commits with the change that caused it. */
type Writer = Pick<Db, 'insert'>;

export type AttachmentRef = { filename: string; contentType: string; kind: string; ref: string };

export async function enqueueMail(
  db: Writer,
  mail: { to: string; subject: string; text: string; html?: string; attachments?: AttachmentRef[] },
): Promise<void> {
  await db.insert(mailOutbox).values({
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
    attachments: mail.attachments ?? null,
  });
}

/**
 * Builds attachment bytes at delivery time (e.g. an order PDF), keyed by AttachmentRef.kind. It
 * reads through the delivery's transaction: the embedded database has one connection, which that
 * transaction holds.
 */
export type AttachmentBuilders = Record<string, (ref: string, db: Pick<Db, 'select' | 'execute'>) => Promise<Buffer>>;
export const attachmentBuilders: AttachmentBuilders = {};

/** Delivery attempts before a mail is given up (/metrics counts the ones still to deliver). */
export const MAX_ATTEMPTS = 8;
/** How long a sent (or given-up) mail's row stays as a delivery log before it is deleted (decision 093). */
export const SENT_MAIL_RETENTION_DAYS = 30;

/**
 * Delivers due mails. Rows are claimed with SKIP LOCKED so several instances never send one twice;
 * a failure is retried later with back-off. A body is kept only while its mail is still to be
 * delivered: once sent, or given up after the last attempt, the row keeps address, subject and
 * attachment references and loses the text, so reset and confirmation links are never readable
 * in the database after sending (decision 093).
 */
export async function deliverPending(db: Db, mailer: Mailer, limit = 20): Promise<number> {
  let delivered = 0;
  await db.transaction(async (tx) => {
    type Due = {
      id: number;
      to_address: string;
      subject: string;
      text_body: string;
      html_body: string | null;
      attachments: AttachmentRef[] | null;
      attempts: number;
    };
    const due = await rows<Due>(
      tx,
      sql`select id, to_address, subject, text_body, html_body, attachments, attempts from mail_outbox
        where sent_at is null and next_attempt_at <= now() and attempts < ${MAX_ATTEMPTS}
        order by id limit ${limit} for update skip locked`,
    );
    for (const row of due) {
      try {
        const attachments: OutgoingMail['attachments'] = [];
        for (const a of row.attachments ?? []) {
          const build = attachmentBuilders[a.kind];
          if (build)
            attachments.push({ filename: a.filename, contentType: a.contentType, content: await build(a.ref, tx) });
        }
        await mailer.send({
          id: row.id,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          attachments,
        });
        await tx.execute(sql`update mail_outbox set sent_at = now(), attempts = attempts + 1, last_error = null,
          text_body = '', html_body = null where id = ${row.id}`);
        delivered++;
      } catch (err) {
        const delaySeconds = 30 * 2 ** row.attempts;
        const givenUp = row.attempts + 1 >= MAX_ATTEMPTS;
        await tx.execute(sql`update mail_outbox set attempts = attempts + 1, last_error = ${String((err as Error).message).slice(0, 500)},
          next_attempt_at = now() + make_interval(secs => ${delaySeconds}),
          text_body = case when ${givenUp} then '' else text_body end, html_body = case when ${givenUp} then null else html_body end
          where id = ${row.id}`);
      }
    }
  });
  return delivered;
}

/**
 * Deletes the rows of mails sent, or given up, more than `days` ago: the delivery log answers
 * "was my confirmation sent?" for a month, then the address goes too (decision 093).
 */
export async function purgeOldMails(db: Pick<Db, 'execute'>, days = SENT_MAIL_RETENTION_DAYS): Promise<number> {
  const gone = await rows(
    db,
    sql`delete from mail_outbox
      where sent_at < now() - make_interval(days => ${days})
         or (sent_at is null and attempts >= ${MAX_ATTEMPTS} and created_at < now() - make_interval(days => ${days}))
      returning id`,
  );
  return gone.length;
}

/**
 * Account deletion (decision 062, 093): every outbox row to the customer's addresses goes, sent or
 * not; an unsent mail to a deleted account (an order confirmation, a reset link) is not delivered.
 * Runs in the deletion's transaction; answers how many rows went.
 */
export async function forgetMailsTo(db: Pick<Db, 'execute'>, addresses: string[]): Promise<number> {
  const lower = [...new Set(addresses.filter(Boolean).map((a) => a.toLowerCase()))];
  if (!lower.length) return 0;
  const gone = await rows(
    db,
    sql`delete from mail_outbox where lower(to_address) in (${sql.join(
      lower.map((a) => sql`${a}`),
      sql`, `,
    )}) returning id`,
  );
  return gone.length;
}

const PURGE_EVERY_MS = 60 * 60_000;

/** The delivery loop of a running server; stop() waits for the round in progress. */
export function startOutboxWorker(
  db: Db,
  mailer: Mailer,
  log: { error: (o: object, m: string) => void },
  intervalMs = 1000,
) {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let purgedAt = 0;
  const timer = setInterval(() => {
    if (stopped) return;
    running = running.then(() => deliverPending(db, mailer)).catch((err) => log.error({ err }, 'mail delivery failed'));
    // Old delivery-log rows are deleted once an hour, not every round.
    if (Date.now() - purgedAt >= PURGE_EVERY_MS) {
      purgedAt = Date.now();
      running = running.then(() => purgeOldMails(db)).catch((err) => log.error({ err }, 'mail purge failed'));
    }
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
