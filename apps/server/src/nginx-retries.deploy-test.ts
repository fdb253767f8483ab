import http from 'node:http';
import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxInstalled, startNginx, type Nginx } from './test/nginx-proxy.ts';
import { proxyClient, type Answer } from './test/proxy-client.ts';
import { freePort } from './test/server-process.ts';

/**
 * What deploy/nginx/wohnwerk.conf sends to the next instance when one breaks the connection after
 * the request was sent, as a stopping instance may at the moment its port closes (decision 159):
 * reads and the writes that carry an Idempotency-Key on a route that answers a repeat with the
 * first answer, never another write. Two stand-in instances that break every connection and one
 * that answers, so which instance got what is certain. `npm run test:deploy`, needs nginx.
 */

interface Upstream {
  port: number;
  /** Requests it received, as "METHOD path". */
  got: string[];
  close: () => Promise<void>;
}

/** A stand-in instance: answers 200/201 naming itself, or (`breaks`) reads the request and drops the connection. */
async function upstream(name: string, breaks: boolean): Promise<Upstream> {
  const got: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = http.createServer((req, res) => {
    got.push(`${req.method} ${req.url}`);
    req.resume();
    req.on('end', () => {
      if (breaks) req.socket.destroy();
      else res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'text/plain' }).end(name);
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    got,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

let broken: Upstream;
let good: Upstream;

beforeAll(async () => {
  if (!nginxInstalled()) throw new Error('this test needs nginx: apt-get install -y nginx-light');
  broken = await upstream('broken', true);
  good = await upstream('good', false);
});

afterAll(async () => {
  await broken?.close();
  await good?.close();
});

/**
 * One request through a fresh nginx whose upstream is [broken, good]: nginx's first choice is the
 * first server, and a fresh nginx has not marked it down yet, so the request meets the break.
 */
async function throughABreak(send: (client: ReturnType<typeof proxyClient>) => Promise<Answer>): Promise<Answer> {
  const nginx: Nginx = await startNginx({
    upstreams: [broken, good].map((u) => `127.0.0.1:${u.port}`),
    httpPort: await freePort(),
    httpsPort: await freePort(),
  });
  const client = proxyClient({ port: nginx.httpsPort, ca: nginx.ca, host: 'shop.example' });
  try {
    const before = broken.got.length;
    const answer = await send(client);
    expect(broken.got.length).toBe(before + 1);
    return answer;
  } finally {
    client.close();
    await nginx.stop();
  }
}

describe('nginx in front of an instance that breaks the connection after the request was sent', () => {
  it('sends a POST without Idempotency-Key to no second instance: the client gets 502', async () => {
    const login = await throughABreak((c) =>
      c.request('POST', '/api/v1/login', { body: { email: 'a@b.test', password: 'x' } }),
    );
    expect(login.status).toBe(502);
    const order = await throughABreak((c) => c.request('POST', '/api/v1/order', { body: { items: [] } }));
    expect(order.status).toBe(502);
    // A key on a route that does not answer repeats with the first answer changes nothing.
    const register = await throughABreak((c) =>
      c.request('POST', '/api/v1/register', { headers: { 'idempotency-key': 'register-key-1' }, body: {} }),
    );
    expect(register.status).toBe(502);
    expect(good.got.filter((r) => r.startsWith('POST'))).toEqual([]);
  });

  it('sends a keyed order, charge, scan or refund and every read to the next instance', async () => {
    const keyed = (path: string) => (c: ReturnType<typeof proxyClient>) =>
      c.request('POST', path, { headers: { 'idempotency-key': `key-${path.length}-0001` }, body: {} });
    for (const path of [
      '/api/v1/order',
      '/api/v1/charge',
      '/api/v1/scan-wm',
      '/api/v1/admin/orders/WW-2026-000001/refunds',
    ]) {
      const answer = await throughABreak(keyed(path));
      expect({ path, status: answer.status, by: answer.body }).toEqual({ path, status: 201, by: 'good' });
    }
    const read = await throughABreak((c) => c.request('GET', '/api/v1/categories'));
    expect([read.status, read.body]).toEqual([200, 'good']);
    const page = await throughABreak((c) => c.request('GET', '/produkt/ecksofa'));
    expect([page.status, page.body]).toEqual([200, 'good']);
  });
});
