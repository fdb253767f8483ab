import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkMigrations, describeRefusal } from './migration-check.ts';
import { contractStepReason, removals } from './migration-sql.ts';

describe('what a migration removes', () => {
  it('finds drizzle-kit and hand-written drops and renames of tables, columns, views and functions', () => {
    const sql = [
      'ALTER TABLE "orders" DROP COLUMN "legacy_note";--> statement-breakpoint',
      'alter table if exists only public.users drop column if exists fax cascade, drop constraint users_fax_check;',
      'ALTER TABLE "products" RENAME COLUMN "ean" TO "gtin";',
      'ALTER TABLE "public"."carts" RENAME TO "baskets";',
      'DROP TABLE IF EXISTS "figures_product_months", figures_product_years CASCADE;',
      'DROP VIEW order_totals; DROP FUNCTION scan_wm(integer, text);',
      'ALTER FUNCTION old_fn(integer) RENAME TO new_fn;',
    ].join('\n');
    expect(removals(sql).map((r) => `${r.how} ${r.what} ${r.name}${r.column ? `.${r.column}` : ''}`)).toEqual([
      'drops column orders.legacy_note',
      'drops column users.fax',
      'renames column products.ean',
      'renames table carts',
      'drops table figures_product_months',
      'drops table figures_product_years',
      'drops view order_totals',
      'drops function scan_wm',
      'renames function old_fn',
    ]);
  });

  it('leaves out what keeps every table and column: constraints, defaults, indexes, triggers, comments and function bodies', () => {
    const sql = [
      'ALTER TABLE "orders" ALTER COLUMN "note" DROP NOT NULL, ALTER COLUMN "note" DROP DEFAULT;',
      'ALTER TABLE "products" ALTER COLUMN "search_tsv" DROP EXPRESSION;',
      'ALTER TABLE "orders" DROP CONSTRAINT "orders_user_fk"; ALTER TABLE t RENAME CONSTRAINT a TO b;',
      'DROP INDEX "products_search_idx"; DROP TRIGGER IF EXISTS "x" ON "orders";',
      '-- DROP TABLE orders;',
      "/* drop table users; */ SELECT 'drop table coupons;';",
      'CREATE FUNCTION f() RETURNS void AS $body$ BEGIN DROP TABLE tmp_rows; END $body$ LANGUAGE plpgsql;',
    ].join('\n');
    expect(removals(sql)).toEqual([]);
  });

  it('reads the contract-step marker with its reason, and only with one', () => {
    expect(contractStepReason('-- contract-step: every instance is stopped for this release\nDROP TABLE x;')).toBe(
      'every instance is stopped for this release',
    );
    expect(contractStepReason('--contract-step:\nDROP TABLE x;')).toBeNull();
    expect(contractStepReason('DROP TABLE x; -- not a marker: contract-step')).toBeNull();
  });
});

/** A scratch repository with the shop's layout: schema, code that uses SQL, tests and migrations. */
const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'wohnwerk-migration-check-'));
afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));
const git = (...args: string[]) =>
  execFileSync(
    'git',
    ['-c', 'user.name=Probe', '-c', 'user.email=probe@example.test', '-c', 'commit.gpgsign=false', ...args],
    {
      cwd: repo,
      stdio: 'pipe',
      encoding: 'utf8',
    },
  );
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  fs.writeFileSync(path.join(repo, file), text);
};
const migration = (name: string, sql: string) => write(`apps/server/src/db/migrations/${name}`, sql);
const commit = (message: string) => {
  git('add', '-A');
  git('commit', '-q', '-m', message);
};
const refused = () =>
  checkMigrations(repo).map((r) => `${path.basename(r.file)}: ${r.removal.how} ${r.removal.column ?? r.removal.name}`);

const schemaWithNote = `import { pgTable, serial, text } from 'drizzle-orm/pg-core';
export const things = pgTable('things', {
  id: serial('id').primaryKey(),
  legacyNote: text('legacy_note'),
});`;

describe('the expand/contract check of the migrations', () => {
  it('refuses a migration that drops or renames what the release before it uses, and accepts it marked as a contract step', () => {
    git('init', '-q', '-b', 'main');
    write('apps/server/src/db/schema/things.ts', schemaWithNote);
    write(
      'apps/server/src/modules/reports/reports.queries.ts',
      "export const q = 'select count(*) from report_cache';",
    );
    // Tests are not the release's code: a table only a test names may go.
    write('apps/server/src/modules/reports/reports.api.test.ts', "const t = 'select * from test_only_rows';");
    migration('0000_init.sql', 'CREATE TABLE things (id serial, legacy_note text);');
    commit('release 1');

    migration('0001_drop_note.sql', 'ALTER TABLE "things" DROP COLUMN "legacy_note";');
    migration(
      '0002_drop_unused.sql',
      'ALTER TABLE "things" DROP COLUMN IF EXISTS "old_flag"; DROP TABLE test_only_rows;',
    );
    commit('release 2: drops a column release 1 reads');
    expect(refused()).toEqual(['0001_drop_note.sql: drops legacy_note']);
    const [refusal] = checkMigrations(repo);
    expect(describeRefusal(refusal)).toContain('apps/server/src/db/schema/things.ts');
    expect(describeRefusal(refusal)).toContain('-- contract-step:');

    // Marked: the operator stops every instance for this release.
    migration(
      '0001_drop_note.sql',
      '-- contract-step: release 2 is deployed with every instance stopped\nALTER TABLE "things" DROP COLUMN "legacy_note";',
    );
    expect(refused()).toEqual([]);

    // Not committed yet: checked against HEAD's code, which reads report_cache in raw SQL and has things.id.
    migration('0003_drop_cache.sql', 'DROP TABLE report_cache;');
    migration('0004_rename_id.sql', 'ALTER TABLE things RENAME COLUMN id TO thing_id;');
    expect(refused()).toEqual(['0003_drop_cache.sql: drops report_cache', '0004_rename_id.sql: renames id']);
  });

  it('compares with the last tagged release, not only the commit before', () => {
    fs.rmSync(path.join(repo, 'apps/server/src/db/migrations/0003_drop_cache.sql'));
    fs.rmSync(path.join(repo, 'apps/server/src/db/migrations/0004_rename_id.sql'));
    write('apps/server/src/db/schema/things.ts', schemaWithNote.replace('legacyNote', 'note'));
    commit('release 3 reads legacy_note as note');
    git('tag', 'v3');
    write('apps/server/src/db/schema/things.ts', schemaWithNote.replace(/\n {2}legacyNote.*\n/, '\n'));
    commit('stops using legacy_note');
    migration('0005_drop_note_again.sql', 'ALTER TABLE "things" DROP COLUMN IF EXISTS "legacy_note";');
    commit('drops it in the same release');
    // The commit before stopped using it, but release v3, still running during the deploy, reads it.
    expect(refused()).toEqual(['0005_drop_note_again.sql: drops legacy_note']);
    git('tag', '-d', 'v3');
    expect(refused()).toEqual([]);
  });

  it('passes every migration of this repository, also as the command docs/operations.md names', () => {
    const root = path.resolve(import.meta.dirname, '..');
    expect(checkMigrations(root).map(describeRefusal)).toEqual([]);
    const cli = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/migration-check.ts'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(cli).toContain('no table or column the previous release uses is dropped or renamed');
  });
});
