import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/**
 * Inserts rows in multi-row statements. PostgreSQL takes at most 65,535 parameters per statement,
 * so the batch shrinks for wide rows; a few hundred rows per statement is where the round trips
 * stop mattering.
 */
export async function insertBatched<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][], maxRows = 1000): Promise<void> {
  if (!rows.length) return;
  const columns = Math.max(1, Object.keys(rows[0] as object).length);
  const size = Math.max(1, Math.min(maxRows, Math.floor(30_000 / columns)));
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size) as never);
  }
}
