import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema/newsletter.ts';
import { rows } from '../../db/raw.ts';

export async function findSubscriberForUpdate(db: Tx, email: string) {
  const [row] = await rows<{ id: number; confirmed: boolean; unsubscribed: boolean }>(
    db,
    sql`select id, confirmed_at is not null as confirmed, unsubscribed_at is not null as unsubscribed
        from newsletter_subscribers where lower(email) = ${email.toLowerCase()} for update`,
  );
  return row ?? null;
}

export async function insertSubscriber(
  db: Tx,
  values: { email: string; confirmTokenHash: string; unsubscribeTokenHash: string },
) {
  await db.insert(newsletterSubscribers).values(values);
}

/** A fresh double opt-in: new links, not confirmed, not unsubscribed. */
export async function restartSubscription(
  db: Tx,
  id: number,
  hashes: { confirmTokenHash: string; unsubscribeTokenHash: string },
) {
  await db
    .update(newsletterSubscribers)
    .set({ ...hashes, confirmedAt: null, unsubscribedAt: null })
    .where(eq(newsletterSubscribers.id, id));
}

/** Confirms once; opening the link again finds the row and changes nothing. */
export async function confirmSubscriber(db: Tx, confirmTokenHash: string): Promise<boolean> {
  const found = await rows<{ id: number }>(
    db,
    sql`update newsletter_subscribers set confirmed_at = coalesce(confirmed_at, now())
        where confirm_token_hash = ${confirmTokenHash} and unsubscribed_at is null returning id`,
  );
  return found.length > 0;
}

export async function unsubscribeSubscriber(db: Tx, unsubscribeTokenHash: string): Promise<boolean> {
  const found = await rows<{ id: number }>(
    db,
    sql`update newsletter_subscribers set unsubscribed_at = coalesce(unsubscribed_at, now())
        where unsubscribe_token_hash = ${unsubscribeTokenHash} returning id`,
  );
  return found.length > 0;
}
