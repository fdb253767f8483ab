import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/raw.ts';

type Reader = Pick<Db, 'execute' | 'select'>;

/** A negative amount of an earlier statement that a new one deducts ("Vortrag aus GS-…", decision 176). */
export interface Carry {
  id: number;
  number: string;
  issuedAt: string;
  /** Negative: what the earlier statement left the seller owing. */
  cents: number;
}

/**
 * A statement whose transfer is still open as a debt: negative, carried by no statement, and not replaced by a
 * correction (a correction of such a statement takes the debt over in its own transfer). Each of these is deducted
 * exactly once, by the seller's next statement; `s` names the statement row in the query.
 */
const openDebt = sql`s.transfer_cents < 0
  and not exists (select 1 from seller_statements c where c.carried_from_id = s.id)
  and not exists (select 1 from seller_statements c where c.corrects_id = s.id)`;

/**
 * The open debt a new statement of the seller for `period` deducts: the oldest of a month before it (there is at
 * most one in the ordinary course: each statement carries the one before). The caller holds the GS counter row
 * (takeDocumentNumber), so a parallel issuer of the same seller waits for this transaction and then finds the debt
 * carried: the unique index `seller_statements_carried_once` stands behind that.
 */
export async function openCarry(db: Reader, sellerId: number, period: string): Promise<Carry | null> {
  const [found] = await rows<{ id: number; number: string; issuedAt: string | Date; cents: number }>(
    db,
    sql`select s.id, s.number, s.issued_at as "issuedAt", s.transfer_cents as cents from seller_statements s
         where s.seller_id = ${sellerId} and s.period < ${period} and ${openDebt}
         order by s.id limit 1`,
  );
  return found ? { ...found, issuedAt: new Date(found.issuedAt).toISOString() } : null;
}

/** Per seller: the open debts (negative), which their next statement deducts. */
export async function openDebts(db: Reader): Promise<Map<number, number>> {
  const found = await rows<{ sellerId: number; cents: number }>(
    db,
    sql`select s.seller_id as "sellerId", sum(s.transfer_cents)::int as cents from seller_statements s
         where ${openDebt} group by s.seller_id`,
  );
  return new Map(found.map((r) => [r.sellerId, r.cents]));
}

/** How many statements deduct this statement's debt (0 or 1; corrections that repeat a carry aside). */
export async function timesCarried(db: Reader, id: number): Promise<number> {
  const [found] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from seller_statements where carried_from_id = ${id} and corrects_id is null`,
  );
  return found.n;
}
