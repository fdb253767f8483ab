import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** One round trip to the database. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * Whether the database answers within `ms`: a pool whose server is gone may wait for a connection
 * much longer than a readiness check may take, so a late answer counts as none.
 */
export async function databaseAnswers(db: Db, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([pingDatabase(db).then(() => true as const), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
