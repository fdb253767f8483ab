import { spawn } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';

/**
 * pg_dump and pg_restore from Debian's postgresql-client-NN. A pg_dump older than the server
 * refuses to dump it, and a pg_restore older than the pg_dump that wrote an archive cannot read it:
 * the tool of the server's major version is taken where it is installed beside others
 * (/usr/lib/postgresql/NN/bin), else the one on PATH, and its version is checked first.
 */
export type PgTool = 'pg_dump' | 'pg_restore';

/** The connection string without its password, which goes to the tools in PGPASSWORD: not visible in `ps`. */
export function connectionOf(url: string): { url: string; env: NodeJS.ProcessEnv; database: string } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return {
    url: u.toString(),
    env: password ? { PGPASSWORD: password } : {},
    database: decodeURIComponent(u.pathname.replace(/^\//, '')),
  };
}

export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The server's major version (15 for 15.20). */
export async function serverMajor(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ v: string }>(`select current_setting('server_version_num') as v`);
  return Math.floor(Number(rows[0].v) / 10_000);
}

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a program to its end; stdout and stderr are kept (the tools print little: errors and --version). */
export function run(file: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** "pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)" → 15. */
function majorOfVersionLine(line: string): number | null {
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(line);
  return match ? Number(match[1]) : null;
}

/**
 * The tool to use for a server (or an archive) of major version `major`: the path and its own major.
 * Fails with what to install when only an older one is there.
 */
export async function findTool(tool: PgTool, major: number): Promise<{ path: string; major: number }> {
  const candidates = [`/usr/lib/postgresql/${major}/bin/${tool}`, tool].filter(
    (c) => !c.startsWith('/') || fs.existsSync(c),
  );
  let found: { path: string; major: number } | null = null;
  for (const candidate of candidates) {
    const answer = await run(candidate, ['--version']).catch(() => null);
    const own = answer?.code === 0 ? majorOfVersionLine(answer.stdout) : null;
    if (own !== null) {
      found = { path: candidate, major: own };
      break;
    }
  }
  if (!found)
    throw new Error(
      `${tool} not found: install the PostgreSQL client tools (Debian: apt-get install postgresql-client)`,
    );
  if (found.major < major)
    throw new Error(
      `${found.path} is version ${found.major}, older than ${major} (${tool === 'pg_dump' ? 'the server' : 'the pg_dump that wrote the backup'}): install postgresql-client-${major} (Debian: apt-get install postgresql-client-${major})`,
    );
  return found;
}
