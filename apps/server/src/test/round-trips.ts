import type { Database } from '../db/client.ts';

type QueryFn = (...args: unknown[]) => Promise<unknown>;

/** The SQL text of a query call's first argument (a string or node-postgres' query config). */
const textOf = (arg: unknown) =>
  (typeof arg === 'string' ? arg : String((arg as { text?: string } | null)?.text ?? '')).replace(/\s+/g, ' ').trim();

/**
 * Records every statement the app sends to its database, BEGIN and COMMIT included, on both
 * drivers: the round trips a request costs (decision 084). Node-postgres: the pool's own queries
 * and those of every client it lends out (transactions). PGlite: its queries, and a transaction
 * as BEGIN, the queries inside it and COMMIT (PGlite sends those two itself).
 * A transaction's statements are kept together and added when it ends, so statements of the
 * catalogue read model's background looks (read-only transactions) can be told apart:
 * withoutLooks() drops them.
 */
export function recordStatements(database: Database): { take(): string[]; stop(): void } {
  let seen: string[] = [];
  let active = true;
  const restore: (() => void)[] = [];
  const wrap = <T extends object>(target: T, method: string) => {
    const original = (target as Record<string, QueryFn>)[method];
    (target as Record<string, QueryFn>)[method] = function (this: unknown, ...args: unknown[]) {
      if (active) seen.push(textOf(args[0]));
      return original.apply(this, args);
    };
    restore.push(() => ((target as Record<string, QueryFn>)[method] = original));
  };
  if (database.pool) {
    const pool = database.pool;
    wrap(pool, 'query');
    const connect = pool.connect;
    // A client lent by pool.connect() (a transaction) records into its own list until it is
    // released; the same client used by pool.query later is recorded there, once.
    const lent = new Map<object, string[]>();
    const wrapped = new WeakSet<object>();
    pool.connect = (async (...args: unknown[]) => {
      const client = (await (connect as QueryFn).apply(pool, args)) as
        | { query: QueryFn; release: (...a: unknown[]) => unknown }
        | undefined;
      if (!client) return client;
      lent.set(client, []);
      if (!wrapped.has(client)) {
        wrapped.add(client);
        const own = client.query;
        client.query = function (this: unknown, ...a: unknown[]) {
          lent.get(client)?.push(textOf(a[0]));
          return own.apply(this, a);
        };
      }
      // pg-pool gives the client a new release function each time it lends it.
      const release = client.release;
      client.release = function (this: unknown, ...a: unknown[]) {
        if (active) seen.push(...(lent.get(client) ?? []));
        lent.delete(client);
        return release.apply(this, a);
      };
      return client;
    }) as typeof pool.connect;
    restore.push(() => (pool.connect = connect));
  } else if (database.pglite) {
    const client = database.pglite;
    wrap(client, 'query');
    wrap(client, 'exec');
    const transaction = client.transaction;
    client.transaction = (async (fn: (tx: unknown) => Promise<unknown>) => {
      const block = ['BEGIN'];
      try {
        return await transaction.call(client, (tx: object) => {
          const counted = Object.create(tx) as Record<string, QueryFn>;
          for (const m of ['query', 'exec'] as const) {
            const own = (tx as Record<string, QueryFn>)[m];
            counted[m] = (...a: unknown[]) => {
              block.push(textOf(a[0]));
              return own.apply(tx, a);
            };
          }
          return fn(counted);
        });
      } finally {
        if (active) seen.push(...block, 'COMMIT');
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

/**
 * The statements without the catalogue read model's looks: read-only REPEATABLE READ
 * transactions ("begin isolation level repeatable read read only" … "commit" from node-postgres;
 * BEGIN, "set transaction isolation level repeatable read read only" … COMMIT from PGlite), and
 * the look in one statement (look-reader.ts quickLook, decision 184).
 */
export function withoutLooks(texts: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < texts.length; i++) {
    if (/^with changed as \(select [\s\S]*\bfrom catalog_changes\b/i.test(texts[i])) continue;
    const pgLook = /^begin isolation level repeatable read read only$/i.test(texts[i]);
    const liteLook =
      /^begin$/i.test(texts[i]) &&
      /^set transaction isolation level repeatable read read only$/i.test(texts[i + 1] ?? '');
    if (!pgLook && !liteLook) {
      out.push(texts[i]);
      continue;
    }
    while (i < texts.length && !/^commit$/i.test(texts[i])) i++;
  }
  return out;
}
