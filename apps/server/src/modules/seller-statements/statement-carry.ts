import type { Db } from '../../db/client.ts';
import type { StatementRow } from './seller-statements.queries.ts';
import { type Carry, timesCarried } from './statement-carry.queries.ts';

export { type Carry, openCarry, openDebts } from './statement-carry.queries.ts';

type Reader = Pick<Db, 'execute' | 'select'>;

/** The carry a correction repeats: the one of the statement it replaces (it was deducted once, by that statement). */
export function carryOf(row: StatementRow): Carry | null {
  const carry = row.document.carry;
  if (row.carriedFromId === null || !carry) return null;
  return { id: row.carriedFromId, ...carry };
}

/**
 * What a statement about to be corrected has settled (its chain's transfers paid or carried): its payout, except a
 * negative transfer nobody carried yet — that debt was never settled, and the correction's transfer takes it over.
 * Read under the GS counter lock, so a statement carrying it in parallel is seen.
 */
export async function settledBy(db: Reader, old: StatementRow): Promise<number> {
  if (old.transferCents >= 0) return old.payoutCents;
  return (await timesCarried(db, old.id)) > 0 ? old.payoutCents : old.payoutCents - old.transferCents;
}
