import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Tx } from './client.ts';
import { rows } from './raw.ts';

/**
 * The database functions as current files (decision 166): db/functions/<name>.sql holds today's definition of each
 * function, as `CREATE OR REPLACE FUNCTION` in the form pg_get_functiondef prints it, under a comment saying why it
 * exists. Migrations are history (a function first appears in one); the migrate step installs these files after
 * them, so a reader finds a function in one file and a change to it is a change of that file.
 */
const functionsFolder = path.resolve(import.meta.dirname, 'functions');

export interface FunctionFile {
  name: string;
  /** The statement without the leading comment and the final semicolon: what pg_get_functiondef answers. */
  statement: string;
}

export function functionFiles(folder = functionsFolder): FunctionFile[] {
  return fs
    .readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => ({
      name: f.slice(0, -'.sql'.length),
      statement: statementOf(fs.readFileSync(path.join(folder, f), 'utf8')),
    }));
}

function statementOf(text: string): string {
  const lines = text.split('\n');
  const first = lines.findIndex((l) => !l.startsWith('--'));
  return lines.slice(first).join('\n').trimEnd().replace(/;$/, '');
}

/**
 * Installs every file, in one transaction. Bodies are not checked while creating (as pg_dump restores): a function
 * may call one whose file sorts after it.
 */
export async function installFunctions(tx: Tx, files = functionFiles()): Promise<void> {
  await tx.execute(sql.raw('set local check_function_bodies = off'));
  for (const file of files) await tx.execute(sql.raw(file.statement));
}

/**
 * Where the database and the files disagree: a function installed without a file (left only in a migration), a
 * file whose function is not installed, or an installed definition other than its file's. Functions of extensions
 * (pg_trgm) are theirs. Answers one line per problem; none when they agree.
 */
export async function functionDrift(db: Tx, files = functionFiles()): Promise<string[]> {
  const installed = await rows<{ name: string; definition: string }>(
    db,
    sql`select p.proname as name, pg_get_functiondef(p.oid) as definition
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public'
          and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
        order by p.proname, p.oid`,
  );
  const byName = new Map(files.map((f) => [f.name, f]));
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const fn of installed) {
    const file = byName.get(fn.name);
    if (seen.has(fn.name)) problems.push(`${fn.name}: installed more than once (an old overload left behind)`);
    else if (!file) problems.push(`${fn.name}: installed, but db/functions/${fn.name}.sql is missing`);
    else if (file.statement !== fn.definition.trimEnd())
      problems.push(`${fn.name}: installed differently from db/functions/${fn.name}.sql`);
    seen.add(fn.name);
  }
  for (const file of files)
    if (!seen.has(file.name)) problems.push(`${file.name}: db/functions/${file.name}.sql is not installed`);
  return problems;
}
