import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// These tests start the real server process on the embedded database, as `npm start` does.
const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wohnwerk-process-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function freePort() {
  return new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve(child.exitCode)
      : child.once('exit', (code) => resolve(code)),
  );

async function start(
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; base: string; output: () => string }> {
  const port = await freePort();
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: '0',
      DATABASE_URL: '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const base = `http://127.0.0.1:${port}`;
  // A cold start migrates a fresh embedded database: on a busy 2-core machine that has taken over 30 s.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(out);
    const ok = await fetch(`${base}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base, output: () => out };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${out}`);
}

const register = (base: string, i: number) =>
  fetch(`${base}/api/v1/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Kunde ${i}`,
      email: `kunde${i}@crash.test`,
      phone: '030 1234567',
      password: 'Sicher123!',
      password_confirmation: 'Sicher123!',
    }),
  }).then(
    (r) => r.status,
    () => 0,
  );

describe('the server process', () => {
  it('keeps every committed write after kill -9, and starts again on the same data', async () => {
    const first = await start();
    const committed: number[] = [];
    let i = 0;
    let stop = false;
    const writers = Array.from({ length: 4 }, async () => {
      while (!stop) {
        const n = i++;
        if ((await register(first.base, n)) === 201) committed.push(n);
      }
    });
    await new Promise((r) => setTimeout(r, 2500));
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    await exited(first.child);
    expect(committed.length).toBeGreaterThan(5);

    const second = await start();
    try {
      for (const n of committed) {
        const res = await fetch(`${second.base}/api/v1/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: `kunde${n}@crash.test`, password: 'Sicher123!' }),
        });
        expect({ n, status: res.status }).toEqual({ n, status: 200 });
      }
    } finally {
      second.child.kill('SIGTERM');
      await exited(second.child);
    }
  }, 240_000);

  it('finishes an in-flight request on SIGTERM, then exits 0 with JSON logs that hide passwords', async () => {
    const server = await start();
    const pending = register(server.base, 999_999);
    // Signal only once the server has the request in hand (argon2 keeps it busy for a while after).
    while (!server.output().includes('"url":"/api/v1/register"')) await new Promise((r) => setTimeout(r, 2));
    server.child.kill('SIGTERM');
    const [status, code] = await Promise.all([pending, exited(server.child)]);
    expect(status).toBe(201);
    expect(code).toBe(0);
    const logLines = server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'));
    expect(logLines.length).toBeGreaterThan(0);
    for (const line of logLines) expect(() => JSON.parse(line)).not.toThrow();
    expect(logLines.some((l) => JSON.parse(l).reqId)).toBe(true);
    expect(server.output()).not.toContain('Sicher123!');
  }, 150_000);

  it('answers ready, then on SIGTERM not ready at once, finishes a request in flight after the port closed, and exits 0', async () => {
    const server = await start({ SHUTDOWN_DRAIN_MS: '1500', SHUTDOWN_GRACE_MS: '20000' });
    const status = (url: string) =>
      fetch(`${server.base}${url}`).then(
        async (r) => ({ code: r.status, body: (await r.json()) as { status: string } }),
        () => null, // refused: the port is closed
      );
    // Ready once the job workers run, shortly after the port opened.
    let ready = await status('/api/v1/ready');
    for (let i = 0; i < 100 && ready?.code !== 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      ready = await status('/api/v1/ready');
    }
    expect(ready).toEqual({ code: 200, body: { status: 'ready' } });
    expect(await register(server.base, 424_242)).toBe(201);

    // A login whose body is held back: in flight from its first bytes until the last are sent.
    const body = JSON.stringify({ email: 'kunde424242@crash.test', password: 'Sicher123!' });
    const held = http.request(`${server.base}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = new Promise<number>((resolve, reject) => {
      held.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      held.on('error', reject);
    });
    held.write(body.slice(0, 10));
    while (!server.output().includes('"url":"/api/v1/login"')) await new Promise((r) => setTimeout(r, 2));

    server.child.kill('SIGTERM');
    // Not ready at once, while still serving (SHUTDOWN_DRAIN_MS): a proxy takes the instance out.
    let draining = await status('/api/v1/ready');
    for (let i = 0; i < 100 && draining?.code !== 503; i++) draining = await status('/api/v1/ready');
    expect(draining).toEqual({ code: 503, body: { status: 'draining' } });
    expect((await status('/api/v1/health'))?.code).toBe(200);
    // After the drain the port closes; the held request is still in flight.
    let refused = false;
    for (let i = 0; i < 100 && !refused; i++) {
      refused = (await status('/api/v1/health')) === null;
      if (!refused) await new Promise((r) => setTimeout(r, 50));
    }
    expect(refused).toBe(true);
    expect(server.child.exitCode).toBeNull();

    held.end(body.slice(10));
    const [code, exitCode] = await Promise.all([answered, exited(server.child)]);
    expect(code).toBe(200);
    expect(exitCode).toBe(0);
  }, 180_000);
});
