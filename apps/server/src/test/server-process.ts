import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/**
 * A real server process (`node … apps/server/src/main.ts` with `npm run serve`'s flags), as systemd
 * or an operator starts one, for tests that stop and start instances (rolling restart).
 */

const root = path.resolve(import.meta.dirname, '../../../..');

export interface ServerProcess {
  name: string;
  port: number;
  pid: number;
  /** Everything the process wrote (JSON log lines and the banner). */
  output: () => string;
  /** Requests the process took in, not counting the readiness checks the test sent itself. */
  requestsTaken: () => number;
  /** The exit code once it ended. */
  exited: Promise<number | null>;
  kill: (signal: NodeJS.Signals) => void;
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function readyStatus(port: number): Promise<number> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/ready`, { signal: AbortSignal.timeout(5000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/**
 * Starts a server on `port` and resolves once GET /api/v1/ready answers 200 (catalogue loaded,
 * port open, job workers running). A start on a loaded machine takes seconds: `timeoutMs` is generous.
 */
export async function startServer(o: {
  name: string;
  port: number;
  env: Record<string, string>;
  timeoutMs?: number;
}): Promise<ServerProcess> {
  const chunks: string[] = [];
  let taken = 0;
  let partial = '';
  const child: ChildProcess = spawn(
    process.execPath,
    ['--max-semi-space-size=64', '--expose-gc', '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: root,
      env: { ...process.env, PORT: String(o.port), HOST: '127.0.0.1', ...o.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.stdout!.on('data', (d: Buffer) => {
    const text = d.toString();
    chunks.push(text);
    const lines = (partial + text).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines)
      if (line.includes('"msg":"incoming request"') && !line.includes('"url":"/api/v1/ready"')) taken++;
  });
  child.stderr!.on('data', (d: Buffer) => chunks.push(d.toString()));
  const output = () => chunks.join('');
  const deadline = Date.now() + (o.timeoutMs ?? 180_000);
  while ((await readyStatus(o.port)) !== 200) {
    if (child.exitCode !== null) throw new Error(`server ${o.name} exited (${child.exitCode}):\n${output()}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server ${o.name} was not ready in time:\n${output().slice(-5000)}`);
    }
    await sleep(100);
  }
  return {
    name: o.name,
    port: o.port,
    pid: child.pid!,
    output,
    requestsTaken: () => taken,
    exited,
    kill: (signal) => void child.kill(signal),
  };
}

/** SIGTERM, as systemd's stop sends it; resolves with the exit code once the process ended. */
export async function stopServer(server: ServerProcess): Promise<number | null> {
  server.kill('SIGTERM');
  return server.exited;
}
