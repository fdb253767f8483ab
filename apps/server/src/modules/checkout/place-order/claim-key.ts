import { createHash } from 'node:crypto';
import { checkoutTexts as texts } from '@wohnwerk/contract/checkout';
import { AppError } from '../../../lib/app-error.ts';
import * as checkoutQueries from '../checkout.queries.ts';
import type { Tx } from '../../../db/client.ts';

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * Step 1 of placing an order: claims the customer's Idempotency-Key before any work, so a repeat
 * is answered even when the stock is gone by then (decision 087). Answers the first answer for a
 * repeat of the same request, null for a fresh key; a different request under a used key is refused.
 */
export async function claimKey(
  db: Tx,
  userId: number,
  key: string,
  input: unknown,
): Promise<{ response: unknown } | null> {
  const requestHash = hashOf(input);
  if (await checkoutQueries.claimIdempotencyKey(db, { userId, scope: 'order', key, requestHash })) return null;
  const first = await checkoutQueries.idempotencyKey(db, { userId, scope: 'order', key });
  if (first.requestHash !== requestHash)
    throw new AppError('validation', texts.idempotencyReuse, { 'Idempotency-Key': [texts.idempotencyReuse] });
  return { response: first.response };
}
