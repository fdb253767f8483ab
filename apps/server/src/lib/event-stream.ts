import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Comment lines keep proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

export interface EventStream {
  send(event: string, data: unknown): void;
  /** Called once when the stream ends (client gone, server closing). */
  onEnd(cleanup: () => void): void;
}

/**
 * Server-sent events on a hijacked reply: opens with `ready`, pings while idle, and is ended
 * by the client going away or the server closing (streams() gives the app's preClose hook).
 */
export function eventStreams(app: FastifyInstance) {
  const open = new Set<() => void>();
  // Open streams would hold the server's close; end them first.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  return function openStream(request: FastifyRequest, reply: FastifyReply): EventStream {
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.write(`retry: 5000\nevent: ready\ndata: {}\n\n`);
    const cleanups: (() => void)[] = [];
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
    const end = () => {
      if (!open.delete(end)) return;
      clearInterval(heartbeat);
      for (const c of cleanups) c();
      if (!raw.writableEnded) raw.end();
    };
    open.add(end);
    request.raw.on('close', end);
    // The client may have gone while the caller prepared the stream.
    if (request.raw.socket?.destroyed) setImmediate(end);
    return {
      send: (event, data) => {
        if (!raw.writableEnded) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      },
      onEnd: (cleanup) => {
        if (open.has(end)) cleanups.push(cleanup);
        else cleanup();
      },
    };
  };
}
