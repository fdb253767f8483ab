import type { Database } from '../db/client.ts';

type QueryFn = (...args: unknown[]) => Promise<unknown>;

/** The SQL text of a query call's first argument (a string or node-postgres' query config). */
const textOf = (arg: unknown) => (typeof arg === 'string' ? arg : String((arg as { text?: string } | null)?.text ?? '')).replace(/\s+/g, ' ').trim();

/**
 * Records every statement the app sends to its database, BEGIN and COMMIT included, on both
 * drivers: the round trips a request costs (decision 084). Node-postgres: the pool's own queries
 * and those of every client it hands out (transactions). PGlite: its queries, and a transaction
 * as BEGIN, the queries inside it and COMMIT (PGlite sends those two itself).
 * The catalogue read model's background looks are recorded too: contexts made for counting set
 * CATALOG_REFRESH_MS=0 and write no catalogue data, so none runs.
 */
export function recordStatements(database: Database): { take(): string[]; stop(): void } {
  let seen: string[] = [];
  let active = true;
  const restore: (() => void)[] = [];
  const wrap = <T extends object>(target: T, method: string) => {
    const original = (target as Record<string, QueryFn>)[method];
    (target as Record<string, QueryFn>)[method] = function (this: unknown, ...args: unknown[]) {
      seen.push(textOf(args[0]));
      return original.apply(this, args);
    };
    restore.push(() => ((target as Record<string, QueryFn>)[method] = original));
  };
  if (database.pool) {
    const pool = database.pool;
    wrap(pool, 'query');
    const connect = pool.connect;
    const wrapped = new WeakSet<object>();
    pool.connect = (async (...args: unknown[]) => {
      const client = await (connect as QueryFn).apply(pool, args);
      if (client && typeof client === 'object' && !wrapped.has(client)) {
        wrapped.add(client);
        const own = (client as { query: QueryFn }).query;
        (client as { query: QueryFn }).query = function (this: unknown, ...a: unknown[]) {
          if (active) seen.push(textOf(a[0]));
          return own.apply(this, a);
        };
      }
      return client;
    }) as typeof pool.connect;
    restore.push(() => (pool.connect = connect));
  } else if (database.pglite) {
    const client = database.pglite;
    wrap(client, 'query');
    wrap(client, 'exec');
    const transaction = client.transaction;
    client.transaction = (async (fn: (tx: unknown) => Promise<unknown>) => {
      seen.push('BEGIN');
      try {
        return await transaction.call(client, (tx: object) => {
          const counted = Object.create(tx) as Record<string, QueryFn>;
          for (const m of ['query', 'exec'] as const) {
            const own = (tx as Record<string, QueryFn>)[m];
            counted[m] = (...a: unknown[]) => {
              seen.push(textOf(a[0]));
              return own.apply(tx, a);
            };
          }
          return fn(counted);
        });
      } finally {
        seen.push('COMMIT');
      }
    }) as typeof client.transaction;
    restore.push(() => (client.transaction = transaction));
  } else {
    throw new Error('recordStatements: neither PostgreSQL nor PGlite');
  }
  return {
    take() {
      const out = seen;
      seen = [];
      return out;
    },
    stop() {
      active = false;
      for (const r of restore.reverse()) r();
    },
  };
}
