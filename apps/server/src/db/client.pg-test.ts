import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../test/global-setup.ts';
import { tcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';
import { cloneTemplate } from '../test/test-app.ts';
import { openPostgres, type Database } from './client.ts';
import { rows } from './raw.ts';

/**
 * A transaction whose connection breaks as it begins (PostgreSQL restarting under load) must give
 * its pool client back: drizzle-orm sends BEGIN outside the try that releases the client
 * (drizzle-team/drizzle-orm#6241), and a pool of one connection then waited forever (decision 160).
 */
let direct: Database;
let proxy: TcpProxy;
let proxied: Database;

beforeAll(async () => {
  direct = await cloneTemplate();
  const url = new URL(direct.url!);
  proxy = await tcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.host = `127.0.0.1:${proxy.port}`;
  proxied = openPostgres(withDatabase(url.toString(), url.pathname.slice(1)), 1);
});
afterAll(async () => {
  await proxy?.close();
  await direct?.close();
});

/** Rejects when `work` takes longer than `ms`: a leaked client makes the next query wait forever. */
const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`waited ${ms} ms`)), ms))]);

describe('a pool client whose connection breaks under BEGIN', () => {
  it('goes back to the pool: the next query and transaction of a one-connection pool run, and the pool closes', async () => {
    const pool = proxied.pool!;
    await proxied.db.execute(sql`select 1`);
    expect(pool.idleCount).toBe(1);
    let cuts = 0;
    // The relay resets the connection as the transaction takes it from the pool, before its BEGIN.
    pool.once('acquire', () => {
      cuts++;
      void proxy.cut();
    });
    await expect(proxied.db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    expect(cuts).toBe(1);
    await proxy.mend();

    expect(await within(5000, rows(proxied.db, sql`select 2 as n`))).toEqual([{ n: 2 }]);
    const inTransaction = await within(
      5000,
      proxied.db.transaction((tx) => rows(tx, sql`select 3 as n`)),
    );
    expect(inTransaction).toEqual([{ n: 3 }]);
    expect(pool.totalCount).toBe(1);
    await within(5000, proxied.close());
  });
});
