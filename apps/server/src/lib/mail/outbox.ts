import type { Db } from '../../db/client.ts';
import type { Mailer, OutgoingMail } from './mailer.ts';
import {
  type AttachmentRef,
  claimDueMails,
  deleteMailsTo,
  deleteOldMails,
  insertMail,
  markMailFailed,
  markMailSent,
} from './outbox.queries.ts';

/** Anything that can insert: the db or a transaction, so the mail commits with the change that caused it. */
type Writer = Pick<Db, 'insert'>;

export async function enqueueMail(
  db: Writer,
  mail: { to: string; subject: string; text: string; html?: string; attachments?: AttachmentRef[] },
): Promise<void> {
  await insertMail(db, {
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
    const due = await claimDueMails(tx, MAX_ATTEMPTS, limit);
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
        await markMailSent(tx, row.id);
        delivered++;
      } catch (err) {
        const delaySeconds = 30 * 2 ** row.attempts;
        const givenUp = row.attempts + 1 >= MAX_ATTEMPTS;
        await markMailFailed(tx, row.id, String((err as Error).message).slice(0, 500), delaySeconds, givenUp);
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
  return deleteOldMails(db, days, MAX_ATTEMPTS);
}

/**
 * Account deletion (decision 062, 093): every outbox row to the customer's addresses goes, sent or
 * not; an unsent mail to a deleted account (an order confirmation, a reset link) is not delivered.
 * Runs in the deletion's transaction; answers how many rows went.
 */
export async function forgetMailsTo(db: Pick<Db, 'execute'>, addresses: string[]): Promise<number> {
  const lower = [...new Set(addresses.filter(Boolean).map((a) => a.toLowerCase()))];
  if (!lower.length) return 0;
  return deleteMailsTo(db, lower);
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
