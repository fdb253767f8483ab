import type { IncomingHttpHeaders } from 'node:http';
import https from 'node:https';

/** An HTTPS client for a test's nginx: trusts its self-signed certificate for `host`, keeps connections open as browsers do. */

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface StreamWatch {
  /** Resolves with the ms from the request to the stream's `ready` event. */
  ready: Promise<number>;
  /** How many events of each name arrived so far. */
  events: Map<string, number>;
  /** Resolves with how the stream ended: `end` when the server closed it cleanly. */
  ended: Promise<'end' | 'aborted' | 'error'>;
  close: () => void;
}

export function proxyClient(o: { port: number; ca: Buffer; host: string }) {
  const agent = new https.Agent({ keepAlive: true, ca: o.ca, maxSockets: 64 });
  const base = { host: '127.0.0.1', port: o.port, servername: o.host, ca: o.ca };

  function request(
    method: string,
    path: string,
    opts: { headers?: Record<string, string>; body?: unknown } = {},
  ): Promise<Answer> {
    const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    return new Promise((resolve, reject) => {
      const req = https.request(
        {
          ...base,
          agent,
          method,
          path,
          timeout: 60_000,
          headers: {
            host: o.host,
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
            ...opts.headers,
          },
        },
        (res) => {
          const parts: Buffer[] = [];
          res.on('data', (d: Buffer) => parts.push(d));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts).toString() }),
          );
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('no answer within 60 s')));
      req.on('error', reject);
      req.end(payload);
    });
  }

  /** Opens an event stream (server-sent events) with a bearer token, on its own connection. */
  function stream(path: string, token: string): StreamWatch {
    const events = new Map<string, number>();
    const started = Date.now();
    let onReady: (ms: number) => void = () => {};
    const ready = new Promise<number>((resolve) => (onReady = resolve));
    let req: ReturnType<typeof https.request> | undefined;
    const ended = new Promise<'end' | 'aborted' | 'error'>((resolve) => {
      req = https.request(
        { ...base, agent: false, method: 'GET', path, headers: { host: o.host, authorization: `Bearer ${token}` } },
        (res) => {
          let text = '';
          res.on('data', (d: Buffer) => {
            // Events end with a blank line; the last piece may be one still arriving.
            const blocks = (text + d.toString()).split('\n\n');
            text = blocks.pop() ?? '';
            for (const block of blocks) {
              const name = /^event: (\w+)$/m.exec(block)?.[1];
              if (!name) continue;
              events.set(name, (events.get(name) ?? 0) + 1);
              if (name === 'ready') onReady(Date.now() - started);
            }
          });
          res.on('end', () => resolve('end'));
          res.on('aborted', () => resolve('aborted'));
          res.on('error', () => resolve('error'));
        },
      );
      req.on('error', () => resolve('error'));
      req.end();
    });
    return { ready, events, ended, close: () => req?.destroy() };
  }

  return { request, stream, close: () => agent.destroy() };
}
