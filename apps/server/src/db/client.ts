import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as tables from './tables.ts';

type Schema = typeof tables;
/** One type for both drivers: services never know which PostgreSQL they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The db or a transaction: what a query function needs. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Set for the embedded database only (tests dump and clone it). */
  pglite?: PGlite;
  /** Set for a real PostgreSQL only. */
  pool?: pg.Pool;
  /** The connection string of a real PostgreSQL (another instance connects with it). */
  url?: string;
  /**
   * LISTEN on a channel: notify is called for every notification, reconnected after the
   * listening connection was lost (notifications may have been missed meanwhile). Answers
   * the function that stops listening.
   */
  listen(channel: string, handlers: { notify: () => void; reconnected: () => void }): Promise<() => Promise<void>>;
}

export const pgliteExtensions = { pg_trgm };

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema: tables }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    close: () => client.close(),
    // One process, one database: its notifications cannot be lost.
    listen: async (channel, { notify }) => {
      const stop = await client.listen(channel, notify);
      return async () => {
        if (!client.closed) await stop();
      };
    },
  };
}

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  // PGlite does not create parent folders itself.
  if (dataDir) fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const client = await PGlite.create(dataDir ? path.resolve(dataDir) : undefined, { extensions: pgliteExtensions });
  return wrapPglite(client);
}

type ConnectCallback = Parameters<pg.Pool['connect']> extends [infer C] ? C : never;

/**
 * A pool whose checked-out clients go back to it (and are ended by it) as soon as their connection
 * breaks; the owner's own release afterwards does nothing. drizzle-orm 0.45's transaction() sends
 * BEGIN before the try whose finally releases its client (drizzle-team/drizzle-orm#6241, open
 * upstream): a BEGIN on a connection that broke under it kept the client checked out for good, so
 * each PostgreSQL restart could cost the pool a connection, and pool.end() waited for it forever.
 * Only connect() without a callback is drizzle's; pool.query's own checkout releases on its own.
 */
class ReleasingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    if (!callback) return super.connect().then(releasedWhenBroken);
    super.connect(callback);
  }
}

function releasedWhenBroken(client: pg.PoolClient): pg.PoolClient {
  // pg-pool sets a new release for every checkout, which throws when called twice.
  const release = client.release;
  let released = false;
  const onBreak = (err: Error) => client.release(err);
  client.release = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    client.off('error', onBreak);
    release(err);
  };
  client.once('error', onBreak);
  return client;
}

export function openPostgres(url: string, max = 20): Database {
  const pool = new ReleasingPool({ connectionString: url, max });
  // numeric and bigint counts come back as strings by default; money is integer cents here.
  pool.on('error', () => undefined);
  // A connection that breaks while checked out (a transaction in flight when PostgreSQL restarts)
  // emits 'error' on its client, which the pool listens to only while the client is idle: without a
  // listener of its own that error would end the process. Its query rejects either way (answered
  // 503, decision 160), and the pool drops the broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg(pool, { schema: tables }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    url,
    close: () => pool.end(),
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
  };
}

/** Retry delay after the listening connection failed. */
const RELISTEN_MS = 500;

/**
 * A connection of its own (not from the pool: a pooled connection would be handed to other
 * queries) that LISTENs, and connects again after it was lost.
 */
async function listenPostgres(url: string, channel: string, handlers: { notify: () => void; reconnected: () => void }) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  const connect = async (again: boolean) => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => n.channel === channel && handlers.notify());
    c.on('error', () => undefined);
    c.on('end', () => {
      if (stopped || client !== c) return;
      client = null;
      schedule();
    });
    try {
      await c.connect();
      await c.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      c.end().catch(() => undefined);
      if (!again) throw err;
      schedule();
      return;
    }
    if (stopped) {
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
    if (again) handlers.reconnected();
  };
  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect(true);
    }, RELISTEN_MS);
    retry.unref();
  };
  await connect(false);
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = null;
    await c?.end().catch(() => undefined);
  };
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
}): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize);
  return openPglite(path.join(opts.dataDir, 'pgdata'));
}
