import { randomBytes } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { inject } from 'vitest';
import { withDatabase } from './global-setup.ts';
import './template.ts';
import type { ServerThreadData, ServerThreadMessage, ServerThreadRequest } from './server-thread.entry.ts';

export interface ThreadServer {
  /** http://127.0.0.1:port */
  base: string;
  /** A user with the role, signed in: its id and bearer header. */
  user(role: 'customer' | 'staff' | 'admin'): Promise<{ id: number; auth: { authorization: string } }>;
  /** Closes the server; a thread stuck in a loop is terminated instead. */
  close(): Promise<void>;
}

// The thread loads the server's TypeScript through tsx, as `npm start` does.
const boot = `const { workerData } = require('node:worker_threads');
import(workerData.tsx).then((tsx) => { tsx.register(); return import(workerData.entry); });`;

/**
 * A server in a worker thread on its own copy of the test database. A request the server never
 * finishes (a loop without bound blocks its event loop) then blocks that thread only: the test
 * keeps its clock, gives up after its own timeout and fails, instead of hanging with the server.
 */
export async function serverInThread(env: Record<string, string> = {}): Promise<ThreadServer> {
  const url = process.env.DATABASE_URL;
  let dbName = '';
  if (url) {
    dbName = `wohnwerk_t_${randomBytes(5).toString('hex')}`;
    await adminQuery(url, `create database ${dbName} template ${inject('templateDbName')}`);
  }
  const data: ServerThreadData = {
    templateDumpFile: inject('templateDumpFile'),
    databaseUrl: url ? withDatabase(url, dbName) : '',
    env,
  };
  const worker = new Worker(boot, {
    eval: true,
    workerData: {
      ...data,
      tsx: import.meta.resolve('tsx/esm/api'),
      entry: new URL('./server-thread.entry.ts', import.meta.url).href,
    },
  });
  // A thread that fails to load (an import error) or dies reports through these, not a message.
  let died: Error | null = null;
  const deaths = new Set<(err: Error) => void>();
  const die = (err: Error) => {
    died ??= err;
    for (const d of [...deaths]) d(died);
  };
  worker.on('error', die);
  worker.on('exit', (code) => die(new Error(`server thread exited (${code})`)));
  /** The thread's next message that `wanted` accepts; a stuck, failed or dead thread rejects. */
  const answer = (wanted: (m: ServerThreadMessage) => boolean, what: string, ms: number) =>
    new Promise<ServerThreadMessage>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        deaths.delete(onDeath);
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`server thread: no ${what} within ${ms} ms`));
      }, ms);
      const onDeath = (err: Error) => {
        done();
        reject(err);
      };
      const onMessage = (m: ServerThreadMessage) => {
        if (!wanted(m) && m.type !== 'failed') return;
        done();
        if (m.type === 'failed') reject(new Error(m.error));
        else resolve(m);
      };
      if (died) return onDeath(died);
      worker.on('message', onMessage);
      deaths.add(onDeath);
    });
  const dropDatabase = () => (url ? adminQuery(url, `drop database if exists ${dbName} with (force)`) : undefined);
  let ready: Extract<ServerThreadMessage, { type: 'ready' }>;
  try {
    ready = (await answer((m) => m.type === 'ready', 'start', 30_000)) as typeof ready;
  } catch (err) {
    await worker.terminate();
    await dropDatabase();
    throw err;
  }
  let asked = 0;
  return {
    base: ready.base,
    async user(role) {
      const id = ++asked;
      const made = answer((m) => m.type === 'user' && m.id === id, 'user', 10_000);
      worker.postMessage({ id, type: 'user', role } satisfies ServerThreadRequest);
      const { user } = (await made) as Extract<ServerThreadMessage, { type: 'user' }>;
      return { id: user.id, auth: { authorization: `Bearer ${user.token}` } };
    },
    async close() {
      if (!died) {
        worker.postMessage({ type: 'close' } satisfies ServerThreadRequest);
        await answer((m) => m.type === 'closed', 'close', 5000).catch(() => undefined);
      }
      await worker.terminate();
      await dropDatabase();
    },
  };
}

async function adminQuery(url: string, text: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
