import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openPostgres, pgliteExtensions, wrapPglite } from '../db/client.ts';
import { users } from '../db/schema/users.ts';
import { hashPassword } from '../lib/passwords.ts';

/** What server-thread.ts hands the thread. */
export interface ServerThreadData {
  /** The PGlite template dump (empty on PostgreSQL). */
  templateDumpFile: string;
  /** A database cloned for this thread (PostgreSQL), or empty. */
  databaseUrl: string;
  env: Record<string, string>;
}
export type ServerThreadRequest =
  | { id: number; type: 'user'; role: 'customer' | 'staff' | 'admin' }
  | { type: 'close' };
export type ServerThreadMessage =
  | { type: 'ready'; base: string }
  | { type: 'user'; id: number; user: { id: number; token: string } }
  | { type: 'failed'; error: string }
  | { type: 'closed' };

/**
 * A server in a worker thread (see server-thread.ts): its own database copy, listening on a free
 * port, so a request that never ends (a loop without bound) blocks this thread and not the test.
 */
const data = workerData as ServerThreadData;
const port = parentPort!;
const post = (m: ServerThreadMessage) => port.postMessage(m);

async function openDatabase(): Promise<Database> {
  if (data.databaseUrl) return openPostgres(data.databaseUrl, 5);
  const dump = fs.readFileSync(data.templateDumpFile);
  return wrapPglite(await PGlite.create({ loadDataDir: new Blob([dump]), extensions: pgliteExtensions }));
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wohnwerk-thread-'));
  const database = await openDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://shop.test',
    ...data.env,
  });
  const app = await buildApp({ config, database, logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  let counter = 0;
  port.on('message', async (m: ServerThreadRequest) => {
    if (m.type === 'close') {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      post({ type: 'closed' });
      return;
    }
    const email = `thread${++counter}@example.test`;
    const password = 'Geheim123!';
    const [row] = await database.db
      .insert(users)
      .values({ name: `Thread ${m.role} ${counter}`, email, role: m.role, passwordHash: await hashPassword(password) })
      .returning({ id: users.id });
    const res = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password } });
    post({ type: 'user', id: m.id, user: { id: row.id, token: res.json().access_token } });
  });
  post({ type: 'ready', base });
}

main().catch((err: unknown) =>
  post({ type: 'failed', error: err instanceof Error ? (err.stack ?? err.message) : String(err) }),
);
