import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.ts';

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/** Applies the generated SQL migrations; on a shared PostgreSQL an advisory lock keeps two instances from racing. */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  const client = await database.pool!.connect();
  try {
    await client.query('select pg_advisory_lock(748213)');
    await migratePg(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock(748213)').catch(() => undefined);
    client.release();
  }
}
