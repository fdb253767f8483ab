import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { cloneTemplate } from '../test/test-app.ts';
import { functionDrift, functionFiles, installFunctions } from './functions.ts';
import { migrate } from './migrate.ts';
import { rows } from './raw.ts';

let database: Database;
beforeAll(async () => {
  database = await cloneTemplate();
});
afterAll(() => database?.close());

const definitionOf = async (name: string) =>
  (await rows<{ def: string }>(database.db, sql`select pg_get_functiondef(${name}::regproc) as def`))[0]!.def;

/** A function body changed behind the files' back, as a migration redefining it would. */
const alterBerlinDay = () =>
  database.db.execute(
    sql.raw(`create or replace function figures_berlin_day(ts timestamp with time zone) returns date
      language sql immutable as $$ select (ts at time zone 'UTC')::date $$`),
  );

describe('database functions as current files (db/functions/, decision 166)', () => {
  it('every function in the migrated database has its file, installed as the file says', async () => {
    const files = functionFiles();
    expect(files.length).toBeGreaterThanOrEqual(32);
    expect(files.map((f) => f.name)).toContain('product_search_text');
    expect(await functionDrift(database.db)).toEqual([]);
  });

  it('finds a function left only in a migration, one installed otherwise than its file, and a file not installed', async () => {
    await database.db.execute(
      sql.raw(`create function probe_without_file() returns integer language sql immutable as $$ select 1 $$`),
    );
    await alterBerlinDay();
    const extra = { name: 'probe_not_installed', statement: 'CREATE OR REPLACE FUNCTION public.probe_not_installed()' };
    expect(await functionDrift(database.db, [...functionFiles(), extra])).toEqual([
      'figures_berlin_day: installed differently from db/functions/figures_berlin_day.sql',
      'probe_without_file: installed, but db/functions/probe_without_file.sql is missing',
      'probe_not_installed: db/functions/probe_not_installed.sql is not installed',
    ]);
    await database.db.execute(sql.raw('drop function probe_without_file()'));
    await database.db.transaction((tx) => installFunctions(tx));
    expect(await functionDrift(database.db)).toEqual([]);
  });

  it('the migrate step installs the files, unless a newer release migrated the database', async () => {
    const current = await definitionOf('figures_berlin_day');
    await alterBerlinDay();
    await migrate(database);
    expect(await definitionOf('figures_berlin_day')).toBe(current);

    // An instance of the previous release starting after the new one migrated keeps the newer functions.
    await alterBerlinDay();
    const newer = await definitionOf('figures_berlin_day');
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('a newer release', 4102444800000)`,
    );
    await migrate(database);
    expect(await definitionOf('figures_berlin_day')).toBe(newer);
    expect(newer).not.toBe(current);
  });
});
