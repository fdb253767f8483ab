import { sql } from 'drizzle-orm';
import type { Reader } from '../modules/catalog/catalog.queries.ts';
import { versionToken } from '../modules/catalog/read-model/catalog-version.ts';
import { rows } from '../db/raw.ts';

/** The catalogue version now: a read that sends it (VERSION_HEADER) shows every write committed before. */
export async function versionNow(db: Reader): Promise<string> {
  return versionToken((await rows<{ s: string }>(db, sql`select pg_current_snapshot()::text as s`))[0].s);
}
