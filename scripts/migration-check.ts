import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractStepReason, type Removal, removals } from './migration-sql.ts';

/**
 * Expand/contract check (docs/decisions/159-rolling-deploys-behind-nginx.md): during a rolling
 * deploy the first new instance migrates the database while instances of the previous release
 * still serve from it, so a migration must not drop or rename a table, column, view or function
 * that the previous release's code uses. For each migration file this finds the release before it
 * (the newest tag before the commit that added the file, else that commit's parent; HEAD for a
 * file not committed yet), reads that code from git, and refuses what the migration removes from
 * it, unless the file says `-- contract-step: <reason>` (a release that stops every instance
 * before migrating, or a step after the code stopped using it in an earlier release).
 *
 *   node --import tsx scripts/migration-check.ts        (scripts/migration-check.test.ts runs it in npm test)
 */

const migrationsDir = 'apps/server/src/db/migrations';
const codeDir = 'apps/server/src';
/** Not the code of a release: tests, their helpers and the migrations themselves. */
const notCode = [
  `:(exclude)${migrationsDir}`,
  `:(exclude)${codeDir}/test`,
  ':(exclude)*.test.ts',
  ':(exclude)*.pg-test.ts',
  ':(exclude)*.ops-test.ts',
  ':(exclude)*.deploy-test.ts',
];

export interface Refusal {
  file: string;
  removal: Removal;
  /** The commit or tag whose code still uses it. */
  release: string;
  /** Where that code uses it. */
  usedIn: string[];
}

const git = (root: string, args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const tryGit = (root: string, args: string[]) => {
  try {
    return git(root, args).trim();
  } catch {
    return null;
  }
};

/** The newest commit that added each migration file (files not committed yet are absent). */
function addedBy(root: string): Map<string, string> {
  const log = tryGit(root, ['log', '--diff-filter=A', '--name-only', '--format=@%H', '--', migrationsDir]) ?? '';
  const added = new Map<string, string>();
  let commit = '';
  for (const line of log.split('\n')) {
    if (line.startsWith('@')) commit = line.slice(1);
    else if (line.trim() && !added.has(line.trim())) added.set(line.trim(), commit);
  }
  return added;
}

/** The release that ran before `commit`: the newest tag reachable from its parent, else the parent. */
function releaseBefore(root: string, commit: string | undefined): string | null {
  if (!commit) return tryGit(root, ['rev-parse', '--verify', '--quiet', 'HEAD']);
  const parent = tryGit(root, ['rev-parse', '--verify', '--quiet', `${commit}^`]);
  if (!parent) return null; // the first commit, or the edge of a shallow clone: nothing ran before it
  return tryGit(root, ['describe', '--tags', '--abbrev=0', parent]) ?? parent;
}

/** The columns of each table the Drizzle schema of `release` declares (`pgTable('t', { x: type('c') … })`). */
function schemaOf(root: string, release: string): Map<string, { file: string; columns: Set<string> }> {
  const tables = new Map<string, { file: string; columns: Set<string> }>();
  const files = git(root, ['ls-tree', '-r', '--name-only', release, '--', `${codeDir}/db`])
    .split('\n')
    .filter((f) => f.endsWith('.ts') && !f.startsWith(migrationsDir));
  for (const file of files) {
    const text = git(root, ['show', `${release}:${file}`]);
    for (const m of text.matchAll(/pgTable\(\s*'([\w]+)'\s*,\s*\{/g)) {
      // The columns object: from its brace to the matching one.
      let depth = 0;
      let end = m.index + m[0].length - 1;
      for (; end < text.length; end++) {
        if (text[end] === '{') depth++;
        if (text[end] === '}' && --depth === 0) break;
      }
      const block = text.slice(m.index + m[0].length, end);
      const columns = new Set([...block.matchAll(/:\s*[\w.]+\(\s*'([\w]+)'/g)].map((c) => c[1]));
      tables.set(m[1], { file, columns });
    }
  }
  return tables;
}

/** Files of the release's code (not its tests or migrations) that name `word`, e.g. in raw SQL. */
function filesNaming(root: string, release: string, words: string[]): string[] {
  const args = ['grep', '-l', '-w', ...words.flatMap((w) => ['-e', w]), release, '--', codeDir, ...notCode];
  const out = tryGit(root, args);
  return out ? out.split('\n').map((l) => l.replace(`${release}:`, '')) : [];
}

function usesOf(root: string, release: string, r: Removal, schema: ReturnType<typeof schemaOf>): string[] {
  const table = schema.get(r.name);
  if (r.what === 'column') {
    if (table?.columns.has(r.column!)) return [table.file];
    // Raw SQL: a file that names both the table and the column.
    const withColumn = new Set(filesNaming(root, release, [r.column!]));
    return filesNaming(root, release, [r.name]).filter((f) => withColumn.has(f));
  }
  if (r.what === 'table' && table) return [table.file];
  return filesNaming(root, release, [r.name]);
}

/** Every migration that removes what the release before it uses, without a contract-step marker. */
export function checkMigrations(root: string): Refusal[] {
  const added = addedBy(root);
  const refusals: Refusal[] = [];
  const schemas = new Map<string, ReturnType<typeof schemaOf>>();
  const files = fs
    .readdirSync(path.join(root, migrationsDir))
    .filter((f) => f.endsWith('.sql'))
    .sort();
  for (const name of files) {
    const file = `${migrationsDir}/${name}`;
    const sql = fs.readFileSync(path.join(root, file), 'utf8');
    const removed = removals(sql);
    if (removed.length === 0 || contractStepReason(sql)) continue;
    const release = releaseBefore(root, added.get(file));
    if (!release) continue;
    if (!schemas.has(release)) schemas.set(release, schemaOf(root, release));
    for (const removal of removed) {
      const usedIn = usesOf(root, release, removal, schemas.get(release)!);
      if (usedIn.length) refusals.push({ file, removal, release, usedIn });
    }
  }
  return refusals;
}

export function describeRefusal(r: Refusal): string {
  const thing =
    r.removal.what === 'column'
      ? `column ${r.removal.name}.${r.removal.column}`
      : `${r.removal.what} ${r.removal.name}`;
  return (
    `${r.file} ${r.removal.how} ${thing}, which the release before it (${r.release.slice(0, 12)}) still uses ` +
    `(${r.usedIn.join(', ')}): that release keeps running beside the new one during a rolling deploy. ` +
    'Stop using it in one release and remove it in a later one, or mark the migration with ' +
    '"-- contract-step: <why every instance of the previous release is gone when it runs>".'
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const refusals = checkMigrations(path.resolve(import.meta.dirname, '..'));
  for (const r of refusals) process.stderr.write(`${describeRefusal(r)}\n`);
  if (refusals.length) process.exit(1);
  process.stdout.write('migrations: no table or column the previous release uses is dropped or renamed\n');
}
