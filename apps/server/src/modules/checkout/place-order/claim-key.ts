import { createHash } from 'node:crypto';
import { checkoutTexts as tx } from '@wohnwerk/contract/checkout';
import { AppError } from '../../../lib/app-error.ts';
import * as q from '../checkout.queries.ts';

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * Step 1 of placing an order: claims the customer's Idempotency-Key before any work, so a repeat
 * is answered even when the stock is gone by then (decision 087). Answers the first answer for a
 * repeat of the same request, null for a fresh key; a different request under a used key is refused.
 */
export async function claimKey(
  db: q.Tx,
  userId: number,
  key: string,
  input: unknown,
): Promise<{ response: unknown } | null> {
  const requestHash = hashOf(input);
  if (await q.claimIdempotencyKey(db, { userId, scope: 'order', key, requestHash })) return null;
  const first = await q.idempotencyKey(db, { userId, scope: 'order', key });
  if (first.requestHash !== requestHash)
    throw new AppError('validation', tx.idempotencyReuse, { 'Idempotency-Key': [tx.idempotencyReuse] });
  return { response: first.response };
}
