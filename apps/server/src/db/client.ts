import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as tables from './tables.ts';

export type Schema = typeof tables;
/** One type for both drivers: services never know which PostgreSQL they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Set for the embedded database only (tests dump and clone it). */
  pglite?: PGlite;
  /** Set for a real PostgreSQL only. */
  pool?: pg.Pool;
}

export const pgliteExtensions = { pg_trgm };

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema: tables }) as unknown as Db;
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  // PGlite does not create parent folders itself.
  if (dataDir) fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const client = await PGlite.create(dataDir ? path.resolve(dataDir) : undefined, { extensions: pgliteExtensions });
  return wrapPglite(client);
}

export function openPostgres(url: string, max = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // numeric and bigint counts come back as strings by default; money is integer cents here.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema: tables }) as unknown as Db;
  return { db, kind: 'postgres', pool, close: () => pool.end() };
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; poolSize?: number }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize);
  return openPglite(path.join(opts.dataDir, 'pgdata'));
}
