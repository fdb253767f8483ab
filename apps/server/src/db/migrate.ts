import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Database, Db } from './client.ts';
import { installFunctions } from './functions.ts';
import { rows } from './raw.ts';

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/**
 * Applies the SQL migrations, then installs the current database functions (db/functions/, decision 166); on a
 * shared PostgreSQL an advisory lock keeps two instances from racing.
 */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
    await installCurrentFunctions(database.db);
    return;
  }
  const client = await database.pool!.connect();
  try {
    await client.query('select pg_advisory_lock(748213)');
    const db = drizzle(client);
    await migratePg(db, { migrationsFolder });
    await installCurrentFunctions(db as unknown as Db);
  } finally {
    await client.query('select pg_advisory_unlock(748213)').catch(() => undefined);
    client.release();
  }
}

/** The `when` of this release's newest migration. */
function newestMigration(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

/**
 * During a rolling deploy an instance of the previous release may start after the new one migrated (decision 159):
 * its files would put older functions back. A database with a migration newer than this release's keeps what the
 * newer release installed; a function file therefore changes together with a migration (decision 166).
 */
async function installCurrentFunctions(db: Db): Promise<void> {
  const [applied] = await rows<{ newest: string | null }>(
    db,
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  if (applied?.newest && Number(applied.newest) > newestMigration()) return;
  await db.transaction((tx) => installFunctions(tx));
}
