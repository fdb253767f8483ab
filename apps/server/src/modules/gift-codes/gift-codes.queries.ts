import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { GiftCode } from '@wohnwerk/contract/gift-codes';
import type { Db } from '../../db/client.ts';
import { coupons } from '../../db/schema/coupons.ts';

const columns = {
  id: coupons.id,
  code: coupons.code,
  value: coupons.value,
  created_at: sql<string>`to_char(${coupons.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
  used: sql<boolean>`${coupons.usedAt} is not null or ${coupons.usedCount} > 0`,
  used_at: sql<string | null>`to_char(${coupons.usedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
};

export function listGiftCodes(db: Db): Promise<GiftCode[]> {
  return db
    .select(columns)
    .from(coupons)
    .where(eq(coupons.isGiftCode, true))
    .orderBy(desc(coupons.createdAt), desc(coupons.id));
}

/** Inserts the codes that are still free (the unique index decides) and answers those. */
export async function insertGiftCodes(db: Db, codes: string[], value: number, createdBy: number): Promise<string[]> {
  const rows = await db
    .insert(coupons)
    .values(codes.map((code) => ({ code, kind: 'fixed' as const, value, usageLimit: 1, isGiftCode: true, createdBy })))
    .onConflictDoNothing()
    .returning({ code: coupons.code });
  return rows.map((r) => r.code);
}

export function giftCodesByCode(db: Db, codes: string[]): Promise<GiftCode[]> {
  return db
    .select(columns)
    .from(coupons)
    .where(and(eq(coupons.isGiftCode, true), inArray(coupons.code, codes)))
    .orderBy(coupons.id);
}
