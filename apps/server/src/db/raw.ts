import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client.ts';

/**
 * Raw statements on the driver below Drizzle, for the hot read paths (product list, search,
 * product detail): no query builder and no result mapping per request, values always as $n
 * parameters. Both drivers answer plain rows (json columns already parsed).
 */

type Driver = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

const driverOf = (db: Pick<Db, 'execute'>) => (db as { $client?: unknown }).$client as Driver | pg.Pool | undefined;

/** Rows of a Drizzle `sql` statement, on the database or in a transaction: both drivers answer { rows }. */
export async function rows<T>(db: Pick<Db, 'execute'>, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** Rows of a statement (unnamed: planned for its values, for statements whose best plan depends on them). */
export async function query<T>(db: Pick<Db, 'execute'>, text: string, values: unknown[]): Promise<T[]> {
  const driver = driverOf(db);
  if (!driver) throw new Error('raw statements need the database object, not a transaction');
  return (await driver.query(text, values)).rows as T[];
}

/**
 * Rows of a named statement: on PostgreSQL each pooled connection parses and plans it once
 * (then reuses the plan), which is most of the cost of a short lookup with several joins.
 * Only for statements whose plan does not depend on the values (lookups by key); PGlite
 * runs it unnamed. A name must always stand for the same text.
 */
export async function prepared<T>(
  db: Pick<Db, 'execute'>,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const driver = driverOf(db);
  if (driver instanceof pg.Pool) return (await driver.query({ name, text, values })).rows as T[];
  return query<T>(db, text, values);
}
